// The identifiability search for any set (expert, Einstein), within a work budget.
//
// Same idea as the beginner search (solve-beginner.ts): every shot is traced with the real stepper
// (trace.ts) over a grid whose cells start UNKNOWN; a shot whose next beam (in breadth-first order) reaches
// an undecided cell makes that cell either empty or the kind its answer names next. Shots are copied only
// when they move (copy on write), so a branch never undoes anything. Splitters, portals (the second cell
// is chosen when the first is met), deflectors and the Mystery (its hidden kind is chosen) all fit.
import { CELLS, COLS, POINTERS } from './board.js';
import { CODE, KIND_INDEX, pieceOfCode, type Board } from './codes.js';
import { layoutKey } from './layout.js';
import { STEP, cloneRun, startRun, stepRun, type Run } from './trace.js';
import { KINDS, ORIENTATIONS, type LaserKind, type LaserLayout, type LaserPiece, type ShotAnswer } from './types.js';

const SHOTS = POINTERS;
// Module-local copies of imported bindings (imports cost a getter per use under tsx/vite-node).
const PORTAL_CODE = CODE.PORTAL, step = stepRun, clone = cloneRun, UNKNOWN = CODE.UNKNOWN, EMPTY = CODE.EMPTY, MOVED_DONE = STEP.DONE, BLOCKED = STEP.BLOCKED;
const MYSTERY = KIND_INDEX.mystery;
const PORTALS = KIND_INDEX.portals;
/** Behaviour codes of each kind by KIND_INDEX (the Mystery: every beginner code it may hide). */
const CODES_OF: readonly (readonly number[])[] = KINDS.map((k) => {
  if (k === 'mystery') return [1, 2, 3, 4, 5, 6, 7, 8, 9];
  const first = { absorber: 1, reflector: 2, jump: 3, diagonal: 4, triangle: 6, diode: 10, sensor: 14, oneSidedMirror: 15, splitter: 19, portals: 21, deflector: 22 }[k];
  return Array.from({ length: Math.max(1, ORIENTATIONS[k].length) }, (_, i) => first + i);
});

/** The outcome of a bounded search: another layout, none (identifiable), or the budget ran out. */
export type GeneralOutcome = { other: LaserLayout } | 'none' | 'budget';

interface Node {
  code: Int8Array;
  report: Int8Array;
  partner: Int8Array;
  placed: number;
  runs: Run[];
  /** Per shot: 0 running, 1 done. */
  done: Uint8Array;
  /** Always true: shots are traced with the breadth-first stepper. */
  multi: boolean;
}

/**
 * Searches for a layout of the same kinds as `original`, other than it, with the given answers; gives up
 * after `maxNodes` search nodes (a deterministic budget: no clock is read).
 */
export function findOtherGeneral(original: LaserLayout, answers: readonly ShotAnswer[], maxNodes: number, stats?: { nodes: number }): GeneralOutcome {
  const kinds = original.pieces.map((p) => KIND_INDEX[p.kind]);
  let present = 0;
  for (const k of kinds) present |= 1 << k;
  const originalKey = layoutKey(original);
  const exp = answers.map((a) => ({
    hits: a.hits.map((h) => KIND_INDEX[h]),
    exits: a.exits.reduce((m, p) => m | (1 << (p - 1)), 0),
    absorbed: a.absorbed,
    loop: a.loop,
  }));
  let nodes = 0;
  let found: LaserLayout | null = null;
  let outOfBudget = false;

  /** Advances shot s as far as it goes on node n; false when it contradicts its answer. */
  function advance(n: Node, s: number, owned: boolean[]): boolean {
    let r = n.runs[s]!;
    if (r.block >= 0 && n.code[r.block] === UNKNOWN) return true;
    if (!owned[s]) { r = clone(r); n.runs[s] = r; owned[s] = true; }
    const e = exp[s]!;
    const b: Board = n;
    for (;;) {
      const before = r.hits.length;
      const st = step(b, r);
      if (st === BLOCKED) return true;
      r.block = -1;
      if (st === MOVED_DONE) {
        if (r.hits.length !== e.hits.length || r.exits !== e.exits || r.absorbed !== e.absorbed || r.loop !== e.loop) return false;
        n.done[s] = 1;
        return true;
      }
      if (r.hits.length > before) {
        const h = r.hits.length - 1;
        if (h >= e.hits.length || r.hits[h] !== e.hits[h]) return false;
      }
      if ((r.exits & ~e.exits) !== 0 || (r.absorbed && !e.absorbed) || (r.loop && !e.loop)) return false;
    }
  }

  function nextKind(n: Node, s: number): number {
    const r = n.runs[s]!;
    const k = exp[s]!.hits[r.hits.length];
    if (k === undefined || n.placed & (1 << k) || !(present & (1 << k))) return -1;
    return k;
  }

  /** Runs every shot; empties cells that cannot hold a piece. Returns the waiting cells' next kinds, or null. */
  function propagate(n: Node, owned: boolean[]): Map<number, number> | null {
    for (;;) {
      for (let s = 0; s < SHOTS; s++) if (!n.done[s] && !advance(n, s, owned)) return null;
      const req = new Map<number, number>();
      for (let s = 0; s < SHOTS; s++) {
        if (n.done[s]) continue;
        const i = n.runs[s]!.block;
        const k = nextKind(n, s);
        const had = req.get(i);
        req.set(i, had === undefined || had === k ? k : -1);
      }
      let changed = false;
      for (const [i, k] of req) if (k === -1) { n.code[i] = EMPTY; changed = true; }
      if (!changed) return req;
    }
  }

  function child(n: Node): Node {
    return { code: n.code.slice(), report: n.report.slice(), partner: n.partner.slice(), placed: n.placed, runs: n.runs.slice(), done: n.done.slice(), multi: true };
  }

  function search(n: Node): boolean {
    if (++nodes > maxNodes) { outOfBudget = true; return true; }
    const owned = new Array<boolean>(SHOTS).fill(false);
    const req = propagate(n, owned);
    if (!req) return false;
    let best = -1, bestKind = -1, bestCount = Infinity;
    let unknown = 0;
    for (let i = 0; i < CELLS; i++) if (n.code[i] === UNKNOWN) unknown++;
    for (const [i, k] of req) {
      const count = k === PORTALS ? unknown : CODES_OF[k]!.length + 1;
      if (count < bestCount) { bestCount = count; best = i; bestKind = k; }
    }
    if (best < 0) return complete(n);
    const k = bestKind;
    for (const c of CODES_OF[k]!) {
      if (k === PORTALS) {
        for (let j = 0; j < CELLS; j++) {
          if (j === best || n.code[j] !== UNKNOWN) continue;
          const m = child(n);
          m.code[best] = m.code[j] = PORTAL_CODE;
          m.report[best] = m.report[j] = k;
          m.partner[best] = j;
          m.partner[j] = best;
          m.placed |= 1 << k;
          if (search(m)) return true;
        }
      } else {
        const m = child(n);
        m.code[best] = c;
        m.report[best] = k;
        m.placed |= 1 << k;
        if (search(m)) return true;
      }
    }
    const m = child(n);
    m.code[best] = EMPTY;
    return search(m);
  }

  /** Every shot is explained: place the missing kinds on cells no beam entered, other than the original if possible. */
  function complete(n: Node): boolean {
    const pieces: LaserPiece[] = [];
    const free: number[] = [];
    for (let i = 0; i < CELLS; i++) {
      const c = n.code[i]!;
      if (c === UNKNOWN) { free.push(i); continue; }
      if (c === EMPTY) continue;
      const k = n.report[i]!;
      if (k === PORTALS) { const j = n.partner[i]!; if (i < j) pieces.push(at({ kind: 'portals' }, i, j)); } else if (k === MYSTERY) pieces.push(at({ kind: 'mystery', hidden: pieceOfCode(c) as LaserPiece['hidden'] }, i));
      else pieces.push(at(pieceOfCode(c), i));
    }
    const missing = kinds.filter((k) => !(n.placed & (1 << k)));
    const fill = (m: number, used: Set<number>, extra: LaserPiece[]): boolean => {
      if (m === missing.length) {
        const layout = { pieces: [...pieces, ...extra] };
        if (layoutKey(layout) === originalKey) return false;
        found = layout;
        return true;
      }
      const k = missing[m]!;
      for (const i of free) {
        if (used.has(i)) continue;
        used.add(i);
        if (k === PORTALS) {
          for (const j of free) {
            if (used.has(j)) continue;
            used.add(j);
            if (fill(m + 1, used, [...extra, at({ kind: 'portals' }, i, j)])) return true;
            used.delete(j);
          }
        } else {
          for (const c of CODES_OF[k]!) {
            const p = k === MYSTERY ? at({ kind: 'mystery', hidden: pieceOfCode(c) as LaserPiece['hidden'] }, i) : at(pieceOfCode(c), i);
            if (fill(m + 1, used, [...extra, p])) return true;
          }
        }
        used.delete(i);
      }
      return false;
    };
    return fill(0, new Set(), []);
  }

  const root: Node = {
    code: new Int8Array(CELLS).fill(UNKNOWN),
    report: new Int8Array(CELLS).fill(-1),
    partner: new Int8Array(CELLS).fill(-1),
    placed: 0,
    runs: Array.from({ length: SHOTS }, (_, s) => startRun(s + 1)),
    done: new Uint8Array(SHOTS),
    multi: true,
  };
  search(root);
  if (stats) stats.nodes += nodes;
  if (found) return { other: found };
  return outOfBudget ? 'budget' : 'none';
}

function at(p: { kind: LaserKind; orientation?: string; hidden?: LaserPiece['hidden'] }, i: number, j?: number): LaserPiece {
  const x = i % COLS, y = (i / COLS) | 0;
  if (j !== undefined) return { kind: p.kind, x, y, x2: j % COLS, y2: (j / COLS) | 0 };
  const out: { -readonly [K in keyof LaserPiece]: LaserPiece[K] } = { kind: p.kind, x, y };
  if (p.orientation !== undefined) out.orientation = p.orientation;
  if (p.hidden !== undefined) out.hidden = p.hidden;
  return out;
}
