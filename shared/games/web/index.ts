// Web by name (rules/web.md, issue 9): the spec's entry points (findHoles, checkCable, networkPoints and the
// WebTable, WebSquare, WebCable shapes), the engine object registered as `web`, and the pieces clients and
// bots build on (deck, shapes, placement search, legal actions, score).
export { findHoles, isHoleAt, blockedTest, type BlockedAt } from './holes.js';
export {
  checkCable,
  checkCableIndexed,
  connectedSquares,
  isConnected,
  legalCableSides,
  networkPoints,
  networks,
} from './cables.js';
export * from './game-types.js';
export { web, web as webEngine } from './game.js';
export { ERRORS, errorOfCode, refuse, type CableErrorCode, type ErrorName, type WebErrorCode } from './errors.js';
export { CENTRAL_CARD, DECK, DECK_TOTALS, drawingOf, totalsOf, type DeckCard, type DeckTotals } from './deck.js';
export { LEGACY_DECK } from './deck-legacy.js';
export { COVER_OFFSETS, TURNED_CELLS, cardSquaresAt, cellsAt, normaliseRotation, placeCard } from './shapes.js';
export { anyFits, frontier, placementError, spotsForHand, spotsForShape, type Spot } from './placement.js';
export {
  CENTRAL_SQUARES,
  COORD_LIMIT,
  DEFAULT_OPTIONS,
  OBSTACLES_MAX,
  OBSTACLE_COORD_MAX,
  RANDOM_OBSTACLES_MAX,
  parseAction,
  parseOptions,
  parseSquare,
} from './parse.js';
export {
  CENTRAL_PLACED,
  RANDOM_BOX_X,
  RANDOM_BOX_Y,
  computersIn,
  makePiles,
  randomObstacles,
  setup,
  startingSeat,
} from './setup.js';
export { apply, type Applied } from './rules.js';
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
export { scoreParts, winnersOf, type ScoreTable } from './score.js';
export {
  canonicalCable,
  cablesOfGame,
  extendCables,
  extendSquares,
  holesOfGame,
  indexCables,
  indexSquares,
  playable,
  rememberCables,
  rememberExtended,
  sideKey,
  squaresOfGame,
  webTableOf,
  type CableIndex,
  type SquareIndex,
} from './table-index.js';
