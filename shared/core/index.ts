// The shared core: results, seeded randomness, the engine contract and hex-grid maths.
export * from './result.js';
export * from './rng.js';
export * from './engine.js';
export * from './hex.js';
export * from './guards.js';
