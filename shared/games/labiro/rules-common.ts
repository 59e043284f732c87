// Small pure helpers every Labiro rule uses: the Applied result, immutable updates of hands and towers, and
// the questions rules ask about the table (is that a base, who stands where, where may a used object go).
import { isInt, ok, type Result, type Seat } from '../../core/index.js';
import type { LabiroBoard } from './board.js';
import { PAWN_SPACES, type HandItem, type LabiroEvent, type LabiroState } from './game-types.js';
import type { ObjectTile } from './types.js';

/** What an accepted action returns: the next state and what happened, in order. */
export type Applied = Result<{ state: LabiroState; events: LabiroEvent[] }>;

/** Accepts an action. */
export const done = (state: LabiroState, events: LabiroEvent[]): Applied => ok({ state, events });

/** A copy of `list` with entry i replaced. */
export function setAt<T>(list: readonly T[], i: number, value: T): T[] {
  const out = list.slice();
  out[i] = value;
  return out;
}

/** Whether `n` names a base (and so a tower) of this board. */
export const isBase = (board: LabiroBoard, n: unknown): n is number => isInt(n) && n >= 0 && n < board.towers.length;

/** Whether a and b are neighbouring bases. */
export const nextTo = (board: LabiroBoard, a: number, b: number): boolean => (board.adj[a] ?? []).includes(b);

/** Pawns of other seats standing on base `b`. */
export function othersAt(pawns: readonly (number | null)[], seat: Seat, b: number): number {
  let n = 0;
  pawns.forEach((p, s) => {
    if (s !== seat && p === b) n++;
  });
  return n;
}

/** Whether `seat` may end a turn on base `b`: fewer than PAWN_SPACES other pawns there. */
export const hasFreeSpace = (pawns: readonly (number | null)[], seat: Seat, b: number): boolean =>
  othersAt(pawns, seat, b) < PAWN_SPACES;

/** The object tile with id `id` in a hand, or undefined. */
export function heldObject(hand: readonly HandItem[], id: number): ObjectTile | undefined {
  for (const item of hand) if (item.kind === 'object' && item.tile.id === id) return item.tile;
  return undefined;
}

/** Whether the hand holds a ruby tile with id `id` (to tell "that is a ruby" from "you do not hold it"). */
export const holdsRuby = (hand: readonly HandItem[], id: unknown): boolean =>
  hand.some((i) => i.kind === 'ruby' && i.tile.id === id);

/** The hand without the object tile `id`. */
export const withoutObject = (hand: readonly HandItem[], id: number): HandItem[] =>
  hand.filter((i) => !(i.kind === 'object' && i.tile.id === id));

/** An object tile as a hand item. */
export const objectItem = (tile: ObjectTile): HandItem => ({ kind: 'object', tile });

/** Replaces seat's hand. */
export const withHand = (state: LabiroState, seat: Seat, hand: readonly HandItem[]): LabiroState => ({
  ...state,
  hands: setAt(state.hands, seat, hand),
});

/** Puts `tile` (or nothing) in tower `b`, face up or down; private looks at that tower are dropped (its object changed). */
export function withObject(state: LabiroState, b: number, tile: ObjectTile | null, faceUp: boolean): LabiroState {
  return {
    ...state,
    objects: setAt(state.objects, b, tile),
    objectPublic: setAt(state.objectPublic, b, tile !== null && faceUp),
    looks: state.looks.some((l) => l.tower === b) ? state.looks.filter((l) => l.tower !== b) : state.looks,
  };
}

/**
 * Where `seat`'s used object may go: towers holding no object that are neither the tower his pawn stands in
 * nor a neighbour of it. `hasObject[b]` says whether tower b holds one.
 */
export function placeTargets(board: LabiroBoard, hasObject: (b: number) => boolean, pawn: number | null): number[] {
  const out: number[] = [];
  for (let b = 0; b < board.towers.length; b++) {
    if (hasObject(b) || b === pawn || (pawn !== null && nextTo(board, pawn, b))) continue;
    out.push(b);
  }
  return out;
}
