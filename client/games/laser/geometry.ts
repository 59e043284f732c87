// The measures of a Laser board and the map from grid coordinates to the board's own frame (pure maths).
// Board frame: x to the owner's right, z towards the owner, y up, origin at the grid's centre on the table.
// The grid's row 0 (pointers 1–8) is the far side; 1 unit = 10 cm.
import { COLS, ROWS, pointerPoint, type GridPoint } from '../../../shared/games/laser/index.js';

/** Edge of one grid cell. */
export const CELL = 0.24;
/** Half the grid's width (x). */
export const GRID_HALF_W = (COLS * CELL) / 2;
/** Half the grid's depth (z). */
export const GRID_HALF_D = (ROWS * CELL) / 2;
/** Distance of the pointer emitters' centres from the grid's edge. */
export const POINTER_OUT = 0.19;
/** Distance of the printed pointer numbers from the grid's edge. */
export const NUMBER_OUT = 0.37;
/** The printed card's margin around the grid. */
export const CARD_OUT = 0.5;
/** Width of the wooden frame around the card. */
export const FRAME = 0.07;
/** Half the whole board's width (frame included). */
export const BOARD_HALF_W = GRID_HALF_W + CARD_OUT + FRAME;
/** Half the whole board's depth (frame included). */
export const BOARD_HALF_D = GRID_HALF_D + CARD_OUT + FRAME;
/** Height of the card's surface above the table. */
export const BOARD_TOP = 0.05;
/** Height of the invisible surface that takes the clicks on a board (Input.tsx): where a click aims. */
export const INPUT_Y = BOARD_TOP + 0.06;
/** Height of the beams above the card. */
export const BEAM_Y = BOARD_TOP + 0.035;

/** A grid coordinate to the board frame: outside the grid, points are pushed out to the pointer ring. */
export function gridToLocal(p: GridPoint): [number, number] {
  let x = (p.x - COLS / 2) * CELL;
  let z = (p.y - ROWS / 2) * CELL;
  if (p.x < 0) x = -GRID_HALF_W - POINTER_OUT;
  else if (p.x > COLS) x = GRID_HALF_W + POINTER_OUT;
  if (p.y < 0) z = -GRID_HALF_D - POINTER_OUT;
  else if (p.y > ROWS) z = GRID_HALF_D + POINTER_OUT;
  return [x, z];
}

/** Centre of cell (x, y) in the board frame. */
export function cellToLocal(x: number, y: number): [number, number] {
  return gridToLocal({ x: x + 0.5, y: y + 0.5 });
}

/** Where pointer p's emitter stands in the board frame. */
export function pointerToLocal(p: number): [number, number] {
  return gridToLocal(pointerPoint(p));
}

/** Where pointer p's number is printed in the board frame (further out than the emitter). */
export function numberToLocal(p: number): [number, number] {
  const [x, z] = pointerToLocal(p);
  const k = NUMBER_OUT - POINTER_OUT;
  if (p <= 8) return [x, z - k];
  if (p <= 15) return [x + k, z];
  if (p <= 23) return [x, z + k];
  return [x - k, z];
}

/** The yaw that turns an emitter built facing +z (south) to face into the grid from pointer p's side. */
export function pointerFacing(p: number): number {
  if (p <= 8) return 0; // fires south (+z)
  if (p <= 15) return -Math.PI / 2; // fires west
  if (p <= 23) return Math.PI; // fires north
  return Math.PI / 2; // fires east
}

/** What lies under a point of the board frame: a cell, a pointer, or nothing. */
export type BoardSpot =
  | { readonly cell: { readonly x: number; readonly y: number } }
  | { readonly pointer: number }
  | null;

/** The cell or pointer under board-frame point (x, z); pointers answer within the band outside the grid. */
export function spotAt(x: number, z: number): BoardSpot {
  const gx = x / CELL + COLS / 2;
  const gy = z / CELL + ROWS / 2;
  const inX = gx >= 0 && gx < COLS,
    inY = gy >= 0 && gy < ROWS;
  if (inX && inY) return { cell: { x: Math.floor(gx), y: Math.floor(gy) } };
  const band = (NUMBER_OUT + 0.12) / CELL; // the emitter and its printed number
  if (inX && gy < 0 && gy > -band) return { pointer: Math.floor(gx) + 1 };
  if (inX && gy >= ROWS && gy < ROWS + band) return { pointer: 23 - Math.floor(gx) };
  if (inY && gx >= COLS && gx < COLS + band) return { pointer: 9 + Math.floor(gy) };
  if (inY && gx < 0 && gx > -band) return { pointer: 30 - Math.floor(gy) };
  return null;
}
