// Labiro's pieces sized to read from the top camera without touching each other (client/games/labiro/layout.ts,
// glow.ts): the pawns, fat enough to find, still fit their courtyard under a ruby roof; the flag stands clear of
// every pawn space and its pennant leans back and flies away from its tower's middle; the walk glow is brightest
// on the base's rim, where no wall hides it.
import { describe, expect, it } from 'vitest';
import {
  BASE_R,
  COLUMN_R,
  FLAG_H,
  FLAG_SPOT,
  INNER_R,
  PAWN_H,
  PAWN_R,
  PAWN_SPACES,
  PENNANT_SIZE,
  POLE_R,
  ROOF_Y,
  RUBY_ROOF_R,
  RUBY_ROOF_T,
  RUBY_ROOF_Y,
  BASE_H,
  TOWER_R,
  pennantTilt,
  pennantTurn,
  wallClearance,
} from '../../client/games/labiro/layout.js';
import { COURTYARD_GLOW, GLOW_SPAN, glowLevel, hexRadius } from '../../client/games/labiro/glow.js';

const dist = (a: readonly [number, number], b: readonly [number, number]) => Math.hypot(a[0] - b[0], a[1] - b[1]);

describe('pawns', () => {
  it('a pawn is wider than before (radius 0.2, was 0.135 at the foot and 0.12 at the head)', () => {
    expect(PAWN_R).toBeGreaterThanOrEqual(0.2);
  });
  it('a pawn in any space stands clear of the walls', () => {
    for (const [x, z] of PAWN_SPACES) expect(wallClearance(x, z)).toBeGreaterThanOrEqual(PAWN_R);
  });
  it('two pawns in one tower do not touch (the third and fourth spaces too, for pawns passing through)', () => {
    for (let i = 0; i < PAWN_SPACES.length; i++) {
      for (let j = i + 1; j < PAWN_SPACES.length; j++)
        expect(dist(PAWN_SPACES[i]!, PAWN_SPACES[j]!)).toBeGreaterThanOrEqual(2 * PAWN_R);
    }
  });
  it('a pawn’s head rises over the wall tops but stays under a ruby tower’s roof disc', () => {
    expect(BASE_H + PAWN_H).toBeGreaterThan(ROOF_Y + 0.05);
    expect(BASE_H + PAWN_H).toBeLessThan(RUBY_ROOF_Y - RUBY_ROOF_T / 2 - 0.05);
  });
  it('a pawn in a ruby tower stands clear of its column, its middle outside the roof disc (most of its head shows from above)', () => {
    for (const [x, z] of PAWN_SPACES) {
      const d = Math.hypot(x, z);
      expect(d - PAWN_R).toBeGreaterThan(COLUMN_R);
      expect(d).toBeGreaterThan(RUBY_ROOF_R);
    }
  });
});

describe('flags', () => {
  it('the pole stands inside the courtyard, clear of every pawn space', () => {
    expect(wallClearance(FLAG_SPOT[0], FLAG_SPOT[1])).toBeGreaterThan(POLE_R);
    for (const s of PAWN_SPACES) expect(dist(FLAG_SPOT, s)).toBeGreaterThan(PAWN_R + POLE_R);
  });
  it('the pennant flies over the pawns’ heads, however far it leans', () => {
    for (const tilt of [pennantTilt(0), pennantTilt(Math.PI / 2)]) {
      const bottom = BASE_H + FLAG_H - 0.02 - PENNANT_SIZE[1] * Math.cos(tilt);
      expect(bottom).toBeGreaterThan(BASE_H + PAWN_H);
    }
  });
  it('the pennant leans back further as the eye rises, never flat', () => {
    expect(pennantTilt(0.4)).toBeLessThan(pennantTilt(0.9));
    expect(pennantTilt(0.9)).toBeLessThan(pennantTilt(Math.PI / 2));
    expect(pennantTilt(Math.PI / 2)).toBeLessThan(Math.PI / 2 - 0.3);
  });
  it('the pennant runs along the screen and flies away from its tower’s middle', () => {
    // Screen right is +x: a pole east of the middle flies east (unturned), one west of it flies west (turned round).
    const east = pennantTurn([1, 0], [0.3, -0.38]);
    expect(east.lean).toBe(1);
    expect(Math.cos(east.yaw)).toBeCloseTo(1);
    const west = pennantTurn([1, 0], [-0.3, 0.38]);
    expect(west.lean).toBe(-1);
    expect(Math.cos(west.yaw)).toBeCloseTo(-1);
    // Seen from the east side of the table (screen right is −z), a pole north of the middle flies north.
    const fromEast = pennantTurn([0, -1], [0.1, -0.4]);
    expect(fromEast.lean).toBe(1);
    expect([Math.cos(fromEast.yaw), -Math.sin(fromEast.yaw)].map((v) => Math.round(v))).toEqual([0, -1]);
  });
});

describe('the glow round a tower a click acts on', () => {
  it('is brightest on the base’s rim, outside the walls, where every camera sees it', () => {
    expect(glowLevel((TOWER_R + BASE_R) / 2)).toBe(1);
    expect(glowLevel(TOWER_R + 0.02)).toBe(1);
  });
  it('lights the courtyard softly, so the tiles and pawns there still read', () => {
    expect(glowLevel(0)).toBeCloseTo(COURTYARD_GLOW[0]);
    expect(glowLevel(INNER_R)).toBeCloseTo(COURTYARD_GLOW[1]);
    expect(glowLevel(INNER_R / 2)).toBeLessThan(0.6);
  });
  it('fades out before the edge of its quad (no hard square on the felt)', () => {
    expect(glowLevel(GLOW_SPAN / 2 - 0.01)).toBeLessThan(0.1);
    expect(glowLevel(GLOW_SPAN / 2)).toBe(0);
    expect(glowLevel(BASE_R + 0.06)).toBeLessThan(glowLevel(BASE_R - 0.05));
  });
  it('measures hex radius corner-wise: a corner and the middle of a side of the same hexagon agree', () => {
    expect(hexRadius(1, 0)).toBeCloseTo(1);
    expect(hexRadius(0, Math.cos(Math.PI / 6))).toBeCloseTo(1);
    expect(hexRadius(-0.5, -Math.cos(Math.PI / 6))).toBeCloseTo(1);
  });
});
