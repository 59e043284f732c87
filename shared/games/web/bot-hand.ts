// The planning bot's hand and the end of the game (rules/web.md, "End and score"): every card still in hand costs
// a point at the end; the draw that empties a pile ends the game at once; the game also ends when at most one
// player still holds cards at a turn's end. So the bot draws only what keeping in the game needs, and ends the
// game itself (emptying its hand, or a pile) when that wins.
import type { Seat } from '../../core/index.js';
import type { WebView } from './game-types.js';

/** Where a seat stands, from its view. */
export interface Standing {
  /** Its live total (computers joined minus cards in hand). */
  readonly total: number;
  /** The best total among the other seats. */
  readonly best: number;
  /** The other seats still in the game holding cards. */
  readonly holders: readonly Seat[];
  /** The game may well end before this seat's next turn (the other holders are down to their last card). */
  readonly lastTurn: boolean;
}

/** The seat's standing now. */
export function standing(view: WebView, seat: Seat): Standing {
  const others = view.seats.flatMap((_, q) => (q === seat ? [] : [q]));
  const best = Math.max(...others.map((q) => view.seats[q]!.score.total));
  const holders = others.filter((q) => !view.seats[q]!.out && view.seats[q]!.hand.length > 0);
  const lastTurn = holders.length <= 1 && holders.every((q) => view.seats[q]!.hand.length <= 1);
  return { total: view.seats[seat]!.score.total, best, holders, lastTurn };
}

/** What the bot's draws should be this turn. */
export interface HandPlan {
  /** Draws to keep for after the joins (actions set aside). */
  readonly draws: number;
  /** A pile to empty to end the game now (a winning end), or −1. */
  readonly endPile: number;
  /** Ending the turn with an empty hand ends the game, won: no draw, buy or work for later. */
  readonly finishing: boolean;
  /** Draws worth making with actions nothing better needs. */
  readonly spare: number;
}

/** The situation a hand plan judges: cards in hand once the card of the turn is played, actions, points joined this turn. */
export interface HandSituation {
  readonly handAfter: number;
  readonly actions: number;
  readonly gain: number;
}

/** How many cards the bot likes to hold between turns (a choice of spots and dots) while the game goes on. */
const COMFORT = 2;
/** A pile this low may be emptied (and the game ended) any turn: no card is drawn then but to stay in the game. */
const LOW_PILE = 2;

/** The draws this turn calls for (see the file comment). */
export function handPlan(view: WebView, seat: Seat, s: HandSituation): HandPlan {
  const st = standing(view, seat);
  const me = view.seats[seat]!;
  const total = me.score.computers + s.gain - s.handAfter;
  const alone = st.holders.length <= 1;
  if (s.handAfter === 0 && alone && total > st.best) return { draws: 0, endPile: -1, finishing: true, spare: 0 };
  const last = view.piles.findIndex((p) => p.count === 1);
  if (last >= 0 && s.actions > 0 && total - 1 > st.best) return { draws: 1, endPile: last, finishing: true, spare: 0 };
  const safePiles = view.piles.some((p) => p.count > 1);
  if (!safePiles) return { draws: 0, endPile: -1, finishing: false, spare: 0 };
  if (s.handAfter === 0) return { draws: Math.min(1, s.actions), endPile: -1, finishing: false, spare: 0 };
  const lowPiles = view.piles.some((p) => p.count <= LOW_PILE);
  const spare = !st.lastTurn && !lowPiles && total <= st.best && s.handAfter < COMFORT ? 1 : 0;
  return { draws: 0, endPile: -1, finishing: false, spare };
}

/** The worth of a pile's top card to the bot: its computers' values, servers, and a fuller pile (ending later). */
function pileWorth(view: WebView, pile: number): number {
  const p = view.piles[pile]!;
  if (!p.top) return -Infinity;
  const front = p.top.squares.reduce(
    (v, q) => v + (q.kind === 'computer' ? (q.value ?? 0) : q.kind === 'server' ? 2.5 : 0),
    0,
  );
  return front + 0.05 * p.count;
}

/** The pile to draw from: `endPile` when ending the game, else the best top card of a pile the draw does not empty. */
export function pickPile(view: WebView, _seat: Seat, endPile: number): number {
  if (endPile >= 0) return endPile;
  let best = -1;
  let bestWorth = -Infinity;
  view.piles.forEach((p, i) => {
    if (p.count <= 1) return;
    const worth = pileWorth(view, i);
    if (worth > bestWorth) {
      bestWorth = worth;
      best = i;
    }
  });
  return best >= 0 ? best : view.piles.findIndex((p) => p.count > 0);
}
