// The tables Symbotrio's engine laws are played on (test/shared/laws.test.ts): 2–6 players, the full and the easy
// deck, a chosen and a random first player. Random tries crack a code about once in 220, so the default bot (the
// medium thief, through its memory) plays most steps and the playouts are allowed to run long enough to end.
import type { LawTable } from '../engine-helpers.js';

const LONG = { botShare: 0.85, maxSteps: 6000 };

/** Tables and seeds for the laws. */
export const LAW_TABLES: readonly LawTable[] = [
  { players: 2, options: {}, seeds: [1, 2], ...LONG },
  { players: 3, options: { easy: true, first: 2 }, seeds: [3], ...LONG },
  { players: 4, options: { easy: false, first: 0 }, seeds: [4], ...LONG },
  { players: 6, options: { easy: true }, seeds: [5], ...LONG },
];
