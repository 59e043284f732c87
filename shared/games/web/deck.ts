// Web's deck ([interpretation], rules/web.md "The table and the cards"): the rulebook lists no cards, so this
// file is the one fixed list, 72 cards plus the central server card, with its totals computed for the rules panel.
//
// Notation: one string per card, its front squares in SHAPE_CELLS order, then `/` and its dots. `o` open,
// `s` server, `c1`…`c5` a computer and its value. Curves come in mirror pairs (their arms swapped), since a card
// cannot be flipped. Cards with richer computers (or a server) carry fewer dots.
import type { Card, CardSquare, Shape } from './game-types.js';
import { SHAPES } from './game-types.js';

// straight: W, middle, E
const STRAIGHT = [
  'o o o/3', 'c1 o o/3', 'o c1 o/3', 'o o c1/3', 'c1 o o/3', 'c1 o c1/2', 'c2 o o/2', 'o c2 o/2', 'c1 c1 o/2',
  'c2 o c1/2', 'c3 o o/2', 'o c3 o/2', 'c2 o c2/2', 'c1 o c3/1', 'c4 o o/1', 'o c4 o/1', 'c2 c3 o/1', 'c5 o o/1',
  's o o/2', 'o s o/2', 's o c1/1', 'c1 s o/1',
];

// curve: the corner, its east arm, its south arm; each line is a card and its mirror image (arms swapped)
const CURVE_PAIRS = [
  'o c1 o/3', 'o c2 o/2', 'c1 c1 o/2', 'o c1 c2/2', 'o c3 o/2', 'c2 o c1/2', 'o c1 c3/1', 'c1 o c4/1',
  'o c5 o/1', 'c3 o c1/1', 'c2 c1 o/2', 'o c4 o/1', 'o s o/2', 's c1 o/1',
];

// square: NW, NE, SW, SE
const SQUARE = [
  'o o o o/3', 'c1 o o o/3', 'c1 o o o/3', 'o o c1 o/3', 'c1 o o o/3', 'c2 o o o/2', 'c2 o o o/2', 'c1 o o c1/2',
  'c1 c1 o o/2', 'c1 c1 o o/2', 'c2 o o c1/2', 'c3 o o o/2', 'c2 o c2 o/2', 'c1 o o c3/1', 'c4 o o o/1',
  'c3 o o c2/1', 'c2 c2 o c1/1', 'c5 o o o/1', 's o o o/2', 's o o c1/1', 's o o c2/1', 'o s c1 o/1',
];

/** One front square from its notation. */
function square(token: string): CardSquare {
  if (token === 'o') return { kind: 'open' };
  if (token === 's') return { kind: 'server' };
  return { kind: 'computer', value: Number(token.slice(1)) };
}

/** One card from its notation. */
function card(id: number, shape: Shape, text: string): Card {
  const [front, dots] = text.split('/') as [string, string];
  return { id, shape, squares: front.split(' ').map(square), dots: Number(dots) };
}

/** The curve list with every pair's mirror (arms swapped) after it. */
function withMirrors(pairs: readonly string[]): string[] {
  return pairs.flatMap((t) => {
    const [front, dots] = t.split('/') as [string, string];
    const [corner, east, south] = front.split(' ');
    return [t, `${corner} ${south} ${east}/${dots}`];
  });
}

/** The card lists by shape, in notation. */
const LISTS: { readonly [S in Shape]: readonly string[] } = { straight: STRAIGHT, curve: withMirrors(CURVE_PAIRS), square: SQUARE };

/** The 72 cards of the deck, ids 1–72 (straights, then curves, then squares). */
export const DECK: readonly Card[] = (() => {
  let id = 1;
  return SHAPES.flatMap((shape) => LISTS[shape].map((t) => card(id++, shape, t)));
})();

/** The central server card (id 0, a straight whose middle square is a server): it starts on the table. */
export const CENTRAL_CARD: Card = { id: 0, shape: 'straight', squares: [{ kind: 'open' }, { kind: 'server' }, { kind: 'open' }], dots: 0 };

/** The deck's totals for one shape (or all): the rules panel's table. */
export interface DeckTotals {
  readonly cards: number;
  /** Computers by value: `byValue[v]` computers worth v (index 0 unused). Example: `[0, 30, 22, 11, 6, 3]`. */
  readonly byValue: readonly number[];
  readonly computers: number;
  /** The sum of all computer values. */
  readonly value: number;
  /** Cards holding a server. */
  readonly servers: number;
  /** Cards by dots: `byDots[d]` cards with d dots (index 0 unused). */
  readonly byDots: readonly number[];
}

/** Totals of a list of cards. */
export function totalsOf(cards: readonly Card[]): DeckTotals {
  const byValue = [0, 0, 0, 0, 0, 0];
  const byDots = [0, 0, 0, 0];
  let servers = 0;
  let value = 0;
  for (const c of cards) {
    byDots[c.dots] = (byDots[c.dots] ?? 0) + 1;
    if (c.squares.some((s) => s.kind === 'server')) servers++;
    for (const s of c.squares) {
      if (s.kind !== 'computer') continue;
      byValue[s.value!] = (byValue[s.value!] ?? 0) + 1;
      value += s.value!;
    }
  }
  const computers = byValue.reduce((a, b) => a + b, 0);
  return { cards: cards.length, byValue, computers, value, servers, byDots };
}

/** The deck's totals per shape and in all (the central card apart), for the in-game rules panel. */
export const DECK_TOTALS: { readonly [K in Shape | 'all']: DeckTotals } = {
  straight: totalsOf(DECK.filter((c) => c.shape === 'straight')),
  curve: totalsOf(DECK.filter((c) => c.shape === 'curve')),
  square: totalsOf(DECK.filter((c) => c.shape === 'square')),
  all: totalsOf(DECK),
};

/** The card with this id (the central card for 0), or undefined. */
export function cardById(id: number): Card | undefined {
  return id === 0 ? CENTRAL_CARD : DECK[id - 1];
}
