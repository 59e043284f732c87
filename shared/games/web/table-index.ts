// The table indexed for fast questions (what lies on a square, is it blocked, is a side or a computer taken):
// packed-integer maps built once per table and cached by the (immutable) arrays they come from, so that every
// apply, legal-move listing and view on the same table shares one index.
import { packPoint, type GridPointIn } from '../../core/index.js';
import type { BlockedAt } from './holes.js';
import { findHoles, isHoleAt } from './holes.js';
import type { PlacedCard, WebCable, WebSquare, WebTable, XY } from './game-types.js';

/** Squares of the table: what lies where. */
export interface SquareIndex {
  /** Card squares by packed point. */
  readonly squares: ReadonlyMap<number, WebSquare>;
  /** Obstacles by packed point. */
  readonly obstacles: ReadonlySet<number>;
  /** Server squares (packed), where every network starts. */
  readonly servers: readonly number[];
  /** A card or an obstacle lies on (x, y). */
  readonly blocked: BlockedAt;
}

/** Cables of the table: which sides are taken and how many cables end on each square. */
export interface CableIndex {
  readonly cables: readonly WebCable[];
  /** Taken sides by sideKey. */
  readonly sides: ReadonlySet<number>;
  /** Cables ending on each square (any colour), by packed point. */
  readonly ends: ReadonlyMap<number, number>;
}

/** The key of the side between two squares that share one (either order). */
export function sideKey(a: GridPointIn, b: GridPointIn): number {
  const [lo, hi] = a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]) ? [a, b] : [b, a];
  return packPoint(lo[0], lo[1]) * 2 + (hi[1] !== lo[1] ? 1 : 0);
}

/** A cable's ends in canonical order (the lesser square, by x then y, first), as the state keeps them. */
export function canonicalCable(a: GridPointIn, b: GridPointIn, colour: number): WebCable {
  const aFirst = a[0] < b[0] || (a[0] === b[0] && a[1] <= b[1]);
  const [p, q] = aFirst ? [a, b] : [b, a];
  return { a: [p[0], p[1]], b: [q[0], q[1]], colour };
}

/** The index over a square map and an obstacle set (taken over, not copied). */
function squareIndexOf(map: Map<number, WebSquare>, obs: ReadonlySet<number>, servers: number[]): SquareIndex {
  return {
    squares: map,
    obstacles: obs,
    servers,
    blocked: (x, y) => {
      const k = packPoint(x, y);
      return map.has(k) || obs.has(k);
    },
  };
}

/** Indexes card squares and obstacles. */
export function indexSquares(squares: readonly WebSquare[], obstacles: readonly GridPointIn[]): SquareIndex {
  const map = new Map<number, WebSquare>();
  const servers: number[] = [];
  for (const s of squares) {
    const k = packPoint(s.x, s.y);
    map.set(k, s);
    if (s.kind === 'server') servers.push(k);
  }
  const obs = new Set<number>();
  for (const [x, y] of obstacles) obs.add(packPoint(x, y));
  return squareIndexOf(map, obs, servers);
}

/** An index with more card squares (a card just played), built from the old one without re-reading the table. */
export function extendSquares(idx: SquareIndex, squares: readonly WebSquare[]): SquareIndex {
  const map = new Map(idx.squares);
  const servers = idx.servers.slice();
  for (const s of squares) {
    const k = packPoint(s.x, s.y);
    map.set(k, s);
    if (s.kind === 'server') servers.push(k);
  }
  return squareIndexOf(map, idx.obstacles, servers);
}

/** Indexes cables. */
export function indexCables(cables: readonly WebCable[]): CableIndex {
  const sides = new Set<number>();
  const ends = new Map<number, number>();
  for (const c of cables) {
    sides.add(sideKey(c.a, c.b));
    for (const [x, y] of [c.a, c.b]) {
      const k = packPoint(x, y);
      ends.set(k, (ends.get(k) ?? 0) + 1);
    }
  }
  return { cables, sides, ends };
}

const squareCache = new WeakMap<readonly PlacedCard[], WeakMap<readonly XY[], SquareIndex>>();
const cableCache = new WeakMap<readonly WebCable[], CableIndex>();

/** Tables one card longer than an indexed table, waiting to be indexed from it when first asked about. */
const extensions = new WeakMap<readonly PlacedCard[], { readonly before: SquareIndex; readonly obstacles: readonly XY[] }>();

/** The square index of a game's table (cards as placed, obstacles), cached per pair of arrays. */
export function squaresOfGame(table: readonly PlacedCard[], obstacles: readonly XY[]): SquareIndex {
  let byObs = squareCache.get(table);
  if (!byObs) squareCache.set(table, (byObs = new WeakMap()));
  let idx = byObs.get(obstacles);
  if (!idx) {
    const ext = extensions.get(table);
    idx = ext && ext.obstacles === obstacles
      ? extendSquares(ext.before, table[table.length - 1]!.squares)
      : indexSquares(table.flatMap((c) => c.squares), obstacles);
    byObs.set(obstacles, idx);
  }
  return idx;
}

/**
 * Notes that `table` is an indexed table (`before`) with one more card (apply's play), so that the first
 * question about it extends that index instead of reading the whole table again.
 */
export function rememberExtended(before: SquareIndex, table: readonly PlacedCard[], obstacles: readonly XY[]): void {
  extensions.set(table, { before, obstacles });
}

/** The cable index of a game's cables, cached per array. */
export function cablesOfGame(cables: readonly WebCable[]): CableIndex {
  let idx = cableCache.get(cables);
  if (!idx) cableCache.set(cables, (idx = indexCables(cables)));
  return idx;
}

/** The spec's WebTable of a game's table (fresh arrays: the caller may keep or change it). */
export function webTableOf(g: { readonly table: readonly PlacedCard[]; readonly obstacles: readonly XY[]; readonly cables: readonly WebCable[] }): WebTable {
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

const holeCache = new WeakMap<readonly PlacedCard[], WeakMap<readonly XY[], readonly XY[]>>();

/** Every hole of a game's table (cards and obstacles), cached per pair of arrays (every viewer's view shares it). */
export function holesOfGame(table: readonly PlacedCard[], obstacles: readonly XY[]): readonly XY[] {
  let byObs = holeCache.get(table);
  if (!byObs) holeCache.set(table, (byObs = new WeakMap()));
  let holes = byObs.get(obstacles);
  if (!holes) {
    const blocked: [number, number][] = table.flatMap((c) => c.squares.map((s): [number, number] => [s.x, s.y]));
    for (const [x, y] of obstacles) blocked.push([x, y]);
    byObs.set(obstacles, (holes = findHoles(blocked)));
  }
  return holes;
}
