// The names of the performance marks the table sets (performance.mark), read by the table-load bench and by any
// browser's performance panel: when a table's first frame was drawn and when the solver's physics was ready.

/** Set once per table shown: the first animation frame after the canvas drew the game's scene with its pieces. */
export const FIRST_FRAME_MARK = 'tavolo:table-first-frame';

/** Set when the solver's tray physics (Rapier, loaded after the first frame) has started its wasm. */
export const PHYSICS_READY_MARK = 'tavolo:physics-ready';
