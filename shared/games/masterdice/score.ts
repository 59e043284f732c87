// The solver's score for one game (rules/masterdice.md, step 4).
import { ATTEMPT_ROWS } from './types.js';

/** Parts of a solver's score, so the table can show how it was made. */
export interface ScoreParts {
  readonly base: number;
  readonly rowBonus: number;
  readonly diceBonus: number;
  readonly score: number;
}

/** Splits a score into its parts: 20 for the right code, 5 per empty attempt row, 1 per white die left. */
export function scoreParts(input: { solved: boolean; attemptsUsed: number; whiteDiceLeft: number }): ScoreParts {
  if (!input.solved) return { base: 0, rowBonus: 0, diceBonus: 0, score: 0 };
  const base = 20;
  const rowBonus = 5 * (ATTEMPT_ROWS - input.attemptsUsed);
  const diceBonus = input.whiteDiceLeft;
  return { base, rowBonus, diceBonus, score: base + rowBonus + diceBonus };
}

/** The solver's points: 0 for a wrong code, else 20 + 5 per empty row + 1 per white die still in the supply. */
export function solverScore(input: { solved: boolean; attemptsUsed: number; whiteDiceLeft: number }): number {
  return scoreParts(input).score;
}
