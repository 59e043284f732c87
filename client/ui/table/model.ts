// Small derivations the overlay shares: seat names, whose turn, scores (duck-typed from the game's view).
import type { TableSnapshot } from '../../../shared/protocol.js';

/** A seat's display name, or "Seat N" while a human seat is free. */
export function seatNamesOf(table: TableSnapshot | null, fallback: (n: number) => string): string[] {
  return (table?.seats ?? []).map((s, i) => s.name || fallback(i + 1));
}

/** The seats expected to act, from `view.toAct` when the game's view has it. */
export function toActOf(view: unknown): readonly number[] {
  const toAct = (view as { toAct?: unknown } | null)?.toAct;
  return Array.isArray(toAct) ? toAct.filter((x): x is number => typeof x === 'number') : [];
}

/** Points per seat, from `view.scores` when the game's view has it. */
export function scoresOf(view: unknown): readonly number[] | null {
  const scores = (view as { scores?: unknown } | null)?.scores;
  return Array.isArray(scores) && scores.every((x) => typeof x === 'number') ? (scores as number[]) : null;
}
