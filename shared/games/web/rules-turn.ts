// The turn (rules/web.md, "A turn" and "End and score"): play one card from hand, then take up to its dots in
// actions, then end. The turn passes clockwise; a player who would start his turn with no cards is out; the game
// ends when at most one player still has cards ([interpretation]: checked as each turn ends, since a player may
// draw again after playing his last card), or ([interpretation]) when a whole round of players could lay no card.
import type { Seat } from '../../core/index.js';
import { refuse } from './errors.js';
import type { WebEvent, WebState } from './game-types.js';
import { anyFits, placementError } from './placement.js';
import { done, finish, setAt, type Applied } from './rules-common.js';
import { placeCard } from './shapes.js';
import { rememberExtended, squaresOfGame } from './table-index.js';

/** Plays card `cardId` from `seat`'s hand turned `rotation` (0–3) with its box's corner on [x, y]. */
export function play(state: WebState, seat: Seat, cardId: number, rotation: number, x: number, y: number): Applied {
  if (state.played) return refuse('alreadyPlayed');
  const hand = state.hands[seat]!;
  const card = hand.find((c) => c.id === cardId);
  if (!card) return refuse('notInHand');
  const sq = squaresOfGame(state.table, state.obstacles);
  const why = placementError(sq, card.shape, rotation, x, y);
  if (why) return refuse(why);
  const placed = placeCard(card, rotation, x, y);
  const table = [...state.table, placed];
  rememberExtended(sq, table, state.obstacles);
  const next: WebState = {
    ...state,
    table,
    hands: setAt(
      state.hands,
      seat,
      hand.filter((c) => c !== card),
    ),
    played: { card: card.id, dots: card.dots },
    actionsLeft: card.dots,
    passes: 0,
  };
  return done(next, [{ type: 'played', seat, card: placed, actionsLeft: card.dots }]);
}

/** Ends `seat`'s turn: after playing (unused actions are lost), or before only when no card of the hand fits. */
export function end(state: WebState, seat: Seat): Applied {
  if (state.played) return endTurn(state, seat, [], false);
  if (anyFits(squaresOfGame(state.table, state.obstacles), state.hands[seat]!)) return refuse('cannotPass');
  return endTurn(state, seat, [], true);
}

/** How many seats still in the game hold cards. */
function holderCount(state: WebState): number {
  let n = 0;
  for (let s = 0; s < state.hands.length; s++) if (!state.out[s] && state.hands[s]!.length > 0) n++;
  return n;
}

/** Passes the turn clockwise (marking out whoever would start with no cards), or ends the game. */
export function endTurn(state: WebState, seat: Seat, events: WebEvent[], passed: boolean): Applied {
  const lost = passed ? 0 : state.actionsLeft;
  const turnCount = state.turnCount + 1;
  const passes = passed ? state.passes + 1 : 0;
  const holding = holderCount(state);
  if ((passed && passes >= holding) || holding <= 1) {
    events.push({ type: 'ended', seat, next: null, lost, passed });
    return finish(
      { ...state, played: null, actionsLeft: 0, turnCount, passes },
      passed && passes >= holding ? 'blocked' : 'one-left',
      events,
    );
  }
  const outs: WebEvent[] = [];
  let out = state.out;
  let next: Seat = seat;
  for (let i = 1; i <= state.players; i++) {
    const t = (seat + i) % state.players;
    if (out[t]) continue;
    if (state.hands[t]!.length === 0) {
      out = setAt(out, t, true);
      outs.push({ type: 'out', seat: t });
      continue;
    }
    next = t;
    break;
  }
  events.push({ type: 'ended', seat, next, lost, passed }, ...outs);
  return done({ ...state, played: null, actionsLeft: 0, turnCount, passes, out, turn: next }, events);
}
