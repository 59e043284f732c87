// The towers worth lighting for this viewer, from the view alone (hints only: the server decides). Which
// towers a click could act on in each tool mode, the walk to a hovered tower, and the push chain a turn would
// make (its preview). Pure: the scene and the intents both read these.
import type { LabiroView } from '../../../shared/games/labiro/game-types.js';
import { TURNS_PER_TURN } from '../../../shared/games/labiro/game-types.js';
import { masksOf } from '../../../shared/games/labiro/board.js';
import { alignedNeighbours } from '../../../shared/games/labiro/geometry.js';
import { chainSteps, pushRuleOf, type TurnStep } from '../../../shared/games/labiro/push.js';
import { reachable, walkPath } from '../../../shared/games/labiro/reach.js';
import { legalFromView } from '../../../shared/games/labiro/legal.js';
import type { LabiroTool } from './store.js';

/** What a click on a tower would do for this viewer now ('none': nothing, not his turn or a spectator). */
export type HintMode = 'walk' | 'turn' | 'rope' | 'torch' | 'place' | 'start' | 'none';

/** The view the hints read (the engine's legal actions are listed from it). */
export type HintView = LabiroView;

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

/** The towers the engine's legal actions of `type` name for `seat` (from the view; once each, in the engine's order). */
function legalTowers(view: HintView, seat: number, type: 'start' | 'place' | 'turn'): number[] {
  const out: number[] = [];
  for (const a of legalFromView(view, seat)) if (a.type === type && !out.includes(a.tower)) out.push(a.tower);
  return out;
}

/** The simple towers no one has chosen yet, while `seat` chooses (start targets; the engine's rule). */
export function freeStartTowers(view: HintView, seat: number): number[] {
  return legalTowers(view, seat, 'start');
}

/** Towers where `seat` may put a used object now (the engine's rule: holding none, not his tower nor next to it). */
export function placeTargets(view: HintView, seat: number): number[] {
  return legalTowers(view, seat, 'place');
}

/** Towers `seat` may turn now (the engine's rule: his own and its neighbours, while turns remain). */
export function turnTargets(view: HintView, seat: number): number[] {
  return legalTowers(view, seat, 'turn');
}

/** The towers a click acts on in `mode` (empty for 'none'). The pawn's own tower is never a walk target. */
export function targetsOf(view: HintView, seat: number | null, mode: HintMode): number[] {
  if (seat === null || mode === 'none') return [];
  const at = view.seats[seat]?.pawn ?? null;
  switch (mode) {
    case 'start':
      return freeStartTowers(view, seat);
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
