// The solver's dice waiting in his tray before the throw (client/games/masterdice/dice/readyLayout.ts): where they
// lie, and the flick a click gives one on his screen.
import { describe, expect, it } from 'vitest';
import { flickImpulse, readySlots } from '../../../client/games/masterdice/dice/readyLayout.js';
import { DIE_EDGE, TRAY_HALF_X, TRAY_HALF_Z } from '../../../client/games/masterdice/dice/trayShape.js';

describe('the dice ready to throw', () => {
  it('as many as the next roll takes (up to 4), inside the tray by his near wall, never touching', () => {
    for (let n = 0; n <= 4; n++) {
      const slots = readySlots(n);
      expect(slots).toHaveLength(n);
      for (const s of slots) {
        expect(Math.abs(s.x)).toBeLessThan(TRAY_HALF_X - DIE_EDGE);
        expect(s.z).toBeGreaterThan(0);
        expect(s.z).toBeLessThan(TRAY_HALF_Z - DIE_EDGE / 2);
        expect(s.value).toBeGreaterThanOrEqual(1);
        expect(s.value).toBeLessThanOrEqual(6);
      }
      for (let i = 0; i < n; i++)
        for (let j = i + 1; j < n; j++) {
          expect(Math.hypot(slots[i]!.x - slots[j]!.x, slots[i]!.z - slots[j]!.z)).toBeGreaterThan(
            DIE_EDGE * Math.SQRT2,
          );
        }
    }
    expect(readySlots(9)).toHaveLength(4);
  });

  it('a flick pushes the die away from where it was touched, and up', () => {
    const fromLeft = flickImpulse({ x: 0, z: 0 }, { x: -0.05, z: 0 }, 2);
    expect(fromLeft.x).toBeGreaterThan(0);
    expect(fromLeft.z).toBeCloseTo(0);
    expect(fromLeft.y).toBeGreaterThan(0);
    const fromFront = flickImpulse({ x: 1, z: 1 }, { x: 1, z: 1.05 }, 1);
    expect(fromFront.z).toBeLessThan(0);
    // Twice the mass, twice the push (the same speed).
    expect(flickImpulse({ x: 0, z: 0 }, { x: -0.05, z: 0 }, 4).x).toBeCloseTo(2 * fromLeft.x);
    // Touched dead on top: pushed away from the thrower, never NaN.
    const top = flickImpulse({ x: 0, z: 0 }, { x: 0, z: 0 }, 1);
    expect(top.z).toBeLessThan(0);
    expect(Number.isNaN(top.x)).toBe(false);
  });
});
