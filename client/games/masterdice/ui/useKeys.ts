// The keyboard for Masterdice: listens on the window (capture phase, so keys 1–4 pick dice instead of
// switching the camera while the solver places), ignores typing in fields, and maps keys via keyCommand.
import { useGameKeys, type KeyReader } from '../../../kit/useGameKeys.js';
import { keyCommand, type KeyCommand } from '../keys.js';

/** What the keyboard may do now; null disables it. */
export interface KeyMoment {
  readonly placing: boolean;
  readonly canRoll: boolean;
  readonly canSolve: boolean;
  readonly coding: boolean;
}

/** A key press read for Masterdice: Enter on a focused button presses that button, so it is left alone. */
const readMasterdiceKey: KeyReader<KeyMoment, KeyCommand> = (e, m) =>
  e.key === 'Enter' && (e.target as HTMLElement | null)?.tagName === 'BUTTON' ? null : keyCommand(e.key, m);

/** Calls `run` for each key that means something now; the key is then kept from other listeners. */
export function useMasterdiceKeys(moment: KeyMoment | null, run: (command: KeyCommand) => void): void {
  useGameKeys(moment, readMasterdiceKey, run, true);
}
