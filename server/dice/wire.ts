// The wire form of a die's track (documented on DieTrack in shared/protocol.ts): poses as small integers,
// frame 0 absolute and every later frame as the difference from the one before. The client's
// dice/track.ts is the one decoder; a test decodes every simulated throw with it.
import { TRACK_POS_SCALE, TRACK_QUAT_SCALE, TRACK_STRIDE } from '../../shared/protocol.js';

/** A pose in wire units: [x, y, z, qx, qy, qz, qw] as integers. */
export type WirePose = readonly [number, number, number, number, number, number, number];

const int = (x: number, scale: number): number => {
  const r = Math.round(x * scale);
  return r === 0 ? 0 : r; // no -0 (the same bytes, and equal under Object.is)
};

/**
 * One body pose in wire units; `prev` (the previous frame's quantized pose) picks the quaternion's sign so
 * the track stays in one hemisphere and its differences stay small (q and −q are the same rotation).
 */
export function quantizePose(
  p: { x: number; y: number; z: number },
  q: { x: number; y: number; z: number; w: number },
  prev?: WirePose,
): WirePose {
  const flip = prev !== undefined && prev[3] * q.x + prev[4] * q.y + prev[5] * q.z + prev[6] * q.w < 0 ? -1 : 1;
  return [
    int(p.x, TRACK_POS_SCALE),
    int(p.y, TRACK_POS_SCALE),
    int(p.z, TRACK_POS_SCALE),
    int(flip * q.x, TRACK_QUAT_SCALE),
    int(flip * q.y, TRACK_QUAT_SCALE),
    int(flip * q.z, TRACK_QUAT_SCALE),
    int(flip * q.w, TRACK_QUAT_SCALE),
  ];
}

/** The rotation a wire pose stands for, as a unit quaternion [x, y, z, w] (what the client decodes). */
export function wireRotation(pose: WirePose): [number, number, number, number] {
  const n = Math.hypot(pose[3], pose[4], pose[5], pose[6]);
  return n === 0 ? [0, 0, 0, 1] : [pose[3] / n, pose[4] / n, pose[5] / n, pose[6] / n];
}

/** Absolute wire poses → `DieTrack.frames`: frame 0 as is, then each frame minus the one before it. */
export function encodeFrames(poses: readonly WirePose[]): number[] {
  const out: number[] = [];
  poses.forEach((pose, k) => {
    const before = poses[k - 1];
    for (let j = 0; j < TRACK_STRIDE; j++) {
      const d = before ? pose[j] - before[j] : pose[j];
      out.push(d === 0 ? 0 : d);
    }
  });
  return out;
}
