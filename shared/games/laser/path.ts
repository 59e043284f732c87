// The geometry of a shot, for animation: where the light goes cell by cell, when, and what it meets. It is
// traceBeam's own stepper (stepRun) watched from outside, so the picture always tells the answer the designer
// gives: same hits in the same order, same exits, same absorption and loop.
//
// Coordinates are the grid's: cell (x, y) spans [x, x + 1] × [y, y + 1], its centre is (x + 0.5, y + 0.5).
// A pointer sits in the "cell" just outside the grid on its side (pointer 1 at (0.5, −0.5), pointer 9 at
// (8.5, 0.5)). Time counts cells travelled: the beam leaves the pointer at t = 0 and reaches the first cell's
// centre at t = 1; beams of a splitter advance together (breadth-first ticks, as the answer's hit order).
import { COLS, exitPointer, onGrid, pointerEntry } from './board.js';
import { CODE, compileLayout } from './codes.js';
import { STEP, startRun, stepRun } from './trace.js';
import { KINDS, type LaserKind, type LaserLayout, type ShotAnswer } from './types.js';

/** A point of the grid plane. Example: `{ x: 3.5, y: 0.5 }` (centre of cell 3,0). */
export interface GridPoint {
  readonly x: number;
  readonly y: number;
}

/** One straight stretch of light, from `from` at time t0 to `to` at time t1 (one cell: t1 = t0 + 1). */
export interface BeamSegment {
  readonly from: GridPoint;
  readonly to: GridPoint;
  readonly t0: number;
  readonly t1: number;
  /** The jump's vanished stretch: the light is not on the board here (nothing in these cells is hit). */
  readonly hidden: boolean;
}

/** A portal hop: the light leaves `from` (the portal entered) and appears at `to` (its twin) at time t. */
export interface PortalHop {
  readonly from: GridPoint;
  readonly to: GridPoint;
  readonly t: number;
}

/** A component hit, at its cell's centre, when the light reaches it; in the answer's order. */
export interface PathHit {
  readonly kind: LaserKind;
  readonly cell: { readonly x: number; readonly y: number };
  readonly t: number;
}

/** Light reaching pointer `pointer` (at its place outside the grid) at time t. */
export interface PathExit {
  readonly pointer: number;
  readonly at: GridPoint;
  readonly t: number;
}

/** A place where light ends on the board: absorbed (a spark), looping back on itself, or merging into light already traced. */
export interface PathEnd {
  readonly at: GridPoint;
  readonly t: number;
  readonly why: 'absorbed' | 'loop' | 'merge';
}

/** The whole shot as geometry. */
export interface BeamPath {
  readonly pointer: number;
  /** Where the beam starts: the fired pointer's place. */
  readonly start: GridPoint;
  readonly segments: readonly BeamSegment[];
  readonly hops: readonly PortalHop[];
  readonly hits: readonly PathHit[];
  readonly exits: readonly PathExit[];
  readonly ends: readonly PathEnd[];
  /** When the last light arrives anywhere. */
  readonly duration: number;
}

/** Where pointer p sits, in grid coordinates (the cell just outside the grid on its side). */
export function pointerPoint(p: number): GridPoint {
  const e = pointerEntry(p);
  const dx = e.dir === 1 ? -1 : e.dir === 3 ? 1 : 0;
  const dy = e.dir === 2 ? -1 : e.dir === 0 ? 1 : 0;
  return { x: e.x + dx + 0.5, y: e.y + dy + 0.5 };
}

interface Head {
  readonly from: GridPoint;
  readonly t0: number;
  /** The light into this head is the jump's vanished stretch. */
  readonly hidden: boolean;
}

const F = 5; // numbers per beam in the stepper's queues (x, y, dir, skip, last state)
const centre = (x: number, y: number): GridPoint => ({ x: x + 0.5, y: y + 0.5 });

/**
 * Traces pointer `pointer` (1–30) into `layout` and returns its geometry. Agrees with traceBeam: the hits,
 * exits, absorption and loop it shows are the answer's (see pathAnswer). Throws on a pointer outside 1–30.
 */
export function tracePath(layout: LaserLayout, pointer: number): BeamPath {
  const b = compileLayout(layout);
  const r = startRun(pointer);
  const start = pointerPoint(pointer);
  let heads: Head[] = [{ from: start, t0: 0, hidden: false }];
  let nextHeads: Head[] = [];
  let tick = 0;
  const segments: BeamSegment[] = [];
  const hops: PortalHop[] = [];
  const hits: PathHit[] = [];
  const exits: PathExit[] = [];
  const ends: PathEnd[] = [];
  let duration = 0;
  for (;;) {
    // The stepper moves to the next tick by itself when this one is spent: follow it.
    let q = r.qi;
    let cur = r.cur;
    if (q >= cur.length) {
      if (r.next.length === 0) break;
      cur = r.next;
      q = 0;
      heads = nextHeads;
      nextHeads = [];
      tick++;
    }
    const x = cur[q] as number,
      y = cur[q + 1] as number,
      d = cur[q + 2] as number,
      skip = cur[q + 3] as number;
    const head = heads[q / F] as Head;
    const t = tick + 1;
    const at = centre(x, y);
    const hitsBefore = r.hits.length,
      loopBefore = r.loop;
    const lit = onGrid(x, y) && skip === 0 ? r.parent[(y * COLS + x) * 4 + d] !== 0 : false;
    const code = onGrid(x, y) ? (b.code[y * COLS + x] as number) : 0;
    if (stepRun(b, r) !== STEP.MOVED) break; // DONE cannot happen here; BLOCKED needs UNKNOWN cells
    segments.push({ from: head.from, to: at, t0: head.t0, t1: t, hidden: head.hidden });
    duration = Math.max(duration, t);
    if (!onGrid(x, y)) {
      exits.push({ pointer: exitPointer(x, y, d), at, t });
      continue;
    }
    if (skip > 0) {
      nextHeads.push({ from: at, t0: t, hidden: true });
      continue;
    }
    if (lit) {
      ends.push({ at, t, why: r.loop && !loopBefore ? 'loop' : 'merge' });
      continue;
    }
    for (let h = hitsBefore; h < r.hits.length; h++)
      hits.push({ kind: KINDS[r.hits[h] as number] as LaserKind, cell: { x, y }, t });
    const pushed = r.next.length / F - nextHeads.length;
    if (b.partner[y * COLS + x]! >= 0) {
      const j = b.partner[y * COLS + x] as number;
      const twin = centre(j % COLS, (j / COLS) | 0);
      hops.push({ from: at, to: twin, t });
      nextHeads.push({ from: twin, t0: t, hidden: false });
      continue;
    }
    for (let k = 0; k < pushed; k++)
      nextHeads.push({ from: at, t0: t, hidden: code === CODE.JUMP /* the next cells are skipped */ });
    if (pushed === 0) ends.push({ at, t, why: 'absorbed' });
  }
  return { pointer, start, segments, hops, hits, exits, ends, duration };
}

/** The answer a path shows (what traceBeam answers for the same layout and pointer). */
export function pathAnswer(path: BeamPath): ShotAnswer {
  return {
    hits: path.hits.map((h) => h.kind),
    exits: [...new Set(path.exits.map((e) => e.pointer))].sort((a, b) => a - b),
    absorbed: path.ends.some((e) => e.why === 'absorbed'),
    loop: path.ends.some((e) => e.why === 'loop'),
  };
}

/** Where a path's light is at time t, clipped: the part of each segment lit by then (for drawing a beam in flight). */
export function litPart(s: BeamSegment, t: number): { from: GridPoint; to: GridPoint } | null {
  if (t <= s.t0) return null;
  if (t >= s.t1) return { from: s.from, to: s.to };
  const k = (t - s.t0) / (s.t1 - s.t0);
  return { from: s.from, to: { x: s.from.x + (s.to.x - s.from.x) * k, y: s.from.y + (s.to.y - s.from.y) * k } };
}
