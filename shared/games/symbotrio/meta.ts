// Symbotrio's facts as plain data, read by the engine (parse.ts, setup.ts), the lobby
// (client/games/symbotrio/lobby.ts) and the tests: seats, default options and the short game. Loads no engine.
import type { GameMeta } from '../../core/meta.js';
import type { SymbotrioOptions } from './game-types.js';

/** The fewest seats ([interpretation] 2–6). */
export const MIN_PLAYERS = 2;
/** The most seats. */
export const MAX_PLAYERS = 6;

/** Options used when the creator leaves them out: the full game, a random first player. */
export const DEFAULT_OPTIONS: SymbotrioOptions = { easy: false, first: 'random' };

/** Symbotrio for the lobby and the tests; the short game: the easy variant (no code cards, the board never turns). */
export const symbotrioMeta: GameMeta<SymbotrioOptions> = {
  id: 'symbotrio',
  seats: { min: MIN_PLAYERS, max: MAX_PLAYERS, initial: 2 },
  defaultOptions: DEFAULT_OPTIONS,
  shortOptions: { easy: true },
};
