// Square-grid maths (shared/core/grid.ts): [x, y] points, x east, y south, quarter turns clockwise.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  GRID_DIRECTIONS,
  boundingBox,
  comparePoints,
  diagonalNeighbours,
  distinctTurns,
  gridKey,
  neighbours4,
  normTurns,
  normaliseCells,
  packPoint,
  parseGridKey,
  rotateCells,
  rotatePoint,
  sameCells,
  samePoint,
  shareSide,
  turnShape,
  unpackPoint,
  type GridPoint,
} from '../../../shared/core/grid.js';

const L: GridPoint[] = [
  [0, 0],
  [1, 0],
  [0, 1],
];

describe('square-grid maths', () => {
  it('the four sides run N, E, S, W and each neighbour shares a side', () => {
    expect(GRID_DIRECTIONS).toEqual([
      [0, -1],
      [1, 0],
      [0, 1],
      [-1, 0],
    ]);
    expect(neighbours4([2, 3])).toEqual([
      [2, 2],
      [3, 3],
      [2, 4],
      [1, 3],
    ]);
    for (const n of neighbours4([2, 3])) expect(shareSide([2, 3], n)).toBe(true);
  });

  it('a corner touch is diagonal, not a shared side; a square does not share a side with itself', () => {
    expect(shareSide([0, 0], [1, 1])).toBe(false);
    expect(diagonalNeighbours([0, 0], [1, 1])).toBe(true);
    expect(diagonalNeighbours([0, 0], [0, 1])).toBe(false);
    expect(shareSide([0, 0], [0, 0])).toBe(false);
    expect(shareSide([0, 0], [2, 0])).toBe(false);
  });

  it('a quarter turn is clockwise seen from above: east goes south, south goes west', () => {
    expect(rotatePoint([1, 0], 1)).toEqual([0, 1]);
    expect(rotatePoint([0, 1], 1)).toEqual([-1, 0]);
    expect(rotatePoint([1, 0], -1)).toEqual([0, -1]);
    expect(rotatePoint([2, 5], 4)).toEqual([2, 5]);
    expect(normTurns(-1)).toBe(3);
    expect(normTurns(6)).toBe(2);
  });

  it('turning a shape keeps cell i as cell i and puts its box corner on [0, 0]', () => {
    expect(turnShape(L, 1)).toEqual([
      [1, 0],
      [1, 1],
      [0, 0],
    ]);
    expect(
      turnShape(
        [
          [0, 0],
          [1, 0],
          [2, 0],
        ],
        1,
      ),
    ).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
    ]);
    expect(
      boundingBox(
        turnShape(
          [
            [0, 0],
            [1, 0],
            [2, 0],
          ],
          3,
        ),
      ),
    ).toMatchObject({ minX: 0, minY: 0, width: 1, height: 3 });
  });

  it('a straight has two footprints, an L four, a 2×2 square one', () => {
    expect(
      distinctTurns([
        [0, 0],
        [1, 0],
        [2, 0],
      ]).map((t) => t.turns),
    ).toEqual([0, 1]);
    expect(distinctTurns(L).map((t) => t.turns)).toEqual([0, 1, 2, 3]);
    expect(
      distinctTurns([
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ]).map((t) => t.turns),
    ).toEqual([0]);
  });

  it('the bounding box of cells far from the origin, and of none', () => {
    expect(
      boundingBox([
        [-3, 2],
        [4, -1],
      ]),
    ).toEqual({ minX: -3, minY: -1, maxX: 4, maxY: 2, width: 8, height: 4 });
    expect(boundingBox([])).toMatchObject({ width: 0, height: 0 });
    expect(
      normaliseCells([
        [-3, 2],
        [4, -1],
      ]),
    ).toEqual([
      [0, 3],
      [7, 0],
    ]);
  });

  it('keys round-trip, string and packed, negative squares included', () => {
    fc.assert(
      fc.property(fc.integer({ min: -30000, max: 30000 }), fc.integer({ min: -30000, max: 30000 }), (x, y) => {
        expect(parseGridKey(gridKey([x, y]))).toEqual([x, y]);
        expect(unpackPoint(packPoint(x, y))).toEqual([x, y]);
      }),
    );
    expect(packPoint(0, 1)).not.toBe(packPoint(1, 0));
  });

  it('four quarter turns bring any cell list back; turns compose', () => {
    const pt = fc.tuple(fc.integer({ min: -50, max: 50 }), fc.integer({ min: -50, max: 50 }));
    fc.assert(
      fc.property(
        fc.array(pt, { maxLength: 6 }),
        fc.integer({ min: -8, max: 8 }),
        fc.integer({ min: -8, max: 8 }),
        (cells, a, b) => {
          const pts = cells as GridPoint[];
          expect(rotateCells(pts, 4)).toEqual(pts.map(([x, y]) => [x + 0, y + 0]));
          expect(rotateCells(rotateCells(pts, a), b)).toEqual(rotateCells(pts, a + b));
          expect(sameCells(pts, [...pts].reverse())).toBe(true);
        },
      ),
    );
  });

  it('points order by x then y; the same square is the same point', () => {
    const sorted = (
      [
        [1, 0],
        [0, 2],
        [0, -1],
      ] as GridPoint[]
    ).sort(comparePoints);
    expect(sorted).toEqual([
      [0, -1],
      [0, 2],
      [1, 0],
    ]);
    expect(samePoint([3, 4], [3, 4])).toBe(true);
    expect(samePoint([3, 4], [4, 3])).toBe(false);
  });
});
