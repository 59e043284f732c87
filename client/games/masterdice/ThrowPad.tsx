// The solver's throw by hand: press on his tray, drag the way the dice should fly and let go. A chalk arrow on
// the felt shows the throw while he aims (its direction, its length the strength); the gesture goes to the
// server with the roll, whose physics throws that way. A tap throws nothing (a tap on a die flicks it); the R key
// and the button make a plain throw.
import { useMemo, useRef, useState } from 'react';
import { useThree, type ThreeEvent } from '@react-three/fiber';
import { type CanvasTexture, MeshBasicMaterial, Vector3 } from 'three';
import { MAX_AIM_ANGLE, type DiceAim } from '../../../shared/core/index.js';
import { makeCanvas } from '../../scene/paint.js';
import { canvasTexture } from '../../scene/textures.js';
import { rayToBoard, useBoardFrame } from './frame.js';
import { SOLVER_TRAY } from './layout.js';
import { TRAY_INTERIOR } from './Tray.js';

/** A drag shorter than this (scene units, 1 = 10 cm) is a tap, not a throw. */
export const TAP_LENGTH = 0.15;
/** A drag this long or longer is the hardest throw. */
export const FULL_DRAG = 1.8;
/** Height of the felt the gesture is read on, in the tray's frame. */
const PAD_Y = 0.01;

/**
 * The gesture of a drag on the tray, from where it started to where it was let go (board frame, the solver
 * sits on +z): null for a tap (no throw); else the angle from straight ahead (clamped to ±MAX_AIM_ANGLE) and the strength
 * from the drag's length.
 */
export function aimOfDrag(dx: number, dz: number): DiceAim | null {
  const length = Math.hypot(dx, dz);
  if (length < TAP_LENGTH) return null;
  const angle = Math.max(-MAX_AIM_ANGLE, Math.min(MAX_AIM_ANGLE, Math.atan2(dx, -dz)));
  const strength = Math.min(1, (length - TAP_LENGTH) / (FULL_DRAG - TAP_LENGTH));
  return { angle: Math.round(angle * 1000) / 1000, strength: Math.round(strength * 1000) / 1000 };
}

let arrowTexture: CanvasTexture | null = null;
/** A chalk arrow pointing up the texture (-z once laid on the felt), drawn once. */
function arrow(): CanvasTexture {
  if (arrowTexture) return arrowTexture;
  const [canvas, g] = makeCanvas(128, 512);
  g.fillStyle = 'rgba(246,238,214,1)';
  g.beginPath();
  g.moveTo(64, 8);
  g.lineTo(120, 120);
  g.lineTo(82, 112);
  g.lineTo(78, 500);
  g.lineTo(50, 500);
  g.lineTo(46, 112);
  g.lineTo(8, 120);
  g.closePath();
  g.fill();
  arrowTexture = canvasTexture(canvas);
  return arrowTexture;
}

/** Props of `ThrowPad`. */
export interface ThrowPadProps {
  /** Called on the release of a drag (not a tap), with its gesture. */
  readonly onThrow: (aim: DiceAim) => void;
}

/** The pad over the solver's tray while he may throw; mount it only then. */
export function ThrowPad({ onThrow }: ThrowPadProps) {
  const board = useBoardFrame();
  const controls = useThree((s) => s.controls) as { enabled: boolean } | null;
  const invalidate = useThree((s) => s.invalidate);
  const start = useRef<Vector3 | null>(null);
  const [aim, setAim] = useState<DiceAim | null>(null);
  const material = useMemo(
    () =>
      new MeshBasicMaterial({ map: arrow(), transparent: true, opacity: 0.8, depthWrite: false, toneMapped: false }),
    [],
  );
  const hit = useMemo(() => new Vector3(), []);
  const [tx, , tz] = SOLVER_TRAY;

  const at = (e: ThreeEvent<PointerEvent>): Vector3 | null =>
    board?.current && rayToBoard(e.ray, board.current, PAD_Y, hit) ? hit : null;
  const end = () => {
    start.current = null;
    setAim(null);
    if (controls) controls.enabled = true;
    document.body.style.cursor = '';
  };

  const length = aim ? TAP_LENGTH + aim.strength * (FULL_DRAG - TAP_LENGTH) : 0;
  return (
    <group position={[tx, 0, tz]}>
      <mesh
        position={[0, PAD_Y, 0]}
        rotation={[-Math.PI / 2, 0, 0]}
        onPointerDown={(e) => {
          const p = at(e);
          if (!p) return;
          e.stopPropagation();
          (e.target as Element | null)?.setPointerCapture?.(e.pointerId);
          start.current = p.clone();
          if (controls) controls.enabled = false;
          document.body.style.cursor = 'grabbing';
        }}
        onPointerMove={(e) => {
          const s = start.current;
          const p = s ? at(e) : null;
          if (!s || !p) return;
          setAim(aimOfDrag(p.x - s.x, p.z - s.z));
          invalidate();
        }}
        onPointerUp={(e) => {
          const s = start.current;
          if (!s) return;
          e.stopPropagation();
          (e.target as Element | null)?.releasePointerCapture?.(e.pointerId);
          const p = at(e);
          end();
          const aim = p ? aimOfDrag(p.x - s.x, p.z - s.z) : null;
          if (aim) onThrow(aim);
        }}
        onPointerCancel={end}
        onPointerOver={() => {
          if (!start.current) document.body.style.cursor = 'grab';
        }}
        onPointerOut={() => {
          if (!start.current) document.body.style.cursor = '';
        }}
      >
        <planeGeometry args={[TRAY_INTERIOR.halfX * 2, TRAY_INTERIOR.halfZ * 2]} />
        <meshBasicMaterial transparent opacity={0} depthWrite={false} />
      </mesh>
      {aim ? (
        // From the near wall's middle, the way the dice will fly, as long as the drag (the strength).
        <group position={[0, PAD_Y + 0.004, TRAY_INTERIOR.halfZ - 0.1]} rotation={[0, -aim.angle, 0]}>
          <mesh position={[0, 0, -length / 2]} rotation={[-Math.PI / 2, 0, 0]} material={material}>
            <planeGeometry args={[0.1 + 0.12 * aim.strength, length]} />
          </mesh>
        </group>
      ) : null}
    </group>
  );
}
