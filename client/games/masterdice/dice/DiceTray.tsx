// `DiceTray`: the physical tray, whose Rapier chunk loads on first use; until then a physics-free stand-in
// (the tray, the supply dice, the throw played back without collisions) keeps the table complete.
import { Suspense, lazy, useMemo } from 'react';
import { Die } from './Die.js';
import { ThrowPlayback } from './ThrowPlayback.js';
import { TrayModel } from './TrayModel.js';
import { supplySlots } from './supplyLayout.js';
import { DIE_EDGE } from './trayShape.js';
import type { DiceTrayProps } from './DiceTrayPhysics.js';

/** The physical tray itself, lazily imported (React.lazy): Rapier stays out of the main bundle. */
export const LazyDiceTrayPhysics = lazy(() => import('./DiceTrayPhysics.js'));

/** Rapier-free stand-in: the same tray and dice without collisions. */
export function TrayWithoutPhysics(props: DiceTrayProps) {
  const slots = useMemo(() => supplySlots(props.supply), [props.supply]);
  return (
    <group>
      <TrayModel />
      {slots.map((s, i) => (
        <Die key={i} kind="white" value={s.value} position={[s.x, DIE_EDGE / 2, s.z]} rotation={[0, s.yaw, 0]} />
      ))}
      <ThrowPlayback
        track={props.track}
        onSettled={props.onSettled}
        instant={props.instant}
        highlighted={props.highlighted}
        onDieClick={props.onDieClick}
      />
    </group>
  );
}

/** The dice tray for a game scene: physical once Rapier has loaded, the stand-in until then. */
export function DiceTray(props: DiceTrayProps) {
  return (
    <Suspense fallback={<TrayWithoutPhysics {...props} />}>
      <LazyDiceTrayPhysics {...props} />
    </Suspense>
  );
}
