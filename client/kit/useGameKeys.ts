// The keyboard of a game's HTML controls: one window listener in the capture phase (a game's keys are read
// before the shell's camera keys), typing in a field left alone, and each key read by the game into a command
// of its own. A key the game uses has its default prevented, which the shell's listeners respect.
import { useEffect, useRef } from 'react';

/** Reads a key press in the light of the moment: the game's command, or null (the key is not the game's now). */
export type KeyReader<M, C> = (e: KeyboardEvent, moment: M) => C | null;

/** Whether a key press goes to a text field (or an editable element) rather than to the game. */
function typingInField(el: HTMLElement | null): boolean {
  return el !== null && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));
}

/**
 * Calls `run` for each key that `read` turns into a command now (null moment: keyboard off; modified and
 * repeated keys are never read). With `exclusive` the key is also kept from every other listener.
 */
export function useGameKeys<M, C>(
  moment: M | null,
  read: KeyReader<M, C>,
  run: (command: C) => void,
  exclusive = false,
): void {
  const latest = useRef({ moment, read, run, exclusive });
  latest.current = { moment, read, run, exclusive };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const { moment: m, read: r, run: go, exclusive: only } = latest.current;
      if (m === null || e.ctrlKey || e.metaKey || e.altKey || e.repeat) return;
      if (typingInField(e.target as HTMLElement | null)) return;
      const command = r(e, m);
      if (command === null) return;
      e.preventDefault();
      if (only) e.stopImmediatePropagation();
      go(command);
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);
}
