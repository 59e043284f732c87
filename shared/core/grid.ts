// Square-grid maths shared by square-grid games (Web first): points, keys, the four neighbours, quarter turns of
// cell lists, normalised shapes and bounding boxes.
//
// Convention: a point is [x, y], x grows east and y grows south (page and 3D z alike). A quarter turn is
// CLOCKWISE as seen from above with north at the top: east → south → west → north, i.e. [x, y] → [−y, x].

/** One square of a grid. Example: `[2, -1]` (two east, one north of the origin). */
export type GridPoint = [x: number, y: number];

/** A point given to a function (read only, so literal and frozen tuples are accepted). */
export type GridPointIn = readonly [number, number];

/** The four sides in order N, E, S, W: the step to the neighbour across each. */
export const GRID_DIRECTIONS: readonly GridPointIn[] = [
  [0, -1],
  [1, 0],
  [0, 1],
  [-1, 0],
];

/** A stable string key of a point ("x,y"), for maps and sets keyed by square. */
export function gridKey(p: GridPointIn): string {
  return `${p[0]},${p[1]}`;
}

/** The point of a key made by `gridKey` (the inverse, for iterating a keyed set). */
export function parseGridKey(key: string): GridPoint {
  const i = key.indexOf(',');
  return [Number(key.slice(0, i)), Number(key.slice(i + 1))];
}

/** Offset and stride of `packPoint`: coordinates must lie in −PACK_OFFSET..PACK_OFFSET − 1. */
export const PACK_OFFSET = 1 << 15;
const PACK_STRIDE = 1 << 16;

/** A point packed in one integer (fast numeric keys for hot loops); |x|, |y| < 32768. */
export function packPoint(x: number, y: number): number {
  return (x + PACK_OFFSET) * PACK_STRIDE + (y + PACK_OFFSET);
}

/** The point of an integer made by `packPoint`. */
export function unpackPoint(k: number): GridPoint {
  return [Math.floor(k / PACK_STRIDE) - PACK_OFFSET, (k % PACK_STRIDE) - PACK_OFFSET];
}

/** Whether two points are the same square. */
export function samePoint(a: GridPointIn, b: GridPointIn): boolean {
  return a[0] === b[0] && a[1] === b[1];
}

/** Orders points by x, then y (a canonical order for sides and sorted lists). */
export function comparePoints(a: GridPointIn, b: GridPointIn): number {
  return a[0] - b[0] || a[1] - b[1];
}

/** The four side neighbours of a point, in N, E, S, W order. */
export function neighbours4(p: GridPointIn): GridPoint[] {
  return GRID_DIRECTIONS.map(([dx, dy]) => [p[0] + dx, p[1] + dy]);
}

/** Whether two squares share a side (never diagonal, never the same square). */
export function shareSide(a: GridPointIn, b: GridPointIn): boolean {
  return Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) === 1;
}

/** Whether two squares touch only at a corner. */
export function diagonalNeighbours(a: GridPointIn, b: GridPointIn): boolean {
  return Math.abs(a[0] - b[0]) === 1 && Math.abs(a[1] - b[1]) === 1;
}

/** Brings any number of quarter turns to 0–3 (negative turns included). */
export function normTurns(turns: number): number {
  return ((turns % 4) + 4) % 4;
}

/** A point turned `turns` quarter turns clockwise about the origin. */
export function rotatePoint(p: GridPointIn, turns: number): GridPoint {
  let [x, y] = p;
  for (let t = normTurns(turns); t > 0; t--) [x, y] = [-y, x];
  return [x + 0, y + 0]; // + 0 turns −0 into 0
}

/** Every cell turned `turns` quarter turns clockwise about the origin (order kept). */
export function rotateCells(cells: readonly GridPointIn[], turns: number): GridPoint[] {
  return cells.map((c) => rotatePoint(c, turns));
}

/** Every cell moved by (dx, dy) (order kept). */
export function translateCells(cells: readonly GridPointIn[], dx: number, dy: number): GridPoint[] {
  return cells.map(([x, y]) => [x + dx, y + dy]);
}

/** The smallest box holding every cell: min and max corners (inclusive) and its size in squares. */
export interface GridBox {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
  readonly width: number;
  readonly height: number;
}

/** The bounding box of a non-empty cell list (an empty list gives a 0×0 box at the origin). */
export function boundingBox(cells: readonly GridPointIn[]): GridBox {
  if (cells.length === 0) return { minX: 0, minY: 0, maxX: -1, maxY: -1, width: 0, height: 0 };
  let minX = Infinity,
    minY = Infinity,
    maxX = -Infinity,
    maxY = -Infinity;
  for (const [x, y] of cells) {
    if (x < minX) minX = x;
    if (y < minY) minY = y;
    if (x > maxX) maxX = x;
    if (y > maxY) maxY = y;
  }
  return { minX, minY, maxX, maxY, width: maxX - minX + 1, height: maxY - minY + 1 };
}

/** Cells moved so that their bounding box's north-west corner is [0, 0] (order kept): a shape's normal form. */
export function normaliseCells(cells: readonly GridPointIn[]): GridPoint[] {
  const box = boundingBox(cells);
  return translateCells(cells, -box.minX, -box.minY);
}

/** A shape turned `turns` quarter turns clockwise, normalised (its box's corner at [0, 0]); cell i stays cell i. */
export function turnShape(cells: readonly GridPointIn[], turns: number): GridPoint[] {
  return normaliseCells(rotateCells(cells, turns));
}

/** Whether two cell lists cover the same squares (in any order). */
export function sameCells(a: readonly GridPointIn[], b: readonly GridPointIn[]): boolean {
  if (a.length !== b.length) return false;
  const keys = new Set(a.map(gridKey));
  return b.every((p) => keys.has(gridKey(p)));
}

/** The distinct footprints of a shape under quarter turns: each with the first turn count (0–3) giving it. */
export function distinctTurns(cells: readonly GridPointIn[]): { turns: number; cells: GridPoint[] }[] {
  const out: { turns: number; cells: GridPoint[] }[] = [];
  for (let t = 0; t < 4; t++) {
    const turned = turnShape(cells, t);
    if (!out.some((o) => sameCells(o.cells, turned))) out.push({ turns: t, cells: turned });
  }
  return out;
}
