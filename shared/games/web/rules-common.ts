// Small pure helpers every Web rule uses: the Applied result, immutable list updates, a card's public front,
// and the end of the game (final scores and winners).
import { ok, type Transition } from '../../core/index.js';
import type { Card, CardFront, WebEvent, WebResult, WebState } from './game-types.js';
import { scoreParts, winnersOf } from './score.js';

/** What an accepted action returns: the next state and what happened, in order. */
export type Applied = Transition<WebState, WebEvent>;

/** Accepts an action. */
export const done = (state: WebState, events: WebEvent[]): Applied => ok({ state, events });

/** A copy of `list` with entry i replaced. */
export function setAt<T>(list: readonly T[], i: number, value: T): T[] {
  const out = list.slice();
  out[i] = value;
  return out;
}

/** A card's public front (no dots). */
export const frontOf = (c: Card): CardFront => ({ id: c.id, shape: c.shape, squares: c.squares });

/** Ends the game at once for `reason`: final scores and parts, winners; nobody acts any more. */
export function finish(state: WebState, reason: WebResult['reason'], events: WebEvent[], pile?: number): Applied {
  const parts = scoreParts(
    state,
    state.hands.map((h) => h.length),
  );
  const scores = parts.map((p) => p.total);
  const result: WebResult =
    pile === undefined
      ? { reason, winners: winnersOf(scores), scores }
      : { reason, pile, winners: winnersOf(scores), scores };
  events.push({ type: 'finished', result, parts });
  return done({ ...state, phase: 'over', turn: null, played: null, actionsLeft: 0, result }, events);
}
