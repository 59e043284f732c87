// The deck and the set-up (rules/web.md, "The table and the cards", "Set-up", "Variant: obstacles").
import { describe, expect, it } from 'vitest';
import { makeRng, type Seed } from '../../../shared/core/index.js';
import {
  CENTRAL_CARD,
  DECK,
  DECK_TOTALS,
  LEGACY_DECK,
  RANDOM_BOX_X,
  RANDOM_BOX_Y,
  SHAPES,
  computersIn,
  drawingOf,
  parseOptions,
  startingSeat,
  totalsOf,
  web,
  type DeckCard,
  type WebState,
} from '../../../shared/games/web/index.js';
import { card } from './helpers.js';

const setup = (players: number, options: unknown = {}, seed: Seed = 1): WebState => {
  const r = web.setup({ seed, players, options: options as never });
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
};
const cardValue = (c: DeckCard) => c.squares.reduce((n, s) => n + (s.value ?? 0), 0);
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

describe('the deck', () => {
  it('holds 72 cards: 22 straight, 28 curve, 22 square, none with an identity of its own (a table gives handles)', () => {
    expect(DECK).toHaveLength(72);
    expect(SHAPES.map((s) => DECK.filter((c) => c.shape === s).length)).toEqual([22, 28, 22]);
    expect(DECK.every((c) => !('id' in c))).toBe(true);
    expect([
      DECK_TOTALS.straight.cards,
      DECK_TOTALS.curve.cards,
      DECK_TOTALS.square.cards,
      DECK_TOTALS.all.cards,
    ]).toEqual([22, 28, 22, 72]);
  });

  it('a front never tells its back: every front drawing is on at least two cards with different dots', () => {
    const dotsOf = new Map<string, number[]>();
    for (const c of DECK) dotsOf.set(drawingOf(c), [...(dotsOf.get(drawingOf(c)) ?? []), c.dots]);
    for (const [drawing, dots] of dotsOf)
      expect(new Set(dots).size, `${drawing}: dots ${dots.join()}`).toBeGreaterThanOrEqual(2);
    expect(dotsOf.size).toBe(DECK_TOTALS.all.fronts);
    expect([DECK_TOTALS.straight.fronts, DECK_TOTALS.curve.fronts, DECK_TOTALS.square.fronts]).toEqual([11, 14, 11]);
  });

  it('a drawing is the same however the card is turned, and a curve is not its mirror', () => {
    const sq = (tokens: string) =>
      tokens
        .split(' ')
        .map((t) =>
          t === 'o'
            ? { kind: 'open' as const }
            : t === 's'
              ? { kind: 'server' as const }
              : { kind: 'computer' as const, value: Number(t.slice(1)) },
        );
    expect(drawingOf({ shape: 'straight', squares: sq('c1 o o') })).toBe(
      drawingOf({ shape: 'straight', squares: sq('o o c1') }),
    );
    expect(drawingOf({ shape: 'straight', squares: sq('c1 o o') })).not.toBe(
      drawingOf({ shape: 'straight', squares: sq('o c1 o') }),
    );
    // square: NW, NE, SW, SE; the four turns of a computer in one corner are one drawing, a diagonal pair another
    const corners = ['c2 o o o', 'o c2 o o', 'o o c2 o', 'o o o c2'].map((t) =>
      drawingOf({ shape: 'square', squares: sq(t) }),
    );
    expect(new Set(corners).size).toBe(1);
    expect(drawingOf({ shape: 'square', squares: sq('c1 c1 o o') })).toBe(
      drawingOf({ shape: 'square', squares: sq('o c1 o c1') }),
    );
    expect(drawingOf({ shape: 'square', squares: sq('c1 c1 o o') })).not.toBe(
      drawingOf({ shape: 'square', squares: sq('c1 o o c1') }),
    );
    expect(drawingOf({ shape: 'curve', squares: sq('o c1 c2') })).not.toBe(
      drawingOf({ shape: 'curve', squares: sq('o c2 c1') }),
    );
  });

  it('the totals: 84 computers worth 154 (44 / 22 / 8 / 8 / 2), 12 cards with a server, 12 / 32 / 28 cards with 3 / 2 / 1 dots', () => {
    expect(DECK_TOTALS.all).toMatchObject({
      cards: 72,
      fronts: 36,
      computers: 84,
      value: 154,
      servers: 12,
      byValue: [0, 44, 22, 8, 8, 2],
      byDots: [0, 28, 32, 12],
    });
    expect(SHAPES.map((s) => DECK_TOTALS[s].servers)).toEqual([4, 4, 4]);
    expect(SHAPES.map((s) => DECK_TOTALS[s].byDots)).toEqual([
      [0, 8, 10, 4],
      [0, 12, 12, 4],
      [0, 8, 10, 4],
    ]);
  });

  it("every card has its shape's number of squares and 1–3 dots; computers are worth 1–5", () => {
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
    const rich = DECK.filter((c) => cardValue(c) >= 4).map((c) => c.dots);
    const poor = DECK.filter((c) => cardValue(c) <= 1 && !c.squares.some((s) => s.kind === 'server')).map(
      (c) => c.dots,
    );
    expect(mean(rich)).toBeLessThan(mean(poor));
  });

  it("each curve's mirror image (its arms swapped) is in the deck as often as the curve itself", () => {
    const key = (sq: DeckCard['squares']) => sq.map((s) => (s.kind === 'computer' ? `c${s.value}` : s.kind)).join(' ');
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
    expect(DECK_TOTALS.straight.computers + DECK_TOTALS.curve.computers + DECK_TOTALS.square.computers).toBe(
      all.computers,
    );
  });

  it('the central server card is a straight whose middle square is a server', () => {
    expect(CENTRAL_CARD).toMatchObject({
      id: 0,
      shape: 'straight',
      squares: [{ kind: 'open' }, { kind: 'server' }, { kind: 'open' }],
    });
  });
});

describe('set-up', () => {
  it.each([2, 3, 4, 5])(
    '%i players: one card of each shape each, six piles of the rest, 3 cables in front and 27 in the shop',
    (players) => {
      const s = setup(players);
      for (const hand of s.hands) expect(hand.map((c) => c.shape)).toEqual(['straight', 'curve', 'square']);
      expect(s.piles.map((p) => p.shape)).toEqual(['straight', 'straight', 'curve', 'curve', 'square', 'square']);
      const per = [22, 28, 22].map((n) => n - players);
      per.forEach((rest, i) => {
        const [a, b] = [s.piles[2 * i]!.cards.length, s.piles[2 * i + 1]!.cards.length];
        expect(a + b).toBe(rest);
        expect(a - b === 0 || a - b === 1).toBe(true);
      });
      const dealt = [...s.hands.flat(), ...s.piles.flatMap((p) => p.cards)];
      expect(dealt.map((c) => c.id).sort((a, b) => a - b)).toEqual(Array.from({ length: 72 }, (_, i) => i + 1));
      const text = (c: DeckCard) => `${drawingOf(c)}/${c.dots}`;
      expect(dealt.map(text).sort()).toEqual(DECK.map(text).sort());
      expect(s.front).toEqual(Array(players).fill(3));
      expect(s.shop).toEqual(Array(players).fill(27));
      expect(s.table.map((c) => c.id)).toEqual([0]);
      expect(s.played).toBeNull();
    },
  );

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

  it('handles tell nothing: over 40 tables each handle lies on cards of many drawings and dots, at many places of the deal', () => {
    const seen = new Map<number, { drawings: Set<string>; dots: Set<number>; places: Set<string> }>();
    for (let seed = 1; seed <= 40; seed++) {
      const s = setup(2, {}, seed);
      const at = [
        ...s.hands.flatMap((h) => h.map((c, k) => [c, `hand ${k}`] as const)),
        ...s.piles.flatMap((p, i) => p.cards.map((c, k) => [c, `pile ${i}:${k}`] as const)),
      ];
      for (const [c, place] of at) {
        const row = seen.get(c.id) ?? {
          drawings: new Set<string>(),
          dots: new Set<number>(),
          places: new Set<string>(),
        };
        row.drawings.add(drawingOf(c));
        row.dots.add(c.dots);
        row.places.add(place);
        seen.set(c.id, row);
      }
    }
    expect(seen.size).toBe(72);
    for (const [id, row] of seen) {
      expect(row.dots.size, `handle ${id}`).toBeGreaterThanOrEqual(2);
      expect(row.drawings.size, `handle ${id}`).toBeGreaterThanOrEqual(8);
      expect(row.places.size, `handle ${id}`).toBeGreaterThanOrEqual(15);
    }
  });

  it('the same seed gives the same game; another seed shuffles differently', () => {
    expect(JSON.stringify(setup(3, {}, 42))).toBe(JSON.stringify(setup(3, {}, 42)));
    expect(JSON.stringify(setup(3, {}, 42).piles)).not.toBe(JSON.stringify(setup(3, {}, 43).piles));
  });

  it('2–5 players; other counts are refused', () => {
    expect(web.setup({ seed: 1, players: 1, options: {} as never })).toMatchObject({
      ok: false,
      error: { code: 'web/bad-players' },
    });
    expect(web.setup({ seed: 1, players: 6, options: {} as never })).toMatchObject({
      ok: false,
      error: { code: 'web/bad-players' },
    });
  });
});

describe('obstacles', () => {
  it("the creator's obstacles lie where he put them", () => {
    expect(
      setup(2, {
        obstacles: [
          [3, 1],
          [-2, -2],
        ],
      }).obstacles,
    ).toEqual([
      [3, 1],
      [-2, -2],
    ]);
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

  it("random obstacles are drawn with the table's seed", () => {
    expect(setup(2, { randomObstacles: 8 }, 5).obstacles).toEqual(setup(2, { randomObstacles: 8 }, 5).obstacles);
    expect(setup(2, { randomObstacles: 8 }, 5).obstacles).not.toEqual(setup(2, { randomObstacles: 8 }, 6).obstacles);
  });

  it.each([
    ['an obstacle on the central card', { obstacles: [[0, 0]] }],
    [
      'the same square twice',
      {
        obstacles: [
          [3, 3],
          [3, 3],
        ],
      },
    ],
    ["a square off the editor's field", { obstacles: [[21, 0]] }],
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

describe('a table stored before issue 26 (four seed words) deals the first deck, as it was played', () => {
  const cardsOf = (s: WebState) => [...s.hands.flat(), ...s.piles.flatMap((p) => p.cards)];
  const text = (c: DeckCard) => `${drawingOf(c)}/${c.dots}`;

  it('the first deck: 72 cards under the ids its logs name, 1–72 in list order; one dots value per front, which is why no new table deals it', () => {
    expect(LEGACY_DECK.map((c) => c.id)).toEqual(Array.from({ length: 72 }, (_, i) => i + 1));
    expect(SHAPES.map((s) => LEGACY_DECK.filter((c) => c.shape === s).length)).toEqual([22, 28, 22]);
    // The rules panel's figures of that deck, from the same totals and drawings as today's.
    expect(totalsOf(LEGACY_DECK)).toMatchObject({
      cards: 72,
      fronts: 62,
      computers: 94,
      value: 180,
      servers: 12,
      byValue: [0, 47, 23, 13, 7, 4],
      byDots: [0, 27, 33, 12],
    });
    const dots = new Map<string, Set<number>>();
    for (const c of LEGACY_DECK) dots.set(drawingOf(c), (dots.get(drawingOf(c)) ?? new Set()).add(c.dots));
    expect([...dots.values()].every((d) => d.size === 1)).toBe(true);
  });

  it.each([2, 5])("%i players: the hands and piles are the first deck's cards, ids and all", (players) => {
    const s = setup(players, { randomObstacles: 3 }, [2851, 90121, 7, 4004]);
    const dealt = cardsOf(s).sort((a, b) => a.id - b.id);
    expect(dealt).toEqual(LEGACY_DECK);
    for (const hand of s.hands) expect(hand.map((c) => c.shape)).toEqual(['straight', 'curve', 'square']);
  });

  it("a plain number or a ChaCha20 key deals today's deck, each card under a drawn handle", () => {
    for (const seed of [7, { chacha20: [7] }] as Seed[]) {
      const dealt = cardsOf(setup(3, {}, seed));
      expect(dealt.map(text).sort()).toEqual(DECK.map(text).sort());
      expect(dealt.map((c) => c.id).sort((a, b) => a - b)).toEqual(Array.from({ length: 72 }, (_, i) => i + 1));
    }
  });
});
