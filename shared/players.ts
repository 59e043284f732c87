// A returning player (issue 31): the private player key a browser keeps, and what the server's player pages answer
// with it: the tables the player sits at now, the games the player finished, and each game's leaderboard. The key
// travels only from the page to the server, in a header (never in a URL, which logs and histories keep); the server
// keeps its hash alone, and no answer ever names a hash.
import type { Outcome, Seat } from './core/index.js';

/** The HTTP header a page sends its player key in: `X-Tavolo-Player: <key>`. */
export const PLAYER_KEY_HEADER = 'x-tavolo-player';

/** Games a page of "Your games" lists. */
export const GAMES_PAGE_SIZE = 20;

/** Tables in play "Your tables" lists at most (the newest first). */
export const PLAYER_TABLES_LIMIT = 50;

/** Rows a leaderboard shows. */
export const LEADERBOARD_SIZE = 50;

/** Rated games a player needs to be on a game's leaderboard (fewer: the rating is still a guess). */
export const LEADERBOARD_MIN_GAMES = 3;

/** A seat as the player pages show it: who sat there, never a key nor a hash. */
export interface PlayerSeat {
  readonly name: string;
  readonly kind: 'human' | 'bot';
}

/** A table the player sits at and that is not over: "Your tables". */
export interface PlayerTable {
  readonly tableId: string;
  readonly game: string;
  /** The player's seat there. */
  readonly seat: Seat;
  readonly seats: readonly PlayerSeat[];
  /** 'waiting' while a seat is free. */
  readonly phase: 'waiting' | 'playing';
  /** ms since the epoch. */
  readonly createdAt: number;
}

/** GET /api/me/tables. */
export interface PlayerTablesResponse {
  readonly tables: readonly PlayerTable[];
}

/** How a finished game went for the player: won (alone or shared), lost, or a draw. */
export type GameResult = 'won' | 'lost' | 'draw';

/** A finished game of the player: "Your games". */
export interface PlayerGame {
  readonly tableId: string;
  readonly game: string;
  /** ms since the epoch. */
  readonly finishedAt: number;
  /** The player's seat there. */
  readonly seat: Seat;
  readonly seats: readonly PlayerSeat[];
  /** Final scores by seat. */
  readonly scores: readonly number[];
  readonly result: GameResult;
  /** It counted for the ratings. */
  readonly rated: boolean;
  /** The replay's step where it ended (`/replay/<tableId>?at=<replayAt>&seat=<seat>`). */
  readonly replayAt: number;
}

/** GET /api/me/games[?before=<cursor>]: one page, newest first; `next` asks for the page after it. */
export interface PlayerGamesResponse {
  readonly games: readonly PlayerGame[];
  /** The `before` of the next page; null on the last page. */
  readonly next: string | null;
  /** The player's finished games in all. */
  readonly total: number;
}

/** A player's rating in one game (Glicko-2): the number, its deviation, and how many rated games made it. */
export interface Rating {
  readonly rating: number;
  readonly rd: number;
  readonly games: number;
}

/** One line of a leaderboard. */
export interface LeaderboardRow extends Rating {
  /** 1-based. */
  readonly rank: number;
  /** The name the player last played a rated game under. */
  readonly name: string;
}

/** GET /api/ratings/<game>. */
export interface LeaderboardResponse {
  readonly game: string;
  readonly minGames: number;
  readonly rows: readonly LeaderboardRow[];
}

/** A rating's deviation above which it is shown as provisional ("1500?"), as lichess does. */
export const PROVISIONAL_RD = 110;

/** How a game went for `seat`, from the engine's outcome. */
export function resultFor(
  outcome: { readonly winners: readonly Seat[]; readonly draw: boolean },
  seat: Seat,
): GameResult {
  if (outcome.draw) return 'draw';
  return outcome.winners.includes(seat) ? 'won' : 'lost';
}

/**
 * Whether a match counts for the ratings, from each seat's player hash ('' for a bot or a human who sent no key):
 * two seats or more, every one a different keyed human. A game against bots, or against oneself, is not rated.
 */
export function isRated(players: readonly string[]): boolean {
  return players.length >= 2 && players.every((p) => p !== '') && new Set(players).size === players.length;
}

/**
 * The places of a match, best first, as the ratings rank it: the winners, then the others by score, equal scores
 * sharing a place (a draw: everyone shares the one place).
 */
export function placesOf(outcome: Outcome, seats: number): Seat[][] {
  const all = Array.from({ length: seats }, (_, s) => s);
  if (outcome.draw) return [all];
  const winners = all.filter((s) => outcome.winners.includes(s));
  const rest = all.filter((s) => !outcome.winners.includes(s));
  const places: Seat[][] = winners.length > 0 ? [winners] : [];
  const score = (s: Seat) => outcome.scores[s] ?? 0;
  let lastScore: number | null = null;
  for (const s of rest.sort((a, b) => score(b) - score(a) || a - b)) {
    if (lastScore === score(s)) places.at(-1)!.push(s);
    else places.push([s]);
    lastScore = score(s);
  }
  return places;
}

/** Tables "Live now" lists at most. */
export const LIVE_TABLES = 12;

/** A seat of a table being played, as "Live now" shows it. */
export interface LiveSeat extends PlayerSeat {
  /** Its player's rating in this game, rounded; 0: a bot or a player without a key. */
  readonly rating: number;
  readonly provisional: boolean;
}

/** A table being played now whose creator lets people watch: what the lobby draws of it. */
export interface LiveTable {
  readonly tableId: string;
  readonly game: string;
  readonly seats: readonly LiveSeat[];
  readonly spectators: number;
  /** Actions played so far. */
  readonly version: number;
  /** The spectators' view now (exactly what a spectator receives): the lobby's small drawing of the table. */
  readonly view: unknown;
}

/** GET /api/live: the tables being played now, most watched first. */
export interface LiveResponse {
  readonly tables: readonly LiveTable[];
}
