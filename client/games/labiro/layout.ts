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
/** Where a flag's pole stands in its home tower. */
export const FLAG_SPOT: readonly [number, number] = [0, -0.33];

/**
 * The pawn spaces of a tower (tower frame): two side by side (rules: two pawn spaces); a third and fourth pawn
 * passing through stand in front of and behind them.
 */
export const PAWN_SPACES: readonly (readonly [number, number])[] = [[-0.27, 0], [0.27, 0], [0, -0.3], [0, 0.3]];

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
export function towerPoint(centre: readonly [number, number], turn: number, local: readonly [number, number]): [number, number] {
  const a = turnYaw(turn);
  const c = Math.cos(a), s = Math.sin(a);
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
  const c = Math.cos(yaw), s = Math.sin(yaw);
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
    let minX = Infinity, maxX = -Infinity, minZ = Infinity, maxZ = -Infinity;
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
    if (!best || size > best.size * 1.04) best = { size, yaw, x: (-(minX + maxX) / 2) * size, z: (-(minZ + maxZ) / 2) * size };
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
