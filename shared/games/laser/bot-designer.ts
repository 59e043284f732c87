// The designer bot's mind: random circuits of the set, kept only when identifiable, and among several
// such candidates the one a quick investigator needs the most shots for. Deterministic from the seed.
import { makeRng } from '../../core/rng.js';
import { investigate, type InvestigatorSettings } from './bot-investigator.js';
import { playInvestigation } from './bot-sim.js';
import { checkIdentifiable } from './identify.js';
import { randomLayout } from './random.js';
import { BEGINNER_KINDS, type LaserKind, type LaserLayout } from './types.js';

/** How hard the designer works (counts, not clocks: shared/ reads no clock). */
export interface DesignerSettings {
  /** Identifiable candidates to compare (beginner sets; other sets keep the first identifiable one). */
  readonly candidates: number;
  /** Random layouts drawn at most while looking for identifiable ones. */
  readonly draws: number;
  /** Identifiability budget per layout for non-beginner sets (ms worth of search nodes). */
  readonly identifyBudgetMs: number;
  /** The investigator that judges candidates (cheap settings). */
  readonly judge: InvestigatorSettings;
}

/** About a second of work on the development machine for a beginner circuit (bench/laser-bots.ts measures it). */
export const DEFAULT_DESIGNER: DesignerSettings = {
  candidates: 12,
  draws: 60,
  identifyBudgetMs: 150,
  judge: {
    samples: 120,
    exactLimit: 400,
    maxNodes: 30_000,
    maxLeaves: 10_000,
    identifiable: false,
    identifyLimit: 0,
    identifyBudgetMs: 0,
    rolloutLimit: 0,
    debtWeight: 0.3,
  },
};

/** Whether every kind is a beginner one (the bots then use their exact, heavier settings). */
export const isBeginner = (kinds: readonly LaserKind[]) =>
  kinds.every((k) => (BEGINNER_KINDS as readonly string[]).includes(k));

/** A circuit of `kinds` for a designer seat: identifiable when one is found, preferring ones that need many shots. */
export function designCircuit(
  kinds: readonly LaserKind[],
  seed: number,
  settings: DesignerSettings = DEFAULT_DESIGNER,
): LaserLayout {
  let rng = makeRng(seed);
  const beginner = isBeginner(kinds);
  const identifiable: LaserLayout[] = [];
  let unknown: LaserLayout | null = null;
  let first: LaserLayout | null = null;
  const wanted = beginner ? settings.candidates : 1;
  for (let d = 0; d < settings.draws && identifiable.length < wanted; d++) {
    let l: LaserLayout;
    [l, rng] = randomLayout(rng, kinds);
    first ??= l;
    const v = checkIdentifiable(l, settings.identifyBudgetMs).status;
    if (v === 'identifiable') identifiable.push(l);
    else if (v === 'unknown') unknown ??= l;
  }
  if (identifiable.length === 0) return unknown ?? first ?? randomLayout(rng, kinds)[0];
  if (identifiable.length === 1) return identifiable[0]!;
  let best = identifiable[0]!,
    most = -1;
  identifiable.forEach((l, i) => {
    const r = playInvestigation(
      l,
      (shots, move) => investigate(kinds, shots, seed + i * 101 + move, settings.judge),
      40,
    );
    if (r.shots > most) {
      most = r.shots;
      best = l;
    }
  });
  return best;
}
