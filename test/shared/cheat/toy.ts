// A toy card game for testing the cheat sweep itself (cheat-sweep.test.ts), with both of the doors the sweep must
// find, each behind a switch: cards in a hand show an `id` from one fixed list (whose back it tells) or an opaque
// handle drawn per table; a face-down won pile keeps the order cards went in, or is shuffled when an opponent
// picks from it. Two seats; each holds three cards (front public, back secret), takes the deck's top card to his
// won pile (shown to all as it is won) or picks a card by its place from the opponent's pile. Twenty moves.
import { fail, ok, type Game, type GameEvent, type Seat, type Viewer } from '../../../shared/core/index.js';
import { AppearanceCheat } from './appearance.js';
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
} from './types.js';

/** The toy's switches: the leaky table (fixed ids, piles in order) or the fair one (handles, shuffled picks). */
export interface ToyOptions {
  readonly ids: 'fixed' | 'opaque';
  readonly piles: 'kept' | 'shuffled';
}

/** A card: a public front, a secret back. */
interface ToyCard {
  readonly id: number;
  readonly front: string;
  readonly back: number;
}

/** The fixed list: each front with several backs, so that a front never tells its back. */
const CARDS: readonly ToyCard[] = Array.from({ length: 12 }, (_, id) => ({
  id,
  front: ['sun', 'moon', 'star'][id % 3]!,
  back: 1 + (Math.floor(id / 3) % 3),
}));

/** Moves in a toy game. */
const MOVES = 20;

interface ToyState {
  readonly options: ToyOptions;
  readonly word: number;
  readonly deck: readonly ToyCard[];
  readonly hands: readonly (readonly ToyCard[])[];
  readonly piles: readonly (readonly ToyCard[])[];
  /** Per-table handles, by card id (the opaque switch). */
  readonly handles: readonly number[];
  readonly turn: Seat;
  readonly moves: number;
}

type ToyAction =
  | { readonly type: 'win' }
  | { readonly type: 'pick'; readonly index: number }
  | { readonly type: 'pass' };
type ToyEvent =
  | (GameEvent & { readonly type: 'won'; readonly seat: Seat; readonly card: ToyCard })
  | (GameEvent & { readonly type: 'picked'; readonly seat: Seat; readonly index: number; readonly card: ToyCard });

interface ToyView {
  readonly toAct: readonly Seat[];
  readonly scores: readonly number[] | null;
  readonly hands: readonly (readonly {
    readonly front: string;
    readonly id?: number;
    readonly handle?: number;
    readonly back: number | null;
  }[])[];
  readonly pileCounts: readonly number[];
  readonly deckCount: number;
}

/** A xorshift step (the toy keeps its generator word in the state, like an engine). */
const step = (w: number): number => {
  let x = w | 0 || 1;
  x ^= x << 13;
  x ^= x >>> 17;
  x ^= x << 5;
  return x >>> 0;
};

/** `items` shuffled with the generator word; the next word. */
function mix<T>(word: number, items: readonly T[]): [T[], number] {
  const out = [...items];
  let w = word;
  for (let i = out.length - 1; i > 0; i--) {
    w = step(w);
    const j = w % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return [out, w];
}

const toAct = (s: ToyState): Seat[] => (s.moves >= MOVES ? [] : [s.turn]);

/** The toy as an engine object (never registered: the sweep's own test plays it). */
export const toy: Game<ToyState, ToyAction, ToyView, ToyOptions, ToyEvent> = {
  id: 'toy',
  minPlayers: 2,
  maxPlayers: 2,
  defaultOptions: { ids: 'fixed', piles: 'kept' },
  parseOptions: (input) => ok(input as ToyOptions),
  setup({ seed, options }) {
    let word = step((typeof seed === 'number' ? seed : 'chacha20' in seed ? seed.chacha20[0]! : seed[0]!) * 7919 + 1);
    // biome-ignore lint/style/useConst: assigned once, but in one destructuring with word, the generator state that is threaded and reassigned
    let deck: ToyCard[];
    // biome-ignore lint/style/useConst: assigned once, but in one destructuring with word, the generator state that is threaded and reassigned
    let handles: number[];
    [deck, word] = mix(word, CARDS);
    [handles, word] = mix(
      word,
      CARDS.map((c) => c.id),
    );
    return ok({
      options,
      word,
      deck: deck.slice(6),
      hands: [deck.slice(0, 3), deck.slice(3, 6)],
      piles: [[], []],
      handles,
      turn: 0,
      moves: 0,
    });
  },
  parseAction: (input) => ok(input as ToyAction),
  apply(s, seat, a) {
    if (seat !== s.turn || s.moves >= MOVES) return fail('toy/not-your-turn', 'Not your turn.');
    const next = { ...s, turn: 1 - seat, moves: s.moves + 1 };
    const mine = s.piles[seat]!;
    if (a.type === 'win' && s.deck.length > 0) {
      const card = s.deck[0]!;
      const piles = seat === 0 ? [[...mine, card], s.piles[1]!] : [s.piles[0]!, [...mine, card]];
      const events: ToyEvent[] = [{ type: 'won', seat, card }];
      return ok({ state: { ...next, deck: s.deck.slice(1), piles }, events });
    }
    if (a.type === 'pick') {
      let theirs = [...s.piles[1 - seat]!];
      let word = s.word;
      if (a.index < 0 || a.index >= theirs.length) return fail('toy/bad-index', 'No card there.');
      if (s.options.piles === 'shuffled') [theirs, word] = mix(word, theirs);
      const card = theirs.splice(a.index, 1)[0]!;
      const piles = seat === 0 ? [[...mine, card], theirs] : [theirs, [...mine, card]];
      const events: ToyEvent[] = [{ type: 'picked', seat, index: a.index, card }];
      return ok({ state: { ...next, word, piles }, events });
    }
    if (a.type === 'pass') return ok({ state: next, events: [] as ToyEvent[] });
    return fail('toy/bad-action', 'Not a move.');
  },
  view(s, viewer: Viewer) {
    const you = seatOf(viewer);
    return {
      toAct: toAct(s),
      scores: null,
      hands: s.hands.map((h, seat) =>
        h.map((c) => ({
          front: c.front,
          ...(s.options.ids === 'fixed' ? { id: c.id } : { handle: s.handles[c.id]! }),
          back: seat === you ? c.back : null,
        })),
      ),
      pileCounts: s.piles.map((p) => p.length),
      deckCount: s.deck.length,
    };
  },
  toAct,
  outcome: (s) => (s.moves >= MOVES ? { scores: s.piles.map((p) => p.length), winners: [0], draw: false } : null),
  legalActions(s, seat) {
    if (seat !== s.turn || s.moves >= MOVES) return [];
    const out: ToyAction[] = s.deck.length > 0 ? [{ type: 'win' }] : [];
    s.piles[1 - seat]!.forEach((_, index) => {
      out.push({ type: 'pick', index });
    });
    return out.length > 0 ? out : [{ type: 'pass' }];
  },
  bots: [],
};

const pickKey = (target: Seat, index: number): string => `seat ${target}'s pile, place ${index + 1}`;

/** The piles as the events tell them, in the order cards went in (a picked card, shown, leaves its pile). */
function hearPiles(piles: string[][], events: readonly ToyEvent[]): void {
  for (const e of events) {
    if (e.type === 'won') piles[e.seat]!.push(canon(e.card));
    else {
      const theirs = piles[1 - e.seat]!;
      const i = theirs.indexOf(canon(e.card));
      if (i >= 0) theirs.splice(i, 1);
      piles[e.seat]!.push(canon(e.card));
    }
  }
}

/** The toy's secrets: the backs of the opponent's hand, and what a pick by place draws. */
export const TOY_SECRETS: Secrets<ToyState, ToyView, ToyEvent> = {
  tables: [{ players: 2, options: {}, seeds: [] }],
  hidden(s, viewer) {
    const you = seatOf(viewer);
    const out: Hidden[] = [];
    s.hands.forEach((h, seat) => {
      if (seat !== you)
        h.forEach((c, i) => {
          out.push({
            key: `seat ${seat}'s card ${i + 1}`,
            kind: 'the back of a hand card',
            value: String(c.back),
            where: ['hands', seat, i],
          });
        });
    });
    if (s.moves < MOVES) {
      const target = 1 - s.turn;
      if (target !== you) {
        s.piles[target]!.forEach((_, index) => {
          const r = toy.apply(s, s.turn, { type: 'pick', index });
          if (!r.ok) throw new Error(r.error.code);
          const e = r.value.events[0]!;
          out.push({
            key: pickKey(target, index),
            kind: 'the card a pick by place draws',
            value: canon(e.card),
            ref: target,
            same: `${pickKey(target, index)} at move ${s.moves}`,
          });
        });
      }
    }
    return out;
  },
  fair(sitting): FairMind<ToyView, ToyEvent> {
    const you = seatOf(sitting.viewer);
    const piles: string[][] = [[], []];
    const shown = new Map<number, ToyCard>();
    let view: ToyView | null = null;
    return {
      see(st) {
        view = st.view;
        hearPiles(piles, st.events);
        for (const e of st.events) shown.set(e.card.id, e.card);
      },
      odds(thing, value) {
        if (thing.kind === 'the card a pick by place draws') return shareOf(piles[thing.ref as number]!, value);
        const front = (thing.where && view?.hands[thing.where[1] as number]?.[thing.where[2] as number]?.front) ?? '';
        const mine =
          you === null ? [] : (view?.hands[you] ?? []).filter((c) => c.front === front).map((c) => String(c.back));
        const known = [...mine, ...[...shown.values()].filter((c) => c.front === front).map((c) => String(c.back))];
        return shareOf(
          without(
            CARDS.filter((c) => c.front === front).map((c) => String(c.back)),
            known,
          ),
          value,
        );
      },
    };
  },
  cheats: [
    {
      name: "a won pile's order, remembered",
      sit(): CheatMind<ToyView, ToyEvent> {
        const piles: string[][] = [[], []];
        return {
          see: (st) => hearPiles(piles, st.events),
          claims: () =>
            new Map(piles.flatMap((p, target) => p.map((c, i): [string, string] => [pickKey(target, i), c]))),
        };
      },
    } satisfies Cheat<ToyView, ToyEvent>,
  ],
  kinds: ['the back of a hand card', 'the card a pick by place draws'],
};

/** The appearance cheat's report name for the toy's `id` field (the test expects it among the leaks). */
export const TOY_ID_CHEAT = AppearanceCheat.nameOf('the back of a hand card', 'id');
