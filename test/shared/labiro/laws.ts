// The tables Labiro's engine laws (test/shared/laws.test.ts) are played on: short games (a round limit) on
// presets and random maps, both push rules, 2–4 players.
import type { LawTable } from '../engine-helpers.js';
import { DEFAULT_OPTIONS } from '../../../shared/games/labiro/parse.js';

/** Tables and seeds for the laws. */
export const LAW_TABLES: readonly LawTable[] = [
  { players: 2, options: { ...DEFAULT_OPTIONS, roundLimit: 6 }, seeds: [1, 2] },
  {
    players: 3,
    options: { ...DEFAULT_OPTIONS, roundLimit: 5, map: { kind: 'random' }, order: 'random', push: 'collide' },
    seeds: [3, 4],
  },
  { players: 4, options: { ...DEFAULT_OPTIONS, roundLimit: 4, map: { kind: 'preset', name: 'river' } }, seeds: [5] },
];
