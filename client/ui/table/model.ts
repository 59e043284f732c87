// Small derivations the overlay shares: whose turn, scores (duck-typed from the game's view); seat names are
// client/store.ts's seatNamesOf (the director reads them too).

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
