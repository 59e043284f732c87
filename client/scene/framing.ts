// Where a framed camera stands (pure maths, no three): looking from a fixed direction (a yaw round the table and a
// pitch down), as close as it can while every point of what the viewer plays with shows inside a rectangle of
// the canvas (the part the HTML panels leave free). For a depth along the view each point's screen position must
// lie in the rectangle, which bounds the eye's sideways and upward offsets by lines; the deepest depth where
// those bounds still meet is found by bisection, and the eye is centred between them.
import type { CameraPose } from '../kit/contract.js';
import { CAMERA_FOV_DEG } from './dimensions.js';

/** A part of the canvas, as fractions of its width and height (x right, y down), e.g. `{ x0: 0.24, y0: 0.1, x1: 0.76, y1: 0.8 }`. */
export interface ScreenRect {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/** A point on the table (scene x, y, z). */
export type P3 = readonly [number, number, number];

/** The table's lens (TableCanvas's vertical field of view). */
export const FOV_DEG = CAMERA_FOV_DEG;
/** How steeply a seat's camera looks down (radians below the horizon). */
export const SEAT_PITCH = (50 * Math.PI) / 180;
/** The top camera: a hair off vertical, so the orbit controls keep their up direction. */
export const TOP_PITCH = (84 * Math.PI) / 180;
/** The camera's axes for a view from the side of `yaw` (a place's yaw: 0 sits at +z looking towards −z), `pitch` down. */
function axes(yaw: number, pitch: number): { f: P3; r: P3; u: P3 } {
  const hx = -Math.sin(yaw),
    hz = -Math.cos(yaw);
  const c = Math.cos(pitch),
    s = Math.sin(pitch);
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
export function framePose(
  points: readonly P3[],
  yaw: number,
  pitch: number,
  rect: ScreenRect,
  aspect: number,
  fovDeg: number = FOV_DEG,
): CameraPose {
  const { f, r, u } = axes(yaw, pitch);
  const ty = Math.tan((fovDeg * Math.PI) / 360),
    tx = ty * aspect;
  // The rectangle in normalised device coordinates (y up).
  const a0 = (2 * rect.x0 - 1) * tx,
    a1 = (2 * rect.x1 - 1) * tx;
  const b0 = (1 - 2 * rect.y1) * ty,
    b1 = (1 - 2 * rect.y0) * ty;
  const pr = points.map((p) => dot(p, r)),
    pu = points.map((p) => dot(p, u)),
    pf = points.map((p) => dot(p, f));
  // For an eye at depth t along f, point i's offsets x = pr − er, depth d = pf − t must satisfy a0·d ≤ x ≤ a1·d.
  const bounds = (t: number) => {
    let rLo = -Infinity,
      rHi = Infinity,
      uLo = -Infinity,
      uHi = Infinity;
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
  let near = Math.min(...pf) - 1,
    far = near - 200;
  if (fits(near)) far = near;
  for (let k = 0; k < 48 && near - far > 1e-4; k++) {
    const mid = (near + far) / 2;
    if (fits(mid)) far = mid;
    else near = mid;
  }
  const t = far;
  const b = bounds(t);
  const er = (b.rLo + b.rHi) / 2,
    eu = (b.uLo + b.uHi) / 2;
  const eye: P3 = [
    er * r[0] + eu * u[0] + t * f[0],
    er * r[1] + eu * u[1] + t * f[1],
    er * r[2] + eu * u[2] + t * f[2],
  ];
  const s = -eye[1] / f[1];
  return { position: eye, target: [eye[0] + f[0] * s, 0, eye[2] + f[2] * s] };
}

/** The yaw (0: from +z, looking towards −z) and pitch (down from the horizon) a pose looks along. */
export function poseDirection(pose: CameraPose): { yaw: number; pitch: number } {
  const dx = pose.position[0] - pose.target[0],
    dy = pose.position[1] - pose.target[1],
    dz = pose.position[2] - pose.target[2];
  return { yaw: Math.atan2(dx, dz), pitch: Math.atan2(dy, Math.hypot(dx, dz)) };
}

/** The corners of a square of half side `half` round each point, on the table and at `top`: what a camera frames of pieces at those points. */
export function paddedPoints(points: readonly P3[], half: number, top = 0.3): P3[] {
  const out: P3[] = [];
  for (const [x, y, z] of points)
    for (const dx of [-half, half])
      for (const dz of [-half, half]) out.push([x + dx, y, z + dz], [x + dx, y + top, z + dz]);
  return out;
}
