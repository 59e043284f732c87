// Laser's warm-up (client/games/laser/warmupPieces.ts) holds every look a table's kinds can show, each on a cell of its own.
import { describe, expect, it } from 'vitest';
import { BEGINNER_KINDS, KINDS, ORIENTATIONS } from '../../shared/games/laser/index.js';
import { warmupPieces } from '../../client/games/laser/warmupPieces.js';

const looks = (kinds: readonly (typeof KINDS)[number][]) =>
  kinds.reduce((n, k) => n + (k === 'mystery' ? 9 : Math.max(1, ORIENTATIONS[k].length)), 0);

describe('Laser warm-up pieces', () => {
  it('holds every orientation of the beginner kinds, and nothing else', () => {
    const pieces = warmupPieces(BEGINNER_KINDS);
    expect(pieces).toHaveLength(looks(BEGINNER_KINDS));
    expect(new Set(pieces.map((p) => `${p.kind}:${p.orientation ?? ''}`)).size).toBe(pieces.length);
  });

  it('holds every kind of the full set, a Mystery hiding each beginner look, each on its own cell', () => {
    const pieces = warmupPieces(KINDS);
    expect(pieces).toHaveLength(looks(KINDS));
    expect(pieces.filter((p) => p.kind === 'mystery').map((p) => p.hidden)).toHaveLength(9);
    expect(new Set(pieces.map((p) => p.y * 8 + p.x)).size).toBe(pieces.length);
    expect(pieces.every((p) => p.x >= 0 && p.x < 8 && p.y >= 0 && p.y < 8)).toBe(true);
  });
});
