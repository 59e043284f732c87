// What Web's seat and top cameras frame (the shell's scene/framing.ts places them): the network's drawn area, the
// six piles and the viewer's own place (hand, cables in front, shop). The network grows, the camera backs off. A
// seat's camera looks over its place at 50° down; the top camera almost straight down with seat 0 at the bottom.
import { SEAT_PITCH, TOP_PITCH, type P3 } from '../../scene/framing.js';
import { FRONT_DX, SHOP_DX, offsetFrom, pilePlace, placeOf, type SceneRect } from './layout.js';

/** The viewer's place as the cameras frame it, in the place's frame (dx along the rim, dz towards the player). */
const PLACE_BOX = { dx0: FRONT_DX - 0.5, dx1: SHOP_DX + 0.62, dz0: -1.0, dz1: 0.8 } as const;
/** Height of the tallest things framed (a picked card rises, a pile stacks). */
const TOP_Y = 0.25;

/** What a camera frames: the network's drawn area, the piles at their reach, and the viewer's place. */
export function framedPoints(network: SceneRect, pileReach: number, seat: number): P3[] {
  const pts: [number, number][] = [
    [network.minX, network.minZ],
    [network.maxX, network.minZ],
    [network.minX, network.maxZ],
    [network.maxX, network.maxZ],
  ];
  for (let i = 0; i < 6; i++) {
    const p = pilePlace(i, pileReach);
    for (const [dx, dz] of [
      [-0.72, -0.5],
      [0.72, -0.5],
      [-0.72, 0.5],
      [0.72, 0.5],
    ] as const)
      pts.push([p.x + dx, p.z + dz]);
  }
  const place = placeOf(seat);
  for (const dx of [PLACE_BOX.dx0, PLACE_BOX.dx1]) {
    for (const dz of [PLACE_BOX.dz0, PLACE_BOX.dz1]) {
      const p = offsetFrom(place, dx, dz);
      pts.push([p.x, p.z]);
    }
  }
  return pts.flatMap(([x, z]): P3[] => [
    [x, 0, z],
    [x, TOP_Y, z],
  ]);
}

/** The direction a seat's camera looks from: over its place, across the network, 50° down. */
export function seatView(seat: number): { yaw: number; pitch: number } {
  return { yaw: placeOf(seat).yaw, pitch: SEAT_PITCH };
}

/** The top camera's direction: from above, seat 0 at the bottom of the screen. */
export const TOP_VIEW = { yaw: 0, pitch: TOP_PITCH } as const;
