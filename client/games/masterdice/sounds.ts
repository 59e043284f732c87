// Masterdice's sounds beyond the dice (theirs come from the throw tracks): each feedback marker clicking in.
import type { SoundCue } from '../../sound/cues.js';
import { markerLandsAt } from './Markers.js';

/** A placed row's markers click into their sockets one by one, as Markers.tsx drops them. */
export function soundOf(event: { type: string } & Record<string, unknown>): readonly SoundCue[] {
  if (event.type !== 'placed') return [];
  const f = event.feedback as { equal?: number; lower?: number; higher?: number } | undefined;
  const markers = (f?.equal ?? 0) + (f?.lower ?? 0) + (f?.higher ?? 0);
  return Array.from({ length: markers }, (_, slot) => ({ cue: 'click' as const, delay: markerLandsAt(slot) }));
}
