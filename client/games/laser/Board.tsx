// A Laser board's body: the wooden frame and the printed card (circuit: walnut and the printed circuit;
// notebook: an oak clipboard with the pencil sheet and a steel clip), the 30 pointer emitters (two instanced
// meshes), and what covers a board this viewer may not see: the circuit's lid (it lifts off when the circuit
// is revealed) or a closed notebook's cover.
import { memo, useLayoutEffect, useMemo, useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import {
  BoxGeometry,
  Color,
  CylinderGeometry,
  MeshBasicMaterial,
  MeshPhysicalMaterial,
  Object3D,
  SphereGeometry,
  Vector3,
  type BufferGeometry,
  type Group,
  type InstancedMesh,
} from 'three';
import { mergeParts } from '../../scene/mergeParts.js';
import { printMaterial, woodMaterial } from '../../scene/materials.js';
import { keyedOnce } from '../../scene/once.js';
import { TOP_AND_SIDES, boxByFaces } from '../../scene/boxFaces.js';
import { easeInOutCubic, progress } from '../../scene/anim.js';
import {
  BOARD_HALF_D,
  BOARD_HALF_W,
  BOARD_TOP,
  FRAME,
  GRID_HALF_D,
  GRID_HALF_W,
  pointerFacing,
  pointerToLocal,
} from './geometry.js';
import { steel } from './materials.js';
import {
  CARD_HALF_D,
  CARD_HALF_W,
  circuitCardTexture,
  coverTexture,
  lidTexture,
  notebookCardTexture,
} from './prints.js';

const RIM = 0.022;

const geo = keyedOnce<BufferGeometry>();

/** Laser's parts of one material as one geometry (scene/mergeParts.ts). */
const merged = (parts: BufferGeometry[], what: string): BufferGeometry => mergeParts(parts, `laser: ${what}`);

/** The wooden base, and on a circuit its four rims around the card, in the board's frame. */
function bodyGeometry(role: 'circuit' | 'notebook'): BufferGeometry {
  return geo(`body:${role}`, () => {
    const w = BOARD_HALF_W * 2,
      d = BOARD_HALF_D * 2;
    const base = new BoxGeometry(w, BOARD_TOP - 0.002, d).translate(0, (BOARD_TOP - 0.002) / 2, 0);
    if (role === 'notebook') return base;
    const rimY = BOARD_TOP + RIM / 2 - 0.004;
    return merged(
      [
        base,
        new BoxGeometry(w, RIM, FRAME).translate(0, rimY, -BOARD_HALF_D + FRAME / 2),
        new BoxGeometry(w, RIM, FRAME).translate(0, rimY, BOARD_HALF_D - FRAME / 2),
        new BoxGeometry(FRAME, RIM, d - 2 * FRAME).translate(-BOARD_HALF_W + FRAME / 2, rimY, 0),
        new BoxGeometry(FRAME, RIM, d - 2 * FRAME).translate(BOARD_HALF_W - FRAME / 2, rimY, 0),
      ],
      'circuit frame',
    );
  });
}

/** The clipboard's steel clip on the notebook's far edge: its plate and its bar, in the clip's frame. */
function clipGeometry(): BufferGeometry {
  return geo('clip', () =>
    merged(
      [
        new BoxGeometry(0.8, 0.025, 0.14).toNonIndexed().translate(0, 0.018, 0),
        new CylinderGeometry(0.022, 0.022, 0.86, 16)
          .toNonIndexed()
          .rotateZ(Math.PI / 2)
          .translate(0, 0.035, -0.02),
      ],
      'clip',
    ),
  );
}

/** The frame, the base and the card. Static. */
export const BoardBody = memo(function BoardBody({ role }: { role: 'circuit' | 'notebook' }) {
  const wood = woodMaterial(role === 'circuit' ? 'walnut' : 'oak');
  const card =
    role === 'circuit'
      ? printMaterial('laser-circuit', circuitCardTexture())
      : printMaterial('laser-notebook', notebookCardTexture());
  return (
    <group>
      <mesh geometry={bodyGeometry(role)} material={wood} castShadow receiveShadow />
      {role === 'notebook' ? (
        <mesh position={[0, BOARD_TOP, -CARD_HALF_D + 0.02]} geometry={clipGeometry()} material={steel()} castShadow />
      ) : null}
      <mesh position={[0, BOARD_TOP + 0.0005, 0]} rotation={[-Math.PI / 2, 0, 0]} material={card} receiveShadow>
        <planeGeometry args={[CARD_HALF_W * 2, CARD_HALF_D * 2]} />
      </mesh>
    </group>
  );
});

const scratch = new Object3D();
const UP = new Vector3(0, 1, 0);
const housingGeometry = new CylinderGeometry(0.034, 0.04, 0.1, 14).rotateX(Math.PI / 2);
const lensGeometry = new SphereGeometry(0.024, 14, 10);
/** Lens colours: idle (dark ruby), armed (this viewer may fire), under the mouse. */
export const LENS = { idle: new Color('#4a100c'), armed: new Color('#d0281c'), hover: new Color('#ffe08a') } as const;
const lensMaterial = new MeshBasicMaterial({ toneMapped: false });
const tmp = new Color();

/** The 30 emitters: housings and lenses, lenses lit when this viewer may fire (brighter under the mouse). */
export const Emitters = memo(function Emitters({ armed, hover }: { armed: boolean; hover: number | null }) {
  const housings = useRef<InstancedMesh>(null);
  const lenses = useRef<InstancedMesh>(null);
  useLayoutEffect(() => {
    for (let p = 1; p <= 30; p++) {
      const [x, z] = pointerToLocal(p);
      scratch.position.set(x, BOARD_TOP + 0.036, z);
      scratch.rotation.set(0, pointerFacing(p), 0);
      scratch.updateMatrix();
      housings.current?.setMatrixAt(p - 1, scratch.matrix);
      // The lens sits on the housing's grid-facing end (housings face +z before turning).
      scratch.position.set(0, 0, 0.052);
      scratch.position.applyAxisAngle(UP, pointerFacing(p));
      scratch.position.x += x;
      scratch.position.z += z;
      scratch.position.y = BOARD_TOP + 0.036;
      scratch.updateMatrix();
      lenses.current?.setMatrixAt(p - 1, scratch.matrix);
    }
    housings.current!.instanceMatrix.needsUpdate = true;
    lenses.current!.instanceMatrix.needsUpdate = true;
    housings.current?.computeBoundingSphere();
    lenses.current?.computeBoundingSphere();
  }, []);
  useLayoutEffect(() => {
    const m = lenses.current;
    if (!m) return;
    for (let p = 1; p <= 30; p++)
      m.setColorAt(p - 1, tmp.copy(!armed ? LENS.idle : hover === p ? LENS.hover : LENS.armed));
    m.instanceColor!.needsUpdate = true;
  }, [armed, hover]);
  return (
    <group>
      <instancedMesh ref={housings} args={[housingGeometry, steel(), 30]} castShadow receiveShadow />
      <instancedMesh ref={lenses} args={[lensGeometry, lensMaterial, 30]} />
    </group>
  );
});

let lidMaterials: MeshPhysicalMaterial[] | null = null;
function lidMats(): MeshPhysicalMaterial[] {
  if (lidMaterials) return lidMaterials;
  const side = new MeshPhysicalMaterial({
    color: new Color('#1d1a22'),
    roughness: 0.3,
    clearcoat: 0.8,
    clearcoatRoughness: 0.2,
  });
  const top = new MeshPhysicalMaterial({ map: lidTexture(), roughness: 0.32, clearcoat: 0.8, clearcoatRoughness: 0.2 });
  lidMaterials = [top, side]; // TOP_AND_SIDES: the top, then the sides
  return lidMaterials;
}

const LID_SECONDS = 1.3;

/** The dark lid over a hidden circuit's grid; when the circuit opens it lifts and slides away, then is gone. */
export function Lid({ open }: { open: boolean }) {
  const group = useRef<Group>(null);
  const anim = useRef({ start: -2, wasOpen: open });
  const invalidate = useThree((s) => s.invalidate);
  useLayoutEffect(() => {
    if (open && !anim.current.wasOpen) {
      anim.current.start = -1;
      invalidate();
    }
    if (!open && group.current) {
      // Closed again (a rematch): the lid is back in place.
      anim.current.start = -2;
      group.current.position.set(0, 0, 0);
      group.current.rotation.set(0, 0, 0);
      group.current.visible = true;
    }
    anim.current.wasOpen = open;
  }, [open, invalidate]);
  useFrame((state) => {
    const a = anim.current;
    const g = group.current;
    if (!g || a.start === -2) return;
    if (a.start === -1) a.start = state.clock.elapsedTime;
    const p = progress(state.clock.elapsedTime, a.start, LID_SECONDS);
    const k = easeInOutCubic(p);
    g.position.y = Math.sin(Math.PI * Math.min(1, k * 1.4)) * 0.5 + k * 0.02;
    g.position.z = -k * (GRID_HALF_D * 2 + 0.9);
    g.rotation.x = -k * 0.25;
    g.visible = p < 1;
    if (p >= 1) a.start = -2;
    state.invalidate();
  });
  if (open && anim.current.start === -2 && anim.current.wasOpen) return null;
  const lid = geo('lid', () => boxByFaces((GRID_HALF_W + 0.08) * 2, 0.07, (GRID_HALF_D + 0.08) * 2, TOP_AND_SIDES));
  return (
    <group ref={group}>
      <mesh position={[0, BOARD_TOP + 0.045, 0]} geometry={lid} material={lidMats()} castShadow receiveShadow />
    </group>
  );
}

/** A closed notebook: the cloth cover over the whole sheet (other players' notebooks are private). */
export const Cover = memo(function Cover() {
  const mats = useMemo(() => {
    const side = new MeshPhysicalMaterial({ color: new Color('#e9e2cf'), roughness: 0.9 });
    const top = new MeshPhysicalMaterial({
      map: coverTexture(),
      roughness: 0.85,
      sheen: 0.4,
      sheenColor: new Color('#8aa0c8'),
    });
    return [top, side]; // TOP_AND_SIDES: the top, then the sides
  }, []);
  const cover = geo('cover', () => boxByFaces(CARD_HALF_W * 2 - 0.02, 0.045, CARD_HALF_D * 2 - 0.02, TOP_AND_SIDES));
  return <mesh position={[0, BOARD_TOP + 0.025, 0]} geometry={cover} material={mats} castShadow receiveShadow />;
});
