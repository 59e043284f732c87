// Where a card lies: its shape turned in quarter turns, its squares on the table, and the footprints every hole
// test and placement search walks. Rotations are quarter turns clockwise (0–3); the action may give degrees.
import { distinctTurns, isInt, turnShape, type GridPoint } from '../../core/index.js';
import { SHAPES, SHAPE_CELLS, type Card, type PlacedCard, type Shape, type WebSquare } from './game-types.js';

/** Each shape's cells under each rotation 0–3, normalised (box corner on [0, 0]); cell i is front square i. */
export const TURNED_CELLS: { readonly [S in Shape]: readonly (readonly GridPoint[])[] } = {
  straight: [0, 1, 2, 3].map((t) => turnShape(SHAPE_CELLS.straight, t)),
  curve: [0, 1, 2, 3].map((t) => turnShape(SHAPE_CELLS.curve, t)),
  square: [0, 1, 2, 3].map((t) => turnShape(SHAPE_CELLS.square, t)),
};

/**
 * Every way a card of any shape can cover the square [0, 0]: one list of offsets per (footprint, cell), 22 in
 * all (straight 2 footprints × 3, curve 4 × 3, square 1 × 4). A square is a hole when each list hits a blocked square.
 */
export const COVER_OFFSETS: readonly (readonly GridPoint[])[] = SHAPES.flatMap((shape) =>
  distinctTurns(SHAPE_CELLS[shape]).flatMap(({ cells }) =>
    cells.map(([cx, cy]) => cells.map(([x, y]): GridPoint => [x - cx, y - cy])),
  ),
);

/**
 * A rotation given in quarter turns (0–3) or degrees (any multiple of 90: 90, 180, 270, 360, −90 …) as quarter
 * turns 0–3; null for anything else (45, 4, 1.5, "1").
 */
export function normaliseRotation(r: unknown): number | null {
  if (!isInt(r)) return null;
  if (r >= 0 && r <= 3) return r;
  if (r % 90 !== 0 || Math.abs(r) > 36000) return null;
  return (((r / 90) % 4) + 4) % 4;
}

/** The table squares a card covers turned `rotation` (0–3) with its box's north-west corner on [x, y], front order. */
export function cellsAt(shape: Shape, rotation: number, x: number, y: number): GridPoint[] {
  return TURNED_CELLS[shape][rotation]!.map(([cx, cy]): GridPoint => [cx + x, cy + y]);
}

/** A card's front squares as they would lie turned `rotation` at [x, y] (the spec's WebSquare shape). */
export function cardSquaresAt(
  card: Pick<Card, 'shape' | 'squares'>,
  rotation: number,
  x: number,
  y: number,
): WebSquare[] {
  const cells = TURNED_CELLS[card.shape][rotation]!;
  const out: WebSquare[] = [];
  for (let i = 0; i < cells.length; i++) {
    const sx = cells[i]![0] + x,
      sy = cells[i]![1] + y;
    const sq = card.squares[i]!;
    out.push(
      sq.kind === 'computer' ? { x: sx, y: sy, kind: 'computer', value: sq.value! } : { x: sx, y: sy, kind: sq.kind },
    );
  }
  return out;
}

/** A card as it lies on the table once played (dots public from then on). */
export function placeCard(card: Card, rotation: number, x: number, y: number): PlacedCard {
  return {
    id: card.id,
    shape: card.shape,
    rotation,
    x,
    y,
    squares: cardSquaresAt(card, rotation, x, y),
    dots: card.dots,
  };
}
