// What Masterdice's panel and scene offer this seat, read from the engine's legal list (props.legal, the one door
// for legality): the code roll, a roll, a solution, the placements (which dice on which wells) and a rematch; and,
// for a roll that is not offered, the engine's reason (checkMove). Pure: tested without a browser.
import type { Seat } from '../../../shared/core/index.js';
import {
  ERRORS,
  checkMove,
  type MasterdiceAction,
  type MasterdiceView,
} from '../../../shared/games/masterdice/index.js';
import { assignDie, columnOfDie, diceInTray, freeColumns, placementsOf, type Draft } from './draft.js';

/** The moves the engine lists for this seat, by type; `placements` holds every listed placement's key. */
export interface Offers {
  readonly rollCode: boolean;
  readonly roll: boolean;
  readonly solve: boolean;
  /** Whether any placement is listed (the solver has rolled and must place). */
  readonly place: boolean;
  readonly rematch: boolean;
  /** placementKey of every listed placement. Example: '0:3,2:5' (a 3 on blue, a 5 on yellow). */
  readonly placements: ReadonlySet<string>;
}

/** One spelling of a placement, whatever its order: `column:value` pairs sorted by column. */
function placementKey(placements: readonly { readonly column: number; readonly value: number }[]): string {
  return [...placements]
    .sort((a, b) => a.column - b.column)
    .map((p) => `${p.column}:${p.value}`)
    .join(',');
}

/** Reads the engine's legal list (memoise it per list: a solver's holds 1296 solutions). */
export function offersOf(legal: readonly MasterdiceAction[]): Offers {
  const types = new Set<MasterdiceAction['type']>();
  const placements = new Set<string>();
  for (const action of legal) {
    types.add(action.type);
    if (action.type === 'place') placements.add(placementKey(action.placements));
  }
  return {
    rollCode: types.has('roll-code'),
    roll: types.has('roll'),
    solve: types.has('solve'),
    place: types.has('place'),
    rematch: types.has('rematch'),
    placements,
  };
}

/** Whether the draft, as it lies, is a placement the engine lists (Confirm is on). */
export function draftListed(offers: Offers, draft: Draft): boolean {
  return offers.placements.has(placementKey(placementsOf(draft)));
}

/**
 * The free wells of the row where a die may go: those where putting `die` (null: any die still in the tray) makes
 * a listed placement. The glow, the panel's targets and the clicks follow it.
 */
export function wellsFor(offers: Offers, draft: Draft, die: number | null): number[] {
  const dice = die === null ? diceInTray(draft) : [die];
  return freeColumns(draft).filter((column) =>
    dice.some((d) => offers.placements.has(placementKey(placementsOf(assignDie(draft, d, column))))),
  );
}

/** Whether a die may be picked: it lies on a well (to take it back), or some free well takes it. */
export function diePickable(offers: Offers, draft: Draft, die: number): boolean {
  return columnOfDie(draft, die) !== null || wellsFor(offers, draft, die).length > 0;
}

/**
 * Whether the seat must give its solution now: the engine lists a solution and refuses the roll because the
 * rows or the white dice are used up (its reason, asked with checkMove, not a rule restated here).
 */
export function mustSolve(view: MasterdiceView, seat: Seat | null, offers: Offers): boolean {
  if (!offers.solve || offers.roll) return false;
  const roll = checkMove(view, seat, 'roll');
  return !roll.ok && (roll.error.code === ERRORS.noAttemptsLeft.code || roll.error.code === ERRORS.supplyEmpty.code);
}
