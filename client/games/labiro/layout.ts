// Where Labiro's pieces stand on the 16 × 10 table (pure maths, no three): the map's bases scaled to fit the
// middle of the table (turned a quarter when that makes them bigger), the pieces' measures inside one tower,
// and scene points of towers for the browser tests (`towerPosition`).
//
// Two frames: the MAP frame, where a base's centre is hexToPixel(cell) with unit size (x east, z south, the
// hex's centre-to-corner distance is 1, y up in the same unit), and the SCENE (table) frame. The map group is
// the map frame scaled by `size`, turned by `yaw` about +y and moved by (x, z).
import { hexToPixel, sideAngle, type Hex } from '../../../shared/core/hex.js';
import type { LabiroView } from '../../../shared/games/labiro/game-types.js';

// ---- a tower's measures, in map units (hex centre-to-corner = 1) ----------------------------------------

/** Centre-to-corner of a base's hexagon (the grid's is 1: a small gap between bases). */
export const BASE_R = 0.94;
/** Height of a base slab; its top is the floor the towers stand on. */
export const BASE_H = 0.16;
/** Centre-to-corner of a tower's outer wall. */
export const TOWER_R = 0.8;
/** Wall thickness (measured across a side). */
export const WALL_T = 0.15;
/** Wall height above the base's top. */
export const WALL_H = 0.4;
/** Width of a door opening. */
export const DOOR_W = 0.42;
/** Distance from a tower's centre to the middle of its outer wall (the hexagon's apothem). */
export const TOWER_APOTHEM = TOWER_R * Math.cos(Math.PI / 6);
/** Centre-to-corner of the courtyard inside the walls. */
export const INNER_R = (TOWER_APOTHEM - WALL_T) / Math.cos(Math.PI / 6);
/** The height of the wall tops (the roof ring) in the map frame. */
export const ROOF_Y = BASE_H + WALL_H;
/** Side of an object tile lying in a tower. */
export const TILE_SIZE = 0.34;
/** Where an object tile lies in its tower (tower frame: x, z). */
export const TILE_SPOT: readonly [number, number] = [0, 0.3];
/** Where the ruby tile (face down) lies in a ruby tower. */
export const RUBY_SPOT: readonly [number, number] = [0, -0.31];
/** Where a flag's pole stands in its home tower: near a corner of the courtyard, clear of every pawn space. */
export const FLAG_SPOT: readonly [number, number] = [0.3, -0.38];
/** Radius of a flag's pole at its foot. */
export const POLE_R = 0.03;
/** Height of a flag's pole above the courtyard floor: its pennant flies over the pawns' heads. */
export const FLAG_H = 1.1;
/** A pennant's length (from the pole) and height: big enough to find a home tower from the top camera. */
export const PENNANT_SIZE: readonly [number, number] = [0.56, 0.36];

/**
 * How far a pennant leans back from upright (radians) for an eye `elevation` radians above it: a little from
 * a seat, far back under the top camera, so a home tower's flag shows its colour and shape from any seat.
 */
export function pennantTilt(elevation: number): number {
  return Math.min(1.15, Math.max(0.35, elevation - 0.25));
}

/**
 * How a pennant is turned about +y: its length along the screen's horizontal (`right`, the camera's right in the
 * map frame, x and z), flying away from its tower's middle (`offset`, the pole's place from the middle), so it
 * hangs over its own wall and never over the pawns. `lean` says which way its face looks (1: its front, +z,
 * towards the camera; −1: turned round, its back towards the camera), for leaning it back towards the eye.
 */
export function pennantTurn(
  right: readonly [number, number],
  offset: readonly [number, number],
): { yaw: number; lean: 1 | -1 } {
  const yaw = Math.atan2(-right[1], right[0]);
  return right[0] * offset[0] + right[1] * offset[1] >= 0 ? { yaw, lean: 1 } : { yaw: yaw + Math.PI, lean: -1 };
}

/** Height of the ruby tower's roof disc (its middle), on the column in the courtyard's middle. */
export const RUBY_ROOF_Y = ROOF_Y + 0.2;
/** Radius of the ruby tower's roof disc. */
export const RUBY_ROOF_R = 0.21;
/** Thickness of the ruby tower's roof disc. */
export const RUBY_ROOF_T = 0.03;
/** Radius of the ruby tower's column (at its foot, the wider end). */
export const COLUMN_R = 0.06;

/**
 * A pawn's widest radius (foot and head): its head reads as a coloured disc from the top camera (was 0.135 foot,
 * 0.12 head). The sizing test keeps it clear of the walls, the other pawn spaces, the column and the flag.
 */
export const PAWN_R = 0.2;
/** A pawn's height above the courtyard floor: its head clears the wall tops and stays under a ruby roof (was 0.6). */
export const PAWN_H = 0.5;

/**
 * The pawn spaces of a tower (tower frame): two side by side (rules: two pawn spaces); a third and fourth pawn
 * passing through stand in front of and behind them.
 */
export const PAWN_SPACES: readonly (readonly [number, number])[] = [
  [-0.32, 0],
  [0.32, 0],
  [0, -0.3],
  [0, 0.3],
];

/**
 * How far a point of a tower's courtyard (tower frame, x and z) lies from the nearest inner face of its walls
 * (negative outside): the sizing tests check that round pieces standing there fit.
 */
export function wallClearance(x: number, z: number): number {
  const apothem = INNER_R * Math.cos(Math.PI / 6);
  let least = Infinity;
  for (let s = 0; s < 6; s++) {
    const [nx, nz] = sideDirection(s);
    least = Math.min(least, apothem - (x * nx + z * nz));
  }
  return least;
}

/** The outward direction (x, z) of side s in the map frame (north is −z, sides clockwise). */
export function sideDirection(s: number): [number, number] {
  const a = sideAngle(s);
  return [Math.sin(a), -Math.cos(a)];
}

/** A base's centre in the map frame. */
export function cellCentre(cell: Hex): [number, number] {
  const p = hexToPixel(cell);
  return [p.x, p.y];
}

/** The yaw (radians about +y) of a tower at `turn` (0–5, fractions while it turns): clockwise seen from above. */
export function turnYaw(turn: number): number {
  return (-turn * Math.PI) / 3;
}

/** A point of a tower's own frame (x, z) in the map frame, for the tower at `centre` showing `turn`. */
export function towerPoint(
  centre: readonly [number, number],
  turn: number,
  local: readonly [number, number],
): [number, number] {
  const a = turnYaw(turn);
  const c = Math.cos(a),
    s = Math.sin(a);
  // Rotation about +y: x' = x cos a + z sin a, z' = −x sin a + z cos a.
  return [centre[0] + local[0] * c + local[1] * s, centre[1] - local[0] * s + local[1] * c];
}

// ---- the map on the table ---------------------------------------------------------------------------------

/** How the map sits on the table: map-frame units per scene unit, turn, and where the map frame's origin lies. */
export interface MapFrame {
  readonly size: number;
  /** 0, or π/2 when a tall map lies better along the table. */
  readonly yaw: number;
  readonly x: number;
  readonly z: number;
}

/** Room for the map (scene units) by player count: with two seats the ends of the table are free. */
export function mapArea(players: number): { readonly width: number; readonly depth: number } {
  return players <= 2 ? { width: 11.6, depth: 6.5 } : { width: 10.2, depth: 6.5 };
}

/** The largest a map may be drawn (a base's centre-to-corner in scene units): small maps do not balloon. */
export const MAX_SIZE = 0.82;

function turnPoint(x: number, z: number, yaw: number): [number, number] {
  const c = Math.cos(yaw),
    s = Math.sin(yaw);
  return [x * c + z * s, -x * s + z * c];
}

/** The frame that fits `cells` in the middle of the table for `players` seats, biggest of the two turns. */
export function mapFrame(cells: readonly Hex[], players: number): MapFrame {
  const area = mapArea(players);
  let best: MapFrame | null = null;
  for (const yaw of [0, Math.PI / 2]) {
    // A flat-top hexagon reaches 1 along x and √3/2 along z; turned a quarter, the other way round.
    const ex = yaw === 0 ? 1 : Math.sqrt(3) / 2;
    const ez = yaw === 0 ? Math.sqrt(3) / 2 : 1;
    let minX = Infinity,
      maxX = -Infinity,
      minZ = Infinity,
      maxZ = -Infinity;
    for (const cell of cells) {
      const [px, pz] = cellCentre(cell);
      const [x, z] = turnPoint(px, pz, yaw);
      minX = Math.min(minX, x - ex);
      maxX = Math.max(maxX, x + ex);
      minZ = Math.min(minZ, z - ez);
      maxZ = Math.max(maxZ, z + ez);
    }
    if (!Number.isFinite(minX)) return { size: MAX_SIZE, yaw: 0, x: 0, z: 0 };
    const size = Math.min(MAX_SIZE, area.width / (maxX - minX), area.depth / (maxZ - minZ));
    // A quarter turn must win clearly: most maps keep north towards seat 1.
    if (!best || size > best.size * 1.04)
      best = { size, yaw, x: (-(minX + maxX) / 2) * size, z: (-(minZ + maxZ) / 2) * size };
  }
  return best!;
}

/** Height of the map frame's floor in the scene: the bases stand on the felt. */
export const MAP_Y = 0.011;

/** A map-frame point (x, y, z) in scene coordinates. */
export function toScene(frame: MapFrame, x: number, y: number, z: number): [number, number, number] {
  const [rx, rz] = turnPoint(x, z, frame.yaw);
  return [frame.x + rx * frame.size, MAP_Y + y * frame.size, frame.z + rz * frame.size];
}

/** The frame of the map a view shows. */
export function viewFrame(view: Pick<LabiroView, 'map' | 'players'>): MapFrame {
  return mapFrame(view.map.cells, view.players);
}

/**
 * Where tower `base` shows in the scene (table) frame: the point over its centre at the height of its wall
 * tops, where a click lands on it (browser tests project it with `window.__tavolo.project`).
 */
export function towerPosition(view: Pick<LabiroView, 'map' | 'players'>, base: number): [number, number, number] {
  const cell = view.map.cells[base];
  if (!cell) throw new RangeError(`labiro: no base ${base}`);
  const [x, z] = cellCentre(cell);
  return toScene(viewFrame(view), x, ROOF_Y, z);
}
