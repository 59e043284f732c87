// Laser's facts as plain data, read by the engine (parse.ts, setup.ts), the lobby (client/games/laser/lobby.ts) and
// the tests: seats, default options, the choices the lobby offers and the short game. Loads no engine.
import type { GameMeta } from '../../core/meta.js';
import type { LaserOptions } from './game-types.js';
import { EINSTEIN_KINDS } from './types.js';

/** The fewest seats: one person investigating a circuit the server designed. */
export const MIN_PLAYERS = 1;
/** Seats a Laser table may have. */
export const MAX_PLAYERS = 6;
/** Who designs the circuits: the people at the table, or the server. */
export const DESIGNERS = ['players', 'server'] as const satisfies readonly LaserOptions['designer'][];
/** The investigators' assistant: off, checking the notebook, or checking and counting. */
export const ASSISTANTS = ['off', 'check', 'count'] as const satisfies readonly LaserOptions['assistant'][];

/** Options used when the creator leaves them out: beginner set, people design, strict design, no assistant. */
export const DEFAULT_OPTIONS: LaserOptions = {
  set: 'beginner',
  einstein: [...EINSTEIN_KINDS],
  designer: 'players',
  strictDesign: true,
  assistant: 'off',
  designerSeat: 0,
};

/** Laser for the lobby and the tests; the short game: every seat investigates one circuit the server designed. */
export const laserMeta: GameMeta<LaserOptions> = {
  id: 'laser',
  seats: { min: MIN_PLAYERS, max: MAX_PLAYERS, initial: 2 },
  defaultOptions: DEFAULT_OPTIONS,
  shortOptions: { designer: 'server' },
};
