// Which tables this browser plays guided, which games were offered a guided game already (both kept in
// localStorage, so a reload keeps the guide and the offer comes once), and the guide's step now.
import { create } from 'zustand';
import type { GuideStep } from '../kit/guideStep.js';

const TABLES_KEY = 'tavolo.guide.tables';
const OFFERED_KEY = 'tavolo.guide.offered';
/** Guided tables remembered (the oldest forgotten first). */
const KEEP = 20;

function load(key: string): string[] {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

function save(key: string, list: readonly string[]): void {
  try {
    localStorage.setItem(key, JSON.stringify(list));
  } catch {
    /* private mode: the guide lasts this page only */
  }
}

/** The guide's state; outside React use `useGuide.getState()`. */
export interface GuideState {
  /** Codes of the tables played with the guide on. */
  readonly tables: readonly string[];
  /** Games whose guided game was offered (or played) already. */
  readonly offered: readonly string[];
  /** The advice shown now, or null (no guide, or nothing to say). */
  readonly step: GuideStep | null;
  /** Turns the guide on at table `code`. */
  guideTable(code: string): void;
  /** Turns it off there (skipped, or the game is over and read). */
  endGuide(code: string): void;
  /** The offer of game `id` was shown: not again. */
  markOffered(id: string): void;
  setStep(step: GuideStep | null): void;
}

/** The hook. */
export const useGuide = create<GuideState>()((set, get) => ({
  tables: load(TABLES_KEY),
  offered: load(OFFERED_KEY),
  step: null,
  guideTable(code) {
    const tables = [...get().tables.filter((c) => c !== code), code].slice(-KEEP);
    save(TABLES_KEY, tables);
    set({ tables });
  },
  endGuide(code) {
    const tables = get().tables.filter((c) => c !== code);
    save(TABLES_KEY, tables);
    set({ tables, step: null });
  },
  markOffered(id) {
    if (get().offered.includes(id)) return;
    const offered = [...get().offered, id];
    save(OFFERED_KEY, offered);
    set({ offered });
  },
  setStep(step) {
    const now = get().step;
    if (now === step || (now && step && sameStep(now, step))) return;
    set({ step });
  },
}));

/** Whether two steps say and point at the same (a new object each render must not re-render the bubble). */
export function sameStep(a: GuideStep, b: GuideStep): boolean {
  return a.id === b.id && a.text === b.text && JSON.stringify(a.targets) === JSON.stringify(b.targets);
}
