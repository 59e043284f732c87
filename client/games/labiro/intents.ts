// A click on a tower turned into what the client does (chessground style: the scene only reports the click).
// Pure: it reads the view, the seat, the engine's legal list (props.legal) and the Labiro store's tool and armed
// turn, and answers with an action to send, a turn to arm (first click: preview), or nothing. The server still decides.
import type { LabiroAction } from '../../../shared/games/labiro/game-types.js';
import { effectiveMode, targetsOf, toolObject, type HintView } from './hints.js';
import type { LabiroTool } from './store.js';

/** What a click on a tower does: send an action, arm (or disarm, null) a turn for confirmation, or nothing. */
export type TowerClick =
  | { readonly kind: 'send'; readonly action: LabiroAction }
  | { readonly kind: 'arm'; readonly tower: number | null }
  | { readonly kind: 'none' };

const NONE: TowerClick = { kind: 'none' };

/** The part of the Labiro store a click reads. */
export interface ClickLocal {
  readonly tool: LabiroTool;
  readonly armedTurn: number | null;
  /** Start phase: also take the start tower's object at once (the controls' checkbox). */
  readonly startTake?: boolean;
}

/**
 * A click on tower `base`. Start phase: choose it as the start tower (taking its object when `startTake`). A used object waiting: put it there.
 * 'walk': move there when the pawn can reach it through open doors. 'turn': the first click arms the turn
 * (its chain previewed), a second click on the same tower sends it; a click elsewhere disarms it.
 * 'rope' / 'torch': use the object on an aligned neighbour. Anything else: nothing.
 */
export function clickTower(
  view: HintView,
  seat: number | null,
  legalList: readonly LabiroAction[],
  local: ClickLocal,
  base: number,
): TowerClick {
  const mode = effectiveMode(view, seat, local.tool);
  if (mode === 'none' || seat === null) return NONE;
  const legal = targetsOf(legalList, mode, toolObject(local.tool)).includes(base);
  switch (mode) {
    case 'start':
      if (!legal) return NONE;
      return {
        kind: 'send',
        action: local.startTake ? { type: 'start', tower: base, take: true } : { type: 'start', tower: base },
      };
    case 'place':
      return legal ? { kind: 'send', action: { type: 'place', tower: base } } : NONE;
    case 'walk':
      return legal ? { kind: 'send', action: { type: 'move', to: base } } : NONE;
    case 'turn':
      if (!legal) return local.armedTurn === null ? NONE : { kind: 'arm', tower: null };
      return local.armedTurn === base
        ? { kind: 'send', action: { type: 'turn', tower: base } }
        : { kind: 'arm', tower: base };
    case 'rope':
      return legal && local.tool.mode === 'rope'
        ? { kind: 'send', action: { type: 'rope', object: local.tool.object, to: base } }
        : NONE;
    case 'torch':
      return legal && local.tool.mode === 'torch'
        ? { kind: 'send', action: { type: 'torch', object: local.tool.object, tower: base } }
        : NONE;
  }
}

/** The confirm of an armed turn (the controls' Confirm button does the same): the action, or null when none is armed. */
export function confirmTurn(
  view: HintView,
  seat: number | null,
  legal: readonly LabiroAction[],
  armedTurn: number | null,
): LabiroAction | null {
  if (armedTurn === null || seat === null) return null;
  if (effectiveMode(view, seat, { mode: 'turn' }) !== 'turn') return null;
  return targetsOf(legal, 'turn').includes(armedTurn) ? { type: 'turn', tower: armedTurn } : null;
}
