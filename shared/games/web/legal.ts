// Who acts, every legal action, and how a game ends. Legality never depends on a hidden thing (dots only say
// how many actions, and the view shows the actions left), so the same code lists the actions from the state
// (`legalActions`: random playouts, tests) or from a seat's own view (`legalFromView`: clients' hints, bots).
import type { Outcome, Seat } from '../../core/index.js';
import { legalCableSides } from './cables.js';
import {
  BUY_SIZE,
  type Card,
  type PlacedCard,
  type WebAction,
  type WebCable,
  type WebPhase,
  type WebState,
  type WebView,
  type XY,
} from './game-types.js';
import { spotsForHand } from './placement.js';
import { cablesOfGame, squaresOfGame } from './table-index.js';

/** What listing the legal actions needs, as a state or a view shows it. */
export interface LegalTable {
  readonly phase: WebPhase;
  readonly turn: Seat | null;
  readonly played: { readonly card: number; readonly dots: number } | null;
  readonly actionsLeft: number;
  readonly table: readonly PlacedCard[];
  readonly obstacles: readonly XY[];
  readonly cables: readonly WebCable[];
  /** Cards left in each pile. */
  readonly pileCounts: readonly number[];
  /** The listing seat's hand (fronts suffice). */
  readonly hand: readonly Pick<Card, 'id' | 'shape'>[];
  readonly front: number;
  readonly shop: number;
}

/** The seat on turn (empty when the game is over). */
export function toAct(state: Pick<WebState, 'phase' | 'turn'>): Seat[] {
  return state.phase === 'over' || state.turn === null ? [] : [state.turn];
}

/** The result once over: totals per seat; a draw when several seats share the win. */
export function outcome(state: Pick<WebState, 'phase' | 'result'>): Outcome | null {
  if (state.phase !== 'over' || !state.result) return null;
  const winners = [...state.result.winners];
  return { scores: [...state.result.scores], winners, draw: winners.length !== 1 };
}

/** Every legal action for `seat` on this table: every spot of every hand card before playing, then the actions and `end`. */
export function legalFrom(t: LegalTable, seat: Seat): WebAction[] {
  if (t.phase === 'over' || t.turn !== seat) return [];
  const sq = squaresOfGame(t.table, t.obstacles);
  const out: WebAction[] = [];
  if (!t.played) {
    for (const [card, spots] of spotsForHand(sq, t.hand))
      for (const s of spots) out.push({ type: 'play', card, rotation: s.rotation, x: s.x, y: s.y });
    if (out.length === 0) out.push({ type: 'end' });
    return out;
  }
  if (t.actionsLeft > 0) {
    t.pileCounts.forEach((n, pile) => {
      if (n > 0) out.push({ type: 'draw', pile });
    });
    if (t.shop >= BUY_SIZE) out.push({ type: 'buy' });
    if (t.front > 0)
      for (const [a, b] of legalCableSides(sq, cablesOfGame(t.cables), seat)) out.push({ type: 'cable', a, b });
  }
  out.push({ type: 'end' });
  return out;
}

/** The table as `seat` knows it from the state. */
export function tableOfState(state: WebState, seat: Seat): LegalTable {
  return {
    ...state,
    pileCounts: state.piles.map((p) => p.cards.length),
    hand: state.hands[seat] ?? [],
    front: state.front[seat] ?? 0,
    shop: state.shop[seat] ?? 0,
  };
}

/** The table as a seat's view shows it. */
export function tableOfView(view: WebView, seat: Seat): LegalTable {
  return {
    ...view,
    pileCounts: view.piles.map((p) => p.count),
    hand: view.seats[seat]?.hand ?? [],
    front: view.seats[seat]?.front ?? 0,
    shop: view.seats[seat]?.shop ?? 0,
  };
}

/** Every legal action for `seat` (Game contract: random playouts, tests). */
export function legalActions(state: WebState, seat: Seat): WebAction[] {
  return legalFrom(tableOfState(state, seat), seat);
}

/** Every legal action for `seat` as its own view shows the table (clients' hints, bots): the same list as `legalActions`. */
export function legalFromView(view: WebView, seat: Seat): WebAction[] {
  return legalFrom(tableOfView(view, seat), seat);
}
