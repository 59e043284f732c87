// The players' places around the map (pure maths): each seat's station on the table's rim, straight in front
// of the player — its chest on the left, the tray of things in hand in the middle, the used objects waiting to
// be put away on the right — and the cameras (a seat's view over its own station at the map, and the top
// view). Seat 0 sits at +z, seat 1 at −z, seats 2 and 3 at the ends (+x, −x), as in Laser.
//
// The cameras are framed for a 16:10 window with the shell's HUD over it: the top bar and turn line take the
// top ~18% (800×500), the Labiro controls the bottom ~24%, and with four seats the side panels take a quarter
// of the width each side at 1280×800. So a seat's camera keeps the whole map area between the top bar and the
// controls, and its own station just above the controls, in the middle half of the width (tested in
// test/client/labiro-layout.test.ts by projecting the pieces).
import { cameraFromCentre, offsetFrom, placeIn, seatRing, type Place } from '../../kit/stations.js';
import type { CameraPose } from '../../kit/contract.js';

/** A place on the table (the kit's): centre (x, z) and yaw (the place's +z points at the player sitting there). */
export type { Place };
/** The kit's offset from a place (re-exported: the stations' pieces and the tests use it). */
export { offsetFrom };

/** Distance of the long sides' stations from the table's centre line (beyond the map, on the felt's edge). */
export const STATION_Z = 3.95;
/** Distance of the end stations (seats 2 and 3) from the centre. */
export const END_X = 6.6;

const STATIONS = seatRing({ sideZ: STATION_Z, endX: END_X });

/** The station of a seat (0–3; others fall back to seat 0's). */
export function stationOf(seat: number): Place {
  return placeIn(STATIONS, seat);
}

/**
 * How far the chest and the tray's middle stand from the station's centre (negative: to the player's left):
 * the chest on the left, the tray in the middle, the used spot to its right; the whole station is about 4.6
 * units wide, centred on the player so his camera shows it above the controls, clear of the side panels.
 */
export function stationSpread(_seat: number): { readonly chest: number; readonly tray: number } {
  return SPREAD;
}
const SPREAD = { chest: -1.75, tray: 0.3 } as const;

/** The step between the tray's three slots. */
export const TRAY_STEP = 0.68;
/** Side of a tile in hand (scene units). */
export const HAND_TILE = 0.56;
/** Height of a tile lying in the tray (its bottom), in scene units. */
export const TRAY_TILE_Y = 0.042;

/** The centre of hand slot `i` (0–2) at a seat's station. */
export function handSlot(seat: number, i: number): { x: number; z: number } {
  return offsetFrom(stationOf(seat), stationSpread(seat).tray + (i - 1) * TRAY_STEP, 0);
}

/** The first used object's distance right of the tray's middle; each next one lies USED_STEP further, USED_BACK back. */
export const USED_DX = 2 * TRAY_STEP + 0.12;
export const USED_STEP = 0.22;
export const USED_BACK = -0.08;

/**
 * Where the k-th used object of a seat waits to be put away (rules: "then its owner puts it in an empty
 * tower"): beyond the tray's last slot, a second one overlapping the first a little.
 */
export function usedSlot(seat: number, k: number): { x: number; z: number } {
  return offsetFrom(stationOf(seat), stationSpread(seat).tray + USED_DX + k * USED_STEP, USED_BACK * k);
}

/** The centre of a seat's chest. */
export function chestPlace(seat: number): { x: number; z: number } {
  return offsetFrom(stationOf(seat), stationSpread(seat).chest, 0);
}

/**
 * A seat camera's framing, measured from the table's centre along the seat's direction: the eye `back` units
 * out and `up` high, looking at the table `look` units out (towards the player, so the map rides up the screen
 * and the station shows above the controls). The ends look down the whole length of a 3–4 seat map.
 */
const SIDE_FRAMING = { back: 10.8, up: 9, look: 1.45 } as const;
const END_FRAMING = { back: 16.7, up: 12.6, look: 2.65 } as const;

/** Behind and above a seat's station, looking over it at the map (the HTML controls take the bottom of the screen). */
export function seatCamera(seat: number): CameraPose {
  return cameraFromCentre(stationOf(seat).yaw, seat === 2 || seat === 3 ? END_FRAMING : SIDE_FRAMING);
}

/**
 * Above the table's middle (a hair off vertical so the orbit controls keep their up direction), high enough that
 * every station shows between the top bar and the controls.
 */
export const topCamera: CameraPose = { position: [0, 21.4, 1.05], target: [0, 0, 0.45] };
