// Whether the dice of the latest roll are tumbling, awaited, or at rest on this screen, and the hook that
// keeps the store's `restingRoll` up to date (the HTML controls wait for it before letting the solver place).
import { useCallback, useEffect, useRef } from 'react';
import type { ThrowMessage } from '../../../shared/protocol.js';
import type { DiceChannel, MasterdiceView } from '../../../shared/games/masterdice/types.js';
import { useMasterdice } from './store.js';

/** The moment of a roll on this screen. */
export type RollStage = 'rolling' | 'waiting' | 'rest';

/** How long to wait for a throw track that may still be on its way before showing the dice at rest. */
export const TRACK_GRACE_MS = 700;

/**
 * The stage of roll `roll`: at rest once marked so; rolling while its track plays; waiting briefly for a
 * track when the roll happened while we watched; at rest at once when it was already there when we came.
 */
export function rollStage(
  roll: number,
  track: ThrowMessage | null,
  restingRoll: number,
  mountedRoll: number,
): RollStage {
  if (restingRoll >= roll) return 'rest';
  if (track !== null && track.roll === roll) return 'rolling';
  return roll === mountedRoll ? 'rest' : 'waiting';
}

/** The part of the view that says which roll is on the table and whether its dice are still to be shown. */
export type RollView = Pick<MasterdiceView, 'rollCount' | 'phase' | 'rows'>;

/** Whether the code's dice still stand where they were thrown: the code is rolled and no row is placed yet. */
export function codeWhereThrown(view: Pick<MasterdiceView, 'phase' | 'rows'>): boolean {
  return view.phase === 'attempt' && view.rows.length === 0;
}

/**
 * The track of the view's latest roll while its dice are still where they were thrown (white dice in the place
 * phase, the code before the first row), never an older roll's (a late message must not replay on a newer roll)
 * and never one whose dice have moved on: a reload catches up on the last throw, which must not read as "rolling"
 * over the next phase (the coder of the next game saw "The dice are rolling…" above "Roll the code").
 */
export function trackFor(view: RollView, lastThrow: ThrowMessage | null): ThrowMessage | null {
  if (lastThrow === null || lastThrow.roll !== view.rollCount) return null;
  if (lastThrow.channel === 'white') return view.phase === 'place' ? lastThrow : null;
  return codeWhereThrown(view) ? lastThrow : null;
}

/** The track if it throws `channel`'s dice, else null: the white tray and the code cups each play only their own. */
export function onChannel(track: ThrowMessage | null, channel: DiceChannel): ThrowMessage | null {
  return track !== null && track.channel === channel ? track : null;
}

/** The stage of the view's latest roll and the callback for the playback's end. */
export function useRollStage(view: RollView, lastThrow: ThrowMessage | null) {
  const roll = view.rollCount;
  const mounted = useRef(roll);
  const restingRoll = useMasterdice((s) => s.restingRoll);
  const markResting = useMasterdice((s) => s.markResting);
  const track = trackFor(view, lastThrow);
  const stage = rollStage(roll, track, restingRoll, mounted.current);

  useEffect(() => {
    if (stage === 'rest' && restingRoll < roll) markResting(roll);
    if (stage !== 'waiting') return;
    const timer = setTimeout(() => markResting(roll), TRACK_GRACE_MS);
    return () => clearTimeout(timer);
  }, [stage, roll, restingRoll, markResting]);

  // Called from the playback's frame loop: leave it before touching React state.
  const onSettled = useCallback(() => void setTimeout(() => markResting(roll), 0), [roll, markResting]);
  return { stage, track, onSettled };
}
