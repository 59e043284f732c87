// Web's panel as pure logic, on views cut by the real engine: whose moment it is, which buttons are on, why the
// others are off — and, over seeded random games, that a button is on exactly when the engine lists its action,
// and that every off button names the very code the server answers when that action is tried anyway.
import { describe, expect, it } from 'vitest';
import {
  TURNED_CELLS,
  web,
  type Shape,
  type WebAction,
  type WebState,
  type WebView,
} from '../../shared/games/web/index.js';
import { legalIndex } from '../../client/games/web/intents.js';
import { sideOf } from '../../client/games/web/store.js';
import { clickable } from '../../client/games/web/ui/cursor.js';
import {
  controlsModel,
  ghostReason,
  momentOf,
  reasonKey,
  turnRefusal,
  type Btn,
  type ControlsModel,
  type LocalPick,
} from '../../client/games/web/ui/model.js';
import { keyMoment, webKey } from '../../client/games/web/ui/keys.js';

const NONE: LocalPick = { selected: null, cableMode: false };
const ON: Btn = { enabled: true, reason: null };
const OFF = (reason: string): Btn => ({ enabled: false, reason }) as Btn;

function start(seed: number, players = 2, options: unknown = {}): WebState {
  const r = web.setup({ seed, players, options: options as never });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
const seatView = (s: WebState, seat: number): WebView => web.view(s, { kind: 'seat', seat });
const model = (s: WebState, seat: number | null, local: LocalPick = NONE): ControlsModel => {
  const v = seat === null ? web.view(s, { kind: 'spectator' }) : seatView(s, seat);
  return controlsModel(v, seat, seat === null ? [] : web.legalFromView!(v, seat), local);
};
function act(s: WebState, seat: number, a: WebAction): WebState {
  const r = web.apply(s, seat, a);
  if (!r.ok) throw new Error(`${JSON.stringify(a)} refused: ${r.error.code}`);
  return r.value.state;
}
/** The seat on turn plays the first card the engine lists (a legal spot). */
function playFirst(s: WebState): WebState {
  const seat = s.turn!;
  const play = web.legalActions(s, seat).find((a) => a.type === 'play')!;
  return act(s, seat, play);
}

describe('whose moment it is', () => {
  it('the seat on turn plays first: its fitting cards are on; draw, buy and cable wait for the card; ending is refused while a card fits', () => {
    const s = start(7);
    const me = s.turn!;
    const m = model(s, me);
    expect(m.moment).toBe('play');
    expect(m.hand).toHaveLength(3);
    for (const h of m.hand) expect(h.btn).toEqual(ON);
    expect(m.hand.every((h) => h.card.dots !== null)).toBe(true); // one's own dots are shown
    expect(m.draw).toEqual(OFF('web/play-first'));
    expect(m.piles.every((p) => p.reason === 'web/play-first')).toBe(true);
    expect(m.buy).toEqual(OFF('web/play-first'));
    expect(m.cable).toEqual(OFF('web/play-first'));
    expect(m.end).toEqual(OFF('web/cannot-pass'));
    expect(m.rotate).toEqual(OFF('pick-card'));
    expect(m.played).toBeNull();
  });

  it('picking a card lets it turn; the other seat and a spectator read only, each told why', () => {
    const s = start(7);
    const me = s.turn!;
    const card = s.hands[me]![0]!.id;
    const picked = model(s, me, { selected: card, cableMode: false });
    expect(picked.rotate).toEqual(ON);
    expect(picked.hand.find((h) => h.card.id === card)!.selected).toBe(true);
    const other = model(s, 1 - me);
    expect(other.moment).toBe('wait');
    expect(other.actor).toBe(me);
    for (const b of [other.buy, other.draw, other.cable, other.end, ...other.hand.map((h) => h.btn)])
      expect(b).toEqual(OFF('web/not-your-turn'));
    expect(other.hand.every((h) => h.card.dots !== null)).toBe(true);
    const watcher = model(s, null);
    expect(watcher.moment).toBe('watch');
    expect(watcher.hand).toEqual([]);
    expect(watcher.end).toEqual(OFF('web/not-a-seat'));
  });

  it('a card played: its dots are the actions left; draw, buy, cable and end come on; another card is refused', () => {
    const s = playFirst(start(11));
    const me = s.turn!;
    const m = model(s, me);
    expect(m.moment).toBe('act');
    expect(m.played).toEqual(s.played);
    expect(m.actionsLeft).toBe(s.played!.dots);
    expect(m.draw).toEqual(ON);
    expect(m.piles.every((p) => p.enabled)).toBe(true);
    expect(m.buy).toEqual(ON);
    // A cable from the central server to its own open square is always legal at the start.
    expect(m.cable).toEqual(ON);
    expect(m.end).toEqual(ON);
    for (const h of m.hand) expect(h.btn).toEqual(OFF('web/already-played'));
    expect(m.front).toBe(3);
    expect(m.shop).toBe(27);
  });

  it('actions spent: draw, buy and cable are off because the dots are used up; only End turn stays', () => {
    let s = playFirst(start(11));
    const me = s.turn!;
    while (s.actionsLeft > 0) s = act(s, me, { type: 'buy' });
    const m = model(s, me);
    expect(m.buy).toEqual(OFF('web/no-actions-left'));
    expect(m.draw).toEqual(OFF('web/no-actions-left'));
    expect(m.cable).toEqual(OFF('web/no-actions-left'));
    expect(m.end).toEqual(ON);
  });

  it('a shop with fewer than 3 cables: Buy is off and says so; no cable in front: Lay cable is off and says so', () => {
    const s = playFirst(start(11));
    const me = s.turn!;
    const short = { ...s, shop: s.shop.map((n, i) => (i === me ? 2 : n)) };
    expect(model(short, me).buy).toEqual(OFF('web/shop-short'));
    const bare = { ...s, front: s.front.map((n, i) => (i === me ? 0 : n)) };
    expect(model(bare, me).cable).toEqual(OFF('web/no-cable'));
  });

  it('the game over: every button off with game-over; the moment is over', () => {
    const s = { ...start(3), phase: 'over' as const, turn: null };
    expect(momentOf(seatView(s, 0), 0)).toBe('over');
    expect(turnRefusal(seatView(s, 0), 0, 'buy')).toBe('web/game-over');
  });
});

describe('the ghost', () => {
  it('a red ghost while placing names the engine’s refusal for the table; a green one, or none, names nothing', () => {
    expect(ghostReason('play', 4, { legal: false, refusal: 'web/overlap' })).toBe('web/overlap');
    expect(ghostReason('play', 4, { legal: false, refusal: null })).toBeNull();
    expect(ghostReason('play', 4, { legal: true, refusal: null })).toBeNull();
    expect(ghostReason('play', null, { legal: false, refusal: 'web/no-shared-side' })).toBeNull();
    expect(ghostReason('act', 4, { legal: false, refusal: 'web/on-obstacle' })).toBeNull();
  });
});

describe('the keyboard', () => {
  it('keys mean something only on one’s turn and only for buttons that are on; digits only after D', () => {
    const s = playFirst(start(11));
    const me = s.turn!;
    const m = keyMoment(model(s, me), false, false, false)!;
    expect(webKey('b', false, m)).toEqual({ kind: 'buy' });
    expect(webKey('e', false, m)).toEqual({ kind: 'end' });
    expect(webKey('c', false, m)).toEqual({ kind: 'cable' });
    expect(webKey('3', false, m)).toBeNull(); // the camera keeps 1–3
    expect(webKey('d', false, m)).toEqual({ kind: 'draw-mode' });
    const drawing = keyMoment(model(s, me), false, false, true)!;
    expect(webKey('3', false, drawing)).toEqual({ kind: 'draw', pile: 2 });
    expect(webKey('Escape', false, drawing)).toEqual({ kind: 'cancel' });
    expect(keyMoment(model(s, 1 - me), false, false, false)).toBeNull();
  });

  it('before the card: S picks, R turns (Shift+R back) and arrows aim only with a card in hand', () => {
    const s = start(7);
    const me = s.turn!;
    const free = keyMoment(model(s, me), false, false, false)!;
    expect(webKey('s', false, free)).toEqual({ kind: 'next-card' });
    expect(webKey('r', false, free)).toBeNull();
    expect(webKey('b', false, free)).toBeNull();
    const holding = keyMoment(model(s, me), true, false, false)!;
    expect(webKey('R', true, holding)).toEqual({ kind: 'rotate', step: -1 });
    expect(webKey('ArrowLeft', false, holding)).toEqual({ kind: 'aim', dx: -1, dy: 0 });
    expect(webKey('Enter', false, holding)).toEqual({ kind: 'drop' });
  });
});

/** The action a button stands for, tried as a person would: the first the engine lists, else a plausible one. */
function tryOf(
  kind: 'play' | 'draw' | 'buy' | 'cable' | 'end',
  listed: readonly WebAction[],
  s: WebState,
  seat: number,
): WebAction {
  const found = listed.find((a) => a.type === kind);
  if (found) return found;
  switch (kind) {
    case 'play':
      return { type: 'play', card: s.hands[seat]![0]?.id ?? 1, rotation: 0, x: 0, y: 1 };
    case 'draw':
      return { type: 'draw', pile: 0 };
    case 'cable':
      return { type: 'cable', a: [-1, 0], b: [0, 0] };
    default:
      return { type: kind };
  }
}

describe('over seeded random games, the panel and the server agree', () => {
  it('a button is on exactly when the engine lists its action; an off button names the code the server answers', () => {
    let checked = 0;
    for (let seed = 1; seed <= 6; seed++) {
      let s = start(seed, 2 + (seed % 3));
      let rng = seed * 7919;
      for (let step = 0; step < 160 && s.phase === 'play'; step++) {
        for (let seat = 0; seat < s.players; seat++) {
          const v = seatView(s, seat);
          const legal = web.legalFromView!(v, seat);
          const m = controlsModel(v, seat, legal, NONE);
          const buttons: ['play' | 'draw' | 'buy' | 'cable' | 'end', Btn][] = [
            ['draw', m.draw],
            ['buy', m.buy],
            ['cable', m.cable],
            ['end', m.end],
            ...(m.hand.length ? [['play', m.hand[0]!.btn] as ['play', Btn]] : []),
          ];
          for (const [kind, btn] of buttons) {
            const listed =
              kind === 'play'
                ? legal.filter((a) => a.type === 'play' && a.card === m.hand[0]!.card.id)
                : legal.filter((a) => a.type === kind);
            expect(btn.enabled, `${kind} for seat ${seat}`).toBe(listed.length > 0);
            const r = web.apply(s, seat, tryOf(kind, listed, s, seat));
            if (btn.enabled) expect(r.ok, `${kind} listed but refused`).toBe(true);
            else if (btn.reason?.includes('/')) {
              expect(r.ok ? 'accepted' : r.error.code, `${kind} off for seat ${seat}`).toBe(btn.reason);
              checked++;
            }
            expect(reasonKey(btn.reason ?? 'web/game-over')).toMatch(/^(errors|why)\./);
          }
        }
        const seat = s.turn!;
        const all = web.legalActions(s, seat);
        rng = (rng * 1103515245 + 12345) % 2147483648;
        s = act(s, seat, all[rng % all.length]!);
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});

describe('the pointer over the table', () => {
  const idle = {
    selected: null,
    rotation: 0 as const,
    cableMode: false,
    hover: null,
    hoverSide: null,
    firstSquare: null,
  };

  it('shows a hand exactly over the square where the picked card, as turned, may drop', () => {
    const s = start(7);
    const me = s.turn!;
    const v = seatView(s, me);
    const legal = legalIndex(web.legalFromView!(v, me));
    const hand = v.seats[me]!.hand;
    const card = hand[0]!;
    const play = web.legalFromView!(v, me).find(
      (a): a is Extract<WebAction, { type: 'play' }> => a.type === 'play' && a.card === card.id && a.rotation === 0,
    )!;
    const cells = TURNED_CELLS[card.shape][0]!;
    const w = Math.max(...cells.map(([x]) => x + 1)),
      h = Math.max(...cells.map(([, y]) => y + 1));
    const at: [number, number] = [play.x + Math.floor((w - 1) / 2), play.y + Math.floor((h - 1) / 2)];
    const cellsOf = (shape: Shape, r: number) => TURNED_CELLS[shape][r]!;
    expect(clickable({ ...idle, selected: card.id, hover: at }, legal, hand, cellsOf)).toBe(true);
    expect(clickable({ ...idle, selected: card.id, hover: [40, 40] }, legal, hand, cellsOf)).toBe(false);
    expect(clickable({ ...idle, hover: at }, legal, hand, cellsOf)).toBe(false); // nothing in hand
    expect(clickable({ ...idle, selected: card.id, hover: [0, 0] }, legal, hand, cellsOf)).toBe(false); // on the central card
  });

  it('with a cable in hand, over a side the engine lists (or a square beside the first one clicked)', () => {
    const s = playFirst(start(11));
    const me = s.turn!;
    const v = seatView(s, me);
    const legal = legalIndex(web.legalFromView!(v, me));
    const hand = v.seats[me]!.hand;
    const cellsOf = (shape: Shape, r: number) => TURNED_CELLS[shape][r]!;
    const server: [number, number] = [0, 0];
    const open: [number, number] = [-1, 0];
    const cabling = { ...idle, cableMode: true };
    expect(clickable({ ...cabling, hover: server, hoverSide: sideOf(server, open) }, legal, hand, cellsOf)).toBe(true);
    expect(clickable({ ...cabling, hover: [5, 5], hoverSide: sideOf([5, 5], [5, 6]) }, legal, hand, cellsOf)).toBe(
      false,
    );
    expect(
      clickable(
        { ...cabling, firstSquare: open, hover: server, hoverSide: sideOf(server, [0, 1]) },
        legal,
        hand,
        cellsOf,
      ),
    ).toBe(true);
    expect(clickable({ ...idle, hover: server, hoverSide: sideOf(server, open) }, legal, hand, cellsOf)).toBe(false); // no cable in hand
  });
});
