// The leaderboards: one per game (tabs), the best players by their Glicko-2 rating among those with enough rated
// games (shared/players.ts LEADERBOARD_MIN_GAMES). Names only: nothing that tells who a player is beyond it.
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation.js';
import type { LeaderboardResponse } from '../../../shared/players.js';
import { CATALOG } from '../../games/catalog.js';
import { navigate, routePath } from '../../router.js';
import { fetchLeaderboard } from './api.js';
import { PageHeader } from './PageHeader.js';
import { addPlayerStrings, NS } from './strings.js';
import './player.css';

addPlayerStrings();

/** The leaderboards page; `game` from the URL (absent or unknown: the catalogue's first game). */
export default function RatingsScreen({ game }: { readonly game: string | undefined }) {
  const { t } = useTranslation(NS);
  const { t: tl } = useTranslation();
  const entry = CATALOG.find((e) => e.id === game) ?? CATALOG[0]!;
  const [board, setBoard] = useState<LeaderboardResponse | 'failed' | null>(null);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for the same board again
  useEffect(() => {
    let alive = true;
    setBoard(null);
    fetchLeaderboard(entry.id).then(
      (b) => alive && setBoard(b),
      () => alive && setBoard('failed'),
    );
    return () => {
      alive = false;
    };
  }, [entry.id, attempt]);
  const minGames = board && board !== 'failed' ? board.minGames : 3;
  return (
    <div className="lobby player-page">
      <PageHeader title={t('ratingsTitle')} />
      <main className="player-main">
        <section className="card" aria-labelledby="ratings-head" data-testid="leaderboard">
          <nav className="segmented game-tabs" aria-label={t('ratingsTitle')}>
            {CATALOG.map((e) => (
              <a
                key={e.id}
                href={routePath({ kind: 'ratings', game: e.id })}
                aria-current={e.id === entry.id ? 'page' : undefined}
                className={e.id === entry.id ? 'active' : undefined}
                onClick={(ev) => {
                  ev.preventDefault();
                  navigate({ kind: 'ratings', game: e.id });
                }}
              >
                {tl(e.name)}
              </a>
            ))}
          </nav>
          <h2 id="ratings-head">{tl(entry.name)}</h2>
          <p className="muted small">{t('ratingsWhy', { count: minGames })}</p>
          {board === null ? null : board === 'failed' ? (
            <div className="notice notice-bad">
              <p>{t('loadFailed')}</p>
              <button type="button" className="btn btn-small" onClick={() => setAttempt((a) => a + 1)}>
                {t('retry')}
              </button>
            </div>
          ) : board.rows.length === 0 ? (
            <p className="muted">{t('ratingsNone', { count: board.minGames, game: tl(entry.name) })}</p>
          ) : (
            <table className="board">
              <thead>
                <tr>
                  <th scope="col">{t('rank')}</th>
                  <th scope="col">{t('player')}</th>
                  <th scope="col">{t('rating')}</th>
                  <th scope="col">{t('ratedGames')}</th>
                </tr>
              </thead>
              <tbody>
                {board.rows.map((r) => (
                  <tr key={r.rank} data-testid="leaderboard-row">
                    <td>{r.rank}</td>
                    <td>{r.name || '—'}</td>
                    <td title={`± ${Math.round(r.rd * 2)}`}>{Math.round(r.rating)}</td>
                    <td>{r.games}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      </main>
    </div>
  );
}
