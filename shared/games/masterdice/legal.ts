// Who acts, what they may do, and how a match ends. Works on the state or on a view (bots see only views).
import type { Outcome, Seat } from '../../core/index.js';
import { ATTEMPT_ROWS, COLOURS, type MasterdiceAction, type MasterdiceState } from './types.js';
import { ALL_CODES } from './aid.js';
import { MAX_GAMES } from './parse.js';

/** What both the state and every view hold, enough to list legal actions without the secret code. */
export type Position = Pick<MasterdiceState, 'phase' | 'coder' | 'solver' | 'rows' | 'roll' | 'supply' | 'scores'>;

/** One placement of rolled dice, by value, sorted by column. Example: [{ column: 0, value: 3 }, { column: 2, value: 5 }]. */
export type Placements = { column: number; value: number }[];

/** Whether the solver may start another attempt: rows left and dice in the supply. */
export function canRoll(pos: Position): boolean {
  return pos.phase === 'attempt' && pos.rows.length < ATTEMPT_ROWS && pos.supply > 0;
}

/** The seats expected to act: the coder while the code is unrolled, else the solver; none once over. */
export function toAct(pos: Position): Seat[] {
  switch (pos.phase) {
    case 'code':
      return [pos.coder];
    case 'attempt':
    case 'place':
      return [pos.solver];
    case 'over':
      return [];
  }
}

/** The match result once every game is played: the higher score wins, equal scores are a draw. */
export function outcome(pos: Position): Outcome | null {
  if (pos.phase !== 'over') return null;
  const scores = [pos.scores[0], pos.scores[1]];
  const best = Math.max(...scores);
  const winners = scores.flatMap((s, seat) => (s === best ? [seat] : []));
  return { scores, winners, draw: winners.length > 1 };
}

/**
 * Which game of which match a state is in, as one number that only grows (the engine's `round`): each game has
 * its own code, revealed to everyone when it ends, so nothing hidden in an earlier game helps anyone later.
 * Example: match 1, game 0 of a 2-game match → 20.
 */
export function round(state: Pick<MasterdiceState, 'match' | 'gameIndex'>): number {
  return state.match * MAX_GAMES + state.gameIndex;
}

/** Every distinct way (by value) to put 1–4 of the rolled dice on distinct columns, in a fixed order. */
export function placementsFor(roll: readonly number[]): Placements[] {
  const counts = new Map<number, number>();
  for (const v of [...roll].sort((a, b) => a - b)) counts.set(v, (counts.get(v) ?? 0) + 1);
  const out: Placements[] = [];
  const walk = (column: number, current: Placements): void => {
    if (column === COLOURS.length) {
      if (current.length > 0) out.push(current);
      return;
    }
    walk(column + 1, current);
    for (const [value, left] of counts) {
      if (left === 0) continue;
      counts.set(value, left - 1);
      walk(column + 1, [...current, { column, value }]);
      counts.set(value, left);
    }
  };
  walk(0, []);
  return out;
}

/**
 * Every legal action for `seat`: the coder's roll; the solver's roll (when allowed) and all 1296 solutions;
 * every distinct placement after a roll; a rematch for either seat once the match is over.
 */
export function legalActionsFor(pos: Position, seat: Seat): MasterdiceAction[] {
  if (seat !== 0 && seat !== 1) return [];
  switch (pos.phase) {
    case 'code':
      return seat === pos.coder ? [{ type: 'roll-code' }] : [];
    case 'attempt': {
      if (seat !== pos.solver) return [];
      const solves: MasterdiceAction[] = ALL_CODES.map((code) => ({ type: 'solve', code: code.slice() }));
      return canRoll(pos) ? [{ type: 'roll' }, ...solves] : solves;
    }
    case 'place':
      return seat === pos.solver
        ? placementsFor(pos.roll ?? []).map((placements) => ({ type: 'place', placements }))
        : [];
    case 'over':
      return [{ type: 'rematch' }];
  }
}
