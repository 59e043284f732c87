// The smart solver bot for Masterdice: keeps the codes consistent with the feedback and plays for expected score.
import { ATTEMPT_ROWS, type MasterdiceAction, type MasterdiceView } from './types.js';
import { CODE_COUNT, candidateIndices, codeOf, winScore } from './solver-codes.js';
import type { Placement } from './solver-codes.js';
import { tableModel } from './solver-model.js';
import type { ValueModel } from './solver-model.js';
import { bestPlacement, mustSolve, pairValue, rollValueOf, splittingValues } from './solver-search.js';
import { toPlacements } from './solver-greedy.js';
import { FIRST_MOVES, VALUE_TABLE } from './solver-values.js';

/** The value model the bot plays with: a table fitted offline by simulated play (solver-train.ts). */
export const DEFAULT_MODEL: ValueModel = tableModel(VALUE_TABLE);

/** Codes left at or below which rolling is valued exactly over every roll (else by the table). */
const EXACT_ROLL_LIMIT = 8;

/** First-row choices per sorted roll, computed on demand for models other than the default. */
const firstMoves = new WeakMap<ValueModel, Map<string, Placement>>();

/** The bot's choice, the expected final score it computed for it, and how many codes were left. */
export interface SolverDecision {
  readonly action: MasterdiceAction;
  readonly value: number;
  readonly candidates: number;
}

/** The first row's placement for a roll (every first row sees all 1296 codes): from the stored table or computed once. */
function firstMove(model: ValueModel, cands: readonly number[], roll: readonly number[], supply: number): Placement {
  const key = roll
    .slice()
    .sort((a, b) => a - b)
    .join('');
  if (model === DEFAULT_MODEL) {
    const stored = FIRST_MOVES[key];
    if (stored) {
      const vals = Uint8Array.from(stored, (ch) => Number(ch));
      return { vals, dice: vals.filter((v) => v > 0).length };
    }
  }
  let cache = firstMoves.get(model);
  if (!cache) {
    cache = new Map();
    firstMoves.set(model, cache);
  }
  let move = cache.get(key);
  if (!move) {
    move = bestPlacement(model, cands, roll, 0, supply).placement;
    cache.set(key, move);
  }
  return move;
}

/**
 * Decides for the solver's view with a value model; deterministic in (view, seed, model).
 * Place: the placement of the roll with the highest expected final score, looking one row ahead (groups
 * of codes left valued by the model, pairs exactly). Attempt: solve when one code is left or it must
 * (a consistent code, chosen by the seed), else solve only if that is worth more than rolling on.
 */
export function decideSolver(view: MasterdiceView, seed: number, model: ValueModel): SolverDecision {
  const cands = candidateIndices(view.rows);
  const rows = view.rows.length;
  const supply = view.supply;
  const n = cands.length;
  if (view.phase === 'place' && view.roll && view.roll.length > 0) {
    if (rows === 0 && n === CODE_COUNT) {
      const placement = firstMove(model, cands, view.roll, supply);
      return { action: { type: 'place', placements: toPlacements(placement.vals) }, value: NaN, candidates: n };
    }
    const best = bestPlacement(model, cands, view.roll, rows, supply);
    return {
      action: { type: 'place', placements: toPlacements(best.placement.vals) },
      value: best.value,
      candidates: n,
    };
  }
  const guess: MasterdiceAction = { type: 'solve', code: codeOf(n > 0 ? cands[(seed >>> 0) % n]! : 0) };
  const win = winScore(Math.min(rows, ATTEMPT_ROWS), supply) / Math.max(1, n);
  if (n <= 1 || mustSolve(rows, supply)) return { action: guess, value: win, candidates: n };
  let roll: number;
  if (n === 2) roll = pairValue(splittingValues(cands[0]!, cands[1]!), rows, supply);
  else if (n <= EXACT_ROLL_LIMIT) roll = rollValueOf(model, cands, rows, supply);
  else roll = model.rollValue(n, rows, supply);
  if (win >= roll) return { action: guess, value: win, candidates: n };
  return { action: { type: 'roll' }, value: roll, candidates: n };
}

/** Picks the smart bot's action for the solver's view; deterministic in (view, seed). Never reads a hidden code. */
export function chooseSolverAction(view: MasterdiceView, seed: number): MasterdiceAction {
  return decideSolver(view, seed, DEFAULT_MODEL).action;
}
