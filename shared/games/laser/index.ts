// Laser's core, by name: the board, tracing a shot, checking a layout and its identifiability (rules/laser.md).
export * from './types.js';
export {
  COLS,
  ROWS,
  CELLS,
  POINTERS,
  DIRECTIONS,
  DX,
  DY,
  isPointer,
  pointerEntry,
  exitPointer,
  onGrid,
} from './board.js';
export type { Direction, PointerEntry } from './board.js';
export { traceBeam, traceAll, sameAnswer } from './trace.js';
export { checkIdentifiable, NODES_PER_MS, DEFAULT_BUDGET_MS } from './identify.js';
export {
  parseLayout,
  setKinds,
  layoutKey,
  sameLayout,
  samePiece,
  unidentifiedPieces,
  cellsOf,
  LAYOUT_ERRORS,
} from './layout.js';
export { randomLayout } from './random.js';
// The table game: the engine object and the pieces other code relies on (issue 3).
export { laser } from './game.js';
export * from './game-types.js';
export { ERRORS, refuse, type ErrorName, type LaserErrorCode } from './errors.js';
export { DEFAULT_OPTIONS, MAX_PLAYERS, parseAction, parseOptions } from './parse.js';
export {
  SERVER_TRIES,
  SERVER_BUDGET_MS,
  freshGame,
  investigatorsFor,
  modeFor,
  serverCircuit,
  setup,
  startInvestigation,
} from './setup.js';
export { apply, nextInvestigator, type Applied } from './rules.js';
export { seesCircuit, view } from './view.js';
export { costly, legalActions, outcome, toAct } from './legal.js';
export { legalFromView } from './legal-view.js';
export { EMPTY_NOTEBOOK, parseNotebook } from './notebook.js';
export {
  REMAINING_CAP,
  REMAINING_NODES,
  contradictedShots,
  contradicts,
  notebookBoard,
  remainingFor,
  refreshRemaining,
} from './assistant.js';
export { endGame, fairnessCircuit } from './fairness.js';
export { activeInvestigator, knownShots, ownCircuit, secretAllowed, seesShot, targetOf } from './roles.js';
// What the client draws and advises with: a beam's path cell by cell, and the bots' own choices (the guided game).
export { litPart, pointerPoint, tracePath, type BeamPath, type GridPoint } from './path.js';
export { designCircuit, isBeginner } from './bot-designer.js';
export {
  DEFAULT_INVESTIGATOR,
  GENERAL_INVESTIGATOR,
  investigate,
  type InvestigatorChoice,
} from './bot-investigator.js';
export { shotsInView } from './bots.js';
