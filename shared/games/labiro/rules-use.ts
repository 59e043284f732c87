// Using objects (rules/labiro.md, "Using objects"): the unlock key, the torch, the rope and the dagger, each
// once a turn; then its owner puts it away in an empty tower not next to him (`place`), or it leaves the game.
import { isInt, ok, type Result, type Seat } from '../../core/index.js';
import { refuse } from './errors.js';
import {
  TURNS_PER_TURN,
  type HandItem,
  type LabiroAction,
  type LabiroEvent,
  type LabiroState,
  type PendingPlacement,
} from './game-types.js';
import { aligned } from './geometry.js';
import { turnChain } from './push.js';
import {
  done,
  heldObject,
  isBase,
  placeTargets,
  setAt,
  withHand,
  withObject,
  withoutObject,
  type Applied,
} from './rules-common.js';
import { notAnObject, withLook } from './rules-items.js';
import { robChoice } from './rob.js';
import type { ObjectKind, ObjectTile, TurnDir } from './types.js';

/** The object `object` of `kind` in `seat`'s hand, not used yet this turn; or the refusal. */
function usable(state: LabiroState, seat: Seat, object: unknown, kind: ObjectKind): Result<ObjectTile> {
  const hand = state.hands[seat]!;
  const tile = isInt(object) ? heldObject(hand, object) : undefined;
  if (!tile) return notAnObject(hand, object, 'notHeld');
  if (tile.kind !== kind)
    return refuse('notHeld', `That object is not a${kind === 'unlockKey' ? 'n unlock key' : ` ${kind}`}.`);
  if (state.usedThisTurn.includes(tile.id)) return refuse('usedTwice');
  return ok(tile);
}

/**
 * Used objects at the head of the queue that have nowhere to go (every empty tower is the owner's or next to
 * it) leave the game at once ('discarded', why 'no-room'); the first one that can be placed waits.
 */
export function settlePending(state: LabiroState, events: LabiroEvent[]): LabiroState {
  let s = state;
  while (s.pending.length > 0) {
    const head = s.pending[0]!;
    if (placeTargets(s.board, (b) => s.objects[b] !== null, s.pawns[head.seat] ?? null).length > 0) break;
    const item: HandItem = { kind: 'object', tile: head.tile };
    events.push({ type: 'discarded', seat: head.seat, item, why: 'no-room' });
    s = { ...s, pending: s.pending.slice(1), discarded: [...s.discarded, item] };
  }
  return s;
}

/** The used object leaves the hand, counts as used this turn and waits to be put away (after `also`, if any). */
function spend(
  state: LabiroState,
  seat: Seat,
  tile: ObjectTile,
  events: LabiroEvent[],
  also: readonly PendingPlacement[] = [],
): LabiroState {
  const s: LabiroState = {
    ...withHand(state, seat, withoutObject(state.hands[seat]!, tile.id)),
    usedThisTurn: [...state.usedThisTurn, tile.id],
    pending: [...state.pending, { seat, tile }, ...also],
  };
  return settlePending(s, events);
}

/** The unlock key: turns one's own tower one step against its arrow, with the push chain; free. */
export function unlock(state: LabiroState, seat: Seat, object: unknown): Applied {
  const key = usable(state, seat, object, 'unlockKey');
  if (!key.ok) return key;
  const b = state.pawns[seat]!;
  const { board, steps } = turnChain(state.board, b, -state.board.towers[b]!.arrow as TurnDir);
  const events: LabiroEvent[] = [
    { type: 'used', seat, tile: key.value },
    { type: 'turned', seat, cause: 'unlock', steps, turnsUsed: state.turnsUsed },
  ];
  return done(spend({ ...state, board }, seat, key.value, events), events);
}

/** The torch: a private look at the object of a neighbouring tower aligned with one's own. */
export function torch(state: LabiroState, seat: Seat, object: unknown, tower: unknown): Applied {
  const t = usable(state, seat, object, 'torch');
  if (!t.ok) return t;
  if (!isBase(state.board, tower)) return refuse('notABase');
  if (!aligned(state.board, state.pawns[seat]!, tower)) return refuse('notAligned');
  const tile = state.objects[tower];
  if (!tile) return refuse('noObject');
  const events: LabiroEvent[] = [
    { type: 'used', seat, tile: t.value },
    { type: 'looked', seat, tower, how: 'torch' },
    { type: 'seen', seat, tower, tile, visibleTo: [seat] },
  ];
  return done(spend(withLook(state, seat, tower, tile), seat, t.value, events), events);
}

/** The rope: climbs to a neighbouring aligned tower, doors meeting or not; costs one of the 3 turns. */
export function rope(state: LabiroState, seat: Seat, object: unknown, to: unknown): Applied {
  const r = usable(state, seat, object, 'rope');
  if (!r.ok) return r;
  if (state.turnsUsed >= TURNS_PER_TURN) return refuse('turnLimit');
  if (!isBase(state.board, to)) return refuse('notABase');
  const from = state.pawns[seat]!;
  if (!aligned(state.board, from, to)) return refuse('notAligned');
  const turnsUsed = state.turnsUsed + 1;
  const events: LabiroEvent[] = [
    { type: 'used', seat, tile: r.value },
    { type: 'moved', seat, path: [from, to], rope: true },
  ];
  return done(spend({ ...state, pawns: setAt(state.pawns, seat, to), turnsUsed }, seat, r.value, events), events);
}

const sameItem = (a: HandItem, kind: string, id: number) => a.kind === kind && a.tile.id === id;

/**
 * The dagger: robs a player in the same tower of what he carries, keeping at most HAND_LIMIT things in all
 * (the dagger has left the robber's hand): he takes all he can carry; `take` names which, default rubies first
 * then objects in hand order.
 * Against an armed player only one thing (never his dagger), and his dagger is put away too (after the robber's).
 */
export function dagger(state: LabiroState, seat: Seat, action: Extract<LabiroAction, { type: 'dagger' }>): Applied {
  const d = usable(state, seat, action.object, 'dagger');
  if (!d.ok) return d;
  const { victim } = action;
  if (!isInt(victim) || victim < 0 || victim >= state.players || victim === seat) return refuse('badVictim');
  if (state.pawns[victim] !== state.pawns[seat]) return refuse('notSameTower');
  const loot = state.hands[victim]!;
  if (loot.length === 0) return refuse('nothingToRob');
  const { offer, guard, limit, count, preset } = robChoice(withoutObject(state.hands[seat]!, d.value.id), loot);
  let chosen: HandItem[];
  if (action.take === undefined) {
    chosen = [...preset];
  } else {
    if (!Array.isArray(action.take)) return refuse('badAction');
    if (action.take.length > limit) return refuse('robTooMany');
    chosen = [];
    for (const ref of action.take) {
      if (guard && sameItem(guard, ref?.kind, ref?.id)) return refuse('robDagger');
      const item = offer.find((i) => sameItem(i, ref?.kind, ref?.id));
      if (!item || chosen.includes(item)) return refuse('robNotThere');
      chosen.push(item);
    }
    if (chosen.length < count) return refuse('robTooFew');
  }
  const left = offer.filter((i) => !chosen.includes(i));
  const robbed: LabiroState = { ...state, hands: setAt(state.hands, victim, left) };
  const events: LabiroEvent[] = [
    { type: 'used', seat, tile: d.value },
    { type: 'robbed', seat, victim, items: chosen, armed: guard !== undefined },
  ];
  const also: PendingPlacement[] = guard && guard.kind === 'object' ? [{ seat: victim, tile: guard.tile }] : [];
  return done(spend(withHand(robbed, seat, [...state.hands[seat]!, ...chosen]), seat, d.value, events, also), events);
}

/** Puts one's first used object away: an empty tower that is neither the one the pawn stands in nor next to it. */
export function place(state: LabiroState, seat: Seat, tower: unknown): Applied {
  const head = state.pending[0];
  if (!head || head.seat !== seat) return refuse('nothingToPlace');
  if (!isBase(state.board, tower)) return refuse('notABase');
  if (state.objects[tower]) return refuse('towerHasObject');
  if (!placeTargets(state.board, () => false, state.pawns[seat] ?? null).includes(tower))
    return refuse('placeTooClose');
  const events: LabiroEvent[] = [{ type: 'placed', seat, tile: head.tile, tower }];
  const s = withObject({ ...state, pending: state.pending.slice(1) }, tower, head.tile, true);
  return done(settlePending(s, events), events);
}
