// Where Web's pieces stand on the 16 × 10 table (pure maths, no three): the grid of the cards scaled to fit the
// middle of the felt (it shrinks as the network grows), each seat's place on the rim — its hand fanned in front
// of it, the cables in front to its left, the shop's tray to its right — the six piles at the felt's two ends,
// and the cameras. Seat 0 sits at +z, seat 1 at −z, seats 2 and 3 at the ends (+x, −x), seat 4 beside seat 0
// (as in Laser and Labiro, so every game seats a table the same way).
//
// Two frames: the GRID, where square [x, y] spans x..x+1 and y..y+1 (x east, y south, as the engine names
// squares), and the SCENE (table) frame. Grid east is scene +x and grid south is scene +z (towards seat 0).
import { offsetFrom, placeIn, seatRing, type Place } from '../../kit/stations.js';
import type { CameraPose } from '../../kit/contract.js';

/** Distance of the long sides' places from the table's centre line (on the wooden rim, beyond the felt). */
export const SIDE_Z = 4.3;
/** Distance of the end places (seats 2 and 3) from the centre. */
export const END_X = 7.2;
/** |x| of seat 4's place (beside seat 0, to its left as seat 0 sees it). */
export const FIFTH_X = 4.7;

/** The platform's ring of seats (client/kit/stations.ts) at Web's distances; seat 5 is never used (2–5 players). */
const RING = seatRing({ sideZ: SIDE_Z, endX: END_X, sideX: FIFTH_X });

/** The place of a seat (0–4; others fall back to seat 0's). */
export function placeOf(seat: number): Place {
  return placeIn(RING, seat);
}

export { offsetFrom, type Place };

/** Side of a square of a card in hand or on a pile (scene units: 4.4 cm). */
export const HAND_SQUARE = 0.44;
/** Where a seat's cables in front lie: this far left of its place's centre. */
export const FRONT_DX = -1.95;
/** Where a seat's shop tray stands: this far right of its place's centre. */
export const SHOP_DX = 2.0;
/** How far the hand's pivot lies behind the place's centre (towards the player): the cards fan out from it. */
export const FAN_PIVOT = 1.7;
/** Angle between two neighbouring cards of a fan (radians); a big hand closes up to fit FAN_SPREAD. */
export const FAN_STEP = 0.2;
/** The widest a fan opens (radians, first card to last). */
export const FAN_SPREAD = 1.0;

/** Where card `i` of a hand of `n` lies: the card's centre (scene x, z) and its yaw (its top away from the player). */
export function fanSlot(seat: number, i: number, n: number): Place {
  const place = placeOf(seat);
  const step = n > 1 ? Math.min(FAN_STEP, FAN_SPREAD / (n - 1)) : 0;
  const a = (i - (n - 1) / 2) * step; // positive: to the player's right
  const r = FAN_PIVOT;
  // The pivot lies FAN_PIVOT towards the player; each card's centre lies r out from it, turned by a.
  const p = offsetFrom(place, Math.sin(a) * r, FAN_PIVOT - Math.cos(a) * r);
  return { x: p.x, z: p.z, yaw: place.yaw - a };
}

/** The six piles: 2 per shape (0–1 straight, 2–3 curve, 4–5 square), one of each shape each side of the network. */
export const PILE_X = 5.55;
/** The nearest the piles stand to the table's centre line (a young network: piles close, the camera close). */
export const PILE_MIN_X = 3.2;
/** Step between the piles of a column. */
export const PILE_STEP = 1.6;
/** Half the widest pile (a straight card, 3 hand squares long) plus a finger's gap from the network's margin. */
const PILE_HALF = HAND_SQUARE * 1.5 + 0.15;

/** How far the piles' columns stand from the centre line: just outside the network's drawn area, at most PILE_X. */
export function pileReach(net: SceneRect): number {
  return Math.min(PILE_X, Math.max(PILE_MIN_X, Math.max(-net.minX, net.maxX) + PILE_HALF));
}

/**
 * The centre of pile `i` (0–5: even ones at −x, odd ones at +x, in shape order), and its yaw (the cards' top
 * towards the middle); `reach` is the columns' distance from the centre line (pileReach of the network).
 */
export function pilePlace(i: number, reach: number = PILE_X): Place {
  const left = i % 2 === 0;
  const k = Math.floor(i / 2);
  return { x: left ? -reach : reach, z: (k - 1) * PILE_STEP, yaw: left ? -Math.PI / 2 : Math.PI / 2 };
}

// ---- the grid on the table ----------------------------------------------------------------------------------

/** How the grid sits on the table: scene units per square, and the grid point shown at the table's centre. */
export interface GridFrame {
  readonly size: number;
  readonly cx: number;
  readonly cy: number;
}

/** The room for the cards in the middle of the felt, between the piles and the rims (scene units). */
export const BOARD_AREA = { width: 9.2, depth: 6.0 } as const;
/** The largest a square is drawn (7 cm): a young network does not balloon. */
export const MAX_SQUARE = 0.72;
/** Free squares kept round the network so there is always room to place the next card. */
export const MARGIN = 2;

/** The frame that fits every square in `used` (plus MARGIN round them) in the middle of the table. */
export function gridFrame(used: readonly (readonly [number, number])[]): GridFrame {
  let minX = Infinity,
    maxX = -Infinity,
    minY = Infinity,
    maxY = -Infinity;
  for (const [x, y] of used) {
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x + 1);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y + 1);
  }
  if (!Number.isFinite(minX)) return { size: MAX_SQUARE, cx: 0.5, cy: 0.5 };
  minX -= MARGIN;
  maxX += MARGIN;
  minY -= MARGIN;
  maxY += MARGIN;
  const size = Math.min(MAX_SQUARE, BOARD_AREA.width / (maxX - minX), BOARD_AREA.depth / (maxY - minY));
  return { size, cx: (minX + maxX) / 2, cy: (minY + maxY) / 2 };
}

/** A rectangle on the table (scene x and z). */
export interface SceneRect {
  readonly minX: number;
  readonly maxX: number;
  readonly minZ: number;
  readonly maxZ: number;
}

/** The scene rectangle of the squares in `used` plus `margin` free squares round them (the young network's room to grow). */
export function networkRect(
  frame: GridFrame,
  used: readonly (readonly [number, number])[],
  margin: number = MARGIN,
): SceneRect {
  let minX = Infinity,
    maxX = -Infinity,
    minY = Infinity,
    maxY = -Infinity;
  for (const [x, y] of used) {
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x + 1);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y + 1);
  }
  if (!Number.isFinite(minX)) [minX, maxX, minY, maxY] = [0, 1, 0, 1];
  const [x0, z0] = gridToScene(frame, minX - margin, minY - margin);
  const [x1, z1] = gridToScene(frame, maxX + margin, maxY + margin);
  return { minX: x0, maxX: x1, minZ: z0, maxZ: z1 };
}

/** Height of the cards' underside on the felt. */
export const BOARD_Y = 0.012;
/** Thickness of a card (scene units, relative to nothing: cards are thin whatever the frame's size). */
export const CARD_T = 0.018;

/** The scene point (x, z) of grid point (gx, gy) (a square's centre is [x + 0.5, y + 0.5]). */
export function gridToScene(frame: GridFrame, gx: number, gy: number): [number, number] {
  return [(gx - frame.cx) * frame.size, (gy - frame.cy) * frame.size];
}

/** The grid point under scene point (x, z). */
export function sceneToGrid(frame: GridFrame, x: number, z: number): [number, number] {
  return [x / frame.size + frame.cx, z / frame.size + frame.cy];
}

/** The centre of square [x, y] in the scene, at the cards' top (browser tests click it through `window.__tavolo.project`). */
export function squarePosition(frame: GridFrame, x: number, y: number): [number, number, number] {
  const [sx, sz] = gridToScene(frame, x + 0.5, y + 0.5);
  return [sx, BOARD_Y + CARD_T, sz];
}

// ---- cameras ----------------------------------------------------------------------------------------------

/**
 * A seat camera's framing: the eye `back` units out from the table's centre along the seat's direction and `up`
 * high, looking at a point `look` out. Solved for the table's 40° lens at 16:10 with the shell's HUD: the
 * seat's own hand ends above the controls (the bottom 30%), the far seat's hand shows under the top bar.
 */
const SIDE_FRAMING = { back: 11.5, up: 12.25, look: 2 } as const;
const END_FRAMING = { back: 18.25, up: 15, look: 4 } as const;

/** Behind and above a seat's place, looking over its hand at the network (the controls take the bottom of the screen). */
export function seatCamera(seat: number): CameraPose {
  const place = placeOf(seat);
  const end = seat === 2 || seat === 3;
  const f = end ? END_FRAMING : SIDE_FRAMING;
  const dx = Math.sin(place.yaw),
    dz = Math.cos(place.yaw);
  // Seat 4 sits off-centre: its eye slides along the side with it and looks half way back towards the
  // middle, a little nearer its own edge (the lens then shows its hand as high as seat 0's).
  if (end || place.x === 0)
    return { position: [dx * f.back, f.up, dz * f.back], target: [dx * f.look, 0, dz * f.look] };
  return { position: [place.x, f.up, dz * f.back], target: [place.x * 0.5, 0, dz * (f.look + 0.45)] };
}

/**
 * Above the table's middle, a little towards seat 0 (a hair off vertical so the orbit controls keep their up
 * direction): every hand and the whole felt between the top bar and the controls.
 */
export const topCamera: CameraPose = { position: [0, 22.5, 2.1], target: [0, 0, 1.5] };
