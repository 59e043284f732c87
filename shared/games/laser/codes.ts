// Components as small integers and what each does to a beam: the tables the tracer and the solver share.
import { CELLS, COLS } from './board.js';
import { KINDS, ORIENTATIONS, type LaserKind, type LaserLayout, type LaserPiece } from './types.js';

const W = COLS,
  N = CELLS,
  ALL_KINDS = KINDS;

/** Behaviour codes of a cell (a kind with its orientation). UNKNOWN is a cell the solver has not decided yet. */
export const CODE = {
  UNKNOWN: -1,
  EMPTY: 0,
  ABSORBER: 1,
  REFLECTOR: 2,
  JUMP: 3,
  DIAGONAL: 4, // '\' then '/'
  TRIANGLE: 6, // NE, SE, SW, NW
  DIODE: 10, // N, E, S, W
  SENSOR: 14,
  ONE_SIDED: 15, // '\N', '\S', '/N', '/S'
  SPLITTER: 19, // '\' then '/'
  PORTAL: 21,
  DEFLECTOR: 22, // L, R
} as const;
/** Number of behaviour codes (EMPTY included). */
export const CODE_COUNT = 24;

/** First code of each kind (a Mystery has none of its own: it takes its hidden kind's). */
const FIRST_CODE: { readonly [K in LaserKind]: number } = {
  absorber: CODE.ABSORBER,
  reflector: CODE.REFLECTOR,
  jump: CODE.JUMP,
  diagonal: CODE.DIAGONAL,
  triangle: CODE.TRIANGLE,
  diode: CODE.DIODE,
  sensor: CODE.SENSOR,
  oneSidedMirror: CODE.ONE_SIDED,
  splitter: CODE.SPLITTER,
  portals: CODE.PORTAL,
  deflector: CODE.DEFLECTOR,
  mystery: -1,
};

/** The behaviour code of a kind with an orientation (an unknown orientation counts as the first). */
export function codeOf(kind: LaserKind, orientation?: string): number {
  const i = ORIENTATIONS[kind].indexOf(orientation ?? '');
  return FIRST_CODE[kind] + Math.max(0, i);
}

/** The kind and orientation a behaviour code stands for (inverse of codeOf; not for EMPTY/UNKNOWN). */
export function pieceOfCode(code: number): { kind: LaserKind; orientation?: string } {
  let best: LaserKind = 'absorber';
  for (const k of ALL_KINDS) {
    const first = FIRST_CODE[k];
    if (first >= 0 && first <= code && first >= FIRST_CODE[best]) best = k;
  }
  const orientation = ORIENTATIONS[best][code - FIRST_CODE[best]];
  return orientation === undefined ? { kind: best } : { kind: best, orientation };
}

const mirrorBack = (d: number) => 3 - d; // '\': N→W, E→S, S→E, W→N
const mirrorSlash = (d: number) => d ^ 1; // '/': N→E, E→N, S→W, W→S
const TRIANGLE_LEGS = [
  [0, 1],
  [2, 1],
  [2, 3],
  [0, 3],
] as const; // NE, SE, SW, NW: the sides that are legs
const ONE_SIDED_FACE = [
  [0, 1],
  [2, 3],
  [0, 3],
  [2, 1],
] as const; // '\N', '\S', '/N', '/S': silvered half's sides

/** Absorbed (OUT value). */
export const STOP = -1;

/**
 * OUT[code * 4 + dir]: the direction a beam entering a cell moving `dir` leaves in, or STOP. For the
 * splitter it is the straight beam (the second beam is SPLIT_OUT); the jump and portals move the beam
 * elsewhere but keep its direction.
 */
export const OUT: Int8Array = (() => {
  const t = new Int8Array(CODE_COUNT * 4);
  for (let d = 0; d < 4; d++) {
    const side = d ^ 2; // the side of the cell the beam enters through
    t[CODE.EMPTY * 4 + d] = d;
    t[CODE.ABSORBER * 4 + d] = STOP;
    t[CODE.REFLECTOR * 4 + d] = d ^ 2;
    t[CODE.JUMP * 4 + d] = d;
    t[CODE.DIAGONAL * 4 + d] = mirrorBack(d);
    t[(CODE.DIAGONAL + 1) * 4 + d] = mirrorSlash(d);
    for (let c = 0; c < 4; c++) {
      const legs: readonly number[] = TRIANGLE_LEGS[c] as readonly number[];
      const mirror = c === 0 || c === 2 ? mirrorBack : mirrorSlash;
      t[(CODE.TRIANGLE + c) * 4 + d] = legs.includes(side) ? d ^ 2 : mirror(d);
      t[(CODE.DIODE + c) * 4 + d] = d === (c ^ 2) ? d ^ 2 : d;
      const face: readonly number[] = ONE_SIDED_FACE[c] as readonly number[];
      t[(CODE.ONE_SIDED + c) * 4 + d] = face.includes(side) ? (c < 2 ? mirrorBack(d) : mirrorSlash(d)) : STOP;
    }
    t[CODE.SENSOR * 4 + d] = d;
    t[CODE.SPLITTER * 4 + d] = d;
    t[(CODE.SPLITTER + 1) * 4 + d] = d;
    t[CODE.PORTAL * 4 + d] = d;
    t[CODE.DEFLECTOR * 4 + d] = (d + 3) & 3;
    t[(CODE.DEFLECTOR + 1) * 4 + d] = (d + 1) & 3;
  }
  return t;
})();

/** The second beam a splitter sends out (as a diagonal mirror of its orientation would). */
export function splitOut(code: number, d: number): number {
  return code === CODE.SPLITTER ? mirrorBack(d) : mirrorSlash(d);
}

/** Index in KINDS of each kind, as the solver and tracer report hits. */
export const KIND_INDEX: { readonly [K in LaserKind]: number } = Object.fromEntries(
  ALL_KINDS.map((k, i) => [k, i]),
) as { [K in LaserKind]: number };

/**
 * A layout made into flat arrays: per cell its behaviour code, the kind it reports when hit (KIND_INDEX,
 * −1 for none) and, for a portal cell, the other portal cell (−1 otherwise).
 */
export interface Board {
  readonly code: Int8Array;
  readonly report: Int8Array;
  readonly partner: Int8Array;
  /** Whether some cell holds a splitter (a shot may then have several beams). */
  multi: boolean;
}

/** An empty board (every cell EMPTY), or every cell UNKNOWN for the solver. */
export function makeBoard(fill: number = CODE.EMPTY): Board {
  return {
    code: new Int8Array(N).fill(fill),
    report: new Int8Array(N).fill(-1),
    partner: new Int8Array(N).fill(-1),
    multi: false,
  };
}

/** The behaviour code a piece gives its cell (a Mystery behaves as its hidden kind). */
export function pieceCode(p: LaserPiece): number {
  if (p.kind === 'mystery') return p.hidden ? codeOf(p.hidden.kind, p.hidden.orientation) : CODE.EMPTY;
  return codeOf(p.kind, p.orientation);
}

/**
 * Compiles a layout (assumed valid: see parseLayout) into a Board; pieces off the grid are ignored. Cells
 * without a piece get `fill` (UNKNOWN for a partial layout such as a notebook).
 */
export function compileLayout(layout: LaserLayout, fill: number = CODE.EMPTY): Board {
  const b = makeBoard(fill);
  const inside = (x: number, y: number) =>
    Number.isInteger(x) && Number.isInteger(y) && x >= 0 && x < W && y >= 0 && y * W < N;
  for (const p of layout.pieces) {
    if (!inside(p.x, p.y)) continue;
    const i = p.y * W + p.x;
    b.code[i] = pieceCode(p);
    if (p.kind === 'splitter') b.multi = true;
    b.report[i] = KIND_INDEX[p.kind];
    if (p.kind === 'portals' && p.x2 !== undefined && p.y2 !== undefined && inside(p.x2, p.y2)) {
      const j = p.y2 * W + p.x2;
      b.code[j] = CODE.PORTAL;
      b.report[j] = KIND_INDEX.portals;
      b.partner[i] = j;
      b.partner[j] = i;
    }
  }
  return b;
}
