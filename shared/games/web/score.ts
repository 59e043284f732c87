// The score (rules/web.md, "End and score"): the values of the computers joined by one's cables, minus 1 per
// card still in hand; the highest total wins and equal totals share the win. Live during the game, final at the end.
import type { Seat } from '../../core/index.js';
import { networks } from './cables.js';
import type { PlacedCard, ScoreParts, WebCable, XY } from './game-types.js';
import { squaresOfGame } from './table-index.js';

/** What a score needs: the table and how many cards each seat holds. */
export interface ScoreTable {
  readonly table: readonly PlacedCard[];
  readonly obstacles: readonly XY[];
  readonly cables: readonly WebCable[];
}

/** Each seat's score with its parts (seat = cable colour). */
export function scoreParts(g: ScoreTable, handSizes: readonly number[]): ScoreParts[] {
  const nets = networks(squaresOfGame(g.table, g.obstacles), g.cables);
  return handSizes.map((cards, seat) => {
    const net = nets.get(seat);
    const computers = net?.value ?? 0;
    return { computers, connected: net?.squares ?? [], cards, total: computers - cards };
  });
}

/** The seats with the highest score (several share the win). */
export function winnersOf(scores: readonly number[]): Seat[] {
  const best = Math.max(...scores);
  return scores.flatMap((s, seat) => (s === best ? [seat] : []));
}
