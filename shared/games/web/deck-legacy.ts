// The first deck, kept only so that a table stored before issue 26 (isLegacySeed) replays exactly as it was played:
// its cards are named by these ids 1–72 in its logs, and a front told its back (one dots value per drawing), so no
// new table deals it. Notation as in deck.ts, one card per line; the lines are the first deck's, unchanged.
import { cardsOf } from './deck.js';
import type { Card } from './game-types.js';

// straight: W, middle, E
const STRAIGHT = [
  'o o o/3',
  'c1 o o/3',
  'o c1 o/3',
  'o o c1/3',
  'c1 o o/3',
  'c1 o c1/2',
  'c2 o o/2',
  'o c2 o/2',
  'c1 c1 o/2',
  'c2 o c1/2',
  'c3 o o/2',
  'o c3 o/2',
  'c2 o c2/2',
  'c1 o c3/1',
  'c4 o o/1',
  'o c4 o/1',
  'c2 c3 o/1',
  'c5 o o/1',
  's o o/2',
  'o s o/2',
  's o c1/1',
  'c1 s o/1',
];

// curve: the corner, its east arm, its south arm; each line is a card and its mirror image (arms swapped)
const CURVE_PAIRS = [
  'o c1 o/3',
  'o c2 o/2',
  'c1 c1 o/2',
  'o c1 c2/2',
  'o c3 o/2',
  'c2 o c1/2',
  'o c1 c3/1',
  'c1 o c4/1',
  'o c5 o/1',
  'c3 o c1/1',
  'c2 c1 o/2',
  'o c4 o/1',
  'o s o/2',
  's c1 o/1',
];

// square: NW, NE, SW, SE
const SQUARE = [
  'o o o o/3',
  'c1 o o o/3',
  'c1 o o o/3',
  'o o c1 o/3',
  'c1 o o o/3',
  'c2 o o o/2',
  'c2 o o o/2',
  'c1 o o c1/2',
  'c1 c1 o o/2',
  'c1 c1 o o/2',
  'c2 o o c1/2',
  'c3 o o o/2',
  'c2 o c2 o/2',
  'c1 o o c3/1',
  'c4 o o o/1',
  'c3 o o c2/1',
  'c2 c2 o c1/1',
  'c5 o o o/1',
  's o o o/2',
  's o o c1/1',
  's o o c2/1',
  'o s c1 o/1',
];

/** The first deck's 72 cards with the ids its tables gave them, 1–72 in list order (straights, curves, squares). */
export const LEGACY_DECK: readonly Card[] = cardsOf({ straight: STRAIGHT, curve: CURVE_PAIRS, square: SQUARE }).map(
  (c, i) => ({ id: i + 1, ...c }),
);
