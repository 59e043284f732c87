// The physical dice tray (loaded lazily, with Rapier): wooden walls as colliders, the solver's supply dice
// as dynamic bodies a player can flick, and the thrown dice as kinematic bodies that follow the server's
// track, so they knock the supply dice about. Only the thrown dice carry meaning; the rest is local feel.
import { use, useMemo, useRef, type RefObject } from 'react';
import RAPIER from '@dimforge/rapier3d-compat';
import { useFrame, useThree } from '@react-three/fiber';
import {
  CuboidCollider,
  Physics,
  RigidBody,
  RoundCuboidCollider,
  useBeforePhysicsStep,
  type RapierRigidBody,
} from '@react-three/rapier';
import { Quaternion, Vector3, type Group } from 'three';
import type { ThrowMessage } from '../../../../shared/protocol.js';
import { Die } from './Die.js';
import { ThrowPlayback } from './ThrowPlayback.js';
import { TrayModel, WALLS } from './TrayModel.js';
import { supplySlots } from './supplyLayout.js';
import { frameCount, framePose } from './track.js';
import { DIE_EDGE, DIE_ROUNDING, TRAY_HALF_X, TRAY_HALF_Z, TRAY_WALL_HEIGHT } from './trayShape.js';

/** Props of `DiceTray`. Mount it inside a group placed (moved and turned, not scaled) at the tray's spot. */
export interface DiceTrayProps {
  /** The throw to play back (every screen sees the same); null: no thrown dice. */
  readonly track: ThrowMessage | null;
  /** White dice lying unrolled in the tray, 0–18. */
  readonly supply: number;
  /** Called once when the thrown dice have come to rest. */
  readonly onSettled?: () => void;
  /** Show the thrown dice at rest at once (reload, late joiner). */
  readonly instant?: boolean;
  /** Which thrown dice glow, by index in the track. */
  readonly highlighted?: readonly boolean[];
  /** Click on a thrown die, by index in the track. */
  readonly onDieClick?: (index: number) => void;
  /** Let a click flick a supply die (default true). */
  readonly flick?: boolean;
  /** Draw Rapier's collider outlines. */
  readonly debug?: boolean;
}

/** Gravity as the server's throws use it (units/s², 1 unit = 10 cm), so local knocks feel the same. */
const GRAVITY: [number, number, number] = [0, -40, 0];
const HALF = DIE_EDGE / 2 - DIE_ROUNDING;

/**
 * Rapier's WASM, started as this chunk loads. rapier3d-compat 0.19 warns about its own loader's old call style;
 * starting it here with that one line hushed means <Physics>'s later init() finds it ready and stays quiet.
 */
const rapierReady: Promise<void> = (() => {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('using deprecated parameters for the initialization')) return;
    warn(...args);
  };
  return RAPIER.init().finally(() => {
    console.warn = warn;
  });
})();

const wp = new Vector3();
const wq = new Quaternion();

/** Walls and floor as fixed colliders (the floor reaches under the walls). */
function TrayColliders() {
  const h = TRAY_WALL_HEIGHT / 2;
  return (
    <RigidBody type="fixed" colliders={false}>
      <CuboidCollider args={[TRAY_HALF_X + 0.5, 0.1, TRAY_HALF_Z + 0.5]} position={[0, -0.1, 0]} friction={0.35} restitution={0.4} />
      {WALLS.map(([x, z, lx, lz], i) => (
        // Invisible extra height keeps flicked dice in the tray.
        <CuboidCollider key={i} args={[lx / 2, h + 0.3, lz / 2]} position={[x, h + 0.3, z]} friction={0.3} restitution={0.45} />
      ))}
    </RigidBody>
  );
}

/** One unrolled white die: a dynamic body; a click flicks it away from the pointer. */
function SupplyDie({ x, z, yaw, value, flick }: { x: number; z: number; yaw: number; value: number; flick: boolean }) {
  const body = useRef<RapierRigidBody>(null);
  const invalidate = useThree((s) => s.invalidate);
  return (
    <RigidBody
      ref={body}
      colliders={false}
      position={[x, DIE_EDGE / 2 + 0.002, z]}
      rotation={[0, yaw, 0]}
      linearDamping={0.1}
      angularDamping={0.1}
    >
      <RoundCuboidCollider args={[HALF, HALF, HALF, DIE_ROUNDING]} density={1} friction={0.35} restitution={0.5} />
      <Die
        kind="white"
        value={value}
        onClick={
          flick
            ? (e) => {
                e.stopPropagation();
                const b = body.current;
                if (!b) return;
                const c = b.translation();
                const m = b.mass();
                let dx = c.x - e.point.x;
                let dz = c.z - e.point.z;
                const d = Math.hypot(dx, dz) || 1;
                dx /= d;
                dz /= d;
                b.applyImpulse({ x: dx * 4 * m, y: 4.5 * m, z: dz * 4 * m }, true);
                const k = m * DIE_EDGE * DIE_EDGE * 5;
                b.applyTorqueImpulse({ x: dz * k * (1 + Math.random()), y: (Math.random() - 0.5) * k, z: -dx * k * (1 + Math.random()) }, true);
                invalidate(); // an on-demand canvas starts drawing; physics keeps it going while bodies move
              }
            : undefined
        }
      />
    </RigidBody>
  );
}

/** A thrown die's collider: a kinematic body that copies the played-back die's pose before each step. */
function ThrownCollider({ index, start, groups }: { index: number; start: readonly number[]; groups: RefObject<(Group | null)[]> }) {
  const body = useRef<RapierRigidBody>(null);
  const last = useRef({ p: new Vector3(Infinity, 0, 0), q: new Quaternion(), still: 0 });
  useBeforePhysicsStep(() => {
    const g = groups.current?.[index];
    const b = body.current;
    if (!g || !b) return;
    g.getWorldPosition(wp);
    g.getWorldQuaternion(wq);
    // Only move when the die moved: a kinematic body told to move stays awake, and keeps the canvas drawing.
    const l = last.current;
    if (l.p.distanceToSquared(wp) < 1e-12 && Math.abs(l.q.dot(wq)) > 1 - 1e-12) {
      // Rapier keeps kinematic bodies in its active set (and the canvas drawing): a resting one turns fixed.
      if (++l.still === 8) b.setBodyType(RAPIER.RigidBodyType.Fixed, false);
      return;
    }
    if (l.still >= 8) b.setBodyType(RAPIER.RigidBodyType.KinematicPositionBased, true);
    l.still = 0;
    l.p.copy(wp);
    l.q.copy(wq);
    b.setNextKinematicTranslation(wp);
    b.setNextKinematicRotation(wq);
  });
  return (
    <RigidBody
      ref={body}
      type="kinematicPosition"
      colliders={false}
      position={[start[0] ?? 0, start[1] ?? 1, start[2] ?? 0]}
      quaternion={[start[3] ?? 0, start[4] ?? 0, start[5] ?? 0, start[6] ?? 1]}
    >
      <RoundCuboidCollider args={[HALF, HALF, HALF, DIE_ROUNDING]} friction={0.35} restitution={0.5} />
    </RigidBody>
  );
}

/** Keeps an on-demand canvas drawing while the thrown dice move (physics then keeps itself awake). */
function KeepAwake({ track }: { track: ThrowMessage | null }) {
  const until = useRef(0);
  const started = useRef<ThrowMessage | null>(null);
  useFrame((state) => {
    if (track && started.current !== track) {
      started.current = track;
      const frames = Math.max(0, ...track.dice.map((d) => frameCount(d.frames)));
      until.current = state.clock.elapsedTime + frames / track.fps + 0.5;
    }
    if (state.clock.elapsedTime < until.current) state.invalidate();
  });
  return null;
}

/** The physical tray; default export so `React.lazy` can load it with Rapier in its own chunk. */
export default function DiceTrayPhysics(props: DiceTrayProps) {
  use(rapierReady);
  const { track, supply, flick = true } = props;
  const groups = useRef<(Group | null)[]>([]);
  const slots = useMemo(() => supplySlots(supply), [supply]);
  return (
    <group>
      <TrayModel />
      <ThrowPlayback
        track={track}
        onSettled={props.onSettled}
        instant={props.instant}
        highlighted={props.highlighted}
        onDieClick={props.onDieClick}
        groupsRef={groups}
      />
      <KeepAwake track={track} />
      <Physics gravity={GRAVITY} timeStep={1 / 120} debug={props.debug}>
        <TrayColliders />
        {slots.map((s, i) => (
          <SupplyDie key={i} x={s.x} z={s.z} yaw={s.yaw} value={s.value} flick={flick} />
        ))}
        {track?.dice.map((d, i) => (
          <ThrownCollider key={`${track.roll}:${i}`} index={i} start={framePose(d.frames, 0)} groups={groups} />
        ))}
      </Physics>
    </group>
  );
}
