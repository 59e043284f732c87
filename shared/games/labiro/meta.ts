// Labiro's facts as plain data, read by the engine (parse.ts, setup.ts), the lobby (client/games/labiro/lobby.ts)
// and the tests: seats, default options, the choices the lobby offers and the short game. Loads no engine.
import type { GameMeta } from '../../core/meta.js';
import type { LabiroOptions } from './game-types.js';
import type { PushRule } from './push.js';

/** Seats a Labiro table may have. */
export const MIN_PLAYERS = 2;
/** The most seats: four pawns, flags and chests in the box. */
export const MAX_PLAYERS = 4;
/** The largest round limit a table may set. */
export const ROUND_LIMIT_MAX = 1000;
/** The round limits the lobby offers (0: none, the rulebook's game). */
export const ROUND_LIMITS = [0, 20, 40, 60] as const;
/** The turn orders: seat order, or drawn by the server. */
export const TURN_ORDERS = ['seats', 'random'] as const satisfies readonly LabiroOptions['order'][];
/** Which doors push when a tower turns (push.ts); the first is the default. */
export const PUSH_RULES = ['mesh', 'collide'] as const satisfies readonly PushRule[];

/** Options used when the creator leaves them out: the flower map, seat order, no round limit, meshed doors push. */
export const DEFAULT_OPTIONS: LabiroOptions = {
  map: { kind: 'preset', name: 'flower' },
  order: 'seats',
  roundLimit: 0,
  push: 'mesh',
};

/** Labiro for the lobby and the tests; the short game: two rounds, then the fullest chest wins. */
export const labiroMeta: GameMeta<LabiroOptions> = {
  id: 'labiro',
  seats: { min: MIN_PLAYERS, max: MAX_PLAYERS, initial: 2 },
  defaultOptions: DEFAULT_OPTIONS,
  shortOptions: { roundLimit: 2 },
};
