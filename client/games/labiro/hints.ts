// The towers worth lighting for this viewer (hints only: the server decides). Which towers a click could act on
// in each tool mode, all named by the engine's legal list the shell hands (props.legal), the walk to a hovered
// tower, and the push chain a turn would make (its preview). Pure: the scene and the intents both read these.
import type { LabiroAction, LabiroView } from '../../../shared/games/labiro/game-types.js';
import { masksOf, chainSteps, pushRuleOf, type TurnStep, walkPath } from '../../../shared/games/labiro/index.js';
import type { LabiroTool } from './store.js';

/** What a click on a tower would do for this viewer now ('none': nothing, not his turn or a spectator). */
export type HintMode = 'walk' | 'turn' | 'rope' | 'torch' | 'place' | 'start' | 'none';

/** The view the hints read (the engine's legal actions are listed from it). */
export type HintView = LabiroView;

/** The object tile a tool uses (the rope or torch in hand), to light only that tile's targets. */
export function toolObject(tool: LabiroTool): number | undefined {
  return tool.mode === 'rope' || tool.mode === 'torch' ? tool.object : undefined;
}

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

/** The tower an action names (its target), or null for an action on the seat's own tower. */
function towerOf(a: LabiroAction): number | null {
  switch (a.type) {
    case 'start':
    case 'turn':
    case 'torch':
    case 'place':
      return a.tower;
    case 'move':
    case 'rope':
      return a.to;
    default:
      return null;
  }
}

/**
 * The towers the engine's legal actions (`legal`, props.legal) of `type` name (once each, in the engine's order);
 * with `object`, only the actions that use that object tile.
 */
function legalTowers(
  legal: readonly LabiroAction[],
  type: 'start' | 'place' | 'turn' | 'move' | 'rope' | 'torch',
  object?: number,
): number[] {
  const out: number[] = [];
  for (const a of legal) {
    if (object !== undefined && !('object' in a && a.object === object)) continue;
    const b = a.type === type ? towerOf(a) : null;
    if (b !== null && !out.includes(b)) out.push(b);
  }
  return out;
}

/** The simple towers no one has chosen yet, while this seat chooses: the start towers its legal list names. */
export function freeStartTowers(legal: readonly LabiroAction[]): number[] {
  return legalTowers(legal, 'start');
}

/** Towers where this seat may put a used object now: the ones its legal list names. */
export function placeTargets(legal: readonly LabiroAction[]): number[] {
  return legalTowers(legal, 'place');
}

/** Towers this seat may turn now: the ones its legal list names (his own and its neighbours, while turns remain). */
export function turnTargets(legal: readonly LabiroAction[]): number[] {
  return legalTowers(legal, 'turn');
}

/**
 * The towers a click acts on in `mode` (empty for 'none'), all named by the engine's legal actions (`legal`,
 * props.legal: empty for a spectator): the walk through open doors (never the pawn's own tower), a rope climb to
 * an aligned neighbour while turns remain, a torch on an aligned neighbour that holds an object (each needs the
 * object in hand, unused this turn; with `object`, that tile's own targets).
 */
export function targetsOf(legal: readonly LabiroAction[], mode: HintMode, object?: number): number[] {
  switch (mode) {
    case 'none':
      return [];
    case 'start':
      return freeStartTowers(legal);
    case 'place':
      return placeTargets(legal);
    case 'turn':
      return turnTargets(legal);
    case 'walk':
      return legalTowers(legal, 'move').sort((a, b) => a - b);
    case 'rope':
    case 'torch':
      return legalTowers(legal, mode, object);
  }
}

/**
 * What the walk hint tells `seat` (the rules' ways out when nothing glows). 'walk': some tower is reachable
 * through meeting doors; when none is: 'turn' while turns remain (his tower or a neighbour), 'turn-rope' when
 * his rope could climb to an aligned neighbour as well, 'unlock' when only his unlock key can still turn his
 * tower, 'end' when nothing opens a way this turn; 'none' when he is not walking now (not his turn, the start,
 * an object to put away).
 */
export type WalkAdvice = 'walk' | 'turn' | 'turn-rope' | 'unlock' | 'end' | 'none';

/** Why nothing glows in the walk mode and what to do then, from the engine's legal actions (props.legal; a pure hint). */
export function walkAdvice(view: HintView, seat: number | null, legal: readonly LabiroAction[]): WalkAdvice {
  if (effectiveMode(view, seat, { mode: 'walk' }) !== 'walk' || seat === null) return 'none';
  const can = (type: LabiroAction['type']) => legal.some((a) => a.type === type);
  if (can('move')) return 'walk';
  if (can('turn')) return can('rope') ? 'turn-rope' : 'turn';
  if (can('unlock')) return 'unlock';
  return 'end';
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
