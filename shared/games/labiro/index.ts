// Labiro's core, by name: pieces, maps, the board, geometry, push chains and reachability (rules/labiro.md).
// The game flow (setup/apply/view/legal) is exported below and registered in shared/games/index.ts.
export * from './types.js';
export {
  BASE_COUNT,
  MAP_COORD_LIMIT,
  MAP_NAME_MAX,
  MAP_ERRORS,
  MAP_PRESETS,
  PRESET_NAMES,
  centreCells,
  parseMap,
  presetMap,
  type LabiroMap,
} from './map.js';
export { RANDOM_BIAS_RANGE, randomMap } from './random-map.js';
export { adjacency, baseAt, makeBoard, masksOf, sideBetween, turnsOf, withTurns, type LabiroBoard } from './board.js';
export {
  aligned,
  alignedNeighbours,
  communicate,
  doorsMeet,
  neighboursOf,
  onOneLine,
  openNeighbours,
} from './geometry.js';
export {
  PUSH_RULES,
  chainInto,
  chainScratch,
  chainSteps,
  pushRuleOf,
  turnChain,
  type ChainResult,
  type ChainScratch,
  type PushRule,
  type TurnStep,
} from './push.js';
export { randomBoard } from './random-board.js';
export {
  componentOf,
  reachable,
  reachableWithTurns,
  walkPath,
  type Plan,
  type PlanStep,
  type ReachOptions,
} from './reach.js';
// The table game: the engine object and the pieces other code relies on (issue 4).
export { labiro } from './game.js';
export * from './game-types.js';
export { ERRORS, refuse, type ErrorName, type LabiroErrorCode } from './errors.js';
export { DEFAULT_OPTIONS, MAX_PLAYERS, MIN_PLAYERS, ROUND_LIMIT_MAX, parseAction, parseOptions } from './parse.js';
export { layTowers, layingOrder, resolveMap, setup } from './setup.js';
export { apply, type Applied } from './rules.js';
export { hasFreeSpace, othersAt, placeTargets } from './rules-common.js';
export { mayEnd, stranded } from './rules-move.js';
export { view } from './view.js';
export {
  legalActions,
  legalFrom,
  legalFromView,
  outcome,
  tableOfState,
  tableOfView,
  toAct,
  type LegalTable,
} from './legal.js';
export { robChoice, type RobChoice } from './rob.js';
export { gateFrom, gateFromView, refusalFrom, refusalFromView, type LabiroAsk } from './refusal.js';
export { chestCount, mostRubies, needsFor, rubiesOutOf, winnerNow } from './win.js';
export { RANDOM_END_CHANCE, randomAction, randomBot } from './bot-random.js';
export { BOTS } from './bots.js';
export { decideLabiro, planningBot } from './bot-planner.js';
