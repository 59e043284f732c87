// The short game ([interpretation], a table option; the guided first game plays it): 9 gem cards, one for each
// colour and size with every cut among them, 2 code cards, one prisoner, one easy loot and one trickster — 14
// cards, 12 in the easy variant. Its option is kept only when on, so tables made before it keep their options.
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../shared/core/index.js';
import {
  COLOURS,
  CUTS,
  SHORT_DECK,
  SIZES,
  fullDeck,
  playBots,
  symbotrio,
  thief,
  type Card,
} from '../../../shared/games/symbotrio/index.js';

const count = (deck: readonly Card[], kind: Card['kind']) => deck.filter((c) => c.kind === kind).length;

describe('Symbotrio: the short game', () => {
  it('14 cards: a gem for each colour and size, every cut asked for, 2 code cards and one of each other kind', () => {
    const deck = fullDeck(false, true);
    expect(deck).toHaveLength(14);
    expect([
      count(deck, 'gem'),
      count(deck, 'code'),
      count(deck, 'prisoner'),
      count(deck, 'loot'),
      count(deck, 'trickster'),
    ]).toEqual([SHORT_DECK.gems, SHORT_DECK.code, SHORT_DECK.othersEach, SHORT_DECK.othersEach, SHORT_DECK.othersEach]);
    const gems = deck.filter((c) => c.kind === 'gem').map((c) => c.gem!);
    expect(new Set(gems.map((g) => `${g.colour} ${g.size}`)).size).toBe(COLOURS.length * SIZES.length);
    expect(new Set(gems.map((g) => g.cut))).toEqual(new Set(CUTS));
  });

  it('its cards are cards of the whole deck, ids and all; the easy variant leaves out its 2 code cards', () => {
    const whole = new Map(fullDeck(false).map((c) => [c.id, c]));
    for (const c of fullDeck(false, true)) expect(whole.get(c.id)).toEqual(c);
    expect(fullDeck(true, true)).toHaveLength(12);
    expect(count(fullDeck(true, true), 'code')).toBe(0);
  });

  it('the option: kept when on, absent when off (an older table’s options stay as they were), refused when not true or false', () => {
    expect(unwrap(symbotrio.parseOptions({ easy: true, short: true, first: 0 }))).toEqual({
      easy: true,
      short: true,
      first: 0,
    });
    expect(unwrap(symbotrio.parseOptions({ easy: false, short: false, first: 'random' }))).toEqual({
      easy: false,
      first: 'random',
    });
    expect(symbotrio.parseOptions({ short: 'yes' })).toMatchObject({
      ok: false,
      error: { code: 'symbotrio/bad-options' },
    });
  });

  it('set up: each player’s open card and the deck hold the short game’s cards, nothing else', () => {
    for (const easy of [false, true]) {
      const s = unwrap(symbotrio.setup({ seed: 5, players: 3, options: { easy, short: true, first: 'random' } }));
      const dealt = [...s.deck, ...s.open.flatMap((c) => (c ? [c] : []))].map((c) => c.id).sort((a, b) => a - b);
      expect(dealt).toEqual(
        fullDeck(easy, true)
          .map((c) => c.id)
          .sort((a, b) => a - b),
      );
      expect(s.open.every((c) => c?.kind === 'gem')).toBe(true);
    }
  });

  it('bots play it to its end at every table size, every card won', () => {
    for (let players = 2; players <= 6; players++) {
      for (const easy of [false, true]) {
        const game = playBots(
          Array.from({ length: players }, () => thief('medium')),
          players * 7,
          { easy, short: true },
        );
        expect(game.result.scores.reduce((a, b) => a + b, 0)).toBe(easy ? 12 : 14);
      }
    }
  });
});
