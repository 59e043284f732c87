// The table shell's link from events to sounds: each action's events, as they arrive live, play the sounds their
// game gives them (GameClient.soundOf). A catch-up on joining and a replay's jumps play nothing.
import { useEffect } from 'react';
import type { AnyGameClient, SoundCue } from '../kit/contract.js';
import { useTavolo } from '../store.js';
import { playCue } from './cues.js';
import { animationSpeed } from '../scene/motion.js';

/** A cue timed for animations played `speed` times faster: earlier and shorter by as much. */
export function atSpeed(cue: SoundCue, speed: number): SoundCue {
  if (speed === 1) return cue;
  return {
    ...cue,
    ...(cue.delay === undefined ? {} : { delay: cue.delay / speed }),
    ...(cue.length === undefined ? {} : { length: cue.length / speed }),
  };
}

/** Plays `game`'s sounds for every live action while the table screen shows it. */
export function useEventSounds(game: AnyGameClient | null | undefined): void {
  useEffect(() => {
    const soundOf = game?.soundOf;
    if (!soundOf) return;
    return useTavolo.subscribe((s, prev) => {
      if (!s.liveEvents || s.liveEvents === prev.liveEvents) return;
      // Timed to the animations, which reduced motion plays faster (scene/motion.ts): the sounds keep up.
      const speed = animationSpeed();
      for (const event of s.liveEvents.events) {
        for (const cue of soundOf(event as { type: string } & Record<string, unknown>)) playCue(atSpeed(cue, speed));
      }
    });
  }, [game]);
}
