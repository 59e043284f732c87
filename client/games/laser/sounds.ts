// Laser's sounds: a pointer's hum while its beam is drawn, and the spark when an absorber takes the light.
import type { SoundCue } from '../../kit/contract.js';

/** How long a shot's beam hums (s), and when an absorbed beam sparks. */
const HUM_S = 0.9;
const SPARK_AT_S = 0.55;

/** A shot hums; an absorbed one sparks at its end. */
export function soundOf(event: { type: string } & Record<string, unknown>): readonly SoundCue[] {
  if (event.type !== 'shot') return [];
  const absorbed = (event.answer as { absorbed?: boolean } | undefined)?.absorbed === true;
  return [{ cue: 'hum', length: HUM_S }, ...(absorbed ? [{ cue: 'spark' as const, delay: SPARK_AT_S }] : [])];
}
