// Symbotrio's sounds: a keypad square flipping up, and the try's squares flipping back face down.
import type { SoundCue } from '../../kit/contract.js';

/** Spacing of the squares going face down at the end of a try (s). */
const DOWN_STAGGER_S = 0.09;

/** A flip flips one square; a try's end flips each of its squares back. */
export function soundOf(event: { type: string } & Record<string, unknown>): readonly SoundCue[] {
  if (event.type === 'flipped') return [{ cue: 'flip' }];
  if (event.type === 'tried' && Array.isArray(event.signs))
    return event.signs.map((_, i) => ({ cue: 'flip' as const, delay: 0.3 + i * DOWN_STAGGER_S, strength: 0.5 }));
  return [];
}
