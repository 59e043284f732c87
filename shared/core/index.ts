// The shared core: results, seeded randomness, the engine contract, common errors and apply gates, latest-state
// actions, action-type lists, hex- and square-grid maths, and dice (the throw event and its track's wire form).
export * from './result.js';
export * from './rng.js';
export * from './engine.js';
export * from './hex.js';
export * from './grid.js';
export * from './guards.js';
export * from './errors.js';
export * from './actions.js';
export * from './apply.js';
export * from './latest.js';
export * from './dice-track.js';
export * from './dice-event.js';
