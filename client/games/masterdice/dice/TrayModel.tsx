// The wooden dice tray as pure visuals (no physics): a felt floor and four rounded wooden walls, textured
// with canvases painted at run time. Shared by the physical tray and its loading fallback.
import { memo } from 'react';
import { RoundedBox } from '@react-three/drei';
import { CanvasTexture, MeshPhysicalMaterial, MeshStandardMaterial, RepeatWrapping, SRGBColorSpace } from 'three';
import { TRAY_HALF_X, TRAY_HALF_Z, TRAY_WALL_HEIGHT, TRAY_WALL_THICKNESS } from './trayShape.js';

/** A tiny deterministic generator for the texture noise (looks the same on every screen). */
function noise(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x9e3779b9) >>> 0;
    return s / 4294967296;
  };
}

function woodTexture(): CanvasTexture {
  const c = document.createElement('canvas');
  c.width = 512;
  c.height = 64;
  const g = c.getContext('2d');
  if (g) {
    const r = noise(7);
    g.fillStyle = '#8d5a33';
    g.fillRect(0, 0, c.width, c.height);
    for (let i = 0; i < 90; i++) {
      const y = r() * c.height;
      g.strokeStyle = `rgba(${r() < 0.5 ? '60,32,14' : '176,120,72'},${0.12 + r() * 0.25})`;
      g.lineWidth = 0.5 + r() * 2;
      g.beginPath();
      g.moveTo(0, y);
      for (let x = 0; x <= c.width; x += 32) g.lineTo(x, y + Math.sin(x * 0.01 + i) * 2 + (r() - 0.5) * 1.5);
      g.stroke();
    }
  }
  const t = new CanvasTexture(c);
  t.colorSpace = SRGBColorSpace;
  t.wrapS = t.wrapT = RepeatWrapping;
  return t;
}

function feltTexture(): CanvasTexture {
  const c = document.createElement('canvas');
  c.width = c.height = 256;
  const g = c.getContext('2d');
  if (g) {
    const r = noise(11);
    g.fillStyle = '#1f4d34';
    g.fillRect(0, 0, 256, 256);
    for (let i = 0; i < 5000; i++) {
      g.fillStyle = r() < 0.5 ? 'rgba(0,0,0,0.08)' : 'rgba(255,255,255,0.05)';
      g.fillRect(r() * 256, r() * 256, 1 + r() * 2, 1);
    }
  }
  const t = new CanvasTexture(c);
  t.colorSpace = SRGBColorSpace;
  t.wrapS = t.wrapT = RepeatWrapping;
  t.repeat.set(3, 2);
  return t;
}

let woodMaterial: MeshPhysicalMaterial | null = null;
let feltMaterial: MeshStandardMaterial | null = null;

function materials(): { wood: MeshPhysicalMaterial; felt: MeshStandardMaterial } {
  woodMaterial ??= new MeshPhysicalMaterial({ map: woodTexture(), roughness: 0.55, clearcoat: 0.35, clearcoatRoughness: 0.4 });
  feltMaterial ??= new MeshStandardMaterial({ map: feltTexture(), roughness: 1, metalness: 0 });
  return { wood: woodMaterial, felt: feltMaterial };
}

/** Where each wall sits: [centre x, centre z, length along x, length along z]. */
export const WALLS: readonly (readonly [number, number, number, number])[] = (() => {
  const t = TRAY_WALL_THICKNESS;
  const outerX = 2 * (TRAY_HALF_X + t);
  const outerZ = 2 * TRAY_HALF_Z;
  return [
    [0, TRAY_HALF_Z + t / 2, outerX, t],
    [0, -TRAY_HALF_Z - t / 2, outerX, t],
    [TRAY_HALF_X + t / 2, 0, t, outerZ],
    [-TRAY_HALF_X - t / 2, 0, t, outerZ],
  ];
})();

/** The tray's visuals in its local frame (floor at y = 0). */
export const TrayModel = memo(function TrayModel() {
  const { wood, felt } = materials();
  const t = TRAY_WALL_THICKNESS;
  return (
    <group>
      <mesh rotation-x={-Math.PI / 2} position-y={0.001} material={felt} receiveShadow>
        <planeGeometry args={[2 * TRAY_HALF_X, 2 * TRAY_HALF_Z]} />
      </mesh>
      <RoundedBox
        args={[2 * (TRAY_HALF_X + t) + 0.02, 0.06, 2 * (TRAY_HALF_Z + t) + 0.02]}
        radius={0.02}
        position-y={-0.03}
        material={wood}
        receiveShadow
      />
      {WALLS.map(([x, z, lx, lz], i) => (
        <RoundedBox
          key={i}
          args={[lx, TRAY_WALL_HEIGHT, lz]}
          radius={0.025}
          smoothness={3}
          position={[x, TRAY_WALL_HEIGHT / 2, z]}
          material={wood}
          castShadow
          receiveShadow
        />
      ))}
    </group>
  );
});
