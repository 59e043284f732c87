// Masterdice's sounds beyond the dice (theirs come from the throw tracks): each feedback marker clicking in.
import type { SoundCue } from '../../kit/contract.js';
import type { AttemptRow } from '../../../shared/games/masterdice/types.js';
import { markerLandsAt } from './Markers.js';
import { markerKinds } from './model.js';

/** A placed row's markers click into their sockets one by one, as Markers.tsx drops them. */
export function soundOf(event: { type: string } & Record<string, unknown>): readonly SoundCue[] {
  if (event.type !== 'placed') return [];
  const feedback = event.feedback as AttemptRow['feedback'] | undefined;
  if (!feedback) return [];
  return markerKinds(feedback).map((_, slot) => ({ cue: 'click' as const, delay: markerLandsAt(slot) }));
}
