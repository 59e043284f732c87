// The guide's pointers on the table: over each piece the guide points at, a gilt arrow and a ring on the felt,
// the next one bright, a later one (the column after its die) faint. They drop in with a short bounce when the
// advice changes and then hold still (the canvas draws on demand: no frame is asked for while they rest).
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { ConeGeometry, DoubleSide, MeshStandardMaterial, RingGeometry, type Group } from 'three';
import { useGuide } from './store.js';
import type { P3 } from '../scene/framing.js';

/** Seconds of the drop-in bounce. */
const BOUNCE_S = 1.4;
/** Height of the arrow's tip above the piece (scene units, 1 = 10 cm). */
const TIP_Y = 0.55;

const arrowGeometry = new ConeGeometry(0.16, 0.42, 24);
arrowGeometry.rotateX(Math.PI); // tip down
arrowGeometry.translate(0, 0.21, 0);
const ringGeometry = new RingGeometry(0.34, 0.44, 40);
ringGeometry.rotateX(-Math.PI / 2);

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
  const points = useMemo(() => (step?.targets ?? []).flatMap((t) => (t.kind === 'piece' ? [t.at] : [])).slice(0, 2), [step]);
  if (points.length === 0) return null;
  return (
    <>
      {points.map((at, i) => (
        <Marker key={`${step?.id}:${i}:${at.join(',')}`} at={at} strong={i === 0} />
      ))}
    </>
  );
}

function Marker({ at, strong }: { readonly at: P3; readonly strong: boolean }) {
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
        <mesh geometry={arrowGeometry} material={material} castShadow />
      </group>
      <mesh geometry={ringGeometry} material={material} position={[at[0], at[1] + 0.015, at[2]]} renderOrder={2} />
    </group>
  );
}
