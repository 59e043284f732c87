// The bots' pace and pause at the table: a seated player picks calm, normal or fast and pauses or resumes the bots;
// everyone (spectators too) sees the pace and a "Bots paused" line. The server decides; this only asks.
import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation.js';
import { BOT_PACES } from '../../../shared/protocol.js';
import { useTavolo } from '../../store.js';
import { sendBotPace, sendBotsPaused } from '../../net/index.js';
import { BotIcon, PauseIcon, PlayIcon } from '../../kit/icons.js';
import { useAsked } from '../../kit/useAsked.js';
import './bots.css';

/** The bot controls of the seats panel; nothing at a table without bots. */
export function BotControls() {
  const { t } = useTranslation();
  const table = useTavolo((s) => s.table);
  const mySeat = useTavolo((s) => s.mySeat);
  const group = useId();
  // The pace moves at once; the server's word follows a round trip later (or puts it back).
  const [pace, askPace] = useAsked(table?.botPace, (p) => {
    if (p !== undefined) sendBotPace(p);
  });
  if (!table?.seats.some((s) => s.kind === 'bot')) return null;
  const player = mySeat !== null && table.seats[mySeat]?.kind === 'human';
  const paused = table.botsPaused;
  return (
    <div className="bot-controls" data-testid="bot-controls">
      {player ? (
        <div className="bot-controls-row">
          <span className="bot-controls-label" id={`${group}-label`}>
            <BotIcon /> {t('bots.pace')}
          </span>
          <div className="segmented bot-pace" role="radiogroup" aria-labelledby={`${group}-label`}>
            {BOT_PACES.map((p) => (
              <label key={p} title={t(`bots.paceTitles.${p}`)} data-testid={`bot-pace-${p}`}>
                <input type="radio" name={`${group}-pace`} checked={pace === p} onChange={() => askPace(p)} />
                <span>{t(`bots.paces.${p}`)}</span>
              </label>
            ))}
          </div>
          <button
            type="button"
            className="btn btn-small bots-pause"
            title={paused ? t('bots.resumeTitle') : t('bots.pauseTitle')}
            data-testid="bots-pause"
            onClick={() => sendBotsPaused(!paused)}
          >
            {paused ? <PlayIcon /> : <PauseIcon />}
            <span>{paused ? t('bots.resume') : t('bots.pause')}</span>
          </button>
        </div>
      ) : (
        <p className="bot-pace-line" data-testid="bot-pace-line">
          <BotIcon /> {t('bots.paceNow', { pace: t(`bots.paces.${table.botPace}`) })}
        </p>
      )}
      {/* Always in the page, so that screen readers announce the pause when it comes. */}
      <div role="status" aria-live="polite">
        {paused ? (
          <p className="bots-paused-line" data-testid="bots-paused">
            <PauseIcon />
            <span>
              <strong>{t('bots.paused')}</strong> <small>{t('bots.pausedHint')}</small>
            </span>
          </p>
        ) : null}
      </div>
    </div>
  );
}
