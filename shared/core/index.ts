// The shared core: results, seeded randomness and the engine contract.
export * from './result.js';
export * from './rng.js';
export * from './engine.js';
