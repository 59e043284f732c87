// The solver's and coder's keyboard: one pure table from a key to a command, so it is tested without a DOM.

/** What a key asks for; the controls turn it into a draft change or an intent. */
export type KeyCommand =
  | { readonly kind: 'roll' }
  | { readonly kind: 'roll-code' }
  | { readonly kind: 'pick'; readonly die: number }
  | { readonly kind: 'column'; readonly column: number }
  | { readonly kind: 'cursor'; readonly step: number }
  | { readonly kind: 'enter' }
  | { readonly kind: 'undo' }
  | { readonly kind: 'clear' }
  | { readonly kind: 'solve' };

/** Letters of the columns: Blue, Red, Yellow, Green (the same in Italian: Blu, Rosso, Giallo, Verde would clash, so B R Y G stay). */
const COLUMN_KEYS: Readonly<Record<string, number>> = { b: 0, r: 1, y: 2, g: 3 };

/**
 * The command for a key in the current moment: `placing` while the solver places rolled dice (then R means
 * red), `canRoll` when he may start an attempt, `coding` when the coder must roll the code.
 */
export function keyCommand(
  key: string,
  moment: {
    readonly placing: boolean;
    readonly canRoll: boolean;
    readonly canSolve: boolean;
    readonly coding: boolean;
  },
): KeyCommand | null {
  const k = key.length === 1 ? key.toLowerCase() : key;
  if (moment.coding) return k === 'r' || k === 'Enter' ? { kind: 'roll-code' } : null;
  if (moment.placing) {
    if (k >= '1' && k <= '4') return { kind: 'pick', die: Number(k) - 1 };
    const column = COLUMN_KEYS[k];
    if (column !== undefined) return { kind: 'column', column };
    if (k === 'ArrowLeft') return { kind: 'cursor', step: -1 };
    if (k === 'ArrowRight') return { kind: 'cursor', step: 1 };
    if (k === 'Enter') return { kind: 'enter' };
    if (k === 'Backspace' || k === 'u' || k === 'z') return { kind: 'undo' };
    if (k === 'Escape' || k === 'Delete') return { kind: 'clear' };
    return null;
  }
  if (moment.canRoll && k === 'r') return { kind: 'roll' };
  if (moment.canSolve && k === 's') return { kind: 'solve' };
  return null;
}
