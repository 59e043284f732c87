// The coder's feedback (step 2c) and the solver's score (step 4), with the rulebook's worked example.
import { describe, expect, it } from 'vitest';
import { feedback, scoreParts, solverScore } from '../../../shared/games/masterdice/index.js';

describe('feedback counts equal, lower and higher over the placed dice only', () => {
  it.each([
    {
      name: 'a full row equal to the code',
      code: [4, 1, 6, 2],
      placed: [4, 1, 6, 2],
      want: { equal: 4, lower: 0, higher: 0 },
    },
    {
      name: 'a die higher than the code asks for a lower code',
      code: [4, 1, 6, 2],
      placed: [5, null, null, null],
      want: { equal: 0, lower: 1, higher: 0 },
    },
    {
      name: 'a die lower than the code asks for a higher code',
      code: [4, 1, 6, 2],
      placed: [null, null, 3, null],
      want: { equal: 0, lower: 0, higher: 1 },
    },
    {
      name: 'empty columns count for nothing',
      code: [4, 1, 6, 2],
      placed: [null, null, null, null],
      want: { equal: 0, lower: 0, higher: 0 },
    },
    {
      name: 'a mixed row gives only the three counts',
      code: [4, 1, 6, 2],
      placed: [3, null, 6, 5],
      want: { equal: 1, lower: 1, higher: 1 },
    },
    {
      name: 'each die compares with its own column only',
      code: [1, 2, 3, 4],
      placed: [4, 3, 2, 1],
      want: { equal: 0, lower: 2, higher: 2 },
    },
    { name: 'extreme values', code: [1, 6, 1, 6], placed: [6, 1, 1, 6], want: { equal: 2, lower: 1, higher: 1 } },
  ])('$name', ({ code, placed, want }) => {
    expect(feedback(code, placed)).toEqual(want);
  });
});

describe('the solver scores 20 + 5 per empty row + 1 per white die left, or 0 for a wrong code', () => {
  it.each([
    {
      name: 'the rulebook example: 3 attempts of 4+2+1 dice',
      input: { solved: true, attemptsUsed: 3, whiteDiceLeft: 18 - 7 },
      parts: { base: 20, rowBonus: 20, diceBonus: 11, score: 51 },
    },
    {
      name: 'solved before any attempt',
      input: { solved: true, attemptsUsed: 0, whiteDiceLeft: 18 },
      parts: { base: 20, rowBonus: 35, diceBonus: 18, score: 73 },
    },
    {
      name: 'solved after all 7 attempts',
      input: { solved: true, attemptsUsed: 7, whiteDiceLeft: 5 },
      parts: { base: 20, rowBonus: 0, diceBonus: 5, score: 25 },
    },
    {
      name: 'solved with an empty supply',
      input: { solved: true, attemptsUsed: 5, whiteDiceLeft: 0 },
      parts: { base: 20, rowBonus: 10, diceBonus: 0, score: 30 },
    },
    {
      name: 'a wrong code scores nothing at all',
      input: { solved: false, attemptsUsed: 1, whiteDiceLeft: 17 },
      parts: { base: 0, rowBonus: 0, diceBonus: 0, score: 0 },
    },
  ])('$name', ({ input, parts }) => {
    expect(scoreParts(input)).toEqual(parts);
    expect(solverScore(input)).toBe(parts.score);
  });
});
