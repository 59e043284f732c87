// The ready dice as Rapier bodies (this chunk loads lazily, with Rapier): the tray's floor and walls as fixed
// colliders, each die a dynamic body a click flicks away from the pointer. Local feel only: nothing is sent.
import { use, useEffect, useRef } from 'react';
import RAPIER from '@dimforge/rapier3d-compat';
import { useThree } from '@react-three/fiber';
import { CuboidCollider, Physics, RigidBody, RoundCuboidCollider, type RapierRigidBody } from '@react-three/rapier';
import { PHYSICS_READY_MARK } from '../../../scene/marks.js';
import { Die } from './Die.js';
import { flickImpulse, readySlots } from './readyLayout.js';
import {
  DIE_EDGE,
  DIE_ROUNDING,
  TRAY_HALF_X,
  TRAY_HALF_Z,
  TRAY_WALL_HEIGHT,
  TRAY_WALL_THICKNESS,
} from './trayShape.js';

/** Gravity as the server's throws use it (units/s², 1 unit = 10 cm), so a flick falls like a throw. */
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
  return RAPIER.init()
    .then(() => {
      performance.mark(PHYSICS_READY_MARK);
    })
    .finally(() => {
      console.warn = warn;
    });
})();

/** Walls as [centre x, centre z, half x, half z], overlapping at the corners. */
const WALLS: readonly (readonly [number, number, number, number])[] = (() => {
  const t = TRAY_WALL_THICKNESS / 2;
  return [
    [0, TRAY_HALF_Z + t, TRAY_HALF_X + 2 * t, t],
    [0, -TRAY_HALF_Z - t, TRAY_HALF_X + 2 * t, t],
    [TRAY_HALF_X + t, 0, t, TRAY_HALF_Z + 2 * t],
    [-TRAY_HALF_X - t, 0, t, TRAY_HALF_Z + 2 * t],
  ];
})();

/** The floor and walls (walls taller than drawn, so a hard flick stays in the tray). */
function TrayColliders() {
  const h = TRAY_WALL_HEIGHT / 2 + 0.3;
  return (
    <RigidBody type="fixed" colliders={false}>
      <CuboidCollider
        args={[TRAY_HALF_X + 0.5, 0.1, TRAY_HALF_Z + 0.5]}
        position={[0, -0.1, 0]}
        friction={0.35}
        restitution={0.4}
      />
      {WALLS.map(([x, z, hx, hz], i) => (
        <CuboidCollider key={i} args={[hx, h, hz]} position={[x, h, z]} friction={0.3} restitution={0.45} />
      ))}
    </RigidBody>
  );
}

/** One ready die: a dynamic body; a click flicks it. */
function ReadyDie({ x, z, yaw, value }: { x: number; z: number; yaw: number; value: number }) {
  const body = useRef<RapierRigidBody>(null);
  const invalidate = useThree((s) => s.invalidate);
  // Lying still on the felt until touched: an asleep body asks for no frame (a software renderer draws none).
  useEffect(() => body.current?.sleep(), []);
  return (
    <RigidBody
      ref={body}
      colliders={false}
      position={[x, DIE_EDGE / 2, z]}
      rotation={[0, yaw, 0]}
      linearDamping={0.1}
      angularDamping={0.1}
    >
      <RoundCuboidCollider args={[HALF, HALF, HALF, DIE_ROUNDING]} density={1} friction={0.35} restitution={0.5} />
      <Die
        kind="white"
        value={value}
        onClick={(e) => {
          // Not stopped: the throw pad under the die must see the tap end (a tap throws nothing).
          const b = body.current;
          if (!b) return;
          // Rapier's bodies live in world space, like the event's point.
          const m = b.mass();
          const impulse = flickImpulse(b.translation(), e.point, m);
          b.applyImpulse(impulse, true);
          const k = m * DIE_EDGE * DIE_EDGE * 4;
          b.applyTorqueImpulse({ x: impulse.z * k, y: k * 0.5, z: -impulse.x * k }, true);
          invalidate(); // an on-demand canvas starts drawing; <Physics> keeps it going while a body is awake
        }}
      />
    </RigidBody>
  );
}

/** The physical ready dice; default export so `React.lazy` can load it with Rapier in its own chunk. */
export default function ReadyDicePhysics({ count }: { count: number }) {
  use(rapierReady);
  return (
    <Physics gravity={GRAVITY} timeStep={1 / 120}>
      <TrayColliders />
      {readySlots(count).map((s, i) => (
        <ReadyDie key={i} {...s} />
      ))}
    </Physics>
  );
}
