// Tables for the Laser client tests (what the boards show, what a click sends): the game tests' named
// circuits, a second circuit of these tests' own, and builders that return the state alone.
import { unwrap } from '../../shared/core/index.js';
import { laser, type LaserAction, type LaserLayout, type LaserState } from '../../shared/games/laser/index.js';
import { AMBIGUOUS, AMBIGUOUS_TWIN, CIRCUIT_A } from '../shared/laser/game-fixtures.js';

export { AMBIGUOUS, AMBIGUOUS_TWIN };

/** Seat 0's circuit in a duel (an identifiable beginner circuit). */
export const A: LaserLayout = CIRCUIT_A;

/** Seat 1's circuit in a duel. */
export const B: LaserLayout = {
  pieces: [
    { kind: 'absorber', x: 0, y: 1 },
    { kind: 'reflector', x: 2, y: 3 },
    { kind: 'jump', x: 3, y: 0 },
    { kind: 'diagonal', x: 4, y: 2, orientation: '\\' },
    { kind: 'triangle', x: 6, y: 5, orientation: 'NE' },
  ],
};

/** A table as setup makes it (seed 7), with options over the defaults. */
export function table(players: number, options: Record<string, unknown> = {}): LaserState {
  return unwrap(laser.setup({ seed: 7, players, options: { ...laser.defaultOptions, ...options } }));
}

/** The state after an action that must be accepted. */
export function act(s: LaserState, seat: number, a: LaserAction): LaserState {
  const r = laser.apply(s, seat, a);
  if (!r.ok) throw new Error(r.error.code);
  return r.value.state;
}

/** A duel in the investigation: seat 0 designed A, seat 1 designed B. */
export const duel = (): LaserState =>
  act(act(table(2), 0, { type: 'design', layout: A }), 1, { type: 'design', layout: B });

/** What a seat sees. */
export const seatView = (s: LaserState, seat: number) => laser.view(s, { kind: 'seat', seat });
