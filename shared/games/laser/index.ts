// Laser's core, by name: the board, tracing a shot, checking a layout and its identifiability (rules/laser.md).
export * from './types.js';
export { COLS, ROWS, CELLS, POINTERS, DIRECTIONS, DX, DY, isPointer, pointerEntry, exitPointer, onGrid } from './board.js';
export type { Direction, PointerEntry } from './board.js';
export { traceBeam, traceAll, sameAnswer } from './trace.js';
export { checkIdentifiable, unidentifiedPieces, NODES_PER_MS, DEFAULT_BUDGET_MS } from './identify.js';
export { parseLayout, setKinds, layoutKey, sameLayout, cellsOf, LAYOUT_ERRORS } from './layout.js';
export { randomLayout } from './random.js';
