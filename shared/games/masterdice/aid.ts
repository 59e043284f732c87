// The solver's aid (table option `aid`): how many codes still fit the feedback, and which values per colour.
import { feedback } from './feedback.js';
import { COLOURS, type AttemptRow, type SolverAid } from './types.js';

/** All 1296 codes, blue, red, yellow, green, from [1,1,1,1] to [6,6,6,6]. */
export const ALL_CODES: readonly (readonly number[])[] = (() => {
  const codes: number[][] = [];
  for (let b = 1; b <= 6; b++)
    for (let r = 1; r <= 6; r++) for (let y = 1; y <= 6; y++) for (let g = 1; g <= 6; g++) codes.push([b, r, y, g]);
  return codes;
})();

/** Whether `code` would have produced exactly the feedback shown on every row. */
export function fitsRows(code: readonly number[], rows: readonly AttemptRow[]): boolean {
  for (const row of rows) {
    const f = feedback(code, row.placed);
    if (f.equal !== row.feedback.equal || f.lower !== row.feedback.lower || f.higher !== row.feedback.higher)
      return false;
  }
  return true;
}

/** The codes consistent with every row's feedback so far (all 1296 before the first row). */
export function consistentCodes(rows: readonly AttemptRow[]): (readonly number[])[] {
  return ALL_CODES.filter((code) => fitsRows(code, rows));
}

/** The aid shown to a human solver: the number of codes left and, per column, the sorted values still possible. */
export function solverAid(rows: readonly AttemptRow[]): SolverAid {
  const seen = COLOURS.map(() => new Set<number>());
  let possible = 0;
  for (const code of ALL_CODES) {
    if (!fitsRows(code, rows)) continue;
    possible++;
    code.forEach((v, column) => {
      seen[column]?.add(v);
    });
  }
  return { possible, values: seen.map((s) => [...s].sort((a, b) => a - b)) };
}
