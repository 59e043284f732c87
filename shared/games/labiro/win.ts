// Rubies home and the end (rules/labiro.md, "End"): automatic deposits in a start tower, the win-at-once rule
// (a chest beyond what anyone else could still reach), every ruby in a chest, and the table's round limit.
import type { Seat } from '../../core/index.js';
import type { HandItem, LabiroEvent, LabiroResult, LabiroState } from './game-types.js';
import { setAt } from './rules-common.js';
import { TOTAL_RUBIES, type RubyTile } from './types.js';

/** Rubies in a chest (its tiles' values). */
export const chestCount = (chest: readonly RubyTile[]): number => chest.reduce((n, t) => n + t.rubies, 0);

/** Rubies not yet in any chest (in towers or carried): rubies never leave the game, empty tiles hold none. */
export const rubiesOutOf = (chests: readonly number[]): number => TOTAL_RUBIES - chests.reduce((a, b) => a + b, 0);

/** The seats with the most rubies in their chests (all of them when everyone is level). */
export function mostRubies(chests: readonly number[]): Seat[] {
  const top = Math.max(...chests);
  return chests.flatMap((c, s) => (c === top ? [s] : []));
}

/** The seat that wins at once: its chest beats every other chest plus every ruby still out; or null. */
export function winnerNow(chests: readonly number[]): Seat | null {
  const out = rubiesOutOf(chests);
  for (let p = 0; p < chests.length; p++) {
    if (chests.every((c, q) => q === p || chests[p]! > c + out)) return p;
  }
  return null;
}

/**
 * The chest a seat needs to win at once as things stand: the smallest n ≥ its chest with n > best other chest
 * + (rubies out − (n − its chest)), i.e. it brings the n − chest rubies home itself and nobody else scores.
 * Two players at 0–0: 4. It may exceed chest + rubies out (no win at once is left for it).
 */
export function needsFor(chests: readonly number[], seat: Seat): number {
  const mine = chests[seat] ?? 0;
  const best = Math.max(0, ...chests.filter((_, q) => q !== seat));
  return Math.max(mine, Math.floor((best + rubiesOutOf(chests) + mine) / 2) + 1);
}

/** Puts every ruby tile `seat` carries into its chest (event 'deposited'); nothing when it carries none. */
export function depositHand(state: LabiroState, seat: Seat, events: LabiroEvent[]): LabiroState {
  const hand = state.hands[seat]!;
  if (!hand.some((i) => i.kind === 'ruby')) return state;
  const tiles = hand.flatMap((i: HandItem) => (i.kind === 'ruby' ? [i.tile] : []));
  const chest = [...state.chests[seat]!, ...tiles];
  events.push({ type: 'deposited', seat, tiles, chest: chestCount(chest) });
  return {
    ...state,
    hands: setAt(
      state.hands,
      seat,
      hand.filter((i) => i.kind !== 'ruby'),
    ),
    chests: setAt(state.chests, seat, chest),
  };
}

/** Every seat standing in its start tower puts the ruby tiles it carries into its chest (events 'deposited'). */
export function deposit(state: LabiroState, first: Seat, events: LabiroEvent[]): LabiroState {
  let s = state;
  const seats = [first, ...Array.from({ length: state.players }, (_, i) => i).filter((i) => i !== first)];
  for (const seat of seats) {
    const home = s.homes[seat];
    if (home !== null && s.pawns[seat] === home) s = depositHand(s, seat, events);
  }
  return s;
}

/** The game over with `result` (phase 'over', nobody to act, event 'finished'). */
export function finish(state: LabiroState, result: LabiroResult, events: LabiroEvent[]): LabiroState {
  events.push({ type: 'finished', result });
  return { ...state, phase: 'over', turn: null, result };
}

/** After every accepted play action: deposits, then the win rule (a chest out of reach, or every ruby in). */
export function settle(state: LabiroState, actor: Seat, events: LabiroEvent[]): LabiroState {
  if (state.phase !== 'play') return state;
  const s = deposit(state, actor, events);
  const chests = s.chests.map(chestCount);
  const winner = winnerNow(chests);
  if (winner !== null) return finish(s, { winners: [winner], reason: 'rubies' }, events);
  if (rubiesOutOf(chests) === 0) return finish(s, { winners: mostRubies(chests), reason: 'all-in' }, events);
  return s;
}

/** After a completed turn: the table's round limit ends the game with the most rubies winning (equal counts share). */
export function checkRoundLimit(state: LabiroState, events: LabiroEvent[]): LabiroState {
  const { roundLimit } = state.options;
  if (state.phase !== 'play' || roundLimit <= 0 || state.turnCount < roundLimit * state.players) return state;
  return finish(state, { winners: mostRubies(state.chests.map(chestCount)), reason: 'round-limit' }, events);
}
