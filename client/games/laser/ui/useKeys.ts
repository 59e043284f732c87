// Laser's keyboard: R turns the component in hand (Shift+R back), T the turn tool, Delete the remove tool,
// E the empty-cell mark (notebook), Esc drops the tool, F jumps to the pointer field. Typing in a field is
// left alone; a key used here is kept from the shell's camera keys.
import { useGameKeys, type KeyReader } from '../../../kit/useGameKeys.js';

/** A keyboard command of the Laser panels. */
export type LaserKey = 'turn-next' | 'turn-prev' | 'tool-turn' | 'tool-remove' | 'tool-empty' | 'drop' | 'focus-fire';

/** What the keyboard may do now. */
export interface LaserKeyMoment {
  /** A board is being edited (design or notebook). */
  readonly editing: boolean;
  /** The board being edited is a notebook (the empty-cell mark exists). */
  readonly notebook: boolean;
  /** The fire field is on screen. */
  readonly firing: boolean;
}

/** The command a key means now, or null. */
export function laserKey(key: string, shift: boolean, m: LaserKeyMoment): LaserKey | null {
  const k = key.length === 1 ? key.toLowerCase() : key;
  if (m.editing) {
    if (k === 'r') return shift ? 'turn-prev' : 'turn-next';
    if (k === 't') return 'tool-turn';
    if (k === 'Delete' || k === 'x') return 'tool-remove';
    if (k === 'e' && m.notebook) return 'tool-empty';
    if (k === 'Escape') return 'drop';
  }
  if (m.firing && k === 'f') return 'focus-fire';
  return null;
}

/** A key press read for Laser: nothing while a dialog is open. */
const readLaserKey: KeyReader<LaserKeyMoment, LaserKey> = (e, m) =>
  (e.target as HTMLElement | null)?.closest?.('dialog[open]') ? null : laserKey(e.key, e.shiftKey, m);

/** Calls `run` for each key that means something now (null moment: keyboard off). */
export function useLaserKeys(moment: LaserKeyMoment | null, run: (command: LaserKey) => void): void {
  useGameKeys(moment, readLaserKey, run);
}
