// The pointer's shape over the table: a hand (pointer) where a click does something — over the square where the
// picked card may drop as turned, over a side a cable may take (or a square beside the first one of a two-click
// cable) — and the default elsewhere. What may be done comes from the engine's legal list (LegalIndex); the Web
// store says what is in hand and what is under the pointer. Browser tests aim with it, as a person does.
import type { Shape } from '../../../../shared/games/web/game-types.js';
import { usePointerWhile } from '../../../kit/cursor.js';
import { adjacent, playAt, playKey, sideKey, type CellsOf, type LegalIndex } from '../intents.js';
import { sideOf, useWeb, type WebLocal } from '../store.js';

/** Whether a click now does something, for this store state, legal list and hand. */
export function clickable(
  s: Pick<WebLocal, 'selected' | 'rotation' | 'cableMode' | 'hover' | 'hoverSide' | 'firstSquare'>,
  legal: LegalIndex,
  hand: readonly { id: number; shape: Shape }[],
  cellsOf: CellsOf,
): boolean {
  if (s.hover === null) return false;
  if (s.selected !== null) {
    const card = hand.find((c) => c.id === s.selected);
    if (!card) return false;
    const p = playAt(card.id, card.shape, s.rotation, s.hover, cellsOf);
    return legal.plays.has(playKey(p.card, p.rotation, p.x, p.y));
  }
  if (!s.cableMode) return false;
  if (s.firstSquare && adjacent(s.firstSquare, s.hover) && legal.sides.has(sideKey(sideOf(s.firstSquare, s.hover))))
    return true;
  return s.hoverSide !== null && legal.sides.has(sideKey(s.hoverSide));
}

/** Keeps `document.body.style.cursor` a pointer exactly while a click on the table would act (and puts it back). */
export function useTableCursor(
  legal: LegalIndex,
  hand: readonly { id: number; shape: Shape }[],
  cellsOf: CellsOf,
): void {
  usePointerWhile(useWeb, (s: WebLocal) => clickable(s, legal, hand, cellsOf), [legal, hand, cellsOf]);
}
