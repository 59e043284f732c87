// Labiro's own client state, shared by the 3D scene and the HTML controls (two React trees): what a click on a
// tower does, the tower under the pointer, and a turn waiting for confirmation (its push chain previewed).
// Everything about the game itself arrives in the view; this store holds intents only.
import { create } from 'zustand';

/**
 * What a click on a tower does. 'walk': move there (when reachable) — the default; 'turn': arm a turn of that tower
 * (previewed, confirmed by a second click or the Confirm button); 'rope' / 'torch': use that object (its tile id) on
 * the clicked aligned tower; 'place': put the pending used object in the clicked tower; 'start': choose a start tower.
 */
export type LabiroTool =
  | { readonly mode: 'walk' }
  | { readonly mode: 'turn' }
  | { readonly mode: 'rope'; readonly object: number }
  | { readonly mode: 'torch'; readonly object: number }
  | { readonly mode: 'place' }
  | { readonly mode: 'start' };

/** The Labiro client state. */
export interface LabiroLocal {
  readonly tool: LabiroTool;
  /** Base under the pointer, or null. */
  readonly hover: number | null;
  /** A turn shown as a preview and waiting for confirmation (base index), or null. */
  readonly armedTurn: number | null;
  /** Start phase: whether choosing a start tower also takes its object at once (the controls' checkbox; the `start` intent reads it). */
  readonly startTake: boolean;
  /** The tower panel's object picker open: which object to give for the tower's ('swap') or leave there ('leave'). */
  readonly towerPick: 'swap' | 'leave' | null;
  /** The hand's dagger picker open for this dagger (tile id), or null. */
  readonly daggerPick: number | null;
  /** Whether the controls' fold (tools, tower and hand) is open; null: as the screen suggests (foldOpenByDefault). */
  readonly foldOpen: boolean | null;
  setTool(tool: LabiroTool): void;
  setHover(base: number | null): void;
  armTurn(base: number | null): void;
  setStartTake(take: boolean): void;
  setTowerPick(pick: 'swap' | 'leave' | null): void;
  setDaggerPick(dagger: number | null): void;
  setFoldOpen(open: boolean): void;
  /** Forgets everything (the scene mounts at a new table, or leaves one). */
  reset(): void;
}

const INITIAL = {
  tool: { mode: 'walk' },
  hover: null,
  armedTurn: null,
  startTake: false,
  towerPick: null,
  daggerPick: null,
  foldOpen: null,
} as const;

/** The hook; outside React use `useLabiro.getState()`. */
export const useLabiro = create<LabiroLocal>()((set) => ({
  ...INITIAL,
  setTool: (tool) => set({ tool, armedTurn: null }),
  setHover: (hover) => set({ hover }),
  armTurn: (armedTurn) => set({ armedTurn }),
  setStartTake: (startTake) => set({ startTake }),
  setTowerPick: (towerPick) => set({ towerPick }),
  setDaggerPick: (daggerPick) => set({ daggerPick }),
  setFoldOpen: (foldOpen) => set({ foldOpen }),
  reset: () => set(INITIAL),
}));

/** Whether the controls' fold starts open: folded on small screens, so the map stays in view. */
export function foldOpenByDefault(): boolean {
  return typeof matchMedia === 'undefined' || matchMedia('(min-width: 700px) and (min-height: 560px)').matches;
}

/** Whether the open fold lies over the labyrinth: a small screen, unless a phone held sideways docks the controls on the right. */
export function foldCoversTable(): boolean {
  if (typeof matchMedia === 'undefined') return false;
  return !foldOpenByDefault() && !matchMedia('(max-height: 480px) and (min-aspect-ratio: 4/3)').matches;
}
