// The solver bot's search: expected final score of each placement and of rolling vs solving.
import { ATTEMPT_ROWS, DICE_PER_ROLL } from './types.js';
import { CONTRIB, DIGITS, KEY_SPACE, keyOf, rollOutcomes, rollPlacements, winScore } from './solver-codes.js';
import type { Placement } from './solver-codes.js';
import type { ValueModel } from './solver-model.js';

/** Whether the solver must solve now: every row used or no white die left. */
export function mustSolve(rows: number, supply: number): boolean {
  return rows >= ATTEMPT_ROWS || supply <= 0;
}

/** How many values (1–6) tell two codes apart when placed on a column where they differ. */
export function splittingValues(a: number, b: number): number {
  let mask = 0;
  for (let column = 0; column < 4; column++) {
    const x = DIGITS[column]![a]!;
    const y = DIGITS[column]![b]!;
    if (x === y) continue;
    const lo = Math.min(x, y);
    const hi = Math.max(x, y);
    for (let v = lo; v <= hi; v++) mask |= 1 << v;
  }
  let u = 0;
  for (let v = 1; v <= 6; v++) if (mask & (1 << v)) u++;
  return u;
}

const pairMemo = new Float64Array(8 * 8 * 19).fill(-1);

/**
 * Exact expected score with two codes left, `u` values splitting them, `rows` used and `supply` left: solve
 * now (half the win) or roll, place one splitting die if any (then win for sure), else waste one die and go on.
 */
export function pairValue(u: number, rows: number, supply: number): number {
  if (mustSolve(rows, supply)) return winScore(Math.min(rows, ATTEMPT_ROWS), supply) / 2;
  const at = (u * 8 + rows) * 19 + supply;
  const memo = pairMemo[at]!;
  if (memo >= 0) return memo;
  const solve = winScore(rows, supply) / 2;
  const k = Math.min(DICE_PER_ROLL, supply);
  const hit = 1 - ((6 - u) / 6) ** k;
  const roll = hit * winScore(rows + 1, supply - 1) + (1 - hit) * pairValue(u, rows + 1, supply - 1);
  const value = Math.max(solve, roll);
  pairMemo[at] = value;
  return value;
}

/** Expected score of a state of `n` codes reached after a placement: solve if one is left, else the better of solving and rolling. */
export function stateValue(model: ValueModel, n: number, rows: number, supply: number): number {
  const win = winScore(Math.min(rows, ATTEMPT_ROWS), supply);
  if (n <= 1) return win;
  if (mustSolve(rows, supply)) return win / n;
  return Math.max(win / n, model.rollValue(n, rows, supply));
}

const leafCache = new WeakMap<ValueModel, (Float64Array | undefined)[]>();

/** stateValue for every n (0..1296) at one (rows, supply), cached per model: the hot path of every search. */
export function leafValues(model: ValueModel, rows: number, supply: number): Float64Array {
  let perModel = leafCache.get(model);
  if (!perModel) {
    perModel = [];
    leafCache.set(model, perModel);
  }
  const at = Math.min(rows, ATTEMPT_ROWS) * 32 + Math.max(0, supply);
  let table = perModel[at];
  if (!table) {
    table = new Float64Array(1297);
    for (let n = 1; n <= 1296; n++) table[n] = stateValue(model, n, rows, supply);
    perModel[at] = table;
  }
  return table;
}

const counts = new Int32Array(KEY_SPACE);
const firstOf = new Int32Array(KEY_SPACE);
const secondOf = new Int32Array(KEY_SPACE);
const touched = new Int32Array(KEY_SPACE);

/** Sums, over the groups a list of feedback keys makes, size × value of the group (pairs valued exactly). */
function groupsValue(
  keys: ArrayLike<number>,
  cands: readonly number[],
  leaf: Float64Array,
  r: number,
  s: number,
): number {
  let nTouched = 0;
  const n = cands.length;
  for (let i = 0; i < n; i++) {
    const key = keys[i]!;
    const m = counts[key]!;
    if (m === 0) {
      touched[nTouched++] = key;
      firstOf[key] = i;
    } else if (m === 1) secondOf[key] = i;
    counts[key] = m + 1;
  }
  const pairs = !mustSolve(r, s);
  let total = 0;
  for (let t = 0; t < nTouched; t++) {
    const key = touched[t]!;
    const m = counts[key]!;
    counts[key] = 0;
    if (m === 2 && pairs) total += 2 * pairValue(splittingValues(cands[firstOf[key]!]!, cands[secondOf[key]!]!), r, s);
    else total += m * leaf[m]!;
  }
  return total;
}

const keyBuffer = new Uint8Array(1296);

/** Expected score of placing `p` now, given the codes left, rows used and supply before this row. */
export function placementValue(
  model: ValueModel,
  cands: readonly number[],
  p: Placement,
  rows: number,
  supply: number,
): number {
  const r = rows + 1;
  const s = supply - p.dice;
  const keys = keyBuffer;
  for (let i = 0; i < cands.length; i++) keys[i] = keyOf(p.vals, cands[i]!);
  return groupsValue(keys, cands, leafValues(model, r, s), r, s) / cands.length;
}

/** The placement of a roll with the highest expected score (fewest dice on ties), with that score. */
export function bestPlacement(
  model: ValueModel,
  cands: readonly number[],
  roll: readonly number[],
  rows: number,
  supply: number,
): { placement: Placement; value: number } {
  const options = rollPlacements(roll);
  let best = options[0]!;
  let bestValue = -Infinity;
  for (const p of options) {
    const value = placementValue(model, cands, p, rows, supply);
    if (value > bestValue + 1e-9) {
      bestValue = value;
      best = p;
    }
  }
  return { placement: best, value: bestValue };
}

/** Per column, a bit mask of the values that split the codes (between their lowest and highest digit there). */
function informativeMasks(cands: readonly number[]): number[] {
  const masks: number[] = [];
  for (let column = 0; column < 4; column++) {
    const digits = DIGITS[column]!;
    let lo = 7;
    let hi = 0;
    for (let i = 0; i < cands.length; i++) {
      const d = digits[cands[i]!]!;
      if (d < lo) lo = d;
      if (d > hi) hi = d;
    }
    let mask = 0;
    if (lo < hi) for (let v = lo; v <= hi; v++) mask |= 1 << v;
    masks.push(mask);
  }
  return masks;
}

/** Value of every placement by its base-7 index (v0 v1 v2 v3, 0 = empty); a call reads only what it wrote. */
const placementValues = new Float64Array(2401);

/**
 * Expected score of rolling with these codes left and placing each roll as well as possible (leaves valued
 * by the model), averaged over every roll. Only dice that can split the codes are tried: a die on a column
 * whose value is known, or outside its possible range, costs a point and tells nothing. Every useful
 * placement is valued once (keys built column by column), then each roll takes the best it allows.
 */
export function rollValueOf(model: ValueModel, cands: readonly number[], rows: number, supply: number): number {
  const n = cands.length;
  const k = Math.min(DICE_PER_ROLL, supply);
  const masks = informativeMasks(cands);
  const options = masks.map((mask) => {
    const out = [0];
    for (let v = 1; v <= 6; v++) if (mask & (1 << v)) out.push(v);
    return out;
  });
  const leaves: Float64Array[] = [];
  for (let dice = 1; dice <= k; dice++) leaves[dice] = leafValues(model, rows + 1, supply - dice);
  const layers = [0, 1, 2, 3, 4].map(() => new Uint8Array(n));
  const walk = (column: number, index: number, dice: number) => {
    if (column === 4) {
      if (dice > 0) placementValues[index] = groupsValue(layers[4]!, cands, leaves[dice]!, rows + 1, supply - dice) / n;
      return;
    }
    const from = layers[column]!;
    const to = layers[column + 1]!;
    const columnDigits = DIGITS[column]!;
    for (const v of options[column]!) {
      if (v !== 0 && dice >= k) continue;
      if (v === 0) to.set(from);
      else {
        const row = v * 7;
        for (let i = 0; i < n; i++) to[i] = from[i]! + CONTRIB[row + columnDigits[cands[i]!]!]!;
      }
      walk(column + 1, index * 7 + v, dice + (v !== 0 ? 1 : 0));
    }
  };
  walk(0, 0, 0);
  const union = masks[0]! | masks[1]! | masks[2]! | masks[3]!;
  const waste = stateValue(model, n, rows + 1, supply - 1);
  const memo = new Map<number, number>();
  const have = new Uint8Array(7);
  let total = 0;
  for (const outcome of rollOutcomes(k)) {
    let key = 0;
    for (const v of outcome.values) if (union & (1 << v)) key = key * 7 + v;
    let value = memo.get(key);
    if (value === undefined) {
      if (key === 0) value = waste;
      else {
        have.fill(0);
        for (const v of outcome.values) if (union & (1 << v)) have[v]!++;
        value = bestAllowed(options, have, 0, 0, 0);
      }
      memo.set(key, value);
    }
    total += outcome.p * value;
  }
  return total;
}

/** Best stored placement value using at most the dice in `have` (a count per value). */
function bestAllowed(
  options: readonly number[][],
  have: Uint8Array,
  column: number,
  index: number,
  dice: number,
): number {
  if (column === 4) return dice > 0 ? placementValues[index]! : -Infinity;
  let best = -Infinity;
  for (const v of options[column]!) {
    if (v !== 0) {
      if (have[v] === 0) continue;
      have[v]!--;
    }
    const value = bestAllowed(options, have, column + 1, index * 7 + v, dice + (v !== 0 ? 1 : 0));
    if (v !== 0) have[v]!++;
    if (value > best) best = value;
  }
  return best;
}
