// Reading a throw track: the one decoder of the wire form (integers, frame differences; see DieTrack in
// shared/protocol.ts) and the interpolated pose of one die at a fractional frame (used by the playback and
// by the tray's kinematic bodies). A track is decoded once, on first use; poses are then allocation-free:
// callers pass their own Vector3/Quaternion.
import { Quaternion, type Vector3 } from 'three';
import { TRACK_POS_SCALE, TRACK_STRIDE, type ThrowMessage } from '../../../../shared/protocol.js';

/** Numbers per frame in DieTrack.frames (and in a decoded track): x, y, z, qx, qy, qz, qw. */
export const FRAME_STRIDE = TRACK_STRIDE;

const qa = new Quaternion();
const qb = new Quaternion();
const decoded = new WeakMap<readonly number[], Float64Array>();

/**
 * A die's track in scene units: TRACK_STRIDE floats per frame, [x, y, z, qx, qy, qz, qw], each quaternion
 * normalized. Running sums of the integer differences (exact), positions divided by TRACK_POS_SCALE,
 * quaternions normalized (TRACK_QUAT_SCALE cancels out; the server's `wireRotation` does the same sums, so
 * both read the same face up). Cached per `frames` array.
 */
export function decodeFrames(frames: readonly number[]): Float64Array {
  let out = decoded.get(frames);
  if (out) return out;
  const n = frameCount(frames);
  out = new Float64Array(n * FRAME_STRIDE);
  const sum = [0, 0, 0, 0, 0, 0, 0];
  for (let k = 0; k < n; k++) {
    const a = k * FRAME_STRIDE;
    for (let j = 0; j < FRAME_STRIDE; j++) sum[j] = (sum[j] as number) + (frames[a + j] as number);
    for (let j = 0; j < 3; j++) out[a + j] = (sum[j] as number) / TRACK_POS_SCALE;
    const [x, y, z, w] = [sum[3] as number, sum[4] as number, sum[5] as number, sum[6] as number];
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
  const a = Math.max(0, Math.min(n - 1, Math.floor(i))) * FRAME_STRIDE;
  return Array.from(d.subarray(a, a + FRAME_STRIDE));
}

/** Frames in one die's track (a die that rests early has a shorter track; it stays on its last frame). */
export function frameCount(frames: readonly number[]): number {
  return Math.floor(frames.length / FRAME_STRIDE);
}

/** Seconds until the last die of the throw stops. */
export function throwDuration(track: ThrowMessage): number {
  let n = 0;
  for (const d of track.dice) n = Math.max(n, frameCount(d.frames));
  return Math.max(0, n - 1) / track.fps;
}

/**
 * Writes the pose at fractional frame `f` into `pos`/`quat` (lerp and slerp between neighbours; clamped to
 * the ends). Returns true when `f` is at or past this die's last frame. `frames` is the wire form.
 */
export function poseAt(frames: readonly number[], f: number, pos: Vector3, quat: Quaternion): boolean {
  const n = frameCount(frames);
  if (n === 0) return true;
  const fr = decodeFrames(frames);
  const last = n - 1;
  const c = f <= 0 ? 0 : f >= last ? last : f;
  const i = Math.min(Math.floor(c), last);
  const j = Math.min(i + 1, last);
  const t = c - i;
  const a = i * FRAME_STRIDE;
  const b = j * FRAME_STRIDE;
  pos.set(
    (fr[a] as number) + ((fr[b] as number) - (fr[a] as number)) * t,
    (fr[a + 1] as number) + ((fr[b + 1] as number) - (fr[a + 1] as number)) * t,
    (fr[a + 2] as number) + ((fr[b + 2] as number) - (fr[a + 2] as number)) * t,
  );
  qa.set(fr[a + 3] as number, fr[a + 4] as number, fr[a + 5] as number, fr[a + 6] as number);
  qb.set(fr[b + 3] as number, fr[b + 4] as number, fr[b + 5] as number, fr[b + 6] as number);
  quat.slerpQuaternions(qa, qb, t).normalize();
  return f >= last;
}
