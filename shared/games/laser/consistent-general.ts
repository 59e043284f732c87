// The consistent-layout search for any set (expert, Einstein), within a node budget: the assistant's and bots'
// counts, and the identifiability check (solve-general.ts runs it over all 30 answers of a circuit).
//
// Every known shot is traced with the real stepper (trace.ts) over a grid whose cells start UNKNOWN; a shot
// whose next beam (in breadth-first order) reaches an undecided cell makes it empty or the kind its answer
// names next (a portal's second cell is chosen when the first is met, a Mystery's hidden kind too), so
// splitters, portals, deflectors and the Mystery all fit. Shots are copied only when they move (copy on
// write), so a branch never undoes anything. Leaves are as in the beginner search (consistent-leaf.ts).
import { CELLS, isPointer } from './board.js';
import { CODE, KIND_INDEX } from './codes.js';
import { CODES_OF_KIND, makeLeaf, type Leaf } from './consistent-leaf.js';
import type { SearchEnd } from './consistent-beginner.js';
import { STEP, cloneRun, startRun, stepRun, type Run } from './trace.js';
import type { ShotAnswer } from './types.js';

/** One known shot as numbers: hits as KIND_INDEX, exits as a bitmask (bit p−1 for pointer p), the flags. */
export interface RawGeneralShot {
  readonly pointer: number;
  readonly hits: readonly number[];
  readonly exits: number;
  readonly absorbed: boolean;
  readonly loop: boolean;
}

/** A shot's answer as the search reads it; a hit naming no kind becomes −1 and an exit naming no pointer is dropped. */
export function rawShot(pointer: number, a: ShotAnswer): RawGeneralShot {
  return {
    pointer,
    hits: a.hits.map((h) => KIND_INDEX[h] ?? -1),
    exits: a.exits.reduce((m, p) => (isPointer(p) ? m | (1 << (p - 1)) : m), 0),
    absorbed: a.absorbed,
    loop: a.loop,
  };
}

// Module-local copies of imported bindings (imports cost a getter per use under tsx/vite-node).
const PORTAL_CODE = CODE.PORTAL,
  step = stepRun,
  clone = cloneRun,
  UNKNOWN = CODE.UNKNOWN,
  EMPTY = CODE.EMPTY;
const DONE = STEP.DONE,
  BLOCKED = STEP.BLOCKED,
  PORTALS = KIND_INDEX.portals,
  CODES = CODES_OF_KIND;

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
 * Visits every leaf of layouts holding exactly `kinds` (KIND_INDEX, each once) that fit `shots` (distinct
 * pointers); `visit` returns false to stop. Gives up after `maxNodes` nodes ('budget'). A leaf lists its
 * missing kinds in the order of `kinds`.
 */
export function searchGeneral(
  kinds: readonly number[],
  shots: readonly RawGeneralShot[],
  maxNodes: number,
  visit: (leaf: Leaf) => boolean,
  shuffle?: (options: number[]) => void,
): { end: SearchEnd; nodes: number } {
  let present = 0;
  for (const k of kinds) present |= 1 << k;
  for (const s of shots) if (s.hits.some((k) => !(present & (1 << k)))) return { end: 'done', nodes: 0 };
  const S = shots.length;
  let nodes = 0;
  let end: SearchEnd = 'done';

  /** Advances shot s as far as it goes on node n; false when it contradicts its answer. */
  function advance(n: Node, s: number, owned: boolean[]): boolean {
    let r = n.runs[s]!;
    if (r.block >= 0 && n.code[r.block] === UNKNOWN) return true;
    if (!owned[s]) {
      r = clone(r);
      n.runs[s] = r;
      owned[s] = true;
    }
    const e = shots[s]!;
    for (;;) {
      const before = r.hits.length;
      const st = step(n, r);
      if (st === BLOCKED) return true;
      r.block = -1;
      if (st === DONE) {
        if (r.hits.length !== e.hits.length || r.exits !== e.exits || r.absorbed !== e.absorbed || r.loop !== e.loop)
          return false;
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
    const k = shots[s]!.hits[n.runs[s]!.hits.length];
    if (k === undefined || n.placed & (1 << k)) return -1;
    return k;
  }

  /** Runs every shot; empties cells that cannot hold a piece. Returns the waiting cells' next kinds, or null. */
  function propagate(n: Node, owned: boolean[]): Map<number, number> | null {
    for (;;) {
      for (let s = 0; s < S; s++) if (!n.done[s] && !advance(n, s, owned)) return null;
      const req = new Map<number, number>();
      for (let s = 0; s < S; s++) {
        if (n.done[s]) continue;
        const i = n.runs[s]!.block;
        const k = nextKind(n, s);
        const had = req.get(i);
        req.set(i, had === undefined || had === k ? k : -1);
      }
      let changed = false;
      for (const [i, k] of req)
        if (k === -1) {
          n.code[i] = EMPTY;
          changed = true;
        }
      if (!changed) return req;
    }
  }

  const child = (n: Node): Node => ({
    code: n.code.slice(),
    report: n.report.slice(),
    partner: n.partner.slice(),
    placed: n.placed,
    runs: n.runs.slice(),
    done: n.done.slice(),
    multi: true,
  });

  /** False to stop the whole search. */
  function search(n: Node): boolean {
    if (++nodes > maxNodes) {
      end = 'budget';
      return false;
    }
    const owned = new Array<boolean>(S).fill(false);
    const req = propagate(n, owned);
    if (!req) return true;
    let best = -1,
      bestKind = -1,
      bestCount = Infinity;
    let unknown = 0;
    for (let i = 0; i < CELLS; i++) if (n.code[i] === UNKNOWN) unknown++;
    for (const [i, k] of req) {
      const count = k === PORTALS ? unknown : CODES[k]!.length + 1;
      if (count < bestCount) {
        bestCount = count;
        best = i;
        bestKind = k;
      }
    }
    if (best < 0) {
      const missing = kinds.filter((k) => !(n.placed & (1 << k)));
      if (visit(makeLeaf(n.code, n.report, n.partner, missing))) return true;
      end = 'stopped';
      return false;
    }
    const k = bestKind;
    // Options: a code of kind k (for portals: a partner cell), or EMPTY (−1 stands for it here).
    const options =
      k === PORTALS
        ? Array.from({ length: CELLS }, (_, j) => j).filter((j) => j !== best && n.code[j] === UNKNOWN)
        : [...CODES[k]!];
    options.push(-1);
    if (shuffle) shuffle(options);
    for (const o of options) {
      const m = child(n);
      if (o === -1) m.code[best] = EMPTY;
      else if (k === PORTALS) {
        m.code[best] = m.code[o] = PORTAL_CODE;
        m.report[best] = m.report[o] = k;
        m.partner[best] = o;
        m.partner[o] = best;
        m.placed |= 1 << k;
      } else {
        m.code[best] = o;
        m.report[best] = k;
        m.placed |= 1 << k;
      }
      if (!search(m)) return false;
    }
    return true;
  }

  search({
    code: new Int8Array(CELLS).fill(UNKNOWN),
    report: new Int8Array(CELLS).fill(-1),
    partner: new Int8Array(CELLS).fill(-1),
    placed: 0,
    runs: shots.map((s) => startRun(s.pointer)),
    done: new Uint8Array(S),
    multi: true,
  });
  return { end, nodes };
}
