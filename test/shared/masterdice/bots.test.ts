// Masterdice bots: they act from their seat's view, legally and repeatably.
import { describe, expect, it } from 'vitest';
import { masterdice, randomBot, smartBot } from '../../../shared/games/masterdice/index.js';
import { attempting, placing, rowsFor, start } from './helpers.js';

const CODE = [4, 1, 6, 2];
const seatView = (s: Parameters<typeof masterdice.view>[0], seat: number) => masterdice.view(s, { kind: 'seat', seat });

describe('bots', () => {
  it('the smart bot is the default, the random bot is also offered', () => {
    expect(masterdice.bots.map((b) => b.id)).toEqual(['masterdice/smart', 'masterdice/random']);
  });

  it.each([smartBot, randomBot])('$id rolls the code as coder', (bot) => {
    expect(bot.decide(seatView(start(), 1), 1, 1)).toEqual({ type: 'roll-code' });
  });

  it.each([smartBot, randomBot])('$id places only dice it rolled, legally', (bot) => {
    for (const roll of [
      [1, 2, 3, 4],
      [2, 2, 5, 6],
      [6, 6],
    ]) {
      const s = placing(roll, CODE, {
        supply: roll.length === 2 ? 2 : 18,
        rows:
          roll.length === 2
            ? rowsFor(CODE, [
                [1, 1, 1, 1],
                [2, 2, 2, 2],
                [3, 3, 3, 3],
                [4, 4, 4, 4],
              ])
            : [],
      });
      const action = bot.decide(seatView(s, 0), 0, 3);
      expect(action.type).toBe('place');
      expect(masterdice.apply(s, 0, action).ok).toBe(true);
    }
  });

  it.each([smartBot, randomBot])('$id gives a solution after the 7th attempt', (bot) => {
    const s = attempting(CODE, {
      rows: rowsFor(
        CODE,
        Array.from({ length: 7 }, () => [4, null, null, null]),
      ),
      supply: 11,
    });
    const action = bot.decide(seatView(s, 0), 0, 5);
    expect(action.type).toBe('solve');
    expect(masterdice.apply(s, 0, action).ok).toBe(true);
  });

  it('the smart solver names the code once the rows leave only one', () => {
    const rows = rowsFor(CODE, [[4, 1, 6, 2]]);
    const s = attempting(CODE, { rows, supply: 14 });
    expect(smartBot.decide(seatView(s, 0), 0, 9)).toEqual({ type: 'solve', code: CODE });
  });

  it('the random bot is repeatable: same view, same seed, same action', () => {
    const v = seatView(placing([1, 2, 3, 4]), 0);
    expect(randomBot.decide(v, 0, 77)).toEqual(randomBot.decide(v, 0, 77));
    const seen = new Set(Array.from({ length: 40 }, (_, seed) => JSON.stringify(randomBot.decide(v, 0, seed))));
    expect(seen.size).toBeGreaterThan(5);
  });

  it('a bot decides from a view without the code: the solver’s view hides it', () => {
    expect(seatView(attempting(CODE), 0).code).toBeNull();
  });
});
