// The keyboard for Masterdice: listens on the window (capture phase, so keys 1–4 pick dice instead of
// switching the camera while the solver places), ignores typing in fields, and maps keys via keyCommand.
import { useEffect, useRef } from 'react';
import { keyCommand, type KeyCommand } from '../keys.js';

/** What the keyboard may do now; null disables it. */
export interface KeyMoment {
  readonly placing: boolean;
  readonly canRoll: boolean;
  readonly canSolve: boolean;
  readonly coding: boolean;
}

/** Calls `run` for each key that means something now; the key is then kept from other listeners. */
export function useMasterdiceKeys(moment: KeyMoment | null, run: (command: KeyCommand) => void): void {
  const latest = useRef({ moment, run });
  latest.current = { moment, run };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const { moment: m, run: r } = latest.current;
      if (!m || e.ctrlKey || e.metaKey || e.altKey || e.repeat) return;
      const el = e.target as HTMLElement | null;
      if (el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName))) return;
      // Enter on a focused button presses that button: leave it alone.
      if (e.key === 'Enter' && el && el.tagName === 'BUTTON') return;
      const command = keyCommand(e.key, m);
      if (!command) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      r(command);
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);
}
