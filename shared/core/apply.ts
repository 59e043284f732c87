// The opening every game's `apply` repeats, written once: the seat must be at the table, the action's type one
// of the game's list, a rematch only once over, nothing else once over. The game's own rule runs after.
import { isActionOf } from './actions.js';
import type { GameEvent, Seat } from './engine.js';
import type { Result } from './result.js';

/** What an accepted action returns: the next state and what happened, in order. */
export type Transition<S, E extends GameEvent = GameEvent> = Result<{ state: S; events: E[] }>;

/** The refusals the gates give, by common row name (errors.ts): a game passes its own `refuse`. */
export type GateRefuse = (name: 'notASeat' | 'badAction' | 'gameOver', message?: string) => Result<never>;

/** How one game answers the common gates. */
export interface ApplyGates<S, A extends { readonly type: string }, E extends GameEvent> {
  /** The game's action types (its ACTION_TYPES list); anything else is refused with `badAction`. */
  readonly types: readonly A['type'][];
  /** The game's refusal builder (its `refuse`), used for `notASeat`, `badAction` and `gameOver`. */
  readonly refuse: GateRefuse;
  /** How many seats the table has: a seat outside 0..n-1 is refused with `notASeat`. */
  readonly seats: (state: S) => number;
  /** Whether the game is over: then only a rematch is possible. */
  readonly over: (state: S) => boolean;
  /** Games with a rematch ('rematch' in `types`): starts the next game once over; refused with `notOver` before. */
  readonly rematch?: {
    readonly start: (state: S, seat: Seat) => Transition<S, E>;
    readonly notOver: () => Result<never>;
  };
  /** The refusal of any other action once over (default: `gameOver`), for a game that says more precisely why. */
  readonly whenOver?: (state: S, seat: Seat, action: A) => Result<never>;
}

/** An action other than a rematch: what a game's own rule sees once the gates have handled rematches. */
export type NotRematch<A extends { readonly type: string }> = Exclude<A, { readonly type: 'rematch' }>;

/**
 * Wraps a game's own rule in the common gates, in this order: seat, action type, rematch, game over. `rule`
 * sees only a seated player's known action, never a rematch (refused with `badAction` by a game without a
 * rematch gate), on a game that goes on. The result is the game's `apply`.
 */
export function gatedApply<S, A extends { readonly type: string }, E extends GameEvent>(
  gates: ApplyGates<S, A, E>,
  rule: (state: S, seat: Seat, action: NotRematch<A>) => Transition<S, E>,
): (state: S, seat: Seat, action: A) => Transition<S, E> {
  return (state, seat, action) => {
    if (!Number.isInteger(seat) || seat < 0 || seat >= gates.seats(state)) return gates.refuse('notASeat');
    if (!isActionOf(gates.types, action)) return gates.refuse('badAction');
    const over = gates.over(state);
    if (action.type === 'rematch') {
      if (!gates.rematch) return gates.refuse('badAction');
      return over ? gates.rematch.start(state, seat) : gates.rematch.notOver();
    }
    if (over) return gates.whenOver ? gates.whenOver(state, seat, action) : gates.refuse('gameOver');
    return rule(state, seat, action as NotRematch<A>);
  };
}
