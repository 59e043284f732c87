// The feedback markers beside the attempt rows: brass "=" coins, flat ebony ↓ arrows (pointing at the solver)
// and ivory ↑ arrows (pointing away), the printed legend's shapes as tokens, one instanced mesh per kind. A row that gets its feedback while we watch sees its markers drop into their
// sockets one after another (matrices written in useFrame, no React state).
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import {
  CylinderGeometry,
  ExtrudeGeometry,
  MeshPhysicalMaterial,
  Object3D,
  Shape,
  Vector2,
  type InstancedMesh,
  type Material,
} from 'three';
import type { AttemptRow } from '../../../shared/games/masterdice/types.js';
import { ATTEMPT_ROWS, DICE_PER_ROLL } from '../../../shared/games/masterdice/index.js';
import { easeOutBounce, easeOutCubic, progress } from '../../scene/anim.js';
import { BOARD_TOP, markerSlot } from './layout.js';
import { brassMaterial, lacquer } from './materials.js';
import { markerKinds } from './model.js';
import { LOWER_ARROW, MARKER_KINDS, type MarkerKind } from './symbols.js';
import { equalFaceTexture } from './textures.js';

const CAPACITY = ATTEMPT_ROWS * DICE_PER_ROLL;
const DROP = 0.55;
const DROP_HEIGHT = 0.5;
const FIRST_DELAY = 0.45;
const STAGGER = 0.16;

/** Seconds after a row's feedback arrives until its marker number `slot` (0-based) starts to drop. */
function markerDropsAt(slot: number): number {
  return FIRST_DELAY + slot * STAGGER;
}

/** Seconds after a row's feedback arrives until its marker number `slot` (0-based) clicks into its socket. */
export function markerLandsAt(slot: number): number {
  return markerDropsAt(slot) + DROP;
}

/** Scale of an arrow token's outline (LOWER_ARROW): 0.12 wide and 0.15 long, over its socket (radius 0.066). */
const ARROW_R = 0.072;
/** An arrow token's thickness, its bevel included. */
const ARROW_T = 0.042;
const ARROW_BEVEL = 0.008;

/**
 * A flat arrow token lying in its socket, bevelled: the legend's outline extruded, 'lower' pointing at the solver
 * (+z), 'higher' away from him. (It was an upright turned arrow, a plain black or white disc from above.)
 */
function arrowGeometry(up: boolean): ExtrudeGeometry {
  const s = up ? -1 : 1;
  // Drawn as (x, −z) and extruded along +z, then laid down so the extrusion points up.
  const shape = new Shape(LOWER_ARROW.map(([u, v]) => new Vector2(u * ARROW_R, -s * v * ARROW_R)));
  const g = new ExtrudeGeometry(shape, {
    depth: ARROW_T - 2 * ARROW_BEVEL,
    bevelEnabled: true,
    bevelThickness: ARROW_BEVEL,
    bevelSize: 0.006,
    bevelSegments: 2,
  });
  g.rotateX(-Math.PI / 2);
  g.translate(0, ARROW_BEVEL, 0);
  return g;
}

let faceMaterial: MeshPhysicalMaterial | null = null;
function equalFace(): MeshPhysicalMaterial {
  if (!faceMaterial)
    faceMaterial = new MeshPhysicalMaterial({ map: equalFaceTexture(), metalness: 0.6, roughness: 0.35 });
  return faceMaterial;
}

/** One marker on the board: its kind, socket centre, and when its drop began (-1: not yet; -Infinity: no animation). */
interface Placed {
  kind: MarkerKind;
  x: number;
  z: number;
  start: number;
  delay: number;
}

const scratch = new Object3D();
/** Instances written per kind in the current frame (reused: the frame loop allocates nothing). */
const counts: Record<MarkerKind, number> = { equal: 0, lower: 0, higher: 0 };

/** Props of `Markers`. */
export interface MarkersProps {
  readonly rows: readonly AttemptRow[];
  /** Changes when a new game starts on the board: markers already there do not animate. */
  readonly gameKey: string;
}

/** All feedback markers of the board. */
export function Markers({ rows, gameKey }: MarkersProps) {
  const meshes = useRef<Record<MarkerKind, InstancedMesh | null>>({ equal: null, lower: null, higher: null });
  const placed = useRef<Placed[]>([]);
  const seen = useRef<{ key: string; rows: number } | null>(null);
  const animating = useRef(true);
  const invalidate = useThree((s) => s.invalidate);

  const geometries = useMemo(() => {
    const coin = new CylinderGeometry(0.062, 0.064, 0.026, 36);
    coin.translate(0, 0.013, 0);
    coin.rotateY(Math.PI / 2); // the cap's texture runs along z: turn it so the "=" lies across the board
    return { equal: coin, lower: arrowGeometry(false), higher: arrowGeometry(true) };
  }, []);
  const materials: Record<MarkerKind, Material | Material[]> = useMemo(
    () => ({
      equal: [brassMaterial(), equalFace(), brassMaterial()],
      lower: lacquer('ebony'),
      higher: lacquer('ivory'),
    }),
    [],
  );

  useLayoutEffect(() => {
    const before = seen.current;
    const fresh = before === null || before.key !== gameKey;
    const known = fresh ? (before === null ? rows.length : 0) : Math.min(before.rows, rows.length);
    const next: Placed[] = [];
    rows.forEach((row, r) => {
      markerKinds(row.feedback).forEach((kind, slot) => {
        const animate = r >= known;
        const [x, , z] = markerSlot(r, slot);
        next.push({ kind, x, z, start: animate ? -1 : -Infinity, delay: markerDropsAt(slot) });
      });
    });
    placed.current = next;
    seen.current = { key: gameKey, rows: rows.length };
    animating.current = true;
    invalidate();
  }, [rows, gameKey, invalidate]);

  useFrame((state) => {
    if (!animating.current) return;
    const now = state.clock.elapsedTime;
    for (const kind of MARKER_KINDS) counts[kind] = 0;
    let moving = false;
    for (const m of placed.current) {
      const mesh = meshes.current[m.kind];
      if (!mesh) continue;
      if (m.start === -1) m.start = now;
      const t = m.start === -Infinity ? 1 : progress(now, m.start + m.delay, DROP);
      if (t < 1) moving = true;
      scratch.position.set(m.x, BOARD_TOP + DROP_HEIGHT * (1 - easeOutBounce(t)), m.z);
      scratch.rotation.set(0, (1 - easeOutCubic(t)) * 2.5, 0);
      const s = t <= 0 ? 0.001 : 1;
      scratch.scale.set(s, s, s);
      scratch.updateMatrix();
      mesh.setMatrixAt(counts[m.kind]++, scratch.matrix);
    }
    for (const kind of MARKER_KINDS) {
      const mesh = meshes.current[kind];
      if (!mesh) continue;
      mesh.count = counts[kind];
      mesh.instanceMatrix.needsUpdate = true;
    }
    animating.current = moving;
    if (moving) state.invalidate();
  });

  return (
    <group>
      {MARKER_KINDS.map((kind) => (
        <instancedMesh
          key={kind}
          ref={(m) => {
            meshes.current[kind] = m;
          }}
          args={[geometries[kind], materials[kind], CAPACITY]}
          count={0}
          frustumCulled={false}
          castShadow
          receiveShadow
        />
      ))}
    </group>
  );
}
