// The solver bot's value model: expected final score of continuing (rolling) with n codes left, by rows and supply.
import { winScore } from './solver-codes.js';
import { ATTEMPT_ROWS } from './types.js';

/** Expected final score when the solver rolls again with `n` codes left, `rows` used and `supply` dice left. */
export interface ValueModel {
  readonly rollValue: (n: number, rows: number, supply: number) => number;
}

/** Grid of candidate counts the value table is kept at; values between points are interpolated in log n. */
export const N_GRID: readonly number[] = [
  2, 3, 4, 5, 6, 7, 8, 10, 12, 15, 18, 22, 27, 33, 40, 50, 62, 77, 95, 118, 146, 181, 224, 277, 343, 425, 526, 651, 806,
  1000, 1296,
];
const LOG_GRID = N_GRID.map((n) => Math.log(n));

/** Table layout: index (rows − 1) × 19 + supply, then the N_GRID points; rows 1..6, supply 0..18. */
export const TABLE_ROWS = 6;
/** Supply values per row of the table (0..18). */
export const TABLE_SUPPLY = 19;

/** Grid position of n: the lower grid index and the weight of the upper one. */
export function gridPos(n: number): [number, number] {
  if (n <= N_GRID[0]!) return [0, 0];
  const last = N_GRID.length - 1;
  if (n >= N_GRID[last]!) return [last - 1, 1];
  let i = 0;
  while (N_GRID[i + 1]! < n) i++;
  const w = (Math.log(n) - LOG_GRID[i]!) / (LOG_GRID[i + 1]! - LOG_GRID[i]!);
  return [i, w];
}

/** Candidate counts a dense model covers: 0..1296. */
const MAX_N = 1297;

/** A model reading a flat table (TABLE_ROWS × TABLE_SUPPLY × N_GRID.length numbers); the heuristic if it is not one. */
export function tableModel(table: ArrayLike<number>): ValueModel {
  const g = N_GRID.length;
  if (table.length !== TABLE_ROWS * TABLE_SUPPLY * g) return { rollValue: heuristicValue };
  // Interpolated once for every n, so a look-up during search is one array read.
  const dense = new Float64Array(TABLE_ROWS * TABLE_SUPPLY * MAX_N);
  const pos = Array.from({ length: MAX_N }, (_, n) => gridPos(Math.max(1, n)));
  for (let cell = 0; cell < TABLE_ROWS * TABLE_SUPPLY; cell++) {
    for (let n = 0; n < MAX_N; n++) {
      const [i, w] = pos[n]!;
      dense[cell * MAX_N + n] = table[cell * g + i]! * (1 - w) + table[cell * g + i + 1]! * w;
    }
  }
  return {
    rollValue(n, rows, supply) {
      if (rows < 1 || rows > TABLE_ROWS || supply < 0 || supply >= TABLE_SUPPLY || n >= MAX_N)
        return heuristicValue(n, rows, supply);
      return dense[((rows - 1) * TABLE_SUPPLY + supply) * MAX_N + n]!;
    },
  };
}

/** A rough starting guess: about 2.3 bits per row of 4 dice, one more row to be sure. */
export function heuristicValue(n: number, rows: number, supply: number): number {
  if (rows >= ATTEMPT_ROWS || supply <= 0) return winScore(Math.min(rows, ATTEMPT_ROWS), supply) / n;
  const needRows = Math.log(n) / Math.log(5) + 0.3;
  const needDice = 3.5 * needRows;
  const rowsAfter = rows + Math.ceil(needRows);
  if (rowsAfter > ATTEMPT_ROWS || needDice > supply)
    return winScore(ATTEMPT_ROWS, Math.max(0, supply - needDice)) * 0.5;
  return winScore(rowsAfter, supply - needDice) * 0.97;
}
