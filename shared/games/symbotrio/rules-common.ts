// Small pure helpers every Symbotrio rule uses: the Applied result, list updates, the cards a seat has won, and
// the end of a turn (the next seat, a seat with nothing to do skipped, the end of the game).
import { ok, type Seat, type Transition } from '../../core/index.js';
import { hasGem } from './board.js';
import type { Card, SymbotrioEvent, SymbotrioState } from './game-types.js';

/** What an accepted action returns: the next state and what happened, in order. */
export type Applied = Transition<SymbotrioState, SymbotrioEvent>;

/** A copy of `list` with entry i replaced. */
export function setAt<T>(list: readonly T[], i: number, value: T): T[] {
  const out = list.slice();
  out[i] = value;
  return out;
}

/** The state with `cards` added to `seat`'s won pile. */
export function winCards(state: SymbotrioState, seat: Seat, cards: readonly Card[]): SymbotrioState {
  return { ...state, won: setAt(state.won, seat, [...state.won[seat]!, ...cards]) };
}

/** How many gem or code cards `seat` has won (a trickster may only draw from a pile holding one). */
export const gemsWon = (state: Pick<SymbotrioState, 'won'>, seat: Seat): number =>
  state.won[seat]!.filter(hasGem).length;

/** Whether the game is over: no card left in the deck, open, or at stake in a trickster's play. */
const allWon = (s: SymbotrioState): boolean =>
  s.deck.length === 0 && s.trick === null && s.open.every((c) => c === null);

/** Ends the turn: the squares go face down, the next seat with something to do acts, or the game ends. */
export function endTurn(state: SymbotrioState, events: SymbotrioEvent[]): Applied {
  let s: SymbotrioState = { ...state, flipped: [], trick: null };
  if (allWon(s)) {
    const scores = s.won.map((w) => w.length);
    const best = Math.max(...scores);
    const result = { scores, winners: scores.flatMap((n, seat) => (n === best ? [seat] : [])) };
    events.push({ type: 'finished', result });
    return ok({ state: { ...s, phase: 'over', result }, events });
  }
  let turn = s.turn;
  for (let i = 0; i < s.players; i++) {
    turn = (turn + 1) % s.players;
    s = { ...s, turnCount: s.turnCount + 1 };
    if (s.open[turn] !== null) return ok({ state: { ...s, turn, phase: 'crack' }, events });
    if (s.deck.length > 0) return ok({ state: { ...s, turn, phase: 'draw' }, events });
    events.push({ type: 'skipped', seat: turn });
  }
  // Unreachable: a game not over has a card in the deck or open before someone.
  return ok({ state: { ...s, turn, phase: 'draw' }, events });
}
