// Tiles on the move (scene frame): every object or ruby tile the timeline is carrying from one place to another
// (moves.ts) — waiting where it lay until its travel starts, then an eased arc (a flat slide along the tray),
// turning face up on the way when it was face down, shrinking into a chest or off the table. Two instanced
// meshes: the tiles' faces and their backs. The places are worked out once per timeline and view; the frame
// loop only mixes them (no allocation).
import { memo, useLayoutEffect, useMemo, useRef, type MutableRefObject } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { Euler, Matrix4, Quaternion, Vector3, type InstancedMesh } from 'three';
import type { LabiroView } from '../../../shared/games/labiro/game-types.js';
import { HAND_LIMIT } from '../../../shared/games/labiro/index.js';
import { easeInOutCubic } from '../../scene/anim.js';
import { atlasGeometry, setAtlasCell } from '../../scene/atlas.js';
import { CHEST, tileBackGeometry, tileGeometry } from './geometry.js';
import {
  BASE_H,
  ROOF_Y,
  RUBY_SPOT,
  TILE_SIZE,
  TILE_SPOT,
  toScene,
  towerPoint,
  turnYaw,
  type MapFrame,
} from './layout.js';
import { tilePrint } from './materials.js';
import type { MapModel } from './model.js';
import type { ItemMove, Spot } from './moves.js';
import { RUBY_BACK, TILE_BACK, TILE_GRID } from './prints.js';
import { HAND_TILE, TRAY_TILE_Y, chestPlace, handSlot, stationOf, usedSlot } from './stations.js';
import { drawnMove, playing, type Timeline } from './timeline.js';
import { handCell } from './Stations.js';
import type { AnimState } from './Board.js';
import { animNow } from '../../kit/timeline.js';

/** Most tiles in flight at once (a robbery with slides, a swap, a deposit…); more wait a frame. */
const CAP = 24;
/** Numbers per pose: x, y, z, yaw, scale. */
const POSE = 5;
/** A shown tile is drawn this much bigger than in its tower, so it reads from every seat. */
const SHOWN_SCALE = 2.2;
/** How high over its tower a revealed tile is shown (map units above the roofs). */
const SHOWN_LIFT = 1.3;

const HIDDEN = new Matrix4().makeScale(0, 0, 0);
const m = new Matrix4();
const q = new Quaternion();
const euler = new Euler(0, 0, 0, 'YXZ');
const at = new Vector3();
const size = new Vector3();

/** Writes the pose of `spot` into `out` at `o` (scene frame); returns false for 'out' (made from the start pose). */
function spotPose(
  spot: Spot,
  view: LabiroView,
  frame: MapFrame,
  model: MapModel,
  out: Float64Array,
  o: number,
): boolean {
  let x = 0,
    y = 0,
    z = 0,
    yaw = 0,
    scale = 1;
  if (spot.at === 'tower' || spot.at === 'shown') {
    const centre: [number, number] = [model.centres[2 * spot.base] ?? 0, model.centres[2 * spot.base + 1] ?? 0];
    const turn = view.board.towers[spot.base]?.turn ?? 0;
    const local = spot.at === 'tower' && spot.spot === 'ruby' ? RUBY_SPOT : TILE_SPOT;
    const [mx, mz] = spot.at === 'shown' ? centre : towerPoint(centre, turn, local);
    [x, y, z] = toScene(frame, mx, spot.at === 'shown' ? ROOF_Y + SHOWN_LIFT : BASE_H + 0.003, mz);
    yaw = frame.yaw + turnYaw(turn);
    scale = ((TILE_SIZE * frame.size) / HAND_TILE) * (spot.at === 'shown' ? SHOWN_SCALE : 1);
  } else if (spot.at === 'hand' || spot.at === 'used') {
    const p =
      spot.at === 'hand' ? handSlot(spot.seat, Math.min(HAND_LIMIT - 1, spot.slot)) : usedSlot(spot.seat, spot.slot);
    [x, y, z] = [p.x, TRAY_TILE_Y, p.z];
    yaw = stationOf(spot.seat).yaw;
  } else if (spot.at === 'chest') {
    const p = chestPlace(spot.seat);
    [x, y, z] = [p.x, CHEST.h + 0.05, p.z];
    yaw = stationOf(spot.seat).yaw;
    scale = 0.3;
  } else return false;
  out[o] = x;
  out[o + 1] = y;
  out[o + 2] = z;
  out[o + 3] = yaw;
  out[o + 4] = scale;
  return true;
}

/** Off the table from `from`: lifted and carried outwards from the table's middle, shrinking to nothing. */
function outPose(out: Float64Array, from: number, o: number): void {
  const x = out[from]!,
    z = out[from + 2]!;
  const d = Math.hypot(x, z) || 1;
  out[o] = x + (x / d) * 1.8;
  out[o + 1] = out[from + 1]! + 0.9;
  out[o + 2] = z + (z / d) * 1.8;
  out[o + 3] = out[from + 3]! + 0.6;
  out[o + 4] = 0;
}

/** The poses each travel goes from and to, two per travel (from, to), in the timeline's order of travels. */
function travelPoses(moves: readonly ItemMove[], view: LabiroView, frame: MapFrame, model: MapModel): Float64Array {
  const out = new Float64Array(moves.length * 2 * POSE);
  moves.forEach((mv, i) => {
    const f = 2 * POSE * i,
      t = f + POSE;
    if (!spotPose(mv.from, view, frame, model, out, f)) out.fill(0, f, f + POSE);
    if (!spotPose(mv.to, view, frame, model, out, t)) outPose(out, f, t);
  });
  return out;
}

/** The shortest way from angle a to angle b, a fraction k of it. */
function mixAngle(a: number, b: number, k: number): number {
  let d = (b - a) % (2 * Math.PI);
  if (d > Math.PI) d -= 2 * Math.PI;
  if (d < -Math.PI) d += 2 * Math.PI;
  return a + d * k;
}

/** Props: the view, the map's frame and model, and the animation state shared with the scene. */
export interface FlightsProps {
  readonly view: LabiroView;
  readonly frame: MapFrame;
  readonly model: MapModel;
  readonly anim: MutableRefObject<AnimState>;
}

/** The tiles travelling between towers, trays, chests and the used spots. */
export const Flights = memo(function Flights({ view, frame, model, anim }: FlightsProps) {
  const invalidate = useThree((s) => s.invalidate);
  const faces = useRef<InstancedMesh>(null);
  const backs = useRef<InstancedMesh>(null);
  const faceGeo = useMemo(() => atlasGeometry(tileGeometry(HAND_TILE, 0.04), CAP), []);
  const backGeo = useMemo(() => atlasGeometry(tileBackGeometry(HAND_TILE), CAP), []);
  useLayoutEffect(
    () => () => {
      faceGeo.dispose();
      backGeo.dispose();
    },
    [faceGeo, backGeo],
  );

  // The travels of the current timeline and their poses, made again when the timeline or the view changes.
  const plan = useRef<{
    stamp: number;
    view: LabiroView | null;
    moves: ItemMove[];
    poses: Float64Array;
    cells: Int32Array;
  }>({
    stamp: -1,
    view: null,
    moves: [],
    poses: new Float64Array(0),
    cells: new Int32Array(0),
  });
  const refresh = (timeline: Timeline, stamp: number) => {
    const p = plan.current;
    if (p.stamp === stamp && p.view === view) return;
    const moves = timeline.items.filter((a): a is ItemMove => a.kind === 'item');
    const cells = new Int32Array(2 * moves.length);
    moves.forEach((mv, i) => {
      cells[2 * i] = handCell(mv.item);
      cells[2 * i + 1] = mv.item.kind === 'ruby' ? RUBY_BACK : TILE_BACK;
    });
    plan.current = { stamp, view, moves, poses: travelPoses(moves, view, frame, model), cells };
  };

  const settled = useRef(false);
  /** Writes every travelling tile for time `now`. */
  const write = (now: number) => {
    const f = faces.current,
      b = backs.current;
    if (!f || !b) return;
    const { moves, poses, cells } = plan.current;
    const timeline = anim.current.timeline;
    let n = 0;
    for (let i = 0; i < moves.length && n < CAP; i++) {
      const mv = moves[i]!;
      if (!drawnMove(timeline, mv, now)) continue;
      const k = now <= mv.start ? 0 : Math.min(1, (now - mv.start) / (mv.end - mv.start));
      const e = easeInOutCubic(k);
      const o = 2 * POSE * i,
        d = o + POSE;
      const x0 = poses[o]!,
        y0 = poses[o + 1]!,
        z0 = poses[o + 2]!;
      const x1 = poses[d]!,
        y1 = poses[d + 1]!,
        z1 = poses[d + 2]!;
      const span = Math.hypot(x1 - x0, z1 - z0);
      const lift = mv.slide ? 0.04 : Math.min(1.4, 0.35 + 0.12 * span);
      at.set(x0 + (x1 - x0) * e, y0 + (y1 - y0) * e + lift * 4 * e * (1 - e), z0 + (z1 - z0) * e);
      // The tile turns to its landing direction in the first half, so a flip shows its face to whoever it goes to.
      euler.set(
        mv.flip ? Math.PI * (1 - e) : 0,
        mixAngle(poses[o + 3]!, poses[d + 3]!, easeInOutCubic(Math.min(1, 2 * k))),
        0,
      );
      q.setFromEuler(euler);
      // Into a chest the tile keeps its size until it is over the chest, then sinks in.
      const s0 = poses[o + 4]!,
        s1 = poses[d + 4]!;
      const sk = mv.to.at === 'chest' ? Math.max(0, (e - 0.6) / 0.4) : e;
      const s = s0 + (s1 - s0) * sk;
      size.set(s, s, s);
      m.compose(at, q, size);
      f.setMatrixAt(n, m);
      b.setMatrixAt(n, m);
      setAtlasCell(f, n, TILE_GRID, cells[2 * i]!);
      setAtlasCell(b, n, TILE_GRID, cells[2 * i + 1]!);
      n++;
    }
    for (let i = n; i < f.count; i++) {
      f.setMatrixAt(i, HIDDEN);
      b.setMatrixAt(i, HIDDEN);
    }
    f.count = b.count = n;
    f.instanceMatrix.needsUpdate = b.instanceMatrix.needsUpdate = true;
  };

  useLayoutEffect(() => {
    refresh(anim.current.timeline, anim.current.stamp);
    settled.current = false;
    write(animNow());
    invalidate();
  });

  useFrame(() => {
    const now = animNow();
    const a = anim.current;
    const moving = playing(a.timeline, now);
    if (!moving && settled.current && plan.current.stamp === a.stamp) return;
    refresh(a.timeline, a.stamp);
    write(now);
    settled.current = !moving;
    if (moving) invalidate();
  });

  return (
    <group>
      <instancedMesh ref={faces} args={[faceGeo, tilePrint(), CAP]} castShadow frustumCulled={false} />
      <instancedMesh ref={backs} args={[backGeo, tilePrint(), CAP]} frustumCulled={false} />
    </group>
  );
});
