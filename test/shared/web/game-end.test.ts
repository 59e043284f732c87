// The end and the score (rules/web.md, "End and score"): the draw that empties a pile ends the game at once;
// so does a table where only one player still has cards; the score is the computers joined by one's cables
// minus 1 per card in hand, and equal scores share the win.
import { describe, expect, it } from 'vitest';
import { web, type WebState } from '../../../shared/games/web/index.js';
import { act, acting, card, fillerPiles, laid, scene } from './helpers.js';

/** Piles where pile 0 holds a single card (the next draw from it empties it). */
function lastCardPiles(): WebState['piles'] {
  const piles = fillerPiles();
  return piles.map((p, i) => (i === 0 ? { ...p, cards: p.cards.slice(0, 1) } : p));
}

/**
 * A table with computers: card 300 below the centre ([-1,1] worth 3, [0,1] open, [1,1] worth 2). Seat 0's cable
 * runs from the server down and west into the 3; seat 1's from the server east and down into the 2.
 */
function wired(): WebState {
  return scene({
    extra: [laid(card(300, 'straight', 'c3 o c2'), 0, -1, 1)],
    cables: [
      { a: [0, 0], b: [0, 1], colour: 0 },
      { a: [-1, 1], b: [0, 1], colour: 0 },
      { a: [0, 0], b: [1, 0], colour: 1 },
      { a: [1, 0], b: [1, 1], colour: 1 },
    ],
  });
}

describe('the end', () => {
  it("the draw that takes a pile's last card ends the game at once: the actions left are lost", () => {
    const s = acting(scene({ piles: lastCardPiles() }), 3);
    const r = web.apply(s, 0, { type: 'draw', pile: 0 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const end = r.value.state;
    expect(end.phase).toBe('over');
    expect(end.result).toMatchObject({ reason: 'pile-empty', pile: 0 });
    expect(web.toAct(end)).toEqual([]);
    expect(end.actionsLeft).toBe(0);
    expect(r.value.events.at(-1)).toMatchObject({ type: 'finished', result: { reason: 'pile-empty', pile: 0 } });
    expect(web.apply(end, 0, { type: 'buy' })).toMatchObject({ ok: false, error: { code: 'web/game-over' } });
  });

  it('the game ends when only one player still has cards', () => {
    const s = acting(scene({ players: 3, hands: [[card(1, 'straight', 'o o o')], [], []] }), 1);
    const r = web.apply(s, 0, { type: 'end' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.state.phase).toBe('over');
    expect(r.value.state.result?.reason).toBe('one-left');
  });

  it('the game ends when nobody holds a card any more', () => {
    const s = acting(scene({ hands: [[], []] }), 1);
    expect(act(s, 0, { type: 'end' }).result?.reason).toBe('one-left');
  });

  it('[interpretation] the game ends when a whole round of players could lay no card anywhere', () => {
    const walled = scene({
      obstacles: [
        [-2, 0],
        [2, 0],
        [-1, -1],
        [0, -1],
        [1, -1],
        [-1, 1],
        [0, 1],
        [1, 1],
      ],
    });
    const once = act(walled, 0, { type: 'end' });
    expect(once.phase).toBe('play');
    const twice = act(once, 1, { type: 'end' });
    expect(twice.phase).toBe('over');
    expect(twice.result?.reason).toBe('blocked');
  });

  it("the outcome lists every seat's score and the winners; nobody acts once over", () => {
    const s = acting({ ...wired(), piles: lastCardPiles(), hands: [[], [card(9, 'square', 'o o o o')]] }, 1);
    const end = act(s, 0, { type: 'draw', pile: 0 });
    // seat 0: computer 3, one card drawn → 2; seat 1: computer 2, one card → 1
    expect(web.outcome(end)).toEqual({ scores: [2, 1], winners: [0], draw: false });
  });
});

describe('the score', () => {
  it("is the values of the computers one's cables join, minus 1 per card in hand, live in every view", () => {
    const v = web.view(wired(), { kind: 'spectator' });
    expect(v.seats.map((s) => s.score)).toEqual([
      { computers: 3, connected: [[-1, 1]], cards: 3, total: 0 },
      { computers: 2, connected: [[1, 1]], cards: 3, total: -1 },
    ]);
    expect(v.scores).toEqual([0, -1]);
  });

  it('equal scores share the win', () => {
    const s = acting({ ...wired(), piles: lastCardPiles() }, 1);
    // seat 0 draws its 4th card: 3 − 4 = −1, as seat 1's 2 − 3
    const end = act(s, 0, { type: 'draw', pile: 0 });
    expect(web.outcome(end)).toEqual({ scores: [-1, -1], winners: [0, 1], draw: true });
    expect(end.result?.winners).toEqual([0, 1]);
  });

  it('a player out of the game keeps the points of his network', () => {
    const s = acting({ ...wired(), players: 2, hands: [[card(1, 'straight', 'o o o')], []] }, 1);
    const end = act(s, 0, { type: 'end' });
    expect(end.result).toMatchObject({ reason: 'one-left', scores: [2, 2], winners: [0, 1] });
  });
});
