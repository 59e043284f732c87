// The players' places around the map (pure maths): each seat's station on the table's rim — its chest on the
// left, the tray of things in hand on the right — and the cameras (a seat's view over its own station at the
// map, and the top view). Seat 0 sits at +z, seat 1 at −z, seats 2 and 3 at the ends (+x, −x), as in Laser.
import type { CameraPose } from '../types.js';

/** A place on the table: centre (x, z) and yaw (the place's +z points at the player sitting there). */
export interface Place {
  readonly x: number;
  readonly z: number;
  readonly yaw: number;
}

/** Distance of the long sides' stations from the table's centre line (beyond the map, on the felt's edge). */
export const STATION_Z = 4.05;
/** Distance of the end stations (seats 2 and 3) from the centre. */
export const END_X = 6.75;

const STATIONS: readonly Place[] = [
  { x: 0, z: STATION_Z, yaw: 0 },
  { x: 0, z: -STATION_Z, yaw: Math.PI },
  { x: END_X, z: 0, yaw: Math.PI / 2 },
  { x: -END_X, z: 0, yaw: -Math.PI / 2 },
];

/** The station of a seat (0–3; others fall back to seat 0's). */
export function stationOf(seat: number): Place {
  return STATIONS[seat] ?? STATIONS[0]!;
}

/** A point `dx` to the right of and `dz` towards the player of a place, in table coordinates. */
export function offsetFrom(place: Place, dx: number, dz = 0): { x: number; z: number } {
  const c = Math.cos(place.yaw), s = Math.sin(place.yaw);
  return { x: place.x + dx * c + dz * s, z: place.z - dx * s + dz * c };
}

/**
 * How far the chest and the tray's middle stand from the station's centre (negative: to the player's left).
 * On the long sides both lie towards the player's left, the chest outermost, so the chest stays clear of the
 * HTML controls at the middle of the screen's bottom; on the short ends of the table they sit either side.
 */
export function stationSpread(seat: number): { readonly chest: number; readonly tray: number } {
  return seat === 2 || seat === 3 ? { chest: -1.15, tray: 0.95 } : { chest: -4.5, tray: -2.3 };
}

/** The step between the tray's three slots. */
export const TRAY_STEP = 0.68;

/** The centre of hand slot `i` (0–2) at a seat's station. */
export function handSlot(seat: number, i: number): { x: number; z: number } {
  return offsetFrom(stationOf(seat), stationSpread(seat).tray + (i - 1) * TRAY_STEP, 0);
}

/** The centre of a seat's chest. */
export function chestPlace(seat: number): { x: number; z: number } {
  return offsetFrom(stationOf(seat), stationSpread(seat).chest, 0);
}

/** Behind and above a seat's station, looking over it at the map (the HTML controls take the bottom of the screen). */
export function seatCamera(seat: number): CameraPose {
  const st = stationOf(seat);
  const end = seat === 2 || seat === 3;
  const back = offsetFrom(st, 0, end ? 4.6 : 4.9);
  const look = offsetFrom(st, 0, end ? -4.2 : -3.3);
  return { position: [back.x, end ? 10.8 : 9.3, back.z], target: [look.x, 0, look.z] };
}

/** Straight above the table's centre (a hair off vertical so the orbit controls keep their up direction). */
export const topCamera: CameraPose = { position: [0, 15.5, 0.6], target: [0, 0, 0] };
