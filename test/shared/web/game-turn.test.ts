// A Web turn through `apply` (rules/web.md, "A turn" and "Laying a cable"): play one card (shape, quarter turns,
// no overlap, a shared side), then up to its dots in draws, buys and cables, then end.
import { describe, expect, it } from 'vitest';
import { CENTRAL_PLACED, web, type WebEvent } from '../../../shared/games/web/index.js';
import { act, acting, card, laid, scene } from './helpers.js';

const squaresOf = (s: ReturnType<typeof scene>, id: number) => s.table.find((c) => c.id === id)?.squares;

describe('playing the card', () => {
  it('the central server card starts on the table, its server on [0, 0]', () => {
    expect(CENTRAL_PLACED.squares).toEqual([
      { x: -1, y: 0, kind: 'open' },
      { x: 0, y: 0, kind: 'server' },
      { x: 1, y: 0, kind: 'open' },
    ]);
  });

  it('a card laid beside the table leaves the hand, lies where its rotation says, and its dots become the actions', () => {
    const curve = card(200, 'curve', 'c1 c2 c3', 3);
    const s = scene({ hands: [[curve], [card(201, 'square', 'o o o o')]] });
    const r = web.apply(s, 0, { type: 'play', card: 200, rotation: 1, x: 2, y: 0 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const next = r.value.state;
    // turned a quarter clockwise: the corner (c1) goes to the north-east, the east arm (c2) points south
    expect(squaresOf(next, 200)).toEqual([
      { x: 3, y: 0, kind: 'computer', value: 1 },
      { x: 3, y: 1, kind: 'computer', value: 2 },
      { x: 2, y: 0, kind: 'computer', value: 3 },
    ]);
    expect(next.hands[0]).toEqual([]);
    expect(next.played).toEqual({ card: 200, dots: 3 });
    expect(next.actionsLeft).toBe(3);
    expect(r.value.events).toEqual([{ type: 'played', seat: 0, card: next.table[1], actionsLeft: 3 }]);
    expect(next.table[1]!.dots).toBe(3);
  });

  it('a rotation may be given in degrees: 90 is one quarter turn, 180 two, −90 three', () => {
    const s = scene();
    const quarter = act(s, 0, { type: 'play', card: 100, rotation: 1, x: 2, y: -1 });
    expect(act(s, 0, { type: 'play', card: 100, rotation: 90, x: 2, y: -1 }).table).toEqual(quarter.table);
    expect(act(s, 0, { type: 'play', card: 100, rotation: 180, x: 2, y: 0 }).table).toEqual(
      act(s, 0, { type: 'play', card: 100, rotation: 2, x: 2, y: 0 }).table,
    );
    expect(act(s, 0, { type: 'play', card: 100, rotation: -90, x: 2, y: -1 }).table).toEqual(
      act(s, 0, { type: 'play', card: 100, rotation: 3, x: 2, y: -1 }).table,
    );
  });

  it('one shared side is enough: gaps between cards are allowed', () => {
    const s = scene({ extra: [laid(card(300, 'straight', 'o o o'), 0, -1, 2)] });
    // a square card east of the centre touches the central card only; an empty row lies between it and card 300
    const next = act(s, 0, { type: 'play', card: 102, rotation: 0, x: 2, y: 0 });
    expect(next.table).toHaveLength(3);
  });

  it('a card may be laid against any card on the table, not only the central one', () => {
    const s = scene({ extra: [laid(card(300, 'straight', 'o o o'), 1, 2, 0)] });
    expect(act(s, 0, { type: 'play', card: 100, rotation: 0, x: 3, y: 2 }).table).toHaveLength(3);
  });
});

describe('the actions', () => {
  it('draw: the top card of a pile goes to the hand; its front is public, its dots go to the drawer alone', () => {
    const s = acting(scene(), 2);
    const top = s.piles[3]!.cards[0]!;
    const r = web.apply(s, 0, { type: 'draw', pile: 3 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const next = r.value.state;
    expect(next.hands[0]!.at(-1)).toEqual(top);
    expect(next.piles[3]!.cards).toEqual(s.piles[3]!.cards.slice(1));
    expect(next.actionsLeft).toBe(1);
    const events = r.value.events as WebEvent[];
    expect(events[0]).toEqual({
      type: 'drew',
      seat: 0,
      pile: 3,
      card: { id: top.id, shape: top.shape, squares: top.squares },
      left: 2,
    });
    expect(events[1]).toEqual({ type: 'drewDots', seat: 0, card: top.id, dots: top.dots, visibleTo: [0] });
  });

  it('buy: three cables move from the shop to the front', () => {
    const next = act(acting(scene(), 2), 0, { type: 'buy' });
    expect(next.front[0]).toBe(6);
    expect(next.shop[0]).toBe(24);
    expect(next.actionsLeft).toBe(1);
  });

  it('cable: one cable from the front is laid on the side and earns the computer it joins', () => {
    const s = acting(scene({ extra: [laid(card(300, 'straight', 'o o c4'), 1, 2, -2)] }), 2);
    // card 300 stands north–south at x = 2: [2,-2] open, [2,-1] open, [2,0] the computer worth 4
    let next = act(s, 0, { type: 'cable', a: [0, 0], b: [1, 0] });
    const r = web.apply(next, 0, { type: 'cable', a: [2, 0], b: [1, 0] });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    next = r.value.state;
    expect(next.cables).toEqual([
      { a: [0, 0], b: [1, 0], colour: 0 },
      { a: [1, 0], b: [2, 0], colour: 0 },
    ]);
    expect(next.front[0]).toBe(1);
    expect(r.value.events).toEqual([
      { type: 'cabled', seat: 0, cable: { a: [1, 0], b: [2, 0], colour: 0 }, points: 4, computer: [2, 0] },
    ]);
  });

  it('actions may come in any order and the same action may repeat, up to the dots', () => {
    let s = acting(scene(), 3);
    s = act(s, 0, { type: 'buy' });
    s = act(s, 0, { type: 'cable', a: [0, 0], b: [1, 0] });
    s = act(s, 0, { type: 'buy' });
    expect([s.front[0], s.shop[0], s.actionsLeft]).toEqual([8, 21, 0]);
  });

  it("once as many actions as the card's dots are taken, a further action is refused", () => {
    let s = scene({
      hands: [[card(1, 'straight', 'c2 o o', 1), card(2, 'square', 'o o o o')], [card(3, 'curve', 'o o o')]],
    });
    s = act(s, 0, { type: 'play', card: 1, rotation: 0, x: -1, y: 1 });
    s = act(s, 0, { type: 'buy' });
    expect(web.apply(s, 0, { type: 'draw', pile: 0 })).toMatchObject({
      ok: false,
      error: { code: 'web/no-actions-left' },
    });
    expect(web.apply(s, 0, { type: 'cable', a: [0, 0], b: [1, 0] })).toMatchObject({
      ok: false,
      error: { code: 'web/no-actions-left' },
    });
  });
});

describe('ending the turn', () => {
  it('end gives up the unused actions and passes the turn clockwise', () => {
    const s = acting(scene({ players: 3 }), 3);
    const r = web.apply(s, 0, { type: 'end' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.state.turn).toBe(1);
    expect(r.value.state.played).toBeNull();
    expect(r.value.state.actionsLeft).toBe(0);
    expect(r.value.events).toEqual([{ type: 'ended', seat: 0, next: 1, lost: 3, passed: false }]);
    expect(act(acting(r.value.state, 1), 1, { type: 'end' }).turn).toBe(2);
    expect(act(acting({ ...r.value.state, turn: 2 }, 1), 2, { type: 'end' }).turn).toBe(0);
  });

  it('the turn stays with the player after his last action: he ends it himself', () => {
    const s = act(acting(scene(), 1), 0, { type: 'buy' });
    expect(s.turn).toBe(0);
    expect(web.toAct(s)).toEqual([0]);
    expect(act(s, 0, { type: 'end' }).turn).toBe(1);
  });

  it('a player who starts his turn with no cards is out of the game, and play goes on past him', () => {
    const s = acting(
      scene({ players: 3, hands: [[card(1, 'straight', 'o o o')], [], [card(2, 'square', 'o o o o')]] }),
      1,
    );
    const r = web.apply(s, 0, { type: 'end' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.state.turn).toBe(2);
    expect(r.value.state.out).toEqual([false, true, false]);
    expect(r.value.events).toEqual([
      { type: 'ended', seat: 0, next: 2, lost: 1, passed: false },
      { type: 'out', seat: 1 },
    ]);
    // seat 1 stays out: the next time round the turn goes from 2 straight back to 0
    expect(act(acting(r.value.state, 1), 2, { type: 'end' }).turn).toBe(0);
  });

  it('a player may play his last card and draw again in the same turn: he is not out', () => {
    let s = scene({ hands: [[card(1, 'straight', 'o o o', 2)], [card(2, 'square', 'o o o o')]] });
    s = act(s, 0, { type: 'play', card: 1, rotation: 0, x: -1, y: 1 });
    expect(s.hands[0]).toEqual([]);
    s = act(s, 0, { type: 'draw', pile: 0 });
    s = act(s, 0, { type: 'end' });
    expect(s.phase).toBe('play');
    expect(s.turn).toBe(1);
  });

  it('before playing, a player may end his turn only when no card of his hand fits anywhere (a pass)', () => {
    // eight obstacles wall the central card in: nothing can ever be laid
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
      players: 3,
    });
    const r = web.apply(walled, 0, { type: 'end' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.events).toEqual([{ type: 'ended', seat: 0, next: 1, lost: 0, passed: true }]);
    expect(web.legalActions(walled, 0)).toEqual([{ type: 'end' }]);
  });
});
