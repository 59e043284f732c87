// Why a move is refused, asked from a view: the refusal `apply` would answer for a move of one type, whatever its
// arguments, so a client can say why it offers no roll (rows used up, supply empty) without restating a rule.
import { ok, type Result, type Seat } from '../../core/index.js';
import { refuse } from './errors.js';
import { ATTEMPT_ROWS, type MasterdiceAction, type MasterdiceState } from './types.js';

/** What both the state and every view hold, enough to tell why a move is refused. */
export type Gates = Pick<MasterdiceState, 'phase' | 'coder' | 'solver' | 'rows' | 'supply' | 'results'>;

/** The seat that gave the last solution of this match (he may not give another once he codes). */
const lastSolver = (pos: Gates): Seat | undefined => pos.results[pos.results.length - 1]?.solver;

/**
 * Whether `seat` (null: a spectator) may make a move of type `type` now: ok, or the refusal `apply` answers for
 * such a move (its code; the gates in apply's order). Ok means only the move's arguments could still be refused
 * (which dice, which values). Works on a view; `legalActionsFor` lists a move of this type exactly when ok.
 */
export function checkMove(pos: Gates, seat: Seat | null, type: MasterdiceAction['type']): Result<true> {
  if (seat !== 0 && seat !== 1) return refuse('notASeat');
  if (type === 'rematch') return pos.phase === 'over' ? ok(true) : refuse('notOver');
  if (pos.phase === 'over')
    return type === 'solve' && lastSolver(pos) === seat ? refuse('alreadySolved') : refuse('gameOver');
  return seat === pos.coder ? coderGate(pos, seat, type) : solverGate(pos, type);
}

/** The coder's one move is rolling the code, once per game. */
function coderGate(pos: Gates, seat: Seat, type: MasterdiceAction['type']): Result<true> {
  if (type === 'roll-code') return pos.phase === 'code' ? ok(true) : refuse('codeAlreadyRolled');
  if (type === 'solve' && lastSolver(pos) === seat) return refuse('alreadySolved');
  return pos.phase === 'code' ? refuse('wrongPhase') : refuse('notYourTurn');
}

/** The solver rolls, places and solves once the code is rolled. */
function solverGate(pos: Gates, type: MasterdiceAction['type']): Result<true> {
  if (pos.phase === 'code') return refuse('notYourTurn');
  switch (type) {
    case 'roll':
      if (pos.phase === 'place') return refuse('alreadyRolled');
      if (pos.rows.length >= ATTEMPT_ROWS) return refuse('noAttemptsLeft');
      return pos.supply <= 0 ? refuse('supplyEmpty') : ok(true);
    case 'place':
      return pos.phase === 'place' ? ok(true) : refuse('notRolled');
    case 'solve':
      return pos.phase === 'place' ? refuse('wrongPhase') : ok(true);
    default:
      return refuse('wrongPhase');
  }
}
