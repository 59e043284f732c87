// The guide's pointers on the table: over each piece the guide points at, a gilt arrow and a ring on the felt,
// bright when the piece is the next thing to press, faint when a control comes first (the die's button, then
// the well it goes to) or for a later piece. They drop in with a short bounce when the
// advice changes and then hold still (the canvas draws on demand: no frame is asked for while they rest).
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { ConeGeometry, CylinderGeometry, DoubleSide, MeshStandardMaterial, RingGeometry, type Group } from 'three';
import { useGuide } from './store.js';
import type { P3 } from '../scene/framing.js';

/** Seconds of the drop-in bounce. */
const BOUNCE_S = 1.4;
/** Height of the arrow's tip above the piece (scene units, 1 = 10 cm): just over it, so in any perspective it stands on it. */
const TIP_Y = 0.1;

// An arrow standing on its tip: a cone head and a slim shaft above it.
const headGeometry = new ConeGeometry(0.1, 0.22, 24);
headGeometry.rotateX(Math.PI); // tip down
headGeometry.translate(0, 0.11, 0);
const shaftGeometry = new CylinderGeometry(0.03, 0.03, 0.34, 12);
shaftGeometry.translate(0, 0.22 + 0.17, 0);
/** A ring of radius 1 (scaled to each target's size), 18% of it the band. */
const ringGeometry = new RingGeometry(0.82, 1, 48);
ringGeometry.rotateX(-Math.PI / 2);
/** The pointers never catch a click or a hover: the piece under them does. */
const noRaycast = (): void => undefined;
/** The ring's radius when a target names none (scene units). */
const RING_R = 0.3;

/** Gilt paint for the next target, a paler one for a later target. */
function gilt(strong: boolean): MeshStandardMaterial {
  return new MeshStandardMaterial({
    color: strong ? '#f2c14e' : '#e9d9a6',
    emissive: strong ? '#b8801c' : '#6b5a30',
    emissiveIntensity: strong ? 0.9 : 0.4,
    metalness: 0.35,
    roughness: 0.4,
    transparent: !strong,
    opacity: strong ? 1 : 0.6,
    side: DoubleSide,
  });
}

/** The pointers of the guide's current step (rendered inside the table's canvas). */
export function GuideMarkers() {
  const step = useGuide((s) => s.step);
  const points = useMemo(
    () => (step?.targets ?? []).flatMap((t) => (t.kind === 'piece' ? [t] : [])).slice(0, 2),
    [step],
  );
  if (points.length === 0) return null;
  return (
    <>
      {points.map((t, i) => (
        <Marker
          key={`${step?.id}:${i}:${t.at.join(',')}`}
          at={t.at}
          r={t.r ?? RING_R}
          strong={i === 0 && step?.targets[0]?.kind === 'piece'}
        />
      ))}
    </>
  );
}

function Marker({ at, r, strong }: { readonly at: P3; readonly r: number; readonly strong: boolean }) {
  const arrow = useRef<Group>(null);
  const started = useRef<number | null>(null);
  const material = useMemo(() => gilt(strong), [strong]);
  useLayoutEffect(() => () => material.dispose(), [material]);
  useFrame(({ clock, invalidate }) => {
    const g = arrow.current;
    if (!g) return;
    const now = clock.getElapsedTime();
    if (started.current === null) started.current = now;
    const t = Math.min(1, (now - started.current) / BOUNCE_S);
    // Falls in from above and settles with two small bounces.
    const bounce = Math.abs(Math.cos(t * Math.PI * 2.5)) * (1 - t) * (1 - t);
    g.position.y = at[1] + TIP_Y + bounce * 0.9;
    if (t < 1) invalidate();
  });
  return (
    <group>
      <group ref={arrow} position={[at[0], at[1] + TIP_Y + 0.9, at[2]]}>
        <mesh geometry={headGeometry} material={material} castShadow raycast={noRaycast} />
        <mesh geometry={shaftGeometry} material={material} castShadow raycast={noRaycast} />
      </group>
      <mesh
        geometry={ringGeometry}
        material={material}
        position={[at[0], at[1] + 0.015, at[2]]}
        scale={[r, 1, r]}
        renderOrder={2}
        raycast={noRaycast}
      />
    </group>
  );
}
