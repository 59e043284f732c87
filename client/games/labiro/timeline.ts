// Animation planning (pure, no three): new events become timed animations — a push chain turns tower after
// tower, each starting when the door of the one pushing it meets it; a pawn walks through the doors of its
// path (the rope: one hop); a pawn drops onto its start tower; then the tiles the action moved travel, one
// event after the other (moves.ts). The view is the truth at rest: a tower shows its view turn minus what its
// animations still have to turn, a pawn stands where the view puts it once its animations are over, and a
// tile lies where the view puts it once its travels are over. Times are seconds on any clock the caller keeps.
import type { LabiroEvent, LabiroView } from '../../../shared/games/labiro/game-types.js';
import { easeInOutCubic, clamp01 } from '../../scene/anim.js';
import { holdingsMatch, holdingsOf, planItems, type GemDrop, type Holdings, type ItemMove } from './moves.js';

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

/** A pawn's walk; `bases` starts with the tower the pawn leaves. */
export interface WalkAnim {
  readonly kind: 'walk';
  readonly seat: number;
  readonly bases: readonly number[];
  readonly rope: boolean;
  readonly start: number;
  readonly end: number;
}

/** A pawn dropping onto its start tower. */
export interface DropAnim {
  readonly kind: 'drop';
  readonly seat: number;
  readonly base: number;
  readonly start: number;
  readonly end: number;
}

/** One timed animation: a tower's turn, a pawn's walk or drop, a tile's travel, a gem's drop. */
export type Anim =
  | {
      readonly kind: 'turn';
      readonly tower: number;
      readonly dir: 1 | -1;
      readonly start: number;
      readonly end: number;
    }
  | WalkAnim
  | DropAnim
  | ItemMove
  | GemDrop;

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
  for (let i = 0; i < timeline.items.length; i++) {
    const a = timeline.items[i]!;
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
  | {
      readonly kind: 'walk';
      readonly from: number;
      readonly to: number;
      readonly k: number;
      readonly first: boolean;
      readonly last: boolean;
      readonly rope: boolean;
    };

/** A pawn stage the frame loop fills in place (no allocation): the fields `kind` does not use are left as they were. */
export interface PawnStageSlot {
  kind: PawnStage['kind'];
  base: number;
  from: number;
  to: number;
  k: number;
  first: boolean;
  last: boolean;
  rope: boolean;
}

/** An empty slot for `readPawnStage`. */
export function pawnStageSlot(): PawnStageSlot {
  return { kind: 'rest', base: -1, from: -1, to: -1, k: 0, first: false, last: false, rope: false };
}

/**
 * A seat's pawn at `t`, written into `out`: at rest (where the view says) once its animations are over; before
 * and between them waiting at the tower it stands on then (hidden before it drops onto its start tower); else
 * walking between two towers (k: 0–1 of that leg, eased) or dropping.
 */
export function readPawnStage(timeline: Timeline, seat: number, t: number, out: PawnStageSlot): PawnStageSlot {
  let previous: WalkAnim | DropAnim | null = null;
  let upcoming: WalkAnim | DropAnim | null = null;
  for (let i = 0; i < timeline.items.length; i++) {
    const a = timeline.items[i]!;
    if ((a.kind !== 'walk' && a.kind !== 'drop') || a.seat !== seat) continue;
    if (t >= a.end) {
      if (!previous || a.end > previous.end) previous = a;
      continue;
    }
    if (t >= a.start) {
      const p = clamp01((t - a.start) / (a.end - a.start));
      if (a.kind === 'drop') {
        out.kind = 'drop';
        out.base = a.base;
        out.k = p;
        return out;
      }
      const legs = a.bases.length - 1;
      const leg = Math.min(legs - 1, Math.floor(p * legs));
      out.kind = 'walk';
      out.from = a.bases[leg]!;
      out.to = a.bases[leg + 1]!;
      out.k = easeInOutCubic(p * legs - leg);
      out.first = leg === 0;
      out.last = leg === legs - 1;
      out.rope = a.rope;
      return out;
    }
    if (!upcoming || a.start < upcoming.start) upcoming = a;
  }
  if (!upcoming) out.kind = 'rest';
  else if (previous && previous.end <= upcoming.start) {
    out.kind = 'at';
    out.base = previous.kind === 'walk' ? previous.bases[previous.bases.length - 1]! : previous.base;
  } else if (upcoming.kind === 'drop') out.kind = 'hidden';
  else {
    out.kind = 'at';
    out.base = upcoming.bases[0]!;
  }
  return out;
}

/** `readPawnStage` as a value (tests, and code off the frame loop). */
export function pawnStage(timeline: Timeline, seat: number, t: number): PawnStage {
  const s = readPawnStage(timeline, seat, t, pawnStageSlot());
  if (s.kind === 'drop') return { kind: 'drop', base: s.base, k: s.k };
  if (s.kind === 'walk')
    return { kind: 'walk', from: s.from, to: s.to, k: s.k, first: s.first, last: s.last, rope: s.rope };
  if (s.kind === 'at') return { kind: 'at', base: s.base };
  return { kind: s.kind };
}

/**
 * Which pawn space each seat takes in its tower: seats standing in one tower take spaces 0, 1, … in seat order
 * (−1 for a seat on no tower). `bases[s]` is the tower seat s stands in, or null (or −1).
 */
export function pawnSpaces(bases: readonly (number | null)[]): number[] {
  return Array.from(
    readPawnSpaces(
      bases.map((b) => b ?? -1),
      new Int32Array(bases.length),
    ),
  );
}

/** `pawnSpaces` written into `out` (the frame loop's scratch); `bases[s]` is −1 for a seat on no tower. */
export function readPawnSpaces(bases: ArrayLike<number>, out: Int32Array): Int32Array {
  for (let s = 0; s < bases.length; s++) {
    const b = bases[s]!;
    let n = 0;
    if (b >= 0) for (let o = 0; o < s; o++) if (bases[o] === b) n++;
    out[s] = b < 0 ? -1 : n;
  }
  return out;
}

// ---- tiles on the move ------------------------------------------------------------------------------------

/** Where each seat's pawn stands after `events`, from where they stood before. */
export function pawnsAfter(events: readonly LabiroEvent[], pawns: readonly (number | null)[]): (number | null)[] {
  const out = pawns.slice();
  for (const e of events) {
    if (e.type === 'moved' && e.path.length) out[e.seat] = e.path[e.path.length - 1]!;
    else if (e.type === 'started') out[e.seat] = e.tower;
  }
  return out;
}

/** How many actions behind the scene may fall and still play what it missed (more: it jumps to the view). */
export const CATCH_UP = 3;

/**
 * The events to play when the scene moves from version `seen` to `version`, one list per action in order:
 * none on the first view (a join, a reload or a reconnect shows the table as it stands, nothing replayed),
 * none going back, none when more than CATCH_UP actions were missed.
 */
export function newBatches(
  log: readonly { readonly version: number; readonly event: unknown }[],
  seen: number | null,
  version: number,
): LabiroEvent[][] {
  if (seen === null || version <= seen || version - seen > CATCH_UP) return [];
  const out: LabiroEvent[][] = [];
  let last = -1;
  for (const l of log) {
    if (l.version <= seen || l.version > version) continue;
    if (l.version !== last) out.push([]);
    last = l.version;
    out[out.length - 1]!.push(l.event as LabiroEvent);
  }
  return out;
}

/** What a view says about where things were, for planning: pawns and holdings. */
export type Standing = Pick<LabiroView, 'seats' | 'pending' | 'towers' | 'secrets'>;

/**
 * The animations of several actions in a row (`batches`, from `newBatches`) starting at `at`: for each, its
 * chain, walks and drops, then its tiles' travels. `before` is the view the scene showed, `after` the new one:
 * when the tiles' travels would not end where `after` puts them (a missed event), only the map's animations play.
 */
export function planBatches(
  batches: readonly (readonly LabiroEvent[])[],
  before: Standing,
  after: Standing,
  at: number,
): Timeline {
  let pawns = before.seats.map((p) => p.pawn);
  let holdings: Holdings = holdingsOf(before);
  const map: Anim[] = [];
  const moves: Anim[] = [];
  let t = at;
  let end = -Infinity;
  for (const events of batches) {
    const board = planEvents(events, pawns, t);
    pawns = pawnsAfter(events, pawns);
    map.push(...board.items);
    const itemsAt = board.items.length ? board.end + GAP_SECONDS : t;
    const plan = planItems(events, holdings, itemsAt);
    holdings = plan.after;
    moves.push(...plan.items);
    const batchEnd = Math.max(board.end, plan.items.length ? plan.end : -Infinity);
    if (batchEnd > -Infinity) {
      end = Math.max(end, batchEnd);
      t = batchEnd + GAP_SECONDS;
    }
  }
  const keep = holdingsMatch(holdings, after) ? moves : [];
  const items = [...map, ...keep];
  return items.length ? { items, end: Math.max(...items.map((a) => a.end)) } : EMPTY_TIMELINE;
}

/** Whether tile `key` still has a travel to finish at `t` (the tray, the tower or the used spot it rests in hides it till then). */
export function itemBusy(timeline: Timeline, key: number, t: number): boolean {
  for (let i = 0; i < timeline.items.length; i++) {
    const a = timeline.items[i]!;
    if (a.kind === 'item' && a.key === key && a.end > t) return true;
  }
  return false;
}

/** Whether a tile still travelling at `t` ends its travels in tower `base` at `spot` (that tower's tile is hidden till then). */
export function arrivingAt(timeline: Timeline, base: number, spot: 'object' | 'ruby', t: number): boolean {
  for (let i = 0; i < timeline.items.length; i++) {
    const a = timeline.items[i]!;
    if (a.kind !== 'item' || a.end <= t || a.to.at !== 'tower' || a.to.base !== base || a.to.spot !== spot) continue;
    if (!laterMove(timeline, a)) return true;
  }
  return false;
}

function laterMove(timeline: Timeline, a: ItemMove): boolean {
  for (let i = 0; i < timeline.items.length; i++) {
    const b = timeline.items[i]!;
    if (b.kind === 'item' && b.key === a.key && b.start > a.start) return true;
  }
  return false;
}

/**
 * Whether `a` is the travel drawn for its tile at `t`: the first of the tile's travels not over yet (before it
 * starts the tile waits at its `from`; between two travels it waits where the first one ended).
 */
export function drawnMove(timeline: Timeline, a: ItemMove, t: number): boolean {
  if (a.end <= t) return false;
  for (let i = 0; i < timeline.items.length; i++) {
    const b = timeline.items[i]!;
    if (b !== a && b.kind === 'item' && b.key === a.key && b.end > t && b.start < a.start) return false;
  }
  return true;
}

/**
 * The `index`-th gem of `seat`'s chest at `t`: −1 while it has not started falling in, 0–1 while it falls,
 * 1 at rest (no drop planned, or its drop is over).
 */
export function gemDrop(timeline: Timeline, seat: number, index: number, t: number): number {
  for (let i = 0; i < timeline.items.length; i++) {
    const a = timeline.items[i]!;
    if (a.kind !== 'gem' || a.seat !== seat || a.index !== index || a.end <= t) continue;
    return t < a.start ? -1 : clamp01((t - a.start) / (a.end - a.start));
  }
  return 1;
}

/** The rubies a chest's plaque counts at `t`: the view's count less the gems still to land. */
export function chestShown(timeline: Timeline, seat: number, count: number, t: number): number {
  let n = count;
  for (let i = 0; i < timeline.items.length; i++) {
    const a = timeline.items[i]!;
    if (a.kind === 'gem' && a.seat === seat && a.end > t) n--;
  }
  return Math.max(0, n);
}
