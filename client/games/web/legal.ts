// The engine's answers the Web client asks for, in one place: how a shape's cells lie at a turn, and what a seat
// may do now (legalFromView). The scene and the controls both read them; neither restates a rule.
import type { Seat } from '../../../shared/core/index.js';
import type { Shape, WebAction, WebView, XY } from '../../../shared/games/web/game-types.js';
import { webEngine, TURNED_CELLS } from '../../../shared/games/web/index.js';

/** The cells of `shape` turned `rotation` quarter turns, box corner on [0, 0], front square i on cell i. */
export function cellsOf(shape: Shape, rotation: number): readonly XY[] {
  return TURNED_CELLS[shape][((rotation % 4) + 4) % 4]!;
}

/** Every action the engine lists for `seat` from its view (empty when it lists none). */
export function legalActions(view: WebView, seat: Seat): WebAction[] {
  return webEngine.legalFromView?.(view, seat) ?? [];
}
