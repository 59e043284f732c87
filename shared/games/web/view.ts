// What each viewer may see: the only door through which Web state leaves the server. Everyone sees the table
// (cards with their dots once played, obstacles, cables, holes), every pile's count and top front, every hand's
// fronts, cables in front and in the shop, the live scores. Only a hand's owner sees its dots (and the broadcast
// feed, a streamer's all-seeing camera, as it hears every drawn card's dots); nobody sees a pile card's dots nor
// the piles' order below the top; no view carries the generator. Cards are named by the handles setup drew
// (CardFront.id), which say nothing of a card's dots: only its front and the counting of cards seen narrow them.
import type { Seat, Viewer } from '../../core/index.js';
import type { HandCardView, PileView, WebState, WebView } from './game-types.js';
import { toAct } from './legal.js';
import { frontOf } from './rules-common.js';
import { scoreParts } from './score.js';
import { holesOfGame } from './table-index.js';

/** The view for one viewer (see the file comment for who sees what). */
export function view(state: WebState, viewer: Viewer): WebView {
  const you: Seat | null =
    viewer.kind === 'seat' && viewer.seat >= 0 && viewer.seat < state.players ? viewer.seat : null;
  const parts = scoreParts(
    state,
    state.hands.map((h) => h.length),
  );
  const piles: PileView[] = state.piles.map((p) => ({
    shape: p.shape,
    count: p.cards.length,
    top: p.cards[0] ? frontOf(p.cards[0]) : null,
  }));
  return {
    options: state.options,
    players: state.players,
    table: state.table,
    obstacles: state.obstacles,
    cables: state.cables,
    holes: holesOfGame(state.table, state.obstacles),
    piles,
    seats: state.hands.map((hand, s) => ({
      hand: hand.map(
        (c): HandCardView => ({ ...frontOf(c), dots: s === you || viewer.kind === 'broadcast' ? c.dots : null }),
      ),
      front: state.front[s]!,
      shop: state.shop[s]!,
      out: state.out[s]!,
      score: parts[s]!,
    })),
    phase: state.phase,
    turn: state.turn,
    turnCount: state.turnCount,
    played: state.played,
    actionsLeft: state.actionsLeft,
    toAct: toAct(state),
    scores: state.result ? state.result.scores : parts.map((p) => p.total),
    you,
    result: state.result,
  };
}
