// A wooden dice tray lined with felt, in the throw tracks' frame: floor y = 0, interior x ∈ [-1.5, 1.5],
// z ∈ [-1, 1]. Place its group where the throw should land; tracks play inside it.
import { memo, type ReactNode } from 'react';
import { RoundedBox } from '@react-three/drei';
import { woodMaterial } from '../../scene/materials.js';
import { feltMaterial } from './materials.js';

/** Half extents of the tray's interior (the throw tracks' walls). */
export const TRAY_INTERIOR = { halfX: 1.5, halfZ: 1 } as const;

const WALL = 0.09;
const HEIGHT = 0.17;

/** Props of `Tray`. */
export interface TrayProps {
  readonly position: readonly [number, number, number];
  /** Turn about y: 0 when the tray's +z points at the board frame's +z. */
  readonly yaw: number;
  /** Felt colour. */
  readonly felt: string;
  readonly children?: ReactNode;
}

/** The tray and whatever lies in it (children are in the tray frame). */
export const Tray = memo(function Tray({ position, yaw, felt, children }: TrayProps) {
  const { halfX, halfZ } = TRAY_INTERIOR;
  const outerX = halfX + WALL;
  const wood = woodMaterial('oak', [1, 1]);
  return (
    <group position={position as [number, number, number]} rotation={[0, yaw, 0]}>
      <mesh position={[0, 0.002, 0]} rotation={[-Math.PI / 2, 0, 0]} material={feltMaterial(felt)} receiveShadow>
        <planeGeometry args={[halfX * 2 + 0.01, halfZ * 2 + 0.01]} />
      </mesh>
      {/* Long walls (front and back), then the two ends. */}
      {[-1, 1].map((s) => (
        <RoundedBox
          key={`z${s}`}
          args={[outerX * 2, HEIGHT, WALL]}
          radius={0.025}
          smoothness={3}
          position={[0, HEIGHT / 2, s * (halfZ + WALL / 2)]}
          material={wood}
          castShadow
          receiveShadow
        />
      ))}
      {[-1, 1].map((s) => (
        <RoundedBox
          key={`x${s}`}
          args={[WALL, HEIGHT, halfZ * 2 + 0.002]}
          radius={0.025}
          smoothness={3}
          position={[s * (halfX + WALL / 2), HEIGHT / 2, 0]}
          material={wood}
          castShadow
          receiveShadow
        />
      ))}
      {children}
    </group>
  );
});
