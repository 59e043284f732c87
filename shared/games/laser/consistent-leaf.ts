// A leaf of the consistent-layout search: the cells the known shots decided, and the pieces still to place
// on cells no known beam entered. Every completion of a leaf fits the known answers, so a leaf stands for
// `weight` layouts at once; these helpers count, sample and list them, and find a counter-example in one.
import { CELLS, COLS } from './board.js';
import { CODE, KIND_INDEX, codeOf, pieceOfCode } from './codes.js';
import { layoutKey } from './layout.js';
import { BEGINNER_KINDS, KINDS, ORIENTATIONS, type LaserKind, type LaserLayout, type LaserPiece } from './types.js';

const W = COLS,
  N = CELLS,
  UNKNOWN = CODE.UNKNOWN,
  EMPTY = CODE.EMPTY;
const PORTALS = KIND_INDEX.portals,
  MYSTERY = KIND_INDEX.mystery;

/** The behaviour codes of one kind, one per orientation (a kind without orientations has one). */
const codesOf = (k: LaserKind): number[] =>
  ORIENTATIONS[k].length ? ORIENTATIONS[k].map((o) => codeOf(k, o)) : [codeOf(k)];

/** Behaviour codes a piece of each kind (KIND_INDEX order) may take; the Mystery may hide any beginner code. */
export const CODES_OF_KIND: readonly (readonly number[])[] = KINDS.map((k) =>
  k === 'mystery' ? BEGINNER_KINDS.flatMap(codesOf) : codesOf(k),
);

/**
 * Decided cells and what is left to place. `code` holds a behaviour code per cell (UNKNOWN: free, no known
 * beam entered it); `report` the kind a decided piece reports (KIND_INDEX, −1 none); `partner` the other
 * portal cell. `missing` lists the kinds (KIND_INDEX) still to place on free cells; `weight` counts the
 * layouts this leaf stands for.
 */
export interface Leaf {
  readonly code: Int8Array;
  readonly report: Int8Array;
  readonly partner: Int8Array;
  readonly missing: readonly number[];
  readonly free: number;
  readonly weight: number;
}

/** Number of ways to put the `missing` kinds on `free` cells (portals take two cells, either way round). */
export function completions(missing: readonly number[], free: number): number {
  let w = 1,
    f = free,
    portals = false;
  for (const k of missing) {
    const cells = k === PORTALS ? 2 : 1;
    for (let c = 0; c < cells; c++) w *= Math.max(0, f--);
    if (k === PORTALS) portals = true;
    w *= CODES_OF_KIND[k]!.length;
  }
  return portals ? w / 2 : w;
}

/** A leaf from the search's arrays (copied): free cells are the UNKNOWN ones. */
export function makeLeaf(code: Int8Array, report: Int8Array, partner: Int8Array, missing: readonly number[]): Leaf {
  let free = 0;
  for (let i = 0; i < N; i++) if (code[i] === UNKNOWN) free++;
  return {
    code: code.slice(),
    report: report.slice(),
    partner: partner.slice(),
    missing: missing.slice(),
    free,
    weight: completions(missing, free),
  };
}

function piece(kind: number, code: number, i: number, j = -1): LaserPiece {
  const x = i % W,
    y = (i / W) | 0;
  if (kind === PORTALS) return { kind: 'portals', x, y, x2: j % W, y2: (j / W) | 0 };
  const p = pieceOfCode(code);
  if (kind === MYSTERY) return { kind: 'mystery', x, y, hidden: p as LaserPiece['hidden'] & object };
  return p.orientation === undefined ? { kind: p.kind, x, y } : { kind: p.kind, x, y, orientation: p.orientation };
}

/** The pieces a leaf has decided. */
export function leafPieces(leaf: Leaf): LaserPiece[] {
  const out: LaserPiece[] = [];
  for (let i = 0; i < N; i++) {
    const c = leaf.code[i]!;
    if (c === UNKNOWN || c === EMPTY) continue;
    const k = leaf.report[i]!;
    if (k === PORTALS) {
      const j = leaf.partner[i]!;
      if (i < j) out.push(piece(k, c, i, j));
    } else out.push(piece(k, c, i));
  }
  return out;
}

/** The free cells of a leaf, ascending. */
export function freeCells(leaf: Leaf): number[] {
  const out: number[] = [];
  for (let i = 0; i < N; i++) if (leaf.code[i] === UNKNOWN) out.push(i);
  return out;
}

/** One completion of a leaf drawn uniformly; `rand(n)` returns an integer in [0, n). */
export function sampleLeaf(
  leaf: Leaf,
  rand: (n: number) => number,
  decided: LaserPiece[] = leafPieces(leaf),
  free: number[] = freeCells(leaf),
): LaserLayout {
  const cells = free.slice();
  let top = 0;
  const take = () => {
    const r = top + rand(cells.length - top);
    const c = cells[r]!;
    cells[r] = cells[top]!;
    cells[top++] = c;
    return c;
  };
  const pieces = decided.slice();
  for (const k of leaf.missing) {
    const i = take();
    if (k === PORTALS) pieces.push(piece(k, 0, i, take()));
    else {
      const codes = CODES_OF_KIND[k]!;
      pieces.push(piece(k, codes[rand(codes.length)]!, i));
    }
  }
  return { pieces };
}

/** Every completion of a leaf, in a fixed order; `visit` returns false to stop (then so does this). */
export function eachCompletion(leaf: Leaf, visit: (layout: LaserLayout) => boolean): boolean {
  const decided = leafPieces(leaf);
  const free = freeCells(leaf);
  const used = new Uint8Array(N);
  const extra: LaserPiece[] = [];
  const go = (m: number): boolean => {
    if (m === leaf.missing.length) return visit({ pieces: [...decided, ...extra] });
    const k = leaf.missing[m]!;
    for (const i of free) {
      if (used[i]) continue;
      used[i] = 1;
      if (k === PORTALS) {
        for (const j of free) {
          if (j <= i || used[j]) continue;
          used[j] = 1;
          extra.push(piece(k, 0, i, j));
          const more = go(m + 1);
          extra.pop();
          used[j] = 0;
          if (!more) {
            used[i] = 0;
            return false;
          }
        }
      } else {
        for (const c of CODES_OF_KIND[k]!) {
          extra.push(piece(k, c, i));
          const more = go(m + 1);
          extra.pop();
          if (!more) {
            used[i] = 0;
            return false;
          }
        }
      }
      used[i] = 0;
    }
    return true;
  };
  return go(0);
}

/**
 * The first completion of a leaf whose layoutKey is not `key`, or null: the identifiability searches'
 * counter-example. The missing kinds are placed in the order `kinds` lists them (the original's pieces).
 */
export function otherCompletion(leaf: Leaf, kinds: readonly number[], key: string): LaserLayout | null {
  const missing = kinds.filter((k) => leaf.missing.includes(k));
  let found: LaserLayout | null = null;
  eachCompletion({ ...leaf, missing }, (layout) => {
    if (layoutKey(layout) === key) return true;
    found = layout;
    return false;
  });
  return found;
}
