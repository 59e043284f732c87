// Animation planning (pure, no three): new events become timed animations — a push chain turns tower after
// tower, each starting when the door of the one pushing it meets it; a pawn walks through the doors of its
// path (the rope: one hop); a pawn drops onto its start tower. The view is the truth at rest: a tower shows
// its view turn minus what its animations still have to turn, and a pawn stands where the view puts it once
// its animations are over. Times are seconds on any clock the caller keeps.
import type { LabiroEvent } from '../../../shared/games/labiro/game-types.js';
import { easeInOutCubic, clamp01 } from '../../scene/anim.js';

/** Seconds one tower takes to turn 60°. */
export const TURN_SECONDS = 0.25;
/** Share of a turn after which the turning door meets its neighbour's (the pushed tower starts then). */
export const HIT_AT = 0.55;
/** Seconds a pawn takes from one tower to the next. */
export const STEP_SECONDS = 0.36;
/** Seconds of a rope climb (one hop). */
export const HOP_SECONDS = 0.6;
/** Seconds a pawn takes to drop onto its start tower. */
export const DROP_SECONDS = 0.45;
/** A short rest between two events. */
export const GAP_SECONDS = 0.06;

/** One timed animation. `bases` of a walk starts with the tower the pawn leaves. */
export type Anim =
  | { readonly kind: 'turn'; readonly tower: number; readonly dir: 1 | -1; readonly start: number; readonly end: number }
  | { readonly kind: 'walk'; readonly seat: number; readonly bases: readonly number[]; readonly rope: boolean; readonly start: number; readonly end: number }
  | { readonly kind: 'drop'; readonly seat: number; readonly base: number; readonly start: number; readonly end: number };

/** Animations planned so far and when the last one ends. */
export interface Timeline {
  readonly items: readonly Anim[];
  readonly end: number;
}

/** Nothing to play. */
export const EMPTY_TIMELINE: Timeline = { items: [], end: -Infinity };

/**
 * The animations of `events` (in order, one after the other) starting at `at`; `pawns` is where each seat's
 * pawn stood before them (the previous view). Events that move nothing on the map are skipped.
 */
export function planEvents(events: readonly LabiroEvent[], pawns: readonly (number | null)[], at: number): Timeline {
  const where = pawns.slice();
  const items: Anim[] = [];
  let t = at;
  let end = -Infinity;
  for (const e of events) {
    if (e.type === 'turned' && e.steps.length > 0) {
      const startOf = new Map<number, number>();
      let last = t;
      for (const step of e.steps) {
        const pusher = step.pushedBy === undefined ? undefined : startOf.get(step.pushedBy);
        const start = pusher === undefined ? t : pusher + HIT_AT * TURN_SECONDS;
        startOf.set(step.tower, start);
        items.push({ kind: 'turn', tower: step.tower, dir: step.dir, start, end: start + TURN_SECONDS });
        last = Math.max(last, start + TURN_SECONDS);
      }
      end = last;
      t = last + GAP_SECONDS;
    } else if (e.type === 'moved' && e.path.length > 0) {
      const from = where[e.seat] ?? null;
      const bases = from === null || from === e.path[0] ? [...e.path] : [from, ...e.path];
      where[e.seat] = e.path[e.path.length - 1]!;
      if (bases.length < 2) continue;
      const rope = e.rope === true;
      const dur = rope ? HOP_SECONDS * (bases.length - 1) : STEP_SECONDS * (bases.length - 1);
      items.push({ kind: 'walk', seat: e.seat, bases, rope, start: t, end: t + dur });
      end = t + dur;
      t = end + GAP_SECONDS;
    } else if (e.type === 'started') {
      where[e.seat] = e.tower;
      items.push({ kind: 'drop', seat: e.seat, base: e.tower, start: t, end: t + DROP_SECONDS });
      end = t + DROP_SECONDS;
      t = end + GAP_SECONDS;
    }
  }
  return { items, end };
}

/** The timeline with `next` played after what is still to come (from `now` at the earliest); finished items dropped. */
export function appendTimeline(current: Timeline, next: (at: number) => Timeline, now: number): Timeline {
  const live = current.end > now ? current.items.filter((a) => a.end > now) : [];
  const at = current.end > now ? current.end + GAP_SECONDS : now;
  const added = next(at);
  if (added.items.length === 0) return live.length ? { items: live, end: current.end } : EMPTY_TIMELINE;
  return { items: [...live, ...added.items], end: Math.max(current.end, added.end) };
}

/** Whether anything still moves at `t`. */
export function playing(timeline: Timeline, t: number): boolean {
  return t < timeline.end;
}

/**
 * The part of a turn still to come at `t`, per tower, in steps (`out[b]`, positive clockwise): a tower shows
 * its view turn minus this. Eased in and out; 0 once every animation is over.
 */
export function turnLag(timeline: Timeline, t: number, out: Float64Array): Float64Array {
  out.fill(0);
  for (const a of timeline.items) {
    if (a.kind !== 'turn' || t >= a.end) continue;
    const k = easeInOutCubic(clamp01((t - a.start) / (a.end - a.start)));
    out[a.tower] = (out[a.tower] ?? 0) + a.dir * (1 - k);
  }
  return out;
}

/** Where a pawn is in its animations at `t`. */
export type PawnStage =
  | { readonly kind: 'rest' }
  | { readonly kind: 'hidden' }
  | { readonly kind: 'at'; readonly base: number }
  | { readonly kind: 'drop'; readonly base: number; readonly k: number }
  | { readonly kind: 'walk'; readonly from: number; readonly to: number; readonly k: number; readonly first: boolean; readonly last: boolean; readonly rope: boolean };

/**
 * A seat's pawn at `t`: at rest (where the view says) once its animations are over; before and between them
 * waiting at the tower it stands on then (hidden before it drops onto its start tower); else walking between
 * two towers (k: 0–1 of that leg, eased) or dropping.
 */
export function pawnStage(timeline: Timeline, seat: number, t: number): PawnStage {
  let previous: Anim | null = null;
  let upcoming: Anim | null = null;
  for (const a of timeline.items) {
    if (a.kind === 'turn' || a.seat !== seat) continue;
    if (t >= a.end) {
      if (!previous || a.end > previous.end) previous = a;
      continue;
    }
    if (t >= a.start) {
      const p = clamp01((t - a.start) / (a.end - a.start));
      if (a.kind === 'drop') return { kind: 'drop', base: a.base, k: p };
      const legs = a.bases.length - 1;
      const leg = Math.min(legs - 1, Math.floor(p * legs));
      const k = easeInOutCubic(p * legs - leg);
      return { kind: 'walk', from: a.bases[leg]!, to: a.bases[leg + 1]!, k, first: leg === 0, last: leg === legs - 1, rope: a.rope };
    }
    if (!upcoming || a.start < upcoming.start) upcoming = a;
  }
  if (!upcoming) return { kind: 'rest' };
  if (previous && previous.end <= upcoming.start) return { kind: 'at', base: endBase(previous) };
  return upcoming.kind === 'drop' ? { kind: 'hidden' } : { kind: 'at', base: upcoming.bases[0]! };
}

function endBase(a: Anim): number {
  if (a.kind === 'walk') return a.bases[a.bases.length - 1]!;
  if (a.kind === 'drop') return a.base;
  return a.tower;
}

/**
 * Which pawn space each seat takes in its tower: seats standing in one tower take spaces 0, 1, … in seat order
 * (−1 for a seat on no tower). `bases[s]` is the tower seat s stands in, or null.
 */
export function pawnSpaces(bases: readonly (number | null)[]): number[] {
  const used = new Map<number, number>();
  return bases.map((b) => {
    if (b === null) return -1;
    const n = used.get(b) ?? 0;
    used.set(b, n + 1);
    return n;
  });
}
