// Cracking a code (rules/symbotrio.md, "A turn"): the player turns up squares one at a time where they sit now
// (at most three), and ends the try when he likes — at once if a wrong sign shows. Only three squares showing
// exactly his gem's colour, size and cut crack it. Either way the squares go face down and the turn passes.
import { ok, type Seat } from '../../core/index.js';
import { gemSigns, squareAt } from './board.js';
import { refuse } from './errors.js';
import { MAX_FLIPS, type Card, type Sign, type SymbotrioEvent, type SymbotrioState } from './game-types.js';
import { endTurn, setAt, winCards, type Applied } from './rules-common.js';

/** The card the seat on turn is cracking: a trickster's drawn card, else his open card. */
export const crackingCard = (s: Pick<SymbotrioState, 'trick' | 'open' | 'turn'>): Card | null =>
  s.trick?.drawn ?? s.open[s.turn] ?? null;

/** Whether the signs turned so far can still crack `card` (each one of its gem's, none twice). */
export function stillPossible(card: Card | null, tried: readonly Sign[]): boolean {
  if (!card?.gem) return false;
  const want = gemSigns(card.gem);
  return tried.every((sign, i) => want.includes(sign) && tried.indexOf(sign) === i);
}

/** `flip`: turns up the square sitting at (row, col) now; everyone sees its sign. */
export function flip(state: SymbotrioState, seat: Seat, row: number, col: number): Applied {
  if (state.flipped.length >= MAX_FLIPS) return refuse('fourthSquare');
  const square = squareAt(state.boardTurn, row, col);
  if (square === null) return refuse('offGrid');
  if (state.flipped.includes(square)) return refuse('alreadyUp');
  const sign = state.signs[square]!;
  const flipped = [...state.flipped, square];
  const events: SymbotrioEvent[] = [{ type: 'flipped', seat, sign, count: flipped.length }];
  return ok({
    state: { ...state, flipped, reveals: [...state.reveals, { square, sign, turnCount: state.turnCount }] },
    events,
  });
}

/** `stop`: ends the try; the card is won if exactly its three signs are up, and the turn passes. */
export function stop(state: SymbotrioState, seat: Seat): Applied {
  const card = crackingCard(state)!;
  const signs = state.flipped.map((q) => state.signs[q]!);
  const cracked = signs.length === MAX_FLIPS && stillPossible(card, signs);
  const events: SymbotrioEvent[] = [{ type: 'tried', seat, signs, cracked, stopped: signs.length < MAX_FLIPS }];
  const trick = state.trick;
  if (!trick) {
    if (!cracked) return endTurn(state, events);
    events.push({ type: 'won', seat, cards: [card], from: null });
    return endTurn(winCards({ ...state, open: setAt(state.open, seat, null) }, seat, [card]), events);
  }
  const cards = [card, ...trick.tricksters];
  if (cracked) {
    events.push({ type: 'won', seat, cards, from: trick.target });
    return endTurn(winCards(state, seat, cards), events);
  }
  // Not cracked: the gem stays with the opponent, who also gets the trickster(s).
  events.push({ type: 'trickFailed', seat, target: trick.target!, cards });
  return endTurn(winCards(state, trick.target!, cards), events);
}
