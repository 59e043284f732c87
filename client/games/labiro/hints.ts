// The towers worth lighting for this viewer, from the view alone (hints only: the server decides). Which
// towers a click could act on in each tool mode, the walk to a hovered tower, and the push chain a turn would
// make (its preview). Pure: the scene and the intents both read these.
import type { LabiroView } from '../../../shared/games/labiro/game-types.js';
import { TURNS_PER_TURN } from '../../../shared/games/labiro/game-types.js';
import { masksOf } from '../../../shared/games/labiro/board.js';
import { alignedNeighbours, neighboursOf } from '../../../shared/games/labiro/geometry.js';
import { chainSteps, pushRuleOf, type TurnStep } from '../../../shared/games/labiro/push.js';
import { reachable, walkPath } from '../../../shared/games/labiro/reach.js';
import { isRubyTower } from '../../../shared/games/labiro/types.js';
import type { LabiroTool } from './store.js';

/** What a click on a tower would do for this viewer now ('none': nothing, not his turn or a spectator). */
export type HintMode = 'walk' | 'turn' | 'rope' | 'torch' | 'place' | 'start' | 'none';

/** The view fields the hints read. */
export type HintView = Pick<LabiroView, 'board' | 'towers' | 'seats' | 'phase' | 'toAct' | 'turnsUsed' | 'pending'>;

/** Whether `seat` is expected to act now. */
export function mayAct(view: Pick<LabiroView, 'phase' | 'toAct'>, seat: number | null): seat is number {
  return seat !== null && view.phase !== 'over' && view.toAct.includes(seat);
}

/**
 * The mode a click works in: choosing a start tower in the start phase, putting away a used object while one
 * of this seat's waits, else the tool picked in the controls.
 */
export function effectiveMode(view: HintView, seat: number | null, tool: LabiroTool): HintMode {
  if (!mayAct(view, seat)) return 'none';
  if (view.phase === 'start') return 'start';
  if (view.pending[0]?.seat === seat) return 'place';
  if (view.pending.length > 0) return 'none';
  if (tool.mode === 'start' || tool.mode === 'place') return 'walk';
  return tool.mode;
}

/** The simple towers no one has chosen yet (start targets). */
export function freeStartTowers(view: HintView): number[] {
  const taken = new Set(view.seats.map((p) => p.home).filter((h): h is number => h !== null));
  const out: number[] = [];
  view.board.towers.forEach((t, b) => {
    if (!isRubyTower(t) && !taken.has(b)) out.push(b);
  });
  return out;
}

/** Towers where `seat` may put a used object: holding none, not his tower nor next to it. */
export function placeTargets(view: HintView, seat: number): number[] {
  const at = view.seats[seat]?.pawn ?? null;
  const near = new Set(at === null ? [] : [at, ...neighboursOf(view.board, at)]);
  const out: number[] = [];
  view.towers.forEach((t, b) => {
    if (t.object.kind === 'none' && !near.has(b)) out.push(b);
  });
  return out;
}

/** Towers `seat` may turn now: his own and its neighbours, while turns remain. */
export function turnTargets(view: HintView, seat: number): number[] {
  const at = view.seats[seat]?.pawn ?? null;
  if (at === null || view.turnsUsed >= TURNS_PER_TURN) return [];
  return [at, ...neighboursOf(view.board, at)];
}

/** The towers a click acts on in `mode` (empty for 'none'). The pawn's own tower is never a walk target. */
export function targetsOf(view: HintView, seat: number | null, mode: HintMode): number[] {
  if (seat === null || mode === 'none') return [];
  const at = view.seats[seat]?.pawn ?? null;
  switch (mode) {
    case 'start':
      return freeStartTowers(view);
    case 'place':
      return placeTargets(view, seat);
    case 'turn':
      return turnTargets(view, seat);
    case 'walk':
      return at === null ? [] : [...reachable(view.board, at)].filter((b) => b !== at).sort((a, b) => a - b);
    case 'rope':
      return at === null || view.turnsUsed >= TURNS_PER_TURN ? [] : alignedNeighbours(view.board, at);
    case 'torch':
      return at === null ? [] : alignedNeighbours(view.board, at);
  }
}

/** The walk from `seat`'s pawn to `to` through open doors (`to` last, the start left out), or null. */
export function walkHint(view: HintView, seat: number, to: number): number[] | null {
  const at = view.seats[seat]?.pawn ?? null;
  return at === null ? null : walkPath(view.board, at, to);
}

/** The push chain a turn of `tower` in its arrow's direction would make, step by step (the preview). */
export function turnPreview(view: Pick<LabiroView, 'board'>, tower: number): TurnStep[] {
  const t = view.board.towers[tower];
  if (!t) return [];
  return chainSteps(view.board.adj, masksOf(view.board), tower, t.arrow, pushRuleOf(view.board));
}
