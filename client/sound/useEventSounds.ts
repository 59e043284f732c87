// The table shell's link from events to sounds: each action's events, as they arrive live, play the sounds their
// game gives them (GameClient.soundOf). A catch-up on joining and a replay's jumps play nothing.
import { useEffect } from 'react';
import type { AnyGameClient } from '../games/index.js';
import { useTavolo } from '../store.js';
import { playCue } from './cues.js';

/** Plays `game`'s sounds for every live action while the table screen shows it. */
export function useEventSounds(game: AnyGameClient | null | undefined): void {
  useEffect(() => {
    const soundOf = game?.soundOf;
    if (!soundOf) return;
    return useTavolo.subscribe((s, prev) => {
      if (!s.liveEvents || s.liveEvents === prev.liveEvents) return;
      for (const event of s.liveEvents.events) for (const cue of soundOf(event as { type: string } & Record<string, unknown>)) playCue(cue);
    });
  }, [game]);
}
