// Web's facts as plain data, read by the engine (parse.ts, setup.ts), the lobby (client/games/web/lobby.ts and its
// obstacle field) and the tests: seats, default options, the obstacles' limits and the short game. Loads no engine.
import type { GameMeta } from '../../core/meta.js';
import type { WebOptions, XY } from './game-types.js';

/** The fewest seats at a Web table. */
export const MIN_PLAYERS = 2;
/** The most seats ([interpretation] 2–5). */
export const MAX_PLAYERS = 5;
/** The most obstacles a creator may place by hand. */
export const OBSTACLES_MAX = 40;
/** The most random obstacles a table may ask for. */
export const RANDOM_OBSTACLES_MAX = 20;
/** Lobby obstacles lie within this distance of the centre on each axis (the editor's field). */
export const OBSTACLE_COORD_MAX = 20;
/** The central card's squares: no obstacle may lie there. */
export const CENTRAL_SQUARES: readonly XY[] = [
  [-1, 0],
  [0, 0],
  [1, 0],
];

/** Options used when the creator leaves them out: no obstacles. */
export const DEFAULT_OPTIONS: WebOptions = { obstacles: [], randomObstacles: 0 };

/** Web for the lobby and the tests; the short game is the default one (two players end soonest: a hand runs out). */
export const webMeta: GameMeta<WebOptions> = {
  id: 'web',
  seats: { min: MIN_PLAYERS, max: MAX_PLAYERS, initial: 2 },
  defaultOptions: DEFAULT_OPTIONS,
  shortOptions: {},
};
