// Symbotrio's keyboard in the controls: the moment read from the controls' model (letters while squares may be
// turned, N to turn up a card, S once a square is up, the picker's arrows and Enter), and the hook on the
// shell's useGameKeys (typing in a field is left alone; a key used here is kept from the camera keys).
import { useGameKeys, type KeyReader } from '../../../kit/useGameKeys.js';
import { symbotrioKey, type SymbotrioKey, type SymbotrioKeyMoment } from '../keys.js';
import type { ControlsModel } from '../model.js';

/** What the keyboard may do now, from the controls' model (null: keys off — not this viewer's turn, or an action on its way). */
export function keyMoment(model: ControlsModel, busy: boolean): SymbotrioKeyMoment | null {
  if (busy || (model.moment !== 'draw' && model.moment !== 'crack' && model.moment !== 'trick')) return null;
  const rows = model.places.length;
  const cols = model.places[0]?.length ?? 0;
  const picker = model.picker;
  return {
    board: model.places.some((r) => r.some((p) => p.flip.enabled)) ? { rows, cols } : null,
    draw: model.draw.enabled,
    stop: model.stop.shown && model.stop.enabled,
    picker: picker !== null,
    steal: picker !== null && picker.target !== null && picker.cards.some((c) => c.enabled),
  };
}

/**
 * A key press read for Symbotrio: nothing while a dialog is open; Enter on a focused button stays that button's
 * (the picker's Enter is for the card the arrows chose).
 */
const readSymbotrioKey: KeyReader<SymbotrioKeyMoment, SymbotrioKey> = (e, m) => {
  const el = e.target as HTMLElement | null;
  if (el?.closest?.('dialog[open]')) return null;
  if (e.key === 'Enter' && el?.closest?.('button')) return null;
  return symbotrioKey(e.key, m);
};

/** Calls `run` for each key that means something now (null moment: keyboard off). */
export function useSymbotrioKeys(moment: SymbotrioKeyMoment | null, run: (command: SymbotrioKey) => void): void {
  useGameKeys(moment, readSymbotrioKey, run);
}
