// The table indexed for fast questions (what lies on a square, is it blocked, is a side or a computer taken):
// indexes cached by the (immutable) arrays they come from, so that every apply, legal-move listing and view on
// the same table shares one, and extended in place when apply makes a new array one card or cable longer
// (square-index.ts, cable-index.ts).
import { packPoint, type GridPointIn } from '../../core/index.js';
import { extendCables, indexCables, type CableIndex } from './cable-index.js';
import { findHoles, isHoleAt } from './holes.js';
import type { PlacedCard, WebCable, WebTable, XY } from './game-types.js';
import { extendSquares, indexSquares, type SquareIndex } from './square-index.js';

export { extendSquares, indexSquares, type SquareIndex } from './square-index.js';
export { extendCables, indexCables, sideKey, type CableIndex } from './cable-index.js';

/** A cable's ends in canonical order (the lesser square, by x then y, first), as the state keeps them. */
export function canonicalCable(a: GridPointIn, b: GridPointIn, colour: number): WebCable {
  const aFirst = a[0] < b[0] || (a[0] === b[0] && a[1] <= b[1]);
  const [p, q] = aFirst ? [a, b] : [b, a];
  return { a: [p[0], p[1]], b: [q[0], q[1]], colour };
}

/** The last index asked of a table, with the obstacles it was built for (a game's obstacles never change). */
const squareCache = new WeakMap<
  readonly PlacedCard[],
  { readonly obstacles: readonly XY[]; readonly idx: SquareIndex }
>();
const cableCache = new WeakMap<readonly WebCable[], CableIndex>();

/** The square index of a game's table (cards as placed, obstacles), cached per pair of arrays. */
export function squaresOfGame(table: readonly PlacedCard[], obstacles: readonly XY[]): SquareIndex {
  const hit = squareCache.get(table);
  if (hit && hit.obstacles === obstacles) return hit.idx;
  const idx = indexSquares(
    table.flatMap((c) => c.squares),
    obstacles,
  );
  squareCache.set(table, { obstacles, idx });
  return idx;
}

/**
 * Notes that `table` is an indexed table (`before`) with one more card (apply's play): its index is `before`
 * extended by that card's squares (in place along one line of play), not a reading of the whole table.
 */
export function rememberExtended(before: SquareIndex, table: readonly PlacedCard[], obstacles: readonly XY[]): void {
  squareCache.set(table, { obstacles, idx: extendSquares(before, table[table.length - 1]!.squares) });
}

/** The cable index of a game's cables, cached per array. */
export function cablesOfGame(cables: readonly WebCable[]): CableIndex {
  let idx = cableCache.get(cables);
  if (!idx) {
    idx = indexCables(cables);
    cableCache.set(cables, idx);
  }
  return idx;
}

/** Notes that `cables` is an indexed list (`before`) with one more cable (apply's cable), as rememberExtended does for cards. */
export function rememberCables(before: CableIndex, cables: readonly WebCable[]): void {
  cableCache.set(cables, extendCables(before, cables));
}

/** The spec's WebTable of a game's table (fresh arrays: the caller may keep or change it). */
export function webTableOf(g: {
  readonly table: readonly PlacedCard[];
  readonly obstacles: readonly XY[];
  readonly cables: readonly WebCable[];
}): WebTable {
  return {
    squares: g.table.flatMap((c) => c.squares.map((s) => ({ ...s }))),
    obstacles: g.obstacles.map(([x, y]): [number, number] => [x, y]),
    cables: g.cables.map((c) => canonicalCable(c.a, c.b, c.colour)),
  };
}

/** Whether a cable may end on (x, y) by rule 1: a card square, or a hole. */
export function playable(sq: SquareIndex, x: number, y: number): boolean {
  return sq.squares.has(packPoint(x, y)) || isHoleAt(sq.blocked, x, y);
}

const holeCache = new WeakMap<
  readonly PlacedCard[],
  { readonly obstacles: readonly XY[]; readonly holes: readonly XY[] }
>();

/** Every hole of a game's table (cards and obstacles), cached per pair of arrays (every viewer's view shares it). */
export function holesOfGame(table: readonly PlacedCard[], obstacles: readonly XY[]): readonly XY[] {
  const hit = holeCache.get(table);
  if (hit && hit.obstacles === obstacles) return hit.holes;
  const blocked: [number, number][] = table.flatMap((c) => c.squares.map((s): [number, number] => [s.x, s.y]));
  for (const [x, y] of obstacles) blocked.push([x, y]);
  const holes = findHoles(blocked);
  holeCache.set(table, { obstacles, holes });
  return holes;
}
