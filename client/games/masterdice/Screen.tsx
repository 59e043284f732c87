// The coder's screen: a three-panel folding screen standing between the solution row and the code row.
// Its outer face (towards the solver) carries the title, its inner face (towards the coder) a reference.
// At the reveal it lifts, folds flat and is laid down behind the board (animated in useFrame).
import { memo, useLayoutEffect, useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import type { BufferGeometry, Group, Material } from 'three';
import { easeInOutCubic, easeOutCubic, progress } from '../../scene/anim.js';
import { BOARD_TOP, SCREEN_REST_Z, SCREEN_Z } from './layout.js';
import { printMaterial, woodMaterial } from '../../scene/materials.js';
import { boxByFaces } from '../../scene/boxFaces.js';
import { SCREEN_SIZE, screenBackMiddle, screenBackWing, screenFrontMiddle, screenFrontWing } from './screenPrint.js';

const WING_ANGLE = 0.6;
const LIFT_SECONDS = 1.8;
const panelGeometry = new Map<number, BufferGeometry>();

/** A panel: its four edges in one draw call, then its front and its back (faces()'s materials). */
function panel(width: number): BufferGeometry {
  const hit = panelGeometry.get(width);
  if (hit) return hit;
  const geo = boxByFaces(width, SCREEN_SIZE.height, SCREEN_SIZE.thickness, [0, 0, 0, 0, 1, 2]);
  panelGeometry.set(width, geo);
  return geo;
}

/** A panel's materials, by panel()'s groups: the edges, the front (+z, the solver's side), the back (−z, the coder's). */
function faces(front: Material, back: Material): Material[] {
  return [woodMaterial('walnut', [0.2, 0.05]), front, back];
}

/** Props of `Screen`. */
export interface ScreenProps {
  /** Lifted away (the code is revealed). */
  readonly lifted: boolean;
}

/** The folding screen. */
export const Screen = memo(function Screen({ lifted }: ScreenProps) {
  const root = useRef<Group>(null);
  const left = useRef<Group>(null);
  const right = useRef<Group>(null);
  const anim = useRef({ from: lifted ? 1 : 0, to: lifted ? 1 : 0, start: -1 });
  const invalidate = useThree((s) => s.invalidate);

  useLayoutEffect(() => {
    const a = anim.current;
    const target = lifted ? 1 : 0;
    if (a.to === target) return;
    a.from = a.to === 1 ? 1 : 0;
    a.to = target;
    a.start = -1;
    invalidate();
  }, [lifted, invalidate]);

  useFrame((state) => {
    const a = anim.current;
    const g = root.current;
    if (!g || !left.current || !right.current) return;
    let t = a.to;
    if (a.from !== a.to) {
      if (a.start < 0) a.start = state.clock.elapsedTime;
      const p = progress(state.clock.elapsedTime, a.start, lifted ? LIFT_SECONDS : 0.8);
      t = a.from + (a.to - a.from) * p;
      if (p >= 1) a.from = a.to;
      else state.invalidate();
    }
    // 0–0.35: straight up; 0.35–1: back over the code row, folding flat, laid face up behind the board.
    const up = easeOutCubic(t / 0.35);
    const over = easeInOutCubic((t - 0.35) / 0.65);
    const restY = SCREEN_SIZE.thickness / 2 + 0.004;
    g.position.set(
      0,
      BOARD_TOP + up * 0.5 + over * (restY - BOARD_TOP - 0.5),
      SCREEN_Z + over * (SCREEN_REST_Z - SCREEN_Z),
    );
    g.rotation.set(-over * (Math.PI / 2), 0, 0);
    left.current.rotation.y = -WING_ANGLE * (1 - over);
    right.current.rotation.y = WING_ANGLE * (1 - over);
  });

  const h = SCREEN_SIZE.height;
  const m = SCREEN_SIZE.middle;
  const w = SCREEN_SIZE.wing;
  const middleFaces = faces(
    printMaterial('screen-front', screenFrontMiddle()),
    printMaterial('screen-back', screenBackMiddle()),
  );
  const wingFaces = faces(printMaterial('wing-front', screenFrontWing()), printMaterial('wing-back', screenBackWing()));
  return (
    <group ref={root} position={[0, BOARD_TOP, SCREEN_Z]}>
      <mesh geometry={panel(m)} material={middleFaces} position={[0, h / 2, 0]} castShadow receiveShadow />
      <group ref={left} position={[-m / 2 - 0.004, 0, 0]} rotation={[0, -WING_ANGLE, 0]}>
        <mesh geometry={panel(w)} material={wingFaces} position={[-w / 2, h / 2, 0]} castShadow receiveShadow />
      </group>
      <group ref={right} position={[m / 2 + 0.004, 0, 0]} rotation={[0, WING_ANGLE, 0]}>
        <mesh geometry={panel(w)} material={wingFaces} position={[w / 2, h / 2, 0]} castShadow receiveShadow />
      </group>
    </group>
  );
});
