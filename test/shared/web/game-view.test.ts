// What each viewer sees (rules/web.md, "Set-up": fronts public, backs secret): one's own hand's dots and nobody
// else's, no pile card's dots, no pile order below the top, the played cards' dots, holes marked, and what the
// clients' legal hints come from (legalFromView gives the same list as the state).
import { describe, expect, it } from 'vitest';
import { findHoles, legalFromView, web, type WebState } from '../../../shared/games/web/index.js';
import { viewers } from '../engine-helpers.js';
import { act, acting, card, laid, scene } from './helpers.js';

const table = (): WebState => {
  const r = web.setup({ seed: 3, players: 3, options: { obstacles: [[2, 2]], randomObstacles: 0 } as never });
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
};

describe('what each viewer sees', () => {
  it("a seat sees the dots of its own hand only, the broadcast feed every hand's, spectators none", () => {
    const s = table();
    for (const viewer of viewers(3)) {
      const v = web.view(s, viewer);
      v.seats.forEach((seat, i) => {
        seat.hand.forEach((c, k) => {
          const mine = (viewer.kind === 'seat' && viewer.seat === i) || viewer.kind === 'broadcast';
          expect(c.dots).toBe(mine ? s.hands[i]![k]!.dots : null);
          expect(c.squares).toEqual(s.hands[i]![k]!.squares);
        });
      });
    }
  });

  it("a pile shows its count and its top card's front, never dots nor the cards below", () => {
    const s = table();
    const v = web.view(s, { kind: 'seat', seat: 0 });
    v.piles.forEach((p, i) => {
      const pile = s.piles[i]!;
      expect(p).toEqual({
        shape: pile.shape,
        count: pile.cards.length,
        top: { id: pile.cards[0]!.id, shape: pile.shape, squares: pile.cards[0]!.squares },
      });
    });
    const json = JSON.stringify(v.piles);
    expect(json).not.toContain('dots');
    for (const pile of s.piles)
      for (const below of pile.cards.slice(1)) expect(json).not.toContain(`"id":${below.id},`);
  });

  it('no view carries the generator', () => {
    const s = table();
    for (const viewer of viewers(3)) {
      const json = JSON.stringify(web.view(s, viewer));
      expect(json).not.toContain('rng');
      for (const w of Object.values(s.rng).flat()) if (w >= 2 ** 16) expect(json).not.toContain(String(w)); // sfc32 words or a ChaCha20 key
    }
  });

  it("a played card shows its dots to everyone, and the turn's actions left", () => {
    const s = act(scene({ hands: [[card(7, 'straight', 'o c1 o', 3)], [card(8, 'curve', 'o o o')]] }), 0, {
      type: 'play',
      card: 7,
      rotation: 0,
      x: -1,
      y: 1,
    });
    const v = web.view(s, { kind: 'spectator' });
    expect(v.table[1]).toMatchObject({ id: 7, dots: 3 });
    expect(v.played).toEqual({ card: 7, dots: 3 });
    expect(v.actionsLeft).toBe(3);
    expect(v.toAct).toEqual([0]);
  });

  it('holes are listed in the view, as findHoles finds them (obstacles included)', () => {
    // a pocket of one square south of the centre, walled by two cards and an obstacle
    const s = scene({
      extra: [laid(card(300, 'straight', 'o o o'), 1, -1, 1), laid(card(301, 'straight', 'o o o'), 1, 1, 1)],
      obstacles: [[0, 2]],
    });
    const v = web.view(s, { kind: 'spectator' });
    expect(v.holes).toEqual([[0, 1]]);
    const blocked: [number, number][] = [
      ...s.table.flatMap((c) => c.squares.map((q): [number, number] => [q.x, q.y])),
      [0, 2],
    ];
    expect(findHoles(blocked)).toEqual([[0, 1]]);
  });

  it("each seat's cables in front and in the shop, who is out, the options", () => {
    const s = { ...scene({ players: 3 }), front: [3, 0, 6], shop: [27, 24, 21], out: [false, true, false] };
    const v = web.view(s, { kind: 'seat', seat: 2 });
    expect(v.seats.map((x) => [x.front, x.shop, x.out])).toEqual([
      [3, 27, false],
      [0, 24, true],
      [6, 21, false],
    ]);
    expect(v.you).toBe(2);
    expect(v.options).toEqual({ obstacles: [], randomObstacles: 0 });
  });
});

describe('legal actions from the view', () => {
  it('before playing: every spot of every hand card, all accepted, the same list as from the state', () => {
    const s = table();
    const seat = s.turn!;
    const fromView = legalFromView(web.view(s, { kind: 'seat', seat }), seat);
    expect(fromView).toEqual(web.legalActions(s, seat));
    expect(fromView.length).toBeGreaterThan(30);
    expect(new Set(fromView.map((a) => a.type))).toEqual(new Set(['play']));
    for (const a of fromView) expect(web.apply(s, seat, a).ok).toBe(true);
  });

  it('after playing: draws from each pile, buy, every legal cable side, end — and nothing for the others', () => {
    const s = acting(scene(), 2);
    const list = legalFromView(web.view(s, { kind: 'seat', seat: 0 }), 0);
    expect(list.filter((a) => a.type === 'draw').map((a) => (a as { pile: number }).pile)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(list).toContainEqual({ type: 'buy' });
    expect(list.filter((a) => a.type === 'cable')).toEqual([
      { type: 'cable', a: [0, 0], b: [1, 0] },
      { type: 'cable', a: [0, 0], b: [-1, 0] },
    ]);
    expect(list.at(-1)).toEqual({ type: 'end' });
    expect(legalFromView(web.view(s, { kind: 'seat', seat: 1 }), 1)).toEqual([]);
  });

  it('no cable is listed without one in front; no buy with a short shop; only end once the dots are spent', () => {
    const s = { ...acting(scene(), 2), front: [0, 3], shop: [2, 27] };
    const list = legalFromView(web.view(s, { kind: 'seat', seat: 0 }), 0);
    expect(list.some((a) => a.type === 'cable' || a.type === 'buy')).toBe(false);
    expect(legalFromView(web.view({ ...s, actionsLeft: 0 }, { kind: 'seat', seat: 0 }), 0)).toEqual([{ type: 'end' }]);
  });
});
