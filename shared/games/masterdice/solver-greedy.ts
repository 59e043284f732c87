// The plain greedy information bot: the baseline the smart solver is measured against.
import type { MasterdiceAction, MasterdiceView } from './types.js';
import { KEY_SPACE, codeOf, candidateIndices, keyOf, rollPlacements } from './solver-codes.js';
import { mustSolve } from './solver-search.js';

/** Bits of expected information a die must bring to be worth placing (tuned: 0.2 gives the best plain greedy). */
export const GREEDY_BITS_PER_DIE = 0.2;

/**
 * Baseline bot: places for the most expected information (entropy, in bits) less GREEDY_BITS_PER_DIE per die
 * placed, solves when one code is left or it must. This is the "plain greedy information bot" of the issue.
 */
export function chooseGreedyAction(view: MasterdiceView, seed: number): MasterdiceAction {
  const cands = candidateIndices(view.rows);
  if (view.phase !== 'place' || !view.roll) {
    if (cands.length <= 1 || mustSolve(view.rows.length, view.supply)) {
      const pick = cands.length > 0 ? cands[(seed >>> 0) % cands.length]! : 0;
      return { type: 'solve', code: codeOf(pick) };
    }
    return { type: 'roll' };
  }
  const counts = new Int32Array(KEY_SPACE);
  let best = rollPlacements(view.roll)[0]!;
  let bestScore = -Infinity;
  for (const p of rollPlacements(view.roll)) {
    counts.fill(0);
    for (const c of cands) counts[keyOf(p.vals, c)]!++;
    let sum = 0; // Σ m log m: lower means more entropy
    for (let k = 0; k < KEY_SPACE; k++) {
      const m = counts[k]!;
      if (m > 1) sum += m * Math.log(m);
    }
    let dice = 0;
    for (let column = 0; column < 4; column++) if (p.vals[column]! > 0) dice++;
    const score = -sum / (cands.length * Math.LN2) - GREEDY_BITS_PER_DIE * dice;
    if (score > bestScore + 1e-9) {
      bestScore = score;
      best = p;
    }
  }
  return { type: 'place', placements: toPlacements(best.vals) };
}

/** The action's placements for values per column (0 = empty). */
export function toPlacements(vals: ArrayLike<number>): { column: number; value: number }[] {
  const out: { column: number; value: number }[] = [];
  for (let column = 0; column < 4; column++) if (vals[column]! > 0) out.push({ column, value: vals[column]! });
  return out;
}
