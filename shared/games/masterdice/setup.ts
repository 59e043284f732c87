// The start of a match and of each game in it: who codes, who solves, a fresh board.
import { makeRng, ok, type Result, type Seat, type SetupInput } from '../../core/index.js';
import { refuse } from './errors.js';
import { PLAYERS } from './meta.js';
import { parseOptions } from './parse.js';
import { WHITE_DICE, type MasterdiceOptions, type MasterdiceState } from './types.js';

/** Players at a Masterdice table (plain data in meta.ts; the old name stays here). */
export { PLAYERS } from './meta.js';

/**
 * Roles of one game: in match 0, game 0 seat 1 codes and seat 0 solves; roles swap every game, and each
 * rematch flips who codes first.
 */
export function rolesFor(match: number, gameIndex: number): { coder: Seat; solver: Seat } {
  const coder = (1 + match + gameIndex) % 2;
  return { coder, solver: 1 - coder };
}

/** The fields that a new game resets: roles, phase 'code', no code, empty board, a full supply. */
export function freshGame(match: number, gameIndex: number) {
  return {
    match,
    gameIndex,
    ...rolesFor(match, gameIndex),
    phase: 'code' as const,
    code: null,
    rows: [],
    roll: null,
    supply: WHITE_DICE,
  } satisfies Partial<MasterdiceState>;
}

/** Builds match 0, game 0 from the table's seed; the generator lives in the state from here on. */
export function setup(input: SetupInput<MasterdiceOptions>): Result<MasterdiceState> {
  if (input.players !== PLAYERS) return refuse('badPlayers');
  const options = parseOptions(input.options);
  if (!options.ok) return options;
  return ok({
    options: options.value,
    rng: makeRng(input.seed),
    rollCount: 0,
    scores: [0, 0],
    results: [],
    ...freshGame(0, 0),
  });
}
