// The solver's unsent placement: which rolled die goes on which column. Pure, so the 3D board, the HTML
// panel and the keyboard share one set of rules and tests; the server still decides what is legal.
import { COLOURS } from '../../../shared/games/masterdice/index.js';

/** A placement being prepared for one roll. Example: dice [2, 5, 5, 1], die 1 on red → assigned [null, 1, null, null]. */
export interface Draft {
  /** The roll counter this draft belongs to; a newer roll starts a fresh draft. */
  readonly roll: number;
  /** Values of the rolled dice, in roll order. */
  readonly dice: readonly number[];
  /** Per column (blue, red, yellow, green): the index of the die put there, or null. */
  readonly assigned: readonly (number | null)[];
  /** Columns in the order dice were put on them, for Undo. */
  readonly order: readonly number[];
  /** The die picked up (by click or keys 1–4), waiting for a column; null when none. */
  readonly selected: number | null;
  /** The column the keyboard points at (← →), 0–3. */
  readonly cursor: number;
}

/** A fresh draft for a roll: nothing placed, nothing picked. */
export function makeDraft(roll: number, dice: readonly number[]): Draft {
  return { roll, dice: [...dice], assigned: COLOURS.map(() => null), order: [], selected: null, cursor: 0 };
}

/** The column a die lies on in the draft, or null while it is still in the tray. */
export function columnOfDie(draft: Draft, die: number): number | null {
  const at = draft.assigned.indexOf(die);
  return at < 0 ? null : at;
}

/** Picks a die up (or drops the pick when it is picked already); a die outside the roll is ignored. */
export function selectDie(draft: Draft, die: number): Draft {
  if (die < 0 || die >= draft.dice.length) return draft;
  if (draft.selected === die) return { ...draft, selected: null };
  // The keyboard cursor moves to a free column, where the die can go.
  const free = draft.assigned.indexOf(null);
  const cursorFree = draft.assigned[draft.cursor] === null;
  return { ...draft, selected: die, cursor: cursorFree || free < 0 ? draft.cursor : free };
}

/**
 * Puts `die` on `column`: a die already there goes back to the tray, the die leaves any column it was on.
 * The pick is cleared and the keyboard cursor follows the column.
 */
export function assignDie(draft: Draft, die: number, column: number): Draft {
  if (die < 0 || die >= draft.dice.length || column < 0 || column >= COLOURS.length) return draft;
  const assigned = draft.assigned.map((d) => (d === die ? null : d));
  assigned[column] = die;
  const order = [...draft.order.filter((c) => c !== column && draft.assigned[c] !== die), column];
  return { ...draft, assigned, order, selected: null, cursor: column };
}

/** Puts the picked die on `column`; without a pick, picks up the die lying there (to move it). */
export function dropOnColumn(draft: Draft, column: number): Draft {
  if (draft.selected !== null) return assignDie(draft, draft.selected, column);
  const lying = draft.assigned[column];
  return lying === null || lying === undefined
    ? { ...draft, cursor: column }
    : clearColumn({ ...draft, cursor: column }, column, true);
}

/** Takes the die off `column` back to the tray; `pick` keeps it in hand to put it elsewhere. */
export function clearColumn(draft: Draft, column: number, pick = false): Draft {
  const die = draft.assigned[column];
  if (die === null || die === undefined) return draft;
  const assigned = draft.assigned.map((d, c) => (c === column ? null : d));
  return { ...draft, assigned, order: draft.order.filter((c) => c !== column), selected: pick ? die : draft.selected };
}

/** Undo: the last die put down goes back to the tray; with nothing down, drops the pick. */
export function undoLast(draft: Draft): Draft {
  const last = draft.order[draft.order.length - 1];
  if (last === undefined) return { ...draft, selected: null };
  return clearColumn(draft, last);
}

/** Everything back in the tray. */
export function clearAll(draft: Draft): Draft {
  return { ...makeDraft(draft.roll, draft.dice), cursor: draft.cursor };
}

/** Moves the keyboard cursor by `step` columns, wrapping around. */
export function moveCursor(draft: Draft, step: number): Draft {
  const n = COLOURS.length;
  return { ...draft, cursor: (((draft.cursor + step) % n) + n) % n };
}

/** The action payload for the draft: one entry per column holding a die, sorted by column. */
export function placementsOf(draft: Draft): { column: number; value: number }[] {
  const out: { column: number; value: number }[] = [];
  draft.assigned.forEach((die, column) => {
    if (die !== null && die !== undefined) out.push({ column, value: draft.dice[die] as number });
  });
  return out;
}

/** Columns still free on the row being filled: where a picked die may go. */
export function freeColumns(draft: Draft): number[] {
  return draft.assigned.flatMap((d, c) => (d === null ? [c] : []));
}

/** Dice still in the tray (not on a column), by index. */
export function diceInTray(draft: Draft): number[] {
  return draft.dice.flatMap((_, i) => (draft.assigned.includes(i) ? [] : [i]));
}
