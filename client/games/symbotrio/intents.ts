// Pointer, taps and keys turned into what the client sends (chessground style: the scene only reports which
// square was clicked). Pure: it reads the engine's legal actions for this seat (legalFromView, given in) and
// answers with an action to send, or null; it never decides a rule — an action is sent only when the engine
// listed it, and the server still decides.
import type { Seat } from '../../../shared/core/index.js';
import type { SymbotrioAction } from '../../../shared/games/symbotrio/game-types.js';
import type { Cell } from './store.js';

/** The flip of the square at (row, col) as it lies now, when the engine lists it; else null. */
export function flipAt(legal: readonly SymbotrioAction[], row: number, col: number): SymbotrioAction | null {
  return legal.find((a) => a.type === 'flip' && a.row === row && a.col === col) ?? null;
}

/** Whether the square at `cell` may be turned now (the scene's pointer cursor, the keys). */
export const canFlip = (legal: readonly SymbotrioAction[], cell: Cell | null): boolean =>
  cell !== null && flipAt(legal, cell.row, cell.col) !== null;

/** The trickster's choices: for each opponent he may draw from, the indices of that pile's cards, in seat order. */
export function stealChoices(legal: readonly SymbotrioAction[]): ReadonlyMap<Seat, readonly number[]> {
  const out = new Map<Seat, number[]>();
  for (const a of legal) if (a.type === 'steal') out.set(a.target, [...(out.get(a.target) ?? []), a.index]);
  return out;
}

/** The steal of card `index` of `target`'s pile, when the engine lists it; else null. */
export function stealAt(legal: readonly SymbotrioAction[], target: Seat, index: number): SymbotrioAction | null {
  return legal.find((a) => a.type === 'steal' && a.target === target && a.index === index) ?? null;
}

/** The opponent the picker shows: the one chosen when he may still be drawn from, else the only one, else null. */
export function pickerTarget(choices: ReadonlyMap<Seat, readonly number[]>, chosen: Seat | null): Seat | null {
  if (chosen !== null && choices.has(chosen)) return chosen;
  return choices.size === 1 ? [...choices.keys()][0]! : null;
}

/** The next opponent `step` away from `from` among those he may draw from (the keys' ↑/↓), wrapping round. */
export function stepTarget(
  choices: ReadonlyMap<Seat, readonly number[]>,
  from: Seat | null,
  step: 1 | -1,
): Seat | null {
  const seats = [...choices.keys()];
  if (seats.length === 0) return null;
  const at = from === null ? -1 : seats.indexOf(from);
  if (at < 0) return step === 1 ? seats[0]! : seats[seats.length - 1]!;
  return seats[(at + step + seats.length) % seats.length]!;
}

/** The card cursor moved `step` along a pile of `count` cards (the keys' ←/→), wrapping round. */
export const stepCard = (cursor: number, count: number, step: 1 | -1): number =>
  count <= 0 ? 0 : (((cursor + step) % count) + count) % count;
