// The player pages' requests: the player's tables in play and finished games (the player key in its header), and a
// game's leaderboard. Plain HTTP to the same server; a refusal or a dead server comes back as an Error.
import {
  PLAYER_KEY_HEADER,
  type LeaderboardResponse,
  type PlayerGamesResponse,
  type PlayerTablesResponse,
} from '../../../shared/players.js';
import { serverOrigin } from '../../net/endpoint.js';
import { playerKey } from '../../net/player.js';

async function get<T>(path: string, withKey: boolean): Promise<T> {
  const res = await fetch(`${serverOrigin()}${path}`, {
    headers: withKey ? { [PLAYER_KEY_HEADER]: playerKey() } : {},
    cache: 'no-store',
  });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** The tables this player sits at that are not over. */
export function fetchMyTables(): Promise<PlayerTablesResponse> {
  return get('/api/me/tables', true);
}

/** One page of this player's finished games (`before`: the previous page's `next`). */
export function fetchMyGames(before: string | null): Promise<PlayerGamesResponse> {
  return get(`/api/me/games${before ? `?before=${encodeURIComponent(before)}` : ''}`, true);
}

/** A game's leaderboard. */
export function fetchLeaderboard(game: string): Promise<LeaderboardResponse> {
  return get(`/api/ratings/${encodeURIComponent(game)}`, false);
}
