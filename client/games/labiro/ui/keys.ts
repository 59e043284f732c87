// Labiro's keyboard: W walk, T turn, Enter confirms the armed turn, Escape cancels it (or drops a tool),
// E ends the turn. Read through the shell's useGameKeys (typing in a field is left alone; a key used here is
// kept from the camera keys).
import { useGameKeys, type KeyReader } from '../../../kit/useGameKeys.js';
import type { ControlsModel } from './model.js';

/** A keyboard command of the Labiro controls. */
export type LabiroKey = 'walk' | 'turn' | 'confirm' | 'cancel' | 'end';

/** What the keyboard may do now (from the controls' model and the store). */
export interface LabiroKeyMoment {
  readonly walk: boolean;
  readonly turn: boolean;
  /** A turn is armed and may be confirmed. */
  readonly confirm: boolean;
  /** Something can be cancelled: an armed turn, or a tool other than walking. */
  readonly cancel: boolean;
  readonly end: boolean;
}

/** The command a key means now, or null (the key is not Labiro's at this moment). */
export function labiroKey(key: string, m: LabiroKeyMoment): LabiroKey | null {
  const k = key.length === 1 ? key.toLowerCase() : key;
  if (k === 'w' && m.walk) return 'walk';
  if (k === 't' && m.turn) return 'turn';
  if (k === 'Enter' && m.confirm) return 'confirm';
  if (k === 'Escape' && m.cancel) return 'cancel';
  if (k === 'e' && m.end) return 'end';
  return null;
}

/** What the keyboard may do on the player's turn, from the controls' model, the tool in hand and whether a turn is armed (null: keys off). */
export function keyMoment(model: ControlsModel, toolMode: string, armed: boolean): LabiroKeyMoment | null {
  if (model.moment !== 'play-mine') return null;
  return {
    walk: model.walk.enabled,
    turn: model.turn.enabled,
    confirm: armed && model.confirm.enabled,
    cancel: armed || toolMode !== 'walk',
    end: model.end.enabled,
  };
}

/** A key press read for Labiro: nothing while a dialog is open. */
const readLabiroKey: KeyReader<LabiroKeyMoment, LabiroKey> = (e, m) =>
  (e.target as HTMLElement | null)?.closest?.('dialog[open]') ? null : labiroKey(e.key, m);

/** Calls `run` for each key that means something now (null moment: keyboard off). */
export function useLabiroKeys(moment: LabiroKeyMoment | null, run: (command: LabiroKey) => void): void {
  useGameKeys(moment, readLabiroKey, run);
}
