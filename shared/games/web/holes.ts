// Holes (rules/web.md, "Laying a cable" rule 1): empty table squares that no card of any shape in any rotation
// could ever cover. Only an empty square touching a blocked one (sides or corners) can be a hole: any other has
// a free 2×2 around it. So `findHoles` tests just those, each against the 22 ways a card can cover a square.
import { boundingBox, packPoint } from '../../core/index.js';
import { COVER_OFFSETS } from './shapes.js';

/** Whether square (x, y) is blocked (a card or an obstacle lies there). */
export type BlockedAt = (x: number, y: number) => boolean;

/** Whether the empty square (x, y) is a hole: every way a card could cover it hits a blocked square. */
export function isHoleAt(blocked: BlockedAt, x: number, y: number): boolean {
  if (blocked(x, y)) return false;
  outer: for (const offsets of COVER_OFFSETS) {
    for (const [dx, dy] of offsets) if (blocked(x + dx, y + dy)) continue outer;
    return false;
  }
  return true;
}

/** The largest box findHoles maps densely (squares); a wider spread of blocked squares uses a set instead. */
const DENSE_LIMIT = 1 << 20;
const MARGIN = 3;

/** A blocked-square test for a list: a dense bitmap over the list's box, or a set of packed keys when the box is huge. */
export function blockedTest(blocked: readonly (readonly [number, number])[]): BlockedAt {
  const box = boundingBox(blocked);
  const w = box.width + 2 * MARGIN;
  const h = box.height + 2 * MARGIN;
  if (w * h > DENSE_LIMIT) {
    const set = new Set(blocked.map(([x, y]) => packPoint(x, y)));
    return (x, y) => set.has(packPoint(x, y));
  }
  const x0 = box.minX - MARGIN;
  const y0 = box.minY - MARGIN;
  const grid = new Uint8Array(w * h);
  for (const [x, y] of blocked) grid[(y - y0) * w + (x - x0)] = 1;
  return (x, y) => {
    const gx = x - x0,
      gy = y - y0;
    return gx >= 0 && gy >= 0 && gx < w && gy < h && grid[gy * w + gx] === 1;
  };
}

/**
 * Every hole of a table (the spec's entry point): `blocked` lists every square covered by a card or an obstacle;
 * the answer lists every other square that no card of any shape in any rotation could cover, in any order
 * (here: in the order found, each once).
 */
export function findHoles(blocked: [number, number][]): [number, number][] {
  if (blocked.length === 0) return [];
  const isBlocked = blockedTest(blocked);
  const seen = new Set<number>();
  const out: [number, number][] = [];
  for (const [bx, by] of blocked) {
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const x = bx + dx,
          y = by + dy;
        const k = packPoint(x, y);
        if (seen.has(k)) continue;
        seen.add(k);
        if (isHoleAt(isBlocked, x, y)) out.push([x, y]);
      }
    }
  }
  return out;
}
