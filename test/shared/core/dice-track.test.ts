// The dice track's wire form, both ways (shared/core/dice-track.ts): what the server encodes from Rapier every
// client decodes to the same poses, within quantization, and the same face up.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  TRACK_POS_SCALE,
  TRACK_STRIDE,
  decodeFrames,
  encodeFrames,
  frameCount,
  framePose,
  quantizePose,
  wireRotation,
  type WirePose,
} from '../../../shared/core/dice-track.js';

type Quat = [number, number, number, number];

/** The decoded rest pose [x, y, z, qx, qy, qz, qw] in scene units. */
function lastFrame(frames: readonly number[]): number[] {
  return framePose(frames, Infinity);
}

/** Every decoded pose of a track. */
function poses(frames: readonly number[]): number[][] {
  const d = Array.from(decodeFrames(frames));
  return Array.from({ length: d.length / TRACK_STRIDE }, (_, k) =>
    d.slice(k * TRACK_STRIDE, k * TRACK_STRIDE + TRACK_STRIDE),
  );
}

const close = (a: readonly number[], b: readonly number[], eps = 1e-9) =>
  a.every((x, i) => Math.abs(x - (b[i] as number)) < eps);

/** A random rotation from three uniform numbers (Shoemake). */
function randomRotation(u1: number, u2: number, u3: number): Quat {
  const a = Math.sqrt(1 - u1);
  const b = Math.sqrt(u1);
  const t2 = 2 * Math.PI * u2;
  const t3 = 2 * Math.PI * u3;
  return [a * Math.sin(t2), a * Math.cos(t2), b * Math.sin(t3), b * Math.cos(t3)];
}

describe('the wire form of a track', () => {
  const coord = fc.double({ min: -2, max: 2, noNaN: true });
  const unit = fc.double({ min: 0, max: 1, noNaN: true });
  const pose = fc.record({ x: coord, y: coord, z: coord, u1: unit, u2: unit, u3: unit });

  it('decoding gives back every pose within quantization: 1/2000 unit, a quaternion within 1e-4', () => {
    fc.assert(
      fc.property(fc.array(pose, { minLength: 1, maxLength: 40 }), (raw) => {
        const wire: WirePose[] = [];
        raw.forEach((p) => {
          const [qx, qy, qz, qw] = randomRotation(p.u1, p.u2, p.u3);
          wire.push(quantizePose(p, { x: qx, y: qy, z: qz, w: qw }, wire.at(-1)));
        });
        const frames = encodeFrames(wire);
        expect(frames.every((x) => Number.isInteger(x))).toBe(true);
        poses(frames).forEach((d, k) => {
          const p = raw[k] as (typeof raw)[number];
          const q = randomRotation(p.u1, p.u2, p.u3);
          // Positions are exactly the integers over the scale (sums of integers are exact).
          expect(d.slice(0, 3)).toEqual((wire[k] as WirePose).slice(0, 3).map((v) => v / TRACK_POS_SCALE));
          expect(close(d.slice(0, 3), [p.x, p.y, p.z], 0.5 / TRACK_POS_SCALE + 1e-12)).toBe(true);
          // The same rotation up to sign, and what the server judged (wireRotation) is what the client reads.
          const sign = Math.sign(d[3]! * q[0] + d[4]! * q[1] + d[5]! * q[2] + d[6]! * q[3]) || 1;
          expect(
            close(
              d.slice(3),
              q.map((c) => c * sign),
              2e-4,
            ),
          ).toBe(true);
          expect(d.slice(3)).toEqual(wireRotation(wire[k] as WirePose));
        });
      }),
    );
  });

  it('a die whose track ends early rests on its last frame', () => {
    const frames = encodeFrames([
      quantizePose({ x: 0, y: 0.5, z: 0 }, { x: 0, y: 0, z: 0, w: 1 }),
      quantizePose({ x: 0.1, y: 0.09, z: 0 }, { x: 0, y: 0, z: 0, w: 1 }),
    ]);
    expect(frameCount(frames)).toBe(2);
    expect(framePose(frames, 7)).toEqual(framePose(frames, 1));
    expect(framePose(frames, 1)).toEqual([0.1, 0.09, 0, 0, 0, 0, 1]);
  });

  it('quaternions keep one hemisphere along a track: a rotation and its negative encode alike after the first', () => {
    const q = { x: 0.5, y: 0.5, z: 0.5, w: 0.5 };
    const first = quantizePose({ x: 0, y: 0, z: 0 }, q);
    const again = quantizePose({ x: 0, y: 0, z: 0 }, { x: -q.x, y: -q.y, z: -q.z, w: -q.w }, first);
    expect(again).toEqual(first);
    expect(encodeFrames([first, again]).slice(TRACK_STRIDE)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it('an empty track decodes to nothing and a lone frame is its own rest pose', () => {
    expect(decodeFrames([]).length).toBe(0);
    expect(framePose([0, 500, 0, 0, 0, 0, 10000], 3)).toEqual([0, 0.5, 0, 0, 0, 0, 1]);
    // The example on DieTrack: up 0.5, then resting 0.09 up.
    expect(lastFrame([0, 500, 0, 0, 0, 0, 10000, 0, -410, 0, 0, 0, 0, 0])).toEqual([0, 0.09, 0, 0, 0, 0, 1]);
  });
});
