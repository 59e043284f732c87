// Web's deck ([interpretation], rules/web.md "The table and the cards"): the rulebook lists no cards, so this
// file is the one fixed list every table set up now deals (one stored before issue 26 deals the first deck,
// deck-legacy.ts), 72 cards plus the central server card, with its totals computed for the rules panel.
// A front never tells its back: every front drawing is on two cards (four with their mirrors for curves) with
// different dots, so only counting the cards already seen narrows a hidden card's dots, as at a real table.
//
// Notation: one string per front drawing, its squares in SHAPE_CELLS order, then `/` and the dots of each card
// that shows it. `o` open, `s` server, `c1`…`c5` a computer and its value. Each curve line is also the curve's
// mirror image (its arms swapped, same dots), since a card cannot be flipped. Cards with richer computers (or a
// server) carry fewer dots: 3 or 2 on poor fronts, 2 or 1 on rich ones.
import type { Card, CardFront, CardSquare, Shape } from './game-types.js';
import { SHAPES } from './game-types.js';

// straight: W, middle, E (11 drawings, 22 cards)
const STRAIGHT = [
  'o o o/3,2',
  'c1 o o/3,2',
  'o c1 o/3,2',
  'c2 o o/3,1',
  'c1 o c1/2,1',
  'o c2 o/2,1',
  'c3 o o/2,1',
  'c4 o o/2,1',
  'c5 o o/2,1',
  's o o/2,1',
  'c1 s o/2,1',
];

// curve: the corner, its east arm, its south arm; each line and its mirror (7 × 2 drawings, 28 cards)
const CURVE_PAIRS = [
  'o c1 o/3,2',
  'o c2 o/3,1',
  'c2 c1 o/2,1',
  'o c1 c2/2,1',
  'o c3 o/2,1',
  'c1 o c4/2,1',
  'o s o/2,1',
];

// square: NW, NE, SW, SE (11 drawings, 22 cards)
const SQUARE = [
  'o o o o/3,2',
  'c1 o o o/3,2',
  'c1 c1 o o/3,2',
  'c1 o o c1/2,1',
  'c2 o o o/3,1',
  'c3 o o o/2,1',
  'c2 o o c1/2,1',
  'c4 o o o/2,1',
  'c2 c1 o c1/2,1',
  's o o o/2,1',
  's o o c1/2,1',
];

/** A card of the deck as the list gives it: front and dots. At a table each card gets a handle (`Card.id`, setup.ts). */
export type DeckCard = Omit<Card, 'id'>;

/** One front square from its notation. */
function square(token: string): CardSquare {
  if (token === 'o') return { kind: 'open' };
  if (token === 's') return { kind: 'server' };
  return { kind: 'computer', value: Number(token.slice(1)) };
}

/** The cards of one line: its front once for each dots value listed. */
function cards(shape: Shape, text: string): DeckCard[] {
  const [front, dots] = text.split('/') as [string, string];
  const squares = front.split(' ').map(square);
  return dots.split(',').map((d) => ({ shape, squares, dots: Number(d) }));
}

/** The curve lines with every line's mirror (arms swapped, same dots) after it. */
function withMirrors(pairs: readonly string[]): string[] {
  return pairs.flatMap((t) => {
    const [front, dots] = t.split('/') as [string, string];
    const [corner, east, south] = front.split(' ');
    return [t, `${corner} ${south} ${east}/${dots}`];
  });
}

/**
 * The cards of a deck written in this notation, straights, then curves (each line followed by its mirror), then
 * squares: this deck, and the first one that tables stored before it still play (deck-legacy.ts).
 */
export function cardsOf(lists: { readonly [S in Shape]: readonly string[] }): DeckCard[] {
  return SHAPES.flatMap((shape) =>
    (shape === 'curve' ? withMirrors(lists.curve) : lists[shape]).flatMap((t) => cards(shape, t)),
  );
}

/** The 72 cards of the deck (straights, then curves, then squares); no card has an identity before a table deals it. */
export const DECK: readonly DeckCard[] = cardsOf({ straight: STRAIGHT, curve: CURVE_PAIRS, square: SQUARE });

/** The central server card (id 0, a straight whose middle square is a server): it starts on the table. */
export const CENTRAL_CARD: Card = {
  id: 0,
  shape: 'straight',
  squares: [{ kind: 'open' }, { kind: 'server' }, { kind: 'open' }],
  dots: 0,
};

/** A square's token in the notation above. */
const tokenOf = (s: CardSquare): string => (s.kind === 'computer' ? `c${s.value}` : s.kind === 'server' ? 's' : 'o');

/** Each shape's cell orders under its quarter turns that land the card on its own cells (a straight turned twice, a square turned 0–3 times; a curve only as it is). */
const SAME_CELLS: { readonly [S in Shape]: readonly (readonly number[])[] } = {
  straight: [
    [0, 1, 2],
    [2, 1, 0],
  ],
  curve: [[0, 1, 2]],
  square: [
    [0, 1, 2, 3],
    [2, 0, 3, 1],
    [3, 2, 1, 0],
    [1, 3, 0, 2],
  ],
};

/**
 * A front's drawing as anyone at the table may name it, the same however the card is turned (the least of its
 * turned notations, shape first). Two cards look alike, in a hand or on a pile, exactly when their drawings match:
 * the key the fair-play rule and its tests count by. Example: `'straight c1 o o'` for both 'c1 o o' and 'o o c1'.
 */
export function drawingOf(front: Pick<CardFront, 'shape' | 'squares'>): string {
  const turned = SAME_CELLS[front.shape].map((order) => order.map((i) => tokenOf(front.squares[i]!)).join(' '));
  return `${front.shape} ${turned.sort()[0]!}`;
}

/** The deck's totals for one shape (or all): the rules panel's table. */
export interface DeckTotals {
  readonly cards: number;
  /** Front drawings (drawingOf), each on cards with at least two different dots. Example: `11`. */
  readonly fronts: number;
  /** Computers by value: `byValue[v]` computers worth v (index 0 unused). Example: `[0, 44, 22, 8, 8, 2]`. */
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
export function totalsOf(list: readonly DeckCard[]): DeckTotals {
  const byValue = [0, 0, 0, 0, 0, 0];
  const byDots = [0, 0, 0, 0];
  let servers = 0;
  let value = 0;
  for (const c of list) {
    byDots[c.dots] = (byDots[c.dots] ?? 0) + 1;
    if (c.squares.some((s) => s.kind === 'server')) servers++;
    for (const s of c.squares) {
      if (s.kind !== 'computer') continue;
      byValue[s.value!] = (byValue[s.value!] ?? 0) + 1;
      value += s.value!;
    }
  }
  const computers = byValue.reduce((a, b) => a + b, 0);
  const fronts = new Set(list.map(drawingOf)).size;
  return { cards: list.length, fronts, byValue, computers, value, servers, byDots };
}

/** The deck's totals per shape and in all (the central card apart), for the in-game rules panel. */
export const DECK_TOTALS: { readonly [K in Shape | 'all']: DeckTotals } = {
  straight: totalsOf(DECK.filter((c) => c.shape === 'straight')),
  curve: totalsOf(DECK.filter((c) => c.shape === 'curve')),
  square: totalsOf(DECK.filter((c) => c.shape === 'square')),
  all: totalsOf(DECK),
};
