// The pieces: the deck's cards, a gem's signs, and the board's geometry under its quarter turns (which square
// sits at which row and column of the table).
import { BOARD_COLS, BOARD_ROWS, COLOURS, CUTS, SIZES, type Card, type Gem, type Sign } from './game-types.js';

/** Gem cards (one per colour × size × cut), code cards, and four of each other kind ([interpretation: counts]). */
export const GEM_CARDS = 54;
export const CODE_CARDS = 10;
export const OTHER_CARDS_EACH = 4;

/** Every gem, in a fixed order (colour, size, cut). */
export const GEMS: readonly Gem[] = COLOURS.flatMap((colour) =>
  SIZES.flatMap((size) => CUTS.map((cut) => ({ colour, size, cut }))),
);

/** The code cards' gems: ten spread over the gems, fixed so a deck is the same everywhere. */
const CODE_GEMS: readonly Gem[] = Array.from({ length: CODE_CARDS }, (_, i) => GEMS[(i * 17 + 5) % GEMS.length]!);

/**
 * The short game's deck ([interpretation]): 9 gem cards, one for each colour and size, their cuts spread so that
 * every cut is asked for; 2 code cards; one prisoner, one easy loot and one trickster — 14 cards, 12 in the easy
 * variant (a few minutes' play for two, every kind of card in it).
 */
export const SHORT_DECK = { gems: 9, code: 2, othersEach: 1 } as const;

/** Whether gem `g` is one of the short game's nine: the cut (colour + 2 × size) mod 6 of its colour and size. */
const inShortDeck = (g: Gem): boolean =>
  CUTS.indexOf(g.cut) === (COLOURS.indexOf(g.colour) + 2 * SIZES.indexOf(g.size)) % CUTS.length;

/** The whole deck before shuffling (without code cards in the easy variant; the short game's few); ids are stable. */
export function fullDeck(easy: boolean, short = false): Card[] {
  const out: Card[] = GEMS.flatMap((gem, i): Card[] =>
    !short || inShortDeck(gem) ? [{ id: i, kind: 'gem', gem }] : [],
  );
  let id = GEM_CARDS;
  CODE_GEMS.forEach((gem, i) => {
    if (!easy && (!short || i < SHORT_DECK.code)) out.push({ id, kind: 'code', gem });
    id++;
  });
  for (const kind of ['prisoner', 'loot', 'trickster'] as const) {
    for (let i = 0; i < OTHER_CARDS_EACH; i++, id++) if (!short || i < SHORT_DECK.othersEach) out.push({ id, kind });
  }
  return out;
}

/** The three signs a gem asks for. */
export const gemSigns = (g: Gem): Sign[] => [g.colour, g.size, g.cut];

/** Whether a card has a code to crack (gem and code cards: the spec's "gem cards"). */
export const hasGem = (c: Card): boolean => c.kind === 'gem' || c.kind === 'code';

/** Rows and columns of the board as it sits after `turn` quarter turns. */
export function dims(turn: number): { rows: number; cols: number } {
  return turn % 2 === 0 ? { rows: BOARD_ROWS, cols: BOARD_COLS } : { rows: BOARD_COLS, cols: BOARD_ROWS };
}

/** Where square `id` sits on the table after `turn` quarter turns clockwise: (r, c) in R × C goes to (c, R − 1 − r). */
export function cellOf(id: number, turn: number): { row: number; col: number } {
  let row = Math.floor(id / BOARD_COLS),
    col = id % BOARD_COLS,
    rows = BOARD_ROWS,
    cols = BOARD_COLS;
  for (let t = 0; t < turn % 4; t++) {
    [row, col] = [col, rows - 1 - row];
    [rows, cols] = [cols, rows];
  }
  return { row, col };
}

/** The square id sitting at (row, col) after `turn` quarter turns, or null off the grid. */
export function squareAt(turn: number, row: number, col: number): number | null {
  const { rows, cols } = dims(turn);
  if (!Number.isInteger(row) || !Number.isInteger(col) || row < 0 || col < 0 || row >= rows || col >= cols) return null;
  return AT[turn % 4]![row * cols + col]!;
}

/** Square ids by table cell (row-major) for each turn, precomputed. */
const AT: readonly (readonly number[])[] = [0, 1, 2, 3].map((t) => {
  const out: number[] = new Array(BOARD_ROWS * BOARD_COLS).fill(0);
  const { cols } = dims(t);
  for (let id = 0; id < BOARD_ROWS * BOARD_COLS; id++) {
    const { row, col } = cellOf(id, t);
    out[row * cols + col] = id;
  }
  return out;
});
