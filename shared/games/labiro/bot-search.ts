// The Labiro bot's route finder: a best-first search over tower turns (the push rule applied exactly) that
// finds how the pawn gets to one of some goal bases over as many turns as it takes. The per-turn limit is
// not modelled: a route of 7 turns is played over three turns, ending each one wherever the pawn stands.
import { normSide } from '../../core/hex.js';
import { masksOf, type LabiroBoard } from './board.js';
import { onOneLine } from './geometry.js';
import { chainInto, chainScratch, pushRuleOf } from './push.js';
import { labelAreas, pathWithin, type PlanStep } from './reach.js';
import { PATTERN_MASKS, rotateMask, type TurnDir } from './types.js';

type Adj = readonly (readonly number[])[];

/** How hard and how the route finder searches; counts, not clocks (shared/ reads no clock). */
export interface RouteOptions {
  /** An unused rope in hand: one climb to an aligned neighbour, costing one turn plus `extraCost`. */
  readonly rope?: boolean;
  /** Unlock keys in hand: each one free turn of the pawn's tower against its arrow, costing `extraCost` (at most 3). */
  readonly unlocks?: number;
  /** Search states expanded before giving up (default 3000). */
  readonly maxExpansions?: number;
  /** Weight of the distance estimate (1: shortest routes, slow; higher: greedier, faster; default 2). */
  readonly weight?: number;
  /** Extra cost charged for spending the rope or the unlock key (they are gone once used; default 1.5). */
  readonly extraCost?: number;
}

/** What the route finder found. */
export interface Route {
  /** True when the pawn's walkable area reaches a goal at the end of `steps`. */
  readonly found: boolean;
  /** True when every state was searched (no cap hit): `found` false then means no route exists. */
  readonly exhausted: boolean;
  /** Turns the steps spend (ordinary turns and the rope climb; the unlock key is free). */
  readonly turns: number;
  /** The steps in order; moves walk to communicating neighbours (the bot merges runs of them). */
  readonly steps: readonly PlanStep[];
  /** Where the pawn stands after the steps (a goal when found). */
  readonly end: number;
  /** The estimate of turns still needed from the end (0 when found). */
  readonly left: number;
  /** States expanded (for benchmarks). */
  readonly expansions: number;
}

interface Node {
  readonly config: Config;
  readonly entry: number;
  readonly g: number;
  readonly h: number;
  readonly f: number;
  readonly order: number;
  readonly flags: number;
  readonly parent: Node | null;
  readonly at: number;
  readonly step: PlanStep | null;
}

/** One configuration of tower turns: its key, turns, door masks and walkable-area labels. */
interface Config {
  readonly key: number;
  readonly turns: Uint8Array;
  readonly masks: Uint8Array;
  readonly labels: Int8Array;
  /** A small serial number (keys of the best-cost table). */
  readonly id: number;
}

/** Configurations by key: open addressing on exact keys (faster than a Map on keys past 2^31). */
class ConfigTable {
  private keys = new Float64Array(1024).fill(-1);
  private vals: (Config | undefined)[] = new Array(1024);
  private count = 0;
  get(key: number): Config | undefined {
    const mask = this.keys.length - 1;
    for (let i = hashKey(key) & mask; ; i = (i + 1) & mask) {
      const k = this.keys[i]!;
      if (k === key) return this.vals[i];
      if (k === -1) return undefined;
    }
  }
  set(c: Config): void {
    if (2 * (this.count + 1) > this.keys.length) this.grow();
    const mask = this.keys.length - 1;
    let i = hashKey(c.key) & mask;
    while (this.keys[i] !== -1) i = (i + 1) & mask;
    this.keys[i] = c.key;
    this.vals[i] = c;
    this.count++;
  }
  private grow(): void {
    const old = this.vals.filter((v): v is Config => v !== undefined);
    this.keys = new Float64Array(this.keys.length * 2).fill(-1);
    this.vals = new Array(this.keys.length);
    this.count = 0;
    for (const c of old) this.set(c);
  }
}

/** Mixes a key below 2^53 into 32 bits. */
function hashKey(key: number): number {
  const lo = key >>> 0;
  const hi = (key / 4294967296) >>> 0;
  return Math.imul(lo ^ Math.imul(hi, 0x9e3779b1), 0x85ebca6b) ^ (hi >>> 3);
}

/** Extras spent, as flags: bit 0 the rope, bits 1–2 how many unlock keys. */
const ROPE = 1;
const UNLOCK = 2;

/** Steps on the map (doors ignored) from every base to the nearest of `goals`; −1 where none can be reached. */
export function mapDistances(adj: Adj, goals: readonly number[]): Int16Array {
  const d = new Int16Array(adj.length).fill(-1);
  const queue: number[] = [];
  for (const g of goals)
    if (d[g] === -1) {
      d[g] = 0;
      queue.push(g);
    }
  for (let i = 0; i < queue.length; i++) {
    const a = queue[i]!;
    for (const b of adj[a]!)
      if (b >= 0 && d[b] === -1) {
        d[b] = d[a]! + 1;
        queue.push(b);
      }
  }
  return d;
}

/** A binary min-heap of nodes by (f, h, order): deterministic ties. */
class Heap {
  private readonly items: Node[] = [];
  get size(): number {
    return this.items.length;
  }
  private less(a: Node, b: Node): boolean {
    return a.f !== b.f ? a.f < b.f : a.h !== b.h ? a.h < b.h : a.order < b.order;
  }
  push(n: Node): void {
    const it = this.items;
    it.push(n);
    let i = it.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.less(it[i]!, it[p]!)) break;
      [it[i], it[p]] = [it[p]!, it[i]!];
      i = p;
    }
  }
  pop(): Node | undefined {
    const it = this.items;
    const top = it[0];
    const last = it.pop();
    if (it.length && last) {
      it[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1,
          r = l + 1;
        let m = i;
        if (l < it.length && this.less(it[l]!, it[m]!)) m = l;
        if (r < it.length && this.less(it[r]!, it[m]!)) m = r;
        if (m === i) break;
        [it[i], it[m]] = [it[m]!, it[i]!];
        i = m;
      }
    }
    return top;
  }
}

/**
 * A route for the pawn on `from` to any base of `goals`: best-first over (tower turns, walkable area, extras
 * spent), each ordinary turn costing 1, guided by the map distance from the area to the nearest goal (weighted:
 * short routes, not always the shortest). Returns the first route found within the budget, or, when none was
 * found, the route to the state whose area came nearest the goals (fewest turns among equals), `found` false.
 */
export function routeTo(board: LabiroBoard, from: number, goals: readonly number[], opts: RouteOptions = {}): Route {
  const { adj } = board;
  const rule = pushRuleOf(board);
  const n = board.towers.length;
  if (n > 18) throw new RangeError('labiro: the route finder handles boards of at most 18 bases');
  const dist = mapDistances(adj, goals);
  const goalSet = new Uint8Array(n);
  for (const g of goals) goalSet[g] = 1;
  const arrows = board.towers.map((t) => t.arrow);
  const baseMasks = board.towers.map((t) => PATTERN_MASKS[t.pattern]);
  const weight = opts.weight ?? 2;
  const extraCost = opts.extraCost ?? 1.5;
  const maxExpansions = opts.maxExpansions ?? 3000;
  const scratch = chainScratch(n);
  const pow6 = Array.from({ length: n }, (_, i) => 6 ** i);
  const configKey = (turns: Uint8Array) => {
    let k = 0;
    for (let i = 0; i < n; i++) k += turns[i]! * pow6[i]!;
    return k;
  };
  // Configurations met so far by key, each with its area labels (computed once).
  const configs = new ConfigTable();
  // Best cost seen per (configuration, area, extras spent), keyed by small integers.
  const bestG = new Map<number, number>();
  const stateKey = (c: Config, area: number, flags: number) => (c.id * n + area) * 8 + flags;
  let ids = 0;
  const estimate = (c: Config, area: number): number => {
    const labels = c.labels;
    let h = Infinity;
    for (let b = 0; b < n; b++) if (labels[b] === area && dist[b]! >= 0 && dist[b]! < h) h = dist[b]!;
    return h;
  };
  const reachesGoal = (labels: Int8Array, area: number) => {
    for (let b = 0; b < n; b++) if (labels[b] === area && goalSet[b] === 1) return b;
    return -1;
  };

  let order = 0;
  const heap = new Heap();
  const make = (
    c: Config,
    entry: number,
    g: number,
    flags: number,
    parent: Node | null,
    at: number,
    step: PlanStep | null,
  ): Node | null => {
    const area = c.labels[entry]!;
    const sk = stateKey(c, area, flags);
    if ((bestG.get(sk) ?? Infinity) <= g) return null;
    const h = estimate(c, area);
    if (h === Infinity) return null;
    bestG.set(sk, g);
    return { config: c, entry, g, h, f: g + weight * h, order: order++, flags, parent, at, step };
  };
  const startTurns = Uint8Array.from(board.towers, (t) => t.turn);
  const startMasks = Uint8Array.from(masksOf(board));
  const startKey = configKey(startTurns);
  const startConfig: Config = {
    key: startKey,
    turns: startTurns,
    masks: startMasks,
    labels: labelAreas(adj, startMasks, n),
    id: ids++,
  };
  configs.set(startConfig);
  const root = make(startConfig, from, 0, 0, null, from, null);
  if (!root) return { found: false, exhausted: true, turns: 0, steps: [], end: from, left: Infinity, expansions: 0 };
  heap.push(root);
  let nearest: Node = root;
  let expansions = 0;
  let found: { node: Node; goal: number } | null = null;
  const unlocks = Math.min(3, opts.unlocks ?? 0);
  let capped = false;

  // The configuration after `tower` turns `dir` with its chain (looked up by key before anything is copied).
  const turned = (node: Node, tower: number, dir: TurnDir): Config => {
    const len = chainInto(adj, node.config.masks, tower, dir, scratch, rule);
    let key = node.config.key;
    for (let i = 0; i < len; i++) {
      const t = scratch.tower[i]!;
      key += (normSide(node.config.turns[t]! + scratch.dir[i]!) - node.config.turns[t]!) * pow6[t]!;
    }
    const known = configs.get(key);
    if (known) return known;
    const turns = node.config.turns.slice();
    const masks = node.config.masks.slice();
    for (let i = 0; i < len; i++) {
      const t = scratch.tower[i]!;
      turns[t] = normSide(turns[t]! + scratch.dir[i]!);
      masks[t] = rotateMask(baseMasks[t]!, turns[t]!);
    }
    const c: Config = { key, turns, masks, labels: labelAreas(adj, masks, n), id: ids++ };
    configs.set(c);
    return c;
  };

  const turnSteps: PlanStep[] = arrows.map((dir, tower) => ({ kind: 'turn', tower, dir }));
  const comp: number[] = [];
  const candidates = new Int32Array(n);
  const areasDone = new Int32Array(n);
  let stamp = 0;
  while (heap.size > 0) {
    const node = heap.pop()!;
    const area = node.config.labels[node.entry]!;
    if (bestG.get(stateKey(node.config, area, node.flags))! < node.g) continue; // stale
    const goal = reachesGoal(node.config.labels, area);
    if (goal >= 0) {
      found = { node, goal };
      break;
    }
    if (node.h < nearest.h || (node.h === nearest.h && node.g < nearest.g)) nearest = node;
    if (expansions >= maxExpansions) {
      capped = true;
      break;
    }
    expansions++;
    comp.length = 0;
    for (let b = 0; b < n; b++) if (node.config.labels[b] === area) comp.push(b);
    // Ordinary turns: each tower in or next to the area, from each place in the area it may be turned from.
    const mark = ++stamp;
    for (const b of comp) {
      candidates[b] = mark;
      for (const c of adj[b]!) if (c >= 0) candidates[c] = mark;
    }
    for (let x = 0; x < n; x++) {
      if (candidates[x] !== mark) continue;
      const c = turned(node, x, arrows[x]!);
      stamp++;
      for (const p of comp) {
        if (p !== x && !adj[p]!.includes(x)) continue;
        const a = c.labels[p]!;
        if (areasDone[a] === stamp) continue;
        areasDone[a] = stamp;
        const kid = make(c, p, node.g + 1, node.flags, node, p, turnSteps[x]!);
        if (kid) heap.push(kid);
      }
    }
    if (opts.rope && (node.flags & ROPE) === 0) {
      for (const p of comp) {
        for (let s = 0; s < 6; s++) {
          const q = adj[p]![s]!;
          if (q < 0 || node.config.labels[q] === area || !onOneLine(node.config.masks[p]!, node.config.masks[q]!, s))
            continue;
          const kid = make(node.config, q, node.g + 1 + extraCost, node.flags | ROPE, node, p, { kind: 'rope', to: q });
          if (kid) heap.push(kid);
        }
      }
    }
    if (node.flags >> 1 < unlocks) {
      for (const p of comp) {
        const dir = -arrows[p]! as TurnDir;
        const c = turned(node, p, dir);
        const kid = make(c, p, node.g + extraCost, node.flags + UNLOCK, node, p, { kind: 'unlock', tower: p, dir });
        if (kid) heap.push(kid);
      }
    }
  }

  const exhausted = found === null && !capped && heap.size === 0;
  const last = found ? found.node : nearest;
  const target = found ? found.goal : nearestBase(last, dist, n);
  const steps = stepsTo(adj, last, target);
  const turns = steps.filter((s) => s.kind === 'turn' || s.kind === 'rope').length;
  return { found: found !== null, exhausted, turns, steps, end: target, left: found ? 0 : last.h, expansions };
}

/** The base of the node's area nearest the goals (lowest index among equals; never where the pawn entered it). */
function nearestBase(node: Node, dist: Int16Array, n: number): number {
  const area = node.config.labels[node.entry]!;
  let best = -1;
  for (let b = 0; b < n; b++) {
    if (node.config.labels[b] !== area || dist[b]! < 0) continue;
    if (best < 0 || dist[b]! < dist[best]!) best = b;
  }
  return best < 0 ? node.entry : best;
}

/** The steps from the root to `node`, then the walk to `target` (a base of the node's area). */
function stepsTo(adj: Adj, node: Node, target: number): PlanStep[] {
  const chain: Node[] = [];
  for (let c: Node | null = node; c; c = c.parent) chain.push(c);
  chain.reverse();
  const steps: PlanStep[] = [];
  let pos = chain[0]!.entry;
  const walk = (masks: ArrayLike<number>, to: number) => {
    for (const b of pathWithin(adj, masks, pos, to) ?? []) steps.push({ kind: 'move', to: b });
    pos = to;
  };
  for (let i = 1; i < chain.length; i++) {
    const child = chain[i]!;
    walk(chain[i - 1]!.config.masks, child.at);
    steps.push(child.step!);
    pos = child.entry;
  }
  walk(node.config.masks, target);
  return steps;
}
