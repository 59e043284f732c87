// The tables Masterdice's engine laws (test/shared/laws.test.ts) are played on: short and longer matches, with
// and without the solver's aid.
import type { LawTable } from '../engine-helpers.js';

/** Tables and seeds for the laws. */
export const LAW_TABLES: readonly LawTable[] = [
  { players: 2, options: { games: 2, aid: false }, seeds: [1, 2, 3] },
  { players: 2, options: { games: 4, aid: true }, seeds: [4, 5] },
];
