// Masterdice's guided first game: from the player's view and his unsent choices, the next thing to do and what
// to press — the smart solver's own choice when he solves (chooseSolverAction), one die at a time. Pure; the
// hook below turns it into words and pointers for the shell (client/guide/).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseSolverAction } from '../../../shared/games/masterdice/solver.js';
import { COLOURS, type MasterdiceAction, type MasterdiceView } from '../../../shared/games/masterdice/types.js';
import { canRoll } from '../../../shared/games/masterdice/legal.js';
import { control, piece, type GuideStep, type GuideTarget } from '../../guide/types.js';
import type { GameSceneProps } from '../types.js';
import { columnOfDie, placementsOf, type Draft } from './draft.js';
import { BOARD_TOP, SOLVER_TRAY, boardToScene, cellCentre } from './layout.js';
import { boardModel, mustSolve, shownFor } from './model.js';
import { NS } from './strings.js';
import { useMasterdice } from './store.js';

/** What the planner needs beyond the view: the player's unsent choices and whether a result card is up. */
export interface GuideLocal {
  readonly draft: Draft | null;
  readonly solving: boolean;
  readonly solution: readonly (number | null)[];
  readonly revealed: boolean;
}

/** One step before translation: a key under `guide.` and its values. */
export interface GuidePlan {
  readonly id: string;
  readonly key: string;
  readonly values?: Readonly<Record<string, string | number>>;
  readonly targets: readonly GuideTarget[];
}

/** The well of `column` on the row being filled, as the 3D pointer's place. */
function well(view: MasterdiceView, column: number): GuideTarget {
  const [x, , z] = cellCentre(column, view.rows.length);
  return piece(boardToScene([x, BOARD_TOP, z], view.solver), 0.17);
}

/** The next step of the guided game for `seat`, or null when there is nothing to say. */
export function planGuide(
  view: MasterdiceView,
  seat: number,
  local: GuideLocal,
  advice: MasterdiceAction | null,
): GuidePlan | null {
  if (local.revealed)
    return view.phase === 'over' ? null : { id: 'continue', key: 'continue', targets: [control('md-continue')] };
  if (view.phase === 'over') return null;
  const isCoder = seat === view.coder;
  if (view.phase === 'code') {
    return isCoder
      ? { id: 'roll-code', key: 'rollCode', targets: [control('md-roll-code')] }
      : { id: 'watch', key: 'watchCoder', targets: [] };
  }
  if (isCoder) return { id: 'watch', key: 'watchSolver', targets: [] };
  if (view.phase === 'place' && local.draft) {
    const d = local.draft;
    const mine = placementsOf(d);
    const wanted = advice?.type === 'place' ? advice.placements : [];
    // The player chose otherwise, or every advised die lies on its column: the row is ready to send.
    const own = mine.some((p) => !wanted.some((w) => w.column === p.column && w.value === p.value));
    const missing = wanted.filter((w) => !mine.some((p) => p.column === w.column && p.value === w.value));
    if (own || missing.length === 0) return { id: 'confirm', key: 'confirm', targets: [control('md-confirm')] };
    const next = missing[0]!;
    const colour = COLOURS[next.column]!;
    // The die carrying the value, still in the tray (the same value may lie there twice: the first free one).
    const die = d.dice.findIndex((v, i) => v === next.value && columnOfDie(d, i) === null);
    if (d.selected !== null && d.dice[d.selected] === next.value) {
      return {
        id: 'place-column',
        key: 'placeColumn',
        values: { value: next.value, colour },
        targets: [control(`md-column-${next.column}`), well(view, next.column)],
      };
    }
    return {
      id: 'place-die',
      key: 'placeDie',
      values: { value: next.value, colour },
      targets: [control(`md-die-${Math.max(0, die)}`), well(view, next.column)],
    };
  }
  if (view.phase !== 'attempt') return null;
  if (advice?.type === 'solve' || !canRoll(view)) {
    const code = advice?.type === 'solve' ? advice.code : null;
    // No attempt left: the controls open the solution form by themselves (no Solve button to press).
    if (!local.solving && !mustSolve(view))
      return { id: 'solve-open', key: 'solveOpen', targets: [control('md-solve-open')] };
    const c = code ? local.solution.findIndex((v, i) => v !== code[i]) : local.solution.indexOf(null);
    if (c < 0) return { id: 'solve-submit', key: 'solveSubmit', targets: [control('md-submit-solution')] };
    const value = code ? code[c]! : 1;
    return {
      id: 'solve-pick',
      key: 'solvePick',
      values: { value, colour: COLOURS[c]! },
      targets: [control(`md-solve-${c}-${value}`)],
    };
  }
  const tray = piece(boardToScene([SOLVER_TRAY[0], BOARD_TOP, SOLVER_TRAY[2]], view.solver), 0.6);
  return { id: 'roll', key: view.rows.length === 0 ? 'rollFirst' : 'roll', targets: [control('md-roll'), tray] };
}

/** GameClient.useGuide for Masterdice. */
export function useMasterdiceGuide({
  view,
  seat,
  seatNames,
}: GameSceneProps<MasterdiceView, MasterdiceAction>): GuideStep | null {
  const { t } = useTranslation(NS);
  const draft = useMasterdice((s) => s.draft);
  const solving = useMasterdice((s) => s.solving);
  const solution = useMasterdice((s) => s.solution);
  const seen = useMasterdice((s) => s.seen);
  const memory = useMasterdice((s) => s.memory);
  // The smart solver's choice for this view (a search: once per view, not per render).
  const advice = useMemo(
    () =>
      seat === view.solver && (view.phase === 'attempt' || view.phase === 'place')
        ? chooseSolverAction(view, view.rollCount)
        : null,
    [view, seat],
  );
  if (seat === null) return null;
  const revealed = boardModel(view, memory, shownFor(seen, view)).revealed;
  const plan = planGuide(
    view,
    seat,
    { draft: draft?.roll === view.rollCount ? draft : null, solving, solution, revealed },
    advice,
  );
  if (!plan) return null;
  const other = seatNames[seat === view.coder ? view.solver : view.coder] ?? '';
  const values = { ...plan.values, name: other, colour: plan.values?.colour ? t(`colour.${plan.values.colour}`) : '' };
  return { id: plan.id, text: t(`guide.${plan.key}`, values), targets: plan.targets };
}
