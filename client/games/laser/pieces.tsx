// The components as 3D pieces, each standing on its cell (origin at the cell's centre on the card): a
// printed tile with the kind's symbol under (or on top of) a body that says what it does — a rubber puck, a
// mirror block, a brass bridge, glass mirrors and prisms, a diode, a sensor ring, glowing portal rings, a
// chevron, a question box. Orientation turns the body; the printed symbol is drawn already turned.
import { memo } from 'react';
import {
  BoxGeometry,
  CylinderGeometry,
  ExtrudeGeometry,
  PlaneGeometry,
  Shape,
  TorusGeometry,
  ConeGeometry,
  type BufferGeometry,
  type Material,
} from 'three';
import type { LaserPiece } from '../../../shared/games/laser/types.js';
import { keyedOnce } from '../../scene/once.js';
import { CELL } from './geometry.js';
import {
  brass,
  ghostMaterial,
  glass,
  glowing,
  lacquer,
  mirror,
  rubber,
  steel,
  topPrint,
  topPrintGhost,
} from './materials.js';

const geo = keyedOnce<BufferGeometry>();

const TILE = CELL * 0.8;
const box = (w: number, h: number, d: number) => geo(`box:${w}:${h}:${d}`, () => new BoxGeometry(w, h, d));
const cyl = (r: number, h: number, seg = 28) => geo(`cyl:${r}:${h}`, () => new CylinderGeometry(r, r, h, seg));
const tile = (size: number) => geo(`tile:${size}`, () => new PlaneGeometry(size, size).rotateX(-Math.PI / 2));

/** A right-angled prism: the right angle at the north-east corner (x+, z−), to be turned for other corners. */
function prismGeometry(): ExtrudeGeometry {
  return geo('prism', () => {
    const h = TILE * 0.47;
    const s = new Shape();
    // Shape in the x/y plane (y will become −z after the rotation).
    s.moveTo(h, h);
    s.lineTo(-h, h);
    s.lineTo(h, -h);
    s.closePath();
    const g = new ExtrudeGeometry(s, {
      depth: 0.07,
      bevelEnabled: true,
      bevelThickness: 0.004,
      bevelSize: 0.004,
      bevelSegments: 1,
    });
    g.rotateX(-Math.PI / 2);
    return g;
  });
}

/** A chevron '<' block (the deflector turning left; mirrored for right). */
function chevronGeometry(): ExtrudeGeometry {
  return geo('chevron', () => {
    const a = TILE * 0.36,
      t = 0.035;
    const s = new Shape();
    s.moveTo(a * 0.7, a);
    s.lineTo(-a * 0.7, 0);
    s.lineTo(a * 0.7, -a);
    s.lineTo(a * 0.7 + t, -a + t * 1.2);
    s.lineTo(-a * 0.7 + t * 1.6, 0);
    s.lineTo(a * 0.7 + t, a - t * 1.2);
    s.closePath();
    const g = new ExtrudeGeometry(s, {
      depth: 0.05,
      bevelEnabled: true,
      bevelThickness: 0.004,
      bevelSize: 0.004,
      bevelSegments: 1,
    });
    g.rotateX(-Math.PI / 2);
    return g;
  });
}

/** Yaw of a piece's body for its orientation (see rules/laser.md; north is −z, east +x). */
export function bodyYaw(p: Pick<LaserPiece, 'kind' | 'orientation'>): number {
  const o = p.orientation ?? '';
  switch (p.kind) {
    case 'diagonal':
    case 'splitter':
      return o === '/' ? Math.PI / 4 : -Math.PI / 4;
    case 'triangle':
      return ({ NE: 0, SE: -Math.PI / 2, SW: -Math.PI, NW: Math.PI / 2 } as Record<string, number>)[o] ?? 0;
    case 'diode':
      return ({ N: 0, E: -Math.PI / 2, S: Math.PI, W: Math.PI / 2 } as Record<string, number>)[o] ?? 0;
    case 'oneSidedMirror':
      return (
        (
          { '\\N': -Math.PI / 4, '\\S': (3 * Math.PI) / 4, '/N': Math.PI / 4, '/S': (-3 * Math.PI) / 4 } as Record<
            string,
            number
          >
        )[o] ?? 0
      );
    default:
      return 0;
  }
}

/** Props of a piece: what it is, and a ghost tone to draw it see-through. */
export interface PieceProps {
  readonly piece: Pick<LaserPiece, 'kind' | 'orientation' | 'hidden'>;
  readonly ghost?: 'place' | 'counter' | 'missing';
  /** Whether the body casts shadows (default on; ghosts never do). */
  readonly shadows?: boolean;
}

/** One component on its cell. */
export const PieceModel = memo(function PieceModel({ piece, ghost, shadows = true }: PieceProps) {
  const m = (mat: Material): Material => (ghost ? ghostMaterial(ghost) : mat);
  const cast = shadows && !ghost;
  const yaw = bodyYaw(piece);
  const hidden = piece.kind === 'mystery' ? piece.hidden : undefined;
  // A ghost keeps its printed symbol (see-through) so it still says what it is.
  const printed = ghost
    ? topPrintGhost(piece.kind, piece.orientation, hidden)
    : topPrint(piece.kind, piece.orientation, hidden);
  const base = <mesh geometry={tile(TILE)} material={printed} position={[0, 0.003, 0]} receiveShadow />;
  switch (piece.kind) {
    case 'absorber':
      return (
        <group>
          <mesh
            geometry={cyl(TILE * 0.46, 0.05)}
            material={m(rubber())}
            position={[0, 0.025, 0]}
            castShadow={cast}
            receiveShadow
          />
          <mesh geometry={tile(TILE * 0.66)} material={printed} position={[0, 0.0505, 0]} />
        </group>
      );
    case 'reflector':
      return (
        <group>
          <mesh
            geometry={box(TILE * 0.86, 0.06, TILE * 0.86)}
            material={m(mirror())}
            position={[0, 0.03, 0]}
            castShadow={cast}
            receiveShadow
          />
          <mesh geometry={tile(TILE * 0.8)} material={printed} position={[0, 0.0605, 0]} />
        </group>
      );
    case 'mystery':
      return (
        <group>
          <mesh
            geometry={box(TILE * 0.84, 0.09, TILE * 0.84)}
            material={m(lacquer('mystery'))}
            position={[0, 0.045, 0]}
            castShadow={cast}
            receiveShadow
          />
          <mesh geometry={tile(TILE * 0.78)} material={printed} position={[0, 0.0905, 0]} />
        </group>
      );
    case 'jump':
      return (
        <group>
          {base}
          {[Math.PI / 4, -Math.PI / 4].map((a) => (
            <group key={a} rotation={[0, a, 0]}>
              <mesh
                geometry={box(TILE * 1.02, 0.012, 0.026)}
                material={m(brass())}
                position={[0, 0.055, 0]}
                castShadow={cast}
              />
              <mesh
                geometry={box(0.014, 0.05, 0.02)}
                material={m(brass())}
                position={[TILE * 0.5, 0.028, 0]}
                castShadow={cast}
              />
              <mesh
                geometry={box(0.014, 0.05, 0.02)}
                material={m(brass())}
                position={[-TILE * 0.5, 0.028, 0]}
                castShadow={cast}
              />
            </group>
          ))}
        </group>
      );
    case 'diagonal':
    case 'splitter':
      return (
        <group>
          {base}
          <group rotation={[0, yaw, 0]}>
            <mesh
              geometry={box(TILE * 1.2, 0.008, 0.03)}
              material={m(steel())}
              position={[0, 0.008, 0]}
              castShadow={cast}
            />
            <mesh
              geometry={box(TILE * 1.16, 0.08, 0.012)}
              material={m(piece.kind === 'diagonal' ? mirror() : glass('#6fa8ff', 0.6, 0.45))}
              position={[0, 0.052, 0]}
              castShadow={cast}
            />
            <mesh geometry={box(TILE * 1.18, 0.008, 0.018)} material={m(steel())} position={[0, 0.095, 0]} />
          </group>
        </group>
      );
    case 'oneSidedMirror':
      return (
        <group>
          {base}
          <group rotation={[0, yaw, 0]}>
            {/* Silvered face towards local −z, dark back towards +z. */}
            <mesh
              geometry={box(TILE * 1.16, 0.08, 0.007)}
              material={m(mirror())}
              position={[0, 0.05, -0.004]}
              castShadow={cast}
            />
            <mesh
              geometry={box(TILE * 1.16, 0.08, 0.007)}
              material={m(rubber())}
              position={[0, 0.05, 0.004]}
              castShadow={cast}
            />
            <mesh geometry={box(TILE * 1.2, 0.008, 0.03)} material={m(steel())} position={[0, 0.008, 0]} />
          </group>
        </group>
      );
    case 'triangle':
      return (
        <group>
          {base}
          <group rotation={[0, yaw, 0]}>
            <mesh
              geometry={prismGeometry()}
              material={m(glass('#7fd8cc', 0.55))}
              position={[0, 0.006, 0]}
              castShadow={cast}
            />
            {/* The silvered hypotenuse (from the north-west corner to the south-east one). */}
            <mesh
              geometry={box(TILE * 1.3, 0.07, 0.006)}
              material={m(mirror())}
              position={[-0.003, 0.045, 0.003]}
              rotation={[0, -Math.PI / 4, 0]}
            />
          </group>
        </group>
      );
    case 'diode':
      return (
        <group>
          {base}
          <group rotation={[0, yaw, 0]}>
            <mesh
              geometry={box(TILE * 0.8, 0.03, 0.03)}
              material={m(lacquer('diode'))}
              position={[0, 0.02, 0.01]}
              castShadow={cast}
            />
            <mesh
              geometry={box(0.03, 0.03, TILE * 0.6)}
              material={m(lacquer('diode'))}
              position={[0, 0.02, 0.02]}
              castShadow={cast}
            />
            <mesh
              geometry={geo('cone', () => new ConeGeometry(0.04, 0.07, 20).rotateX(-Math.PI / 2))}
              material={m(steel())}
              position={[0, 0.03, -TILE * 0.3]}
              castShadow={cast}
            />
          </group>
        </group>
      );
    case 'sensor':
      return (
        <group>
          {base}
          <mesh
            geometry={geo('sensor-ring', () => new TorusGeometry(TILE * 0.36, 0.013, 10, 32).rotateX(Math.PI / 2))}
            material={m(steel())}
            position={[0, 0.03, 0]}
            castShadow={cast}
          />
          <mesh geometry={cyl(TILE * 0.2, 0.02)} material={m(glowing('sensor', 0.8))} position={[0, 0.012, 0]} />
        </group>
      );
    case 'portals':
      return (
        <group>
          {base}
          <mesh
            geometry={geo('portal-ring', () => new TorusGeometry(TILE * 0.38, 0.016, 10, 36).rotateX(Math.PI / 2))}
            material={m(glowing('portals', 1.6))}
            position={[0, 0.022, 0]}
            castShadow={cast}
          />
          <mesh
            geometry={geo('portal-ring2', () => new TorusGeometry(TILE * 0.25, 0.008, 8, 28).rotateX(Math.PI / 2))}
            material={m(glowing('portals', 2.4))}
            position={[0, 0.04, 0]}
          />
        </group>
      );
    case 'deflector':
      return (
        <group>
          {base}
          <mesh
            geometry={chevronGeometry()}
            material={m(lacquer('deflector'))}
            position={[0, 0.006, 0]}
            scale={[piece.orientation === 'R' ? -1 : 1, 1, 1]}
            castShadow={cast}
          />
        </group>
      );
  }
});
