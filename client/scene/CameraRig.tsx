// Camera presets and orbit controls. Preset changes glide over ~0.7 s (0.15 s with reduced motion); 'cinematic'
// orbits slowly (a quarter as fast with reduced motion); 'director'
// glides (about a second, smootherstep) to what the director (useDirector.ts) frames after each event and back to
// the wide shot. All call invalidate() each frame while they move (the canvas renders on demand), and write only
// refs, never state. A drag or the wheel hands the camera to the person; the director waits until chosen again.
import { animationSpeed, cameraMotion } from './motion.js';
import { useEffect, useMemo, useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { OrbitControls } from '@react-three/drei';
import { MathUtils, TOUCH, Vector3 } from 'three';
import type { OrbitControls as OrbitControlsImpl } from 'three-stdlib';
import type { AnyGameClient, CameraPose } from '../kit/contract.js';
import type { CameraPreset } from '../store.js';
import { TABLE_DEPTH, TABLE_LENGTH } from './dimensions.js';
import { onDirectorWake } from './directorBus.js';
import { useDirector } from './useDirector.js';

/** The lowest the camera may look from: a little above the table plane (never under the table). */
export const MAX_POLAR = Math.PI / 2 - 0.12;

// Scratch vectors, created once.
const fromPos = new Vector3();
const fromTarget = new Vector3();
const toPos = new Vector3();
const toTarget = new Vector3();
const offset = new Vector3();

/** The cinematic start: the seat pose pulled back and up, turned a little. */
export function cinematicPose(seat: CameraPose): CameraPose {
  const [px, , pz] = seat.position;
  const [tx, ty, tz] = seat.target;
  const dx = px - tx,
    dz = pz - tz;
  const flat = Math.max(2, Math.hypot(dx, dz, seat.position[1] - ty)) * 1.35;
  const angle = Math.atan2(dx, dz) + 0.6;
  return {
    position: [tx + Math.sin(angle) * flat * 0.85, ty + flat * 0.55, tz + Math.cos(angle) * flat * 0.85],
    target: [tx, ty, tz],
  };
}

interface Glide {
  t: number;
  /** Seconds the move lasts. */
  readonly seconds: number;
  /** The longest step one frame may take (s): presets skip nothing after a stall; the director keeps to its schedule's clock. */
  readonly maxStep: number;
}

/** A pose stepped back for a tall window: poses are framed for a landscape one (a phone held upright keeps the width). */
function pulledBack(pose: CameraPose, aspect: number): void {
  toTarget.set(...pose.target);
  const pullBack = aspect < 1.3 ? (1.3 / aspect) ** 0.75 : 1;
  toPos
    .set(...pose.position)
    .sub(toTarget)
    .multiplyScalar(pullBack)
    .add(toTarget);
}

/**
 * Moves the camera to `pose` when it changes; orbits while `preset` is 'cinematic'; follows the director while
 * 'director' (which asks `game` for its shots; null while the game's client loads).
 */
export function CameraRig({
  pose,
  preset,
  game,
}: {
  readonly pose: CameraPose;
  readonly preset: CameraPreset;
  readonly game: AnyGameClient | null;
}) {
  const controls = useRef<OrbitControlsImpl>(null);
  const glide = useRef<Glide | null>(null);
  const camera = useThree((s) => s.camera);
  const invalidate = useThree((s) => s.invalidate);
  const aspect = useThree((s) => s.size.width / Math.max(1, s.size.height));
  const key = useMemo(() => JSON.stringify(pose), [pose]);
  const first = useRef(true);
  /** The person moved the camera while the director was on: it stays theirs until the director is chosen again. */
  const manual = useRef(false);
  const directing = preset === 'director';
  const pressed = useRef(false);

  /** Starts a glide from where the camera is to toPos/toTarget (at once the very first time). */
  const start = (seconds: number, maxStep = 0.1) => {
    const c = controls.current;
    fromPos.copy(camera.position);
    fromTarget.copy(c ? c.target : toTarget);
    glide.current = { t: first.current ? 1 : 0, seconds, maxStep };
    first.current = false;
    if (glide.current.t >= 1) {
      camera.position.copy(toPos);
      c?.target.copy(toTarget);
      camera.lookAt(toTarget);
      glide.current = null;
    }
    invalidate();
  };

  const director = useDirector(directing, pose, game, (to, seconds) => {
    if (manual.current) return;
    // Director poses are fitted to the window already.
    toTarget.set(...to.target);
    toPos.set(...to.position);
    // Slow frames must not stretch the move past the hold the schedule counts on (a software renderer).
    start(seconds, 0.4);
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the glide starts for a new preset key, aspect or directing; pose, start and director are read as they are then
  useEffect(() => {
    manual.current = false;
    if (directing) {
      const to = director.pose();
      toTarget.set(...to.target);
      toPos.set(...to.position);
      start(director.timing.glide);
      return;
    }
    pulledBack(pose, aspect);
    start(cameraMotion().glideSeconds);
  }, [key, aspect, directing]);

  // Key 4 (or the button) again after a drag: the director takes the camera back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: subscribes once; the callback reads director and start as they are when it fires
  useEffect(
    () =>
      onDirectorWake(() => {
        if (!manual.current) return;
        manual.current = false;
        const to = director.pose();
        toTarget.set(...to.target);
        toPos.set(...to.position);
        start(director.timing.glide);
      }),
    [],
  );

  useFrame((_, rawDelta) => {
    const c = controls.current;
    if (!c) return;
    const delta = Math.min(rawDelta, 0.1);
    const g = glide.current;
    if (g) {
      g.t = Math.min(1, g.t + Math.min(rawDelta, g.maxStep) / g.seconds);
      const k = MathUtils.smootherstep(g.t, 0, 1);
      camera.position.lerpVectors(fromPos, toPos, k);
      c.target.lerpVectors(fromTarget, toTarget, k);
      camera.lookAt(c.target);
      if (g.t >= 1) glide.current = null;
      invalidate();
    } else if (preset === 'cinematic') {
      // The frame clock runs faster with reduced motion (motion.ts): the orbit keeps to its own slow pace.
      offset
        .subVectors(camera.position, c.target)
        .applyAxisAngle(Y_AXIS, (delta / animationSpeed()) * cameraMotion().orbitRadPerS);
      camera.position.addVectors(c.target, offset);
      camera.lookAt(c.target);
      invalidate();
    }
  });

  return (
    <OrbitControls
      ref={controls}
      makeDefault
      enableDamping
      dampingFactor={0.12}
      minDistance={1.2}
      maxDistance={32}
      maxPolarAngle={MAX_POLAR}
      touches={TOUCHES}
      onStart={() => {
        glide.current = null; // the user takes over
        pressed.current = true;
      }}
      onEnd={() => {
        pressed.current = false;
      }}
      onChange={() => {
        // A drag or the wheel (not a mere click) pauses the director.
        if (pressed.current && directing) manual.current = true;
        // Keep the orbit centre over the table.
        const c = controls.current;
        if (!c) return;
        c.target.x = MathUtils.clamp(c.target.x, -TABLE_LENGTH / 2, TABLE_LENGTH / 2);
        c.target.z = MathUtils.clamp(c.target.z, -TABLE_DEPTH / 2, TABLE_DEPTH / 2);
        c.target.y = MathUtils.clamp(c.target.y, 0, 3);
      }}
    />
  );
}

const Y_AXIS = new Vector3(0, 1, 0);

/** Touch: one finger turns round the table, two fingers pinch to zoom and orbit together (pieces take one-finger drags they start on). */
const TOUCHES = { ONE: TOUCH.ROTATE, TWO: TOUCH.DOLLY_ROTATE };
