// Geometry (rules/labiro.md, "Geometry"): neighbours communicate through facing doors and are aligned when each
// has a door on the line through both centres.
import { describe, expect, it } from 'vitest';
import { neighbour } from '../../../shared/core/hex.js';
import {
  aligned,
  alignedNeighbours,
  communicate,
  neighboursOf,
  openNeighbours,
  sideBetween,
} from '../../../shared/games/labiro/index.js';
import { boardOf, tower } from './helpers.js';

const O = { q: 0, r: 0 };
// A sharp tower at turn t has doors on sides t and t + 1 only.
const sharpOn = (side: number) => tower('sharp', (side + 6) % 6);

describe.each([0, 1, 2, 3, 4, 5])('on side %i', (s) => {
  const b = neighbour(O, s);
  it('two doors on the shared edge communicate, both ways, and are aligned', () => {
    const board = boardOf([
      [O, sharpOn(s)],
      [b, sharpOn(s + 3)],
    ]);
    expect(sideBetween(board, 0, 1)).toBe(s);
    expect(sideBetween(board, 1, 0)).toBe((s + 3) % 6);
    expect(communicate(board, 0, 1)).toBe(true);
    expect(communicate(board, 1, 0)).toBe(true);
    expect(aligned(board, 0, 1)).toBe(true);
    expect(openNeighbours(board, 0)).toEqual([1]);
  });

  it('a door on the shared edge facing a wall does not communicate', () => {
    const board = boardOf([
      [O, sharpOn(s)],
      [b, tower('sharp', (s + 4) % 6)],
    ]); // b: doors s+4, s+5
    expect(communicate(board, 0, 1)).toBe(false);
    expect(communicate(board, 1, 0)).toBe(false);
    expect(aligned(board, 0, 1)).toBe(false);
  });

  it('doors on the far sides of the line are aligned but do not communicate', () => {
    const board = boardOf([
      [O, sharpOn(s + 3)],
      [b, sharpOn(s)],
    ]); // each door faces away from the other
    expect(communicate(board, 0, 1)).toBe(false);
    expect(aligned(board, 0, 1)).toBe(true);
    expect(aligned(board, 1, 0)).toBe(true);
    expect(alignedNeighbours(board, 0)).toEqual([1]);
  });

  it('one door on the shared edge and one on the far side are aligned', () => {
    const board = boardOf([
      [O, sharpOn(s)],
      [b, sharpOn(s)],
    ]);
    expect(communicate(board, 0, 1)).toBe(false);
    expect(aligned(board, 0, 1)).toBe(true);
  });

  it('a tower with no door on the line is not aligned, whatever the other has', () => {
    const board = boardOf([
      [O, tower('straight', s)],
      [b, tower('sharp', (s + 1) % 6)],
    ]); // b: doors s+1, s+2
    expect(aligned(board, 0, 1)).toBe(false);
  });
});

describe('neighbours', () => {
  it('towers that are not neighbours neither communicate nor are aligned', () => {
    const board = boardOf([
      [O, tower('straight', 2)],
      [{ q: 1, r: 0 }, tower('straight', 2)],
      [{ q: 2, r: 0 }, tower('straight', 2)],
    ]);
    expect(communicate(board, 0, 1)).toBe(true);
    expect(communicate(board, 0, 2)).toBe(false);
    expect(aligned(board, 0, 2)).toBe(false);
    expect(neighboursOf(board, 1)).toEqual([2, 0]);
    expect(neighboursOf(board, 0)).toEqual([1]);
  });
});
