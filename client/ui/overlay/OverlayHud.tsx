// What an OBS overlay shows over the table instead of the HUD: every seat's name large with its score, whose
// turn it is, the next challengers of the creator's queue, and a caption of what just happened, fading after a few
// seconds. No buttons, no hints: a stream
// watcher cannot click, so nothing here can be clicked either.
import { useTranslation } from '../../i18n/useTranslation.js';
import { useLang } from '../../i18n/index.js';
import { useTavolo } from '../../store.js';
import type { AnyGameClient } from '../../kit/contract.js';
import { scoresOf, toActOf } from '../table/model.js';
import { latestCaption, useFresh } from './caption.js';
import { addQueueStrings, NS as QUEUE_NS } from '../queue/strings.js';
import './overlay-hud.css';

addQueueStrings();

/** Props: the game's client (null until loaded or unknown) and the seat names the scene uses. */
export interface OverlayHudProps {
  readonly game: AnyGameClient | null;
  readonly seatNames: readonly string[];
}

/** The overlay's words over the scene; nothing until the table is known. */
export function OverlayHud({ game, seatNames }: OverlayHudProps) {
  const { t } = useTranslation();
  const { t: tq } = useTranslation(QUEUE_NS);
  const lang = useLang();
  const table = useTavolo((s) => s.table);
  const view = useTavolo((s) => s.view);
  const log = useTavolo((s) => s.log);
  const caption = game && view ? latestCaption(log, game.describeEvent, seatNames, lang) : null;
  const fresh = useFresh(caption?.id ?? null);
  if (!table) return null;

  const scores = view ? scoresOf(view) : null;
  const toAct = view ? toActOf(view) : [];
  const over = table.phase === 'finished' && toAct.length === 0;
  const best = scores && scores.length > 0 ? Math.max(...scores) : null;
  const name = (s: number) => seatNames[s] || `#${s + 1}`;
  const turn =
    table.phase === 'waiting'
      ? t('table.waiting')
      : over
        ? t('table.finished')
        : toAct.map((s) => t('table.theirTurn', { name: name(s) })).join(' · ');

  return (
    <div className="overlay-hud" data-testid="overlay-hud" lang={lang}>
      <div className="overlay-top">
        <ol className="overlay-seats" aria-label={t('table.score')}>
          {seatNames.map((_, s) => {
            const acting = !over && toAct.includes(s);
            const winner = over && best !== null && best > 0 && scores![s] === best;
            return (
              <li
                key={s}
                className={`overlay-seat${acting ? ' acting' : ''}${winner ? ' winner' : ''}`}
                data-testid={`overlay-seat-${s}`}
              >
                {winner || acting ? (
                  <span className="overlay-seat-mark" aria-hidden="true">
                    {winner ? '★' : '▶'}
                  </span>
                ) : null}
                <span className="overlay-seat-name" data-testid="overlay-seat-name">
                  {name(s)}
                </span>
                {scores ? (
                  <span className="overlay-seat-score" data-testid="overlay-seat-score">
                    {scores[s] ?? 0}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ol>
        {turn ? (
          <p className="overlay-turn" data-testid="overlay-turn" role="status">
            {turn}
          </p>
        ) : null}
        {table.queue.open && table.queue.names.length > 0 ? (
          <p className="overlay-turn overlay-queue" data-testid="overlay-queue">
            {tq('overlayNext', { names: table.queue.names.slice(0, 3).join(' · ') })}
          </p>
        ) : null}
      </div>
      {caption ? (
        <p
          key={caption.id}
          className={`overlay-caption${fresh ? '' : ' faded'}`}
          data-testid="overlay-caption"
          data-version={caption.version}
          aria-live="polite"
        >
          {caption.text}
        </p>
      ) : null}
    </div>
  );
}
