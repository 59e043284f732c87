// Thinking like a cheat at a Web table (rules/web.md: "a front never tells its back"; PLATFORM.md "Fair play"):
// over seeded games between the engine's bots, every client (each seat and a spectator) remembers everything it
// receives — each view, and each event the room lets it learn (server/visibility.ts) — and works out the dots of
// every card it may not turn over: the other hands and the piles' top cards. Counting is fair play, as at a real
// table: the published deck list less the cards whose dots this client has seen. Anything sharper (a card's
// identity paired with its dots, a handle that always hides the same dots) is a leak.
import { describe, expect, it } from 'vitest';
import { mixSeed, type Seat, type Viewer } from '../../../shared/core/index.js';
import { eventsFor } from '../../../server/visibility.js';
import {
  DECK,
  drawingOf,
  web,
  type Card,
  type CardSquare,
  type Shape,
  type WebEvent,
  type WebState,
} from '../../../shared/games/web/index.js';

/** The published deck list as a cheat reads it: each drawing's dots, one entry per card. */
const DECK_DOTS = new Map<string, number[]>();
for (const c of DECK) DECK_DOTS.set(drawingOf(c), [...(DECK_DOTS.get(drawingOf(c)) ?? []), c.dots]);

/** The distinct dots left of `drawing` once `seen` (dots of cards of that drawing already turned over) are taken out. */
function countingLeaves(drawing: string, seen: readonly number[]): Set<number> {
  const left = [...(DECK_DOTS.get(drawing) ?? [])];
  for (const d of seen) {
    const i = left.indexOf(d);
    if (i >= 0) left.splice(i, 1);
  }
  return new Set(left);
}

/** A client that remembers everything it received and reasons from it. */
class Cheat {
  /** Handle → dots, from any received object that pairs a card (`id`, or `card` as a number) with `dots`. */
  readonly dots = new Map<number, number>();
  /** Handle → front drawing, from any received object with an `id`, a `shape` and `squares`. */
  readonly drawing = new Map<number, string>();

  /** Takes in one received value (a view, an event), everywhere inside it. */
  receive(value: unknown): void {
    if (Array.isArray(value)) {
      for (const v of value) this.receive(v);
      return;
    }
    if (!value || typeof value !== 'object') return;
    const o = value as Record<string, unknown>;
    const card = typeof o.id === 'number' ? o.id : typeof o.card === 'number' ? o.card : null;
    if (card !== null && typeof o.dots === 'number') this.dots.set(card, o.dots);
    if (typeof o.id === 'number' && typeof o.shape === 'string' && Array.isArray(o.squares)) {
      this.drawing.set(o.id, drawingOf({ shape: o.shape as Shape, squares: o.squares as CardSquare[] }));
    }
    for (const v of Object.values(o)) this.receive(v);
  }

  /** The dots card `handle` may have, from all this client received: its own if told, else its drawing's count. */
  candidates(handle: number): Set<number> {
    const told = this.dots.get(handle);
    if (told !== undefined) return new Set([told]);
    const drawing = this.drawing.get(handle);
    if (drawing === undefined) throw new Error(`card ${handle} was never seen`);
    const seen = [...this.dots].flatMap(([h, d]) => (h !== handle && this.drawing.get(h) === drawing ? [d] : []));
    return countingLeaves(drawing, seen);
  }
}

/** What counting alone leaves for a hidden card: the deck less the cards the rules turn over for this viewer. */
function fairCandidates(s: WebState, viewer: Viewer, hidden: Card): Set<number> {
  const open = [...s.table.slice(1), ...(viewer.kind === 'seat' ? s.hands[viewer.seat]! : [])];
  const drawing = drawingOf(hidden);
  return countingLeaves(
    drawing,
    open.filter((c) => drawingOf(c) === drawing).map((c) => c.dots),
  );
}

/** The cards whose dots `viewer` may not know now: the other hands and every pile's top (the only pile cards it sees). */
function hiddenFrom(s: WebState, viewer: Viewer): Card[] {
  const hands = s.hands.flatMap((h, seat) => (viewer.kind === 'seat' && viewer.seat === seat ? [] : h));
  return [...hands, ...s.piles.flatMap((p) => (p.cards[0] ? [p.cards[0]] : []))];
}

/** What one game taught the test: how many hidden cards were worked out, and any leak found. */
interface Sweep {
  /** Every hidden card whose dots the cheat worked out beyond counting (or got wrong): empty when fair. */
  leaks: string[];
  observations: number;
  /** Observations where counting alone left two or more dots (the deck's doing). */
  open: number;
}

/** Plays one seeded game between the engine's bots, every client a cheat, checking each hidden card at every step. */
function sweep(seed: number, players: number): Sweep {
  const start = web.setup({ seed, players, options: { obstacles: [], randomObstacles: seed % 3 === 0 ? 6 : 0 } });
  if (!start.ok) throw new Error(start.error.code);
  let s = start.value;
  const viewers: Viewer[] = [
    ...Array.from({ length: players }, (_, seat): Viewer => ({ kind: 'seat', seat })),
    { kind: 'spectator' },
  ];
  const cheats = viewers.map(() => new Cheat());
  const out: Sweep = { leaks: [], observations: 0, open: 0 };
  let events: readonly WebEvent[] = [];
  for (let step = 0; step < 3000; step++) {
    viewers.forEach((viewer, v) => {
      const cheat = cheats[v]!;
      cheat.receive(web.view(s, viewer));
      for (const e of eventsFor(events, viewer)) cheat.receive(e);
      for (const card of hiddenFrom(s, viewer)) {
        const fair = fairCandidates(s, viewer, card);
        const inferred = cheat.candidates(card.id);
        const same = inferred.size === fair.size && [...fair].every((d) => inferred.has(d));
        if (!same || !inferred.has(card.dots)) {
          out.leaks.push(
            `seed ${seed}, step ${step}, ${viewer.kind} ${viewer.kind === 'seat' ? viewer.seat : ''}: card ${card.id} (${drawingOf(card)}/${card.dots}) could be ${[...inferred].join()}; counting leaves ${[...fair].join()}`,
          );
        }
        out.observations++;
        if (fair.size >= 2) out.open++;
      }
    });
    if (s.phase === 'over') break;
    const seat: Seat = web.toAct(s)[0]!;
    const bot = seat === 0 ? web.bots[0]! : web.bots[1]!;
    const action = bot.decide(web.view(s, { kind: 'seat', seat }), seat, mixSeed(seed, step));
    const r = web.apply(s, seat, action);
    if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.error.code}`);
    s = r.value.state;
    events = r.value.events;
  }
  expect(s.phase, `seed ${seed}: the game ends`).toBe('over');
  return out;
}

describe('a cheat at a Web table', () => {
  it("learns no hidden card's dots beyond counting, from any view or event, in 12 seeded games of 2–5 players", () => {
    const sweeps = Array.from({ length: 12 }, (_, g) => sweep(700 + g, 2 + (g % 4)));
    // Each hidden card: the dots the cheat finds possible, from all it received, are exactly what counting leaves.
    expect(sweeps.flatMap((w) => w.leaks).slice(0, 10)).toEqual([]);
    const observations = sweeps.reduce((n, w) => n + w.observations, 0);
    const open = sweeps.reduce((n, w) => n + w.open, 0);
    // Not a vacuous pass: counting leaves a real choice for most hidden cards.
    expect(observations).toBeGreaterThan(5000);
    expect(open / observations).toBeGreaterThan(0.6);
  });

  it('learns no key from handles: over 100 deals, the handle of a hidden card names cards of every kind at different tables', () => {
    // A cheat who remembered, table after table, which dots and front each handle hid would hold a key if handles
    // were fixed: here every handle named hidden cards of several drawings and dots (about 20 deals each).
    const seen = new Map<number, { dots: Set<number>; drawings: Set<string> }>();
    for (let seed = 1; seed <= 100; seed++) {
      const s = web.setup({ seed, players: 2 + (seed % 4), options: web.defaultOptions });
      if (!s.ok) throw new Error(s.error.code);
      const view = web.view(s.value, { kind: 'spectator' });
      const hidden = hiddenFrom(s.value, { kind: 'spectator' });
      const named = new Set([
        ...view.seats.flatMap((x) => x.hand.map((c) => c.id)),
        ...view.piles.flatMap((p) => (p.top ? [p.top.id] : [])),
      ]);
      expect([...named].sort((a, b) => a - b)).toEqual(hidden.map((c) => c.id).sort((a, b) => a - b));
      for (const card of hidden) {
        const row = seen.get(card.id) ?? { dots: new Set<number>(), drawings: new Set<string>() };
        row.dots.add(card.dots);
        row.drawings.add(drawingOf(card));
        seen.set(card.id, row);
      }
    }
    expect(seen.size).toBe(72);
    const keyed = [...seen].filter(([, row]) => row.dots.size < 2 || row.drawings.size < 3).map(([h]) => h);
    expect(keyed, 'handles that always hid the same dots or nearly the same front').toEqual([]);
  });

  it('at the deal, every hidden card could have two dots or more unless the viewer holds its twin', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const s = web.setup({ seed, players: 2 + (seed % 4), options: web.defaultOptions });
      if (!s.ok) throw new Error(s.error.code);
      for (let seat = 0; seat < s.value.players; seat++) {
        const viewer: Viewer = { kind: 'seat', seat };
        const mine = new Set(s.value.hands[seat]!.map(drawingOf));
        for (const card of hiddenFrom(s.value, viewer)) {
          if (!mine.has(drawingOf(card)))
            expect(fairCandidates(s.value, viewer, card).size, `${drawingOf(card)}`).toBeGreaterThanOrEqual(2);
        }
      }
    }
  });
});
