// The Labiro bot's decision, from its seat's view only: what to do in the tower it stands in (open a ruby tower,
// rob, take, look, swap), else the first step of a route to the best tower worth going to (bot-goals.ts,
// bot-search.ts), else end the turn. Stateless: the route is found again after every action, and the search is
// deterministic, so the bot keeps to one route within a turn. 'labiro/bot' puts a safety net behind it: an
// action its view does not list as legal (a planner bug) becomes 'end' (or the first legal action).
import type { Bot, Seat } from '../../core/index.js';
import { masksOf } from './board.js';
import { goalTiers, handObjects, knowledge, verdict, type Knowledge } from './bot-goals.js';
import { mapDistances, routeTo, type Route, type RouteOptions } from './bot-search.js';
import { TURNS_PER_TURN, type LabiroAction, type LabiroView } from './game-types.js';
import { legalFromView } from './legal.js';
import { componentOf, reachableWithTurns } from './reach.js';
import { hasFreeSpace, placeTargets } from './rules-common.js';
import { isRubyTower, type ObjectKind, type RubySymbol } from './types.js';

/** How hard the planner searches (expansions per route search; see bot-search.ts). */
export interface PlannerSettings {
  readonly maxExpansions: number;
  readonly weight: number;
  /** Expansions for checking that a key's ruby tower can be reached (when choosing what to give away). */
  readonly keyCheck: number;
  /** Expansions for all the searches of one decision together (what bounds its time). */
  readonly totalExpansions: number;
}

/** The expansions one decision has left (counts, not clocks: shared/ reads no clock). */
export interface Budget {
  left: number;
}

/** A route search within the decision's budget (a search given nothing finds nothing and proves nothing). */
function search(
  budget: Budget,
  board: LabiroView['board'],
  from: number,
  goals: readonly number[],
  opts: RouteOptions,
): Route {
  const maxExpansions = Math.min(opts.maxExpansions ?? Infinity, budget.left);
  const route = routeTo(board, from, goals, { ...opts, maxExpansions });
  budget.left -= route.expansions;
  return route;
}

/** The settings of 'labiro/bot': decisions well under 200 ms (bench/labiro-bots.ts measures them). */
export const DEFAULT_PLANNER: PlannerSettings = {
  maxExpansions: 1000,
  weight: 2,
  keyCheck: 400,
  totalExpansions: 4000,
};

/** What a held tower key is worth (times its full value) when no route to its ruby tower is found: out of reach for good, or far. */
const DEAD_KEY = 0.1;
const FAR_KEY = 0.5;

/** Turns and search states the start choice looks ahead from each candidate tower. */
const START_LOOKAHEAD = 4;
const START_STATES = 600;

/** The id of an object of `kind` in hand, not used this turn; or undefined. */
function unused(view: LabiroView, k: Knowledge, kind: ObjectKind): number | undefined {
  for (const i of k.hand)
    if (i.kind === 'object' && i.tile.kind === kind && !view.usedThisTurn.includes(i.tile.id)) return i.tile.id;
  return undefined;
}

/**
 * The start tower: a simple tower nobody took, from which the pawn can get far (towers and ruby towers
 * reachable within START_LOOKAHEAD turns: under the colliding-doors rule many start towers are traps the pawn
 * can never leave by its own turns), ruby towers near on the map breaking ties.
 */
export function chooseStart(view: LabiroView): number {
  const { board } = view;
  const rubies = board.towers.flatMap((t, b) => (isRubyTower(t) ? [b] : []));
  let best = -1;
  let bestScore = -Infinity;
  board.towers.forEach((t, b) => {
    if (isRubyTower(t) || view.seats.some((s) => s.home === b)) return;
    const reach = [...reachableWithTurns(board, b, START_LOOKAHEAD, undefined, { maxStates: START_STATES }).keys()];
    const rubyReach = reach.filter((x) => isRubyTower(board.towers[x]!)).length;
    const d = mapDistances(board.adj, [b]);
    const near = rubies.reduce((v, r) => v + 1 / (1 + d[r]!), 0);
    const score = reach.length + 2 * rubyReach + near;
    if (score > bestScore) {
      bestScore = score;
      best = b;
    }
  });
  return best;
}

/** Where to put a used object away: a legal tower as far as possible from the other pawns. */
export function choosePlace(view: LabiroView, seat: Seat): number {
  const pawn = view.seats[seat]?.pawn ?? null;
  const targets = placeTargets(view.board, (b) => view.towers[b]!.object.kind !== 'none', pawn);
  const others = view.seats.flatMap((s, q) => (q !== seat && s.pawn !== null ? [s.pawn] : []));
  const far = others.length ? mapDistances(view.board.adj, others) : null;
  let best = targets[0] ?? 0;
  for (const b of targets) if (far && far[b]! > far[best]!) best = b;
  return best;
}

/** What to do in the tower the pawn stands in: open the ruby tile, rob, then take, look or swap (`verdict`). */
export function actHere(view: LabiroView, k: Knowledge): LabiroAction | null {
  const b = k.pawn;
  const tower = view.board.towers[b]!;
  if (
    tower.ruby !== undefined &&
    view.towers[b]!.rubyTile &&
    k.hand.some((i) => i.kind === 'object' && i.tile.kind === 'towerKey' && i.tile.symbol === tower.ruby)
  )
    return { type: 'ruby' };
  const dagger = unused(view, k, 'dagger');
  if (dagger !== undefined) {
    let victim = -1;
    view.seats.forEach((s, q) => {
      if (q !== k.seat && s.pawn === b && k.loot[q]! > 0 && (victim < 0 || k.loot[q]! > k.loot[victim]!)) victim = q;
    });
    if (victim >= 0) return { type: 'dagger', object: dagger, victim };
  }
  switch (verdict(k, view.towers[b]!.object)) {
    case 'take':
      return { type: 'take' };
    case 'look':
      return { type: 'look' };
    case 'swap':
      return { type: 'swap', give: handObjects(k)[0]!.tile.id };
    default:
      return null;
  }
}

/** The action that plays the first step of a route, or null when it needs a turn and none is left. */
function firstStep(view: LabiroView, k: Knowledge, route: Route): LabiroAction | null {
  const steps = route.steps;
  const s = steps[0];
  if (!s) return null;
  const turnsLeft = view.turnsUsed < TURNS_PER_TURN;
  switch (s.kind) {
    case 'move': {
      let to = s.to;
      for (let i = 1; i < steps.length && steps[i]!.kind === 'move'; i++) to = (steps[i] as { to: number }).to;
      return to === k.pawn ? null : { type: 'move', to };
    }
    case 'turn':
      return turnsLeft ? { type: 'turn', tower: s.tower } : null;
    case 'rope': {
      const rope = unused(view, k, 'rope');
      return turnsLeft && rope !== undefined ? { type: 'rope', object: rope, to: s.to } : null;
    }
    case 'unlock': {
      const key = unused(view, k, 'unlockKey');
      return key !== undefined ? { type: 'unlock', object: key } : null;
    }
  }
}

/**
 * The first step toward the goals: the route to the first tier with a goal it can reach (rubies home, ruby
 * towers of keys held and robbing rubies; then objects; then robbing keys), else the route that got nearest
 * (only one that turns something: every base of the pawn's walkable area must decide alike, or it would walk
 * back and forth for ever).
 */
export function moveToward(
  view: LabiroView,
  k: Knowledge,
  settings: PlannerSettings,
  budget: Budget,
): LabiroAction | null {
  const opts = {
    rope: unused(view, k, 'rope') !== undefined,
    unlocks: k.hand.filter((i) => i.kind === 'object' && i.tile.kind === 'unlockKey').length,
    maxExpansions: settings.maxExpansions,
    weight: settings.weight,
  };
  const tiers = goalTiers(view, k);
  let fallback: Route | null = null;
  for (const tier of [tiers.primary, tiers.objects, tiers.robKeys]) {
    if (tier.length === 0) continue;
    const route = search(
      budget,
      view.board,
      k.pawn,
      tier.map((g) => g.base),
      opts,
    );
    if (route.found) return firstStep(view, k, route);
    if (!fallback && !route.exhausted && route.turns > 0) fallback = route;
  }
  return fallback ? firstStep(view, k, fallback) : null;
}

/**
 * A key's reach factor from where the pawn stands (walkable area and board, no extras: never the hand): 1 when
 * a route to its ruby tower is found within `keyCheck` expansions, FAR_KEY when not found, DEAD_KEY when none exists.
 */
function keyFactors(
  view: LabiroView,
  pawn: number,
  settings: PlannerSettings,
  budget: Budget,
): (symbol: RubySymbol) => number {
  const memo = new Map<RubySymbol, number>();
  return (symbol) => {
    let f = memo.get(symbol);
    if (f === undefined) {
      const base = view.board.towers.findIndex((t) => t.ruby === symbol);
      const route = search(budget, view.board, pawn, [base], {
        maxExpansions: settings.keyCheck,
        weight: settings.weight,
      });
      f = route.found ? 1 : route.exhausted ? DEAD_KEY : FAR_KEY;
      memo.set(symbol, f);
    }
    return f;
  };
}

/** Somewhere to stand when the tower is full (three or more players): the first reachable tower with room. */
function roomToEnd(view: LabiroView, k: Knowledge): LabiroAction | null {
  const pawns = view.seats.map((s) => s.pawn);
  if (hasFreeSpace(pawns, k.seat, k.pawn)) return { type: 'end' };
  for (const b of componentOf(view.board.adj, masksOf(view.board), k.pawn))
    if (hasFreeSpace(pawns, k.seat, b)) return { type: 'move', to: b };
  const plans = reachableWithTurns(view.board, k.pawn, TURNS_PER_TURN - view.turnsUsed);
  for (const [b, plan] of plans) {
    const s = plan.steps[0];
    if (!hasFreeSpace(pawns, k.seat, b) || !s) continue;
    if (s.kind === 'move') return { type: 'move', to: s.to };
    if (s.kind === 'turn') return { type: 'turn', tower: s.tower };
  }
  return { type: 'end' }; // stranded: the engine lets it end here
}

/** The planner's action for `seat` (no safety net: tests check every one is legal). */
export function planAction(view: LabiroView, seat: Seat, settings: PlannerSettings = DEFAULT_PLANNER): LabiroAction {
  if (view.phase === 'over' || !view.toAct.includes(seat)) return { type: 'end' };
  const head = view.pending[0];
  if (head && head.seat === seat) return { type: 'place', tower: choosePlace(view, seat) };
  if (view.phase === 'start') return { type: 'start', tower: chooseStart(view), take: true };
  const budget: Budget = { left: settings.totalExpansions };
  const k = knowledge(view, seat, keyFactors(view, view.seats[seat]!.pawn ?? 0, settings, budget));
  return actHere(view, k) ?? moveToward(view, k, settings, budget) ?? roomToEnd(view, k)!;
}

/** A canonical key of an action (fields in name order), for finding it in the legal list. */
function actionKey(a: LabiroAction): string {
  const rec = a as unknown as Record<string, unknown>;
  return JSON.stringify(
    Object.keys(rec)
      .sort()
      .map((k) => [k, rec[k]]),
  );
}

/** The planner's action when its view lists it as legal; else 'end' when legal, else the first legal action. */
export function decideLabiro(view: LabiroView, seat: Seat): LabiroAction {
  const action = planAction(view, seat, DEFAULT_PLANNER);
  if (!view.toAct.includes(seat)) return action;
  const legal = legalFromView(view, seat);
  const key = actionKey(action);
  if (legal.length === 0 || legal.some((a) => actionKey(a) === key)) return action;
  return legal.find((a) => a.type === 'end') ?? legal[0]!;
}

/** The planning bot: deterministic (its searches use no randomness, so `seed` is not needed). */
export const planningBot: Bot<LabiroView, LabiroAction> = {
  id: 'labiro/bot',
  decide: (view, seat) => decideLabiro(view, seat),
};
