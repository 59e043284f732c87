// Masterdice's facts as plain data, read by the engine (parse.ts, setup.ts), the lobby
// (client/games/masterdice/lobby.ts) and the tests: seats, default options, the match lengths and the short game.
// Loads no engine.
import type { GameMeta } from '../../core/meta.js';
import type { MasterdiceOptions } from './types.js';

/** Seats at a Masterdice table: always two, who take turns as coder and solver. */
export const PLAYERS = 2;
/** Longest match a table may ask for. */
export const MAX_GAMES = 20;
/** The match lengths the lobby offers (the engine takes any even count from 2 to MAX_GAMES). */
export const GAMES_OFFERED = [2, 4, 6] as const;

/** Options used when the creator leaves them out: one game each as solver, no aid. */
export const DEFAULT_OPTIONS: MasterdiceOptions = { games: 2, aid: false };

/** Masterdice for the lobby and the tests; the short game: the shortest match, one game each as solver. */
export const masterdiceMeta: GameMeta<MasterdiceOptions> = {
  id: 'masterdice',
  seats: { min: PLAYERS, max: PLAYERS, initial: PLAYERS },
  defaultOptions: DEFAULT_OPTIONS,
  shortOptions: { games: 2 },
};
