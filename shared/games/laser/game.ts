// Laser as a game at the table: the engine object the platform hosts (rules/laser.md, issue 3).
import type { Game } from '../../core/index.js';
import { BOTS } from './bots.js';
import type { LaserAction, LaserEvent, LaserOptions, LaserState, LaserView } from './game-types.js';
import { costly, legalActions, outcome, toAct } from './legal.js';
import { legalFromView } from './legal-view.js';
import { DEFAULT_OPTIONS, MAX_PLAYERS, MIN_PLAYERS, parseAction, parseOptions } from './parse.js';
import { apply } from './rules.js';
import { setup } from './setup.js';
import { view } from './view.js';

/** The Laser engine for the generic table room, replays, bots and tests. */
export const laser: Game<LaserState, LaserAction, LaserView, LaserOptions, LaserEvent> = {
  id: 'laser',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  defaultOptions: DEFAULT_OPTIONS,
  parseOptions,
  setup,
  parseAction,
  apply,
  view,
  toAct,
  outcome,
  // Each game at the table (a rematch starts the next) has fresh circuits: an ended game's secrets help nobody.
  round: (state) => state.game,
  legalActions,
  legalFromView,
  costly,
  // A notebook or a draft is replaced whole, privately, as often as its player likes: the log keeps the latest.
  latestState: ['note', 'draft'] satisfies LaserAction['type'][],
  bots: BOTS,
};
