// Symbotrio's own client state, shared by the 3D scene and the HTML controls (two React trees): the square under
// the pointer (or the keyboard's aim), a flip on its way to the server, the trickster's picker (the opponent
// chosen and the card the keys rest on), and the one "busy until the next view" guard both trees send through,
// so a click on a square and a key press never send two actions for the same view. Everything about the game
// arrives in the view; this store never holds a sign (a memory game: nothing here may remember one).
import { useEffect } from 'react';
import { create } from 'zustand';
import type { Seat } from '../../../shared/core/index.js';
import { BUSY_TIMEOUT_MS, type Sender } from '../../kit/sender.js';

/** A place on the board as it lies on the table now (the engine's flip coordinates). Example: `{ row: 2, col: 1 }`. */
export interface Cell {
  readonly row: number;
  readonly col: number;
}

/** The Symbotrio client state. */
export interface SymbotrioLocal {
  /** The square under the pointer, or null. */
  readonly hover: Cell | null;
  /** The square whose flip was sent for the view `sentFor` (the scene may lift it at once), or null. */
  readonly pending: Cell | null;
  /** The view an action was sent for: both trees are busy while the shell still shows that view. */
  readonly sentFor: object | null;
  /** Trickster's picker: the opponent chosen (before the card), or null. */
  readonly target: Seat | null;
  /** Trickster's picker: the card of that opponent's pile the keys rest on (index). */
  readonly cursor: number;
  setHover(cell: Cell | null): void;
  /** Records that an action went out for `view` (with the flipped square, if it was a flip). */
  markSent(view: object, pending: Cell | null): void;
  /** Ends the busy spell (no new view came in time: the server refused). */
  clearSent(): void;
  /** Chooses the opponent to draw from (the card cursor goes back to his first card). */
  setTarget(target: Seat | null): void;
  setCursor(cursor: number): void;
  /** Forgets everything (the scene mounts at a new table, leaves one, or the turn passes). */
  reset(): void;
}

const INITIAL = { hover: null, pending: null, sentFor: null, target: null, cursor: 0 } as const;

/** The hook; outside React use `useSymbotrio.getState()`. */
export const useSymbotrio = create<SymbotrioLocal>()((set, get) => ({
  ...INITIAL,
  setHover: (hover) => {
    const old = get().hover;
    if (old === hover || (old && hover && old.row === hover.row && old.col === hover.col)) return;
    set({ hover });
  },
  markSent: (sentFor, pending) => set({ sentFor, pending }),
  clearSent: () => set({ sentFor: null, pending: null }),
  setTarget: (target) => set({ target, cursor: 0 }),
  setCursor: (cursor) => set({ cursor }),
  reset: () => set(INITIAL),
}));

/** Whether an action is on its way for `view` (the same object the shell hands both trees). */
export const isBusy = (s: Pick<SymbotrioLocal, 'sentFor'>, view: object): boolean =>
  s.sentFor !== null && s.sentFor === view;

/** The square being flipped for `view` (sent, no answer yet), or null: the scene lifts it before the server's reply. */
export const pendingFlip = (s: Pick<SymbotrioLocal, 'sentFor' | 'pending'>, view: object): Cell | null =>
  isBusy(s, view) ? s.pending : null;

/**
 * The kit's busy sender (client/kit/sender.ts) with its state in this store, so the scene and the controls share
 * it: `send(action)` goes out once per view; `busy` holds until a new view arrives, or BUSY_TIMEOUT_MS after a
 * refusal. A flip records its square as `pending`.
 */
export function useSymbotrioSender<A extends { readonly type: string }>(
  view: object,
  onIntent: (action: A) => void,
  timeoutMs = BUSY_TIMEOUT_MS,
): Sender<A> {
  const busy = useSymbotrio((s) => isBusy(s, view));
  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => {
      if (isBusy(useSymbotrio.getState(), view)) useSymbotrio.getState().clearSent();
    }, timeoutMs);
    return () => clearTimeout(timer);
  }, [busy, view, timeoutMs]);
  return {
    busy,
    send(action: A) {
      const s = useSymbotrio.getState();
      if (isBusy(s, view)) return;
      const a = action as { type: string; row?: unknown; col?: unknown };
      s.markSent(
        view,
        a.type === 'flip' && typeof a.row === 'number' && typeof a.col === 'number' ? { row: a.row, col: a.col } : null,
      );
      onIntent(action);
    },
  };
}
