// Pure helpers of the replay screen.
import type { ThrowMessage } from '../../shared/protocol.js';
import type { ReplayFrame } from '../net/replay.js';

/** The dice throw that a step made, matched by the `roll` number its events carry. */
export function throwOfFrame(frame: ReplayFrame, throws: readonly ThrowMessage[]): ThrowMessage | null {
  for (const e of frame.events) {
    const roll = (e as { roll?: unknown }).roll;
    if (typeof roll === 'number') {
      const found = throws.find((t) => t.roll === roll);
      if (found) return found;
    }
  }
  return null;
}
