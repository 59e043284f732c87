// A seeded solo game loop for measuring solver bots without the engine (rules/masterdice.md, steps 1–4).
import { makeRng, mixSeed, rollDice } from '../../core/index.js';
import type { RngState } from '../../core/index.js';
import type { AttemptRow, MasterdiceAction, MasterdiceView } from './types.js';
import { ATTEMPT_ROWS, DICE_PER_ROLL, WHITE_DICE } from './types.js';
import { feedback } from './feedback.js';
import { solverScore } from './score.js';

/** A solver bot: the action for a view, deterministic in (view, seed). */
export type SolverBot = (view: MasterdiceView, seed: number) => MasterdiceAction;

/** How one simulated game ended. `error` names the first illegal action, which ends the game with 0 points. */
export interface SimResult {
  readonly code: readonly number[];
  readonly solution: readonly number[] | null;
  readonly solved: boolean;
  readonly attemptsUsed: number;
  readonly whiteDiceLeft: number;
  readonly score: number;
  readonly decisions: number;
  readonly error: string | null;
}

/** The solver's view of a solo game, shaped like the engine's (only solver-relevant fields are meaningful). */
export function simView(
  rows: readonly AttemptRow[],
  supply: number,
  roll: readonly number[] | null = null,
): MasterdiceView {
  return {
    game: 'masterdice',
    options: { games: 2, aid: false },
    match: 0,
    gameIndex: 0,
    games: 2,
    coder: 0,
    solver: 1,
    phase: roll ? 'place' : 'attempt',
    codeRolled: true,
    code: null,
    rows,
    roll,
    rollCount: rows.length,
    supply,
    scores: [0, 0],
    results: [],
    toAct: [1],
    outcome: null,
    aid: null,
  } as MasterdiceView;
}

/** Why a placement is illegal for a roll, or null when it is legal. */
export function placementError(
  roll: readonly number[],
  placements: readonly { column: number; value: number }[],
): string | null {
  if (!Array.isArray(placements) || placements.length < 1 || placements.length > 4) return 'place 1 to 4 dice';
  const left = roll.slice();
  const columns = new Set<number>();
  for (const p of placements) {
    if (!Number.isInteger(p.column) || p.column < 0 || p.column > 3) return `bad column ${p.column}`;
    if (columns.has(p.column)) return `two dice on column ${p.column}`;
    columns.add(p.column);
    const at = left.indexOf(p.value);
    if (at < 0) return `value ${p.value} was not rolled`;
    left.splice(at, 1);
  }
  return null;
}

/**
 * Plays one solo game with a seeded code and seeded white-dice rolls (core RNG), asking `bot` for every
 * solver decision; `observe` (optional) sees each decision's view and action, e.g. for timing or checks.
 */
export function playSolverGame(
  seed: number,
  bot: SolverBot,
  observe?: (view: MasterdiceView, action: MasterdiceAction) => void,
): SimResult {
  let rng: RngState = makeRng(seed);
  let code: number[];
  [code, rng] = rollDice(rng, 4);
  const rows: AttemptRow[] = [];
  let supply = WHITE_DICE;
  let decisions = 0;
  const end = (solution: readonly number[] | null, error: string | null): SimResult => {
    const solved =
      error === null && solution !== null && solution.every((v, i) => v === code[i]) && solution.length === 4;
    return {
      code,
      solution,
      solved,
      attemptsUsed: rows.length,
      whiteDiceLeft: supply,
      score: solverScore({ solved, attemptsUsed: rows.length, whiteDiceLeft: supply }),
      decisions,
      error,
    };
  };
  for (;;) {
    const view = simView(rows.slice(), supply, null);
    const action = bot(view, mixSeed(seed, decisions++));
    observe?.(view, action);
    if (action.type === 'solve') {
      const ok = action.code.length === 4 && action.code.every((v) => Number.isInteger(v) && v >= 1 && v <= 6);
      return end(action.code.slice(), ok ? null : 'bad solution');
    }
    if (action.type !== 'roll') return end(null, `expected roll or solve, got ${action.type}`);
    if (rows.length >= ATTEMPT_ROWS || supply <= 0) return end(null, 'roll with no attempt left');
    let roll: number[];
    [roll, rng] = rollDice(rng, Math.min(DICE_PER_ROLL, supply));
    const placeView = simView(rows.slice(), supply, roll);
    const place = bot(placeView, mixSeed(seed, decisions++));
    observe?.(placeView, place);
    if (place.type !== 'place') return end(null, `expected place, got ${place.type}`);
    const error = placementError(roll, place.placements);
    if (error) return end(null, error);
    const placed: (number | null)[] = [null, null, null, null];
    for (const p of place.placements) placed[p.column] = p.value;
    rows.push({ placed, feedback: feedback(code, placed) });
    supply -= place.placements.length;
  }
}
