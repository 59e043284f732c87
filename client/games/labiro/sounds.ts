// Labiro's sounds: towers grinding on their hexes, one turn after another as the chain plays out.
import type { SoundCue } from '../../kit/contract.js';
import { TURN_SECONDS } from './timeline.js';

/** Each tower of a turned chain grinds for its turn, in the order the timeline turns them. */
export function soundOf(event: { type: string } & Record<string, unknown>): readonly SoundCue[] {
  if (event.type !== 'turned' || !Array.isArray(event.steps)) return [];
  return event.steps.map((_, i) => ({
    cue: 'grind' as const,
    delay: i * TURN_SECONDS,
    length: TURN_SECONDS,
    strength: 0.6,
  }));
}
