// A control bound to a value the server decides (a consent box, the creator's chat switches, the bots' pace): it
// shows the player's choice at once, then the server's word once it comes.
import { useEffect, useState } from 'react';

/** How long a choice shows without the server's confirmation before the control goes back to the server's word. */
export const ASK_CONFIRM_MS = 5000;

/**
 * The value a control shows and the function that asks for a new one. `confirmed` is the server's word; a choice
 * shows until the server agrees, or for `confirmMs` when it never does (a refusal: the control goes back).
 */
export function useAsked<T>(
  confirmed: T,
  send: (value: T) => void,
  confirmMs = ASK_CONFIRM_MS,
): readonly [shown: T, ask: (value: T) => void] {
  const [pending, setPending] = useState<{ readonly value: T } | null>(null);
  useEffect(() => {
    if (pending === null) return;
    if (Object.is(pending.value, confirmed)) {
      setPending(null);
      return;
    }
    const timer = setTimeout(() => setPending(null), confirmMs);
    return () => clearTimeout(timer);
  }, [pending, confirmed, confirmMs]);
  const ask = (value: T): void => {
    setPending({ value });
    send(value);
  };
  return [pending === null ? confirmed : pending.value, ask];
}
