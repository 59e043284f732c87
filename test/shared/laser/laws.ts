// The tables Laser's engine laws (test/shared/laws.test.ts) are played on: duels, group play, server circuits
// (solo and shared), the expert and Einstein sets.
import type { LawTable } from '../engine-helpers.js';
import { DEFAULT_OPTIONS } from '../../../shared/games/laser/parse.js';

/** Tables and seeds for the laws. */
export const LAW_TABLES: readonly LawTable[] = [
  { players: 2, options: DEFAULT_OPTIONS, seeds: [1, 2, 3] },
  { players: 3, options: { ...DEFAULT_OPTIONS, designerSeat: 1 }, seeds: [4, 5] },
  { players: 5, options: { ...DEFAULT_OPTIONS, assistant: 'count' }, seeds: [6] },
  { players: 1, options: { ...DEFAULT_OPTIONS, designer: 'server' }, seeds: [7, 8] },
  { players: 4, options: { ...DEFAULT_OPTIONS, designer: 'server' }, seeds: [9] },
  { players: 2, options: { ...DEFAULT_OPTIONS, set: 'expert' }, seeds: [10] },
  { players: 2, options: { ...DEFAULT_OPTIONS, set: 'einstein', designer: 'server' }, seeds: [11] },
];
