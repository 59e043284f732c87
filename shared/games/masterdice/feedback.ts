// The coder's feedback for a placed row (rules/masterdice.md, step 2c), computed by the engine.
import type { Feedback } from './types.js';

/**
 * Counts, over the columns where a die lies, dice equal to the code, higher than it (`lower`: the code must
 * be lower) and lower than it (`higher`: the code must be higher). Only the counts, never which die.
 */
export function feedback(code: readonly number[], placed: readonly (number | null)[]): Feedback {
  let equal = 0;
  let lower = 0;
  let higher = 0;
  for (let column = 0; column < placed.length; column++) {
    const die = placed[column];
    if (die === null || die === undefined) continue;
    const secret = code[column] as number;
    if (die === secret) equal++;
    else if (die > secret) lower++;
    else higher++;
  }
  return { equal, lower, higher };
}
