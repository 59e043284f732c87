// The planning bot's cable plans on its working table (bot-table.ts): which free computers to join this turn
// (best points per action, buys counted), which one to work towards over the next turns, and what the table is
// worth to a colour afterwards (computers it can still reach, weighed against what the others reach first).
import { BUY_SIZE } from './game-types.js';
import { COMPUTER, type BotTable } from './bot-table.js';

/** What a colour can spend this turn. */
export interface Purse {
  actions: number;
  front: number;
  shop: number;
}

/** One planned step on the working table: a buy, or a cable between two neighbour squares (grid indices). */
export type PlanStep = { readonly type: 'buy' } | { readonly type: 'cable'; readonly a: number; readonly b: number };

/** How the planner weighs the table (tuned in bench/web-bots.ts against 'web/random'). */
export interface PlanWeights {
  /** A computer d cables away is worth value × reach^d to whoever is nearer. */
  readonly reach: number;
  /** How much a computer the others reach weighs against one (per opponent's nearness). */
  readonly threat: number;
  /** A target worked towards over several turns: at most this many cables away. */
  readonly farthest: number;
}

/** The default weights. */
export const PLAN_WEIGHTS: PlanWeights = { reach: 0.6, threat: 0.5, farthest: 8 };

/** Buys needed to lay `cables` with `front` in front (each buy brings BUY_SIZE), or Infinity when the shop is short. */
export function buysFor(cables: number, p: Purse): number {
  const short = cables - p.front;
  if (short <= 0) return 0;
  const buys = Math.ceil(short / BUY_SIZE);
  return buys * BUY_SIZE <= p.shop ? buys : Infinity;
}

/** Lays the buys and cables of a path on the table, spending the purse; returns the steps. */
function spend(t: BotTable, colour: number, path: readonly [number, number][], p: Purse, steps: PlanStep[]): void {
  for (const [a, b] of path) {
    if (p.actions <= 0) return;
    if (p.front === 0) {
      if (p.shop < BUY_SIZE || p.actions < 2) return;
      steps.push({ type: 'buy' });
      p.front += BUY_SIZE;
      p.shop -= BUY_SIZE;
      p.actions--;
    }
    steps.push({ type: 'cable', a, b });
    t.layCable(colour, a, b);
    p.front--;
    p.actions--;
  }
}

/** The computers `colour` joins this turn, greedily by points per action (buys included); the table is changed. */
export function joinComputers(t: BotTable, colour: number, p: Purse, steps: PlanStep[]): number {
  let points = 0;
  for (;;) {
    const computers = t.search(colour);
    let best = -1,
      bestRatio = 0,
      bestCost = 0;
    for (const q of computers) {
      const d = t.dist[q]!;
      const cost = d + buysFor(d, p);
      if (cost > p.actions) continue;
      const ratio = t.value[q]! / cost;
      if (ratio > bestRatio || (ratio === bestRatio && cost < bestCost)) {
        best = q;
        bestRatio = ratio;
        bestCost = cost;
      }
    }
    if (best < 0) return points;
    spend(t, colour, t.pathTo(best), p, steps);
    points += t.value[best]!;
  }
}

/** The nearest distance of each free computer from any of `colours` (index → cables), for races and threats. */
export function nearestOf(t: BotTable, colours: readonly number[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const c of colours) {
    for (const q of t.search(c)) {
      const d = t.dist[q]!;
      const was = out.get(q);
      if (was === undefined || d < was) out.set(q, d);
    }
  }
  return out;
}

/**
 * Cables towards the computer worth working for over the next turns (value × reach^d, only where no opponent is
 * nearer), with what is left of the purse; the table is changed. Returns the target (−1: none).
 */
export function workTowards(
  t: BotTable,
  colour: number,
  p: Purse,
  others: ReadonlyMap<number, number>,
  steps: PlanStep[],
  w: PlanWeights = PLAN_WEIGHTS,
): number {
  if (p.actions <= 0 || (p.front === 0 && (p.shop < BUY_SIZE || p.actions < 2))) return -1;
  const computers = t.search(colour);
  let best = -1,
    bestScore = 0;
  for (const q of computers) {
    const d = t.dist[q]!;
    if (d > w.farthest || buysFor(d, { ...p, actions: Infinity }) === Infinity) continue;
    const theirs = others.get(q);
    if (theirs !== undefined && theirs < d) continue;
    const score = t.value[q]! * w.reach ** d;
    if (score > bestScore) {
      best = q;
      bestScore = score;
    }
  }
  if (best < 0) return -1;
  spend(t, colour, t.pathTo(best).slice(0, -1), p, steps);
  return best;
}

/**
 * What the table is worth to `colour` beyond its points: each free computer's value × reach^d when it is nearer
 * than every opponent, less threat × value × reach^d of the opponents' nearest for those they reach first.
 */
export function prospects(
  t: BotTable,
  colour: number,
  others: readonly number[],
  w: PlanWeights = PLAN_WEIGHTS,
): number {
  const theirs = nearestOf(t, others);
  const mine = t.search(colour);
  let total = 0;
  const seen = new Set<number>();
  for (const q of mine) {
    seen.add(q);
    const d = t.dist[q]!;
    const o = theirs.get(q);
    const v = t.value[q]!;
    if (o === undefined || d <= o) total += v * w.reach ** d;
    else total -= w.threat * v * w.reach ** o;
  }
  for (const [q, o] of theirs) if (!seen.has(q)) total -= w.threat * t.value[q]! * w.reach ** o;
  return total;
}

/**
 * A quick guess at what a candidate card is worth to `colour` (to shortlist the spots `prospects` then judges in
 * full): the best computer it could join this turn plus its reach, the others' distances taken from `theirs`
 * (their nearest-distance field before the card, see BotTable.mergeSearch) and, on the card's own squares
 * `fresh`, stepped in from their neighbours.
 */
export function quickProspects(
  t: BotTable,
  colour: number,
  fresh: readonly number[],
  theirs: Int16Array,
  p: Purse,
  w: PlanWeights = PLAN_WEIGHTS,
): number {
  const guess = fresh.map(() => -1);
  for (let round = 0; round < 3; round++) {
    fresh.forEach((q, k) => {
      for (const n of t.neighbours(q)) {
        if (t.kind[n] === COMPUTER) continue;
        const j = fresh.indexOf(n);
        const dn = j >= 0 ? guess[j]! : theirs[n]!;
        if (dn >= 0 && (guess[k]! < 0 || dn + 1 < guess[k]!)) guess[k] = dn + 1;
      }
    });
  }
  let now = 0;
  let total = 0;
  for (const q of t.search(colour)) {
    const d = t.dist[q]!;
    const v = t.value[q]!;
    const j = fresh.indexOf(q);
    const o = j >= 0 ? guess[j]! : theirs[q]!;
    if (v > now && d + buysFor(d, p) <= p.actions) now = v;
    total += o < 0 || d <= o ? v * w.reach ** d : -w.threat * v * w.reach ** o;
  }
  return now + total;
}
