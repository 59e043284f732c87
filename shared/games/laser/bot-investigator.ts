// The investigator bot's mind: from the answers it knows, the layouts still possible (all of them when
// few, a uniform sample when many), the pointer whose answer splits them best, and a declaration only
// when one layout is left.
import { POINTERS } from './board.js';
import { compileLayout } from './codes.js';
import { Rand, consistentLeaves, expandLeaves, sampleLeaves, type KnownShot } from './consistent.js';
import { checkIdentifiable } from './identify.js';
import { traceRaw } from './trace.js';
import type { LaserKind, LaserLayout } from './types.js';

/** How hard the investigator thinks. The defaults keep a decision well under 200 ms for beginner circuits. */
export interface InvestigatorSettings {
  /** Layouts drawn when too many remain to list. */
  readonly samples: number;
  /** List every remaining layout when at most this many remain (the split is then exact). */
  readonly exactLimit: number;
  /** Search nodes and leaves for the consistent-layout search. */
  readonly maxNodes: number;
  readonly maxLeaves: number;
  /** The circuit is known to be identifiable (strict design, or the server designed it): drop listed layouts that are not. */
  readonly identifiable: boolean;
  /** Check identifiability only when at most this many layouts are listed. */
  readonly identifyLimit: number;
  /** Identifiability budget per layout (ms worth of nodes) for non-beginner sets. */
  readonly identifyBudgetMs: number;
}

/** The settings the 'laser/bot' seat uses. */
export const DEFAULT_INVESTIGATOR: InvestigatorSettings = {
  samples: 400, exactLimit: 1500, maxNodes: 60_000, maxLeaves: 20_000, identifiable: true, identifyLimit: 48, identifyBudgetMs: 5,
};

/** What the investigator decided and what it knew. */
export type InvestigatorChoice =
  | { readonly type: 'fire'; readonly pointer: number; readonly remaining: number; readonly exact: boolean }
  | { readonly type: 'declare'; readonly layout: LaserLayout; readonly remaining: number; readonly exact: boolean };

/** A key of one shot's raw answer (hits, exits, flags) for grouping layouts. */
function answerKey(a: { hits: number[]; exits: number; absorbed: boolean; loop: boolean }): string {
  return `${a.hits.join('.')}|${a.exits}${a.absorbed ? 'a' : ''}${a.loop ? 'l' : ''}`;
}

/**
 * For each pointer in `pointers`, the sum over answers of (layouts giving that answer)²: the expected size
 * of the set left after firing it, times the set's size. Lower splits better.
 */
export function splitScores(layouts: readonly LaserLayout[], pointers: readonly number[]): number[] {
  const groups = pointers.map(() => new Map<string, number>());
  for (const l of layouts) {
    const b = compileLayout(l);
    for (let i = 0; i < pointers.length; i++) {
      const key = answerKey(traceRaw(b, pointers[i]!));
      const g = groups[i]!;
      g.set(key, (g.get(key) ?? 0) + 1);
    }
  }
  return groups.map((g) => {
    let s = 0;
    if ((globalThis as any).SCORE === 'entropy') { for (const n of g.values()) s += n * Math.log2(n); return s; }
    for (const n of g.values()) s += n * n;
    return s;
  });
}

/** Decides the investigator's next move from the shots it knows on the circuit (no other information). */
export function investigate(kinds: readonly LaserKind[], shots: readonly KnownShot[], seed: number, settings: InvestigatorSettings = DEFAULT_INVESTIGATOR): InvestigatorChoice {
  const rand = new Rand(seed);
  const fired = new Set(shots.map((s) => s.pointer));
  const open: number[] = [];
  for (let p = 1; p <= POINTERS; p++) if (!fired.has(p)) open.push(p);
  const set = consistentLeaves(kinds, shots, { maxNodes: settings.maxNodes, maxLeaves: settings.maxLeaves, seed });
  const exact = set.complete && set.total <= settings.exactLimit;
  let layouts: LaserLayout[];
  if (exact) {
    layouts = expandLeaves(set);
    if (settings.identifiable && layouts.length > 1 && layouts.length <= settings.identifyLimit) {
      const kept = layouts.filter((l) => checkIdentifiable(l, settings.identifyBudgetMs).status !== 'ambiguous');
      if (kept.length > 0) layouts = kept;
    }
  } else {
    layouts = sampleLeaves(set, settings.samples, rand);
  }
  const remaining = exact ? layouts.length : set.total;
  if (exact && layouts.length === 1) return { type: 'declare', layout: layouts[0]!, remaining, exact };
  if (layouts.length === 0 || open.length === 0) {
    // Nothing fits (the answers contradict the set) or every pointer was fired: the best guess there is.
    const guess = layouts[0] ?? expandLeaves(set, 1)[0];
    if (guess && open.length === 0) return { type: 'declare', layout: guess, remaining, exact };
    return { type: 'fire', pointer: open[rand.int(open.length)] ?? 1, remaining, exact };
  }
  const scores = G.MODE === 'es' ? expectedShots(layouts, open, G.PLY2 ?? 0, exact ? 1 : set.total / layouts.length) : splitScores(layouts, open);
  let best = Infinity;
  const ties: number[] = [];
  scores.forEach((s, i) => {
    if (s < best) { best = s; ties.length = 0; }
    if (s === best) ties.push(open[i]!);
  });
  // Listed layouts that no pointer can tell apart: firing teaches nothing more, so declare one.
  if (exact && (scores.every((x) => x === best)) && splitScores(layouts, open.slice(0, 1))[0] === layouts.length * layouts.length) return { type: 'declare', layout: layouts[rand.int(layouts.length)]!, remaining, exact };
  return { type: 'fire', pointer: ties[rand.int(ties.length)]!, remaining, exact };
}

/** Answer ids: ids[i * P + j] is layout i's answer to pointers[j], numbered per pointer. */
export function answerMatrix(layouts: readonly LaserLayout[], pointers: readonly number[]): Int32Array {
  const P = pointers.length;
  const ids = new Int32Array(layouts.length * P);
  const maps = pointers.map(() => new Map<string, number>());
  layouts.forEach((l, i) => {
    const b = compileLayout(l);
    for (let j = 0; j < P; j++) {
      const key = answerKey(traceRaw(b, pointers[j]!));
      const m = maps[j]!;
      let id = m.get(key);
      if (id === undefined) { id = m.size; m.set(key, id); }
      ids[i * P + j] = id;
    }
  });
  return ids;
}

const G = globalThis as any;
/** Estimated shots still needed when n layouts remain. */
const h = (n: number) => (n <= 1 ? 0 : Math.log2(n) / (G.BETA ?? 2) + (G.GAMMA ?? 1));

/** Σ n·h(n) over the classes of `members` split by pointer column j. */
function splitCost(ids: Int32Array, P: number, members: readonly number[], j: number, counts: Map<number, number>, scale = 1): number {
  counts.clear();
  for (const i of members) { const id = ids[i * P + j]!; counts.set(id, (counts.get(id) ?? 0) + 1); }
  let s = 0;
  for (const n of counts.values()) s += n * h(n * scale);
  return s;
}

/** Expected shots (times N) for each first pointer: one ply, or two plies for the `top` best by one ply. */
export function expectedShots(layouts: readonly LaserLayout[], pointers: readonly number[], top: number, scale = 1): number[] {
  const P = pointers.length;
  const ids = answerMatrix(layouts, pointers);
  const all = layouts.map((_, i) => i);
  const counts = new Map<number, number>();
  const one = pointers.map((_, j) => splitCost(ids, P, all, j, counts, scale));
  if (top <= 0) return one;
  const order = pointers.map((_, j) => j).sort((a, b) => one[a]! - one[b]!);
  const out = one.map((x) => x + 1e9);
  for (const j of order.slice(0, top)) {
    const classes = new Map<number, number[]>();
    for (const i of all) { const id = ids[i * P + j]!; let c = classes.get(id); if (!c) classes.set(id, (c = [])); c.push(i); }
    let total = 0;
    for (const c of classes.values()) {
      if (c.length * scale <= 1) continue;
      let best = c.length * h(c.length * scale);
      for (let q = 0; q < P; q++) if (q !== j) best = Math.min(best, c.length + splitCost(ids, P, c, q, counts, scale));
      total += best;
    }
    out[j] = total;
  }
  return out;
}
