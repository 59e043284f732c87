// Where the players sit around the 16 × 10 table, the same in every game (pure maths, no three): seat 0 at +z,
// seat 1 at −z, seats 2 and 3 at the ends (+x, −x), seats 4 and 5 beside seats 0 and 1. A game picks how far out
// its places stand (its pieces differ in size) and lays its own things relative to a place with `offsetFrom`.
import type { CameraPose } from './contract.js';

/** A place on the table: centre (x, z) and yaw (the place's +z points at the player sitting there). */
export interface Place {
  readonly x: number;
  readonly z: number;
  readonly yaw: number;
}

/** How far out a game's places stand: the long sides' distance from the centre line, the ends', and seats 4–5's x. */
export interface RingSize {
  /** |z| of seats 0 and 1 (and 4 and 5). */
  readonly sideZ: number;
  /** |x| of seats 2 and 3. */
  readonly endX: number;
  /** |x| of seats 4 and 5 (seat 4 at −x beside seat 0, seat 5 at +x beside seat 1); absent: the game seats at most 4. */
  readonly sideX?: number;
}

/** Which way seat `seat` faces the table: the yaw of its place (0, π, π/2, −π/2, 0, π). */
export function seatYaw(seat: number): number {
  return [0, Math.PI, Math.PI / 2, -Math.PI / 2, 0, Math.PI][seat] ?? 0;
}

/** The places of up to six seats for one game's ring size, in seat order (4 when `sideX` is absent). */
export function seatRing(size: RingSize): readonly Place[] {
  const ring: Place[] = [
    { x: 0, z: size.sideZ, yaw: 0 },
    { x: 0, z: -size.sideZ, yaw: Math.PI },
    { x: size.endX, z: 0, yaw: Math.PI / 2 },
    { x: -size.endX, z: 0, yaw: -Math.PI / 2 },
  ];
  if (size.sideX !== undefined)
    ring.push({ x: -size.sideX, z: size.sideZ, yaw: 0 }, { x: size.sideX, z: -size.sideZ, yaw: Math.PI });
  return ring;
}

/** A seat's place looked up in a ring; a seat beyond it falls back to seat 0's (never undefined). */
export function placeIn(ring: readonly Place[], seat: number): Place {
  return ring[seat] ?? ring[0]!;
}

/** A point `dx` to the right of and `dz` towards the player of a place, in table coordinates. */
export function offsetFrom(place: Place, dx: number, dz = 0): { x: number; z: number } {
  const c = Math.cos(place.yaw),
    s = Math.sin(place.yaw);
  return { x: place.x + dx * c + dz * s, z: place.z - dx * s + dz * c };
}

/** A camera over a place: the eye `back` units behind it (towards the player) and `up` high, looking at `look` units behind it. */
export function cameraOverPlace(
  place: Place,
  framing: { readonly back: number; readonly up: number; readonly look: number },
): CameraPose {
  const eye = offsetFrom(place, 0, framing.back);
  const at = offsetFrom(place, 0, framing.look);
  return { position: [eye.x, framing.up, eye.z], target: [at.x, 0, at.z] };
}

/** A camera on a seat's side of the table's centre: the eye `back` units out along the seat's direction and `up` high, looking `look` units out. */
export function cameraFromCentre(
  yaw: number,
  framing: { readonly back: number; readonly up: number; readonly look: number },
): CameraPose {
  const dx = Math.sin(yaw),
    dz = Math.cos(yaw);
  return {
    position: [dx * framing.back, framing.up, dz * framing.back],
    target: [dx * framing.look, 0, dz * framing.look],
  };
}
