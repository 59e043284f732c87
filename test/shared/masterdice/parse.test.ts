// Untrusted input: lobby options and client actions are checked before they reach the rules.
import { describe, expect, it } from 'vitest';
import { masterdice } from '../../../shared/games/masterdice/index.js';

describe('options', () => {
  it.each([
    { name: 'no options take the defaults', input: undefined, want: { games: 2, aid: false } },
    { name: 'an empty object takes the defaults', input: {}, want: { games: 2, aid: false } },
    { name: 'a longer match of 6 games with the aid', input: { games: 6, aid: true }, want: { games: 6, aid: true } },
    { name: 'the longest match, 20 games', input: { games: 20 }, want: { games: 20, aid: false } },
    { name: 'unknown fields are dropped', input: { games: 4, colour: 'red' }, want: { games: 4, aid: false } },
  ])('$name', ({ input, want }) => {
    expect(masterdice.parseOptions(input)).toEqual({ ok: true, value: want });
  });

  it.each([
    { name: 'an odd number of games', input: { games: 3 } },
    { name: 'zero games', input: { games: 0 } },
    { name: 'more than 20 games', input: { games: 22 } },
    { name: 'a fractional number of games', input: { games: 2.5 } },
    { name: 'games as a string', input: { games: '2' } },
    { name: 'aid that is not a boolean', input: { aid: 'yes' } },
    { name: 'a list instead of an object', input: [2] },
    { name: 'a number instead of an object', input: 2 },
  ])('$name is refused', ({ input }) => {
    const r = masterdice.parseOptions(input);
    expect(r.ok ? 'accepted' : r.error.code).toBe('masterdice/bad-options');
  });

  it('setup refuses a table that is not 2 players, and bad options', () => {
    const three = masterdice.setup({ seed: 1, players: 3, options: masterdice.defaultOptions });
    expect(three.ok ? 'accepted' : three.error.code).toBe('masterdice/bad-players');
    const odd = masterdice.setup({ seed: 1, players: 2, options: { games: 3, aid: false } });
    expect(odd.ok ? 'accepted' : odd.error.code).toBe('masterdice/bad-options');
  });

  it('setup is repeatable: the same seed gives the same state', () => {
    const a = masterdice.setup({ seed: 42, players: 2, options: masterdice.defaultOptions });
    const b = masterdice.setup({ seed: 42, players: 2, options: masterdice.defaultOptions });
    expect(a).toEqual(b);
    expect(a.ok && a.value).toMatchObject({
      match: 0,
      gameIndex: 0,
      coder: 1,
      solver: 0,
      phase: 'code',
      supply: 18,
      scores: [0, 0],
    });
  });
});

describe('actions', () => {
  it.each([
    { name: 'roll-code', input: { type: 'roll-code' }, want: { type: 'roll-code' } },
    { name: 'roll', input: { type: 'roll', extra: 1 }, want: { type: 'roll' } },
    { name: 'rematch', input: { type: 'rematch' }, want: { type: 'rematch' } },
    {
      name: 'place, extra fields dropped',
      input: { type: 'place', placements: [{ column: 0, value: 3, x: 1 }] },
      want: { type: 'place', placements: [{ column: 0, value: 3 }] },
    },
    {
      name: 'place with out-of-range numbers (the rules refuse them later)',
      input: { type: 'place', placements: [{ column: 9, value: 0 }] },
      want: { type: 'place', placements: [{ column: 9, value: 0 }] },
    },
    { name: 'solve', input: { type: 'solve', code: [1, 2, 3, 4] }, want: { type: 'solve', code: [1, 2, 3, 4] } },
    {
      name: 'solve with 3 values (the rules refuse it later)',
      input: { type: 'solve', code: [1, 2, 3] },
      want: { type: 'solve', code: [1, 2, 3] },
    },
  ])('$name is parsed', ({ input, want }) => {
    expect(masterdice.parseAction(input)).toEqual({ ok: true, value: want });
  });

  it.each([
    { name: 'null', input: null },
    { name: 'a string', input: 'roll' },
    { name: 'no type', input: { placements: [] } },
    { name: 'an unknown type', input: { type: 'cheat' } },
    { name: 'place without placements', input: { type: 'place' } },
    { name: 'place with a string value', input: { type: 'place', placements: [{ column: 0, value: '3' }] } },
    { name: 'place with a missing column', input: { type: 'place', placements: [{ value: 3 }] } },
    {
      name: 'place with a huge list',
      input: { type: 'place', placements: Array.from({ length: 1000 }, () => ({ column: 0, value: 1 })) },
    },
    { name: 'solve without a code', input: { type: 'solve' } },
    { name: 'solve with a non-number', input: { type: 'solve', code: [1, 2, 'x', 4] } },
    { name: 'solve with NaN', input: { type: 'solve', code: [1, 2, Number.NaN, 4] } },
  ])('$name is not an action', ({ input }) => {
    const r = masterdice.parseAction(input);
    expect(r.ok ? 'accepted' : r.error.code).toBe('masterdice/bad-action');
  });
});
