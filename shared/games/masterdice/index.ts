// Masterdice: the engine object the platform hosts, and the pieces other code relies on, by name.
import type { Game } from '../../core/index.js';
import { BOTS } from './bots.js';
import { legalActionsFor, outcome, round, toAct } from './legal.js';
import { DEFAULT_OPTIONS, parseAction, parseOptions } from './parse.js';
import { apply } from './rules.js';
import { PLAYERS, setup } from './setup.js';
import type { MasterdiceAction, MasterdiceEvent, MasterdiceOptions, MasterdiceState, MasterdiceView } from './types.js';
import { view } from './view.js';

/** The Masterdice engine (rules/masterdice.md) for the generic table room, replays, bots and tests. */
export const masterdice: Game<MasterdiceState, MasterdiceAction, MasterdiceView, MasterdiceOptions, MasterdiceEvent> = {
  id: 'masterdice',
  minPlayers: PLAYERS,
  maxPlayers: PLAYERS,
  defaultOptions: DEFAULT_OPTIONS,
  parseOptions,
  setup,
  parseAction,
  apply,
  view,
  toAct,
  outcome,
  round,
  legalActions: legalActionsFor,
  legalFromView: legalActionsFor,
  bots: BOTS,
};

export { feedback } from './feedback.js';
export { scoreParts, solverScore, type ScoreParts } from './score.js';
export { ERRORS, refuse, type ErrorName, type MasterdiceErrorCode } from './errors.js';
export { DEFAULT_OPTIONS, MAX_GAMES, isGamesCount, parseAction, parseOptions } from './parse.js';
export { PLAYERS, freshGame, rolesFor, setup } from './setup.js';
export { apply, type Applied } from './rules.js';
export { seesCode, view } from './view.js';
export { ALL_CODES, consistentCodes, fitsRows, solverAid } from './aid.js';
export { canRoll, legalActionsFor, outcome, placementsFor, toAct, type Placements, type Position } from './legal.js';
export { checkMove, type Gates } from './refusal.js';
export { BOTS, randomBot, smartBot } from './bots.js';
export { chooseSolverAction } from './solver.js';
export {
  ACTION_TYPES,
  ATTEMPT_ROWS,
  COLOURS,
  DICE_PER_ROLL,
  WHITE_DICE,
  type AttemptRow,
  type Colour,
  type Feedback,
  type GameResult,
  type MasterdiceAction,
  type MasterdiceEvent,
  type MasterdiceOptions,
  type MasterdiceState,
  type MasterdiceView,
  type Phase,
  type SolverAid,
} from './types.js';
