// Following the light: a shot traced breadth-first over a compiled board, one cell per beam per tick.
// Every beam state (cell, direction) is processed at most once per shot, so a trace always ends; it uses
// only integer arithmetic and fixed orders, so it is the same wherever it runs.
import { CELLS, COLS, DX, DY, POINTERS, exitPointer, pointerEntry } from './board.js';
import { CODE, OUT, STOP, compileLayout, splitOut, type Board } from './codes.js';
import { KINDS, type LaserLayout, type ShotAnswer } from './types.js';

// Hot loops read module-local copies: imported bindings cost a getter call per use under tsx/vite-node.
const W = COLS,
  N = CELLS,
  P = POINTERS,
  KIND_NAMES = KINDS;
const DXS = Int8Array.from(DX),
  DYS = Int8Array.from(DY),
  OUTS = OUT;
const exitAt = exitPointer,
  entryOf = pointerEntry,
  splitOf = splitOut,
  STOPPED = STOP;
const UNKNOWN = CODE.UNKNOWN,
  JUMP = CODE.JUMP,
  PORTAL = CODE.PORTAL,
  SPLIT = CODE.SPLITTER;

/** Numbers a stepper returns: a cell processed, the shot finished, or a beam waiting on an UNKNOWN cell. */
export const STEP = { MOVED: 0, DONE: 1, BLOCKED: 2 } as const;

/** Beam fields in Run.cur / Run.next, five numbers per beam. */
const F = 5; // x, y, dir, cells still to skip (jump), last state processed (cell * 4 + dir, −1 at the pointer)

/**
 * One shot being traced. Beams of the current tick (`cur`, processed in order from `qi`) and of the next
 * tick (`next`); `parent[state]` is 0 for a state not yet lit, else the state that led to it + 2.
 */
export interface Run {
  cur: number[];
  next: number[];
  qi: number;
  hits: number[];
  /** Bit p−1 set when pointer p is reached. */
  exits: number;
  absorbed: boolean;
  loop: boolean;
  parent: Int16Array;
  /** The cell a BLOCKED beam waits on. */
  block: number;
}

/** A run of pointer `p` before its first step. */
export function startRun(p: number): Run {
  const e = entryOf(p);
  return {
    cur: [e.x, e.y, e.dir, 0, -1],
    next: [],
    qi: 0,
    hits: [],
    exits: 0,
    absorbed: false,
    loop: false,
    parent: new Int16Array(N * 4),
    block: -1,
  };
}

/** A copy of a run the solver can advance without touching the original. */
export function cloneRun(r: Run): Run {
  return {
    cur: r.cur.slice(),
    next: r.next.slice(),
    qi: r.qi,
    hits: r.hits.slice(),
    exits: r.exits,
    absorbed: r.absorbed,
    loop: r.loop,
    parent: r.parent.slice(),
    block: r.block,
  };
}

function isAncestor(parent: Int16Array, target: number, from: number): boolean {
  for (let s = from; s >= 0; s = (parent[s] as number) - 2) if (s === target) return true;
  return false;
}

/**
 * Advances a run by one beam step. Light entering a state it already lit stops there: a loop when that
 * state lies on the beam's own way (it would circle forever), otherwise a merge with light already traced.
 */
export function stepRun(b: Board, r: Run): number {
  if (r.qi >= r.cur.length) {
    if (r.next.length === 0) return STEP.DONE;
    r.cur = r.next;
    r.next = [];
    r.qi = 0;
  }
  const q = r.qi;
  const cur = r.cur;
  const x = cur[q] as number,
    y = cur[q + 1] as number,
    d = cur[q + 2] as number,
    skip = cur[q + 3] as number,
    last = cur[q + 4] as number;
  if (x < 0 || x >= W || y < 0 || y * W >= N) {
    r.exits |= 1 << (exitAt(x, y, d) - 1);
    r.qi = q + F;
    return STEP.MOVED;
  }
  const next = r.next;
  if (skip > 0) {
    next.push(x + DXS[d]!, y + DYS[d]!, d, skip - 1, last);
    r.qi = q + F;
    return STEP.MOVED;
  }
  const i = y * W + x;
  const c = b.code[i] as number;
  if (c === UNKNOWN) {
    r.block = i;
    return STEP.BLOCKED;
  }
  r.qi = q + F;
  const s = i * 4 + d;
  if (r.parent[s] !== 0) {
    if (isAncestor(r.parent, s, last)) r.loop = true;
    return STEP.MOVED;
  }
  r.parent[s] = last + 2;
  const rep = b.report[i] as number;
  if (rep >= 0) r.hits.push(rep);
  if (c === JUMP) {
    next.push(x + DXS[d]!, y + DYS[d]!, d, 2, s);
  } else if (c === PORTAL && b.partner[i]! >= 0) {
    const j = b.partner[i] as number;
    next.push((j % W) + DXS[d]!, ((j / W) | 0) + DYS[d]!, d, 0, s);
  } else {
    const o = OUTS[c * 4 + d] as number;
    if (o === STOPPED) r.absorbed = true;
    else next.push(x + DXS[o]!, y + DYS[o]!, o, 0, s);
    if (c === SPLIT || c === SPLIT + 1) {
      const o2 = splitOf(c, d);
      next.push(x + DXS[o2]!, y + DYS[o2]!, o2, 0, s);
    }
  }
  return STEP.MOVED;
}

/** The answer of a finished run, as the designer reveals it. */
export function runAnswer(r: RawAnswer): ShotAnswer {
  const exits: number[] = [];
  for (let p = 1; p <= P; p++) if (r.exits & (1 << (p - 1))) exits.push(p);
  return { hits: r.hits.map((k) => KIND_NAMES[k]!), exits, absorbed: r.absorbed, loop: r.loop };
}

/** A finished shot as numbers: hits as KINDS indexes, the exits bitmask (bit p−1 for pointer p). */
export interface RawAnswer {
  hits: number[];
  exits: number;
  absorbed: boolean;
  loop: boolean;
}

const lit = new Int32Array(N * 4);
let litStamp = 0;

/**
 * The single-beam trace (no splitter on the board): the same rules as stepRun, without the queue. A beam
 * entering a state it already lit is looping (with one beam, every lit state lies on its own way).
 */
function traceSingle(b: Board, p: number): RawAnswer {
  if (++litStamp > 0x7ffffff0) {
    lit.fill(0);
    litStamp = 1;
  }
  const stamp = litStamp;
  const e = entryOf(p);
  let x = e.x,
    y = e.y,
    d = e.dir;
  const hits: number[] = [];
  for (;;) {
    if (x < 0 || x >= W || y < 0 || y * W >= N)
      return { hits, exits: 1 << (exitAt(x, y, d) - 1), absorbed: false, loop: false };
    const i = y * W + x;
    const s = i * 4 + d;
    if (lit[s] === stamp) return { hits, exits: 0, absorbed: false, loop: true };
    lit[s] = stamp;
    const rep = b.report[i] as number;
    if (rep >= 0) hits.push(rep);
    const c = b.code[i] as number;
    if (c === JUMP) {
      x += 3 * DXS[d]!;
      y += 3 * DYS[d]!;
      continue;
    }
    if (c === PORTAL && b.partner[i]! >= 0) {
      const j = b.partner[i] as number;
      x = j % W;
      y = (j / W) | 0;
    } else {
      d = OUTS[c * 4 + d] as number;
      if (d === STOPPED) return { hits, exits: 0, absorbed: true, loop: false };
    }
    x += DXS[d]!;
    y += DYS[d]!;
  }
}

/** Traces pointer `p` over a compiled board (no UNKNOWN cell) to the end, as numbers. */
export function traceRaw(b: Board, p: number): RawAnswer {
  if (!b.multi) return traceSingle(b, p);
  const r = startRun(p);
  while (stepRun(b, r) !== STEP.DONE);
  return { hits: r.hits, exits: r.exits, absorbed: r.absorbed, loop: r.loop };
}

/** Traces with the breadth-first stepper even without a splitter (tests check both ways agree). */
export function traceStepped(b: Board, p: number): ShotAnswer {
  const r = startRun(p);
  while (stepRun(b, r) !== STEP.DONE);
  return runAnswer(r);
}

/** Traces pointer `p` over a compiled board to the end (the board must hold no UNKNOWN cell). */
export function traceBoard(b: Board, p: number): ShotAnswer {
  return runAnswer(traceRaw(b, p));
}

/** Fires pointer `p` (1–30) into a layout and returns what the designer reveals. Throws on a pointer outside 1–30. */
export function traceBeam(layout: LaserLayout, pointer: number): ShotAnswer {
  return traceBoard(compileLayout(layout), pointer);
}

/** The answers of all 30 pointers (index 0 is pointer 1), compiling the layout once. */
export function traceAll(layout: LaserLayout): ShotAnswer[] {
  const b = compileLayout(layout);
  return Array.from({ length: P }, (_, i) => traceBoard(b, i + 1));
}

/** Whether two answers are the same (hits in order, exits, absorbed, loop). */
export function sameAnswer(a: ShotAnswer, b: ShotAnswer): boolean {
  return (
    a.absorbed === b.absorbed &&
    a.loop === b.loop &&
    a.hits.length === b.hits.length &&
    a.exits.length === b.exits.length &&
    a.hits.every((h, i) => h === b.hits[i]) &&
    a.exits.every((e, i) => e === b.exits[i])
  );
}
