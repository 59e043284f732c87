// Bad input (rules/web.md, "Bad input"): each is refused with its own code and a message, never thrown, and the
// state — frozen here — stays exactly as it was.
import { describe, expect, it } from 'vitest';
import { ERRORS, checkCable, web, webTableOf, type WebState } from '../../../shared/games/web/index.js';
import { deepFreeze } from '../engine-helpers.js';
import { acting, card, laid, scene } from './helpers.js';

/** A table with a computer card east of the centre, seat 0 on turn, card not yet played. */
const BASE = deepFreeze(scene({ extra: [laid(card(300, 'straight', 'c2 o o'), 0, 2, 0)], obstacles: [[0, 1]] }));
/** The same table once seat 0 has played a card with 2 dots. */
const ACTING = deepFreeze(acting(BASE, 2));

const CASES: [name: string, state: WebState, seat: number, action: unknown, code: string][] = [
  ['acting out of turn', BASE, 1, { type: 'play', card: 110, rotation: 0, x: -1, y: -1 }, 'web/not-your-turn'],
  ['a spectator acting (no seat)', BASE, -1, { type: 'end' }, 'web/not-a-seat'],
  ['a seat the table does not have', BASE, 2, { type: 'end' }, 'web/not-a-seat'],
  ['an unknown action', BASE, 0, { type: 'fly' }, 'web/bad-action'],
  ['not an action at all', BASE, 0, 'play', 'web/bad-action'],
  ['a card not in hand', BASE, 0, { type: 'play', card: 110, rotation: 0, x: -1, y: -1 }, 'web/not-in-hand'],
  [
    'a card of the pile, not the hand',
    BASE,
    0,
    { type: 'play', card: 500, rotation: 0, x: -1, y: -1 },
    'web/not-in-hand',
  ],
  ['a rotation of 45°', BASE, 0, { type: 'play', card: 100, rotation: 45, x: -1, y: -1 }, 'web/bad-rotation'],
  [
    'a rotation of 4 (neither quarter turns 0–3 nor degrees)',
    BASE,
    0,
    { type: 'play', card: 100, rotation: 4, x: -1, y: -1 },
    'web/bad-rotation',
  ],
  ['a rotation of 1.5', BASE, 0, { type: 'play', card: 100, rotation: 1.5, x: -1, y: -1 }, 'web/bad-rotation'],
  ['a rotation given as text', BASE, 0, { type: 'play', card: 100, rotation: '90', x: -1, y: -1 }, 'web/bad-rotation'],
  ['a corner off the grid', BASE, 0, { type: 'play', card: 100, rotation: 0, x: 0.5, y: -1 }, 'web/bad-square'],
  ['a card over the central card', BASE, 0, { type: 'play', card: 100, rotation: 0, x: 0, y: 0 }, 'web/overlap'],
  ['a card over another card', BASE, 0, { type: 'play', card: 102, rotation: 0, x: 3, y: -1 }, 'web/overlap'],
  ['a card on an obstacle', BASE, 0, { type: 'play', card: 100, rotation: 0, x: -1, y: 1 }, 'web/on-obstacle'],
  ['a card far from the table', BASE, 0, { type: 'play', card: 100, rotation: 0, x: 10, y: 10 }, 'web/no-shared-side'],
  [
    'a card touching the table only at a corner',
    BASE,
    0,
    { type: 'play', card: 102, rotation: 0, x: -3, y: 1 },
    'web/no-shared-side',
  ],
  [
    'a second card in one turn',
    ACTING,
    0,
    { type: 'play', card: 100, rotation: 0, x: -1, y: -1 },
    'web/already-played',
  ],
  ['a draw before playing', BASE, 0, { type: 'draw', pile: 0 }, 'web/play-first'],
  ['a buy before playing', BASE, 0, { type: 'buy' }, 'web/play-first'],
  ['a cable before playing', BASE, 0, { type: 'cable', a: [0, 0], b: [0, -1] }, 'web/play-first'],
  ['ending the turn before playing while a card fits', BASE, 0, { type: 'end' }, 'web/cannot-pass'],
  ["an action beyond the card's dots", { ...ACTING, actionsLeft: 0 }, 0, { type: 'buy' }, 'web/no-actions-left'],
  ['a pile that does not exist', ACTING, 0, { type: 'draw', pile: 6 }, 'web/bad-pile'],
  ['a pile named by text', ACTING, 0, { type: 'draw', pile: '1' }, 'web/bad-pile'],
  ['buying with fewer than 3 cables in the shop', { ...ACTING, shop: [2, 27] }, 0, { type: 'buy' }, 'web/shop-short'],
  [
    'laying with no cable in front',
    { ...ACTING, front: [0, 3] },
    0,
    { type: 'cable', a: [0, 0], b: [1, 0] },
    'web/no-cable',
  ],
  ['a cable without squares', ACTING, 0, { type: 'cable', a: [0, 0] }, 'web/bad-square'],
  ['a diagonal cable', ACTING, 0, { type: 'cable', a: [0, 0], b: [1, -1] }, 'web/cable-diagonal'],
  ['a cable over two sides', ACTING, 0, { type: 'cable', a: [-1, 0], b: [1, 0] }, 'web/cable-not-adjacent'],
  ['a cable onto an obstacle', ACTING, 0, { type: 'cable', a: [0, 0], b: [0, 1] }, 'web/cable-on-obstacle'],
  ['a cable off the cards', ACTING, 0, { type: 'cable', a: [0, 0], b: [0, -1] }, 'web/cable-off-cards'],
  [
    'a cable parallel to another',
    { ...ACTING, cables: [{ a: [0, 0], b: [1, 0], colour: 1 }] },
    0,
    { type: 'cable', a: [1, 0], b: [0, 0] },
    'web/cable-parallel',
  ],
  [
    'a second cable into a computer',
    {
      ...ACTING,
      cables: [
        { a: [0, 0], b: [1, 0], colour: 0 },
        { a: [2, 0], b: [3, 0], colour: 1 },
      ],
    },
    0,
    { type: 'cable', a: [1, 0], b: [2, 0] },
    'web/computer-taken',
  ],
  [
    'a cable reaching no network of its colour',
    ACTING,
    0,
    { type: 'cable', a: [3, 0], b: [4, 0] },
    'web/cable-unconnected',
  ],
  [
    'any action once the game is over',
    { ...ACTING, phase: 'over', turn: null, result: { reason: 'one-left', winners: [0], scores: [0, 0] } },
    0,
    { type: 'end' },
    'web/game-over',
  ],
];

describe('every refusal has its own code and leaves the state unchanged', () => {
  it.each(CASES)('%s', (_name, state, seat, action, code) => {
    const frozen = deepFreeze(state);
    const before = JSON.stringify(frozen);
    const r = web.apply(frozen, seat, action as never);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe(code);
    expect(r.error.message.length).toBeGreaterThan(10);
    expect(JSON.stringify(frozen)).toBe(before);
  });

  it('every code of the table is used by a case above, by parseOptions or setup, or is the one common row Web never needs (wrong-phase)', () => {
    const used = new Set(CASES.map((c) => c[4]));
    for (const code of ['web/bad-options', 'web/bad-players', 'web/wrong-phase']) used.add(code);
    expect(
      Object.values(ERRORS)
        .map((e) => e.code)
        .filter((c) => !used.has(c)),
    ).toEqual([]);
  });

  it('each cable refusal through apply is the one checkCable gives for the same table', () => {
    for (const [, state, seat, action, code] of CASES) {
      const a = action as { type: string; a?: [number, number]; b?: [number, number] };
      if (a.type !== 'cable' || !a.b || (!code.startsWith('web/cable') && code !== 'web/computer-taken')) continue;
      expect(checkCable(webTableOf(state), seat, a.a!, a.b)).toBe(code);
    }
  });

  it('parseAction refuses the same shapes with the same codes', () => {
    expect(web.parseAction({ type: 'play', card: 100, rotation: 30, x: 0, y: 0 })).toMatchObject({
      ok: false,
      error: { code: 'web/bad-rotation' },
    });
    expect(web.parseAction({ type: 'draw', pile: -1 })).toMatchObject({ ok: false, error: { code: 'web/bad-pile' } });
    expect(web.parseAction({ type: 'cable', a: [0, 0], b: [0, 'x'] })).toMatchObject({
      ok: false,
      error: { code: 'web/bad-square' },
    });
    expect(web.parseAction({ type: 'nap' })).toMatchObject({ ok: false, error: { code: 'web/bad-action' } });
    expect(web.parseAction({ type: 'play', card: 7, rotation: 270, x: 1, y: 2, extra: true })).toEqual({
      ok: true,
      value: { type: 'play', card: 7, rotation: 3, x: 1, y: 2 },
    });
  });
});
