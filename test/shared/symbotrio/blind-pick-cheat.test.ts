// Thinking like a cheat at a Symbotrio table (issue 26): an observer that remembers everything it received — every
// event the server lets it learn (server/visibility.ts) and every view — as a seat that does not own the pile
// (the trickster himself included), as a spectator, and as any other viewer, tries to tell which card a
// trickster's draw will bring out of an opponent's face-down pile. Over seeded playouts between the thieves:
// 1. what it received before the draw does not determine the card at any place: the same table with another
//    generator state gives every viewer the very same stream (digest), yet each place of a pile of two or more
//    cards brings out different cards;
// 2. the memory attack that rebuilt every pile, order included, before the shuffle (piles grow at one end, the
//    events name each card won) now rebuilds only what is fair — which cards a pile holds, as everyone saw them
//    won in the open — and its guesses of the card at the named place do no better than chance.
import { createHash, type Hash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { botDecision, makeRng, mixSeed, unwrap, type Viewer } from '../../../shared/core/index.js';
import {
  symbotrio,
  thief,
  type Card,
  type SymbotrioEvent,
  type SymbotrioState,
} from '../../../shared/games/symbotrio/index.js';
import { eventsFor } from '../../../server/visibility.js';
import { viewers } from '../engine-helpers.js';

/** Seeded tables: 3 and 4 players, the full and the easy deck (four tricksters each). */
const TABLES = Array.from({ length: 14 }, (_, i) => ({
  seed: 500 + i,
  players: 3 + (i % 2),
  options: { easy: i % 3 === 2, first: 'random' as const },
}));
const BOTS = [thief('hard'), thief('medium'), thief('easy'), thief('medium')];
/** Other generator states tried at each draw. */
const VARIANTS = 16;

/** One observer's memory: a digest of everything received, and the piles it rebuilt from the events. */
interface Observer {
  readonly viewer: Viewer;
  readonly received: Hash;
  readonly piles: Card[][];
  readonly lastDrawn: (Card | null)[];
}

/** The memory attack: what the events say went into and out of each pile, in order (the old engine's order). */
function remember(o: Observer, events: readonly SymbotrioEvent[]): void {
  for (const e of events) {
    if (e.type === 'drew') o.lastDrawn[e.seat] = e.card;
    else if (e.type === 'prisoner') o.piles[e.seat]!.push(o.lastDrawn[e.seat]!);
    else if (e.type === 'won') o.piles[e.seat]!.push(...e.cards);
    else if (e.type === 'trickFailed') o.piles[e.target]!.push(...e.cards);
    else if (e.type === 'stole')
      o.piles[e.target]!.splice(
        o.piles[e.target]!.findIndex((c) => c.id === e.card.id),
        1,
      );
  }
}

/** What an observer receives after an action: its events, then its view. */
function receive(o: Observer, state: SymbotrioState, events: readonly SymbotrioEvent[]): void {
  const mine = eventsFor(events, o.viewer);
  o.received.update(JSON.stringify(mine));
  o.received.update(JSON.stringify(symbotrio.view(state, o.viewer)));
  remember(o, mine);
}

/** The digest of an observer's stream had the table stood at `state` (same past, this view now). */
function digestAt(o: Observer, state: SymbotrioState): string {
  return o.received
    .copy()
    .update(JSON.stringify(symbotrio.view(state, o.viewer)))
    .digest('hex');
}

/** The card a steal at `index` draws on `s`. */
function drawnAt(s: SymbotrioState, target: number, index: number): number {
  const e = unwrap(symbotrio.apply(s, s.turn, { type: 'steal', target, index })).events[0]!;
  if (e.type !== 'stole') throw new Error('a steal begins with its stole event');
  return e.card.id;
}

/** Who an observer is at a draw by `trickster`: the trickster, another seat, a spectator, or the feed. */
function roleOf(viewer: Viewer, trickster: number): string {
  if (viewer.kind === 'seat') return viewer.seat === trickster ? 'trickster' : 'bystander seat';
  return viewer.kind === 'spectator' ? 'spectator' : 'feed';
}

const ids = (cards: readonly Card[]): number[] => cards.map((c) => c.id).sort((a, b) => a - b);

describe('Symbotrio: a cheat cannot tell a trickster’s card by its place', () => {
  it('over seeded playouts, nothing any viewer received before a draw tells the card at any place, and remembering every pile guesses no better than chance', () => {
    const tally: Record<string, { draws: number; hits: number; expected: number; variance: number }> = {};
    const undetermined: string[] = [];
    for (const input of TABLES) {
      let s = unwrap(symbotrio.setup(input));
      const observers: Observer[] = viewers(input.players).map((viewer) => ({
        viewer,
        received: createHash('sha256'),
        piles: Array.from({ length: input.players }, () => []),
        lastDrawn: Array.from({ length: input.players }, () => null),
      }));
      for (const o of observers) o.received.update(JSON.stringify(symbotrio.view(s, o.viewer)));
      for (let n = 0; s.phase !== 'over'; n++) {
        expect(n).toBeLessThan(8000);
        const seat = s.turn;
        const action = botDecision(symbotrio, BOTS[seat]!, s, seat, mixSeed(input.seed, n));
        if (action.type === 'steal') {
          const { target, index } = action;
          const pile = s.won[target]!;
          const others = Array.from(
            { length: VARIANTS },
            (_, k): SymbotrioState => ({ ...s, rng: makeRng(mixSeed(input.seed, n, k)) }),
          );
          // 1. Every viewer received the same with another generator; each place still brings out different cards.
          for (const o of observers) {
            const digest = digestAt(o, s);
            for (const v of others) if (digestAt(o, v) !== digest) expect(digestAt(o, v)).toBe(digest);
          }
          if (pile.length >= 2) {
            for (let place = 0; place < pile.length; place++) {
              const cards = new Set([s, ...others].map((v) => drawnAt(v, target, place)));
              if (cards.size < 2)
                undetermined.push(
                  `seed ${input.seed} step ${n}: place ${place} of ${pile.length} always gave card ${[...cards][0]}`,
                );
            }
          }
          // 2. The memory attack, by every viewer but the owner: it knows which cards, and guesses by place.
          const card = drawnAt(s, target, index);
          const counted = new Set<string>();
          for (const o of observers) {
            if (o.viewer.kind === 'seat' && o.viewer.seat === target) continue;
            expect(ids(o.piles[target]!)).toEqual(ids(pile));
            const role = roleOf(o.viewer, seat);
            if (counted.has(role)) continue; // one bystander seat per draw: tallies of independent draws
            counted.add(role);
            const t = tally[role] ?? { draws: 0, hits: 0, expected: 0, variance: 0 };
            tally[role] = t;
            t.draws++;
            if (o.piles[target]![index]!.id === card) t.hits++;
            t.expected += 1 / pile.length;
            t.variance += (1 / pile.length) * (1 - 1 / pile.length);
          }
        }
        const out = unwrap(symbotrio.apply(s, seat, action));
        s = out.state;
        for (const o of observers) receive(o, s, out.events);
      }
    }
    expect(undetermined).toEqual([]);
    expect(Object.keys(tally).sort()).toEqual(['bystander seat', 'feed', 'spectator', 'trickster']);
    for (const [role, t] of Object.entries(tally)) {
      // Enough draws for the old engine's certainty (every guess right) to stand far outside chance…
      expect(t.draws, role).toBeGreaterThanOrEqual(30);
      expect(t.draws - t.expected, role).toBeGreaterThan(8 * Math.sqrt(t.variance));
      // …and the memory attack within chance of a blind guess.
      expect(
        t.hits,
        `${role}: ${t.hits} of ${t.draws} guessed, ${t.expected.toFixed(1)} by chance`,
      ).toBeLessThanOrEqual(t.expected + 4 * Math.sqrt(t.variance));
    }
  });
});
