// Which layouts of a set fit the answers known so far: counting them (the assistant, the bots), listing
// them when few, and sampling them uniformly when many. Exact for beginner kinds; a node budget bounds it.
import { makeRng, nextUint32, type RngState } from '../../core/rng.js';
import { isPointer } from './board.js';
import { KIND_INDEX } from './codes.js';
import { exitOf, searchBeginner, type RawShot, type SearchEnd } from './consistent-beginner.js';
import { rawShot, searchGeneral, type RawGeneralShot } from './consistent-general.js';
import { eachCompletion, freeCells, leafPieces, sampleLeaf, type Leaf } from './consistent-leaf.js';
import type { RemainingCount } from './game-types.js';
import { layoutKey } from './layout.js';
import { KINDS, type LaserKind, type LaserLayout, type ShotAnswer } from './types.js';

/** One known shot: the pointer fired and the answer the designer revealed. */
export interface KnownShot {
  readonly pointer: number;
  readonly answer: ShotAnswer;
}

/** Search nodes a count may visit when the caller gives no budget (a few hundred ms at worst). */
export const DEFAULT_MAX_NODES = 200_000;
/** Leaves a sampling search keeps at most (each stands for many layouts). */
export const DEFAULT_MAX_LEAVES = 50_000;

/** A small mutable random source over the core's sfc32: `int(n)` is uniform in [0, n). */
export class Rand {
  private s: RngState;
  constructor(seed: number) {
    this.s = makeRng(seed);
  }
  /** A uniform integer in [0, n) (n ≤ 2^32; the bias of the modulo is below 2^−20 for n ≤ 4096). */
  int(n: number): number {
    const [u, s] = nextUint32(this.s);
    this.s = s;
    return n <= 1 ? 0 : u % n;
  }
  /** Shuffles an array in place (Fisher–Yates). */
  shuffle<T>(a: T[]): void {
    for (let i = a.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [a[i], a[j]] = [a[j] as T, a[i] as T];
    }
  }
}

const BEGINNER_MASK = 0b11111;

/** The searches' view of the question: kinds as indexes, shots distinct by pointer; null when nothing can fit. */
interface Question {
  readonly kinds: number[];
  readonly beginner: boolean;
  readonly shots: RawGeneralShot[];
}

function question(kinds: readonly LaserKind[], shots: readonly KnownShot[]): Question | null {
  const ks = [...new Set(kinds.filter((k) => (KINDS as readonly string[]).includes(k)).map((k) => KIND_INDEX[k]))].sort(
    (a, b) => a - b,
  );
  const beginner = ks.every((k) => k <= 4);
  const byPointer = new Map<number, RawGeneralShot>();
  for (const s of shots) {
    if (!isPointer(s.pointer)) continue;
    const raw = rawShot(s.pointer, s.answer);
    if (raw.hits.some((k) => k < 0)) return null;
    const had = byPointer.get(s.pointer);
    if (had && JSON.stringify(had) !== JSON.stringify(raw)) return null;
    byPointer.set(s.pointer, raw);
  }
  return { kinds: ks, beginner, shots: [...byPointer.values()] };
}

/** Runs the right search (beginner exact, or general) over a question. */
function searchLeaves(
  q: Question,
  maxNodes: number,
  visit: (leaf: Leaf) => boolean,
  shuffle?: (o: number[]) => void,
): { end: SearchEnd; nodes: number } {
  if (!q.beginner) return searchGeneral(q.kinds, q.shots, maxNodes, visit, shuffle);
  let mask = 0;
  for (const k of q.kinds) mask |= 1 << k;
  const raw: RawShot[] = [];
  for (const s of q.shots) {
    if (s.exits & (s.exits - 1)) return { end: 'done', nodes: 0 }; // one beam leaves by one pointer at most
    raw.push({ pointer: s.pointer, hits: s.hits, exit: exitOf(s.exits), absorbed: s.absorbed, loop: s.loop });
  }
  return searchBeginner(mask & BEGINNER_MASK, raw, maxNodes, visit, shuffle);
}

/**
 * How many layouts holding exactly `kinds` give these answers; `capped` when the count stopped at `cap` or
 * the search ran out of `maxNodes` (then `count` is a lower bound). Exact for beginner kinds within budget.
 */
export function countConsistent(
  kinds: readonly LaserKind[],
  shots: readonly KnownShot[],
  cap: number,
  maxNodes: number = DEFAULT_MAX_NODES,
): RemainingCount {
  const q = question(kinds, shots);
  if (!q) return { count: 0, capped: false };
  let total = 0;
  const { end } = searchLeaves(q, maxNodes, (leaf) => {
    total += leaf.weight;
    return total < cap;
  });
  if (end === 'stopped') return { count: Math.min(total, cap), capped: true };
  return { count: total, capped: end === 'budget' };
}

/** The leaves that fit the answers, how many layouts they stand for, and whether that is all of them. */
export interface LeafSet {
  readonly leaves: Leaf[];
  /** Layouts the leaves stand for (all the consistent layouts when `complete`). */
  readonly total: number;
  /** The search explored everything: `total` is exact. */
  readonly complete: boolean;
  readonly nodes: number;
}

/** Collects the leaves fitting the answers (in a seed-dependent order when `seed` is given), within budgets. */
export function consistentLeaves(
  kinds: readonly LaserKind[],
  shots: readonly KnownShot[],
  opts: { maxNodes?: number; maxLeaves?: number; seed?: number } = {},
): LeafSet {
  const q = question(kinds, shots);
  if (!q) return { leaves: [], total: 0, complete: true, nodes: 0 };
  const maxLeaves = opts.maxLeaves ?? DEFAULT_MAX_LEAVES;
  const leaves: Leaf[] = [];
  let total = 0;
  const rand = opts.seed === undefined ? undefined : new Rand(opts.seed);
  const { end, nodes } = searchLeaves(
    q,
    opts.maxNodes ?? DEFAULT_MAX_NODES,
    (leaf) => {
      leaves.push(leaf);
      total += leaf.weight;
      return leaves.length < maxLeaves;
    },
    rand && ((o) => rand.shuffle(o)),
  );
  return { leaves, total, complete: end === 'done', nodes };
}

/** Every layout the leaves stand for (call only when `total` is small). */
export function expandLeaves(set: LeafSet, limit = Infinity): LaserLayout[] {
  const out: LaserLayout[] = [];
  for (const leaf of set.leaves) {
    if (
      !eachCompletion(leaf, (l) => {
        out.push(l);
        return out.length < limit;
      })
    )
      break;
  }
  return out;
}

/** `count` layouts drawn uniformly (with replacement) from the leaves: a leaf by weight, then a completion. */
export function sampleLeaves(set: LeafSet, count: number, rand: Rand): LaserLayout[] {
  if (set.total <= 0 || count <= 0) return [];
  const cum: number[] = [];
  let acc = 0;
  for (const leaf of set.leaves) {
    acc += leaf.weight;
    cum.push(acc);
  }
  const cache = new Map<Leaf, { decided: ReturnType<typeof leafPieces>; free: number[] }>();
  const out: LaserLayout[] = [];
  for (let n = 0; n < count; n++) {
    const r = ((rand.int(0x100000000) * 0x100000000 + rand.int(0x100000000)) / 2 ** 64) * acc;
    let lo = 0,
      hi = cum.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cum[mid]! > r) hi = mid;
      else lo = mid + 1;
    }
    const leaf = set.leaves[lo]!;
    let c = cache.get(leaf);
    if (!c) {
      c = { decided: leafPieces(leaf), free: freeCells(leaf) };
      cache.set(leaf, c);
    }
    out.push(sampleLeaf(leaf, (k) => rand.int(k), c.decided, c.free));
  }
  return out;
}

/** Up to `limit` distinct layouts of `kinds` that give these answers, in an order that depends on `seed`. */
export function findConsistent(
  kinds: readonly LaserKind[],
  shots: readonly KnownShot[],
  limit: number,
  seed = 0,
  maxNodes: number = DEFAULT_MAX_NODES,
): LaserLayout[] {
  if (limit <= 0) return [];
  const set = consistentLeaves(kinds, shots, { maxNodes, seed });
  const rand = new Rand(seed ^ 0x5bd1e995);
  if (set.total <= Math.max(limit, 64) * 4) {
    const all = expandLeaves(set);
    rand.shuffle(all);
    return all.slice(0, limit);
  }
  const out: LaserLayout[] = [];
  const seen = new Set<string>();
  for (let tries = 0; out.length < limit && tries < 8 * limit + 16; tries++) {
    const [l] = sampleLeaves(set, 1, rand);
    if (!l) break;
    const key = layoutKey(l);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(l);
  }
  return out;
}
