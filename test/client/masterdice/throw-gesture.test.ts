// The solver's throw by hand (client/games/masterdice/ThrowPad.tsx): what a drag across his tray sends.
import { describe, expect, it } from 'vitest';
import { aimOfDrag, FULL_DRAG, TAP_LENGTH } from '../../../client/games/masterdice/ThrowPad.js';
import { MAX_AIM_ANGLE, parseDiceAim } from '../../../shared/core/index.js';

describe('a drag across the tray', () => {
  it('a tap (a drag shorter than 1.5 cm) is no throw', () => {
    expect(aimOfDrag(0, 0)).toBeNull();
    expect(aimOfDrag(0.1, -0.1)).toBeNull();
  });

  it('straight ahead, to the left and to the right: the angle from straight ahead, positive to his right', () => {
    expect(aimOfDrag(0, -1)?.angle).toBe(0);
    expect(aimOfDrag(-0.5, -1)!.angle).toBeCloseTo(-Math.atan2(0.5, 1), 3);
    expect(aimOfDrag(0.5, -1)!.angle).toBeCloseTo(Math.atan2(0.5, 1), 3);
  });

  it('a sideways or backwards drag throws at the widest angle the tray allows, on its side', () => {
    expect(aimOfDrag(1, 0.3)?.angle).toBe(MAX_AIM_ANGLE);
    expect(aimOfDrag(-1, 0)?.angle).toBe(-MAX_AIM_ANGLE);
  });

  it('the longer the drag, the harder the throw, up to the hardest', () => {
    const strengths = [0.3, 0.8, 1.4].map((l) => aimOfDrag(0, -l)!.strength);
    expect(strengths[0]!).toBeLessThan(strengths[1]!);
    expect(strengths[1]!).toBeLessThan(strengths[2]!);
    expect(aimOfDrag(0, -FULL_DRAG)?.strength).toBe(1);
    expect(aimOfDrag(0, -3 * FULL_DRAG)?.strength).toBe(1);
    expect(aimOfDrag(0, -TAP_LENGTH)?.strength).toBe(0);
  });

  it('what it sends reads back unchanged on the server', () => {
    for (const [dx, dz] of [
      [0.3, -0.9],
      [-1.2, -0.2],
      [0, -2],
    ] as const) {
      const aim = aimOfDrag(dx, dz)!;
      expect(parseDiceAim(JSON.parse(JSON.stringify(aim)))).toEqual(aim);
    }
  });
});
