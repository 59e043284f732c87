// The one door for legality on the client: each game client hands the shell its engine's `legalFromView`, and the
// shell hands the answer (memoised per view and seat) to the game's scene and controls as `legal`.
import type { Seat } from '../../shared/core/index.js';

/** An engine as far as the client's legality goes: its optional `legalFromView` (shared/core/engine.ts). */
interface ListsLegal<V, A> {
  legalFromView?(view: V, seat: Seat): A[];
}

/** The engine's `legalFromView` as a GameClient carries it: an engine without one lists nothing. */
export function legalOf<V, A>(engine: ListsLegal<V, A>): (view: V, seat: Seat) => readonly A[] {
  return (view, seat) => engine.legalFromView?.(view, seat) ?? [];
}

/** What the shell hands as `legal`: the engine's list for a seated player, nothing for a spectator or a replay. */
export function legalFor<V, A>(
  legalFromView: (view: V, seat: Seat) => readonly A[],
  view: V,
  seat: Seat | null,
): readonly A[] {
  return seat === null ? NONE : legalFromView(view, seat);
}

const NONE: readonly never[] = Object.freeze([]);
