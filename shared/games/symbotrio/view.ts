// What each viewer may see: the only door through which Symbotrio state leaves the server. A square's sign only
// while it lies face up; the deck as a count; won piles face down (the owner sees which cards he holds, sorted by
// id, never their order, which a trickster's draw takes from the generator; everyone sees the count and how many
// gem cards it holds, as each was won in the open); open cards, the trickster's drawn card and the board's turn
// are public. No view carries the generator nor the history of what was turned where.
import type { Seat, Viewer } from '../../core/index.js';
import { cellOf, dims, hasGem } from './board.js';
import type { Card, SquareView, SymbotrioState, SymbotrioView } from './game-types.js';
import { toAct } from './legal.js';
import { crackingCard, stillPossible } from './rules-try.js';

/** A pile's cards in a fixed order (by id): which cards, never the order they lie in. */
const byId = (cards: readonly Card[]): Card[] => [...cards].sort((a, b) => a.id - b.id);

/** The view for one viewer (see the file comment for who sees what). */
export function view(state: SymbotrioState, viewer: Viewer): SymbotrioView {
  const you: Seat | null =
    viewer.kind === 'seat' && viewer.seat >= 0 && viewer.seat < state.players ? viewer.seat : null;
  const squares: SquareView[] = state.signs.map((sign, id) => ({
    id,
    ...cellOf(id, state.boardTurn),
    sign: state.flipped.includes(id) ? sign : null,
  }));
  const tried = state.flipped.map((q) => state.signs[q]!);
  const cracking = state.phase === 'crack' ? crackingCard(state) : null;
  return {
    players: state.players,
    options: state.options,
    phase: state.phase,
    turn: state.turn,
    turnCount: state.turnCount,
    boardTurn: state.boardTurn,
    ...dims(state.boardTurn),
    squares,
    deckCount: state.deck.length,
    seats: state.won.map((won, s) => ({
      open: state.open[s] ?? null,
      wonCount: won.length,
      gemsWon: won.filter(hasGem).length,
      won: s === you ? byId(won) : null,
    })),
    tried,
    failed: cracking !== null && tried.length > 0 && !stillPossible(cracking, tried),
    cracking,
    trick: state.trick,
    toAct: toAct(state),
    scores: state.result ? state.result.scores : state.won.map((w) => w.length),
    you,
    result: state.result,
  };
}
