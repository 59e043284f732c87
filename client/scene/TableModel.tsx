// The wooden table: a bevelled walnut top (procedural grain), a felt cloth in the middle with a thin inlay,
// an apron, four legs and a soft floor patch. Built once; nothing here changes per frame.
import { useMemo } from 'react';
import { type BufferGeometry, CylinderGeometry, ExtrudeGeometry, Shape, ShapeGeometry, Path } from 'three';
import { mergeParts } from './mergeParts.js';
import { keyedOnce } from './once.js';
import {
  FELT_CORNER,
  FELT_DEPTH,
  FELT_LENGTH,
  FELT_Y,
  TABLE_CORNER,
  TABLE_DEPTH,
  TABLE_HEIGHT,
  TABLE_LENGTH,
  TABLE_THICKNESS,
} from './dimensions.js';
import { feltMaps, floorTexture, woodMaps } from './textures.js';

/** A rounded rectangle centred on the origin in the XY plane. */
function roundedRect(target: Shape | Path, w: number, h: number, r: number): Shape | Path {
  const x = -w / 2,
    y = -h / 2;
  target.moveTo(x + r, y);
  target.lineTo(x + w - r, y);
  target.quadraticCurveTo(x + w, y, x + w, y + r);
  target.lineTo(x + w, y + h - r);
  target.quadraticCurveTo(x + w, y + h, x + w - r, y + h);
  target.lineTo(x + r, y + h);
  target.quadraticCurveTo(x, y + h, x, y + h - r);
  target.lineTo(x, y + r);
  target.quadraticCurveTo(x, y, x + r, y);
  return target;
}

const BEVEL = 0.1;

const geo = keyedOnce<BufferGeometry>();

/** The four legs as one geometry of one material: one draw call (and one in the shadow pass) instead of four; made once per page. */
function legsGeometry(): BufferGeometry {
  return geo('legs', () => {
    const legX = TABLE_LENGTH / 2 - 1.1;
    const legZ = TABLE_DEPTH / 2 - 1.0;
    const legTop = -TABLE_THICKNESS;
    const legLength = TABLE_HEIGHT + legTop;
    return mergeParts(
      [-1, 1].flatMap((sx) =>
        [-1, 1].map((sz) =>
          new CylinderGeometry(0.42, 0.28, legLength, 16).translate(sx * legX, legTop - legLength / 2, sz * legZ),
        ),
      ),
      'table legs',
    );
  });
}

/** The table; its top surface is y = 0. `floor: false` leaves out the floor patch (an OBS overlay shows the table alone). */
export function TableModel({ floor: withFloor = true }: { readonly floor?: boolean } = {}) {
  const wood = useMemo(() => woodMaps(), []);
  const felt = useMemo(() => feltMaps(), []);
  const floor = useMemo(() => floorTexture(), []);

  const top = useMemo(() => {
    const shape = roundedRect(new Shape(), TABLE_LENGTH - 2 * BEVEL, TABLE_DEPTH - 2 * BEVEL, TABLE_CORNER) as Shape;
    const depth = TABLE_THICKNESS - 2 * BEVEL;
    const g = new ExtrudeGeometry(shape, {
      depth,
      bevelEnabled: true,
      bevelThickness: BEVEL,
      bevelSize: BEVEL,
      bevelSegments: 4,
      curveSegments: 10,
    });
    g.rotateX(-Math.PI / 2); // extrusion (z) becomes up (y); shape y becomes -z
    g.translate(0, -(depth + BEVEL), 0); // the top face at y = 0
    return g;
  }, []);

  const cloth = useMemo(() => {
    const g = new ShapeGeometry(roundedRect(new Shape(), FELT_LENGTH, FELT_DEPTH, FELT_CORNER) as Shape, 12);
    g.rotateX(-Math.PI / 2);
    return g;
  }, []);

  const inlay = useMemo(() => {
    const outer = roundedRect(new Shape(), FELT_LENGTH + 0.34, FELT_DEPTH + 0.34, FELT_CORNER + 0.17) as Shape;
    outer.holes.push(roundedRect(new Path(), FELT_LENGTH + 0.18, FELT_DEPTH + 0.18, FELT_CORNER + 0.09) as Path);
    const g = new ShapeGeometry(outer, 12);
    g.rotateX(-Math.PI / 2);
    return g;
  }, []);

  // The texture spans the whole top: shape coordinates run from -L/2..L/2 and -D/2..D/2.
  useMemo(() => {
    wood.map.repeat.set(1 / TABLE_LENGTH, 1 / TABLE_DEPTH);
    wood.map.offset.set(0.5, 0.5);
    wood.bump.repeat.copy(wood.map.repeat);
    wood.bump.offset.copy(wood.map.offset);
    felt.map.repeat.set(1.2, 1.2);
    felt.bump.repeat.set(1.2, 1.2);
  }, [wood, felt]);

  const legTop = -TABLE_THICKNESS;
  const legs = legsGeometry();

  return (
    <group>
      <mesh geometry={top} receiveShadow castShadow>
        <meshStandardMaterial
          map={wood.map}
          bumpMap={wood.bump}
          bumpScale={0.6}
          roughness={0.42}
          metalness={0}
          envMapIntensity={0.9}
        />
      </mesh>
      <mesh geometry={inlay} position={[0, 0.004, 0]} receiveShadow>
        <meshStandardMaterial color="#c9a36a" roughness={0.35} metalness={0.55} />
      </mesh>
      <mesh geometry={cloth} position={[0, FELT_Y, 0]} receiveShadow>
        <meshStandardMaterial
          map={felt.map}
          bumpMap={felt.bump}
          bumpScale={0.8}
          roughness={0.95}
          metalness={0}
          envMapIntensity={0.5}
        />
      </mesh>
      {/* Apron under the top and four tapered legs. */}
      <group position={[0, legTop - 0.5, 0]}>
        <mesh castShadow>
          <boxGeometry args={[TABLE_LENGTH - 2.4, 1, TABLE_DEPTH - 2.2]} />
          <meshStandardMaterial color="#4a2c19" roughness={0.6} />
        </mesh>
      </group>
      <mesh geometry={legs} castShadow>
        <meshStandardMaterial color="#4a2c19" roughness={0.55} />
      </mesh>
      {withFloor ? (
        <mesh position={[0, -TABLE_HEIGHT, 0]} rotation={[-Math.PI / 2, 0, 0]}>
          <planeGeometry args={[70, 70]} />
          <meshBasicMaterial map={floor} transparent depthWrite={false} toneMapped={false} />
        </mesh>
      ) : null}
    </group>
  );
}
