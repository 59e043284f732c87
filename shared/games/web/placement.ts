// Laying a card (rules/web.md, "A turn" 1): whole squares, no overlap with a card or an obstacle, at least one
// side shared with a card on the table. The search for every legal spot starts from the frontier (empty squares
// beside a card): a card that touches the table has one of its squares there.
import { GRID_DIRECTIONS, packPoint, unpackPoint } from '../../core/index.js';
import type { ErrorName } from './errors.js';
import type { Card, Shape } from './game-types.js';
import { TURNED_CELLS } from './shapes.js';
import type { SquareIndex } from './table-index.js';

/** Why a card cannot lie turned `rotation` at [x, y], or null when it can. */
export function placementError(
  sq: SquareIndex,
  shape: Shape,
  rotation: number,
  x: number,
  y: number,
): ErrorName | null {
  const cells = TURNED_CELLS[shape][rotation]!;
  for (const [cx, cy] of cells) if (sq.obstacles.has(packPoint(cx + x, cy + y))) return 'onObstacle';
  for (const [cx, cy] of cells) if (sq.squares.has(packPoint(cx + x, cy + y))) return 'overlap';
  for (const [cx, cy] of cells)
    for (const [dx, dy] of GRID_DIRECTIONS) if (sq.squares.has(packPoint(cx + x + dx, cy + y + dy))) return null;
  return 'noSharedSide';
}

/** The empty squares (no card, no obstacle) sharing a side with a card: every legal card covers one of them. */
export function frontier(sq: SquareIndex): number[] {
  const out = new Set<number>();
  for (const s of sq.squares.values()) {
    for (const [dx, dy] of GRID_DIRECTIONS) {
      const x = s.x + dx,
        y = s.y + dy;
      if (!sq.blocked(x, y)) out.add(packPoint(x, y));
    }
  }
  return [...out];
}

/** A legal spot for a shape: its rotation (0–3) and its box's north-west corner. */
export interface Spot {
  readonly rotation: number;
  readonly x: number;
  readonly y: number;
}

/** Every legal spot of one shape on this table (each rotation, each corner once). */
export function spotsForShape(sq: SquareIndex, shape: Shape, edge: readonly number[] = frontier(sq)): Spot[] {
  const out: Spot[] = [];
  for (let rotation = 0; rotation < 4; rotation++) {
    const cells = TURNED_CELLS[shape][rotation]!;
    const seen = new Set<number>();
    for (const f of edge) {
      const [fx, fy] = unpackPoint(f);
      for (const [ax, ay] of cells) {
        const x = fx - ax,
          y = fy - ay;
        const k = packPoint(x, y);
        if (seen.has(k)) continue;
        seen.add(k);
        if (cells.every(([cx, cy]) => !sq.blocked(cx + x, cy + y))) out.push({ rotation, x, y });
      }
    }
  }
  return out;
}

/** Every legal spot for each card of a hand, by card id (the spots of one shape are searched once). */
export function spotsForHand(sq: SquareIndex, hand: readonly Pick<Card, 'id' | 'shape'>[]): Map<number, Spot[]> {
  const edge = frontier(sq);
  const byShape = new Map<Shape, Spot[]>();
  const out = new Map<number, Spot[]>();
  for (const c of hand) {
    let spots = byShape.get(c.shape);
    if (!spots) {
      spots = spotsForShape(sq, c.shape, edge);
      byShape.set(c.shape, spots);
    }
    out.set(c.id, spots);
  }
  return out;
}

/** Whether any card of a hand fits anywhere (else its holder may only pass). */
export function anyFits(sq: SquareIndex, hand: readonly Pick<Card, 'shape'>[]): boolean {
  const edge = frontier(sq);
  const shapes = new Set(hand.map((c) => c.shape));
  for (const shape of shapes) {
    for (let rotation = 0; rotation < 4; rotation++) {
      const cells = TURNED_CELLS[shape][rotation]!;
      for (const f of edge) {
        const [fx, fy] = unpackPoint(f);
        for (const [ax, ay] of cells) {
          if (cells.every(([cx, cy]) => !sq.blocked(cx + fx - ax, cy + fy - ay))) return true;
        }
      }
    }
  }
  return false;
}
