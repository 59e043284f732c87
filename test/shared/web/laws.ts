// The tables Web's engine laws (test/shared/laws.test.ts) are played on: 2–5 players, no obstacles, obstacles
// placed by the creator, random obstacles near the centre.
import type { LawTable } from '../engine-helpers.js';

/** Tables and seeds for the laws. */
export const LAW_TABLES: readonly LawTable[] = [
  { players: 2, options: {}, seeds: [1, 2] },
  {
    players: 3,
    options: {
      obstacles: [
        [2, 1],
        [-3, 0],
        [0, -2],
      ],
      randomObstacles: 0,
    },
    seeds: [3],
  },
  { players: 4, options: { obstacles: [], randomObstacles: 12 }, seeds: [4] },
  { players: 5, options: { obstacles: [[1, 1]], randomObstacles: 6 }, seeds: [5] },
];
