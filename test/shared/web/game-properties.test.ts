// Web's own invariants over random playouts of 2–5 players, with and without obstacles (the generic engine laws
// — no mutation, replay, listed actions accepted, no generator in a view — run in test/shared/laws.test.ts too):
// every playout ends cleanly; every laid cable reaches a server through its own colour; no view shows a dot but
// its owner's hand and played cards; cards and cables are conserved; replay equals live; input never mutated.
import { describe, it } from 'vitest';
import fc from 'fast-check';
import { makeRng, nextInt, packPoint, replay, type RngState, type Seat } from '../../../shared/core/index.js';
import {
  CABLES_PER_COLOUR,
  legalFromView,
  web,
  type WebAction,
  type WebEvent,
  type WebState,
} from '../../../shared/games/web/index.js';
import { deepFreeze, viewers } from '../engine-helpers.js';

/** Throws with `what` unless `ok`: plain checks keep the loop fast. */
function check(ok: boolean, what: string, detail?: unknown): void {
  if (!ok) throw new Error(`${what}${detail === undefined ? '' : `: ${JSON.stringify(detail).slice(0, 400)}`}`);
}

/** The central card's id and the 72 handles a table draws. */
const ALL_IDS = Array.from({ length: 73 }, (_, i) => i).join();

/** Every card once: on the table, in a hand or in a pile. */
function checkCards(s: WebState): void {
  const ids = [
    ...s.table.map((c) => c.id),
    ...s.hands.flat().map((c) => c.id),
    ...s.piles.flatMap((p) => p.cards.map((c) => c.id)),
  ];
  check(ids.sort((a, b) => a - b).join() === ALL_IDS, 'the 72 cards and the central card, each once', ids);
}

/** Every colour's 30 cables: in front, in the shop or on the table. */
function checkCableCount(s: WebState): void {
  for (let c = 0; c < s.players; c++) {
    const laid = s.cables.filter((k) => k.colour === c).length;
    check(s.front[c]! + s.shop[c]! + laid === CABLES_PER_COLOUR, 'cables of a colour are conserved', {
      c,
      front: s.front[c],
      shop: s.shop[c],
      laid,
    });
  }
}

/** Every cable reaches a server through cables of its own colour, passing only through non-computer squares. */
function checkNetworks(s: WebState): void {
  const kind = new Map<number, string>();
  for (const c of s.table) for (const q of c.squares) kind.set(packPoint(q.x, q.y), q.kind);
  for (let colour = 0; colour < s.players; colour++) {
    const mine = s.cables.filter((k) => k.colour === colour);
    const reached = new Set<number>([...kind].filter(([, k]) => k === 'server').map(([p]) => p));
    const used = new Set<number>();
    for (let grew = true; grew; ) {
      grew = false;
      mine.forEach((k, i) => {
        if (used.has(i)) return;
        const [p, q] = [packPoint(...k.a), packPoint(...k.b)];
        const from = reached.has(p) ? q : reached.has(q) ? p : null;
        if (from === null) return;
        used.add(i);
        grew = true;
        if (kind.get(from) !== 'computer') reached.add(from);
      });
    }
    check(used.size === mine.length, 'every cable reaches a server through its own colour', {
      colour,
      cables: mine.length,
      reached: used.size,
    });
  }
}

/** No view shows a dot its viewer may not know: others' hands (but to the broadcast feed) and every pile hide them. */
function checkViews(s: WebState, events: readonly WebEvent[]): void {
  for (const viewer of viewers(s.players)) {
    const v = web.view(s, viewer);
    v.seats.forEach((seat, i) => {
      const mine = (viewer.kind === 'seat' && viewer.seat === i) || viewer.kind === 'broadcast';
      for (const c of seat.hand)
        check(mine ? c.dots !== null : c.dots === null, 'hand dots for their owner (and the broadcast feed) only', {
          viewer,
          i,
        });
    });
    check(!JSON.stringify(v.piles).includes('dots'), 'no pile shows dots');
    check(!JSON.stringify(v).includes('rng'), 'no generator in a view');
  }
  for (const e of events) {
    if (e.type === 'drewDots')
      check(e.visibleTo.length === 1 && e.visibleTo[0] === e.seat, 'drawn dots reach the drawer alone', e);
    else
      check(!('visibleTo' in e) && !(e.type === 'drew' && 'dots' in e.card), 'public events carry no secret dots', e);
  }
}

/** A random legal action; `end` is taken less often than the rest so that turns use their actions. */
function pick(legal: readonly WebAction[], rng: RngState): [WebAction, RngState] {
  let [i, next] = nextInt(rng, 0, legal.length - 1);
  if (legal[i]!.type === 'end' && legal.length > 1) [i, next] = nextInt(next, 0, legal.length - 2);
  return [legal[i]!, next];
}

interface Table {
  seed: number;
  players: number;
  randomObstacles: number;
}

/** One playout to the end, every invariant checked at every step; returns the log and the end state. */
function playout(t: Table): { log: { seat: Seat; action: WebAction }[]; state: WebState } {
  const input = { seed: t.seed, players: t.players, options: { obstacles: [], randomObstacles: t.randomObstacles } };
  const start = web.setup(input);
  if (!start.ok) throw new Error(start.error.code);
  let s = deepFreeze(start.value);
  let rng = makeRng(t.seed ^ 0x5eed);
  const log: { seat: Seat; action: WebAction }[] = [];
  for (let step = 0; step < 2000 && s.phase !== 'over'; step++) {
    const seat = s.turn!;
    const legal = web.legalActions(s, seat);
    if (step % 11 === 0)
      check(
        JSON.stringify(legalFromView(web.view(s, { kind: 'seat', seat }), seat)) === JSON.stringify(legal),
        'the view lists the same actions as the state',
      );
    let action: WebAction;
    [action, rng] = pick(legal, rng);
    // s is deep-frozen: a write to it would throw; every few steps the text is compared as well
    const before = step % 10 === 0 ? JSON.stringify(s) : null;
    const r = web.apply(s, seat, action);
    check(r.ok, 'a listed action is accepted', { action, r });
    if (!r.ok) break;
    check(before === null || JSON.stringify(s) === before, 'apply never writes to its input');
    s = deepFreeze(r.value.state);
    log.push({ seat, action });
    checkCards(s);
    checkCableCount(s);
    if (action.type === 'cable') checkNetworks(s);
    if (step % 6 === 0 || s.phase === 'over') checkViews(s, r.value.events);
  }
  return { log, state: s };
}

describe('random playouts', () => {
  it('end cleanly, keep cards, cables and networks whole, hide every dot, and replay to the same state', () => {
    const table = fc.record({
      seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
      players: fc.integer({ min: 2, max: 5 }),
      randomObstacles: fc.constantFrom(0, 0, 6, 20),
    });
    fc.assert(
      fc.property(table, (t) => {
        const { log, state } = playout(t);
        check(state.phase === 'over', 'the playout reaches the end', { t, steps: log.length });
        const out = web.outcome(state);
        check(out !== null && web.toAct(state).length === 0, 'an outcome, and nobody to act');
        const parts = web.view(state, { kind: 'spectator' }).seats.map((x) => x.score.total);
        check(JSON.stringify(out!.scores) === JSON.stringify(parts), "the final scores are the score parts' totals", {
          out,
          parts,
        });
        checkNetworks(state);
        const again = replay(
          web,
          { seed: t.seed, players: t.players, options: { obstacles: [], randomObstacles: t.randomObstacles } },
          log,
        );
        check(
          again.ok && JSON.stringify(again.value) === JSON.stringify(state),
          'replaying the log rebuilds the live state',
        );
      }),
      { numRuns: 12, seed: 2024 },
    );
  });
});
