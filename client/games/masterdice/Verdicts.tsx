// After the reveal: a green tick or a red cross beside each column where the screen stood, popping in
// once the screen has gone (scale animated in useFrame), each turned to read upright from the camera.
import { memo, useLayoutEffect, useMemo, useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { MeshBasicMaterial, Vector3, type Group } from 'three';
import { COLOURS } from '../../../shared/games/masterdice/index.js';
import { easeOutBack, progress } from '../../scene/anim.js';
import { BOARD_TOP, COLUMN_X, SCREEN_Z } from './layout.js';
import { verdictTexture } from './textures.js';

const DELAY = 1.5;
const eye = new Vector3();

/** Props of `Verdicts`. */
export interface VerdictsProps {
  readonly code: readonly number[];
  readonly solution: readonly number[];
  /** Skip the pop (the reveal was already there when we arrived). */
  readonly instant: boolean;
}

/** The four right/wrong badges. */
export const Verdicts = memo(function Verdicts({ code, solution, instant }: VerdictsProps) {
  const groups = useRef<(Group | null)[]>([]);
  const start = useRef(instant ? -Infinity : -1);
  const invalidate = useThree((s) => s.invalidate);
  const materials = useMemo(
    () => ({
      right: new MeshBasicMaterial({ map: verdictTexture(true), transparent: true, depthWrite: false }),
      wrong: new MeshBasicMaterial({ map: verdictTexture(false), transparent: true, depthWrite: false }),
    }),
    [],
  );
  useLayoutEffect(() => {
    invalidate();
  }, [invalidate]);

  useFrame((state) => {
    if (start.current === -1) start.current = state.clock.elapsedTime;
    let moving = false;
    groups.current.forEach((g, c) => {
      if (!g) return;
      // Turn the badge so its tick or cross reads upright from wherever the camera is.
      if (g.parent) {
        g.parent.worldToLocal(eye.copy(state.camera.position));
        g.rotation.y = Math.atan2(eye.x - g.position.x, eye.z - g.position.z);
      }
      const p =
        start.current === -Infinity ? 1 : progress(state.clock.elapsedTime, start.current + DELAY + c * 0.15, 0.45);
      if (p < 1) moving = true;
      const s = Math.max(0.001, easeOutBack(p));
      g.scale.set(s, s, s);
    });
    if (moving) state.invalidate();
  });

  return (
    <group>
      {COLOURS.map((_, c) => (
        <group
          key={c}
          ref={(g) => {
            groups.current[c] = g;
          }}
          position={[COLUMN_X[c]!, BOARD_TOP + 0.004, SCREEN_Z]}
          scale={0.001}
        >
          <mesh rotation={[-Math.PI / 2, 0, 0]} material={code[c] === solution[c] ? materials.right : materials.wrong}>
            <circleGeometry args={[0.075, 32]} />
          </mesh>
        </group>
      ))}
    </group>
  );
});
