// Builders for the Laser game tests: tables in each mode, actions that must succeed, refusals that must not change anything.
import { expect } from 'vitest';
import { unwrap, type Seat } from '../../../shared/core/index.js';
import {
  laser,
  type LaserAction,
  type LaserEvent,
  type LaserOptions,
  type LaserState,
} from '../../../shared/games/laser/index.js';
import { CIRCUIT_A, CIRCUIT_B } from './game-fixtures.js';
import type { LaserLayout } from '../../../shared/games/laser/index.js';

export { AMBIGUOUS, AMBIGUOUS_TWIN, CIRCUIT_A, CIRCUIT_B } from './game-fixtures.js';

/** A table as setup makes it. */
export function table(players: number, options: Partial<LaserOptions> = {}, seed = 7): LaserState {
  return unwrap(laser.setup({ seed, players, options: { ...laser.defaultOptions, ...options } }));
}

/** Applies an action that must be accepted. */
export function act(state: LaserState, seat: Seat, action: LaserAction): { state: LaserState; events: LaserEvent[] } {
  const r = laser.apply(state, seat, action);
  if (!r.ok) throw new Error(`refused ${r.error.code}: ${r.error.message}`);
  return r.value;
}

/** Applies a list of [seat, action] that must all be accepted; returns the last state and every event. */
export function play(state: LaserState, steps: [Seat, LaserAction][]): { state: LaserState; events: LaserEvent[] } {
  let s = state;
  const events: LaserEvent[] = [];
  for (const [seat, action] of steps) {
    const r = act(s, seat, action);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/** A duel in the investigation: seat 0 designed `a`, seat 1 designed `b`. */
export function duel(
  a: LaserLayout = CIRCUIT_A,
  b: LaserLayout = CIRCUIT_B,
  options: Partial<LaserOptions> = {},
  seed = 7,
): LaserState {
  return play(table(2, options, seed), [
    [0, { type: 'design', layout: a }],
    [1, { type: 'design', layout: b }],
  ]).state;
}

/** Group play in the investigation: seat `designer` designed `layout` at a table of `players`. */
export function group(
  players: number,
  layout: LaserLayout = CIRCUIT_A,
  options: Partial<LaserOptions> = {},
  seed = 7,
): LaserState {
  const designerSeat = options.designerSeat ?? 0;
  return act(table(players, { ...options, designerSeat }, seed), designerSeat, { type: 'design', layout }).state;
}

/** The state with the turn handed to `seat` (to write a rule's case without playing up to it). */
export const withTurn = (state: LaserState, seat: Seat): LaserState => ({ ...state, turn: seat });

/** Asserts a refusal with `code` and that the state is deep-equal to before (and not mutated). */
export function expectRefused(state: LaserState, seat: Seat, action: LaserAction, code: string): void {
  const before = structuredClone(state);
  const r = laser.apply(state, seat, action);
  expect(r.ok ? 'accepted' : r.error.code).toBe(code);
  if (!r.ok) expect(r.error.message.length).toBeGreaterThan(5);
  expect(state).toEqual(before);
}

export { deepFreeze, viewers } from '../engine-helpers.js';
