// Where Web's seat and top cameras stand (pure maths, no three): they frame what the viewer plays with — the
// network's drawn area, the six piles and the viewer's own place (hand, cables in front, shop) — inside the part
// of the window the HTML panels leave free, as close as that allows. The network grows, the camera backs off.
//
// A camera's direction is fixed per preset (a seat's camera looks over its place at 50° down, the top camera
// almost straight down with seat 0 at the bottom), so placing it is a small linear problem: for a depth along
// the view, each point's screen position must lie in the free rectangle, which bounds the eye's sideways and
// upward offsets by lines; the deepest depth where those bounds still meet is found by bisection, and the eye
// is centred between them.
import type { CameraPose } from '../types.js';
import { FRONT_DX, SHOP_DX, offsetFrom, pilePlace, placeOf, type SceneRect } from './layout.js';

/** A part of the canvas, as fractions of its width and height (x right, y down), e.g. `{ x0: 0.24, y0: 0.1, x1: 0.76, y1: 0.8 }`. */
export interface ScreenRect {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/** The whole canvas. */
export const WHOLE: ScreenRect = { x0: 0, y0: 0, x1: 1, y1: 1 };

/** A point on the table (scene x, y, z). */
type P3 = readonly [number, number, number];

/** The table's lens (TableCanvas: 40° vertical field of view). */
export const FOV_DEG = 40;
/** How steeply a seat's camera looks down (radians below the horizon). */
export const SEAT_PITCH = (50 * Math.PI) / 180;
/** The top camera: a hair off vertical, so the orbit controls keep their up direction. */
export const TOP_PITCH = (84 * Math.PI) / 180;
/** The viewer's place as the cameras frame it, in the place's frame (dx along the rim, dz towards the player). */
const PLACE_BOX = { dx0: FRONT_DX - 0.5, dx1: SHOP_DX + 0.62, dz0: -1.0, dz1: 0.8 } as const;
/** Height of the tallest things framed (a picked card rises, a pile stacks). */
const TOP_Y = 0.25;

/** What a camera frames: the network's drawn area, the piles at their reach, and the viewer's place. */
export function framedPoints(network: SceneRect, pileReach: number, seat: number): P3[] {
  const pts: [number, number][] = [
    [network.minX, network.minZ], [network.maxX, network.minZ], [network.minX, network.maxZ], [network.maxX, network.maxZ],
  ];
  for (let i = 0; i < 6; i++) {
    const p = pilePlace(i, pileReach);
    for (const [dx, dz] of [[-0.72, -0.5], [0.72, -0.5], [-0.72, 0.5], [0.72, 0.5]] as const) pts.push([p.x + dx, p.z + dz]);
  }
  const place = placeOf(seat);
  for (const dx of [PLACE_BOX.dx0, PLACE_BOX.dx1]) {
    for (const dz of [PLACE_BOX.dz0, PLACE_BOX.dz1]) {
      const p = offsetFrom(place, dx, dz);
      pts.push([p.x, p.z]);
    }
  }
  return pts.flatMap(([x, z]): P3[] => [[x, 0, z], [x, TOP_Y, z]]);
}

/** The camera's axes for a view from the side of `yaw` (a place's yaw: 0 sits at +z looking towards −z), `pitch` down. */
function axes(yaw: number, pitch: number): { f: P3; r: P3; u: P3 } {
  const hx = -Math.sin(yaw), hz = -Math.cos(yaw);
  const c = Math.cos(pitch), s = Math.sin(pitch);
  const f: P3 = [hx * c, -s, hz * c];
  // right = f × up (normalised): (−f.z, 0, f.x) / |…|
  const rl = Math.hypot(f[2], f[0]);
  const r: P3 = [-f[2] / rl, 0, f[0] / rl];
  // up = right × forward
  const u: P3 = [r[1] * f[2] - r[2] * f[1], r[2] * f[0] - r[0] * f[2], r[0] * f[1] - r[1] * f[0]];
  return { f, r, u };
}

const dot = (a: P3, b: P3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

/**
 * The pose that shows every point of `points` inside `rect` of a canvas of `aspect` (width / height), the camera
 * looking from the side of `yaw`, `pitch` down, as close as that allows; its target is where its line of sight
 * meets the table (what the orbit controls turn round).
 */
export function framePose(points: readonly P3[], yaw: number, pitch: number, rect: ScreenRect, aspect: number, fovDeg: number = FOV_DEG): CameraPose {
  const { f, r, u } = axes(yaw, pitch);
  const ty = Math.tan((fovDeg * Math.PI) / 360), tx = ty * aspect;
  // The rectangle in normalised device coordinates (y up).
  const a0 = (2 * rect.x0 - 1) * tx, a1 = (2 * rect.x1 - 1) * tx;
  const b0 = (1 - 2 * rect.y1) * ty, b1 = (1 - 2 * rect.y0) * ty;
  const pr = points.map((p) => dot(p, r)), pu = points.map((p) => dot(p, u)), pf = points.map((p) => dot(p, f));
  // For an eye at depth t along f, point i's offsets x = pr − er, depth d = pf − t must satisfy a0·d ≤ x ≤ a1·d.
  const bounds = (t: number) => {
    let rLo = -Infinity, rHi = Infinity, uLo = -Infinity, uHi = Infinity;
    for (let i = 0; i < points.length; i++) {
      const d = pf[i]! - t;
      rLo = Math.max(rLo, pr[i]! - a1 * d);
      rHi = Math.min(rHi, pr[i]! - a0 * d);
      uLo = Math.max(uLo, pu[i]! - b1 * d);
      uHi = Math.min(uHi, pu[i]! - b0 * d);
    }
    return { rLo, rHi, uLo, uHi };
  };
  const fits = (t: number) => {
    const b = bounds(t);
    return b.rLo <= b.rHi && b.uLo <= b.uHi;
  };
  // The nearest a point may come is 1 unit; the farthest anything is framed from, 200.
  let near = Math.min(...pf) - 1, far = near - 200;
  if (fits(near)) far = near;
  for (let k = 0; k < 48 && near - far > 1e-4; k++) {
    const mid = (near + far) / 2;
    if (fits(mid)) far = mid;
    else near = mid;
  }
  const t = far;
  const b = bounds(t);
  const er = (b.rLo + b.rHi) / 2, eu = (b.uLo + b.uHi) / 2;
  const eye: P3 = [er * r[0] + eu * u[0] + t * f[0], er * r[1] + eu * u[1] + t * f[1], er * r[2] + eu * u[2] + t * f[2]];
  const s = -eye[1] / f[1];
  return { position: eye, target: [eye[0] + f[0] * s, 0, eye[2] + f[2] * s] };
}

/** A seat camera framing what `seat` plays with: over its place, looking across the network. */
export function framedSeatCamera(network: SceneRect, pileReach: number, seat: number, rect: ScreenRect, aspect: number): CameraPose {
  return framePose(framedPoints(network, pileReach, seat), placeOf(seat).yaw, SEAT_PITCH, rect, aspect);
}

/** The top camera framing the same things from above, seat 0 at the bottom of the screen. */
export function framedTopCamera(network: SceneRect, pileReach: number, seat: number, rect: ScreenRect, aspect: number): CameraPose {
  return framePose(framedPoints(network, pileReach, seat), 0, TOP_PITCH, rect, aspect);
}
