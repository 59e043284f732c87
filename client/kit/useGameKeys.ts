// The keyboard of a game's HTML controls: one window listener in the capture phase (a game's keys are read
// before the shell's camera keys), typing in a field left alone, and each key read by the game into a command
// of its own. A key the game uses has its default prevented, which the shell's listeners respect.
import { useEffect, useRef } from 'react';

/** Reads a key press in the light of the moment: the game's command, or null (the key is not the game's now). */
export type KeyReader<M, C> = (e: KeyboardEvent, moment: M) => C | null;

/**
 * Whether a key press goes to a text field (the chat's writing field, a name field) or an editable element rather
 * than to the game: every key listener of the table (the games', the camera's, the replay's) asks it first.
 */
export function typingInField(target: EventTarget | null): boolean {
  const el = target as Partial<HTMLElement> | null;
  if (!el || typeof el.tagName !== 'string') return false;
  return el.isContentEditable === true || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName);
}

/** The game's command for a key press now, or null: keyboard off, a modified or repeated key, or typing in a field. */
export function gameCommand<M, C>(e: KeyboardEvent, moment: M | null, read: KeyReader<M, C>): C | null {
  if (moment === null || e.ctrlKey || e.metaKey || e.altKey || e.repeat) return null;
  if (typingInField(e.target)) return null;
  return read(e, moment);
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
      const command = gameCommand(e, m, r);
      if (command === null) return;
      e.preventDefault();
      if (only) e.stopImmediatePropagation();
      go(command);
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);
}
