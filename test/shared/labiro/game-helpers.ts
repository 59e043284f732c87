// Builders for the Labiro game tests: real tables from setup, hand-made play scenes on small boards, actions
// that must succeed, refusals that must change nothing, and the tiles of the box by name.
import { expect } from 'vitest';
import { neighbour, unwrap, type Hex, type Seat } from '../../../shared/core/index.js';
import {
  OBJECT_SET,
  RUBY_TILES,
  labiro,
  makeBoard,
  type DoorPattern,
  type HandItem,
  type LabiroAction,
  type LabiroEvent,
  type LabiroOptions,
  type LabiroState,
  type ObjectTile,
  type RubySymbol,
  type RubyTile,
  type Tower,
  type TurnDir,
} from '../../../shared/games/labiro/index.js';

/** The centre cell, and the cell reached from `h` by walking across the given sides. */
export const O: Hex = { q: 0, r: 0 };
export const at = (h: Hex, ...sides: number[]): Hex => sides.reduce(neighbour, h);

/** A simple tower / a ruby tower for a hand-made board. */
export const simple = (pattern: DoorPattern, turn = 0, arrow: TurnDir = 1): Tower => ({ id: 0, pattern, arrow, turn });
export const rubyTower = (pattern: DoorPattern, turn: number, ruby: RubySymbol, arrow: TurnDir = 1): Tower => ({
  id: 10,
  pattern,
  arrow,
  turn,
  ruby,
});

/** Tiles of the box by name (ids as in OBJECT_SET): tower keys by symbol, two of each other kind. */
export const KEY = (symbol: RubySymbol): ObjectTile =>
  OBJECT_SET.find((t) => t.kind === 'towerKey' && t.symbol === symbol)!;
const kind = (k: string, n: 0 | 1) => OBJECT_SET.filter((t) => t.kind === k)[n]!;
export const UNLOCK = [kind('unlockKey', 0), kind('unlockKey', 1)] as const;
export const TORCH = [kind('torch', 0), kind('torch', 1)] as const;
export const ROPE = [kind('rope', 0), kind('rope', 1)] as const;
export const DAGGER = [kind('dagger', 0), kind('dagger', 1)] as const;
export const EMPTY = [kind('empty', 0), kind('empty', 1)] as const;
/** Ruby tiles: five singles (ids 0–4), the double (5), the two empty ones (6, 7). */
export const SINGLE = (n: 0 | 1 | 2 | 3 | 4): RubyTile => RUBY_TILES[n]!;
export const DOUBLE: RubyTile = RUBY_TILES[5]!;
export const EMPTY_RUBY: RubyTile = RUBY_TILES[6]!;

/** Hand items. */
export const obj = (tile: ObjectTile): HandItem => ({ kind: 'object', tile });
export const rub = (tile: RubyTile): HandItem => ({ kind: 'ruby', tile });

/** A table as setup makes it. */
export function table(players: number, options: Partial<LabiroOptions> = {}, seed = 7): LabiroState {
  return unwrap(labiro.setup({ seed, players, options: { ...labiro.defaultOptions, ...options } }));
}

/** What a hand-made scene sets; everything else is empty (no objects, no rubies, seat 0 to play). */
export interface Scene {
  readonly towers: readonly (readonly [Hex, Tower])[];
  readonly pawns: readonly (number | null)[];
  readonly homes?: readonly (number | null)[];
  readonly hands?: readonly (readonly HandItem[])[];
  readonly chests?: readonly (readonly RubyTile[])[];
  readonly objects?: Readonly<Record<number, ObjectTile>>;
  readonly faceUp?: readonly number[];
  readonly rubyTiles?: Readonly<Record<number, RubyTile>>;
  readonly turn?: Seat;
  readonly turnsUsed?: number;
  readonly options?: Partial<LabiroOptions>;
}

/**
 * A game in play on a small hand-made board (base i = towers[i]); one seat per pawn. Homes default to far away
 * (base −1: nobody deposits) so that a scene's rubies stay in hand unless the test sets homes.
 */
export function scene(s: Scene): LabiroState {
  const n = s.towers.length;
  const players = s.pawns.length;
  const cells = s.towers.map(([c]) => c);
  const board = makeBoard(
    { cells },
    s.towers.map(([, t], i) => ({ ...t, id: t.ruby ? 10 + i : i })),
  );
  const base = table(players);
  return {
    ...base,
    options: { ...base.options, ...s.options },
    map: { name: 'scene', cells },
    board,
    objects: Array.from({ length: n }, (_, b) => s.objects?.[b] ?? null),
    objectPublic: Array.from({ length: n }, (_, b) => s.faceUp?.includes(b) ?? false),
    rubyTiles: Array.from({ length: n }, (_, b) => s.rubyTiles?.[b] ?? null),
    phase: 'play',
    order: Array.from({ length: players }, (_, i) => i),
    turn: s.turn ?? 0,
    pawns: s.pawns,
    homes: s.homes ?? s.pawns.map(() => -1),
    hands: s.hands ?? s.pawns.map(() => []),
    chests: s.chests ?? s.pawns.map(() => []),
    turnsUsed: s.turnsUsed ?? 0,
  };
}

/** Applies an action that must be accepted. */
export function act(
  state: LabiroState,
  seat: Seat,
  action: LabiroAction,
): { state: LabiroState; events: LabiroEvent[] } {
  const r = labiro.apply(state, seat, action);
  if (!r.ok) throw new Error(`refused ${r.error.code}: ${r.error.message}`);
  return r.value;
}

/** Applies a list of [seat, action] that must all be accepted; returns the last state and every event. */
export function play(
  state: LabiroState,
  steps: readonly (readonly [Seat, LabiroAction])[],
): { state: LabiroState; events: LabiroEvent[] } {
  let s = state;
  const events: LabiroEvent[] = [];
  for (const [seat, action] of steps) {
    const r = act(s, seat, action);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/** Asserts a refusal with `code`, a real message, and that the state is deep-equal to before (not mutated). */
export function expectRefused(state: LabiroState, seat: Seat, action: LabiroAction, code: string): void {
  const before = structuredClone(state);
  const r = labiro.apply(state, seat, action);
  expect(r.ok ? 'accepted' : r.error.code).toBe(code);
  if (!r.ok) expect(r.error.message.length).toBeGreaterThan(5);
  expect(state).toEqual(before);
}

/** The events of one type. */
export function ofType<T extends LabiroEvent['type']>(
  events: readonly LabiroEvent[],
  type: T,
): Extract<LabiroEvent, { type: T }>[] {
  return events.filter((e): e is Extract<LabiroEvent, { type: T }> => e.type === type);
}

export { deepFreeze, viewers } from '../engine-helpers.js';

/** Starts every seat of a fresh table on the first free simple towers, in turn order (no objects taken). */
export function started(state: LabiroState): LabiroState {
  let s = state;
  while (s.phase === 'start') {
    const seat = s.turn!;
    const tower = s.board.towers.findIndex((t, b) => !t.ruby && !s.homes.includes(b));
    s = act(s, seat, { type: 'start', tower }).state;
  }
  return s;
}
