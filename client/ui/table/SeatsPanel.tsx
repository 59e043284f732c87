// Who sits where: name, human or bot, connected (a dot AND a word), whose turn, "you", and free seats.
import { useTranslation } from 'react-i18next';
import { useTavolo } from '../../store.js';
import { sitAt } from '../../net/index.js';
import { BotIcon, EyeIcon, PersonIcon } from '../icons.js';
import { toActOf } from './model.js';

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
                {free ? <em>{t('table.freeSeat')}</em> : seat.name}
                {you ? <span className="badge badge-you">{t('table.you')}</span> : null}
              </span>
              {!free && seat.kind === 'human' ? (
                <span className={`conn ${connected ? 'on' : 'off'}`}>
                  <span className="conn-dot" aria-hidden="true" />
                  {connected ? t('table.connected') : t('table.disconnected')}
                </span>
              ) : null}
              {turn ? (
                <span className="badge badge-turn">
                  <span aria-hidden="true">▶ </span>
                  {t('table.turn')}
                </span>
              ) : null}
              {live && mySeat === null && free ? (
                <button type="button" className="btn btn-small btn-primary" onClick={() => sitAt(i)}>
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
      {live ? (
        <p className="spectator-count">
          <EyeIcon /> {t('table.spectators', { count: table.spectators })}
          {table.broadcast ? <span className="badge badge-broadcast">{t('lobby.broadcast')}</span> : null}
        </p>
      ) : null}
    </section>
  );
}
