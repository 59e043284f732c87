// The three actions a played card's dots pay for (rules/web.md, "A turn" 2): draw the top card of a pile, buy
// three cables from the shop, lay a cable by rules 1–6. The draw that takes a pile's last card ends the game.
import { fail, packPoint, type Seat } from '../../core/index.js';
import { checkCableIndexed } from './cables.js';
import { errorOfCode, refuse } from './errors.js';
import { BUY_SIZE, type WebEvent, type WebState, type XY } from './game-types.js';
import { done, finish, frontOf, setAt, type Applied } from './rules-common.js';
import { cablesOfGame, canonicalCable, rememberCables, squaresOfGame } from './table-index.js';

/** Takes the top card of pile `pile` into `seat`'s hand; its front is public, its dots reach the owner alone. */
export function draw(state: WebState, seat: Seat, pile: number): Applied {
  const from = state.piles[pile];
  if (!from || from.cards.length === 0) return refuse('badPile');
  const card = from.cards[0]!;
  const rest = from.cards.slice(1);
  const next: WebState = {
    ...state,
    piles: setAt(state.piles, pile, { shape: from.shape, cards: rest }),
    hands: setAt(state.hands, seat, [...state.hands[seat]!, card]),
    actionsLeft: state.actionsLeft - 1,
  };
  const events: WebEvent[] = [
    { type: 'drew', seat, pile, card: frontOf(card), left: rest.length },
    { type: 'drewDots', seat, card: card.id, dots: card.dots, visibleTo: [seat] },
  ];
  return rest.length === 0 ? finish(next, 'pile-empty', events, pile) : done(next, events);
}

/** Moves BUY_SIZE cables from `seat`'s shop to his front (only while the shop holds that many). */
export function buy(state: WebState, seat: Seat): Applied {
  const shop = state.shop[seat]!;
  if (shop < BUY_SIZE) return refuse('shopShort');
  const front = state.front[seat]! + BUY_SIZE;
  const next: WebState = {
    ...state,
    front: setAt(state.front, seat, front),
    shop: setAt(state.shop, seat, shop - BUY_SIZE),
    actionsLeft: state.actionsLeft - 1,
  };
  return done(next, [{ type: 'bought', seat, front, shop: shop - BUY_SIZE }]);
}

/** Lays one of `seat`'s cables from his front on the side between a and b, by rules 1–6. */
export function cable(state: WebState, seat: Seat, a: XY, b: XY): Applied {
  if (state.front[seat]! < 1) return refuse('noCable');
  const sq = squaresOfGame(state.table, state.obstacles);
  const cb = cablesOfGame(state.cables);
  const code = checkCableIndexed(sq, cb, seat, a, b);
  if (code) {
    const row = errorOfCode(code)!;
    return fail(row.code, row.message);
  }
  const laid = canonicalCable(a, b, seat);
  let points = 0;
  let computer: XY | null = null;
  for (const p of [laid.a, laid.b]) {
    const s = sq.squares.get(packPoint(p[0], p[1]));
    if (s?.kind === 'computer') {
      points = s.value ?? 0;
      computer = [p[0], p[1]];
    }
  }
  const cables = [...state.cables, laid];
  rememberCables(cb, cables);
  const next: WebState = {
    ...state,
    cables,
    front: setAt(state.front, seat, state.front[seat]! - 1),
    actionsLeft: state.actionsLeft - 1,
  };
  return done(next, [{ type: 'cabled', seat, cable: laid, points, computer }]);
}
