// A die that glides (with a little hop) to wherever it is told: from where a throw left it to a well of
// the board, back to the tray, under the pointer while dragged. Poses are written in useFrame from refs.
import { memo, useLayoutEffect, useRef } from 'react';
import { useFrame, useThree, type ThreeEvent } from '@react-three/fiber';
import { Quaternion, Vector3, type Group } from 'three';
import { Die } from './dice/index.js';
import { restingRotation, type QuatTuple } from './dice/layout.js';
import type { DieColour } from './dice/look.js';
import { damp, easeInOutCubic, progress } from '../../scene/anim.js';
import { quality } from '../../scene/quality.js';

/** Where a die's group lies, in the board frame; `quaternion` turns the group (its mesh shows `value` up). */
export interface Pose {
  readonly position: readonly [number, number, number];
  readonly quaternion: QuatTuple;
}

/** The pointer drag in progress, shared by the dice and the board (mutable: read in the frame loop). */
export const drag = {
  /** Id of the die under the pointer, or null. */
  id: null as string | null,
  /** Where the pointer meets the drag plane, in the board frame. */
  point: new Vector3(),
  /** The pointer moved far enough to count as a drag rather than a click. */
  moved: false,
};

/** A die's live pose for whoever needs it next (a placed row glides from where its dice were). */
export interface PoseSlot {
  value: number;
  position: Vector3;
  /** The visible orientation (group turn × the value's resting turn). */
  quaternion: Quaternion;
}

const qa = new Quaternion();
const qb = new Quaternion();
const before = new Vector3();

/** The group turn that shows a die exactly as a throw left it: body · faceFix · resting(value)⁻¹. */
export function groupTurnFromThrow(body: Quaternion, faceFix: QuatTuple, value: number): QuatTuple {
  qa.set(faceFix[0], faceFix[1], faceFix[2], faceFix[3]);
  const r = restingRotation(value);
  qb.set(r[0], r[1], r[2], r[3]).invert();
  const q = body.clone().multiply(qa).multiply(qb).normalize();
  return [q.x, q.y, q.z, q.w];
}

/** Props of `GlideDie`. */
export interface GlideDieProps {
  /** Stable id (for the drag). */
  readonly id: string;
  readonly value: number;
  readonly kind: 'white' | 'code';
  readonly colour?: DieColour;
  /** Where it should lie. A change starts a glide. */
  readonly target: Pose;
  /** Where it appears when mounted (then glides to `target`); absent: appears at `target`. */
  readonly from?: Pose;
  /** Delay before the first glide, seconds. */
  readonly delay?: number;
  readonly highlighted?: boolean;
  /** Hover a little above its place (picked up). */
  readonly lifted?: boolean;
  readonly slot?: PoseSlot;
  readonly onPointerDown?: (e: ThreeEvent<PointerEvent>) => void;
  readonly onPointerMove?: (e: ThreeEvent<PointerEvent>) => void;
  readonly onPointerUp?: (e: ThreeEvent<PointerEvent>) => void;
  readonly onPointerOver?: (e: ThreeEvent<PointerEvent>) => void;
  readonly onPointerOut?: (e: ThreeEvent<PointerEvent>) => void;
}

interface Tween {
  from: Vector3;
  fromQ: Quaternion;
  to: Vector3;
  toQ: Quaternion;
  start: number;
  delay: number;
  duration: number;
  hop: number;
  active: boolean;
}

/** One die moving between poses. */
export const GlideDie = memo(function GlideDie(props: GlideDieProps) {
  const group = useRef<Group>(null);
  const invalidate = useThree((s) => s.invalidate);
  const tween = useRef<Tween>({
    from: new Vector3(),
    fromQ: new Quaternion(),
    to: new Vector3(),
    toQ: new Quaternion(),
    start: -1,
    delay: 0,
    duration: 0.5,
    hop: 0,
    active: false,
  });
  const lift = useRef(0);
  const wasDragged = useRef(false);
  const first = useRef(true);
  const [tx, ty, tz] = props.target.position;
  const [qx, qy, qz, qw] = props.target.quaternion;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the glide restarts only when the target itself changes, not when from or delay do
  useLayoutEffect(() => {
    const g = group.current;
    if (!g) return;
    const t = tween.current;
    t.to.set(tx, ty, tz);
    t.toQ.set(qx, qy, qz, qw);
    if (first.current) {
      first.current = false;
      const from = props.from;
      if (!from) {
        g.position.copy(t.to);
        g.quaternion.copy(t.toQ);
        invalidate();
        return;
      }
      g.position.set(from.position[0], from.position[1], from.position[2]);
      g.quaternion.set(from.quaternion[0], from.quaternion[1], from.quaternion[2], from.quaternion[3]);
    }
    t.from.copy(g.position);
    t.fromQ.copy(g.quaternion);
    const distance = t.from.distanceTo(t.to);
    t.duration = Math.min(0.85, 0.28 + distance * 0.3);
    t.hop = Math.min(0.3, 0.04 + distance * 0.12);
    t.delay = props.delay ?? 0;
    t.start = -1;
    t.active = true;
    invalidate();
    // The glide restarts only when the target itself changes.
  }, [tx, ty, tz, qx, qy, qz, qw, invalidate]);

  const bob = quality().idleMotion; // a lifted die bobs only where idle motion is cheap and wanted
  useFrame((state, dt) => {
    const g = group.current;
    if (!g) return;
    const t = tween.current;
    let moving = false;
    if (drag.id === props.id && drag.moved) {
      wasDragged.current = true;
      before.copy(g.position);
      g.position.lerp(drag.point, damp(22, dt));
      moving = before.distanceToSquared(g.position) > 1e-8;
    } else {
      if (wasDragged.current) {
        // Released: glide from here to wherever the target is now.
        wasDragged.current = false;
        t.from.copy(g.position);
        t.fromQ.copy(g.quaternion);
        t.duration = 0.3;
        t.hop = 0.02;
        t.delay = 0;
        t.start = -1;
        t.active = true;
        lift.current = 0;
      }
      const wanted = props.lifted ? 0.07 : 0;
      const settledLift = Math.abs(lift.current - wanted) < 1e-4;
      if (t.active || !settledLift || props.lifted) {
        if (t.active) {
          if (t.start < 0) t.start = state.clock.elapsedTime;
          const p = progress(state.clock.elapsedTime, t.start + t.delay, t.duration);
          const e = easeInOutCubic(p);
          g.position.lerpVectors(t.from, t.to, e);
          g.position.y += Math.sin(Math.PI * e) * t.hop;
          g.quaternion.slerpQuaternions(t.fromQ, t.toQ, e);
          t.active = p < 1;
        } else {
          g.position.copy(t.to);
          g.quaternion.copy(t.toQ);
        }
        lift.current = settledLift ? wanted : lift.current + (wanted - lift.current) * damp(10, dt);
        g.position.y += lift.current;
        if (props.lifted && bob) g.position.y += Math.sin(state.clock.elapsedTime * 3) * 0.008;
        moving = t.active || !settledLift || (props.lifted === true && bob);
      }
    }
    const slot = props.slot;
    if (slot) {
      slot.value = props.value;
      slot.position.copy(g.position);
      const r = restingRotation(props.value);
      qb.set(r[0], r[1], r[2], r[3]);
      slot.quaternion.copy(g.quaternion).multiply(qb);
    }
    if (moving) state.invalidate();
  });

  return (
    <group
      ref={group}
      onPointerDown={props.onPointerDown}
      onPointerMove={props.onPointerMove}
      onPointerUp={props.onPointerUp}
      onPointerOver={props.onPointerOver}
      onPointerOut={props.onPointerOut}
    >
      <Die value={props.value} kind={props.kind} colour={props.colour} highlighted={props.highlighted} />
    </group>
  );
});
