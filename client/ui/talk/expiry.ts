// How long a reaction stays in the store: a hook of its own, mounted with the table screen, apart from the bubbles
// that show the reactions (client/ui/talk/Reactions.tsx, loaded after the table's first frame).
import { useEffect, useRef } from 'react';
import { REACTION_SHOW_MS } from '../../../shared/talk.js';
import { useTavolo } from '../../store.js';

/** Drops each reaction from the store once it has shown REACTION_SHOW_MS (mounted once per table screen). */
export function useReactionExpiry(): void {
  const reactions = useTavolo((s) => s.talk.reactions);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    for (const r of reactions) {
      if (timers.current.has(r.id)) continue;
      timers.current.set(
        r.id,
        setTimeout(() => {
          timers.current.delete(r.id);
          useTavolo.getState().dropReaction(r.id);
        }, REACTION_SHOW_MS),
      );
    }
  }, [reactions]);
  useEffect(() => {
    const all = timers.current;
    return () => {
      for (const id of all.values()) clearTimeout(id);
      all.clear();
    };
  }, []);
}
