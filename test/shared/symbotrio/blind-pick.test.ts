// The trickster's blind pick (rules/symbotrio.md, "Trickster" and its [interpretation] on shuffling): the
// opponent's face-down won pile is shuffled from the game's seeded generator at the moment a trickster draws from
// it, and the place he names picks a card of the pile so shuffled. Named cases: the shuffle happens at the draw
// and nowhere else; the same seed gives the same result; the owner's view keeps his cards; others see only the
// count; a replay of the log rebuilds the same state; a bot picks from its view alone; a table stored before
// issue 26 keeps the rule it was played with.
import { describe, expect, it } from 'vitest';
import { botDecision, makeRng, mixSeed, replay, shuffle, unwrap } from '../../../shared/core/index.js';
import {
  playBots,
  symbotrio,
  thief,
  type Card,
  type SymbotrioAction,
  type SymbotrioState,
} from '../../../shared/games/symbotrio/index.js';
import { viewers } from '../engine-helpers.js';
import { LOOT, PRISONER, TRICKSTER, card, play, table } from './helpers.js';

const ids = (cards: readonly Card[]): number[] => cards.map((c) => c.id);
const sorted = (cards: readonly Card[]): number[] => ids(cards).sort((a, b) => a - b);

/** Seat 0 has turned up a trickster; seat 1's pile holds six distinct cards, won in this order. */
const PILE = [card(5), card(LOOT), card(12), card(PRISONER), card(30), card(TRICKSTER + 1)];
const tricked = (): SymbotrioState =>
  play(table({ players: 3, open: [null, card(1), card(2)], won: [[], PILE, [card(40)]], top: [card(TRICKSTER)] }), {
    type: 'draw',
  }).state;

/** The card a steal at `index` draws from `target` on `s` (the 'stole' event's card). */
function drawnAt(s: SymbotrioState, target: number, index: number): Card {
  const r = unwrap(symbotrio.apply(s, s.turn, { type: 'steal', target, index }));
  const e = r.events.find((x) => x.type === 'stole');
  if (e?.type !== 'stole') throw new Error('no stole event');
  return e.card;
}

/** The same table with another generator state (nothing any viewer is shown changes). */
const withGenerator = (s: SymbotrioState, k: number): SymbotrioState => ({ ...s, rng: makeRng(mixSeed(0xb11d, k)) });

describe('Symbotrio: a trickster draws blind', () => {
  it('turning up a trickster leaves every pile and the generator as they were: the shuffle waits for the draw', () => {
    const before = table({
      players: 3,
      open: [null, card(1), card(2)],
      won: [[], PILE, [card(40)]],
      top: [card(TRICKSTER)],
    });
    const t = play(before, { type: 'draw' }).state;
    expect(t.phase).toBe('trick');
    expect(t.won).toEqual(before.won);
    expect(t.rng).toEqual(before.rng);
  });

  it('at the draw the pile is shuffled from the game’s generator and the card at the named place comes out; the rest stays face down, shuffled', () => {
    const t = tricked();
    for (let index = 0; index < PILE.length; index++) {
      const { state, events } = play(t, { type: 'steal', target: 1, index });
      const [shuffled, next] = shuffle(t.rng, t.won[1]!);
      expect(events[0]).toEqual({ type: 'stole', seat: 0, target: 1, index, card: shuffled[index] });
      expect(ids(state.won[1]!)).toEqual(ids(shuffled.filter((_, i) => i !== index)));
      expect(state.rng).toEqual(next);
      expect(state.rng).not.toEqual(t.rng);
    }
  });

  it('the places of one draw are a shuffle of the whole pile: each card behind exactly one place', () => {
    const t = tricked();
    expect(sorted(PILE.map((_, index) => drawnAt(t, 1, index)))).toEqual(sorted(PILE));
  });

  it('what comes out of a place is the generator’s, not the order the cards went in: over 24 generators each place gives several cards, and the first card won is not the first drawn', () => {
    const t = tricked();
    for (let index = 0; index < PILE.length; index++) {
      const seen = new Set(Array.from({ length: 24 }, (_, k) => drawnAt(withGenerator(t, k), 1, index).id));
      expect(seen.size, `place ${index}`).toBeGreaterThan(1);
    }
    const firstPlace = Array.from({ length: 24 }, (_, k) => drawnAt(withGenerator(t, k), 1, 0).id);
    expect(firstPlace.filter((id) => id === PILE[0]!.id).length).toBeLessThan(12);
  });

  it('a second trickster draws again from the same opponent, and that draw is shuffled anew', () => {
    const t = tricked();
    const second = Array.from({ length: 40 }, (_, k) => withGenerator(t, k))
      .map((s) => ({ s, index: PILE.findIndex((_, i) => drawnAt(s, 1, i).id === TRICKSTER + 1) }))
      .map(({ s, index }) => play(s, { type: 'steal', target: 1, index }).state);
    expect(
      second.every((s) => s.phase === 'trick' && s.trick!.target === 1 && s.won[1]!.length === PILE.length - 1),
    ).toBe(true);
    // From one pile of five left, the generator at the second draw decides which card place 0 gives.
    const again = second[0]!;
    const seen = new Set(Array.from({ length: 24 }, (_, k) => drawnAt(withGenerator(again, 100 + k), 1, 0).id));
    expect(seen.size).toBeGreaterThan(1);
  });

  it('the same seed gives the same result: the same table and place draw the same card and leave the same state', () => {
    const a = symbotrio.apply(tricked(), 0, { type: 'steal', target: 1, index: 2 });
    const b = symbotrio.apply(tricked(), 0, { type: 'steal', target: 1, index: 2 });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    const bots = [thief('hard'), thief('medium'), thief('easy')];
    expect(JSON.stringify(playBots(bots, 41).state)).toBe(JSON.stringify(playBots(bots, 41).state));
  });

  it('the owner’s view keeps his cards (by id, whatever their order); every other seat, the spectators and the feed see only the count', () => {
    const t = tricked();
    const { state } = play(t, { type: 'steal', target: 1, index: 0 });
    for (const s of [t, state]) {
      for (const viewer of viewers(3)) {
        const v = symbotrio.view(s, viewer);
        v.seats.forEach((seat, owner) => {
          expect(seat.wonCount).toBe(s.won[owner]!.length);
          const mine = viewer.kind === 'seat' && viewer.seat === owner;
          expect(seat.won === null ? null : ids(seat.won)).toEqual(mine ? sorted(s.won[owner]!) : null);
        });
      }
    }
    // A failed trick hands the cards back: the owner's view lists them with the rest of his pile.
    const drawnGem = Array.from({ length: 40 }, (_, k) => withGenerator(t, k))
      .map((s) => play(s, { type: 'steal', target: 1, index: 0 }).state)
      .find((s) => s.trick?.drawn?.kind === 'gem')!;
    const failed = play(drawnGem, { type: 'stop' }).state;
    expect(ids(symbotrio.view(failed, { kind: 'seat', seat: 1 }).seats[1]!.won!)).toEqual(sorted(failed.won[1]!));
    expect(failed.won[1]!.length).toBe(PILE.length + 1);
  });

  it('no view tells the pile’s order or the generator: every viewer sees the same whatever the order and the generator', () => {
    const t = tricked();
    const reordered = [...PILE].reverse();
    const variants = [
      { ...t, won: [[], reordered, t.won[2]!] },
      withGenerator(t, 7),
      withGenerator({ ...t, won: [[], reordered, t.won[2]!] }, 8),
    ];
    for (const viewer of viewers(3)) {
      const want = JSON.stringify(symbotrio.view(t, viewer));
      for (const v of variants) expect(JSON.stringify(symbotrio.view(v, viewer))).toBe(want);
    }
  });

  it('a thief picks from its view alone: the same choice whatever the pile’s order or the generator', () => {
    const t = tricked();
    const variants = [{ ...t, won: [[], [...PILE].reverse(), t.won[2]!] }, withGenerator(t, 3)];
    for (const bot of symbotrio.bots) {
      for (let seed = 0; seed < 8; seed++) {
        const want = botDecision(symbotrio, bot, t, 0, seed);
        expect(want.type).toBe('steal');
        for (const v of variants) expect(botDecision(symbotrio, bot, v, 0, seed)).toEqual(want);
      }
    }
  });

  it('a replay of the log rebuilds the same state, every trickster’s draw included', () => {
    let tricks = 0;
    for (const seed of [3, 8, 13]) {
      const input = { seed, players: 3, options: { easy: false, first: 0 } };
      const bots = [thief('hard'), thief('medium'), thief('easy')];
      let s = unwrap(symbotrio.setup(input));
      const log: { seat: number; action: SymbotrioAction }[] = [];
      for (let n = 0; s.phase !== 'over'; n++) {
        const action = botDecision(symbotrio, bots[s.turn]!, s, s.turn, mixSeed(seed, n));
        if (action.type === 'steal') tricks++;
        log.push({ seat: s.turn, action });
        s = unwrap(symbotrio.apply(s, s.turn, action)).state;
      }
      expect(JSON.stringify(unwrap(replay(symbotrio, input, log)))).toBe(JSON.stringify(s));
    }
    expect(tricks).toBeGreaterThan(0);
  });
});

describe('Symbotrio: a table stored before issue 26 (four seed words) keeps its draw by place', () => {
  /** `tricked()` at a table whose setup came from the server's old four sfc32 words. */
  const oldTricked = (): SymbotrioState => {
    const base = unwrap(
      symbotrio.setup({ seed: [2851, 90121, 7, 4004], players: 3, options: { easy: false, first: 0 } }),
    );
    expect(base.blindDraw).toBeUndefined();
    return { ...tricked(), blindDraw: undefined, rng: base.rng };
  };

  it('every table set up today draws blind; one stored before has no such mark, so its state is the one it always had', () => {
    for (const seed of [7, { chacha20: [7] }] as const) {
      expect(unwrap(symbotrio.setup({ seed, players: 3, options: { easy: false, first: 0 } })).blindDraw).toBe(true);
    }
    expect(
      'blindDraw' in unwrap(symbotrio.setup({ seed: [1, 2, 3, 4], players: 3, options: { easy: false, first: 0 } })),
    ).toBe(false);
  });

  it('the named place of the pile as it lies comes out, the rest keeps its order, and the generator is not drawn', () => {
    const t = oldTricked();
    for (let index = 0; index < PILE.length; index++) {
      const { state, events } = play(t, { type: 'steal', target: 1, index });
      expect(events[0]).toEqual({ type: 'stole', seat: 0, target: 1, index, card: PILE[index] });
      expect(ids(state.won[1]!)).toEqual(ids(PILE.filter((_, i) => i !== index)));
      expect(state.rng).toEqual(t.rng);
    }
  });
});
