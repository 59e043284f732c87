// The deck and the set-up (rules/web.md, "The table and the cards", "Set-up", "Variant: obstacles").
import { describe, expect, it } from 'vitest';
import { makeRng } from '../../../shared/core/index.js';
import {
  CENTRAL_CARD, DECK, DECK_TOTALS, RANDOM_BOX_X, RANDOM_BOX_Y, SHAPES, computersIn, parseOptions, startingSeat, web,
  type Card, type WebState,
} from '../../../shared/games/web/index.js';
import { card } from './helpers.js';

const setup = (players: number, options: unknown = {}, seed = 1): WebState => {
  const r = web.setup({ seed, players, options: options as never });
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
};
const valueOf = (c: Card) => c.squares.reduce((n, s) => n + (s.value ?? 0), 0);
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

describe('the deck', () => {
  it('holds 72 cards: 22 straight, 28 curve, 22 square, ids 1–72 once each', () => {
    expect(DECK).toHaveLength(72);
    expect(SHAPES.map((s) => DECK.filter((c) => c.shape === s).length)).toEqual([22, 28, 22]);
    expect(DECK.map((c) => c.id)).toEqual(Array.from({ length: 72 }, (_, i) => i + 1));
    expect([DECK_TOTALS.straight.cards, DECK_TOTALS.curve.cards, DECK_TOTALS.square.cards, DECK_TOTALS.all.cards]).toEqual([22, 28, 22, 72]);
  });

  it('every card has its shape\'s number of squares and 1–3 dots; computers are worth 1–5', () => {
    for (const c of DECK) {
      expect(c.squares).toHaveLength(c.shape === 'square' ? 4 : 3);
      expect(c.dots).toBeGreaterThanOrEqual(1);
      expect(c.dots).toBeLessThanOrEqual(3);
      for (const s of c.squares) if (s.kind === 'computer') expect([1, 2, 3, 4, 5]).toContain(s.value);
    }
  });

  it('many computers are worth 1 or 2, few 4 or 5; about one card in six holds a server', () => {
    const [, ones, twos, , fours, fives] = DECK_TOTALS.all.byValue as number[];
    expect(ones! + twos!).toBeGreaterThan(DECK_TOTALS.all.computers / 2);
    expect(fours! + fives!).toBeLessThan(DECK_TOTALS.all.computers / 6);
    expect(DECK_TOTALS.all.servers).toBe(12);
    expect(DECK_TOTALS.all.servers).toBe(DECK.filter((c) => c.squares.some((s) => s.kind === 'server')).length);
  });

  it('cards with richer computers carry fewer dots on average', () => {
    const rich = DECK.filter((c) => valueOf(c) >= 4).map((c) => c.dots);
    const poor = DECK.filter((c) => valueOf(c) <= 1 && !c.squares.some((s) => s.kind === 'server')).map((c) => c.dots);
    expect(mean(rich)).toBeLessThan(mean(poor));
  });

  it('each curve\'s mirror image (its arms swapped) is in the deck as often as the curve itself', () => {
    const key = (sq: Card['squares']) => sq.map((s) => (s.kind === 'computer' ? `c${s.value}` : s.kind)).join(' ');
    const curves = DECK.filter((c) => c.shape === 'curve');
    const count = (k: string) => curves.filter((c) => key(c.squares) === k).length;
    for (const c of curves) {
      const [corner, east, south] = c.squares;
      expect(count(key([corner!, south!, east!]))).toBe(count(key(c.squares)));
    }
  });

  it('the totals table adds up to the list', () => {
    const all = DECK_TOTALS.all;
    expect(all.byDots.reduce((a, b) => a + b, 0)).toBe(72);
    expect(all.byValue.reduce((n, k, v) => n + k * v, 0)).toBe(all.value);
    expect(DECK_TOTALS.straight.computers + DECK_TOTALS.curve.computers + DECK_TOTALS.square.computers).toBe(all.computers);
  });

  it('the central server card is a straight whose middle square is a server', () => {
    expect(CENTRAL_CARD).toMatchObject({ id: 0, shape: 'straight', squares: [{ kind: 'open' }, { kind: 'server' }, { kind: 'open' }] });
  });
});

describe('set-up', () => {
  it.each([2, 3, 4, 5])('%i players: one card of each shape each, six piles of the rest, 3 cables in front and 27 in the shop', (players) => {
    const s = setup(players);
    for (const hand of s.hands) expect(hand.map((c) => c.shape)).toEqual(['straight', 'curve', 'square']);
    expect(s.piles.map((p) => p.shape)).toEqual(['straight', 'straight', 'curve', 'curve', 'square', 'square']);
    const per = [22, 28, 22].map((n) => n - players);
    per.forEach((rest, i) => {
      const [a, b] = [s.piles[2 * i]!.cards.length, s.piles[2 * i + 1]!.cards.length];
      expect(a + b).toBe(rest);
      expect(a - b === 0 || a - b === 1).toBe(true);
    });
    const ids = [...s.hands.flat(), ...s.piles.flatMap((p) => p.cards)].map((c) => c.id).sort((a, b) => a - b);
    expect(ids).toEqual(DECK.map((c) => c.id));
    expect(s.front).toEqual(Array(players).fill(3));
    expect(s.shop).toEqual(Array(players).fill(27));
    expect(s.table.map((c) => c.id)).toEqual([0]);
    expect(s.played).toBeNull();
  });

  it('the starting player holds the fewest computers', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const s = setup(4, {}, seed);
      const counts = s.hands.map(computersIn);
      expect(counts[s.turn!]).toBe(Math.min(...counts));
    }
  });

  it('a tie for the fewest computers is a coin toss between the tied players only', () => {
    const none = [card(1, 'straight', 'o o o')];
    const one = [card(2, 'straight', 'c1 o o')];
    expect(startingSeat([one, none, one], makeRng(1))[0]).toBe(1);
    const seen = new Set<number>();
    for (let seed = 0; seed < 40; seed++) seen.add(startingSeat([none, one, none], makeRng(seed))[0]);
    expect([...seen].sort()).toEqual([0, 2]);
  });

  it('the same seed gives the same game; another seed shuffles differently', () => {
    expect(JSON.stringify(setup(3, {}, 42))).toBe(JSON.stringify(setup(3, {}, 42)));
    expect(JSON.stringify(setup(3, {}, 42).piles)).not.toBe(JSON.stringify(setup(3, {}, 43).piles));
  });

  it('2–5 players; other counts are refused', () => {
    expect(web.setup({ seed: 1, players: 1, options: {} as never })).toMatchObject({ ok: false, error: { code: 'web/bad-players' } });
    expect(web.setup({ seed: 1, players: 6, options: {} as never })).toMatchObject({ ok: false, error: { code: 'web/bad-players' } });
  });
});

describe('obstacles', () => {
  it('the creator\'s obstacles lie where he put them', () => {
    expect(setup(2, { obstacles: [[3, 1], [-2, -2]] }).obstacles).toEqual([[3, 1], [-2, -2]]);
  });

  it('random obstacles: N distinct squares near the centre, never on or beside the central card nor on a placed one', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const s = setup(2, { obstacles: [[2, 2]], randomObstacles: 20 }, seed);
      const random = s.obstacles.slice(1);
      expect(random).toHaveLength(20);
      expect(new Set(s.obstacles.map(([x, y]) => `${x},${y}`)).size).toBe(21);
      for (const [x, y] of random) {
        expect(Math.abs(x)).toBeLessThanOrEqual(RANDOM_BOX_X);
        expect(Math.abs(y)).toBeLessThanOrEqual(RANDOM_BOX_Y);
        const beside = Math.abs(y) <= 1 && x >= -2 && x <= 2 && !(Math.abs(y) === 1 && Math.abs(x) === 2);
        expect(beside).toBe(false);
      }
    }
  });

  it('random obstacles are drawn with the table\'s seed', () => {
    expect(setup(2, { randomObstacles: 8 }, 5).obstacles).toEqual(setup(2, { randomObstacles: 8 }, 5).obstacles);
    expect(setup(2, { randomObstacles: 8 }, 5).obstacles).not.toEqual(setup(2, { randomObstacles: 8 }, 6).obstacles);
  });

  it.each([
    ['an obstacle on the central card', { obstacles: [[0, 0]] }],
    ['the same square twice', { obstacles: [[3, 3], [3, 3]] }],
    ['a square off the editor\'s field', { obstacles: [[21, 0]] }],
    ['a square of fractions', { obstacles: [[1.5, 0]] }],
    ['too many random obstacles', { randomObstacles: 21 }],
    ['a negative number of random obstacles', { randomObstacles: -1 }],
    ['options that are no object', 'many'],
  ])('bad options are refused: %s', (_name, options) => {
    expect(parseOptions(options)).toMatchObject({ ok: false, error: { code: 'web/bad-options' } });
  });

  it('no options means no obstacles', () => {
    expect(parseOptions(undefined)).toEqual({ ok: true, value: { obstacles: [], randomObstacles: 0 } });
  });
});
