// Holes (rules/web.md, "Laying a cable" rule 1, and the entry point findHoles): an empty square is a hole when
// no card of any shape in any rotation could cover it without covering a card or an obstacle. In the maps, `x`
// is a card square, `#` an obstacle, `h` an expected hole, `.` an empty square a card can still reach.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COVER_OFFSETS, findHoles } from '../../../shared/games/web/index.js';
import { blockedOf, marked, sortSquares } from './helpers.js';

const holesOf = (rows: string[]) => sortSquares(findHoles(blockedOf(rows)));

/** Every footprint of the three shapes, written out by hand (independent of the engine's own list). */
const FOOTPRINTS: [number, number][][] = [
  [
    [0, 0],
    [1, 0],
    [2, 0],
  ],
  [
    [0, 0],
    [0, 1],
    [0, 2],
  ], // straight
  [
    [0, 0],
    [1, 0],
    [0, 1],
  ],
  [
    [0, 0],
    [1, 0],
    [1, 1],
  ],
  [
    [1, 0],
    [0, 1],
    [1, 1],
  ],
  [
    [0, 0],
    [0, 1],
    [1, 1],
  ], // curve
  [
    [0, 0],
    [1, 0],
    [0, 1],
    [1, 1],
  ], // square
];

describe('findHoles', () => {
  it('an empty table has no holes, and neither has a lone card in open space', () => {
    expect(findHoles([])).toEqual([]);
    expect(
      findHoles([
        [0, 0],
        [1, 0],
        [2, 0],
      ]),
    ).toEqual([]);
  });

  it('a single square walled in by cards on four sides is a hole', () => {
    const map = ['. x .', 'x h x', '. x .'];
    expect(holesOf(map)).toEqual(marked(map));
  });

  it('two squares walled in together are both holes: no card is that small', () => {
    const map = ['. x x .', 'x h h x', '. x x .'];
    expect(holesOf(map)).toEqual(marked(map));
  });

  it('three squares in a row walled in are no holes: a straight card still fits', () => {
    expect(holesOf(['. x x x .', 'x . . . x', '. x x x .'])).toEqual([]);
  });

  it('an L of three walled in is no hole: a curve still fits; a 2×2 pocket takes a square card', () => {
    expect(holesOf(['. x x .', 'x . . x', 'x . x .', '. x . .'])).toEqual([]);
    expect(holesOf(['. x x .', 'x . . x', 'x . . x', '. x x .'])).toEqual([]);
  });

  it('holes next to obstacles: an obstacle walls a square in as well as a card does', () => {
    const map = ['. # .', 'x h x', '. x .'];
    expect(holesOf(map)).toEqual(marked(map));
    const deep = ['. # # .', '# h h x', '. x x .'];
    expect(holesOf(deep)).toEqual(marked(deep));
  });

  it('a notch one square deep in a wall is a hole only when nothing else reaches it', () => {
    // the notch opens onto a free row below: a straight down through it still fits
    expect(holesOf(['x x x', 'x . x', '. . .', '. . .'])).toEqual([]);
    // closed below by a card two squares down: the notch and the square under it make two, too few for any card
    const map = ['x x x', 'x h x', 'x h x', 'x x x'];
    expect(holesOf(map)).toEqual(marked(map));
  });

  it('squares touching blocked ones only at a corner are no holes', () => {
    expect(holesOf(['x . x', '. . .', 'x . x'])).toEqual([]);
  });

  it('each hole is listed once, whatever the order of the blocked squares', () => {
    const map = ['x x x x x', 'x h x h x', 'x x x x x'];
    const blocked = blockedOf(map);
    expect(holesOf(map)).toEqual(marked(map));
    expect(sortSquares(findHoles([...blocked].reverse()))).toEqual(marked(map));
  });

  it('far-apart blocked squares (a wide table) give the same answer', () => {
    const blocked: [number, number][] = [
      [0, -1],
      [-1, 0],
      [1, 0],
      [0, 1],
      [5000, 5000],
    ];
    expect(findHoles(blocked)).toEqual([[0, 0]]);
  });

  it('agrees with the definition on random tables: every card placement through a hole hits a blocked square', () => {
    const sq = fc.tuple(fc.integer({ min: 0, max: 7 }), fc.integer({ min: 0, max: 7 }));
    fc.assert(
      fc.property(fc.uniqueArray(sq, { minLength: 1, maxLength: 40, selector: ([x, y]) => x * 100 + y }), (blocked) => {
        const set = new Set(blocked.map(([x, y]) => `${x},${y}`));
        const free = (x: number, y: number) => !set.has(`${x},${y}`);
        const expected: [number, number][] = [];
        for (let y = -3; y <= 10; y++) {
          for (let x = -3; x <= 10; x++) {
            if (!free(x, y)) continue;
            const coverable = FOOTPRINTS.some((f) =>
              f.some(([ax, ay]) => f.every(([fx, fy]) => free(x - ax + fx, y - ay + fy))),
            );
            if (!coverable) expected.push([x, y]);
          }
        }
        expect(sortSquares(findHoles(blocked as [number, number][]))).toEqual(sortSquares(expected));
      }),
      { numRuns: 150, seed: 9 },
    );
  });

  it('a card can cover a square in 22 ways (straight 2 × 3, curve 4 × 3, square 1 × 4)', () => {
    expect(COVER_OFFSETS).toHaveLength(22);
  });
});
