// The exact consistent-layout search for beginner kinds (one beam per shot): the assistant's and bots' counts,
// and the identifiability check (solve-beginner.ts runs it over all 30 answers of a circuit).
//
// The known shots' beams advance over a grid whose cells start UNKNOWN. A beam stops at the first undecided
// cell on its way; that cell is either empty or the kind its answer names next (any orientation), so each
// decision has 2 to 5 options instead of a whole piece set. Cells where beams want different kinds, or a
// kind already placed, or no more hits, are empty without branching. When every known shot is explained the
// search reaches a leaf: the cells no known beam entered are free, and every way of putting the missing
// kinds on them fits (consistent-leaf.ts).
import { CELLS, COLS, DX, DY, ROWS, exitPointer, pointerEntry } from './board.js';
import { CODE, OUT } from './codes.js';
import { CODES_OF_KIND, makeLeaf, type Leaf } from './consistent-leaf.js';

/** One known shot as numbers: beginner hits (KIND_INDEX 0..4), the exit pointer (0: none), the flags. */
export interface RawShot {
  readonly pointer: number;
  readonly hits: readonly number[];
  readonly exit: number;
  readonly absorbed: boolean;
  readonly loop: boolean;
}

/** The one pointer (1–30) an exits bitmask names, 0 for none (a beginner beam leaves by one pointer at most). */
export const exitOf = (mask: number): number => (mask ? 32 - Math.clz32(mask) : 0);

/** How a search ended: explored everything, stopped by its visitor, or out of nodes. */
export type SearchEnd = 'done' | 'stopped' | 'budget';

const MAX_SHOTS = 30;
const STATES = CELLS * 4;
/** Hits one known shot may list (a beginner circuit holds five pieces, each lit from four sides at most). */
export const MAX_BEGINNER_HITS = 64;
const MAX_HITS = MAX_BEGINNER_HITS;
/** Beginner kind index of each behaviour code 0..9. */
const KIND_OF = Int8Array.from([-1, 0, 1, 2, 3, 3, 4, 4, 4, 4]);
/** The behaviour codes of each beginner kind. */
const CODES_OF: readonly (readonly number[])[] = CODES_OF_KIND.slice(0, 5);

// Module-local copies of imported constants (imports cost a getter per use under tsx/vite-node).
const W = COLS,
  H = ROWS,
  DXS = Int8Array.from(DX),
  DYS = Int8Array.from(DY),
  OUTS = OUT,
  exitAt = exitPointer;
const UNKNOWN = CODE.UNKNOWN,
  EMPTY = CODE.EMPTY,
  ABSORBER = CODE.ABSORBER,
  JUMP = CODE.JUMP;
const FAIL = 0,
  BLOCKED = 1,
  DONE = 2;

// Scratch memory (shared/ is single-threaded; a visitor must not start another search).
const expHits = new Int8Array(MAX_SHOTS * MAX_HITS);
const expLen = new Int16Array(MAX_SHOTS),
  expExit = new Int16Array(MAX_SHOTS),
  expAbs = new Uint8Array(MAX_SHOTS),
  expLoop = new Uint8Array(MAX_SHOTS);
const cell = new Int8Array(CELLS);
const report = new Int8Array(CELLS);
const noPartner = new Int8Array(CELLS).fill(-1);
const cellTrail = new Int16Array(CELLS);
const visited = new Uint8Array(MAX_SHOTS * STATES);
const visitTrail = new Int32Array(MAX_SHOTS * STATES);
const sx = new Int16Array(MAX_SHOTS),
  sy = new Int16Array(MAX_SHOTS),
  sd = new Int16Array(MAX_SHOTS),
  sh = new Int16Array(MAX_SHOTS),
  sdone = new Uint8Array(MAX_SHOTS);
const saved = new Int16Array((CELLS + 2) * MAX_SHOTS * 4);
const savedDone = new Uint8Array((CELLS + 2) * MAX_SHOTS);
const reqStamp = new Int32Array(CELLS);
const req = new Int8Array(CELLS);
const touched = new Int16Array(MAX_SHOTS);
let stamp = 0;

/**
 * Visits every leaf of beginner layouts holding exactly the kinds in `kindMask` (bit k for beginner kind k)
 * that fit `shots` (distinct pointers, at most 30). `visit` gets each leaf and returns false to stop.
 * `shuffle`, when given, reorders each decision's options (for sampling when the budget may run out).
 */
export function searchBeginner(
  kindMask: number,
  shots: readonly RawShot[],
  maxNodes: number,
  visit: (leaf: Leaf) => boolean,
  shuffle?: (options: number[]) => void,
): { end: SearchEnd; nodes: number } {
  const S = shots.length;
  if (S > MAX_SHOTS) throw new RangeError('laser: more than 30 distinct shots');
  for (let s = 0; s < S; s++) {
    const a = shots[s]!;
    if (a.hits.length > MAX_HITS) return { end: 'done', nodes: 0 };
    for (let i = 0; i < a.hits.length; i++) {
      const k = a.hits[i]!;
      if (k < 0 || k > 4 || !(kindMask & (1 << k))) return { end: 'done', nodes: 0 };
      expHits[s * MAX_HITS + i] = k;
    }
    expLen[s] = a.hits.length;
    expExit[s] = a.exit;
    expAbs[s] = a.absorbed ? 1 : 0;
    expLoop[s] = a.loop ? 1 : 0;
    const e = pointerEntry(a.pointer);
    sx[s] = e.x;
    sy[s] = e.y;
    sd[s] = e.dir;
    sh[s] = 0;
    sdone[s] = 0;
  }
  cell.fill(UNKNOWN);
  report.fill(-1);
  let cellTop = 0;
  let visitTop = 0;
  let placed = 0;
  let nodes = 0;
  let end: SearchEnd = 'done';

  const setCell = (i: number, c: number) => {
    cell[i] = c;
    cellTrail[cellTop++] = i;
    if (c > 0) {
      placed |= 1 << (KIND_OF[c] as number);
      report[i] = KIND_OF[c]!;
    }
  };

  function advance(s: number): number {
    let x = sx[s]!,
      y = sy[s]!,
      d = sd[s]!,
      h = sh[s]!;
    const len = expLen[s]!,
      base = s * MAX_HITS,
      vbase = s * STATES,
      loops = expLoop[s] === 1;
    for (;;) {
      if (x < 0 || x >= W || y < 0 || y >= H) {
        if (h === len && !expAbs[s] && !expLoop[s] && exitAt(x, y, d) === expExit[s]) {
          sdone[s] = 1;
          return DONE;
        }
        return FAIL;
      }
      const i = y * W + x;
      const c = cell[i]!;
      if (c === UNKNOWN) {
        sx[s] = x;
        sy[s] = y;
        sd[s] = d;
        sh[s] = h;
        return BLOCKED;
      }
      if (loops) {
        // Only a shot whose answer loops needs its lit states: any other looping beam keeps hitting
        // pieces round its cycle and soon hits one more than its answer lists.
        const v = vbase + i * 4 + d;
        if (visited[v]) {
          if (h === len) {
            sdone[s] = 1;
            return DONE;
          }
          return FAIL;
        }
        visited[v] = 1;
        visitTrail[visitTop++] = v;
      }
      if (c !== EMPTY) {
        if (h >= len || expHits[base + h] !== KIND_OF[c]) return FAIL;
        h++;
        if (c === ABSORBER) {
          if (h === len && expAbs[s]) {
            sdone[s] = 1;
            return DONE;
          }
          return FAIL;
        }
        if (c === JUMP) {
          x += 3 * DXS[d]!;
          y += 3 * DYS[d]!;
          continue;
        }
        d = OUTS[c * 4 + d]!;
      }
      x += DXS[d]!;
      y += DYS[d]!;
    }
  }

  /** Runs every shot as far as it goes and empties every cell that cannot hold a piece. False on a contradiction. */
  function propagate(): boolean {
    for (;;) {
      for (let s = 0; s < S; s++) if (!sdone[s] && advance(s) === FAIL) return false;
      stamp++;
      let nTouched = 0;
      for (let s = 0; s < S; s++) {
        if (sdone[s]) continue;
        const i = sy[s]! * W + sx[s]!;
        let k = sh[s]! < expLen[s]! ? expHits[s * MAX_HITS + sh[s]!]! : -1;
        if (k >= 0 && placed & (1 << k)) k = -1;
        if (reqStamp[i] !== stamp) {
          reqStamp[i] = stamp;
          req[i] = k;
          touched[nTouched++] = i;
        } else if (req[i] !== k) req[i] = -1;
      }
      let changed = false;
      for (let t = 0; t < nTouched; t++) {
        const i = touched[t]!;
        if (req[i] === -1 && cell[i] === UNKNOWN) {
          setCell(i, EMPTY);
          changed = true;
        }
      }
      if (!changed) return true;
    }
  }

  /** False to stop the whole search (visitor said so, or out of nodes). */
  function search(depth: number): boolean {
    if (++nodes > maxNodes) {
      end = 'budget';
      return false;
    }
    if (!propagate()) return true;
    // Pick the waiting cell with the fewest options.
    let bestCell = -1,
      bestKind = -1,
      bestOptions = 99;
    for (let s = 0; s < S; s++) {
      if (sdone[s]) continue;
      const i = sy[s]! * W + sx[s]!;
      const k = req[i]!; // set by the last propagate pass, never −1 here
      const n = CODES_OF[k]!.length;
      if (n < bestOptions) {
        bestOptions = n;
        bestCell = i;
        bestKind = k;
      }
    }
    if (bestCell < 0) {
      const missing: number[] = [];
      for (let k = 0; k < 5; k++) if (kindMask & (1 << k) && !(placed & (1 << k))) missing.push(k);
      if (visit(makeLeaf(cell, report, noPartner, missing))) return true;
      end = 'stopped';
      return false;
    }
    const off = depth * MAX_SHOTS * 4;
    saved.set(sx, off);
    saved.set(sy, off + MAX_SHOTS);
    saved.set(sd, off + 2 * MAX_SHOTS);
    saved.set(sh, off + 3 * MAX_SHOTS);
    savedDone.set(sdone, depth * MAX_SHOTS);
    const cTop = cellTop,
      vTop = visitTop,
      pl = placed;
    const options = [...CODES_OF[bestKind]!, EMPTY];
    if (shuffle) shuffle(options);
    for (const c of options) {
      setCell(bestCell, c);
      const more = search(depth + 1);
      while (cellTop > cTop) {
        const i = cellTrail[--cellTop]!;
        cell[i] = UNKNOWN;
        report[i] = -1;
      }
      while (visitTop > vTop) visited[visitTrail[--visitTop]!] = 0;
      placed = pl;
      sx.set(saved.subarray(off, off + MAX_SHOTS));
      sy.set(saved.subarray(off + MAX_SHOTS, off + 2 * MAX_SHOTS));
      sd.set(saved.subarray(off + 2 * MAX_SHOTS, off + 3 * MAX_SHOTS));
      sh.set(saved.subarray(off + 3 * MAX_SHOTS, off + 4 * MAX_SHOTS));
      sdone.set(savedDone.subarray(depth * MAX_SHOTS, (depth + 1) * MAX_SHOTS));
      if (!more) return false;
    }
    return true;
  }

  search(0);
  while (visitTop > 0) visited[visitTrail[--visitTop]!] = 0;
  return { end, nodes };
}
