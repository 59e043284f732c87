// The exact identifiability search for beginner circuits (one beam per shot, no budget needed).
//
// All 30 shots of the candidate circuit are followed at once over a grid whose cells start UNKNOWN. A beam
// stops at the first undecided cell on its way; that cell is then either empty or holds exactly the kind
// the shot's answer names as its next hit (any orientation), so each decision has 2 to 5 options instead
// of a whole piece set. Cells several beams wait on with different next hits are empty without branching;
// so is a cell a beam reaches when its answer has no hit left or its next kind is already placed. When
// every shot is explained, cells no beam ever entered are free: pieces not yet placed may go on any of
// them, which gives another layout at once when there is more than one way.
import { CELLS, COLS, DX, DY, ROWS, exitPointer, pointerEntry } from './board.js';
import { CODE, OUT, compileLayout, pieceOfCode } from './codes.js';
import { traceRaw } from './trace.js';
import { BEGINNER_KINDS, type LaserLayout, type LaserPiece } from './types.js';

const SHOTS = 30;
const STATES = CELLS * 4;
/** Beginner kind index (KINDS order) of each behaviour code 0..9. */
const KIND_OF = Int8Array.from([-1, 0, 1, 2, 3, 3, 4, 4, 4, 4]);
/** The behaviour codes of each beginner kind. */
const CODES_OF: readonly (readonly number[])[] = [[1], [2], [3], [4, 5], [6, 7, 8, 9]];

// Module-local copies of imported constants (imports cost a getter per use under tsx/vite-node).
const W = COLS, H = ROWS, N = CELLS, DXS = Int8Array.from(DX), DYS = Int8Array.from(DY), OUTS = OUT, exitAt = exitPointer;
const UNKNOWN = CODE.UNKNOWN, EMPTY = CODE.EMPTY, ABSORBER = CODE.ABSORBER, JUMP = CODE.JUMP;
const FAIL = 0, BLOCKED = 1, DONE = 2;
/** Hits one beginner shot can list at most (each lit state hits at most once). */
const MAX_HITS = STATES;

/** Statistics of one search (for the benchmark). */
export interface SearchStats {
  nodes: number;
}

// Scratch memory shared by every search (shared/ code is single-threaded; nothing is kept between calls).
const expHits = new Int8Array(SHOTS * MAX_HITS);
const expLen = new Int16Array(SHOTS), expExit = new Int16Array(SHOTS), expAbs = new Uint8Array(SHOTS), expLoop = new Uint8Array(SHOTS);
const cell = new Int8Array(CELLS);
const cellTrail = new Int16Array(CELLS);
const visited = new Uint8Array(SHOTS * STATES);
const visitTrail = new Int32Array(SHOTS * STATES);
const sx = new Int16Array(SHOTS), sy = new Int16Array(SHOTS), sd = new Int16Array(SHOTS), sh = new Int16Array(SHOTS), sdone = new Uint8Array(SHOTS);
const saved = new Int16Array((CELLS + 2) * SHOTS * 4);
const savedDone = new Uint8Array((CELLS + 2) * SHOTS);
const reqStamp = new Int32Array(CELLS);
const req = new Int8Array(CELLS);
const touched = new Int16Array(SHOTS);
let stamp = 0;

/**
 * Searches for a beginner layout other than `original` with the same 30 answers. Returns it, or null when
 * there is none (the original is identifiable). Exact: no budget.
 */
export function findOtherBeginner(original: LaserLayout, stats?: SearchStats): LaserLayout | null {
  const kindIndex = (k: string) => (BEGINNER_KINDS as readonly string[]).indexOf(k);
  const inLayout = original.pieces.map((p) => kindIndex(p.kind));
  let present = 0;
  for (const k of inLayout) present |= 1 << k;
  const originalKey = keyOfCells(original);

  const board = compileLayout(original);
  for (let s = 0; s < SHOTS; s++) {
    const a = traceRaw(board, s + 1);
    if (a.hits.length > MAX_HITS) throw new Error('laser: a beginner shot hit more pieces than states exist');
    for (let i = 0; i < a.hits.length; i++) expHits[s * MAX_HITS + i] = a.hits[i]!;
    expLen[s] = a.hits.length;
    expExit[s] = a.exits ? 31 - Math.clz32(a.exits) + 1 : 0;
    expAbs[s] = a.absorbed ? 1 : 0;
    expLoop[s] = a.loop ? 1 : 0;
    const e = pointerEntry(s + 1);
    sx[s] = e.x; sy[s] = e.y; sd[s] = e.dir; sh[s] = 0; sdone[s] = 0;
  }
  cell.fill(UNKNOWN);
  let cellTop = 0;
  let visitTop = 0;
  let placed = 0;
  let nodes = 0;
  let found: LaserLayout | null = null;

  const setCell = (i: number, c: number) => {
    cell[i] = c;
    cellTrail[cellTop++] = i;
    if (c > 0) placed |= 1 << (KIND_OF[c] as number);
  };

  function advance(s: number): number {
    let x = sx[s]!, y = sy[s]!, d = sd[s]!, h = sh[s]!;
    const len = expLen[s]!, base = s * MAX_HITS, vbase = s * STATES, loops = expLoop[s] === 1;
    for (;;) {
      if (x < 0 || x >= W || y < 0 || y >= H) {
        if (h === len && !expAbs[s] && !expLoop[s] && exitAt(x, y, d) === expExit[s]) { sdone[s] = 1; return DONE; }
        return FAIL;
      }
      const i = y * W + x;
      const c = cell[i]!;
      if (c === UNKNOWN) { sx[s] = x; sy[s] = y; sd[s] = d; sh[s] = h; return BLOCKED; }
      if (loops) {
        // Only a shot whose answer loops needs its lit states: any other looping beam keeps hitting
        // pieces round its cycle and soon hits one more than its answer lists.
        const v = vbase + i * 4 + d;
        if (visited[v]) {
          if (h === len) { sdone[s] = 1; return DONE; }
          return FAIL;
        }
        visited[v] = 1;
        visitTrail[visitTop++] = v;
      }
      if (c !== EMPTY) {
        if (h >= len || expHits[base + h] !== KIND_OF[c]) return FAIL;
        h++;
        if (c === ABSORBER) {
          if (h === len && expAbs[s]) { sdone[s] = 1; return DONE; }
          return FAIL;
        }
        if (c === JUMP) { x += 3 * DXS[d]!; y += 3 * DYS[d]!; continue; }
        d = OUTS[c * 4 + d]!;
      }
      x += DXS[d]!;
      y += DYS[d]!;
    }
  }

  /** Runs every shot as far as it goes and empties every cell that cannot hold a piece. False on a contradiction. */
  function propagate(): boolean {
    for (;;) {
      for (let s = 0; s < SHOTS; s++) if (!sdone[s] && advance(s) === FAIL) return false;
      stamp++;
      let nTouched = 0;
      for (let s = 0; s < SHOTS; s++) {
        if (sdone[s]) continue;
        const i = sy[s]! * W + sx[s]!;
        let k = sh[s]! < expLen[s]! ? expHits[s * MAX_HITS + sh[s]!]! : -1;
        if (k >= 0 && (placed & (1 << k) || !(present & (1 << k)))) k = -1;
        if (reqStamp[i] !== stamp) { reqStamp[i] = stamp; req[i] = k; touched[nTouched++] = i; } else if (req[i] !== k) req[i] = -1;
      }
      let changed = false;
      for (let t = 0; t < nTouched; t++) {
        const i = touched[t]!;
        if (req[i] === -1 && cell[i] === UNKNOWN) { setCell(i, EMPTY); changed = true; }
      }
      if (!changed) return true;
    }
  }

  function search(depth: number): boolean {
    nodes++;
    if (!propagate()) return false;
    // Pick the waiting cell with the fewest options.
    let bestCell = -1, bestKind = -1, bestOptions = 99;
    for (let s = 0; s < SHOTS; s++) {
      if (sdone[s]) continue;
      const i = sy[s]! * W + sx[s]!;
      const k = req[i]!; // set by the last propagate pass, never −1 here
      const n = CODES_OF[k]!.length;
      if (n < bestOptions) { bestOptions = n; bestCell = i; bestKind = k; }
    }
    if (bestCell < 0) return complete();
    const off = depth * SHOTS * 4;
    saved.set(sx, off); saved.set(sy, off + SHOTS); saved.set(sd, off + 2 * SHOTS); saved.set(sh, off + 3 * SHOTS);
    savedDone.set(sdone, depth * SHOTS);
    const cTop = cellTop, vTop = visitTop, pl = placed;
    const options = [...CODES_OF[bestKind]!, EMPTY];
    for (const c of options) {
      setCell(bestCell, c);
      if (search(depth + 1)) return true;
      while (cellTop > cTop) cell[cellTrail[--cellTop]!] = UNKNOWN;
      while (visitTop > vTop) visited[visitTrail[--visitTop]!] = 0;
      placed = pl;
      sx.set(saved.subarray(off, off + SHOTS)); sy.set(saved.subarray(off + SHOTS, off + 2 * SHOTS));
      sd.set(saved.subarray(off + 2 * SHOTS, off + 3 * SHOTS)); sh.set(saved.subarray(off + 3 * SHOTS, off + 4 * SHOTS));
      sdone.set(savedDone.subarray(depth * SHOTS, (depth + 1) * SHOTS));
    }
    return false;
  }

  /** Every shot is explained: place the missing kinds on cells no beam entered, other than the original if possible. */
  function complete(): boolean {
    const pieces: LaserPiece[] = [];
    for (let i = 0; i < N; i++) {
      const c = cell[i]!;
      if (c > 0) pieces.push({ ...pieceOfCode(c), x: i % W, y: (i / W) | 0 });
    }
    const free: number[] = [];
    for (let i = 0; i < N; i++) if (cell[i] === UNKNOWN) free.push(i);
    const missing = inLayout.filter((k) => !(placed & (1 << k)));
    const fill = (m: number, used: number[]): boolean => {
      if (m === missing.length) {
        const layout = { pieces: [...pieces, ...used.map((u) => ({ ...pieceOfCode(u >> 8), x: (u & 255) % W, y: ((u & 255) / W) | 0 }))] };
        if (keyOfCells(layout) === originalKey) return false;
        found = layout;
        return true;
      }
      for (const i of free) {
        if (used.some((u) => (u & 255) === i)) continue;
        for (const c of CODES_OF[missing[m]!]!) if (fill(m + 1, [...used, (c << 8) | i])) return true;
      }
      return false;
    };
    return fill(0, []);
  }

  search(0);
  while (visitTop > 0) visited[visitTrail[--visitTop]!] = 0;
  if (stats) stats.nodes += nodes;
  return found;
}

/** A canonical key of a beginner layout: each piece's kind, cell and orientation. */
function keyOfCells(layout: LaserLayout): string {
  return layout.pieces.map((p) => `${p.kind}@${p.y * W + p.x}${p.orientation ?? ''}`).sort().join(' ');
}
