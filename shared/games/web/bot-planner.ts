// 'web/bot', the planning bot, deciding from its seat's view only. Playing: every legal spot of every hand card is
// tried on the working table (bot-table.ts) and judged by the computers the card's dots then join and by the
// prospects left (computers within its reach before the others'). After playing: join computers by points per
// action, buy when its front is empty, work towards a farther computer, and draw as the end requires (bot-hand.ts).
// Stateless: the plan is made again after every action, the same way, so the bot keeps to it within a turn.
import type { Bot, Seat } from '../../core/index.js';
import {
  joinComputers,
  nearestOf,
  PLAN_WEIGHTS,
  prospects,
  quickProspects,
  workTowards,
  type PlanStep,
  type PlanWeights,
  type Purse,
} from './bot-plan.js';
import { handPlan, pickPile, standing } from './bot-hand.js';
import { BotTable, COMPUTER, OPEN, SERVER } from './bot-table.js';
import { BUY_SIZE, type WebAction, type WebView } from './game-types.js';
import { legalFromView } from './legal.js';
import { spotsForHand } from './placement.js';
import { cardSquaresAt } from './shapes.js';
import { squaresOfGame } from './table-index.js';

/** Each action a played card gives is worth this much beyond the cables it lays (draws, buys, tempo). */
const DOT_WORTH = 0.3;

/** The other seats still in the game (their cables race ours). */
const othersOf = (view: WebView, seat: Seat): number[] =>
  view.seats.flatMap((s, q) => (q !== seat && !s.out ? [q] : []));

/** A planned step as an action of the game. */
function stepAction(t: BotTable, step: PlanStep): WebAction {
  if (step.type === 'buy') return { type: 'buy' };
  return { type: 'cable', a: t.point(step.a), b: t.point(step.b) };
}

/** Spots judged in full (the rest are ranked by quickProspects only). */
const SHORTLIST = 24;

/** A candidate play: the card, where, and its squares as the working table takes them. */
interface Candidate {
  readonly card: number;
  readonly dots: number;
  readonly draws: number;
  readonly rotation: number;
  readonly x: number;
  readonly y: number;
  readonly squares: readonly (readonly [number, number, number, number])[];
  readonly quick: number;
}

/**
 * The card to play and where: every legal spot of every hand card is ranked by a quick guess (quickProspects),
 * then the SHORTLIST best are judged in full: the computers the card's dots then join, plus the prospects after.
 */
export function choosePlay(view: WebView, seat: Seat, w: PlanWeights = PLAN_WEIGHTS): WebAction {
  const me = view.seats[seat]!;
  const spots = spotsForHand(squaresOfGame(view.table, view.obstacles), me.hand);
  const t = new BotTable(view, view.players);
  const others = othersOf(view, seat);
  const theirs = new Int16Array(t.kind.length).fill(-1);
  for (const o of others) t.mergeSearch(o, theirs);
  const candidates: Candidate[] = [];
  for (const card of me.hand) {
    const dots = card.dots ?? 1;
    const draws = handPlan(view, seat, { handAfter: me.hand.length - 1, actions: dots, gain: 0 }).draws;
    const purse: Purse = { actions: Math.max(0, dots - draws), front: me.front, shop: me.shop };
    for (const s of spots.get(card.id) ?? []) {
      const squares = cardSquaresAt(card, s.rotation, s.x, s.y).map(
        (q) => [q.x, q.y, q.kind === 'open' ? OPEN : q.kind === 'computer' ? COMPUTER : SERVER, q.value ?? 0] as const,
      );
      const mark = t.mark();
      if (!t.placeSquares(squares)) continue;
      const fresh = squares.map(([x, y]) => t.at(x, y));
      const quick = quickProspects(t, seat, fresh, theirs, purse, w) + DOT_WORTH * dots;
      t.undoTo(mark);
      candidates.push({ card: card.id, dots, draws, rotation: s.rotation, x: s.x, y: s.y, squares, quick });
    }
  }
  candidates.sort((a, b) => b.quick - a.quick);
  let best: WebAction = { type: 'end' };
  let bestScore = -Infinity;
  for (const c of candidates.slice(0, SHORTLIST)) {
    const mark = t.mark();
    t.placeSquares(c.squares);
    const points = joinComputers(
      t,
      seat,
      { actions: Math.max(0, c.dots - c.draws), front: me.front, shop: me.shop },
      [],
    );
    const score = points + prospects(t, seat, others, w) + DOT_WORTH * c.dots;
    t.undoTo(mark);
    if (score > bestScore) {
      bestScore = score;
      best = { type: 'play', card: c.card, rotation: c.rotation, x: c.x, y: c.y };
    }
  }
  return best;
}

/** The next action after playing: joins first, then the draws the end calls for, a buy, work towards a target, end. */
export function chooseAction(view: WebView, seat: Seat, w: PlanWeights = PLAN_WEIGHTS): WebAction {
  const me = view.seats[seat]!;
  if (view.actionsLeft <= 0) return { type: 'end' };
  const t = new BotTable(view, view.players);
  const others = othersOf(view, seat);
  const probe: PlanStep[] = [];
  const mark = t.mark();
  const gain = joinComputers(t, seat, { actions: view.actionsLeft, front: me.front, shop: me.shop }, probe);
  t.undoTo(mark);
  const hand = handPlan(view, seat, { handAfter: me.hand.length, actions: view.actionsLeft, gain });
  const purse: Purse = { actions: view.actionsLeft - hand.draws, front: me.front, shop: me.shop };
  const joins: PlanStep[] = [];
  joinComputers(t, seat, purse, joins);
  if (joins.length > 0) return stepAction(t, joins[0]!);
  if (hand.draws > 0) return { type: 'draw', pile: pickPile(view, seat, hand.endPile) };
  if (hand.finishing || standing(view, seat).lastTurn) return { type: 'end' };
  const theirs = nearestOf(t, others);
  const work: PlanStep[] = [];
  if (workTowards(t, seat, purse, theirs, work, w) >= 0 && work.length > 0) return stepAction(t, work[0]!);
  if (me.front === 0 && me.shop >= BUY_SIZE && theirs.size + t.search(seat).length > 0) return { type: 'buy' };
  if (hand.spare > 0) return { type: 'draw', pile: pickPile(view, seat, -1) };
  return { type: 'end' };
}

/** Whether two actions are the same move (a cable's two squares in either order). */
export function sameAction(x: WebAction, y: WebAction): boolean {
  if (x.type === 'cable' && y.type === 'cable') {
    const eq = (p: readonly number[], q: readonly number[]) => p[0] === q[0] && p[1] === q[1];
    return (eq(x.a, y.a) && eq(x.b, y.b)) || (eq(x.a, y.b) && eq(x.b, y.a));
  }
  return JSON.stringify(x) === JSON.stringify(y);
}

/** The planning bot's action; a planned action its view does not list as legal (a planner bug) falls back to a legal one. */
export function decideWeb(view: WebView, seat: Seat, w: PlanWeights = PLAN_WEIGHTS): WebAction {
  if (view.phase === 'over' || view.turn !== seat) return { type: 'end' };
  const action = view.played ? chooseAction(view, seat, w) : choosePlay(view, seat, w);
  const legal = legalFromView(view, seat);
  if (legal.some((a) => sameAction(a, action))) return action;
  return legal.find((a) => a.type === 'play') ?? { type: 'end' };
}

/** The planning bot. */
export const planningBot: Bot<WebView, WebAction> = {
  id: 'web/bot',
  decide: (view, seat) => decideWeb(view, seat),
};
