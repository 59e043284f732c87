// Symbotrio's keyboard, pure (the scene prints the same letters on the board's frame): a letter per square by
// where it lies on the table now — A to L row by row over the board as it is turned (4 columns, or 3 once it
// has turned a quarter), so after a code card the same letter reaches the square now in that place. N turns up
// a card, S stops the try; the trickster's picker: ↑/↓ choose the opponent, ←/→ the card, Enter draws it.
import type { Cell } from './store.js';

/** The squares' letters, row-major over the board as it lies now (12 squares). */
export const SQUARE_LETTERS = 'ABCDEFGHIJKL';

/** The key that turns up a card (New card / Nuova carta). */
export const DRAW_KEY = 'N';
/** The key that ends the try (Stop). */
export const STOP_KEY = 'S';

/** The letter of the square at (row, col) of a board `cols` wide as it lies now. Example: (1, 0) of 4 → 'E'. */
export function squareLetter(row: number, col: number, cols: number): string {
  return SQUARE_LETTERS[row * cols + col] ?? '?';
}

/** The place a letter names on a board `rows` × `cols` as it lies now, or null (not a square's letter). */
export function cellOfLetter(letter: string, rows: number, cols: number): Cell | null {
  const i = SQUARE_LETTERS.indexOf(letter.toUpperCase());
  if (letter.length !== 1 || i < 0 || i >= rows * cols) return null;
  return { row: Math.floor(i / cols), col: i % cols };
}

/** A keyboard command of the Symbotrio controls. */
export type SymbotrioKey =
  | { readonly kind: 'flip'; readonly row: number; readonly col: number }
  | { readonly kind: 'draw' }
  | { readonly kind: 'stop' }
  | { readonly kind: 'target'; readonly step: 1 | -1 }
  | { readonly kind: 'card'; readonly step: 1 | -1 }
  | { readonly kind: 'steal' };

/** What the keyboard may do now (null moment: keys off). */
export interface SymbotrioKeyMoment {
  /** The board as it lies now, when squares may be turned (letters on); else null. */
  readonly board: { readonly rows: number; readonly cols: number } | null;
  readonly draw: boolean;
  readonly stop: boolean;
  /** The trickster's picker is open: arrows choose, Enter draws. */
  readonly picker: boolean;
  /** The picked card may be drawn now (an opponent and a card chosen). */
  readonly steal: boolean;
}

/** The command a key means now, or null (the key is not Symbotrio's at this moment). */
export function symbotrioKey(key: string, m: SymbotrioKeyMoment): SymbotrioKey | null {
  const k = key.length === 1 ? key.toUpperCase() : key;
  if (m.board) {
    const cell = cellOfLetter(k, m.board.rows, m.board.cols);
    if (cell) return { kind: 'flip', ...cell };
  }
  if (k === DRAW_KEY && m.draw) return { kind: 'draw' };
  if (k === STOP_KEY && m.stop) return { kind: 'stop' };
  if (m.picker) {
    if (k === 'ArrowUp' || k === 'ArrowDown') return { kind: 'target', step: k === 'ArrowDown' ? 1 : -1 };
    if (k === 'ArrowLeft' || k === 'ArrowRight') return { kind: 'card', step: k === 'ArrowRight' ? 1 : -1 };
    if (k === 'Enter' && m.steal) return { kind: 'steal' };
  }
  return null;
}
