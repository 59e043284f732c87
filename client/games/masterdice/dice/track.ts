// Reading a throw track in three: the interpolated pose of one die at a fractional frame (used by the playback
// and by the tray's kinematic bodies), from shared/core/dice-track.ts's decoder (the one pair of encode/decode).
// A track is decoded once, on first use; poses are then allocation-free: callers pass their own Vector3/Quaternion.
import { Quaternion, type Vector3 } from 'three';
import { TRACK_STRIDE, type ThrowMessage } from '../../../../shared/protocol.js';
import { decodeFrames, frameCount, framePose } from '../../../../shared/core/dice-track.js';

/** Numbers per frame in DieTrack.frames (and in a decoded track): x, y, z, qx, qy, qz, qw. */
export const FRAME_STRIDE = TRACK_STRIDE;

const qa = new Quaternion();
const qb = new Quaternion();

/** The one decoder of the wire form lives in shared/ beside its encoder; re-exported for the dice pieces. */
export { decodeFrames, frameCount, framePose };

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
  const c = f <= 0 ? 0 : Math.min(f, last);
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
