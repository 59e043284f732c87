// Laser's own client state: the tool in hand, hover, the shot whose beam is shown, and the secret-shot
// switch. Shared by the 3D scene and the HTML controls (two React trees). The layouts themselves (draft,
// notebook) live on the server and arrive in the view: every edit is sent at once, so a reload loses nothing.
import { create } from 'zustand';
import type { HiddenPiece, IdentifyVerdict, LaserKind } from '../../../shared/games/laser/types.js';

/** What a click on a grid cell does. */
export type LaserTool =
  /** Put this kind on the clicked cell (moves it there if it is already placed; on a cell holding it, turns it). */
  | { readonly mode: 'place'; readonly kind: LaserKind }
  /** Turn the piece on the clicked cell to its next orientation. */
  | { readonly mode: 'turn' }
  /** Remove the piece on the clicked cell. */
  | { readonly mode: 'remove' }
  /** Notebook only: mark / unmark the clicked cell as empty. */
  | { readonly mode: 'empty' };

/** The Laser client state. */
export interface LaserLocal {
  readonly tool: LaserTool | null;
  /** The orientation the next placed piece of each kind gets (Portals: the first cell waits for the second). */
  readonly orientation: Readonly<Partial<Record<LaserKind, string>>>;
  /** Portals being placed: the first cell chosen, waiting for the second; else null. */
  readonly portalFirst: { readonly x: number; readonly y: number } | null;
  /** Cell under the pointer (y * 8 + x) on the board being edited, or null. */
  readonly hoverCell: number | null;
  /** Pointer (1–30) under the mouse, or null. */
  readonly hoverPointer: number | null;
  /** The shot (circuit index and n) whose beam is drawn; the latest shot plays by itself when it arrives. */
  readonly selectedShot: { readonly circuit: number; readonly n: number } | null;
  /** Fire the next shot in secret (group/server play). */
  readonly secret: boolean;
  /** Show the identifiability counter-example of the designer's draft. */
  readonly showCounter: boolean;
  /** The notebook's beams: draw every answered shot through the notebook's guessed pieces. */
  readonly notebookBeams: boolean;
  /** What the next placed Mystery hides (its kind and orientation). Example: `{ kind: 'triangle', orientation: 'NE' }`. */
  readonly mysteryHidden: HiddenPiece;
  /** The identifiability verdict of the designer's complete draft, computed off the main thread by the controls; `key` is its layoutKey. */
  readonly draftVerdict: { readonly key: string; readonly verdict: IdentifyVerdict | 'checking' } | null;
  /** The declaration's confirmation dialog is open (the guided game points at its button then). */
  readonly declaring: boolean;
  setTool(tool: LaserTool | null): void;
  setOrientation(kind: LaserKind, orientation: string): void;
  setPortalFirst(cell: { x: number; y: number } | null): void;
  setHoverCell(cell: number | null): void;
  setHoverPointer(pointer: number | null): void;
  selectShot(shot: { circuit: number; n: number } | null): void;
  setSecret(secret: boolean): void;
  setShowCounter(show: boolean): void;
  setNotebookBeams(show: boolean): void;
  setMysteryHidden(hidden: HiddenPiece): void;
  setDraftVerdict(v: { key: string; verdict: IdentifyVerdict | 'checking' } | null): void;
  setDeclaring(open: boolean): void;
  /** Forgets everything (the scene mounts at a new table, or leaves one). */
  reset(): void;
}

const INITIAL = {
  tool: null,
  orientation: {},
  portalFirst: null,
  hoverCell: null,
  hoverPointer: null,
  selectedShot: null,
  secret: false,
  showCounter: false,
  notebookBeams: true,
  mysteryHidden: { kind: 'absorber' },
  draftVerdict: null,
  declaring: false,
} as const;

/** The hook; outside React use `useLaser.getState()`. */
export const useLaser = create<LaserLocal>()((set) => ({
  ...INITIAL,
  setTool: (tool) => set({ tool, portalFirst: null }),
  setOrientation: (kind, orientation) => set((s) => ({ orientation: { ...s.orientation, [kind]: orientation } })),
  setPortalFirst: (portalFirst) => set({ portalFirst }),
  setHoverCell: (hoverCell) => set({ hoverCell }),
  setHoverPointer: (hoverPointer) => set({ hoverPointer }),
  selectShot: (selectedShot) => set({ selectedShot }),
  setSecret: (secret) => set({ secret }),
  setShowCounter: (showCounter) => set({ showCounter }),
  setNotebookBeams: (notebookBeams) => set({ notebookBeams }),
  setMysteryHidden: (mysteryHidden) => set({ mysteryHidden }),
  setDraftVerdict: (draftVerdict) => set({ draftVerdict }),
  setDeclaring: (declaring) => set({ declaring }),
  reset: () => set(INITIAL),
}));
