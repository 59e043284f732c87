// The wire form of a thrown die's track, both ways in one place: the server encodes what Rapier simulated, every
// client decodes it (players, spectators, replays), so both read the same face up. Poses are small integers:
// positions × TRACK_POS_SCALE, unit quaternions × TRACK_QUAT_SCALE; frame 0 absolute, every later frame the
// difference from the one before (running sums of integers: exact). Quaternions keep one hemisphere along the
// track so the differences stay small. Pure: plain numbers in, plain numbers out (the client wraps them in three).

/** Numbers per frame in a track: x, y, z, qx, qy, qz, qw. */
export const TRACK_STRIDE = 7;
/** Track positions are integers in 1/1000 scene unit (0.1 mm). */
export const TRACK_POS_SCALE = 1000;
/** Track quaternion components are integers in 1/10000 (decoded ones are normalized). */
export const TRACK_QUAT_SCALE = 10000;

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

/** The rotation a wire pose stands for, as a unit quaternion [x, y, z, w] (exactly what `decodeFrames` gives). */
export function wireRotation(pose: WirePose): [number, number, number, number] {
  const n = Math.hypot(pose[3], pose[4], pose[5], pose[6]);
  return n === 0 ? [0, 0, 0, 1] : [pose[3] / n, pose[4] / n, pose[5] / n, pose[6] / n];
}

/** Absolute wire poses → a track's frames: frame 0 as is, then each frame minus the one before it. */
export function encodeFrames(poses: readonly WirePose[]): number[] {
  const out: number[] = [];
  poses.forEach((pose, k) => {
    const before = poses[k - 1];
    for (let j = 0; j < TRACK_STRIDE; j++) {
      const d = before ? pose[j]! - before[j]! : pose[j]!;
      out.push(d === 0 ? 0 : d);
    }
  });
  return out;
}

/** Frames in one die's track (a die that rests early has a shorter track; it stays on its last frame). */
export function frameCount(frames: readonly number[]): number {
  return Math.floor(frames.length / TRACK_STRIDE);
}

const decoded = new WeakMap<readonly number[], Float64Array>();

/**
 * A track in scene units: TRACK_STRIDE floats per frame, [x, y, z, qx, qy, qz, qw], each quaternion normalized
 * (running sums of the integer differences; positions over TRACK_POS_SCALE; TRACK_QUAT_SCALE cancels out in the
 * normalization, as in `wireRotation`). Cached per `frames` array: a track is decoded once, then read freely.
 */
export function decodeFrames(frames: readonly number[]): Float64Array {
  let out = decoded.get(frames);
  if (out) return out;
  const n = frameCount(frames);
  out = new Float64Array(n * TRACK_STRIDE);
  const sum = [0, 0, 0, 0, 0, 0, 0];
  for (let k = 0; k < n; k++) {
    const a = k * TRACK_STRIDE;
    for (let j = 0; j < TRACK_STRIDE; j++) sum[j] = sum[j]! + frames[a + j]!;
    for (let j = 0; j < 3; j++) out[a + j] = sum[j]! / TRACK_POS_SCALE;
    const [x, y, z, w] = [sum[3]!, sum[4]!, sum[5]!, sum[6]!];
    const len = Math.hypot(x, y, z, w);
    if (len === 0) out[a + 6] = 1;
    else {
      out[a + 3] = x / len;
      out[a + 4] = y / len;
      out[a + 5] = z / len;
      out[a + 6] = w / len;
    }
  }
  decoded.set(frames, out);
  return out;
}

/** Pose number `i` (clamped to the track) as [x, y, z, qx, qy, qz, qw] in scene units, e.g. to place a body. */
export function framePose(frames: readonly number[], i: number): number[] {
  const d = decodeFrames(frames);
  const n = frameCount(frames);
  if (n === 0) return [0, 0, 0, 0, 0, 0, 1];
  const a = Math.max(0, Math.min(n - 1, Math.floor(i))) * TRACK_STRIDE;
  return Array.from(d.subarray(a, a + TRACK_STRIDE));
}
