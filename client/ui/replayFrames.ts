// Pure helpers of the replay screen.
import { isDiceThrown } from '../../shared/core/index.js';
import type { ThrowMessage } from '../../shared/protocol.js';
import type { ReplayFrame } from '../net/replay.js';

/** The dice throw that a step made: the track of its first 'dice-thrown' event, matched by roll and channel. */
export function throwOfFrame(frame: ReplayFrame, throws: readonly ThrowMessage[]): ThrowMessage | null {
  for (const e of frame.events) {
    if (!isDiceThrown(e)) continue;
    const found = throws.find((t) => t.roll === e.roll && t.channel === e.channel);
    if (found) return found;
  }
  return null;
}
