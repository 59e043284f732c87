// The tables Symbotrio's engine laws are played on (test/shared/laws.test.ts, once the game is registered): 2–6
// players, the full and the easy deck, a chosen and a random first player.
import type { LawTable } from '../engine-helpers.js';

/** Tables and seeds for the laws. */
export const LAW_TABLES: readonly LawTable[] = [
  { players: 2, options: {}, seeds: [1, 2] },
  { players: 3, options: { easy: true, first: 2 }, seeds: [3] },
  { players: 4, options: { easy: false, first: 0 }, seeds: [4] },
  { players: 6, options: { easy: true }, seeds: [5] },
];
