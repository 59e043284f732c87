// The placement search (every legal spot of a hand's cards, which legalActions and the clients' ghost use)
// agrees with the placement rule tried on every corner of the table's neighbourhood, on random tables.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { boundingBox } from '../../../shared/core/index.js';
import {
  SHAPES,
  anyFits,
  indexSquares,
  placementError,
  spotsForShape,
  type WebSquare,
} from '../../../shared/games/web/index.js';

describe('the placement search', () => {
  it('finds exactly the spots the placement rule accepts, on random tables with obstacles', () => {
    const sq = fc.tuple(fc.integer({ min: -4, max: 4 }), fc.integer({ min: -4, max: 4 }));
    fc.assert(
      fc.property(
        fc.uniqueArray(sq, { minLength: 1, maxLength: 30, selector: ([x, y]) => x * 100 + y }),
        fc.uniqueArray(sq, { maxLength: 12, selector: ([x, y]) => x * 100 + y }),
        (cardSquares, obstacleSquares) => {
          const squares: WebSquare[] = cardSquares.map(([x, y]) => ({ x, y, kind: 'open' }));
          const taken = new Set(cardSquares.map(([x, y]) => `${x},${y}`));
          const obstacles = obstacleSquares.filter(([x, y]) => !taken.has(`${x},${y}`)) as [number, number][];
          const idx = indexSquares(squares, obstacles);
          const box = boundingBox(cardSquares as [number, number][]);
          for (const shape of SHAPES) {
            const found = spotsForShape(idx, shape)
              .map((s) => `${s.rotation}:${s.x},${s.y}`)
              .sort();
            const brute: string[] = [];
            for (let rotation = 0; rotation < 4; rotation++) {
              for (let y = box.minY - 3; y <= box.maxY + 1; y++) {
                for (let x = box.minX - 3; x <= box.maxX + 1; x++) {
                  if (placementError(idx, shape, rotation, x, y) === null) brute.push(`${rotation}:${x},${y}`);
                }
              }
            }
            expect(found).toEqual(brute.sort());
            expect(anyFits(idx, [{ shape }])).toBe(found.length > 0);
          }
        },
      ),
      { numRuns: 30, seed: 11 },
    );
  });
});
