// What the table shell hands a game's scene and controls (GameSceneProps), built the way the shell builds it: the
// view, the seat, and the engine's legal list for that seat (client/kit/legal.ts), for tests that render a panel.
import type { Seat } from '../../shared/core/index.js';
import type { GameSceneProps } from '../../client/kit/contract.js';
import { legalFor, legalOf } from '../../client/kit/legal.js';

/** An engine as far as the props go. */
interface ListsLegal<V, A> {
  legalFromView?(view: V, seat: Seat): A[];
}

/** The props the shell would hand for `view` at `seat` (null: a spectator), with these seat names; intents dropped. */
export function sceneProps<V, A>(
  engine: ListsLegal<V, A>,
  view: V,
  seat: Seat | null,
  seatNames: readonly string[],
): GameSceneProps<V, A> {
  return {
    view,
    seat,
    seatNames,
    lastThrow: null,
    legal: legalFor(legalOf(engine), view, seat),
    onIntent: () => undefined,
  };
}
