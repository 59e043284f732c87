// The investigator bot's mind: from the answers it knows, the layouts still possible (all of them when
// few, a uniform sample when many), the pointer whose answer best splits them, and a declaration only
// when one layout is left (or when all 30 answers are known and nothing else can be learnt).
import { makeRng } from '../../core/index.js';
import { CELLS, COLS, POINTERS } from './board.js';
import { compileLayout } from './codes.js';
import { Rand, consistentLeaves, expandLeaves, sampleLeaves, type KnownShot } from './consistent.js';
import { checkIdentifiable } from './identify.js';
import { randomLayout } from './random.js';
import { traceRaw } from './trace.js';
import type { LaserKind, LaserLayout } from './types.js';

/** How hard the investigator thinks (node and layout counts, not clocks: shared/ reads no clock). */
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
  /** When at most this many layouts are listed, score each pointer by the exact expected shots of the greedy policy after it. */
  readonly rolloutLimit: number;
  /**
   * Shots charged per extra cell a piece already seen may still be on (sampled layouts only). Entropy counts
   * k places as log2 k bits, but finding an absorber or a reflector along a line costs about a shot a place:
   * this prefers shots that pin seen pieces down while they can still teach something else too.
   */
  readonly debtWeight: number;
}

/** The settings for beginner circuits: a decision well under 200 ms (bench/laser-bots.ts measures it). */
export const DEFAULT_INVESTIGATOR: InvestigatorSettings = {
  samples: 400,
  exactLimit: 1500,
  maxNodes: 60_000,
  maxLeaves: 20_000,
  identifiable: true,
  identifyLimit: 32,
  identifyBudgetMs: 5,
  rolloutLimit: 800,
  debtWeight: 0.3,
};

/** The settings for expert and Einstein circuits: a budgeted search; declares only when the one layout left is proven. */
export const GENERAL_INVESTIGATOR: InvestigatorSettings = {
  samples: 150,
  exactLimit: 300,
  maxNodes: 2_500,
  maxLeaves: 2_500,
  identifiable: true,
  identifyLimit: 4,
  identifyBudgetMs: 3,
  rolloutLimit: 150,
  debtWeight: 0.3,
};

/** What the investigator decided, with how many layouts it believed possible (`exact`: a proven count). */
export type InvestigatorChoice =
  | { readonly type: 'fire'; readonly pointer: number; readonly remaining: number; readonly exact: boolean }
  | { readonly type: 'declare'; readonly layout: LaserLayout; readonly remaining: number; readonly exact: boolean };

/** A key of one shot's raw answer (hits, exits, flags) for grouping layouts. */
function answerKey(a: { hits: number[]; exits: number; absorbed: boolean; loop: boolean }): string {
  return `${a.hits.join('.')}|${a.exits}${a.absorbed ? 'a' : ''}${a.loop ? 'l' : ''}`;
}

/** Answer ids: `ids[i * P + j]` numbers layout i's answer to `pointers[j]` (equal answers, equal ids). */
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
      if (id === undefined) {
        id = m.size;
        m.set(key, id);
      }
      ids[i * P + j] = id;
    }
  });
  return ids;
}

/** Estimated shots still needed when `n` layouts remain (about two bits a shot, and the last split). */
const shotsFor = (n: number) => (n <= 1 ? 0 : Math.log2(n) / 2 + 1);

/** Scratch counters for grouping by answer id. */
class Splitter {
  private counts: Int32Array;
  constructor(
    private readonly ids: Int32Array,
    private readonly P: number,
  ) {
    let maxId = 0;
    for (let k = 0; k < ids.length; k++) if (ids[k]! > maxId) maxId = ids[k]!;
    this.counts = new Int32Array(maxId + 1);
  }
  /** Σ over answers of n·shotsFor(n·scale) when `members` are split by pointer column j. */
  cost(members: Int32Array, j: number, scale = 1): number {
    const { ids, P, counts } = this;
    for (let t = 0; t < members.length; t++) counts[ids[members[t]! * P + j]!]!++;
    let s = 0;
    for (let t = 0; t < members.length; t++) {
      const id = ids[members[t]! * P + j]!;
      const n = counts[id]!;
      if (n > 0) {
        s += n * shotsFor(n * scale);
        counts[id] = 0;
      }
    }
    return s;
  }
  /** The groups of `members` by their answer to pointer column j. */
  split(members: Int32Array, j: number): Int32Array[] {
    const by = new Map<number, number[]>();
    for (let t = 0; t < members.length; t++) {
      const i = members[t]!;
      const id = this.ids[i * this.P + j]!;
      let c = by.get(id);
      if (!c) {
        c = [];
        by.set(id, c);
      }
      c.push(i);
    }
    return [...by.values()].map((c) => Int32Array.from(c));
  }
  /** Expected shots until one member is left, firing the best one-step split each time (0 when none splits). */
  greedy(members: Int32Array): number {
    const n = members.length;
    if (n <= 1) return 0;
    let best = n * shotsFor(n),
      bj = -1;
    for (let j = 0; j < this.P; j++) {
      const c = this.cost(members, j);
      if (c < best) {
        best = c;
        bj = j;
      }
    }
    if (bj < 0) return 0;
    let s = 0;
    for (const c of this.split(members, bj)) s += c.length * this.greedy(c);
    return 1 + s / n;
  }
}

/** Per seen kind, the cell it is on in each layout (the first cell for portals). */
function cellsOfKinds(layouts: readonly LaserLayout[], kinds: readonly LaserKind[]): Int8Array[] {
  return kinds.map((k) =>
    Int8Array.from(layouts, (l) => {
      const p = l.pieces.find((q) => q.kind === k);
      return p ? p.y * COLS + p.x : -1;
    }),
  );
}

/** Σ over the seen kinds of (cells it may be on among `members`) − 1: the places still to tell apart. */
function debtOf(members: Int32Array, cells: readonly Int8Array[], stamp: Int32Array, tick: { n: number }): number {
  let d = 0;
  for (const at of cells) {
    const t = ++tick.n;
    let m = 0;
    for (let i = 0; i < members.length; i++) {
      const c = at[members[i]!]!;
      if (c >= 0 && stamp[c] !== t) {
        stamp[c] = t;
        m++;
      }
    }
    d += Math.max(0, m - 1);
  }
  return d;
}

/**
 * One score per pointer, lower is better: with `rollout`, the exact expected shots to one layout when this
 * pointer is fired and the one-step greedy policy follows; otherwise the one-step estimate (an expected
 * information measure; `scale` is how many layouts each listed one stands for) plus `debtWeight` per place
 * still open for the `seen` kinds. Infinity: no split.
 */
export function pointerScores(
  layouts: readonly LaserLayout[],
  pointers: readonly number[],
  rollout: boolean,
  scale = 1,
  seen: readonly LaserKind[] = [],
  debtWeight = 0,
): number[] {
  const ids = answerMatrix(layouts, pointers);
  const sp = new Splitter(ids, pointers.length);
  const all = Int32Array.from(layouts.map((_, i) => i));
  const N = all.length;
  const cells = !rollout && debtWeight > 0 ? cellsOfKinds(layouts, seen) : [];
  const stamp = new Int32Array(CELLS),
    tick = { n: 0 };
  return pointers.map((_, j) => {
    let one = sp.cost(all, j, scale);
    if (!rollout) {
      if (one === N * shotsFor(N * scale)) return Infinity;
      if (cells.length) for (const c of sp.split(all, j)) one += debtWeight * c.length * debtOf(c, cells, stamp, tick);
      return one / N;
    }
    const parts = sp.split(all, j);
    if (parts.length <= 1) return Infinity;
    let s = 0;
    for (const c of parts) s += c.length * sp.greedy(c);
    return 1 + s / N + one * 1e-9;
  });
}

/** The listed layouts that may be the circuit when it is known to be identifiable (all of them if none passes). */
function identifiableOnly(layouts: LaserLayout[], budgetMs: number): LaserLayout[] {
  const kept = layouts.filter((l) => checkIdentifiable(l, budgetMs).status !== 'ambiguous');
  return kept.length > 0 ? kept : layouts;
}

/** Decides the investigator's next move from the shots it knows on the circuit (no other information). */
export function investigate(
  kinds: readonly LaserKind[],
  shots: readonly KnownShot[],
  seed: number,
  settings: InvestigatorSettings = DEFAULT_INVESTIGATOR,
): InvestigatorChoice {
  const rand = new Rand(seed);
  const fired = new Set(shots.map((s) => s.pointer));
  const open: number[] = [];
  for (let p = 1; p <= POINTERS; p++) if (!fired.has(p)) open.push(p);
  let set = consistentLeaves(kinds, shots, { maxNodes: settings.maxNodes, maxLeaves: settings.maxLeaves, seed });
  if (open.length === 0 && set.leaves.length === 0) {
    set = consistentLeaves(kinds, shots, { maxNodes: settings.maxNodes * 10, maxLeaves: 1, seed });
  }
  const exact = set.complete && set.total <= settings.exactLimit;
  let layouts = exact ? expandLeaves(set) : sampleLeaves(set, settings.samples, rand);
  if (exact && settings.identifiable && layouts.length > 1 && layouts.length <= settings.identifyLimit) {
    layouts = identifiableOnly(layouts, settings.identifyBudgetMs);
  }
  const remaining = exact ? layouts.length : set.total;
  if (exact && layouts.length === 1) return { type: 'declare', layout: layouts[0]!, remaining, exact };
  if (open.length === 0 || layouts.length === 0) {
    // Every answer is known (any layout that fits is the circuit when it is identifiable), or the budget found none.
    const guess = layouts[0];
    if (guess) return { type: 'declare', layout: guess, remaining, exact };
    if (open.length > 0) return { type: 'fire', pointer: open[rand.int(open.length)]!, remaining, exact };
    // Every pointer is fired (re-firing is refused) and the budget found no layout: a guess is all that is left.
    return { type: 'declare', layout: randomLayout(makeRng(seed), kinds)[0], remaining, exact };
  }
  const scale = exact ? 1 : set.total / layouts.length;
  const seen = kinds.filter((k) => shots.some((s) => s.answer.hits.includes(k)));
  const scores = pointerScores(
    layouts,
    open,
    exact && layouts.length <= settings.rolloutLimit,
    scale,
    seen,
    settings.debtWeight,
  );
  let best = Infinity;
  const ties: number[] = [];
  scores.forEach((s, i) => {
    if (s < best) {
      best = s;
      ties.length = 0;
    }
    if (s === best) ties.push(open[i]!);
  });
  // The listed layouts answer every pointer left alike: firing teaches nothing, so declare one of them.
  if (best === Infinity && exact)
    return { type: 'declare', layout: layouts[rand.int(layouts.length)]!, remaining, exact };
  return { type: 'fire', pointer: ties[rand.int(ties.length)]!, remaining, exact };
}
