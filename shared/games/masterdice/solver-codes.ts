// Precomputed tables for the Masterdice solver bot: the 1296 codes, feedback keys, placements per roll, roll odds.
import { feedback } from './feedback.js';
import { solverScore } from './score.js';
import { ATTEMPT_ROWS, WHITE_DICE, type AttemptRow, type Feedback } from './types.js';

/** Number of possible codes (6^4). */
export const CODE_COUNT = 1296;

/** Code digit (1–6) per column, indexed [column][code]; code index = Σ (digit − 1) × 6^(3 − column). */
export const DIGITS: readonly Uint8Array[] = [0, 1, 2, 3].map((column) => {
  const out = new Uint8Array(CODE_COUNT);
  const div = 6 ** (3 - column);
  for (let c = 0; c < CODE_COUNT; c++) out[c] = 1 + (Math.floor(c / div) % 6);
  return out;
});

/** The code (four values 1–6) of an index. */
export function codeOf(index: number): number[] {
  return [0, 1, 2, 3].map((column) => DIGITS[column]![index]!);
}

/** Distinct feedback keys: equal × 1 + lower × 5 + higher × 25 (each count ≤ 4, so keys are < 125). */
export const KEY_SPACE = 125;

/** The key of a feedback. */
export function feedbackKey(f: Feedback): number {
  return f.equal + 5 * f.lower + 25 * f.higher;
}

/**
 * Key contribution of one placed die against one code digit, indexed [placed value × 7 + digit]; placed
 * value 0 means no die (contributes 0). Built from the engine's `feedback` for one column, so the rule is
 * written once: equal → 1, lower (placed higher) → 5, higher (placed lower) → 25.
 */
export const CONTRIB: Uint8Array = (() => {
  const out = new Uint8Array(49);
  for (let v = 1; v <= 6; v++) for (let d = 1; d <= 6; d++) out[v * 7 + d] = feedbackKey(feedback([d], [v]));
  return out;
})();

/** The key a placement (values per column, 0 = empty) gets against one code index. */
export function keyOf(vals: ArrayLike<number>, code: number): number {
  return (
    CONTRIB[vals[0]! * 7 + DIGITS[0]![code]!]! +
    CONTRIB[vals[1]! * 7 + DIGITS[1]![code]!]! +
    CONTRIB[vals[2]! * 7 + DIGITS[2]![code]!]! +
    CONTRIB[vals[3]! * 7 + DIGITS[3]![code]!]!
  );
}

/** Code indices consistent with every row's feedback, ascending. */
export function candidateIndices(rows: readonly AttemptRow[]): number[] {
  const checks = rows.map((row) => ({
    vals: row.placed.map((v) => (v === null || v === undefined ? 0 : v)),
    key: feedbackKey(row.feedback),
  }));
  const out: number[] = [];
  for (let c = 0; c < CODE_COUNT; c++) {
    let ok = true;
    for (const check of checks) {
      if (keyOf(check.vals, c) !== check.key) {
        ok = false;
        break;
      }
    }
    if (ok) out.push(c);
  }
  return out;
}

/** One way to place rolled dice: value per column (0 = empty) and how many dice it uses. */
export interface Placement {
  readonly vals: Uint8Array;
  readonly dice: number;
}

const placementCache = new Map<string, Placement[]>();

/** Every distinct placement (by value per column) of 1+ dice of a roll, fewest dice first. Cached per roll. */
export function rollPlacements(roll: readonly number[]): Placement[] {
  const sorted = roll.slice().sort((a, b) => a - b);
  const cacheKey = sorted.join('');
  const hit = placementCache.get(cacheKey);
  if (hit) return hit;
  const have = new Uint8Array(7);
  for (const v of sorted) have[v]!++;
  const options = [0, ...new Set(sorted)];
  const out: Placement[] = [];
  const vals = new Uint8Array(4);
  const used = new Uint8Array(7);
  const walk = (column: number, dice: number) => {
    if (column === 4) {
      if (dice > 0) out.push({ vals: vals.slice(), dice });
      return;
    }
    for (const v of options) {
      if (v !== 0 && used[v]! >= have[v]!) continue;
      vals[column] = v;
      if (v !== 0) used[v]!++;
      walk(column + 1, dice + (v !== 0 ? 1 : 0));
      if (v !== 0) used[v]!--;
    }
    vals[column] = 0;
  };
  walk(0, 0);
  out.sort((a, b) => a.dice - b.dice);
  placementCache.set(cacheKey, out);
  return out;
}

/** A roll outcome as a sorted multiset of values with its probability. */
export interface RollOutcome {
  readonly values: readonly number[];
  readonly p: number;
}

const rollCache = new Map<number, RollOutcome[]>();

/** Every multiset a roll of `count` dice can show, with its probability (they sum to 1). */
export function rollOutcomes(count: number): RollOutcome[] {
  const hit = rollCache.get(count);
  if (hit) return hit;
  const counts = new Map<string, { values: number[]; n: number }>();
  const total = 6 ** count;
  for (let m = 0; m < total; m++) {
    const values: number[] = [];
    let x = m;
    for (let i = 0; i < count; i++) {
      values.push(1 + (x % 6));
      x = Math.floor(x / 6);
    }
    values.sort((a, b) => a - b);
    const key = values.join('');
    const entry = counts.get(key);
    if (entry) entry.n++;
    else counts.set(key, { values, n: 1 });
  }
  const out = [...counts.values()].map((e) => ({ values: e.values, p: e.n / total }));
  rollCache.set(count, out);
  return out;
}

/** The engine's score of a right solution, tabled per [rows used × (WHITE_DICE + 1) + dice left] for the search. */
const WIN_SCORES: Float64Array = (() => {
  const out = new Float64Array((ATTEMPT_ROWS + 1) * (WHITE_DICE + 1));
  for (let rows = 0; rows <= ATTEMPT_ROWS; rows++)
    for (let supply = 0; supply <= WHITE_DICE; supply++)
      out[rows * (WHITE_DICE + 1) + supply] = solverScore({ solved: true, attemptsUsed: rows, whiteDiceLeft: supply });
  return out;
})();

/** Solver's points for a right solution after `rows` attempts with `supply` white dice left (score.ts's rule). */
export function winScore(rows: number, supply: number): number {
  if (
    rows >= 0 &&
    rows <= ATTEMPT_ROWS &&
    supply >= 0 &&
    supply <= WHITE_DICE &&
    Number.isInteger(rows) &&
    Number.isInteger(supply)
  ) {
    return WIN_SCORES[rows * (WHITE_DICE + 1) + supply] as number;
  }
  return solverScore({ solved: true, attemptsUsed: rows, whiteDiceLeft: supply });
}
