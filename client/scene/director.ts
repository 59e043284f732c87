// The director camera's schedule and framing (pure: times are passed in, no three, no DOM). Events bring shots
// (what the game wants framed); the schedule decides when the camera cuts to one, merges a burst into one shot,
// never cuts again before the last cut has glided and held, and goes back to the wide shot after a quiet spell.
import type { CameraPose, DirectorShot } from '../kit/contract.js';

/** The schedule's timing, in seconds. */
export interface DirectorTiming {
  /** How long the camera glides to a new shot. */
  readonly glide: number;
  /** How long a shot stays still at least once reached (so a cut is never faster than glide + minHold). */
  readonly minHold: number;
  /** Seconds without a framed event before the camera goes back to the wide shot. */
  readonly quiet: number;
  /** How long a first event waits for the rest of its burst before the camera cuts. */
  readonly gather: number;
}

/** The director's normal pace: a smooth move of about a second, then at least 2.5 s to take the shot in. */
export const DIRECTOR_TIMING: DirectorTiming = { glide: 1.1, minHold: 2.5, quiet: 3, gather: 0.3 };
/** With prefers-reduced-motion: short, plain moves and longer holds (fewer moves in all). */
export const REDUCED_TIMING: DirectorTiming = { glide: 0.45, minHold: 3.5, quiet: 4, gather: 0.3 };

/** A burst's shots merge while the merged sphere stays within this factor of the larger one; else the latest wins. */
const MERGE_LIMIT = 1.8;

/** Where the schedule stands. */
export interface DirectorState {
  /** The shot the camera shows (or glides to); null: the wide shot. */
  readonly shown: DirectorShot | null;
  /** When the last cut began (s); -Infinity before the first. */
  readonly cutAt: number;
  /** The shot waiting for its cut (a burst merged), or null. */
  readonly pending: DirectorShot | null;
  /** When the first event of the pending shot came. */
  readonly pendingSince: number;
  /** When the last framed event came (-Infinity: none yet). */
  readonly lastEventAt: number;
  /** Cuts made so far: the camera starts a glide whenever this grows. */
  readonly cuts: number;
}

/** The schedule before anything happened: on the wide shot. */
export const INITIAL_DIRECTOR: DirectorState = {
  shown: null,
  cutAt: -Infinity,
  pending: null,
  pendingSince: 0,
  lastEventAt: -Infinity,
  cuts: 0,
};

/** The smallest sphere holding both shots' spheres; the later shot's side and the longer hold. */
export function unionShot(a: DirectorShot, b: DirectorShot): DirectorShot {
  const d = Math.hypot(b.center[0] - a.center[0], b.center[1] - a.center[1], b.center[2] - a.center[2]);
  let center = a.center,
    radius = a.radius;
  if (d + b.radius <= a.radius) {
    // b lies inside a
  } else if (d + a.radius <= b.radius) {
    center = b.center;
    radius = b.radius;
  } else {
    radius = (d + a.radius + b.radius) / 2;
    const k = (radius - a.radius) / d;
    center = [0, 1, 2].map(
      (i) => a.center[i]! + (b.center[i]! - a.center[i]!) * k,
    ) as unknown as DirectorShot['center'];
  }
  const hold = Math.max(a.hold ?? 0, b.hold ?? 0);
  const from = b.from ?? a.from;
  return { center, radius, ...(from ? { from } : {}), ...(hold > 0 ? { hold } : {}) };
}

/** A burst's shots as one: merged when that stays a close shot, else the latest alone. */
export function mergeShots(a: DirectorShot, b: DirectorShot): DirectorShot {
  const u = unionShot(a, b);
  return u.radius <= MERGE_LIMIT * Math.max(a.radius, b.radius) ? u : b;
}

/** Whether `outer` already shows `inner` (its sphere holds inner's, with a little slack). */
export function covers(outer: DirectorShot, inner: DirectorShot): boolean {
  const d = Math.hypot(
    inner.center[0] - outer.center[0],
    inner.center[1] - outer.center[1],
    inner.center[2] - outer.center[2],
  );
  return d + inner.radius <= outer.radius * 1.1 && inner.radius >= outer.radius * 0.5;
}

/** An event brought a shot at time `now`: it joins the pending burst. */
export function noteShot(state: DirectorState, shot: DirectorShot, now: number): DirectorState {
  const pending = state.pending ? mergeShots(state.pending, shot) : shot;
  return { ...state, pending, pendingSince: state.pending ? state.pendingSince : now, lastEventAt: now };
}

/** The earliest time the camera may cut again: the last cut's glide and its hold (the shot's own, if longer). */
export function nextCutAllowed(state: DirectorState, timing: DirectorTiming): number {
  return state.cutAt + timing.glide + Math.max(timing.minHold, state.shown?.hold ?? 0);
}

/** Advances the schedule to time `now`: cuts to the pending shot or back to the wide shot when allowed. */
export function tickDirector(
  state: DirectorState,
  now: number,
  timing: DirectorTiming = DIRECTOR_TIMING,
): DirectorState {
  if (now < nextCutAllowed(state, timing)) return state;
  const { pending, shown } = state;
  if (pending) {
    if (now - state.pendingSince < timing.gather) return state;
    // Already in the picture: stay (the quiet spell counts from this event, so the shot lasts longer).
    if (shown && covers(shown, pending)) return { ...state, pending: null };
    return { ...state, shown: pending, pending: null, cutAt: now, cuts: state.cuts + 1 };
  }
  if (shown && now - state.lastEventAt >= timing.quiet)
    return { ...state, shown: null, cutAt: now, cuts: state.cuts + 1 };
  return state;
}

/** Vector helpers on tuples. */
type V3 = readonly [number, number, number];
const sub = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];

/** The lowest a director shot looks from (radians above the table plane) and the highest (not straight down). */
const MIN_ELEVATION = 0.5;
const MAX_ELEVATION = 1.25;
/** Room kept around the framed sphere. */
const MARGIN = 1.2;
/** The smallest sphere a shot frames (scene units): closer, one Labiro tower filled the window and the table was lost. */
const MIN_RADIUS = 2.1;
/** The closest and farthest a director shot stands from its centre (the orbit controls' limits are 1.2 and 32). */
const MIN_DISTANCE = 2.2;
const MAX_DISTANCE = 30;

/** The part of the window left free by the page's panels, as fractions of the canvas (0,0 top left). */
export interface FreeRoom {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/** The whole canvas (the overlay, a folded HUD). */
export const WHOLE_ROOM: FreeRoom = { x0: 0, y0: 0, x1: 1, y1: 1 };

/**
 * The camera pose that frames `shot` in a window of `aspect` (width / height) with a vertical field of view of
 * `fovDeg`: looking from the shot's side (else the wide shot's), between a low and a steep angle, far enough
 * back that the sphere fits the narrower side of the free `room`, then slid sideways (the view's direction
 * unchanged) so that the shot's centre shows in the middle of that room rather than under a panel.
 */
export function shotPose(
  shot: DirectorShot,
  wide: CameraPose,
  fovDeg: number,
  aspect: number,
  room: FreeRoom = WHOLE_ROOM,
): CameraPose {
  const side = shot.from ?? sub(wide.position, wide.target);
  const flat = Math.hypot(side[0], side[2]);
  const heading = flat > 1e-6 ? Math.atan2(side[0], side[2]) : 0;
  const elevation = Math.min(MAX_ELEVATION, Math.max(MIN_ELEVATION, Math.atan2(side[1], flat)));
  const tanV = Math.tan((fovDeg * Math.PI) / 360);
  const tanH = tanV * Math.max(0.2, aspect);
  const w = Math.max(0.25, room.x1 - room.x0),
    h = Math.max(0.25, room.y1 - room.y0);
  const fit = Math.min(Math.atan(tanV * h), Math.atan(tanH * w));
  const distance = Math.min(
    MAX_DISTANCE,
    Math.max(MIN_DISTANCE, (Math.max(MIN_RADIUS, shot.radius) * MARGIN) / Math.sin(fit)),
  );
  // The eye on the sphere of that radius round the centre; forward points from the eye to the centre.
  const out = Math.cos(elevation) * distance;
  const eye: V3 = [Math.sin(heading) * out, Math.sin(elevation) * distance, Math.cos(heading) * out];
  const fwd: V3 = [-eye[0] / distance, -eye[1] / distance, -eye[2] / distance];
  const right: V3 = [Math.cos(heading), 0, -Math.sin(heading)]; // fwd × up, flat
  const up: V3 = [
    right[1] * fwd[2] - right[2] * fwd[1],
    right[2] * fwd[0] - right[0] * fwd[2],
    right[0] * fwd[1] - right[1] * fwd[0],
  ];
  // The room's centre in normalised device coordinates; moving the camera by -n·d·tan(half angle) puts the centre there.
  const nx = room.x0 + room.x1 - 1,
    ny = 1 - (room.y0 + room.y1);
  const sx = -nx * distance * tanH,
    sy = -ny * distance * tanV;
  const shift: V3 = [right[0] * sx + up[0] * sy, right[1] * sx + up[1] * sy, right[2] * sx + up[2] * sy];
  const [cx, cy, cz] = shot.center;
  return {
    position: [cx + eye[0] + shift[0], cy + eye[1] + shift[1], cz + eye[2] + shift[2]],
    target: [cx + shift[0], cy + shift[1], cz + shift[2]],
  };
}

/** The shell's wide shot for a game without its own: the seat's view pulled back and up, turned a little (the whole table in view). */
export function wideShot(seat: CameraPose): CameraPose {
  const [px, py, pz] = seat.position;
  const [tx, ty, tz] = seat.target;
  const dx = px - tx,
    dz = pz - tz;
  const dist = Math.max(2, Math.hypot(dx, dz, py - ty)) * 1.3;
  const angle = Math.atan2(dx, dz) + 0.3;
  const flat = Math.hypot(dx, dz),
    elevation = Math.min(1.1, Math.max(0.7, Math.atan2(py - ty, flat)));
  return {
    position: [
      tx + Math.sin(angle) * Math.cos(elevation) * dist,
      ty + Math.sin(elevation) * dist,
      tz + Math.cos(angle) * Math.cos(elevation) * dist,
    ],
    target: [tx, ty, tz],
  };
}

/**
 * A shot around some points (the games' director modules use it): the middle of their bounding box, reaching
 * every point plus `pad` (the pieces' own size). Null for no points.
 */
export function shotAround(
  points: readonly (readonly [number, number, number])[],
  pad: number,
  extra: Pick<DirectorShot, 'from' | 'hold'> = {},
): DirectorShot | null {
  if (points.length === 0) return null;
  const lo = [Infinity, Infinity, Infinity],
    hi = [-Infinity, -Infinity, -Infinity];
  for (const p of points)
    for (let i = 0; i < 3; i++) {
      lo[i] = Math.min(lo[i]!, p[i]!);
      hi[i] = Math.max(hi[i]!, p[i]!);
    }
  const center = [0, 1, 2].map((i) => (lo[i]! + hi[i]!) / 2) as unknown as [number, number, number];
  const radius = Math.max(...points.map((p) => Math.hypot(p[0] - center[0], p[1] - center[1], p[2] - center[2]))) + pad;
  return { center, radius, ...extra };
}
