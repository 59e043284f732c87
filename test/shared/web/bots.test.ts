// Web bots (issue 9): 'web/bot' plans from its seat's view — it lays its card where the card's dots join a
// computer, cables the computers it can reach, keeps no card it does not need, ends the game itself when that
// wins (an empty hand, or the last card of a pile) and draws to stay in a game it trails — never plays an
// illegal action, and beats the random bot; 'web/random' plays legal actions only.
import { describe, expect, it } from 'vitest';
import { mixSeed, type Seat } from '../../../shared/core/index.js';
import { chooseAction, choosePlay, decideWeb } from '../../../shared/games/web/bot-planner.js';
import { randomBot } from '../../../shared/games/web/bot-random.js';
import { playGame, type WebBot } from '../../../shared/games/web/bot-sim.js';
import { BOTS } from '../../../shared/games/web/bots.js';
import {
  CENTRAL_PLACED,
  DECK,
  placeCard,
  web,
  type Card,
  type WebAction,
  type WebCable,
  type WebState,
} from '../../../shared/games/web/index.js';

const planner: WebBot = { id: 'web/bot', decide: (view, seat) => decideWeb(view, seat) };

/**
 * The first deck card of a shape whose front reads `front` (notation of deck.ts, e.g. 'c4 o o') and dots `dots`,
 * with its place in the deck (1–72) as its handle.
 */
function card(shape: Card['shape'], front: string, dots?: number): Card {
  const i = DECK.findIndex(
    (c) =>
      c.shape === shape &&
      c.squares.map((s) => (s.kind === 'computer' ? `c${s.value}` : s.kind[0])).join(' ') === front &&
      (dots === undefined || c.dots === dots),
  );
  if (i < 0) throw new Error(`no ${shape} card ${front}`);
  return { id: i + 1, ...DECK[i]! };
}

/** A fresh two-player game from a seed, with seat 0 on turn. */
function fresh(seed = 1): WebState {
  const r = web.setup({ seed, players: 2, options: web.defaultOptions });
  if (!r.ok) throw new Error(r.error.code);
  return { ...r.value, turn: 0 };
}

/** A two-player position: the central card plus `table`, seat 0 on turn, after playing (`actionsLeft`) or before. */
function position(
  over: Partial<WebState> & { readonly cards?: readonly [Card, number, number, number][] } = {},
): WebState {
  const base = fresh();
  const { cards = [], ...rest } = over;
  return { ...base, table: [CENTRAL_PLACED, ...cards.map(([c, r, x, y]) => placeCard(c, r, x, y))], ...rest };
}

const decide = (s: WebState, seat: Seat = 0): WebAction => decideWeb(web.view(s, { kind: 'seat', seat }), seat);

/** Applies an action that must be accepted. */
function act(s: WebState, seat: Seat, a: WebAction): WebState {
  const r = web.apply(s, seat, a);
  if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error.code}`);
  return r.value.state;
}

/** Lets the bot finish seat 0's turn (at most 5 actions); returns the state after its 'end'. */
function botTurn(s: WebState): WebState {
  for (let i = 0; i < 5 && s.turn === 0 && s.phase === 'play'; i++) s = act(s, 0, decide(s));
  return s;
}

const C4 = card('straight', 'c4 o o', 1);
const C3 = card('straight', 'c3 o o');
const PLAIN = card('straight', 'o o o');
/** Seat 1 holds a computer worth 5 joined by its cable (its total 5 minus its cards). */
const RIVAL_CABLE: WebCable = { a: [0, -1], b: [0, 0], colour: 1 };
const C5 = card('straight', 'c5 o o', 1);
/** 'c5 o o' turned so that its c5 lies on [0, -1], next to the server. */
const C5_NORTH: [Card, number, number, number] = [C5, 3, 0, -3];

describe('web/bot after playing its card', () => {
  it('joins a computer next to the server with its cable', () => {
    // The c3 lies on [0, 1], just south of the central server on [0, 0].
    const s = position({
      cards: [[C3, 1, 0, 1]],
      played: { card: C3.id, dots: 2 },
      actionsLeft: 2,
      hands: [[PLAIN], [PLAIN]],
    });
    expect(decide(s)).toEqual({ type: 'cable', a: [0, 0], b: [0, 1] });
    expect(web.view(act(s, 0, decide(s)), { kind: 'spectator' }).seats[0]!.score.computers).toBe(3);
  });

  it('buys cables when its front is empty and a computer is within reach, then joins it', () => {
    let s = position({
      cards: [[C3, 1, 0, 1]],
      played: { card: C3.id, dots: 2 },
      actionsLeft: 2,
      front: [0, 3],
      hands: [[PLAIN], [PLAIN]],
    });
    expect(decide(s)).toEqual({ type: 'buy' });
    s = act(s, 0, decide(s));
    expect(decide(s)).toEqual({ type: 'cable', a: [0, 0], b: [0, 1] });
  });

  it("lays cables towards a computer out of this turn's reach, then joins it on its next turn", () => {
    // 'c5 o o' turned to run north from [0, -1]: its c5 on [0, -3], three cables from the server.
    let s = position({
      cards: [[C5, 1, 0, -3]],
      played: { card: PLAIN.id, dots: 2 },
      actionsLeft: 2,
      hands: [[PLAIN], [PLAIN, PLAIN, PLAIN]],
    });
    expect(decide(s)).toEqual({ type: 'cable', a: [0, 0], b: [0, -1] });
    s = act(s, 0, decide(s));
    expect(decide(s)).toEqual({ type: 'cable', a: [0, -1], b: [0, -2] });
    s = act(act(s, 0, decide(s)), 0, { type: 'end' });
    s = { ...s, turn: 0, played: { card: PLAIN.id, dots: 1 }, actionsLeft: 1 };
    expect(decide(s)).toEqual({ type: 'cable', a: [0, -2], b: [0, -3] });
  });

  it("never runs a cable from a rival's network: a computer behind the rival's cable is out of its reach", () => {
    // Seat 0's cable holds the server's east side; the c3 on [1, 1] lies beyond [1, 0], which seat 1 cannot start from.
    const s = position({
      cards: [[C3, 0, 1, 1]],
      cables: [{ a: [0, 0], b: [1, 0], colour: 0 }],
      turn: 1,
      played: { card: PLAIN.id, dots: 1 },
      actionsLeft: 1,
      hands: [[PLAIN, PLAIN], [PLAIN]],
    });
    const a = chooseAction(web.view(s, { kind: 'seat', seat: 1 }), 1);
    expect(a).not.toEqual({ type: 'cable', a: [1, 0], b: [1, 1] });
    expect(web.apply(s, 1, a).ok).toBe(true);
  });

  it('with an empty hand and the lead, ends the turn without drawing, and so wins the game', () => {
    const s = position({
      cards: [[C3, 1, 0, 1]],
      cables: [{ a: [0, 0], b: [0, 1], colour: 0 }],
      played: { card: C3.id, dots: 2 },
      actionsLeft: 2,
      hands: [[], [PLAIN, C4]],
    });
    expect(decide(s)).toEqual({ type: 'end' });
    const end = act(s, 0, { type: 'end' });
    expect(end.result).toMatchObject({ reason: 'one-left', winners: [0] });
  });

  it('with an empty hand and behind, draws to stay in the game', () => {
    const s = position({
      cards: [C5_NORTH],
      cables: [RIVAL_CABLE],
      played: { card: PLAIN.id, dots: 1 },
      actionsLeft: 1,
      hands: [[], [PLAIN]],
    });
    const a = decide(s);
    expect(a.type).toBe('draw');
    expect(act(s, 0, a).hands[0]).toHaveLength(1);
  });

  it('draws the last card of a pile to end a game it leads, but never one that would end a game it trails', () => {
    const piles = fresh().piles.map((p, i) => (i === 2 ? { ...p, cards: p.cards.slice(0, 1) } : p));
    const leading = position({
      cards: [[C3, 1, 0, 1]],
      cables: [{ a: [0, 0], b: [0, 1], colour: 0 }],
      piles,
      played: { card: PLAIN.id, dots: 1 },
      actionsLeft: 1,
      hands: [[C4], [PLAIN, PLAIN, C4]],
    });
    expect(decide(leading)).toEqual({ type: 'draw', pile: 2 });
    expect(act(leading, 0, { type: 'draw', pile: 2 }).result).toMatchObject({ reason: 'pile-empty', winners: [0] });
    const trailing = position({
      cards: [C5_NORTH],
      cables: [RIVAL_CABLE],
      piles,
      played: { card: PLAIN.id, dots: 1 },
      actionsLeft: 1,
      hands: [[], [PLAIN]],
    });
    expect(decide(trailing)).not.toEqual({ type: 'draw', pile: 2 });
  });
});

describe('web/bot playing its card', () => {
  it('lays the computer card where its one dot joins the computer, and joins it', () => {
    const s = position({ hands: [[PLAIN, C4], [PLAIN]] });
    const play = decide(s);
    expect(play).toMatchObject({ type: 'play', card: C4.id });
    const after = botTurn(s);
    expect(web.view(after, { kind: 'spectator' }).seats[0]!.score.computers).toBe(4);
  });
});

describe('web bots in whole games', () => {
  it("are the engine's bots: the planning bot first (the default for a bot seat), the random bot kept for playouts", () => {
    expect(BOTS.map((b) => b.id)).toEqual(['web/bot', 'web/random']);
    expect(web.bots.map((b) => b.id)).toEqual(['web/bot', 'web/random']);
  });

  it('web/bot beats web/random in at least 85% of 40 seeded two-player games, every action accepted, no endless turn', () => {
    let wins = 0;
    for (let g = 0; g < 40; g++) {
      const seat = g % 2;
      const r = playGame(seat === 0 ? [planner, randomBot] : [randomBot, planner], 100 + g);
      expect(r.refused).toBeNull();
      expect(r.runaway).toBe(false);
      expect(r.capped).toBe(false);
      if (r.result?.winners.length === 1 && r.result.winners[0] === seat) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(34);
  });

  it('play whole 3-, 4- and 5-player games (planners and random bots, with obstacles) to their end', () => {
    for (const players of [3, 4, 5]) {
      const bots = Array.from({ length: players }, (_, i) => (i % 2 === 0 ? planner : randomBot));
      const r = playGame(bots, 300 + players, { options: { randomObstacles: 6 } });
      expect(r.refused).toBeNull();
      expect(r.runaway).toBe(false);
      expect(r.result).not.toBeNull();
    }
  });

  it('web/bot plans only legal actions in every position of random playouts (no safety net needed), the same one when asked twice', () => {
    let checked = 0;
    for (let g = 0; g < 6; g++) {
      const players = 2 + (g % 4);
      const setup = web.setup({ seed: 500 + g, players, options: { obstacles: [], randomObstacles: g } });
      if (!setup.ok) throw new Error(setup.error.code);
      let s = setup.value;
      for (let step = 0; step < 400 && s.phase !== 'over'; step++) {
        const seat = web.toAct(s)[0]!;
        const view = web.view(s, { kind: 'seat', seat });
        if (step % 3 === 0) {
          const mine = view.played ? chooseAction(view, seat) : choosePlay(view, seat);
          const r = web.apply(s, seat, mine);
          expect(r.ok, `${JSON.stringify(mine)}: ${r.ok ? '' : r.error.code}`).toBe(true);
          expect(decideWeb(view, seat)).toEqual(mine);
          checked++;
        }
        s = act(s, seat, randomBot.decide(view, seat, mixSeed(g, step)));
      }
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('web/random only plays actions its view lists as legal, and finishes its games', () => {
    for (let g = 0; g < 10; g++) {
      const r = playGame([randomBot, randomBot, randomBot], 900 + g);
      expect(r.refused).toBeNull();
      expect(r.result).not.toBeNull();
    }
  });
});
