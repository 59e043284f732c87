// The solver's supply: an oak block with 18 sockets beside his tray, one white die in each socket still
// held, so the dice left (and the points they are worth) can be counted at a glance.
import { memo, useLayoutEffect, useMemo, useRef } from 'react';
import { RoundedBox } from '@react-three/drei';
import { useThree } from '@react-three/fiber';
import { MeshStandardMaterial, Object3D, PlaneGeometry, type InstancedMesh } from 'three';
import { WHITE_DICE } from '../../../shared/games/masterdice/index.js';
import { dieGeometry, dieMaterial } from './dice/look.js';
import { restingRotation } from './dice/layout.js';
import { DIE_EDGE, SUPPLY_AT } from './layout.js';
import { woodMaterial } from '../../scene/materials.js';

const COLS = 3;
const PITCH = 0.235;
const HEIGHT = 0.07;
const SINK = 0.035;

/** Socket centres in the rack's own frame, front (solver side) row first. */
function socket(i: number): [number, number] {
  const col = i % COLS;
  const row = Math.floor(i / COLS);
  return [(col - (COLS - 1) / 2) * PITCH, (2.5 - row) * PITCH];
}

const scratch = new Object3D();
let socketMaterial: MeshStandardMaterial | null = null;

/** Props of `SupplyRack`. */
export interface SupplyRackProps {
  /** White dice in the rack now. */
  readonly count: number;
}

/** The rack and its dice (instanced). */
export const SupplyRack = memo(function SupplyRack({ count }: SupplyRackProps) {
  const dice = useRef<InstancedMesh>(null);
  const sockets = useRef<InstancedMesh>(null);
  const invalidate = useThree((s) => s.invalidate);
  const socketGeometry = useMemo(() => new PlaneGeometry(DIE_EDGE + 0.03, DIE_EDGE + 0.03).rotateX(-Math.PI / 2), []);
  if (!socketMaterial) socketMaterial = new MeshStandardMaterial({ color: '#2b1a0e', roughness: 0.9 });

  useLayoutEffect(() => {
    const s = sockets.current;
    if (!s) return;
    for (let i = 0; i < WHITE_DICE; i++) {
      const [x, z] = socket(i);
      scratch.position.set(x, HEIGHT + 0.0008, z);
      scratch.quaternion.identity();
      scratch.updateMatrix();
      s.setMatrixAt(i, scratch.matrix);
    }
    s.instanceMatrix.needsUpdate = true;
  }, []);

  useLayoutEffect(() => {
    const d = dice.current;
    if (!d) return;
    const n = Math.max(0, Math.min(WHITE_DICE, count));
    for (let i = 0; i < n; i++) {
      // The last sockets empty first: the dice left sit at the front, nearest the solver.
      const [x, z] = socket(i);
      const r = restingRotation((i % 6) + 1);
      scratch.position.set(x, HEIGHT - SINK + DIE_EDGE / 2, z);
      scratch.quaternion.set(r[0], r[1], r[2], r[3]);
      scratch.updateMatrix();
      d.setMatrixAt(i, scratch.matrix);
    }
    d.count = n;
    d.instanceMatrix.needsUpdate = true;
    invalidate();
  }, [count, invalidate]);

  const depth = PITCH * (WHITE_DICE / COLS) + 0.08;
  return (
    <group position={SUPPLY_AT as [number, number, number]}>
      <RoundedBox
        args={[PITCH * COLS + 0.08, HEIGHT, depth]}
        radius={0.02}
        smoothness={3}
        position={[0, HEIGHT / 2, 0]}
        material={woodMaterial('oak', [1, 1])}
        castShadow
        receiveShadow
      />
      <instancedMesh ref={sockets} args={[socketGeometry, socketMaterial, WHITE_DICE]} receiveShadow />
      <instancedMesh
        ref={dice}
        args={[dieGeometry(), dieMaterial('white'), WHITE_DICE]}
        castShadow
        receiveShadow
        frustumCulled={false}
      />
    </group>
  );
});
