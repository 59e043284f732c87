// The challenger queue at the table (shared/queue.ts): the names in line, first first; a viewer joins or leaves and
// sees his place; the creator lets one go first, removes one, sets the matches per challenger and closes the line;
// once the next match's table is made, everyone sees where. Opening the line is in the Stream dialog (QueueOpen).
import { useId, useState } from 'react';
import { QUEUE_GAMES_MAX } from '../../../shared/queue.js';
import { useTranslation } from '../../i18n/useTranslation.js';
import { loadFeedKey, sendQueue } from '../../net/index.js';
import { navigate } from '../../router.js';
import { useTavolo } from '../../store.js';
import { addQueueStrings, NS } from './strings.js';
import './queue.css';

addQueueStrings();

const GAMES = Array.from({ length: QUEUE_GAMES_MAX }, (_, i) => i + 1);

/** Whether this page is the table's creator's (it holds the feed key, as the Stream dialog does). */
function useCreator(): boolean {
  const stored = useTavolo((s) => s.feedKey);
  const code = useTavolo((s) => s.tableId);
  return stored !== null || (code !== null && loadFeedKey(code) !== null);
}

/** The line under the seats (nothing while it is closed and no next table is made). */
export function QueueBox() {
  const { t } = useTranslation(NS);
  const queue = useTavolo((s) => s.table?.queue ?? null);
  const mySeat = useTavolo((s) => s.mySeat);
  const feed = useTavolo((s) => s.feed);
  const place = useTavolo((s) => s.queuePlace);
  const creator = useCreator();
  if (!queue || feed || (!queue.open && !queue.next)) return null;
  return (
    <section className="queue-box" aria-labelledby="queue-title" data-testid="queue">
      <div className="queue-head">
        <h3 id="queue-title">{t('title')}</h3>
        {queue.open ? <span className="muted small">{t('count', { count: queue.names.length })}</span> : null}
      </div>
      {queue.next ? (
        <p className="queue-next" data-testid="queue-next">
          {t('next', { code: queue.next })}{' '}
          <button
            type="button"
            className="btn btn-small btn-primary"
            onClick={() => navigate({ kind: 'table', code: queue.next, spectate: mySeat === null })}
          >
            {t('nextGo')}
          </button>
        </p>
      ) : null}
      {queue.open ? (
        <>
          {queue.names.length === 0 ? (
            <p className="muted small">{t('empty')}</p>
          ) : (
            <ol className="queue-names">
              {queue.names.map((name, i) => (
                <li key={`${i}-${name}`} className={place === i ? 'me' : undefined}>
                  <span className="queue-name">{name || '—'}</span>
                  {creator ? (
                    <span className="queue-row-actions">
                      <button
                        type="button"
                        className="btn btn-ghost btn-small"
                        title={t('skip')}
                        aria-label={`${t('skip')}: ${name}`}
                        disabled={i === queue.names.length - 1}
                        onClick={() => sendQueue({ op: 'skip', place: i })}
                      >
                        ↓
                      </button>
                      <button
                        type="button"
                        className="btn btn-ghost btn-small"
                        title={t('remove')}
                        aria-label={`${t('remove')}: ${name}`}
                        onClick={() => sendQueue({ op: 'remove', place: i })}
                      >
                        ×
                      </button>
                    </span>
                  ) : null}
                </li>
              ))}
            </ol>
          )}
          {mySeat === null && !creator ? (
            <div className="queue-me">
              {place !== null ? (
                <>
                  <p className="small" data-testid="queue-place" aria-live="polite">
                    {t('place', { count: place + 1 })}
                  </p>
                  <button type="button" className="btn btn-small" onClick={() => sendQueue({ op: 'leave' })}>
                    {t('leave')}
                  </button>
                </>
              ) : (
                <button
                  type="button"
                  className="btn btn-small btn-primary"
                  data-testid="queue-join"
                  title={t('joinTitle')}
                  onClick={() => sendQueue({ op: 'join' })}
                >
                  {t('join')}
                </button>
              )}
            </div>
          ) : null}
          {creator ? (
            <div className="queue-creator">
              <GamesField value={queue.games} onChange={(games) => sendQueue({ op: 'games', games })} />
              <button
                type="button"
                className="btn btn-small"
                title={t('closeTitle')}
                onClick={() => sendQueue({ op: 'close' })}
              >
                {t('close')}
              </button>
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

/** How many matches each challenger plays, 1 to QUEUE_GAMES_MAX. */
function GamesField({ value, onChange }: { readonly value: number; readonly onChange: (games: number) => void }) {
  const { t } = useTranslation(NS);
  const id = useId();
  return (
    <label className="field queue-games" htmlFor={id}>
      <span>{t('games')}</span>
      <select id={id} className="input" value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {GAMES.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </label>
  );
}

/** In the creator's Stream dialog: open the line, with the matches each challenger plays. */
export function QueueOpen() {
  const { t } = useTranslation(NS);
  const queue = useTavolo((s) => s.table?.queue ?? null);
  const [games, setGames] = useState(1);
  if (!queue || queue.open) return null;
  return (
    <div className="queue-open" data-testid="queue-open">
      <h3>{t('openTitle')}</h3>
      <p className="muted small">{t('openWhy')}</p>
      <div className="queue-creator">
        <GamesField value={games} onChange={setGames} />
        <button
          type="button"
          className="btn btn-small btn-primary"
          data-testid="queue-open-button"
          onClick={() => sendQueue({ op: 'open', games })}
        >
          {t('open')}
        </button>
      </div>
    </div>
  );
}
