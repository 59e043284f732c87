// The leaderboards: one per game (tabs), the best players by their Glicko-2 rating among those with enough rated
// games (shared/players.ts LEADERBOARD_MIN_GAMES). Names only: nothing that tells who a player is beyond it.
import { useTranslation } from '../../i18n/useTranslation.js';
import { CATALOG } from '../../games/catalog.js';
import { PageLink } from '../PageLink.js';
import { Failed, useLoaded } from './useLoaded.js';
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
  const [loaded, retry] = useLoaded(() => fetchLeaderboard(entry.id), entry.id);
  const board = loaded.state === 'ok' ? loaded.value : loaded.state === 'failed' ? 'failed' : null;
  const minGames = board && board !== 'failed' ? board.minGames : 3;
  return (
    <div className="lobby player-page">
      <PageHeader title={t('ratingsTitle')} />
      <main className="player-main">
        <section className="card" aria-labelledby="ratings-head" data-testid="leaderboard">
          <nav className="segmented game-tabs" aria-label={t('ratingsTitle')}>
            {CATALOG.map((e) => (
              <PageLink key={e.id} to={{ kind: 'ratings', game: e.id }} className="" current={e.id === entry.id}>
                {tl(e.name)}
              </PageLink>
            ))}
          </nav>
          <h2 id="ratings-head">{tl(entry.name)}</h2>
          <p className="muted small">{t('ratingsWhy', { count: minGames })}</p>
          {board === null ? null : board === 'failed' ? (
            <Failed retry={retry} />
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
