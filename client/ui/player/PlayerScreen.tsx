// "Your games": the page of a returning player. The tables this browser's player sits at (back to any of them),
// the finished games newest first with a replay link to the moment each ended, and the player code that moves the
// identity to another device (shown on request, typed there), or forgets it here.
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation.js';
import type { PlayerGame, PlayerGamesResponse, PlayerTable } from '../../../shared/players.js';
import { catalogEntry } from '../../games/catalog.js';
import { adoptPlayerKey, codeOfKey, forgetPlayerKey, keyOfCode, playerKey } from '../../net/player.js';
import { navigate } from '../../router.js';
import { PageLink } from '../PageLink.js';
import { useTavolo } from '../../store.js';
import { fetchMyGames, fetchMyTables } from './api.js';
import { Failed, useLoaded } from './useLoaded.js';
import { PageHeader } from './PageHeader.js';
import { addPlayerStrings, NS } from './strings.js';
import './player.css';

addPlayerStrings();

/** The player's page. */
export default function PlayerScreen() {
  const { t } = useTranslation(NS);
  // Changes when the key does (an import, a forget): every list loads again for the new player.
  const [keyShown, setKeyShown] = useState(() => playerKey());
  const [notice, setNotice] = useState<string | null>(null);
  const name = useTavolo((s) => s.name);
  // A browser that knows the key but no name (a code typed on a new device): the name of the player's last game.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key (an import) is a new player to look up
  useEffect(() => {
    if (useTavolo.getState().name.trim()) return;
    fetchMyGames(null).then(
      ({ games: [last] }) => {
        const known = last?.seats[last.seat]?.name;
        if (known && !useTavolo.getState().name.trim()) useTavolo.getState().setName(known);
      },
      () => undefined,
    );
  }, [keyShown]);
  return (
    <div className="lobby player-page">
      <PageHeader title={t('title')} />
      <main className="player-main">
        <MyTables key={`t-${keyShown}`} />
        <MyGames key={`g-${keyShown}`} />
        <section className="card" aria-labelledby="player-you">
          <h2 id="player-you">{t('you')}</h2>
          <p className="player-name">{name.trim() || <span className="muted">{t('unnamed')}</span>}</p>
          <PlayerCode
            keyShown={keyShown}
            onChange={(key, message) => {
              setKeyShown(key);
              setNotice(message);
            }}
          />
          {notice ? (
            <p className="notice notice-good player-notice" role="status">
              {notice}
            </p>
          ) : null}
        </section>
      </main>
    </div>
  );
}

/** A game's name as the lobby says it. */
function useGameName(): (id: string) => string {
  const { t } = useTranslation();
  return (id) => {
    const entry = catalogEntry(id);
    return entry ? t(entry.name) : id;
  };
}

function MyTables() {
  const { t } = useTranslation(NS);
  const gameName = useGameName();
  const [loaded, retry] = useLoaded(fetchMyTables);
  return (
    <section className="card" aria-labelledby="player-tables" data-testid="my-tables">
      <h2 id="player-tables">{t('tables')}</h2>
      {loaded.state === 'loading' ? null : loaded.state === 'failed' ? (
        <Failed retry={retry} />
      ) : loaded.value.tables.length === 0 ? (
        <p className="muted">{t('tablesNone')}</p>
      ) : (
        <ul className="player-rows">
          {loaded.value.tables.map((table) => (
            <TableLine key={table.tableId} table={table} gameName={gameName(table.game)} />
          ))}
        </ul>
      )}
    </section>
  );
}

function TableLine({ table, gameName }: { readonly table: PlayerTable; readonly gameName: string }) {
  const { t } = useTranslation(NS);
  const others = table.seats.filter((_, i) => i !== table.seat).map((s) => s.name || '—');
  return (
    <li className="player-row" data-testid={`my-table-${table.tableId}`}>
      <div className="player-row-main">
        <strong>{gameName}</strong> <code className="code-chip">{table.tableId}</code>{' '}
        <span className={`phase phase-${table.phase}`}>{t(table.phase)}</span>
        <div className="muted small">{others.length ? t('against', { names: others.join(', ') }) : t('alone')}</div>
      </div>
      <button
        type="button"
        className="btn btn-primary btn-small"
        title={t('goBackTitle', { code: table.tableId })}
        onClick={() => {
          // The seat's name is the player's: no name to ask for before sitting down again.
          const own = table.seats[table.seat]?.name;
          if (own && !useTavolo.getState().name.trim()) useTavolo.getState().setName(own);
          navigate({ kind: 'table', code: table.tableId, spectate: false });
        }}
      >
        {t('goBack')}
      </button>
    </li>
  );
}

function MyGames() {
  const { t } = useTranslation(NS);
  const gameName = useGameName();
  const [first, retry] = useLoaded(() => fetchMyGames(null));
  const [more, setMore] = useState<PlayerGamesResponse[]>([]);
  const [busy, setBusy] = useState(false);
  const pages = first.state === 'ok' ? [first.value, ...more] : [];
  const next = pages.at(-1)?.next ?? null;
  const loadMore = useCallback(() => {
    if (next === null) return;
    setBusy(true);
    fetchMyGames(next)
      .then((page) => setMore((m) => [...m, page]))
      .catch(() => undefined)
      .finally(() => setBusy(false));
  }, [next]);
  const games = pages.flatMap((p) => p.games);
  return (
    <section className="card" aria-labelledby="player-games" data-testid="my-games">
      <div className="card-head">
        <h2 id="player-games">{t('games')}</h2>
        {first.state === 'ok' ? <span className="muted">{t('gamesCount', { count: first.value.total })}</span> : null}
      </div>
      {first.state === 'loading' ? null : first.state === 'failed' ? (
        <Failed retry={retry} />
      ) : games.length === 0 ? (
        <p className="muted">{t('gamesNone')}</p>
      ) : (
        <>
          <ul className="player-rows">
            {games.map((g) => (
              <GameLine key={`${g.tableId}.${g.replayAt}`} game={g} gameName={gameName(g.game)} />
            ))}
          </ul>
          {next !== null ? (
            <button type="button" className="btn btn-small player-more" disabled={busy} onClick={loadMore}>
              {t('more')}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}

function GameLine({ game, gameName }: { readonly game: PlayerGame; readonly gameName: string }) {
  const { t, i18n } = useTranslation(NS);
  const others = game.seats.filter((_, i) => i !== game.seat).map((s) => s.name || '—');
  const replay = { kind: 'replay' as const, code: game.tableId, at: game.replayAt, seat: game.seat };
  const date = new Date(game.finishedAt).toLocaleString(i18n.language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  // The player's own score first, then the others' in seat order.
  const scores = [game.scores[game.seat], ...game.scores.filter((_, i) => i !== game.seat)];
  return (
    <li className="player-row" data-testid="my-game">
      <span className={`result result-${game.result}`}>{t(game.result)}</span>
      <div className="player-row-main">
        <strong>{gameName}</strong> <span className="muted small">{date}</span>
        {game.rated ? (
          <span className="badge badge-rated" title={t('ratedTitle')}>
            {t('rated')}
          </span>
        ) : null}
        <div className="muted small">
          {others.length ? t('against', { names: others.join(', ') }) : t('alone')} · {scores.join(' – ')}
        </div>
      </div>
      <PageLink to={replay} className="btn btn-small" title={t('replayTitle')}>
        {t('replay')}
      </PageLink>
    </li>
  );
}

/** The player code: shown on request, copied; a code from another device typed in; the key forgotten. */
function PlayerCode({
  keyShown,
  onChange,
}: {
  readonly keyShown: string;
  readonly onChange: (key: string, message: string) => void;
}) {
  const { t } = useTranslation(NS);
  const [shown, setShown] = useState(false);
  const [copied, setCopied] = useState(false);
  const [typed, setTyped] = useState('');
  const [bad, setBad] = useState(false);
  const [forgetting, setForgetting] = useState(false);
  const inputId = useId();
  const code = codeOfKey(keyShown);

  function submit(e: FormEvent) {
    e.preventDefault();
    const key = keyOfCode(typed);
    if (key === null) return setBad(true);
    adoptPlayerKey(key);
    setTyped('');
    setBad(false);
    setShown(false);
    onChange(key, t('importDone'));
  }

  return (
    <div className="player-code">
      <h3>{t('codeTitle')}</h3>
      <p className="muted small">{t('codeWhy')}</p>
      {shown ? (
        <p className="code-line">
          <code data-testid="player-code">{code}</code>
          <button
            type="button"
            className="btn btn-small"
            onClick={() => {
              void navigator.clipboard?.writeText(code).then(() => setCopied(true));
            }}
          >
            {copied ? t('copied') : t('copy')}
          </button>
          <button type="button" className="btn btn-ghost btn-small" onClick={() => setShown(false)}>
            {t('hideCode')}
          </button>
        </p>
      ) : (
        <button type="button" className="btn btn-small" onClick={() => setShown(true)}>
          {t('showCode')}
        </button>
      )}
      <form className="code-import" onSubmit={submit}>
        <label className="field" htmlFor={inputId}>
          <span>{t('importLabel')}</span>
          <input
            id={inputId}
            className="input"
            value={typed}
            autoComplete="off"
            spellCheck={false}
            placeholder={t('importPlaceholder')}
            aria-invalid={bad}
            onChange={(e) => {
              setTyped(e.target.value);
              setBad(false);
            }}
          />
        </label>
        <button type="submit" className="btn btn-small" disabled={typed.trim() === ''}>
          {t('importGo')}
        </button>
        {bad ? (
          <p className="field-error" role="alert">
            {t('importBad')}
          </p>
        ) : null}
      </form>
      {forgetting ? (
        <div className="forget-box" role="group">
          <p className="small">{t('forgetWhy')}</p>
          <button
            type="button"
            className="btn btn-small btn-danger"
            onClick={() => {
              forgetPlayerKey();
              setForgetting(false);
              setShown(false);
              onChange(playerKey(), t('forgotten'));
            }}
          >
            {t('forgetConfirm')}
          </button>
          <button type="button" className="btn btn-ghost btn-small" onClick={() => setForgetting(false)}>
            {t('forgetCancel')}
          </button>
        </div>
      ) : (
        <button type="button" className="btn btn-ghost btn-small" onClick={() => setForgetting(true)}>
          {t('forget')}
        </button>
      )}
    </div>
  );
}
