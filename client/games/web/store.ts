// Web's own client state, shared by the 3D scene and the HTML controls (two React trees): the hand card picked
// up and how far it is turned, the square or side under the pointer, and whether a cable is in hand (cable
// mode, with the first square of a two-click cable). Everything about the game itself arrives in the view;
// this store holds intents only. The controls bind buttons and keys to the same setters the scene uses.
import { create } from 'zustand';
import type { WebErrorCode } from '../../../shared/games/web/index.js';

/** A square of the table's grid, `[x, y]` (x grows east, y grows south), as the engine names squares. */
export type Square = readonly [number, number];

/** The side between two squares that share a side (a cable's place), `a` the lesser square (x, then y), as the engine spells cables. */
export interface Side {
  readonly a: Square;
  readonly b: Square;
}

/** The Web client state. */
export interface WebLocal {
  /** Id of the hand card picked up to play (as the view's hand lists it), or null. */
  readonly selected: number | null;
  /** Quarter turns clockwise (seen from above) of the picked card: 0–3. */
  readonly rotation: 0 | 1 | 2 | 3;
  /** The table square under the pointer, or null. */
  readonly hover: Square | null;
  /** The side between two squares under the pointer (cable mode), or null. */
  readonly hoverSide: Side | null;
  /** A cable is in hand: clicks on the table lay cables instead of cards. */
  readonly cableMode: boolean;
  /** Cable mode, laying by two clicks: the first square clicked, waiting for a neighbour; else null. */
  readonly firstSquare: Square | null;
  /**
   * The ghost of the picked card under the pointer, as the scene shows it: whether the engine lists that play,
   * and when it does not, the engine's refusal for the table itself (`web/overlap`, `web/on-obstacle`,
   * `web/no-shared-side`; null when only the turn refuses it). Null when no ghost shows. Written by the scene.
   */
  readonly ghost: { readonly legal: boolean; readonly refusal: WebErrorCode | null } | null;
  /** Picks a hand card up (leaving cable mode), or puts it back with null; the same card again puts it back. */
  select(card: number | null): void;
  /** Turns the picked card a quarter: +1 clockwise, -1 counter-clockwise. */
  rotate(step: 1 | -1): void;
  setHover(square: Square | null): void;
  setHoverSide(side: Side | null): void;
  /** Takes a cable in hand (putting any card back) or lays it down. */
  setCableMode(on: boolean): void;
  setFirstSquare(square: Square | null): void;
  setGhost(ghost: WebLocal['ghost']): void;
  /** Forgets everything (the scene mounts at a new table, leaves one, or the turn passes). */
  reset(): void;
}

const INITIAL = {
  selected: null,
  rotation: 0,
  hover: null,
  hoverSide: null,
  cableMode: false,
  firstSquare: null,
  ghost: null,
} as const;

/** The hook; outside React use `useWeb.getState()`. */
export const useWeb = create<WebLocal>()((set, get) => ({
  ...INITIAL,
  select: (card) =>
    set({
      selected: card !== null && get().selected === card ? null : card,
      cableMode: card === null ? get().cableMode : false,
      firstSquare: null,
    }),
  rotate: (step) => set({ rotation: ((((get().rotation + step) % 4) + 4) % 4) as 0 | 1 | 2 | 3 }),
  setHover: (hover) => set({ hover }),
  setHoverSide: (hoverSide) => set({ hoverSide }),
  setCableMode: (on) =>
    set(
      on
        ? { cableMode: true, selected: null, firstSquare: null }
        : { cableMode: false, firstSquare: null, hoverSide: null },
    ),
  setFirstSquare: (firstSquare) => set({ firstSquare }),
  setGhost: (ghost) => {
    const old = get().ghost;
    if (old === ghost || (old && ghost && old.legal === ghost.legal && old.refusal === ghost.refusal)) return;
    set({ ghost });
  },
  reset: () => set(INITIAL),
}));

/** Whether two squares are the same. */
export function sameSquare(a: Square | null, b: Square | null): boolean {
  return a !== null && b !== null && a[0] === b[0] && a[1] === b[1];
}

/** The side between two squares in its one spelling (`a` is the lesser square: further west, else further north). */
export function sideOf(p: Square, q: Square): Side {
  return p[0] < q[0] || (p[0] === q[0] && p[1] < q[1]) ? { a: p, b: q } : { a: q, b: p };
}
