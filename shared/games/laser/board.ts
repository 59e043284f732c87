// The fixed board: an 8 × 7 grid and 30 pointers numbered clockwise from the top-left corner (rules/laser.md).

/** Columns of the grid (x = 0..7 from the left). */
export const COLS = 8;
/** Rows of the grid (y = 0..6 from the top). */
export const ROWS = 7;
/** Cells on the grid. */
export const CELLS = COLS * ROWS;
/** Pointers around the grid, numbered 1..30. */
export const POINTERS = 30;

/** Directions a beam moves in, as numbers: 0 north (up), 1 east, 2 south, 3 west. */
export const DIRECTIONS = ['N', 'E', 'S', 'W'] as const;
/** One direction's letter. Example: 'S'. */
export type Direction = (typeof DIRECTIONS)[number];
/** Column step of each direction number. */
export const DX = [0, 1, 0, -1] as const;
/** Row step of each direction number (rows grow downwards). */
export const DY = [-1, 0, 1, 0] as const;

/** Where a pointer's beam enters: the first cell and the direction (0 N, 1 E, 2 S, 3 W). */
export interface PointerEntry {
  readonly x: number;
  readonly y: number;
  readonly dir: number;
}

/** Whether `p` names a pointer (an integer 1..30). */
export function isPointer(p: unknown): p is number {
  return typeof p === 'number' && Number.isInteger(p) && p >= 1 && p <= POINTERS;
}

/**
 * The cell a pointer's beam enters first and its direction: top 1–8 fire south into column p−1, right 9–15
 * west into row p−9, bottom 16–23 north into column 23−p, left 24–30 east into row 30−p.
 */
export function pointerEntry(p: number): PointerEntry {
  if (!isPointer(p)) throw new RangeError(`laser: no pointer ${String(p)}`);
  if (p <= 8) return { x: p - 1, y: 0, dir: 2 };
  if (p <= 15) return { x: COLS - 1, y: p - 9, dir: 3 };
  if (p <= 23) return { x: 23 - p, y: ROWS - 1, dir: 0 };
  return { x: 0, y: 30 - p, dir: 1 };
}

/** The pointer a beam reaches when it leaves the grid from cell (x, y) moving `dir` (same row or column). */
export function exitPointer(x: number, y: number, dir: number): number {
  switch (dir) {
    case 0:
      return x + 1;
    case 1:
      return 9 + y;
    case 2:
      return 23 - x;
    default:
      return 30 - y;
  }
}

/** Whether (x, y) is a cell of the grid. */
export function onGrid(x: number, y: number): boolean {
  return x >= 0 && x < COLS && y >= 0 && y < ROWS;
}
