// Web's secrets for the cheat sweep (test/shared/fair-play.test.ts; rules/web.md, "Set-up" and "The table and the
// cards"): the dots on the back of every card in another seat's hand and of every pile's top card. Fair play counts
// from the published deck: a front's dots are those of the deck's cards with that front, less the ones already seen
// (played cards, one's own hand). A front that carries one dots value in the whole deck would tell its back, which
// the rules forbid ("a front never tells its back"): fair play then knows nothing of the back (1–3 alike). The cheats:
// that very front-to-back reading of the published deck, and (added by the sweep) any field of a face-down card's
// look, an id or a handle, remembered from earlier tables.
import type { Seat } from '../../../shared/core/index.js';
import type { Card, WebEvent, WebState, WebView } from '../../../shared/games/web/index.js';
import { at } from '../cheat/appearance.js';
import { LAW_TABLES } from './laws.js';
import {
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

/** The two kinds of Web secret. */
const HAND = 'the dots of a card in a hand';
const TOP = "the dots of a pile's top card";

/** Dots a card's back may carry in play (the central card's 0 is never hidden). */
const ANY_DOTS = ['1', '2', '3'];

/** A front as a player sees it, whatever else the card object holds: its shape and its squares' kinds and values. */
interface FrontLike {
  readonly shape: string;
  readonly squares: readonly { readonly kind: string; readonly value?: number }[];
}

/** A front's drawing as text: "curve: o c2 s". */
function drawingOf(card: FrontLike): string {
  return `${card.shape}: ${card.squares.map((s) => (s.kind === 'computer' ? `c${s.value}` : s.kind === 'server' ? 's' : 'o')).join(' ')}`;
}

/** The published deck: for each front drawing, the dots of every card that shows it (the central card included). */
type Deck = ReadonlyMap<string, readonly string[]>;

/** The deck as the rules publish it, read off the set-up: every card of the box, hands, piles and table alike. */
function publishedDeck(state: WebState): Deck {
  const deck = new Map<string, string[]>();
  const cards: readonly { readonly shape: string; readonly squares: FrontLike['squares']; readonly dots: number }[] = [
    ...state.table,
    ...state.hands.flat(),
    ...state.piles.flatMap((p) => p.cards),
  ];
  for (const c of cards) {
    const d = drawingOf(c);
    deck.set(d, [...(deck.get(d) ?? []), String(c.dots)]);
  }
  return deck;
}

/** The hand cards and pile tops a viewer sees face down, by the keys the referee uses. */
function faceDown(
  view: WebView,
  you: Seat | null,
): { key: string; kind: string; where: (string | number)[]; front: FrontLike }[] {
  const out: { key: string; kind: string; where: (string | number)[]; front: FrontLike }[] = [];
  view.seats.forEach((s, seat) => {
    if (seat === you) return;
    s.hand.forEach((c, i) => {
      out.push({ key: `seat ${seat}'s hand, card ${i + 1}`, kind: HAND, where: ['seats', seat, 'hand', i], front: c });
    });
  });
  view.piles.forEach((p, i) => {
    if (p.top) out.push({ key: `pile ${i + 1}'s top card`, kind: TOP, where: ['piles', i, 'top'], front: p.top });
  });
  return out;
}

/** An honest Web player: counts a front's dots from the published deck, less the cards already shown to him. */
function fairWeb(deck: Deck, you: Seat | null): FairMind<WebView, WebEvent> {
  let view: WebView | null = null;
  let shown = new Map<string, string[]>();
  return {
    see(step: Step<WebView, WebEvent>) {
      view = step.view;
      shown = new Map();
      const note = (c: FrontLike, dots: number) =>
        shown.set(drawingOf(c), [...(shown.get(drawingOf(c)) ?? []), String(dots)]);
      for (const c of step.view.table) note(c, c.dots);
      if (you !== null) for (const c of step.view.seats[you]?.hand ?? []) if (c.dots !== null) note(c, c.dots);
    },
    odds(thing: Hidden, value: string) {
      const front = at(view, thing.where ?? []) as FrontLike | undefined;
      if (!front) return 0;
      const all = deck.get(drawingOf(front)) ?? [];
      if (new Set(all).size <= 1) return ANY_DOTS.includes(value) ? 1 / ANY_DOTS.length : 0; // the rules: a front never tells its back
      return shareOf(without(all, shown.get(drawingOf(front)) ?? []), value);
    },
  };
}

/** The cheat that reads a back off its front through the published deck, where the deck gives that front one dots value. */
const frontTellsBack: Cheat<WebView, WebEvent> = {
  name: 'the front alone, through the published deck (a front with one dots value in the deck tells its back)',
  sit(sitting): CheatMind<WebView, WebEvent> {
    const deck = sitting.published as Deck;
    const you = seatOf(sitting.viewer);
    let view: WebView | null = null;
    return {
      see(step) {
        view = step.view;
      },
      claims() {
        const out = new Map<string, string>();
        if (!view) return out;
        for (const f of faceDown(view, you)) {
          const dots = new Set(deck.get(drawingOf(f.front)) ?? []);
          if (dots.size === 1) out.set(f.key, [...dots][0]!);
        }
        return out;
      },
    };
  },
};

/** Web's secrets: every card face down to a viewer, with the card it is (for counting each secret once). */
export const SECRETS: Secrets<WebState, WebView, WebEvent> = {
  // The engine laws' tables (2–5 players, with and without obstacles) and three more plain ones, so that a cheat
  // who learns looks across tables has played a few first: random playouts that reach the end.
  tables: [...LAW_TABLES, { players: 3, options: {}, seeds: [6, 7] }, { players: 2, options: {}, seeds: [8] }],
  published: publishedDeck,
  hidden(state, viewer, view) {
    const you = seatOf(viewer);
    const cardAt = (where: readonly (string | number)[]): Card | undefined =>
      where[0] === 'seats'
        ? state.hands[where[1] as number]?.[where[3] as number]
        : state.piles[where[1] as number]?.cards[0];
    return faceDown(view, you).map((f): Hidden => {
      const card = cardAt(f.where);
      if (!card || drawingOf(card) !== drawingOf(f.front)) {
        throw new Error(
          `web secrets: the view's ${f.key} is not the state's (update test/shared/web/secrets.ts to the new view)`,
        );
      }
      return { key: f.key, kind: f.kind, value: String(card.dots), where: f.where, same: `card ${card.id}` };
    });
  },
  fair: (sitting) => fairWeb(sitting.published as Deck, seatOf(sitting.viewer)),
  cheats: [frontTellsBack],
  kinds: [HAND, TOP],
};
