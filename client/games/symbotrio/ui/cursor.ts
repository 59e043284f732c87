// The pointer's shape over the board: a hand (pointer) exactly while the square under it is one the engine lets
// this seat turn now (and no action is on its way), the default elsewhere. The scene writes the square under the
// pointer into the store; browser tests aim with this cursor, as a person does.
import type { SymbotrioAction } from '../../../../shared/games/symbotrio/game-types.js';
import { usePointerWhile } from '../../../kit/cursor.js';
import { canFlip } from '../intents.js';
import { isBusy, useSymbotrio, type SymbotrioLocal } from '../store.js';

/** Whether a click now turns a square, for this store state, legal list and view. */
export function clickable(
  s: Pick<SymbotrioLocal, 'hover' | 'sentFor'>,
  legal: readonly SymbotrioAction[],
  view: object,
): boolean {
  return !isBusy(s, view) && canFlip(legal, s.hover);
}

/** Keeps `document.body.style.cursor` a pointer exactly while a click on the board would turn a square (and puts it back). */
export function useBoardCursor(legal: readonly SymbotrioAction[], view: object): void {
  usePointerWhile(useSymbotrio, (s) => clickable(s, legal, view), [legal, view]);
}
