// Masterdice's guided first game: from the player's view and his unsent choices, the next thing to do and what
// to press — the smart solver's own choice when he solves (chooseSolverAction), one die at a time. Pure; the
// hook below turns it into words and pointers for the shell (client/guide/). It points only at what the engine
// lists for the player (props.legal, read by offers.ts); the phase only picks the words of a wait.
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/useTranslation.js';
import { COLOURS, type MasterdiceAction, type MasterdiceView } from '../../../shared/games/masterdice/index.js';
import { control, piece, type GuideStep, type GuideTarget } from '../../kit/guideStep.js';
import { loadOnce } from '../../kit/loadOnce.js';
import { useLoadOnce } from '../../kit/useLoadOnce.js';
import type { GameSceneProps } from '../../kit/contract.js';
import { columnOfDie, placementsOf, type Draft } from './draft.js';
import { BOARD_TOP, SOLVER_TRAY, boardToScene, cellCentre } from './layout.js';
import { boardModel, shownFor } from './model.js';
import { mustSolve, offersOf, type Offers } from './offers.js';
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

/**
 * The next step of the guided game for `seat`, or null when there is nothing to say; `offers` is what the engine
 * lists for him (offersOf(props.legal)).
 */
export function planGuide(
  view: MasterdiceView,
  seat: number,
  local: GuideLocal,
  advice: MasterdiceAction | null,
  offers: Offers,
): GuidePlan | null {
  if (local.revealed)
    return view.phase === 'over' ? null : { id: 'continue', key: 'continue', targets: [control('md-continue')] };
  if (view.phase === 'over') return null;
  if (offers.rollCode) return { id: 'roll-code', key: 'rollCode', targets: [control('md-roll-code')] };
  // Nothing listed: the other player acts; the phase says who (the words only).
  if (!offers.place && !offers.roll && !offers.solve)
    return { id: 'watch', key: view.phase === 'code' ? 'watchCoder' : 'watchSolver', targets: [] };
  if (offers.place && local.draft) {
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
  if (!offers.solve) return null;
  if (advice?.type === 'solve' || !offers.roll) {
    const code = advice?.type === 'solve' ? advice.code : null;
    // No attempt left: the controls open the solution form by themselves (no Solve button to press).
    if (!local.solving && !mustSolve(view, seat, offers))
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

/** The smart solver, loaded only for a guided game (its value tables are not the table's first frame's). */
const solverChunk = loadOnce(() => import('../../../shared/games/masterdice/solver.js'));

/** GameClient.useGuide for Masterdice. */
export function useMasterdiceGuide({
  view,
  seat,
  seatNames,
  legal,
}: GameSceneProps<MasterdiceView, MasterdiceAction>): GuideStep | null {
  const { t } = useTranslation(NS);
  const draft = useMasterdice((s) => s.draft);
  const solving = useMasterdice((s) => s.solving);
  const solution = useMasterdice((s) => s.solution);
  const seen = useMasterdice((s) => s.seen);
  const memory = useMasterdice((s) => s.memory);
  const offers = useMemo(() => offersOf(legal), [legal]);
  const solver = useLoadOnce(solverChunk, "the guide's solver");
  // The smart solver's choice for this view when the player has a roll, a placement or a solution to choose (a
  // search: once per view, not per render).
  const advice = useMemo(
    () =>
      solver && (offers.roll || offers.place || offers.solve) ? solver.chooseSolverAction(view, view.rollCount) : null,
    [solver, view, offers],
  );
  // No step until the solver is in: a step planned without its advice would point at the wrong thing.
  if (seat === null || !solver) return null;
  const revealed = boardModel(view, memory, shownFor(seen, view)).revealed;
  const plan = planGuide(
    view,
    seat,
    { draft: draft?.roll === view.rollCount ? draft : null, solving, solution, revealed },
    advice,
    offers,
  );
  if (!plan) return null;
  const other = seatNames[seat === view.coder ? view.solver : view.coder] ?? '';
  const values = { ...plan.values, name: other, colour: plan.values?.colour ? t(`colour.${plan.values.colour}`) : '' };
  return { id: plan.id, text: t(`guide.${plan.key}`, values), targets: plan.targets };
}
