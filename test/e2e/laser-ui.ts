// Laser through its real UI in a browser page, shared by the Laser and the touch tests: a circuit a test designs.
import { makeRng } from '../../shared/core/index.js';
import {
  BEGINNER_KINDS,
  checkIdentifiable,
  randomLayout,
  type LaserLayout,
  type LaserPiece,
} from '../../shared/games/laser/index.js';

/** A beginner circuit that is identifiable, its pieces kept off the grid's outer ring (easy to click). */
export function chooseCircuit(): LaserLayout {
  let rng = makeRng(20261122);
  for (;;) {
    let layout: LaserLayout;
    [layout, rng] = randomLayout(rng, BEGINNER_KINDS);
    const inner = layout.pieces.every((p) => p.x > 0 && p.x < 7 && p.y > 0 && p.y < 6);
    if (inner && checkIdentifiable(layout).status === 'identifiable') return layout;
  }
}

/** Whether two pieces are the same kind, cell and orientation. */
export const samePiece = (a: LaserPiece, b: LaserPiece) =>
  a.kind === b.kind && a.x === b.x && a.y === b.y && (a.orientation ?? '') === (b.orientation ?? '');
