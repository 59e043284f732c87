// Symbotrio's secrets for the cheat sweep (test/shared/fair-play.test.ts; rules/symbotrio.md, "Trickster" and "What
// each seat may see"): the card a trickster's pick by place draws from an opponent's face-down won pile, and the sign
// of each face-down square. Fair play remembers what went into each pile, as everyone saw it won in the open, but
// not the order ("remembering what went into a pile never tells which card is picked"): a place holds any of the
// pile's cards alike. A square's sign is known once seen face up (squares keep their place as the board turns,
// publicly), and the twelve signs are one each. The cheat: the pile's order, remembered from the events.
import type { AnyGame, Seat } from '../../../shared/core/index.js';
import type {
  Card,
  SymbotrioAction,
  SymbotrioEvent,
  SymbotrioState,
  SymbotrioView,
} from '../../../shared/games/symbotrio/index.js';
import {
  canon,
  seatOf,
  shareOf,
  without,
  type Cheat,
  type CheatMind,
  type FairMind,
  type Hidden,
  type Secrets,
  type Step,
} from '../cheat/types.js';

/** The two kinds of Symbotrio secret. */
const PICK = 'the card a trickster draws by its place';
const SIGN = 'the sign of a face-down square';

/** A card as a player tells it from another: its kind and gem (two tricksters are the same card to a thief). */
const faceOf = (c: Pick<Card, 'kind' | 'gem'>): string => canon({ kind: c.kind, gem: c.gem });

/** The pick a key names. */
interface PickRef {
  readonly target: Seat;
  readonly index: number;
}

const pickKey = (target: Seat, index: number): string => `seat ${target}'s won pile, place ${index + 1}`;

/**
 * The won piles as the events tell them, in the order cards went in: a won card goes to the end of its pile
 * (won, trickFailed, a prisoner's drawn card) and a stolen one leaves its place. Faces only.
 */
class PileMemory {
  readonly piles: string[][];
  private readonly drawn: (string | null)[];

  constructor(players: number) {
    this.piles = Array.from({ length: players }, () => []);
    this.drawn = Array.from({ length: players }, () => null);
  }

  hear(events: readonly SymbotrioEvent[]): void {
    for (const e of events) {
      if (e.type === 'drew') this.drawn[e.seat] = faceOf(e.card);
      else if (e.type === 'won') this.piles[e.seat]?.push(...e.cards.map(faceOf));
      else if (e.type === 'trickFailed') this.piles[e.target]?.push(...e.cards.map(faceOf));
      else if (e.type === 'prisoner' && this.drawn[e.seat]) this.piles[e.seat]?.push(this.drawn[e.seat]!);
      else if (e.type === 'stole') {
        const pile = this.piles[e.target];
        if (!pile) continue;
        const face = faceOf(e.card);
        const i = typeof e.index === 'number' && pile[e.index] === face ? e.index : pile.indexOf(face);
        if (i >= 0) pile.splice(i, 1);
      }
    }
  }
}

/** An honest Symbotrio player: knows what each pile holds (not in which order) and the signs he has seen. */
function fairSymbotrio(players: number, signs: readonly string[]): FairMind<SymbotrioView, SymbotrioEvent> {
  const memory = new PileMemory(players);
  const seen = new Map<number, string>();
  let view: SymbotrioView | null = null;
  return {
    see(step: Step<SymbotrioView, SymbotrioEvent>) {
      view = step.view;
      memory.hear(step.events);
      for (const q of step.view.squares) if (q.sign !== null) seen.set(q.id, q.sign);
    },
    odds(thing: Hidden, value: string) {
      if (thing.kind === SIGN) {
        const id = thing.ref as number;
        if (seen.has(id)) return seen.get(id) === value ? 1 : 0;
        return shareOf(without(signs, [...seen.values()]), value);
      }
      const { target } = thing.ref as PickRef;
      const pile = memory.piles[target] ?? [];
      // A pile the events did not account for (a count that differs): fair play knows only that it is some card.
      if (view && pile.length !== view.seats[target]?.wonCount) return 1 / 80;
      return shareOf(pile, value);
    },
  };
}

/** The cheat that follows every pile's order through the events and names the card at each place. */
const orderRemembered: Cheat<SymbotrioView, SymbotrioEvent> = {
  name: "a won pile's order, remembered from the events (a pick by place made knowingly)",
  sit(sitting): CheatMind<SymbotrioView, SymbotrioEvent> {
    const memory = new PileMemory(sitting.players);
    return {
      see(step) {
        memory.hear(step.events);
      },
      claims() {
        const out = new Map<string, string>();
        memory.piles.forEach((pile, target) => {
          pile.forEach((face, i) => {
            out.set(pickKey(target, i), face);
          });
        });
        return out;
      },
    };
  },
};

/** The card each legal pick draws, by the engine itself (apply is pure), once per state. */
const picksOf = new WeakMap<object, { ref: PickRef; face: string }[]>();

function picks(state: SymbotrioState, game: AnyGame): { ref: PickRef; face: string }[] {
  const known = picksOf.get(state);
  if (known) return known;
  const out: { ref: PickRef; face: string }[] = [];
  if (state.phase === 'trick') {
    for (const a of game.legalActions(state, state.turn) as SymbotrioAction[]) {
      if (a.type !== 'steal') continue;
      const r = game.apply(state, state.turn, a);
      if (!r.ok) throw new Error(`symbotrio secrets: a listed pick was refused (${r.error.code})`);
      const after = (r.value.state as SymbotrioState).won[a.target] ?? [];
      const gone = without(
        (state.won[a.target] ?? []).map((c) => canon(c)),
        after.map((c) => canon(c)),
      );
      if (gone.length !== 1) throw new Error('symbotrio secrets: a pick did not take exactly one card from the pile');
      out.push({ ref: { target: a.target, index: a.index }, face: faceOf(JSON.parse(gone[0]!) as Card) });
    }
  }
  picksOf.set(state, out);
  return out;
}

/** Symbotrio's secrets: each pick's card (from every viewer but the pile's owner) and every face-down square's sign. */
export const SECRETS: Secrets<SymbotrioState, SymbotrioView, SymbotrioEvent> = {
  // Full decks (4 tricksters each) and easy ones, 2–6 players; the medium thief plays most steps so games end.
  tables: [
    { players: 2, options: {}, seeds: [11, 12], botShare: 0.85, maxSteps: 6000 },
    { players: 3, options: { easy: true, first: 2 }, seeds: [13], botShare: 0.85, maxSteps: 6000 },
    { players: 4, options: { easy: false, first: 0 }, seeds: [14], botShare: 0.85, maxSteps: 6000 },
    { players: 5, options: {}, seeds: [15], botShare: 0.85, maxSteps: 6000 },
  ],
  published: (state) => [...state.signs].sort(),
  hidden(state, viewer, view, game) {
    const you = seatOf(viewer);
    const out: Hidden[] = [];
    for (const { ref, face } of picks(state, game)) {
      if (ref.target === you) continue; // the owner knows his cards; the pick is the trickster's
      const key = pickKey(ref.target, ref.index);
      out.push({
        key,
        kind: PICK,
        value: face,
        where: ['seats', ref.target, 'won', ref.index],
        ref,
        same: `${key} at turn ${state.turnCount}`,
      });
    }
    view.squares.forEach((q, i) => {
      if (q.sign !== null) return;
      const sign = state.signs[q.id];
      if (sign === undefined) throw new Error('symbotrio secrets: a square the state does not hold');
      out.push({ key: `square ${q.id}`, kind: SIGN, value: sign, where: ['squares', i], ref: q.id });
    });
    return out;
  },
  fair: (sitting) => fairSymbotrio(sitting.players, sitting.published as string[]),
  cheats: [orderRemembered],
  kinds: [PICK, SIGN],
};
