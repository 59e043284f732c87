// Where a pawn can get to (rules/labiro.md, "A turn"): walking through communicating doors costs nothing;
// turning towers (at most 3 per turn, chains included) opens new ways. Bots and the client's hints use this.
import { normSide } from '../../core/hex.js';
import { masksOf, type LabiroBoard } from './board.js';
import { doorsMeet, onOneLine } from './geometry.js';
import { chainInto, chainScratch, pushRuleOf } from './push.js';
import { PATTERN_MASKS, rotateMask, type TurnDir } from './types.js';

type Adj = readonly (readonly number[])[];

/** The base across side `s` of base `a` when their doors meet (a pawn may walk there), else −1. */
export const openAcross = (adj: Adj, masks: ArrayLike<number>, a: number, s: number): number => {
  const b = adj[a]![s]!;
  return b >= 0 && doorsMeet(masks[a]!, masks[b]!, s) ? b : -1;
};

/** Bases reachable by walking from `from` with these door masks (the start included), in visiting order. */
export function componentOf(adj: Adj, masks: ArrayLike<number>, from: number): number[] {
  const seen = new Uint8Array(masks.length);
  const out = [from];
  seen[from] = 1;
  for (let i = 0; i < out.length; i++) {
    const a = out[i]!;
    for (let s = 0; s < 6; s++) {
      const b = openAcross(adj, masks, a, s);
      if (b >= 0 && seen[b] === 0) {
        seen[b] = 1;
        out.push(b);
      }
    }
  }
  return out;
}

/** The bases a pawn on `from` can walk to without turning anything (communicating towers; `from` included). */
export function reachable(board: LabiroBoard, from: number): Set<number> {
  return new Set(componentOf(board.adj, masksOf(board), from));
}

/** A shortest walk from `from` to `to` (the bases entered, `from` excluded; [] when equal), or null. */
export function walkPath(board: LabiroBoard, from: number, to: number): number[] | null {
  return pathWithin(board.adj, masksOf(board), from, to);
}

/** A shortest walk within these door masks (the bases entered; [] when equal), or null: walkPath and the bot's routes. */
export function pathWithin(adj: Adj, masks: ArrayLike<number>, from: number, to: number): number[] | null {
  if (from === to) return [];
  const prev = new Int16Array(masks.length).fill(-1);
  prev[from] = from;
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    const a = queue[i]!;
    for (let s = 0; s < 6; s++) {
      const b = openAcross(adj, masks, a, s);
      if (b < 0 || prev[b] !== -1) continue;
      prev[b] = a;
      if (b === to) {
        const path = [b];
        for (let c = a; c !== from; c = prev[c]!) path.push(c);
        return path.reverse();
      }
      queue.push(b);
    }
  }
  return null;
}

/**
 * One step of a plan. `move`: walk to a communicating neighbour. `turn`: turn a tower (the pawn's own or a
 * neighbour of it) one step in its arrow's direction, with its push chain; costs one turn. `rope`: climb to
 * an aligned neighbour; costs one turn. `unlock`: turn the pawn's own tower against its arrow; free.
 */
export type PlanStep =
  | { readonly kind: 'move'; readonly to: number }
  | { readonly kind: 'turn'; readonly tower: number; readonly dir: TurnDir }
  | { readonly kind: 'rope'; readonly to: number }
  | { readonly kind: 'unlock'; readonly tower: number; readonly dir: TurnDir };

/** How to reach one base: the turns it costs (ropes included), the steps in order, the tower turns after it. */
export interface Plan {
  readonly turns: number;
  readonly steps: readonly PlanStep[];
  /** Every base's tower turn once the plan is done. */
  readonly finalTurns: readonly number[];
}

/** Extras a planner may use: an unused rope (one rope climb) or unlock key (one free turn back; `canTurn` does not apply to it). */
export interface ReachOptions {
  readonly rope?: boolean;
  readonly unlock?: boolean;
  /** Stop expanding after this many search states (a safety cap; default 200 000). */
  readonly maxStates?: number;
}

interface Node {
  readonly turns: Uint8Array;
  readonly key: number | string; // configKey(turns)
  readonly masks: Uint8Array;
  readonly labels: Int8Array; // labels[b]: the smallest base of b's walkable area in this configuration
  readonly entry: number; // where the pawn stands on arrival
  readonly cost: number;
  readonly flags: number; // bit 0: rope used, bit 1: unlock used
  readonly parent: Node | null;
  readonly at: number; // where the pawn stood for `step`
  readonly step: PlanStep | null;
}

const ROPE = 1;
const UNLOCK = 2;

/** Labels every base with the smallest base of its walkable area (one pass over the board); the planners share it. */
export function labelAreas(adj: Adj, masks: ArrayLike<number>, n: number): Int8Array {
  const labels = new Int8Array(n).fill(-1);
  const stack: number[] = [];
  for (let root = 0; root < n; root++) {
    if (labels[root] !== -1) continue;
    labels[root] = root;
    stack.push(root);
    while (stack.length) {
      const a = stack.pop()!;
      for (let s = 0; s < 6; s++) {
        const b = openAcross(adj, masks, a, s);
        if (b >= 0 && labels[b] === -1) {
          labels[b] = root;
          stack.push(b);
        }
      }
    }
  }
  return labels;
}

/**
 * Every base the pawn on `from` can end up on using up to `turnsLeft` turns, each with one plan of fewest
 * turns (moves along shortest walks within each stage). A turn may act on the pawn's tower or a neighbour of
 * it, where the pawn stands at that moment, in the tower's arrow direction, and only when `canTurn(tower)`
 * allows it (default: always). Search: 0–1 breadth-first over (tower turns, pawn's walkable area, extras
 * used), a state dropped when one with the same turns and area and no more extras used was seen.
 */
export function reachableWithTurns(
  board: LabiroBoard,
  from: number,
  turnsLeft: number,
  canTurn: (tower: number) => boolean = () => true,
  opts: ReachOptions = {},
): Map<number, Plan> {
  const { adj } = board;
  const n = board.towers.length;
  if (n > 127) throw new RangeError('labiro: the planner handles boards of at most 127 bases');
  const arrows = board.towers.map((t) => t.arrow);
  const baseMasks = board.towers.map((t) => PATTERN_MASKS[t.pattern]);
  const maxStates = opts.maxStates ?? 200_000;
  const scratch = chainScratch(n);
  const rule = pushRuleOf(board);
  const movable = Uint8Array.from({ length: n }, (_, x) => (canTurn(x) ? 1 : 0));

  // Configurations by key: their area labels (computed once each). Keys are exact numbers up to 18 bases.
  const numeric = n <= 18;
  const pow6 = Array.from({ length: n }, (_, i) => 6 ** i);
  const configKey = (turns: Uint8Array): number | string => {
    if (!numeric) return turns.join('');
    let k = 0;
    for (let i = 0; i < n; i++) k += turns[i]! * pow6[i]!;
    return k;
  };
  const labelCache = new Map<number | string, Int8Array>();
  const labelsFor = (key: number | string, masks: Uint8Array) => {
    let l = labelCache.get(key);
    if (!l) {
      l = labelAreas(adj, masks, n);
      labelCache.set(key, l);
    }
    return l;
  };
  // Seen (configuration, area) → bit f set when extras `f` were used there; a superset of used extras is dominated.
  const seen = new Map<number | string, number>();
  const areaKey = (key: number | string, rep: number) => (typeof key === 'number' ? key * n + rep : `${key}:${rep}`);
  const visit = (key: number | string, rep: number, flags: number): boolean => {
    const k = areaKey(key, rep);
    const bits = seen.get(k) ?? 0;
    for (let f = 0; f < 4; f++) if ((bits >> f) & 1 && (f & ~flags) === 0) return false;
    seen.set(k, bits | (1 << flags));
    return true;
  };

  const startTurns = Uint8Array.from(board.towers, (t) => t.turn);
  const startMasks = Uint8Array.from(masksOf(board));
  const startKey = configKey(startTurns);
  const root: Node = {
    turns: startTurns,
    key: startKey,
    masks: startMasks,
    labels: labelsFor(startKey, startMasks),
    entry: from,
    cost: 0,
    flags: 0,
    parent: null,
    at: from,
    step: null,
  };
  visit(startKey, root.labels[from]!, 0);
  const best = new Map<number, Node>();
  const claimed = new Uint8Array(n); // bases a queued final child will reach (see `child`)
  let layer: Node[] = [root];
  let states = 1;

  // The configuration after `tower` turns `dir` with its chain.
  const turned = (node: Node, tower: number, dir: TurnDir) => {
    const len = chainInto(adj, node.masks, tower, dir, scratch, rule);
    const turns = node.turns.slice();
    const masks = node.masks.slice();
    for (let i = 0; i < len; i++) {
      const t = scratch.tower[i]!;
      turns[t] = normSide(turns[t]! + scratch.dir[i]!);
      masks[t] = rotateMask(baseMasks[t]!, turns[t]!);
    }
    const key = configKey(turns);
    return { turns, masks, key, labels: labelsFor(key, masks) };
  };

  for (let cost = 0; cost <= turnsLeft && layer.length; cost++) {
    const next: Node[] = [];
    for (let qi = 0; qi < layer.length; qi++) {
      const node = layer[qi]!;
      const area = node.labels[node.entry]!;
      const comp: number[] = [];
      for (let b = 0; b < n; b++) if (node.labels[b] === area) comp.push(b);
      for (const b of comp) if (!best.has(b)) best.set(b, node);
      if (states >= maxStates) continue;
      const child = (
        c: { turns: Uint8Array; masks: Uint8Array; key: number | string; labels: Int8Array },
        entry: number,
        flags: number,
        at: number,
        step: PlanStep,
        extra: number,
      ) => {
        // A child that can never act again only matters if its area holds a base no plan reaches yet.
        if (cost + extra === turnsLeft && !(opts.unlock && (flags & UNLOCK) === 0)) {
          const area = c.labels[entry]!;
          let fresh = false;
          for (let b = 0; b < n && !fresh; b++) fresh = c.labels[b] === area && !best.has(b) && claimed[b] === 0;
          if (!fresh) return;
          for (let b = 0; b < n; b++) if (c.labels[b] === area) claimed[b] = 1;
        }
        if (!visit(c.key, c.labels[entry]!, flags)) return;
        states++;
        const kid: Node = {
          turns: c.turns,
          key: c.key,
          masks: c.masks,
          labels: c.labels,
          entry,
          cost: cost + extra,
          flags,
          parent: node,
          at,
          step,
        };
        (extra === 0 ? layer : next).push(kid);
      };
      // Ordinary turns: every tower in or next to the walkable area, from each place it may be turned.
      if (cost < turnsLeft) {
        const candidates = new Uint8Array(n);
        for (const b of comp) {
          candidates[b] = 1;
          for (const c of adj[b]!) if (c >= 0) candidates[c] = 1;
        }
        for (let x = 0; x < n; x++) {
          if (candidates[x] === 0 || movable[x] === 0) continue;
          const dir = arrows[x]!;
          const c = turned(node, x, dir);
          const step: PlanStep = { kind: 'turn', tower: x, dir };
          for (const p of comp) if (p === x || adj[p]!.includes(x)) child(c, p, node.flags, p, step, 1);
        }
        // Rope: to an aligned neighbour outside the area, doors meeting or not.
        if (opts.rope && (node.flags & ROPE) === 0) {
          for (const p of comp) {
            for (let s = 0; s < 6; s++) {
              const q = adj[p]![s]!;
              if (q < 0 || node.labels[q] === area) continue;
              if (!onOneLine(node.masks[p]!, node.masks[q]!, s)) continue;
              child(node, q, node.flags | ROPE, p, { kind: 'rope', to: q }, 1);
            }
          }
        }
      }
      // Unlock key: the pawn's own tower, against its arrow, free.
      if (opts.unlock && (node.flags & UNLOCK) === 0) {
        for (const p of comp) {
          const dir = -arrows[p]! as TurnDir;
          child(turned(node, p, dir), p, node.flags | UNLOCK, p, { kind: 'unlock', tower: p, dir }, 0);
        }
      }
    }
    layer = next;
  }

  const plans = new Map<number, Plan>();
  for (const [target, node] of best) plans.set(target, planTo(adj, node, target));
  return plans;
}

/** Rebuilds the steps from the root to `node`, then the walk to `target`. */
function planTo(adj: Adj, node: Node, target: number): Plan {
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
    walk(chain[i - 1]!.masks, child.at);
    steps.push(child.step!);
    pos = child.entry;
  }
  walk(node.masks, target);
  return { turns: node.cost, steps, finalTurns: Array.from(node.turns) };
}
