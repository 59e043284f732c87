// Hexagonal grid maths shared by hex-board games (Labiro first): axial coordinates, sides, distance, pixels.
//
// Convention: FLAT-TOP hexes in axial coordinates { q, r } (redblobgames' "flat" layout). Seen from above,
// with north at the top of the screen (−y on a page, −z on the 3D table), the six sides are numbered
// clockwise from north: 0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW. Side s faces `neighbour(h, s)`; that neighbour
// sees the shared edge as its side s + 3 (mod 6). Turning a piece one step clockwise moves side s to s + 1.
// Pixels: x grows east, y grows south (page and 3D z alike); unit size = centre-to-corner 1, so neighbouring
// centres are √3 apart. A clockwise turn of t steps is a rotation of −t·60° about +y in three.js.

/** One cell of a hex grid in axial coordinates. Example: `{ q: 2, r: -1 }`. */
export interface Hex {
  readonly q: number;
  readonly r: number;
}

/** A side of a hex, 0–5 clockwise from north (0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW). Example: 3. */
export type HexSide = number;

/** The axial step across each side 0–5 (flat-top, clockwise from north). */
export const HEX_DIRECTIONS: readonly Hex[] = [
  { q: 0, r: -1 }, // 0 N
  { q: 1, r: -1 }, // 1 NE
  { q: 1, r: 0 }, // 2 SE
  { q: 0, r: 1 }, // 3 S
  { q: -1, r: 1 }, // 4 SW
  { q: -1, r: 0 }, // 5 NW
];

/** Brings any integer to a side 0–5 (negative steps included). */
export function normSide(s: number): HexSide {
  return ((s % 6) + 6) % 6;
}

/** The side `steps` clockwise steps after `s` (negative: counter-clockwise). */
export function rotateSide(s: HexSide, steps: number): HexSide {
  return normSide(s + steps);
}

/** The side facing back: how the neighbour across side s sees the shared edge. */
export function oppositeSide(s: HexSide): HexSide {
  return normSide(s + 3);
}

/** The cell across side `s` of `h`. */
export function neighbour(h: Hex, s: HexSide): Hex {
  const d = HEX_DIRECTIONS[normSide(s)] as Hex;
  return { q: h.q + d.q, r: h.r + d.r };
}

/** The six neighbours of `h`, indexed by side. */
export function neighbours(h: Hex): Hex[] {
  return HEX_DIRECTIONS.map((d) => ({ q: h.q + d.q, r: h.r + d.r }));
}

/** A stable string key for maps and sets. Example: '2,-1'. */
export function hexKey(h: Hex): string {
  return `${h.q},${h.r}`;
}

/** Reads a key written by `hexKey`; null for anything else. */
export function parseHexKey(key: string): Hex | null {
  const m = /^(-?\d+),(-?\d+)$/.exec(key);
  if (!m) return null;
  return { q: Number(m[1]) || 0, r: Number(m[2]) || 0 };
}

/** Whether two cells are the same. */
export function sameHex(a: Hex, b: Hex): boolean {
  return a.q === b.q && a.r === b.r;
}

/** Steps between two cells on the grid (0 for the same cell, 1 for neighbours). */
export function hexDistance(a: Hex, b: Hex): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** The side of `a` that faces an adjacent `b`, or null when they are not neighbours. */
export function sideTowards(a: Hex, b: Hex): HexSide | null {
  const dq = b.q - a.q;
  const dr = b.r - a.r;
  for (let s = 0; s < 6; s++) {
    const d = HEX_DIRECTIONS[s] as Hex;
    if (d.q === dq && d.r === dr) return s;
  }
  return null;
}

/** The cells at exactly `radius` steps from `centre`, clockwise from the north one (one cell for radius 0). */
export function hexRing(centre: Hex, radius: number): Hex[] {
  if (radius <= 0) return [{ q: centre.q, r: centre.r }];
  const out: Hex[] = [];
  // Start at the north corner and walk the six edges: SE, S, SW, NW, N, NE.
  let h: Hex = { q: centre.q, r: centre.r - radius };
  for (let side = 0; side < 6; side++) {
    for (let i = 0; i < radius; i++) {
      out.push(h);
      h = neighbour(h, side + 2);
    }
  }
  return out;
}

/** Every cell within `radius` steps of `centre` (a hexagon of 3r² + 3r + 1 cells), ring by ring. */
export function hexDisk(centre: Hex, radius: number): Hex[] {
  const out: Hex[] = [];
  for (let k = 0; k <= radius; k++) out.push(...hexRing(centre, k));
  return out;
}

/** A point on the page or the table plane. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

const SQRT3 = Math.sqrt(3);

/** The centre of a cell in pixels (x east, y south; `size` = centre-to-corner distance). */
export function hexToPixel(h: Hex, size = 1): Point {
  return { x: size * 1.5 * h.q, y: size * SQRT3 * (h.r + h.q / 2) };
}

/** The cell whose hexagon contains a point (inverse of `hexToPixel`, rounded to the nearest cell). */
export function pixelToHex(p: Point, size = 1): Hex {
  const q = (2 / 3) * (p.x / size);
  const r = (-1 / 3) * (p.x / size) + (SQRT3 / 3) * (p.y / size);
  return hexRound(q, r);
}

/** Rounds fractional axial coordinates to the nearest cell (cube rounding). */
export function hexRound(q: number, r: number): Hex {
  const s = -q - r;
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  return { q: rq + 0, r: rr + 0 };
}

/** The angle of side `s`'s outward normal, in radians, measured clockwise from north (side 1 → π/3). */
export function sideAngle(s: HexSide): number {
  return (normSide(s) * Math.PI) / 3;
}

/** The connected pieces (edge to edge) of a set of cells, each in the order found; repeats are ignored. */
export function hexPieces(cells: readonly Hex[]): Hex[][] {
  const all = new Map(cells.map((c) => [hexKey(c), c]));
  const seen = new Set<string>();
  const pieces: Hex[][] = [];
  for (const [k0, c0] of all) {
    if (seen.has(k0)) continue;
    seen.add(k0);
    const piece = [c0];
    for (let i = 0; i < piece.length; i++) {
      for (const n of neighbours(piece[i] as Hex)) {
        const k = hexKey(n);
        const c = all.get(k);
        if (c && !seen.has(k)) {
          seen.add(k);
          piece.push(c);
        }
      }
    }
    pieces.push(piece);
  }
  return pieces;
}

/** Whether the cells form one connected piece (edge to edge); false for no cells; repeats are ignored. */
export function isConnected(cells: readonly Hex[]): boolean {
  return hexPieces(cells).length === 1;
}

/** The cells moved so that the smallest q and the smallest r are 0, sorted: equal shapes give equal keys. */
export function shapeKey(cells: readonly Hex[]): string {
  if (cells.length === 0) return '';
  const minQ = Math.min(...cells.map((c) => c.q));
  const minR = Math.min(...cells.map((c) => c.r));
  return cells
    .map((c) => ({ q: c.q - minQ, r: c.r - minR }))
    .sort((a, b) => a.r - b.r || a.q - b.q)
    .map(hexKey)
    .join(' ');
}
