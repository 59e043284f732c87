// The shape of the light round a tower a click can act on (walk, turn, start, place): how bright the glow is at
// each distance from the tower's centre. The bright band lies on the base's dark slate rim just outside the walls,
// where every camera sees it (the walls hide the band they stand on); the courtyard floor is lit more softly.
// Pure numbers: prints.ts paints the atlas cell from it and Hints.tsx lays the quad GLOW_SPAN across.
import { BASE_R, INNER_R, TOWER_R } from './layout.js';

/** How wide the glow quad is, in map units (a tower's hex centre-to-corner is 1). */
export const GLOW_SPAN = 2.15;

/** How bright the courtyard floor is lit, at its middle and at the foot of the walls. */
export const COURTYARD_GLOW: readonly [number, number] = [0.28, 0.45];

/** Linear ramp of `x` from 0 at `a` to 1 at `b`, clamped. */
function ramp(x: number, a: number, b: number): number {
  return Math.min(1, Math.max(0, (x - a) / (b - a)));
}

/**
 * The glow's brightness (0–1) at hex radius `r` (map units, measured corner-wise: the hexagon through the point,
 * centred on the tower): a soft light on the courtyard, full on the base's rim, fading out on the felt by the
 * quad's edge.
 */
export function glowLevel(r: number): number {
  const edge = GLOW_SPAN / 2;
  if (r >= edge) return 0;
  const [mid, wall] = COURTYARD_GLOW;
  const floor = mid + (wall - mid) * Math.min(1, r / INNER_R);
  const rim = ramp(r, TOWER_R - 0.04, TOWER_R + 0.01) * (1 - ramp(r, BASE_R - 0.02, edge));
  return Math.max(r <= TOWER_R ? floor : 0, rim);
}

/** The hex radius (corner-wise) of point (x, z) around the origin, for a flat-topped hexagon (corners on ±x). */
export function hexRadius(x: number, z: number): number {
  const c = Math.cos(Math.PI / 6),
    s = 0.5;
  const apothem = Math.max(Math.abs(z), Math.abs(x * c + z * s), Math.abs(x * c - z * s));
  return apothem / c;
}
