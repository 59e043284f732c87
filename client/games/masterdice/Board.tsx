// The codemaster board itself: a walnut plank with a raised rim, the printed card inlaid, and brass rims
// around every well (one instanced mesh for all 36 wells).
import { memo, useLayoutEffect, useMemo, useRef } from 'react';
import { RoundedBox } from '@react-three/drei';
import { ExtrudeGeometry, Object3D, Shape, type InstancedMesh } from 'three';
import { ATTEMPT_ROWS, COLOURS } from '../../../shared/games/masterdice/index.js';
import { boardCardTexture, CARD, CARD_INSET } from './boardCard.js';
import { BOARD_BACK, BOARD_FRONT, BOARD_HALF_WIDTH, BOARD_TOP, CELL_SIZE, cellCentre } from './layout.js';
import { printMaterial, woodMaterial } from '../../scene/materials.js';
import { brassMaterial } from './materials.js';

const RIM_HEIGHT = 0.016;
const WELL_RIM = 0.007;

/** A rounded square ring, extruded: the brass rim around one well. */
function wellRimGeometry(): ExtrudeGeometry {
  const outer = CELL_SIZE / 2 + 0.012;
  const inner = CELL_SIZE / 2;
  const rounded = (s: Shape | import('three').Path, h: number, r: number) => {
    s.moveTo(-h + r, -h);
    s.lineTo(h - r, -h);
    s.quadraticCurveTo(h, -h, h, -h + r);
    s.lineTo(h, h - r);
    s.quadraticCurveTo(h, h, h - r, h);
    s.lineTo(-h + r, h);
    s.quadraticCurveTo(-h, h, -h, h - r);
    s.lineTo(-h, -h + r);
    s.quadraticCurveTo(-h, -h, -h + r, -h);
  };
  const shape = new Shape();
  rounded(shape, outer, 0.04);
  const hole = new Shape();
  rounded(hole, inner, 0.035);
  shape.holes.push(hole);
  const geo = new ExtrudeGeometry(shape, { depth: WELL_RIM, bevelEnabled: false, curveSegments: 4 });
  geo.rotateX(-Math.PI / 2);
  return geo;
}

const scratch = new Object3D();

/** Every well on the board: 7 attempt rows, the solution row and the code row. */
const WELLS: [number, number | 'solution' | 'code'][] = [
  ...Array.from({ length: ATTEMPT_ROWS }, (_, r) => COLOURS.map((_, c) => [c, r] as [number, number])).flat(),
  ...COLOURS.map((_, c) => [c, 'solution'] as [number, 'solution']),
  ...COLOURS.map((_, c) => [c, 'code'] as [number, 'code']),
];

/** The board: plank, rim, printed card and brass well rims. Static: it never re-renders. */
export const BoardBase = memo(function BoardBase() {
  const rims = useRef<InstancedMesh>(null);
  const rimGeometry = useMemo(wellRimGeometry, []);
  const length = BOARD_FRONT - BOARD_BACK;
  const midZ = (BOARD_FRONT + BOARD_BACK) / 2;
  const width = BOARD_HALF_WIDTH * 2;

  useLayoutEffect(() => {
    const mesh = rims.current;
    if (!mesh) return;
    WELLS.forEach(([c, r], i) => {
      const [x, , z] = cellCentre(c, r);
      scratch.position.set(x, BOARD_TOP, z);
      scratch.updateMatrix();
      mesh.setMatrixAt(i, scratch.matrix);
    });
    mesh.instanceMatrix.needsUpdate = true;
    mesh.computeBoundingSphere();
  }, []);

  const rimY = BOARD_TOP + RIM_HEIGHT / 2;
  return (
    <group>
      <RoundedBox
        args={[width, BOARD_TOP, length]}
        radius={0.02}
        smoothness={3}
        position={[0, BOARD_TOP / 2, midZ]}
        material={woodMaterial('walnut', [1, 1])}
        castShadow
        receiveShadow
      />
      {/* Raised rim around the card. */}
      <mesh
        position={[-BOARD_HALF_WIDTH + CARD_INSET / 2, rimY, midZ]}
        material={woodMaterial('walnut', [1, 1])}
        castShadow
        receiveShadow
      >
        <boxGeometry args={[CARD_INSET, RIM_HEIGHT, length - 0.01]} />
      </mesh>
      <mesh
        position={[BOARD_HALF_WIDTH - CARD_INSET / 2, rimY, midZ]}
        material={woodMaterial('walnut', [1, 1])}
        castShadow
        receiveShadow
      >
        <boxGeometry args={[CARD_INSET, RIM_HEIGHT, length - 0.01]} />
      </mesh>
      <mesh
        position={[0, rimY, BOARD_FRONT - CARD_INSET / 2]}
        material={woodMaterial('walnut', [1, 1])}
        castShadow
        receiveShadow
      >
        <boxGeometry args={[width - 0.01, RIM_HEIGHT, CARD_INSET]} />
      </mesh>
      <mesh
        position={[0, rimY, BOARD_BACK + CARD_INSET / 2]}
        material={woodMaterial('walnut', [1, 1])}
        castShadow
        receiveShadow
      >
        <boxGeometry args={[width - 0.01, RIM_HEIGHT, CARD_INSET]} />
      </mesh>
      {/* The printed card. */}
      <mesh
        position={[(CARD.x0 + CARD.x1) / 2, BOARD_TOP + 0.0006, (CARD.z0 + CARD.z1) / 2]}
        rotation={[-Math.PI / 2, 0, 0]}
        material={printMaterial('board', boardCardTexture())}
        receiveShadow
      >
        <planeGeometry args={[CARD.x1 - CARD.x0, CARD.z1 - CARD.z0]} />
      </mesh>
      <instancedMesh ref={rims} args={[rimGeometry, brassMaterial(), WELLS.length]} castShadow receiveShadow />
    </group>
  );
});
