// Who sits where: name, human or bot, connected (a dot AND a word), whose turn, "you", and free seats.
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation.js';
import { useTavolo } from '../../store.js';
import { sitAt } from '../../net/index.js';
import { QueueBox } from '../queue/QueueBox.js';
import { BotIcon, EyeIcon, PersonIcon } from '../../kit/icons.js';
import { toActOf } from './model.js';
import { FeedConsent, FeedLine } from './FeedLine.js';
import { BotControls } from './BotControls.js';
import { spectatorList } from './stream.js';
import { seatColour } from '../../kit/seatColour.js';
import './stream.css';
import '../talk/talk.css';

/** The seats panel; `live` enables "Sit here" for spectators. */
export function SeatsPanel({ live }: { readonly live: boolean }) {
  const { t } = useTranslation();
  const table = useTavolo((s) => s.table);
  const view = useTavolo((s) => s.view);
  const mySeat = useTavolo((s) => s.mySeat);
  const watchSeat = useTavolo((s) => s.watchSeat);
  const setWatchSeat = useTavolo((s) => s.setWatchSeat);
  const online = useTavolo((s) => s.connection === 'connected');
  if (!table) return null;
  const toAct = table.phase === 'playing' || toActOf(view).length > 0 ? toActOf(view) : [];
  return (
    <section className="panel seats-panel" aria-label={t('lobby.seats')}>
      <ul className="seat-rows">
        {table.seats.map((seat, i) => {
          const turn = toAct.includes(i);
          const you = mySeat === i;
          const free = seat.kind === 'human' && !seat.occupied;
          // Our own seat is offline as soon as our connection is, whatever the last state said.
          const connected = seat.connected && (!you || online);
          return (
            <li key={i} className={`seat-row${turn ? ' turn' : ''}${you ? ' you' : ''}`}>
              <span className="seat-icon" title={seat.kind === 'bot' ? t('table.bot') : t('table.human')}>
                {seat.kind === 'bot' ? <BotIcon /> : <PersonIcon />}
                <span className="visually-hidden">{seat.kind === 'bot' ? t('table.bot') : t('table.human')}</span>
              </span>
              <span className="seat-name">
                {/* The seat's colour, as on its chat lines and reaction bubbles (the name says it too). */}
                <span className="seat-swatch" style={{ background: seatColour(i) }} aria-hidden="true" />
                {free ? <em>{t('table.freeSeat')}</em> : seat.name}
                {you ? <span className="badge badge-you">{t('table.you')}</span> : null}
                {!free && seat.rating > 0 ? (
                  <span className="seat-rating" data-testid={`seat-rating-${i}`} title={t('table.ratingTitle')}>
                    {seat.rating}
                    {seat.provisional ? '?' : ''}
                  </span>
                ) : null}
              </span>
              {!free && seat.kind === 'human' ? (
                <span className={`conn ${connected ? 'on' : 'off'}`}>
                  <span className="conn-dot" aria-hidden="true" />
                  {connected ? t('table.connected') : t('table.disconnected')}
                </span>
              ) : null}
              {/* Presence (issue 29): writing a chat message, or the tab hidden a while. */}
              {!free && connected && seat.typing ? (
                <span className="seat-presence typing" data-testid={`seat-typing-${i}`}>
                  {t('talk.typing')}
                </span>
              ) : null}
              {!free && connected && seat.away ? (
                <span className="seat-presence away" data-testid={`seat-away-${i}`}>
                  {t('talk.away')}
                </span>
              ) : null}
              {turn ? (
                <span className="badge badge-turn">
                  <span aria-hidden="true">▶ </span>
                  {t('table.turn')}
                </span>
              ) : null}
              {live && mySeat === null && free ? (
                <button
                  type="button"
                  className="btn btn-small btn-primary"
                  title={t('table.sitTitle')}
                  onClick={() => sitAt(i)}
                >
                  {t('table.sitHere')}
                </button>
              ) : null}
              {mySeat === null && !free ? (
                <button
                  type="button"
                  className={`btn btn-small btn-ghost watch-from${watchSeat === i ? ' active' : ''}`}
                  aria-pressed={watchSeat === i}
                  title={t('table.viewFrom')}
                  onClick={() => setWatchSeat(i)}
                >
                  <EyeIcon />
                  <span className="visually-hidden">{t('table.viewFrom')}</span>
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {live ? <BotControls /> : null}
      {live ? <Spectators /> : null}
      {live ? <FeedConsent /> : null}
      {live ? <FeedLine /> : null}
      {live ? <QueueBox /> : null}
    </section>
  );
}

/** Who is watching: the count, then the names (a long list folds behind "and N more"); or that none may watch. */
function Spectators() {
  const { t } = useTranslation();
  const table = useTavolo((s) => s.table);
  const [expanded, setExpanded] = useState(false);
  if (!table) return null;
  if (!table.allowSpectators) {
    return (
      <p className="spectator-count" data-testid="spectators-none">
        <EyeIcon /> {t('stream.noSpectators')}
      </p>
    );
  }
  const list = spectatorList(table.spectatorNames, expanded);
  return (
    <div className="spectators" data-testid="spectators">
      <p className="spectator-count">
        <EyeIcon /> {t('table.spectators', { count: table.spectators })}
      </p>
      {list.names.length > 0 ? (
        <ul className="spectator-names">
          {list.names.map((name, i) => (
            <li key={i} className={name === null ? 'guest' : undefined}>
              {name ?? t('stream.guest')}
            </li>
          ))}
          {list.more > 0 ? (
            <li>
              <button
                type="button"
                className="btn-link"
                aria-expanded={false}
                title={t('stream.moreTitle')}
                onClick={() => setExpanded(true)}
              >
                {t('stream.more', { count: list.more })}
              </button>
            </li>
          ) : expanded ? (
            <li>
              <button
                type="button"
                className="btn-link"
                aria-expanded
                title={t('stream.fewerTitle')}
                onClick={() => setExpanded(false)}
              >
                {t('stream.fewer')}
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}
