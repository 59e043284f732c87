// Where Symbotrio's pieces stand on the 16 × 10 table (pure maths, no three): the wooden board with its 3 × 4
// squares in the middle of the felt (turned a quarter per code card), each seat's place on the rim with its open
// card in front of it, its won pile to its right and the trickster's drawn card to its left, the deck on the felt,
// and the cameras. Seats as in every game (client/kit/stations.ts): 0 at +z, 1 at −z, 2 and 3 at the ends, 4 and 5
// beside 0 and 1.
//
// The board's own frame is the unturned board: square id sits at row ⌊id/4⌋, column id mod 4, row 0 at −z (the
// far side as seat 0 sees it). The board group turns by −boardTurn·π/2 about +y (clockwise seen from above), which
// is exactly the engine's cellOf: (r, c) of R × C goes to (c, R − 1 − r).
import { cameraFromCentre, offsetFrom, placeIn, seatRing, type Place } from '../../kit/stations.js';
import type { CameraPose } from '../../kit/contract.js';

/** Distance of the long sides' places from the centre line (on the wooden rim, beyond the felt). */
export const SIDE_Z = 3.75;
/** Distance of the end places (seats 2 and 3) from the centre: on the felt's ends, so the side panels of the HUD leave them in sight. */
export const END_X = 4.4;
/** |x| of seats 4 and 5 (beside seats 0 and 1). */
export const SIDE_X = 4.5;

const RING = seatRing({ sideZ: SIDE_Z, endX: END_X, sideX: SIDE_X });

/** The place of a seat (0–5; others fall back to seat 0's). */
export function placeOf(seat: number): Place {
  return placeIn(RING, seat);
}

// ---- the board ----------------------------------------------------------------------------------------------

/** Side of a wooden square (10 cm) and its thickness. */
export const SQUARE = 1.0;
export const SQUARE_T = 0.14;
/** Centre-to-centre distance of two neighbouring squares (the tray's ribs lie between them). */
export const PITCH = 1.32;
/** Rows and columns of the unturned board. */
export const ROWS = 3;
export const COLS = 4;
/** The wooden frame round the squares. */
export const FRAME_MARGIN = 0.42;
/** The board's outer size in its own frame (x along the columns, z along the rows). */
export const BOARD_W = COLS * PITCH + 2 * FRAME_MARGIN - (PITCH - SQUARE);
export const BOARD_D = ROWS * PITCH + 2 * FRAME_MARGIN - (PITCH - SQUARE);
/** The board's base thickness; the squares lie in shallow wells on its top. */
export const BOARD_T = 0.16;
/** Height of the board's top above the table; a square's underside rests here. */
export const BOARD_TOP = 0.01 + BOARD_T;

/** Where square `id` lies in the board's own (unturned) frame: x, z. */
export function squareLocal(id: number): [number, number] {
  const row = Math.floor(id / COLS),
    col = id % COLS;
  return [(col - (COLS - 1) / 2) * PITCH, (row - (ROWS - 1) / 2) * PITCH];
}

/** The yaw of the board after `turn` quarter turns clockwise (fractions while it turns). */
export function boardYaw(turn: number): number {
  return (-turn * Math.PI) / 2;
}

/** The centre of the place (row, col) of a board lying `rows` × `cols` on the table now, at the squares' top. */
export function squarePosition(row: number, col: number, rows: number, cols: number): [number, number, number] {
  return [(col - (cols - 1) / 2) * PITCH, BOARD_TOP + SQUARE_T, (row - (rows - 1) / 2) * PITCH];
}

/** Where the key letter of place (row, col) is printed: on the ribs at the square's far-left corner as the board lies now. */
export function letterPosition(row: number, col: number, rows: number, cols: number): [number, number] {
  const [x, , z] = squarePosition(row, col, rows, cols);
  return [x - PITCH / 2, z - PITCH / 2];
}

// ---- the cards ----------------------------------------------------------------------------------------------

/** A card's width, depth and thickness (a big 10 × 14 cm card: the gem reads from across the table). */
export const CARD_W = 1.0;
export const CARD_D = 1.4;
export const CARD_T = 0.014;
/** How much one card adds to a stack (the deck, a won pile): thinner than a lone card, so 70 cards make a deck, not a tower. */
export const STACK_T = 0.0045;
/** Height of the cards' underside on the wooden rim. */
export const CARD_Y = 0.005;

/** The height of a stack of `count` cards (a lone card has its full thickness). */
export function stackHeight(count: number): number {
  return Math.max(CARD_T, count * STACK_T);
}

/** Where a seat's open card lies: in front of its place, its top towards the board. */
export function openCardPlace(seat: number): Place {
  const p = placeOf(seat);
  const at = offsetFrom(p, -0.7, 0);
  return { x: at.x, z: at.z, yaw: p.yaw };
}

/** Where a seat's face-down won pile stands: to the right of its open card. */
export function pilePlace(seat: number): Place {
  const p = placeOf(seat);
  const at = offsetFrom(p, 0.75, 0);
  return { x: at.x, z: at.z, yaw: p.yaw };
}

/** Where a trickster's drawn card lies while its code is tried: to the left of the seat's open card. */
export function drawnPlace(seat: number): Place {
  const p = placeOf(seat);
  const at = offsetFrom(p, -2.15, 0);
  return { x: at.x, z: at.z, yaw: p.yaw };
}

/** The deck, face down on the felt by the board's corner, clear of every seat's cards (its top towards seat 0). */
export const DECK_PLACE: Place = { x: 3.05, z: 3.3, yaw: 0 };

/** The top centre of a seat's open card (browser tests and S3's hints aim at it through `window.__tavolo.project`). */
export function openCardPosition(seat: number): [number, number, number] {
  const p = openCardPlace(seat);
  return [p.x, CARD_Y + CARD_T, p.z];
}

/** The top centre of a seat's won pile of `count` cards. */
export function pilePosition(seat: number, count: number): [number, number, number] {
  const p = pilePlace(seat);
  return [p.x, CARD_Y + stackHeight(count), p.z];
}

// ---- cameras ------------------------------------------------------------------------------------------------

/**
 * A seat's camera: out from the table's centre along the seat's direction, high enough to read every square. Framed
 * for 1280×800 with the HUD: the seat's own cards end above the controls (y < 540 px), the far seat's cards show
 * below the turn badge (y > 110 px), the side seats' cards beside the side panels. The ends look down the table's
 * length, so they stand further back.
 */
const SIDE_FRAMING = { back: 12.2, up: 15.0, look: 2.0 } as const;
const END_FRAMING = { back: 15.0, up: 16.0, look: 2.6 } as const;

/** Behind and above a seat's place, looking over its cards at the board. */
export function seatCamera(seat: number): CameraPose {
  const place = placeOf(seat);
  const end = seat === 2 || seat === 3;
  return cameraFromCentre(place.yaw, end ? END_FRAMING : SIDE_FRAMING);
}

/** Straight down over the table (a hair off vertical, so the orbit controls keep their up), every seat's cards in the room the HUD leaves. */
export const topCamera: CameraPose = { position: [0, 23.5, 1.4], target: [0, 0, 1.35] };
