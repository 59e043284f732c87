// Masterdice's own client store: the solver's draft, the finished games already looked at, the rows kept
// for the reveal, and which throws have settled. Shared by the 3D scene and the HTML controls (two React
// trees), written by event handlers and effects, never from inside useFrame.
import { create } from 'zustand';
import type { MasterdiceView } from '../../../shared/games/masterdice/types.js';
import { makeDraft, type Draft } from './draft.js';
import { rememberRows, shownFor, type RowMemory, type SeenResults } from './model.js';

/** The Masterdice client state. */
export interface MasterdiceLocal {
  /** The solver's placement in progress, or null outside phase 'place'. */
  readonly draft: Draft | null;
  /** Finished games this client moved past (the reveal panel was closed). */
  readonly seen: SeenResults | null;
  /** The rows of the game in progress, kept for its reveal. */
  readonly memory: RowMemory | null;
  /** The latest roll counter whose dice lie at rest on this screen (throw played, or none to play). Example: 7. */
  readonly restingRoll: number;
  /** The die being dragged by the pointer, or null. */
  readonly dragging: number | null;
  /** Whether the solution panel is open. */
  readonly solving: boolean;
  /** The values chosen in the solution panel, per column; null where not chosen yet. */
  readonly solution: readonly (number | null)[];
  /** Follows a new view: a fresh draft for a new roll, the row memory, the first "seen" count. */
  syncView(view: MasterdiceView): void;
  setDraft(draft: Draft): void;
  /** Marks the finished games of the view's match as seen (closes the reveal). */
  markSeen(view: MasterdiceView): void;
  markResting(roll: number): void;
  setDragging(die: number | null): void;
  setSolving(open: boolean): void;
  setSolutionValue(column: number, value: number | null): void;
  /** Forgets everything (the scene mounts at a new table, or leaves one). */
  reset(): void;
}

const INITIAL = {
  draft: null,
  seen: null,
  memory: null,
  restingRoll: -1,
  dragging: null,
  solving: false,
  solution: [null, null, null, null],
} as const;

/** The hook; outside React use `useMasterdice.getState()`. */
export const useMasterdice = create<MasterdiceLocal>()((set, get) => ({
  ...INITIAL,
  syncView(view) {
    const s = get();
    const patch: { -readonly [K in keyof MasterdiceLocal]?: MasterdiceLocal[K] } = {};
    const memory = rememberRows(s.memory, view);
    if (memory !== s.memory) patch.memory = memory;
    if (s.seen === null) patch.seen = { match: view.match, count: shownFor(null, view) };
    else if (s.seen.match !== view.match) patch.seen = { match: view.match, count: 0 };
    if (view.phase === 'place' && view.roll) {
      if (!s.draft || s.draft.roll !== view.rollCount) patch.draft = makeDraft(view.rollCount, view.roll);
    } else if (s.draft) {
      patch.draft = null;
    }
    if (view.phase !== 'attempt' && s.solving) patch.solving = false;
    if (view.phase === 'code' && s.solution.some((v) => v !== null)) patch.solution = [null, null, null, null];
    if (Object.keys(patch).length > 0) set(patch);
  },
  setDraft(draft) {
    set({ draft });
  },
  markSeen(view) {
    set({ seen: { match: view.match, count: view.results.length } });
  },
  markResting(roll) {
    if (roll > get().restingRoll) set({ restingRoll: roll });
  },
  setDragging(dragging) {
    if (get().dragging !== dragging) set({ dragging });
  },
  setSolving(solving) {
    set({ solving });
  },
  setSolutionValue(column, value) {
    const solution = get().solution.map((v, c) => (c === column ? value : v));
    set({ solution });
  },
  reset() {
    set({ ...INITIAL });
  },
}));
