// The engine's shapes as the Web client lays them: how a shape's cells lie at a turn. What a seat may do now is
// the engine's list the shell hands every scene and panel (props.legal); neither restates a rule.
import type { Shape, XY } from '../../../shared/games/web/game-types.js';
import { TURNED_CELLS } from '../../../shared/games/web/index.js';

/** The cells of `shape` turned `rotation` quarter turns, box corner on [0, 0], front square i on cell i. */
export function cellsOf(shape: Shape, rotation: number): readonly XY[] {
  return TURNED_CELLS[shape][((rotation % 4) + 4) % 4]!;
}
