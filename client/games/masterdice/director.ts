// What Masterdice's director camera frames after an event (GameClient.directorShot): the solver's tray while
// the white dice roll, the coder's tray and the code row behind the screen for the code, the attempt row with
// its feedback markers when dice are placed, the whole board at the reveal. Points are layout.ts's board frame,
// turned like the board (its +z faces the solver).
import type { MasterdiceView } from '../../../shared/games/masterdice/types.js';
import { shotAround } from '../../scene/director.js';
import type { DirectorShot } from '../../kit/contract.js';
import {
  BOARD_BACK,
  BOARD_FRONT,
  BOARD_HALF_WIDTH,
  BOARD_TOP,
  CODER_TRAY,
  SOLVER_TRAY,
  SUPPLY_AT,
  boardToScene,
  cellCentre,
  markerSlot,
} from './layout.js';
import { TRAY_INTERIOR } from './Tray.js';

type AnyEvent = { type: string } & Record<string, unknown>;
type P = readonly [number, number, number];

/** A tray's reach from its centre (its inside, and the rims the dice bounce off). */
const TRAY_REACH = Math.hypot(TRAY_INTERIOR.halfX, TRAY_INTERIOR.halfZ) + 0.15;

/** The solver's side (board frame +z) as a direction to look from, a little above the table. */
function solverSide(solver: number): [number, number, number] {
  return solver === 1 ? [0.35, 1.3, -1] : [-0.35, 1.3, 1];
}

/** The director's shot for one Masterdice event, or null. */
export function directorShot(event: AnyEvent, view: MasterdiceView): DirectorShot | null {
  const solver = view.solver;
  switch (event.type) {
    case 'dice-thrown': {
      if (event.channel === 'white') {
        return { center: boardToScene(SOLVER_TRAY, solver), radius: TRAY_REACH, from: solverSide(solver), hold: 3 };
      }
      return null; // the code's own throw reaches the coder alone; the public 'code-rolled' follows
    }
    case 'code-rolled': {
      // The dice tumble in the coder's tray, then glide into the code row behind the screen.
      const points = [CODER_TRAY, cellCentre(0, 'code'), cellCentre(3, 'code')].map((p) => boardToScene(p, solver));
      return shotAround(points, 0.9, { hold: 3.5 });
    }
    case 'placed': {
      const row = typeof event.row === 'number' ? event.row : view.rows.length - 1;
      if (row < 0) return null;
      const points = [cellCentre(0, row), markerSlot(row, 3), cellCentre(0, row - 1), cellCentre(0, row + 1)].map((p) =>
        boardToScene(p, solver),
      );
      return shotAround(points, 0.55, { from: solverSide(solver) });
    }
    case 'solved': {
      const corners: P[] = [
        [-BOARD_HALF_WIDTH, BOARD_TOP, BOARD_FRONT],
        [BOARD_HALF_WIDTH, BOARD_TOP, BOARD_BACK],
      ];
      return shotAround(
        corners.map((p) => boardToScene(p, solver)),
        0.1,
        { from: solverSide(solver), hold: 4 },
      );
    }
    default:
      return null;
  }
}

/** The director's wide shot: the board and both trays. */
export function directorWide(view: MasterdiceView): DirectorShot | null {
  const points: P[] = [
    [-BOARD_HALF_WIDTH, BOARD_TOP, BOARD_FRONT],
    [BOARD_HALF_WIDTH, BOARD_TOP, BOARD_BACK],
    SOLVER_TRAY,
    CODER_TRAY,
  ];
  return shotAround(
    points.map((p) => boardToScene(p, view.solver)),
    0.6,
  );
}

/** The corners of a box round `centre` (board frame), half extents hx, hz, from the table up to `top`. */
function box(centre: P, hx: number, hz: number, top: number): P[] {
  const out: P[] = [];
  for (const dx of [-hx, hx])
    for (const dz of [-hz, hz]) for (const y of [0, top]) out.push([centre[0] + dx, y, centre[2] + dz]);
  return out;
}

/**
 * What a seat's camera frames (scene units): the board with its screen, and the viewer's own tray — the solver's
 * with his rack, the coder's — or both trays and the rack for a spectator (`seat` null or not playing).
 */
export function framedPoints(view: MasterdiceView, seat: number | null): P[] {
  const board = box([0, 0, (BOARD_FRONT + BOARD_BACK) / 2], BOARD_HALF_WIDTH, (BOARD_FRONT - BOARD_BACK) / 2, 0.55);
  const tray = (at: P) => box(at, TRAY_INTERIOR.halfX + 0.1, TRAY_INTERIOR.halfZ + 0.1, 0.2);
  const rack = box(SUPPLY_AT, 0.42, 0.7, 0.12);
  const mine =
    seat === view.solver
      ? [...tray(SOLVER_TRAY), ...rack]
      : seat === view.coder
        ? tray(CODER_TRAY)
        : [...tray(SOLVER_TRAY), ...tray(CODER_TRAY), ...rack];
  return [...board, ...mine].map((p) => boardToScene(p, view.solver));
}
