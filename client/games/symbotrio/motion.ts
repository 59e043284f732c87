// What moves when the view moves on (pure, no three): the squares turned up or going face down again, the whole
// board turning a quarter for a code card, and the cards travelling — from the deck to an open place, from an
// open place to a won pile, out of an opponent's pile for a trickster and on to whoever wins it. Planned from the
// previous view and the new one, as the table shows them: nothing here reads a sign the new view does not hold,
// except the sticker of a square going face down, kept only while it turns over (pruneMotion drops it).
import type { Card, Sign, SymbotrioView } from '../../../shared/games/symbotrio/game-types.js';
import { CARD_T, CARD_Y, DECK_PLACE, drawnPlace, openCardPlace, pilePlace, stackHeight } from './layout.js';
import { BACK_KEY, faceKey } from './prints.js';

/** A square turning over: up (its sticker shows) or down, between two times (seconds on the animation clock). */
export interface SquareFlip {
  readonly id: number;
  readonly up: boolean;
  /** The sticker while it turns (null once pruned, or going up: the view holds it). */
  sign: Sign | null;
  readonly start: number;
  readonly end: number;
}

/** The board turning from `from` to `to` quarter turns (counted on, never wrapped: 3 → 4, not 3 → 0). */
export interface BoardTurnMove {
  readonly from: number;
  readonly to: number;
  readonly start: number;
  readonly end: number;
}

/** Where a card lies: its underside's centre, its yaw, face up or down. */
export interface CardPose {
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly yaw: number;
  readonly up: boolean;
}

/** Where a travelling card lands, so the table hides it there until it does. */
export type Landing = { readonly at: 'open' | 'pile' | 'drawn'; readonly seat: number } | { readonly at: 'deck' };

/** A card travelling from one place to another, turning over on the way when its faces differ. */
export interface CardFlight {
  /** The face it shows (faceKey), or BACK_KEY for a card nobody may see. */
  readonly face: string;
  readonly from: CardPose;
  readonly to: CardPose;
  readonly landing: Landing;
  readonly start: number;
  readonly end: number;
}

/** Everything moving now; `end` is when the last piece comes to rest. */
export interface Motion {
  readonly end: number;
  flips: SquareFlip[];
  readonly turn: BoardTurnMove | null;
  readonly flights: readonly CardFlight[];
}

/** Nothing moving. */
export const STILL: Motion = { end: 0, flips: [], turn: null, flights: [] };

/** Durations (seconds). */
export const FLIP_S = 0.5;
export const FLIGHT_S = 0.75;
export const TURN_S = 1.5;
/** The longest a new motion waits for the one before it (a busy table does not fall further and further behind). */
const MAX_QUEUE_S = 1.2;

const deckTop = (count: number): CardPose => ({
  x: DECK_PLACE.x,
  y: CARD_Y + stackHeight(count),
  z: DECK_PLACE.z,
  yaw: DECK_PLACE.yaw,
  up: false,
});
const pileTop = (seat: number, count: number, up = false): CardPose => {
  const p = pilePlace(seat);
  return { x: p.x, y: CARD_Y + stackHeight(count), z: p.z, yaw: p.yaw, up };
};
const openPose = (seat: number): CardPose => {
  const p = openCardPlace(seat);
  return { x: p.x, y: CARD_Y, z: p.z, yaw: p.yaw, up: true };
};
/** Where the card a trickster drew lies, over his tricksters. */
export function drawnPose(seat: number): CardPose {
  const p = drawnPlace(seat);
  const c = Math.cos(p.yaw),
    s = Math.sin(p.yaw);
  return {
    x: p.x + 0.3 * c - 0.22 * s,
    y: CARD_Y + 4 * CARD_T,
    z: p.z - 0.3 * s - 0.22 * c,
    yaw: p.yaw - 0.12,
    up: true,
  };
}
/** Where the i-th trickster at stake lies (a small fan at the seat's left). */
export function tricksterPose(seat: number, i: number): CardPose {
  const p = drawnPlace(seat);
  return { x: p.x - 0.08 * i, y: CARD_Y + i * CARD_T, z: p.z - 0.06 * i, yaw: p.yaw + 0.1 * i, up: true };
}

/** The motion the change from `before` to `after` calls for, starting at `now` (after what still plays in `running`). */
export function planMotion(before: SymbotrioView, after: SymbotrioView, now: number, running: Motion): Motion {
  const t0 = Math.min(Math.max(now, running.end), now + MAX_QUEUE_S);
  const flips: SquareFlip[] = [];
  let downs = false;
  for (const sq of after.squares) {
    const was = before.squares.find((b) => b.id === sq.id)?.sign ?? null;
    if (sq.sign !== null && was === null) flips.push({ id: sq.id, up: true, sign: null, start: t0, end: t0 + FLIP_S });
    if (sq.sign === null && was !== null) {
      flips.push({ id: sq.id, up: false, sign: was, start: t0 + 0.35, end: t0 + 0.35 + FLIP_S });
      downs = true;
    }
  }
  const flights: CardFlight[] = [];
  const leaveAt = t0 + (downs ? 0.6 : 0);
  const arriveAt = leaveAt + FLIGHT_S * 0.8;
  // Piles that grew: each arriving card takes one of the new places, bottom up.
  const grown = after.seats.map((s, i) => ({
    next: before.seats[i]?.wonCount ?? 0,
    left: s.wonCount - (before.seats[i]?.wonCount ?? 0),
  }));
  const toPile = (preferred: number | null): number | null => {
    const order =
      preferred === null
        ? grown.map((_, i) => i)
        : [preferred, ...grown.map((_, i) => i).filter((i) => i !== preferred)];
    const seat = order.find((i) => (grown[i]?.left ?? 0) > 0);
    if (seat === undefined) return null;
    grown[seat]!.left--;
    grown[seat]!.next++;
    return seat;
  };
  const leave = (card: Card, from: CardPose, winner: number | null) => {
    const seat = toPile(winner);
    if (seat === null)
      flights.push({
        face: faceKey(card),
        from,
        to: deckTop(after.deckCount),
        landing: { at: 'deck' },
        start: leaveAt,
        end: leaveAt + FLIGHT_S,
      });
    else
      flights.push({
        face: faceKey(card),
        from,
        to: pileTop(seat, grown[seat]!.next - 1),
        landing: { at: 'pile', seat },
        start: leaveAt,
        end: leaveAt + FLIGHT_S,
      });
  };
  // Cards leaving the open places, the trickster's drawn card and his tricksters.
  const taker = before.turn;
  before.seats.forEach((s, i) => {
    const gone = s.open && after.seats[i]?.open?.id !== s.open.id;
    if (gone) leave(s.open!, openPose(i), i);
  });
  const bt = before.trick,
    at = after.trick;
  if (bt?.drawn && at?.drawn?.id !== bt.drawn.id) leave(bt.drawn, drawnPose(taker), null);
  if (bt && (!at || before.turn !== after.turn))
    bt.tricksters.forEach((c, i) => {
      leave(c, tricksterPose(taker, i), null);
    });
  // Cards arriving: a new open card from the deck; a trickster's draw out of the opponent's pile.
  let deck = before.deckCount;
  after.seats.forEach((s, i) => {
    if (s.open && before.seats[i]?.open?.id !== s.open.id) {
      flights.push({
        face: faceKey(s.open),
        from: deckTop(deck--),
        to: openPose(i),
        landing: { at: 'open', seat: i },
        start: arriveAt,
        end: arriveAt + FLIGHT_S,
      });
    }
  });
  if (at) {
    const fresh = at.tricksters.filter((c) => !bt?.tricksters.some((b) => b.id === c.id));
    for (const c of fresh) {
      const i = at.tricksters.indexOf(c);
      const fromPile = bt !== null && at.target !== null;
      const from = fromPile
        ? pileTop(at.target!, (before.seats[at.target!]?.wonCount ?? 1) - 1, false)
        : deckTop(deck--);
      flights.push({
        face: faceKey(c),
        from,
        to: tricksterPose(after.turn, i),
        landing: { at: 'drawn', seat: after.turn },
        start: arriveAt,
        end: arriveAt + FLIGHT_S,
      });
    }
    if (at.drawn && bt?.drawn?.id !== at.drawn.id && at.target !== null) {
      const from = pileTop(at.target, (before.seats[at.target]?.wonCount ?? 1) - 1, false);
      flights.push({
        face: faceKey(at.drawn),
        from,
        to: drawnPose(after.turn),
        landing: { at: 'drawn', seat: after.turn },
        start: arriveAt,
        end: arriveAt + FLIGHT_S * 1.3,
      });
    }
  }
  // Piles that grew with no card seen leaving a place: won straight from the deck (a prisoner, an easy loot) or
  // out of the opponent's pile (a trickster's prize won at once).
  grown.forEach((g, seat) => {
    while (g.left > 0) {
      const from =
        bt && bt.target !== null ? pileTop(bt.target, before.seats[bt.target]?.wonCount ?? 0) : deckTop(deck--);
      g.left--;
      flights.push({
        face: BACK_KEY,
        from,
        to: pileTop(seat, g.next++),
        landing: { at: 'pile', seat },
        start: arriveAt,
        end: arriveAt + FLIGHT_S,
      });
    }
  });
  const landed = flights.reduce((m, f) => Math.max(m, f.end), t0);
  const quarter = (((after.boardTurn - before.boardTurn) % 4) + 4) % 4;
  const turn =
    quarter === 0
      ? null
      : {
          from: before.boardTurn,
          to: before.boardTurn + quarter,
          start: landed + 0.1,
          end: landed + 0.1 + TURN_S * quarter,
        };
  const carried = running.flips.filter((f) => f.end > now);
  const end = Math.max(
    turn?.end ?? 0,
    landed,
    ...flips.map((f) => f.end),
    ...carried.map((f) => f.end),
    running.turn && running.turn.end > now ? running.turn.end : 0,
  );
  return {
    end,
    flips: [...carried.filter((c) => !flips.some((f) => f.id === c.id)), ...flips],
    turn: turn ?? (running.turn && running.turn.end > now ? running.turn : null),
    flights,
  };
}

/** Drops what has finished by `now`: a square that lay down again keeps no sticker. */
export function pruneMotion(m: Motion, now: number): void {
  if (m.flips.some((f) => f.end <= now)) m.flips = m.flips.filter((f) => f.end > now);
}

/** Where a flight's card is at time `now`: position, yaw and roll (0 face up, π face down), lifted in an arc. */
export function flightAt(f: CardFlight, now: number): { x: number; y: number; z: number; yaw: number; roll: number } {
  const raw = Math.min(1, Math.max(0, (now - f.start) / (f.end - f.start)));
  const t = raw < 0.5 ? 4 * raw ** 3 : 1 - (-2 * raw + 2) ** 3 / 2;
  const mix = (a: number, b: number) => a + (b - a) * t;
  let dyaw = f.to.yaw - f.from.yaw;
  while (dyaw > Math.PI) dyaw -= 2 * Math.PI;
  while (dyaw < -Math.PI) dyaw += 2 * Math.PI;
  const rollFrom = f.from.up ? 0 : Math.PI,
    rollTo = f.to.up ? 0 : Math.PI;
  return {
    x: mix(f.from.x, f.to.x),
    y: mix(f.from.y, f.to.y) + Math.sin(Math.PI * t) * 0.9,
    z: mix(f.from.z, f.to.z),
    yaw: f.from.yaw + dyaw * t,
    roll: rollFrom + (rollTo - rollFrom) * t,
  };
}
