// Each game's ratings (issue 31): Glicko-2 from the `glicko2` package, folded over the rated results of the store's
// `results` table in their order (when each ended, then table and action number), each result its own rating
// period for its players alone (as lichess rates each game at its end). A game of more than two is rated by the
// library's multi-player method (`makeRace`: every pair of players a match, the better place winning, a shared
// place a draw). Nothing is stored but the results: a restarted server folds them again, to the same numbers.
import { Glicko2, type Glicko2Player } from 'glicko2';
import type { Outcome } from '../shared/core/index.js';
import { LEADERBOARD_SIZE, type LeaderboardRow, placesOf, type Rating } from '../shared/players.js';

/** A new player's rating and deviation (Glicko-2's usual start). */
export const RATING_START = 1500;
export const RATING_START_RD = 350;
/** Glicko-2's usual start: 1500 ± 350, volatility 0.06, τ 0.5. */
const START = { rating: RATING_START, rd: RATING_START_RD, vol: 0.06 } as const;
const TAU = 0.5;

/** One rated result as the fold reads it. */
export interface RatedResult {
  readonly tableId: string;
  /** The number of the action that ended it. */
  readonly n: number;
  readonly game: string;
  /** When it ended, ms since the epoch. */
  readonly at: number;
  /** Each seat's player hash. */
  readonly players: readonly string[];
  /** The seats' names, for the leaderboard. */
  readonly names: readonly string[];
  readonly outcome: Outcome;
}

interface Standing extends Rating {
  readonly vol: number;
  readonly name: string;
}

const order = (a: RatedResult, b: RatedResult) =>
  a.at - b.at || (a.tableId < b.tableId ? -1 : a.tableId > b.tableId ? 1 : 0) || a.n - b.n;

/** Every game's ratings, by player hash, folded from the rated results. */
export class Ratings {
  private results: RatedResult[] = [];
  private byGame = new Map<string, Map<string, Standing>>();

  /** Folds the stored rated results (any order; they are sorted). */
  constructor(results: readonly RatedResult[] = []) {
    this.results = [...results].sort(order);
    for (const r of this.results) this.apply(r);
  }

  /**
   * A result just stored. One that ends after every result folded so far (the rule) is folded on; one that sorts
   * before the last (two tables ending in the same millisecond, written in the other order) folds them all again,
   * so the numbers are always those of the stored order.
   */
  add(result: RatedResult): void {
    const last = this.results.at(-1);
    this.results.push(result);
    if (!last || order(last, result) < 0) {
      this.apply(result);
      return;
    }
    this.results.sort(order);
    this.byGame = new Map();
    for (const r of this.results) this.apply(r);
  }

  /** A player's rating in a game, or null before the first rated game. */
  of(game: string, player: string): Rating | null {
    const s = this.byGame.get(game)?.get(player);
    return s ? { rating: s.rating, rd: s.rd, games: s.games } : null;
  }

  /** A game's best players with at least `minGames` rated games, best first (LEADERBOARD_SIZE at most). */
  leaderboard(game: string, minGames: number): LeaderboardRow[] {
    const standings = [...(this.byGame.get(game)?.values() ?? [])].filter((s) => s.games >= minGames);
    standings.sort((a, b) => b.rating - a.rating || a.rd - b.rd || (a.name < b.name ? -1 : 1));
    return standings.slice(0, LEADERBOARD_SIZE).map((s, i) => ({
      rank: i + 1,
      name: s.name,
      rating: s.rating,
      rd: s.rd,
      games: s.games,
    }));
  }

  /** Every standing, for a test that compares two folds: `game player rating rd vol games` lines, sorted. */
  dump(): string[] {
    const lines: string[] = [];
    for (const [game, players] of this.byGame)
      for (const [p, s] of players) lines.push(`${game} ${p} ${s.rating} ${s.rd} ${s.vol} ${s.games}`);
    return lines.sort();
  }

  /** One result, one rating period for its players. */
  private apply(r: RatedResult): void {
    let standings = this.byGame.get(r.game);
    if (!standings) {
      standings = new Map();
      this.byGame.set(r.game, standings);
    }
    const g = new Glicko2({ tau: TAU, ...START });
    const before = r.players.map((p) => standings.get(p) ?? { ...START, games: 0, name: '' });
    const made: Glicko2Player[] = before.map((s) => g.makePlayer(s.rating, s.rd, s.vol));
    g.updateRatings(g.makeRace(placesOf(r.outcome, r.players.length).map((place) => place.map((s) => made[s]!))));
    r.players.forEach((p, s) => {
      standings.set(p, {
        rating: made[s]!.getRating(),
        rd: made[s]!.getRd(),
        vol: made[s]!.getVol(),
        games: before[s]!.games + 1,
        name: r.names[s] ?? '',
      });
    });
  }
}
