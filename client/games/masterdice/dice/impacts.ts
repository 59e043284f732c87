// Where a thrown die hits something, read from the server's track itself (the same frames every screen plays), so
// the sound of the throw lands exactly on what is seen: a frame where the die's velocity turns sharply is a
// contact (the floor, a wall, another die); how sharply gives its loudness.
import type { ThrowMessage } from '../../../../shared/protocol.js';
import type { Knock } from '../../../sound/engine.js';
import { decodeFrames, frameCount, FRAME_STRIDE } from './track.js';

/** One contact: seconds from the start of the throw, its strength (0–1], and the die's index in the track. */
export interface Impact extends Knock {
  readonly die: number;
}

/** A velocity change under this (units/s; 1 unit = 10 cm) is a roll, not a knock. */
const MIN_DELTA_V = 1.2;
/** A velocity change this large or more is a full-strength knock. */
const FULL_DELTA_V = 9;
/** Knocks of one die closer than this are one contact (a bounce spreads over frames), s. */
const MERGE_S = 0.05;

/** Every contact of every die of a throw, in time order. */
export function trackImpacts(track: ThrowMessage): Impact[] {
  const out: Impact[] = [];
  track.dice.forEach((die, index) => {
    const n = frameCount(die.frames);
    if (n < 3) return;
    const f = decodeFrames(die.frames);
    const at = (k: number, j: number) => f[k * FRAME_STRIDE + j]!;
    let last = -Infinity;
    for (let k = 1; k < n - 1; k++) {
      // Velocity before and after frame k (units/s); their difference is what the contact did to the die.
      let dv = 0;
      for (let j = 0; j < 3; j++) {
        const before = (at(k, j) - at(k - 1, j)) * track.fps;
        const after = (at(k + 1, j) - at(k, j)) * track.fps;
        dv += (after - before) ** 2;
      }
      // Gravity alone changes the vertical speed by g / fps per frame: well under MIN_DELTA_V.
      dv = Math.sqrt(dv);
      if (dv < MIN_DELTA_V) continue;
      const t = k / track.fps;
      const strength = Math.min(1, (dv - MIN_DELTA_V) / (FULL_DELTA_V - MIN_DELTA_V) + 0.08);
      const prev = out.length > 0 ? out[out.length - 1] : undefined;
      if (t - last < MERGE_S && prev && prev.die === index) {
        if (strength > prev.strength) out[out.length - 1] = { t: prev.t, strength, die: index };
      } else out.push({ t, strength, die: index });
      last = t;
    }
  });
  return out.sort((a, b) => a.t - b.t);
}
