// Pure rules of the replay timeline: the speeds, how long a played step lasts, where a shared moment lands,
// the share link, the ticks on the slider, which dice throw is on screen at a step, and the talk said by then.
import type { ThrowMessage } from '../../shared/protocol.js';
import type { TalkLine } from '../../shared/talk.js';
import type { ReplayFrame } from '../net/replay.js';
import { routePath } from '../router.js';
import { throwOfFrame } from './replayFrames.js';

/** The play speeds offered, slowest first (1 is the default). */
export const REPLAY_SPEEDS = [0.5, 1, 2, 4] as const;
/** One play speed. */
export type ReplaySpeed = (typeof REPLAY_SPEEDS)[number];

/** How long a step shows at 1× before the next one, at the least. */
const BASE_STEP_MS = 1200;
/** How long a step may wait at 1× for its animations to finish before the next one cuts them. */
const BASE_WAIT_MS = 6000;
/** No frame drawn for this long: the scene is at rest (frameloop "demand" draws only while something moves). */
export const QUIET_MS = 150;

/** The pacing of play at `speed`: each step shows at least `minMs`, and waits for the scene to rest up to `maxMs`. */
export function stepPacing(speed: ReplaySpeed): { readonly minMs: number; readonly maxMs: number } {
  return { minMs: BASE_STEP_MS / speed, maxMs: BASE_WAIT_MS / speed };
}

/**
 * Whether play moves on after `elapsedMs` on a step whose scene last drew a frame `quietMs` ago: never before
 * the step's minimum, then as soon as the animations are over, and at the latest at the maximum. A camera that
 * never rests (`orbiting`: the cinematic preset) draws every frame, so there play allows twice the minimum.
 */
export function readyForNext(speed: ReplaySpeed, elapsedMs: number, quietMs: number, orbiting = false): boolean {
  const { minMs, maxMs } = stepPacing(speed);
  if (elapsedMs < minMs) return false;
  if (orbiting) return elapsedMs >= 2 * minMs;
  return quietMs >= QUIET_MS || elapsedMs >= maxMs;
}

/** The speed after `speed` in the cycle of REPLAY_SPEEDS (4× wraps to 0.5×). */
export function nextSpeed(speed: ReplaySpeed): ReplaySpeed {
  const i = REPLAY_SPEEDS.indexOf(speed);
  return REPLAY_SPEEDS[(i + 1) % REPLAY_SPEEDS.length]!;
}

/** The step a link's `at` opens on: within 0…last (absent or not a number: the setup). */
export function clampStep(at: number | undefined, last: number): number {
  if (at === undefined || !Number.isFinite(at)) return 0;
  return Math.max(0, Math.min(Math.max(0, last), Math.floor(at)));
}

/** The seat of a point of view asked for by a link, if the table has it; else null (all-seeing). */
export function povSeat(seat: number | undefined, seats: number): number | null {
  return seat !== undefined && Number.isInteger(seat) && seat >= 0 && seat < seats ? seat : null;
}

/** The link to this moment of the replay (with the point of view when one is chosen), absolute from `origin`. */
export function shareLink(origin: string, code: string, step: number, seat: number | null): string {
  return origin.replace(/\/+$/, '') + routePath({ kind: 'replay', code, at: step, ...(seat === null ? {} : { seat }) });
}

/** Steps where the turn passed to another seat (ticks on the slider), in order; the first action's step included. */
export function turnMarks(frames: readonly Pick<ReplayFrame, 'seat'>[]): number[] {
  const marks: number[] = [];
  let last: number | null = null;
  frames.forEach((f, i) => {
    if (i === 0 || f.seat === null) return;
    if (f.seat !== last) marks.push(i);
    last = f.seat;
  });
  return marks;
}

/**
 * At most about `max` ticks for a slider over steps 0…last: a mark closer than last/max to the one kept before
 * it is left out (a long game's ticks would otherwise run together into a ruler).
 */
export function thinMarks(marks: readonly number[], last: number, max = 80): number[] {
  const gap = last / max;
  const kept: number[] = [];
  for (const m of marks) if (kept.length === 0 || m - kept[kept.length - 1]! >= gap) kept.push(m);
  return kept;
}

/**
 * The dice track on screen after stepping to `step`: the newest throw of a step up to it, as a live table keeps
 * its last throw until the next (so a throw still tumbling goes on when the next step comes). Null at the setup.
 */
export function throwOnScreen(
  frames: readonly ReplayFrame[],
  throws: readonly ThrowMessage[],
  step: number,
): ThrowMessage | null {
  for (let i = Math.min(step, frames.length - 1); i >= 1; i--) {
    const t = throwOfFrame(frames[i]!, throws);
    if (t) return t;
  }
  return null;
}

/**
 * The step a talk line shows after: the one its `version` names (the table's version when it was written), the
 * last step for a line written after the game's end (or past a latest-state edit the replay has no step for).
 */
export function talkStep(line: Pick<TalkLine, 'version'>, last: number): number {
  return Math.max(0, Math.min(line.version, last));
}

/** The talk said by step `step` of a replay whose last step is `last`, oldest first, as it was written. */
export function talkUpTo(talk: readonly TalkLine[], step: number, last: number): TalkLine[] {
  return talk.filter((l) => talkStep(l, last) <= step);
}

/** Steps where something was said (the slider's talk ticks), in order, once each. */
export function talkMarks(talk: readonly TalkLine[], last: number): number[] {
  return [...new Set(talk.filter((l) => l.kind === 'text').map((l) => talkStep(l, last)))].sort((a, b) => a - b);
}
