// How pieces travel (pure, no three): every piece has a stable key, and when a new view puts it somewhere else
// it glides there from wherever it stands now — an eased arc, higher for longer trips, turning and resizing on
// the way (a card drawn from a pile flies into its owner's fan; a card played flies from the hand onto the
// grid; bought sticks hop from the shop's tray to the front; a cable flies from the front to its side). A
// piece new to the scene starts from a spawn pose when one is known (a stick taken from the shop), else it
// simply lies there. Times are seconds on any clock the caller keeps.
import { clamp01, easeInOutCubic } from '../../scene/anim.js';
import type { Pose, SceneModel, StickPiece } from './model.js';

/** A mutable pose (the frame loop writes into one, allocating nothing). */
export interface PoseSlot {
  x: number;
  y: number;
  z: number;
  yaw: number;
  unit: number;
}

/** One trip: from, to, when, and how high the arc goes. */
export interface Trip {
  readonly from: Pose;
  readonly to: Pose;
  readonly start: number;
  readonly end: number;
  readonly lift: number;
}

/** Seconds of a trip of `span` scene units. */
export function tripSeconds(span: number): number {
  return Math.min(0.95, 0.32 + 0.07 * span);
}

/** The shortest way from angle a to angle b, a fraction k of it. */
export function mixAngle(a: number, b: number, k: number): number {
  let d = (b - a) % (2 * Math.PI);
  if (d > Math.PI) d -= 2 * Math.PI;
  if (d < -Math.PI) d += 2 * Math.PI;
  return a + d * k;
}

/** Writes the pose of `trip` at `now` into `out`. */
export function tripPose(trip: Trip, now: number, out: PoseSlot): PoseSlot {
  const k = trip.end <= trip.start ? 1 : clamp01((now - trip.start) / (trip.end - trip.start));
  const e = easeInOutCubic(k);
  const { from: a, to: b } = trip;
  out.x = a.x + (b.x - a.x) * e;
  out.z = a.z + (b.z - a.z) * e;
  out.y = a.y + (b.y - a.y) * e + trip.lift * 4 * e * (1 - e);
  out.yaw = mixAngle(a.yaw, b.yaw, e);
  out.unit = a.unit + (b.unit - a.unit) * e;
  return out;
}

/** Whether two poses are the same place. */
export function samePose(a: Pose, b: Pose): boolean {
  return (
    Math.abs(a.x - b.x) < 1e-6 &&
    Math.abs(a.y - b.y) < 1e-6 &&
    Math.abs(a.z - b.z) < 1e-6 &&
    Math.abs(a.yaw - b.yaw) < 1e-6 &&
    Math.abs(a.unit - b.unit) < 1e-6
  );
}

/** The trips of the pieces on the move, by key. */
export type Trips = Map<string, Trip>;

/** Whether any trip still runs at `now`. */
export function moving(trips: Trips, now: number): boolean {
  for (const t of trips.values()) if (t.end > now) return true;
  return false;
}

const scratch: PoseSlot = { x: 0, y: 0, z: 0, yaw: 0, unit: 1 };

/**
 * Sets the trips for a new model: a piece whose pose changed leaves from where it stands now; a new piece
 * leaves from its spawn pose when `spawns` has one. Finished trips and pieces gone are forgotten.
 */
export function retarget(
  trips: Trips,
  before: ReadonlyMap<string, Placed>,
  pieces: readonly Placed[],
  spawns: ReadonlyMap<string, Pose>,
  now: number,
): void {
  const alive = new Set<string>();
  let order = 0;
  for (const p of pieces) {
    alive.add(p.key);
    const trip = trips.get(p.key);
    let from: Pose | undefined;
    if (trip && trip.end > now) from = { ...tripPose(trip, now, scratch) };
    else from = before.get(p.key)?.pose ?? spawns.get(p.key);
    if (!from || samePose(from, p.pose)) {
      trips.delete(p.key);
      continue;
    }
    const span = Math.hypot(p.pose.x - from.x, p.pose.z - from.z);
    // New pieces of one batch (three sticks bought) leave one after the other.
    const delay = before.has(p.key) ? 0 : 0.09 * order++;
    // A piece moving within its place (the grid rescaled, a fan closing up) slides; one changing place hops.
    const slides = before.get(p.key)?.where === p.where;
    const lift = slides ? 0 : Math.min(1.2, 0.12 + 0.16 * span);
    trips.set(p.key, { from, to: p.pose, start: now + delay, end: now + delay + tripSeconds(span), lift });
  }
  for (const key of [...trips.keys()]) if (!alive.has(key)) trips.delete(key);
}

/** A piece's key, pose and place (model.ts: `table`, `hand:1`, `shop:0` …). */
export interface Placed {
  readonly key: string;
  readonly pose: Pose;
  readonly where: string;
}

/** A model's pieces by key (cards and sticks). */
export function posesOf(model: SceneModel): Map<string, Placed> {
  const out = new Map<string, Placed>();
  for (const c of model.cards) out.set(c.key, c);
  for (const s of model.sticks) out.set(s.key, s);
  return out;
}

/**
 * Where new sticks come from: sticks new to a seat's front come from the shop sticks that left it (a buy); a
 * newly laid cable comes from the front stick that left (a cable laid), by seat, in order.
 */
export function stickSpawns(before: SceneModel | null, after: SceneModel): Map<string, Pose> {
  const out = new Map<string, Pose>();
  if (!before) return out;
  const had = new Set(before.sticks.map((s) => s.key));
  const has = new Set(after.sticks.map((s) => s.key));
  const left = (place: StickPiece['place'], seat: number) =>
    before.sticks
      .filter((s) => s.place === place && s.seat === seat && !has.has(s.key))
      .map((s) => s.pose)
      .reverse();
  const pools = new Map<string, Pose[]>();
  for (const s of after.sticks) {
    if (had.has(s.key) || s.place === 'shop') continue;
    const source = s.place === 'front' ? 'shop' : 'front';
    const id = `${source}:${s.seat}`;
    if (!pools.has(id)) pools.set(id, left(source, s.seat));
    const from = pools.get(id)!.shift();
    if (from) out.set(s.key, from);
  }
  return out;
}
