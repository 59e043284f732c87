// Symbotrio's bots, played through the platform's one bot path (the seat's view plus the engine's botMemory):
// memory is only what every seat saw, and it matters — the hard thief (perfect memory) beats the easy one (who
// forgets most within a few turns) in at least 80 % of 200 seeded 2-player games; a thief cracks a card he has
// seen all the signs of, never turns a sign he knows is wrong, and without memory still plays legally.
import { describe, expect, it } from 'vitest';
import { botDecision, unwrap } from '../../../shared/core/index.js';
import {
  SIGNS,
  botMemory,
  playBots,
  randomBot,
  symbotrio,
  thief,
  wonAlone,
  type SymbotrioState,
} from '../../../shared/games/symbotrio/index.js';
import { LOOT, TRICKSTER, card, flipSign, play, table } from './helpers.js';

const [hard, medium, easy] = [thief('hard'), thief('medium'), thief('easy')];

/** A table where seat 0 cracks `c` after every square was turned up once (seat 1's tries, seen by everyone). */
function afterATour(c = card(0)): SymbotrioState {
  let s = table({ open: [c, card(40)] });
  s = play(s, { type: 'stop' }).state; // seat 0 passes
  for (let i = 0; i < 4; i++) {
    const signs = SIGNS.slice(i * 3, i * 3 + 3);
    s = play(s, ...signs.map((g) => flipSign(s, g)), { type: 'stop' }).state; // seat 1 turns three squares
    if (i < 3) s = play(s, { type: 'stop' }).state; // seat 0 waits
  }
  return s;
}

describe('Symbotrio bots', () => {
  it('the engine hands a bot seat what every seat saw turned up, and nothing that was never up', () => {
    const s = afterATour();
    const memory = botMemory(s, 0);
    expect(memory.map((r) => r.square).sort((a, b) => a - b)).toEqual([...Array(12).keys()]);
    for (const r of memory) expect(s.signs[r.square]).toBe(r.sign);
    expect(botMemory(table(), 1)).toEqual([]);
  });

  it('the hard thief cracks a card whose three signs he saw, turning exactly them', () => {
    let s = afterATour();
    expect(s.turn).toBe(0);
    for (let i = 0; i < 3; i++) s = unwrap(symbotrio.apply(s, 0, botDecision(symbotrio, hard, s, 0, i))).state;
    expect(s.flipped.map((q) => s.signs[q]).sort()).toEqual(['red', 'small', 'triangle'].sort());
    const r = unwrap(symbotrio.apply(s, 0, botDecision(symbotrio, hard, s, 0, 3)));
    expect(r.events.some((e) => e.type === 'won' && e.seat === 0)).toBe(true);
  });

  it('without memory a thief still plays only legal actions', () => {
    const s = afterATour();
    const view = symbotrio.view(s, { kind: 'seat', seat: 0 });
    for (const bot of [hard, medium, easy, randomBot]) {
      for (let seed = 0; seed < 20; seed++) expect(symbotrio.apply(s, 0, bot.decide(view, 0, seed)).ok).toBe(true);
    }
  });

  it('a thief with memory never turns a square he remembers holding a wrong sign', () => {
    let s = afterATour();
    s = unwrap(symbotrio.apply(s, 0, flipSign(s, 'blue'))).state; // a wrong sign: the try has failed
    for (let seed = 0; seed < 20; seed++) {
      const a = botDecision(symbotrio, hard, s, 0, seed);
      // Every square is known: nothing is left to learn, so the hard thief stops.
      expect(a).toEqual({ type: 'stop' });
    }
  });

  it('a trickster robs where the odds pay: a pile with easy loot when he knows no square, the biggest pile when he knows every one', () => {
    const s0 = table({
      players: 3,
      open: [null, card(40), card(41)],
      won: [[], [card(1), card(2), card(3)], [card(4), card(LOOT)]],
      top: [card(TRICKSTER)],
    });
    const s = play(s0, { type: 'draw' }).state;
    expect(s.phase).toBe('trick');
    const targets = (bot: typeof hard, state: SymbotrioState) =>
      new Set(
        Array.from({ length: 12 }, (_, seed) => botDecision(symbotrio, bot, state, 0, seed)).map((a) =>
          a.type === 'steal' ? a.target : -1,
        ),
      );
    // Knowing nothing, a gem is hopeless: the pile with easy loot in it pays.
    expect(targets(hard, s)).toEqual(new Set([2]));
    // Knowing every square, every gem cracks: the bigger pile.
    const seen = { ...s, reveals: SIGNS.map((sign, square) => ({ square, sign, turnCount: s.turnCount })) };
    expect(targets(hard, seen)).toEqual(new Set([1]));
  });

  it('the hard thief beats the easy one in at least 80 % of 200 seeded 2-player games, seats alternating', () => {
    let wins = 0;
    for (let g = 0; g < 200; g++) {
      const seat = g % 2;
      const r = playBots(seat === 0 ? [hard, easy] : [easy, hard], 5000 + g, { first: (g >> 1) % 2 });
      if (wonAlone(r.result, seat)) wins++;
    }
    expect(wins / 200).toBeGreaterThanOrEqual(0.8);
  });

  it('bots play whole 3- and 6-player games, easy variant too, to a result that counts every card', () => {
    for (const [bots, easyVariant] of [
      [[hard, medium, easy], false],
      [[easy, medium, hard, medium, easy, hard], true],
    ] as const) {
      const r = playBots(bots, 77, { easy: easyVariant, first: 'random' });
      expect(r.result.scores.reduce((a, b) => a + b, 0)).toBe(easyVariant ? 66 : 76);
    }
  });
});
