// Objects and rubies in the tower a pawn stands in (rules/labiro.md, "Objects and rubies in a tower"): take,
// look, swap, leave, and the ruby tile opened with its tower key.
import type { Result, Seat } from '../../core/index.js';
import { refuse } from './errors.js';
import { HAND_LIMIT, type HandItem, type LabiroEvent, type LabiroState } from './game-types.js';
import {
  done,
  heldObject,
  holdsRuby,
  objectItem,
  setAt,
  withHand,
  withObject,
  withoutObject,
  type Applied,
} from './rules-common.js';
import type { ObjectTile } from './types.js';

/** A revealed tile goes to the hand, or leaves the game at once when it is an empty tile ('discarded'). */
function receive(
  state: LabiroState,
  seat: Seat,
  hand: readonly HandItem[],
  tile: ObjectTile,
  events: LabiroEvent[],
): LabiroState {
  if (tile.kind !== 'empty') return withHand(state, seat, [...hand, objectItem(tile)]);
  events.push({ type: 'discarded', seat, item: objectItem(tile), why: 'empty-tile' });
  return { ...withHand(state, seat, hand), discarded: [...state.discarded, objectItem(tile)] };
}

/** Takes the object in one's tower (hand below HAND_LIMIT): revealed to all; an empty tile is discarded. */
export function takeHere(state: LabiroState, seat: Seat): Applied {
  const b = state.pawns[seat]!;
  const tile = state.objects[b];
  if (!tile) return refuse('noObject');
  const hand = state.hands[seat]!;
  if (hand.length >= HAND_LIMIT) return refuse('handFull');
  const events: LabiroEvent[] = [{ type: 'taken', seat, tower: b, tile }];
  return done(receive(withObject(state, b, null, false), seat, hand, tile, events), events);
}

/** With a full hand, looks privately at the object in one's tower (public 'looked', private 'seen'). */
export function look(state: LabiroState, seat: Seat): Applied {
  if (state.hands[seat]!.length < HAND_LIMIT) return refuse('handNotFull');
  const b = state.pawns[seat]!;
  const tile = state.objects[b];
  if (!tile) return refuse('noObject');
  return done(withLook(state, seat, b, tile), [
    { type: 'looked', seat, tower: b, how: 'full-hand' },
    { type: 'seen', seat, tower: b, tile, visibleTo: [seat] },
  ]);
}

/** Records that `seat` knows `tile` lies in tower `b` (kept until that tower's object changes). */
export function withLook(state: LabiroState, seat: Seat, b: number, tile: ObjectTile): LabiroState {
  if (state.looks.some((l) => l.seat === seat && l.tower === b && l.tileId === tile.id)) return state;
  return { ...state, looks: [...state.looks, { seat, tower: b, tileId: tile.id }] };
}

/** The refusal for naming `id` as one's object when it is not in hand (a ruby, or nothing held). */
export function notAnObject(hand: readonly HandItem[], id: unknown, ruby: 'swapRuby' | 'notHeld'): Result<never> {
  const onlyRubies = hand.length > 0 && hand.every((i) => i.kind === 'ruby');
  if (ruby === 'swapRuby' && (onlyRubies || holdsRuby(hand, id))) return refuse('swapRuby');
  if (holdsRuby(hand, id))
    return refuse('notHeld', 'That is a ruby tile: it stays in your hand until you bring it home.');
  return refuse('notHeld');
}

/** With a full hand, gives one of one's objects (never a ruby) for the tower's object; the given one lies face up. */
export function swap(state: LabiroState, seat: Seat, give: unknown): Applied {
  const hand = state.hands[seat]!;
  if (hand.length < HAND_LIMIT) return refuse('handNotFull');
  const b = state.pawns[seat]!;
  const got = state.objects[b];
  if (!got) return refuse('noObject');
  const gave = typeof give === 'number' ? heldObject(hand, give) : undefined;
  if (!gave) return notAnObject(hand, give, 'swapRuby');
  const events: LabiroEvent[] = [{ type: 'swapped', seat, tower: b, gave, got }];
  return done(receive(withObject(state, b, gave, true), seat, withoutObject(hand, gave.id), got, events), events);
}

/** Leaves one of one's objects, face up, in one's tower when it holds none. */
export function leave(state: LabiroState, seat: Seat, object: unknown): Applied {
  const hand = state.hands[seat]!;
  const tile = typeof object === 'number' ? heldObject(hand, object) : undefined;
  if (!tile) return notAnObject(hand, object, 'notHeld');
  const b = state.pawns[seat]!;
  if (state.objects[b]) return refuse('towerHasObject');
  return done(withHand(withObject(state, b, tile, true), seat, withoutObject(hand, tile.id)), [
    { type: 'left', seat, tower: b, tile },
  ]);
}

/** Opens one's ruby tower with its key: the key leaves the game, the tile goes to the hand (an empty one is discarded). */
export function ruby(state: LabiroState, seat: Seat): Applied {
  const b = state.pawns[seat]!;
  const symbol = state.board.towers[b]!.ruby;
  if (symbol === undefined) return refuse('notRubyTower');
  const tile = state.rubyTiles[b];
  if (!tile) return refuse('noRubyTile');
  const hand = state.hands[seat]!;
  const key = hand.find(
    (i): i is Extract<HandItem, { kind: 'object' }> =>
      i.kind === 'object' && i.tile.kind === 'towerKey' && i.tile.symbol === symbol,
  );
  if (!key) return refuse('noKey');
  const events: LabiroEvent[] = [
    { type: 'ruby', seat, tower: b, key: key.tile, tile },
    { type: 'discarded', seat, item: key, why: 'key-used' },
  ];
  const discarded: HandItem[] = [...state.discarded, key];
  let kept = withoutObject(hand, key.tile.id);
  if (tile.rubies === 0) {
    const item: HandItem = { kind: 'ruby', tile };
    discarded.push(item);
    events.push({ type: 'discarded', seat, item, why: 'empty-ruby' });
  } else kept = [...kept, { kind: 'ruby', tile }];
  return done({ ...withHand(state, seat, kept), rubyTiles: setAt(state.rubyTiles, b, null), discarded }, events);
}
