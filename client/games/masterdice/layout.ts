// Where every Masterdice piece lies, in the board's own frame: the solver sits at +z, the coder at -z,
// 1 unit = 10 cm, the table top is y = 0. The scene turns this frame by half a turn when seat 1 solves.
import { COLOURS } from '../../../shared/games/masterdice/index.js';
import { seatYaw } from '../../kit/stations.js';

/** Column centres (x) in order blue, red, yellow, green, as the solver sees them from left to right. */
export const COLUMN_X = [-0.75, -0.45, -0.15, 0.15] as const;
/** Distance between column centres. */
export const COLUMN_PITCH = 0.3;
/** Distance between attempt rows. */
export const ROW_PITCH = 0.3;
/** z of attempt row 1 (index 0), the row nearest the solver. */
export const FIRST_ROW_Z = 1.05;
/** z of the solution row, past row 7 with a little gap. */
export const SOLUTION_Z = -1.17;
/** z of the printed column heads on the solver's end of the board. */
export const HEAD_Z = 1.37;
/** z where the screen stands, between the solution row and the code row. */
export const SCREEN_Z = -1.5;
/** z of the code row (the coder's dice after their throw), behind the screen. */
export const CODE_Z = -1.84;
/** z of the printed column heads on the coder's end (turned towards the coder). */
export const FAR_HEAD_Z = -2.1;
/** x of the printed row numbers. */
export const ROW_NUMBER_X = -1.08;
/** x of the four feedback marker slots beside each attempt row. */
export const MARKER_X = [0.47, 0.66, 0.85, 1.04] as const;
/** Size of the board plank: x from -HALF_WIDTH to +HALF_WIDTH, z from BOARD_BACK to BOARD_FRONT. */
export const BOARD_HALF_WIDTH = 1.3;
/** z of the board's edge on the solver's side. */
export const BOARD_FRONT = 1.6;
/** z of the board's edge on the coder's side. */
export const BOARD_BACK = -2.3;
/** Height of the board's top face (the printed card) above the table. */
export const BOARD_TOP = 0.06;
/** Edge of a well in which a die lies. */
export const CELL_SIZE = 0.24;
/** Edge of a die (the dice helper's DIE_SIZE). */
export const DIE_EDGE = 0.18;
/** Centre of the solver's dice tray, at his right hand beside the board (its local +z points to him). */
export const SOLVER_TRAY: readonly [number, number, number] = [3.05, 0, 0.75];
/**
 * Centre of the coder's tray, at his right hand on his side of the board (turned by half a turn: its local
 * +z points to the coder); the code dice glide from there into the code row behind the screen.
 */
export const CODER_TRAY: readonly [number, number, number] = [-3.05, 0, -1.25];
/** Where the lifted screen is laid down, flat, behind the coder's end of the board. */
export const SCREEN_REST_Z = BOARD_BACK - 0.12;
/** Where the solver's supply of white dice waits, at his left hand beside the board. */
export const SUPPLY_AT: readonly [number, number, number] = [-1.95, 0, 1.0];

/** z of attempt row `row` (0 = the first attempt). */
export function rowZ(row: number): number {
  return FIRST_ROW_Z - row * ROW_PITCH;
}

/** Centre of the cell of `column` on attempt row `row` ('solution' for the solution row, 'code' for the code row). */
export function cellCentre(column: number, row: number | 'solution' | 'code'): [number, number, number] {
  const z = row === 'solution' ? SOLUTION_Z : row === 'code' ? CODE_Z : rowZ(row);
  return [COLUMN_X[column] ?? 0, BOARD_TOP, z];
}

/** Centre of feedback slot `slot` (0–3) beside attempt row `row`. */
export function markerSlot(row: number, slot: number): [number, number, number] {
  return [MARKER_X[slot] ?? 0, BOARD_TOP, rowZ(row)];
}

/** The column under a point of the board frame, or null when the point is off the columns. */
export function columnAt(x: number, z: number): number | null {
  if (z > BOARD_FRONT + 0.1 || z < BOARD_BACK) return null;
  let best: number | null = null;
  let bestDistance = COLUMN_PITCH * 0.75;
  COLOURS.forEach((_, column) => {
    const d = Math.abs(x - (COLUMN_X[column] ?? 0));
    if (d < bestDistance) {
      bestDistance = d;
      best = column;
    }
  });
  return best;
}

/** Yaw of the board group: the board frame's +z must point at the solver (seat 0 sits at +z, seat 1 at -z). */
export function boardYaw(solver: number): number {
  return seatYaw(solver === 1 ? 1 : 0);
}

/** A board-frame point on the table (scene): the board turns half a turn when seat 1 solves (boardYaw). */
export function boardToScene(p: readonly [number, number, number], solver: number): [number, number, number] {
  return solver === 1 ? [-p[0], p[1], -p[2]] : [p[0], p[1], p[2]];
}

/** Turns a point of the table frame into the board frame for a board turned by `yaw` (0 or π). */
export function tableToBoard(x: number, z: number, yaw: number): [number, number] {
  return yaw === 0 ? [x, z] : [-x, -z];
}
