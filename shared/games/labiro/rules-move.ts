// Choosing a start tower, walking, turning towers and ending a turn (rules/labiro.md, "Set-up" 4 and "A turn").
import type { Seat } from '../../core/index.js';
import type { LabiroBoard } from './board.js';
import { refuse } from './errors.js';
import { TURNS_PER_TURN, type HandItem, type LabiroEvent, type LabiroState } from './game-types.js';
import { turnChain } from './push.js';
import { reachableWithTurns, walkPath } from './reach.js';
import { done, hasFreeSpace, isBase, nextTo, setAt, type Applied } from './rules-common.js';
import { takeHere } from './rules-items.js';
import { isRubyTower } from './types.js';
import { checkRoundLimit, depositHand } from './win.js';

/** A start tower: simple, nobody's home yet; pawn, flag and chest go there; `take` takes its object at once. */
export function start(state: LabiroState, seat: Seat, tower: unknown, take: unknown): Applied {
  if (!isBase(state.board, tower)) return refuse('notABase');
  if (isRubyTower(state.board.towers[tower]!)) return refuse('startRuby');
  if (state.homes.includes(tower)) return refuse('startTaken');
  let s: LabiroState = { ...state, pawns: setAt(state.pawns, seat, tower), homes: setAt(state.homes, seat, tower) };
  const events: LabiroEvent[] = [{ type: 'started', seat, tower }];
  if (take === true) {
    const r = takeHere(s, seat);
    if (!r.ok) return r;
    s = r.value.state;
    events.push(...r.value.events);
  }
  const next = state.order.indexOf(seat) + 1;
  s = next < state.order.length ? { ...s, turn: state.order[next]! } : { ...s, phase: 'play', turn: state.order[0]! };
  return done(s, events);
}

/**
 * Walks to any tower reachable now through communicating doors, along a shortest path ('moved' with the full path);
 * passing through one's start tower deposits the rubies carried ('deposited'), as a step-by-step walk would.
 */
export function move(state: LabiroState, seat: Seat, to: unknown): Applied {
  if (!isBase(state.board, to)) return refuse('notABase');
  const from = state.pawns[seat]!;
  if (to === from) return refuse('alreadyThere');
  const path = walkPath(state.board, from, to);
  if (path === null) return refuse('noPassage');
  const events: LabiroEvent[] = [{ type: 'moved', seat, path: [from, ...path] }];
  const walked: LabiroState = { ...state, pawns: setAt(state.pawns, seat, to) };
  // A walk is a run of single steps: entering one's start tower on the way puts the rubies in the chest there.
  const home = state.homes[seat];
  return done(
    home !== null && home !== undefined && path.includes(home) ? depositHand(walked, seat, events) : walked,
    events,
  );
}

/** Turns one's own tower or a neighbour one step along its arrow, with the push chain; one of the 3 turns. */
export function turn(state: LabiroState, seat: Seat, tower: unknown): Applied {
  if (!isBase(state.board, tower)) return refuse('notABase');
  if (state.turnsUsed >= TURNS_PER_TURN) return refuse('turnLimit');
  const pawn = state.pawns[seat]!;
  if (tower !== pawn && !nextTo(state.board, pawn, tower)) return refuse('turnTooFar');
  const { board, steps } = turnChain(state.board, tower, state.board.towers[tower]!.arrow);
  const turnsUsed = state.turnsUsed + 1;
  return done({ ...state, board, turnsUsed }, [{ type: 'turned', seat, cause: 'turn', steps, turnsUsed }]);
}

/** Whether the hand holds an object of `kind` not used this turn. */
const unusedOf = (hand: readonly HandItem[], used: readonly number[], kind: string) =>
  hand.some((i) => i.kind === 'object' && i.tile.kind === kind && !used.includes(i.tile.id));

/**
 * [interpretation] Whether `seat` is walled into a full tower for good this turn: no tower with a free pawn
 * space can be reached any more with the turns left, an unused rope or unlock key in hand included. Such a
 * pawn may end its turn where it stands (otherwise the game could never go on).
 */
export function stranded(
  s: {
    readonly board: LabiroBoard;
    readonly pawns: readonly (number | null)[];
    readonly turnsUsed: number;
    readonly usedThisTurn: readonly number[];
  },
  seat: Seat,
  hand: readonly HandItem[],
): boolean {
  const pawn = s.pawns[seat];
  if (pawn === null || pawn === undefined || hasFreeSpace(s.pawns, seat, pawn)) return false;
  const opts = { rope: unusedOf(hand, s.usedThisTurn, 'rope'), unlock: unusedOf(hand, s.usedThisTurn, 'unlockKey') };
  const plans = reachableWithTurns(s.board, pawn, TURNS_PER_TURN - s.turnsUsed, undefined, opts);
  for (const b of plans.keys()) if (hasFreeSpace(s.pawns, seat, b)) return false;
  return true;
}

/** Whether `seat` may end its turn where it stands: a free pawn space, or stranded (see `stranded`). */
export function mayEnd(
  s: {
    readonly board: LabiroBoard;
    readonly pawns: readonly (number | null)[];
    readonly turnsUsed: number;
    readonly usedThisTurn: readonly number[];
  },
  seat: Seat,
  hand: readonly HandItem[],
): boolean {
  const pawn = s.pawns[seat];
  return pawn !== null && pawn !== undefined && (hasFreeSpace(s.pawns, seat, pawn) || stranded(s, seat, hand));
}

/** Ends the turn (in a tower with a free pawn space): the next seat in order plays; the round limit is checked. */
export function end(state: LabiroState, seat: Seat): Applied {
  if (!mayEnd(state, seat, state.hands[seat]!)) return refuse('towerFull');
  const next = state.order[(state.order.indexOf(seat) + 1) % state.order.length]!;
  const events: LabiroEvent[] = [{ type: 'ended', seat, next }];
  const s = checkRoundLimit(
    { ...state, turn: next, turnsUsed: 0, usedThisTurn: [], turnCount: state.turnCount + 1 },
    events,
  );
  return done(s, events);
}
