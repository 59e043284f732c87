// The solver's dice before his throw, lying in his tray (taken from the rack: the rack shows the rest). On his
// own screen they are physical: a click flicks one about (Rapier, loaded lazily with @react-three/rapier), just
// for the feel while he thinks; everybody else sees them lie still. They carry no value: the throw decides.
// The physics is never on the way to the table's first frame: it is asked for once the table has settled (its
// first frame drawn, then an idle moment); until it is in, his dice lie still like everybody else's.
import { Suspense, lazy, memo } from 'react';
import { useTableSettled } from '../../../scene/firstFrame.js';
import { Die } from './Die.js';
import { readySlots } from './readyLayout.js';
import { DIE_EDGE } from './trayShape.js';

/** The physical dice, in their own chunk (Rapier stays out of the table's bundle until a solver's turn). */
const ReadyDicePhysics = lazy(() => import('./ReadyDicePhysics.js'));

/** Props of `ReadyDice`; mount it in the tray's frame. */
export interface ReadyDiceProps {
  /** Dice ready to throw, 1–4. */
  readonly count: number;
  /** This screen's solver may flick them (loads the physics); false: they lie still. */
  readonly nudge: boolean;
}

/** The ready dice lying still (other screens, and the solver's while the physics loads). */
export const StillReadyDice = memo(function StillReadyDice({ count }: { count: number }) {
  return (
    <group>
      {readySlots(count).map((s, i) => (
        <Die key={i} kind="white" value={s.value} position={[s.x, DIE_EDGE / 2, s.z]} rotation={[0, s.yaw, 0]} />
      ))}
    </group>
  );
});

/** The dice ready in the solver's tray. */
export function ReadyDice({ count, nudge }: ReadyDiceProps) {
  const settled = useTableSettled();
  if (!nudge || !settled) return <StillReadyDice count={count} />;
  return (
    <Suspense fallback={<StillReadyDice count={count} />}>
      <ReadyDicePhysics count={count} />
    </Suspense>
  );
}
