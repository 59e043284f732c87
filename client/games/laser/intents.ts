// Clicks on the Laser boards turned into actions (the 3D scene and the HTML controls both call these). What a
// seat may do comes from the engine's legal list the shell hands (props.legal); they read the tool in hand from
// the Laser store, keep what is sent well formed (checked with the engine's own parsers), and leave the rest to
// the server.
import type { LaserAction, LaserView } from '../../../shared/games/laser/game-types.js';
import { parseLayout, EMPTY_NOTEBOOK, parseNotebook, ownCircuit } from '../../../shared/games/laser/index.js';
import { applyTool } from './edit.js';
import { useLaser } from './store.js';
import { secretAllowed } from './ui/model.js';

/** The board a seat edits now: its own circuit's draft (design phase) or its notebook for the circuit it investigates. */
export type EditingBoard =
  | { readonly board: 'circuit'; readonly circuit: number }
  | { readonly board: 'notebook'; readonly circuit: number }
  | null;

/**
 * Which board (if any) `seat` edits now: the one the engine's list (`legal`, props.legal) lets it write (a draft
 * of its circuit, or its notebook).
 */
export function editingBoard(view: LaserView, seat: number | null, legal: readonly LaserAction[]): EditingBoard {
  if (seat === null) return null;
  const own = ownCircuit(view, seat);
  if (own !== null && legal.some((a) => a.type === 'draft')) return { board: 'circuit', circuit: own };
  if (view.target !== null && legal.some((a) => a.type === 'note')) return { board: 'notebook', circuit: view.target };
  return null;
}

/** Whether this seat may fire now: the engine's list (props.legal) holds a shot (its turn in the investigation). */
export function canFire(legal: readonly LaserAction[]): boolean {
  return legal.some((a) => a.type === 'fire');
}

/** What a click did: an action sent, a first portal cell taken, a layout refused locally (flash), or nothing. */
export type ClickOutcome = 'sent' | 'pending' | 'refused' | 'none';

/**
 * A click on cell (x, y) of the board `seat` edits: applies the store's tool and sends the new draft
 * ({type:'draft'}) or notebook ({type:'note'}). A result that would not parse is not sent ('refused').
 */
export function clickCell(
  view: LaserView,
  seat: number | null,
  legal: readonly LaserAction[],
  x: number,
  y: number,
  onIntent: (a: LaserAction) => void,
): ClickOutcome {
  const board = editingBoard(view, seat, legal);
  const local = useLaser.getState();
  const tool = local.tool;
  if (!board || !tool || seat === null) return 'none';
  if (tool.mode === 'place' && !view.kinds.includes(tool.kind)) return 'refused';
  const notebook = board.board === 'notebook';
  const current = notebook
    ? (view.notebooks[seat] ?? EMPTY_NOTEBOOK)
    : { pieces: view.circuits[board.circuit]?.draft?.pieces ?? [], empty: [] };
  const ctx = {
    orientation: local.orientation,
    mysteryHidden: notebook ? null : local.mysteryHidden,
    portalFirst: local.portalFirst,
  };
  const out = applyTool(current.pieces, current.empty, tool, x, y, ctx, notebook);
  if (out.portalFirst !== local.portalFirst) local.setPortalFirst(out.portalFirst);
  if (!out.changed) return out.portalFirst ? 'pending' : 'none';
  if (notebook) {
    const parsed = parseNotebook({ pieces: out.pieces, empty: out.empty }, view.kinds);
    if (!parsed.ok) return 'refused';
    onIntent({ type: 'note', notebook: parsed.value });
  } else {
    const parsed = parseLayout({ pieces: out.pieces }, view.kinds);
    if (!parsed.ok) return 'refused';
    onIntent({ type: 'draft', layout: parsed.value });
  }
  return 'sent';
}

/**
 * A click on pointer `pointer` (1–30): fires it when the engine's list (`legal`, props.legal) holds a shot (in
 * secret when the store's switch says so and the list holds a secret one).
 */
export function clickPointer(
  legal: readonly LaserAction[],
  pointer: number,
  onIntent: (a: LaserAction) => void,
): ClickOutcome {
  if (!canFire(legal) || !Number.isInteger(pointer) || pointer < 1 || pointer > 30) return 'none';
  const secret = useLaser.getState().secret && secretAllowed(legal);
  onIntent(secret ? { type: 'fire', pointer, secret: true } : { type: 'fire', pointer });
  return 'sent';
}
