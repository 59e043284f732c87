// The "busy until the next view" sender every game's controls use: an action is sent once; the buttons that
// send stay disabled until the server's next view arrives (the action accepted), or for a few seconds after a
// refusal (no new view comes then), so a double click never sends an action twice.
import { useEffect, useState } from 'react';

/** How long the controls stay busy when no new view arrives (the server refused, or the connection hiccuped), ms. */
export const BUSY_TIMEOUT_MS = 4000;

/** What `useSender` gives the controls: whether an action is on its way, and the guarded send. */
export interface Sender<A> {
  readonly busy: boolean;
  send(action: A): void;
}

/** Sends through `onIntent` at most once per view; `busy` is true from the send until a new view (or `timeoutMs`). */
export function useSender<V, A>(view: V, onIntent: (action: A) => void, timeoutMs = BUSY_TIMEOUT_MS): Sender<A> {
  const [sentFor, setSentFor] = useState<V | null>(null);
  const busy = sentFor !== null && sentFor === view;
  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setSentFor(null), timeoutMs);
    return () => clearTimeout(timer);
  }, [busy, timeoutMs]);
  return {
    busy,
    send(action: A) {
      if (busy) return;
      setSentFor(view);
      onIntent(action);
    },
  };
}
