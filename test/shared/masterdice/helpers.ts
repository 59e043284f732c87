// Builders for Masterdice tests: a started match, hand-set positions, and actions that must succeed.
import { expect } from 'vitest';
import { unwrap, type Seat } from '../../../shared/core/index.js';
import {
  masterdice,
  type AttemptRow,
  type MasterdiceAction,
  type MasterdiceEvent,
  type MasterdiceOptions,
  type MasterdiceState,
} from '../../../shared/games/masterdice/index.js';
import { feedback } from '../../../shared/games/masterdice/index.js';

/** Match 0, game 0 as setup makes it (seat 1 codes, seat 0 solves). */
export function start(options: Partial<MasterdiceOptions> = {}, seed = 7): MasterdiceState {
  return unwrap(masterdice.setup({ seed, players: 2, options: { ...masterdice.defaultOptions, ...options } }));
}

/** Rows with engine feedback for a known code. Example: rowsFor([4,1,6,2], [[3,null,5,null]]). */
export function rowsFor(code: number[], rows: (number | null)[][]): AttemptRow[] {
  return rows.map((placed) => ({ placed, feedback: feedback(code, placed) }));
}

/** A hand-set position in game 0: the code is rolled and the solver (seat 0) is to attempt. */
export function attempting(code: number[] = [4, 1, 6, 2], patch: Partial<MasterdiceState> = {}): MasterdiceState {
  return { ...start(), phase: 'attempt', code, rollCount: 1, ...patch };
}

/** The same with white dice just rolled: the solver must place. */
export function placing(
  roll: number[],
  code: number[] = [4, 1, 6, 2],
  patch: Partial<MasterdiceState> = {},
): MasterdiceState {
  return attempting(code, { phase: 'place', roll, rollCount: 2, ...patch });
}

/** Applies an action that must be accepted. */
export function act(
  state: MasterdiceState,
  seat: Seat,
  action: MasterdiceAction,
): { state: MasterdiceState; events: MasterdiceEvent[] } {
  const r = masterdice.apply(state, seat, action);
  if (!r.ok) throw new Error(`refused ${r.error.code}: ${r.error.message}`);
  return r.value;
}

/** Asserts a refusal with `code` and that the state is deep-equal to before (and not mutated). */
export function expectRefused(state: MasterdiceState, seat: Seat, action: MasterdiceAction, code: string): void {
  const before = structuredClone(state);
  const r = masterdice.apply(state, seat, action);
  expect(r.ok ? 'accepted' : r.error.code).toBe(code);
  if (!r.ok) expect(r.error.message.length).toBeGreaterThan(5);
  expect(state).toEqual(before);
}

/** Number of white dice placed on the board's rows. */
export function placedCount(rows: readonly AttemptRow[]): number {
  return rows.reduce((n, row) => n + row.placed.filter((v) => v !== null).length, 0);
}
