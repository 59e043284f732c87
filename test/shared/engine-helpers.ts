// Helpers every game's engine tests share: all the viewers of a table, a deep freeze that proves `apply` never
// writes to its input, and the shape of the tables a game names for the engine laws (laws.test.ts).
import { botDecision, mixSeed, type AnyGame, type Seat, type Viewer } from '../../shared/core/index.js';

/** Every kind of viewer at a table of `players`. */
export function viewers(players: number): Viewer[] {
  return [
    ...Array.from({ length: players }, (_, seat): Viewer => ({ kind: 'seat', seat })),
    { kind: 'spectator' },
    { kind: 'broadcast' },
  ];
}

/** Freezes a value and everything under it (to prove `apply` never writes to its input). */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as object)) deepFreeze(v);
  }
  return value;
}

/**
 * One table the engine laws (laws.test.ts) are played on: players, options and the seeds of its playouts.
 * A game whose random games are endless (a memory game: random tries almost never crack a code) lets its default
 * bot play a share of the steps (`botShare`, 0–1, through the platform's bot path with its memory) and allows a
 * longer playout (`maxSteps`), so that its playouts still reach the end.
 */
export interface LawTable {
  readonly players: number;
  readonly options: unknown;
  readonly seeds: readonly number[];
  readonly botShare?: number;
  readonly maxSteps?: number;
}

/**
 * A seeded move for `seat`: the game's first bot's choice, or its first legal action where that bot throws (a
 * bot may refuse a position a random playout reaches). For playouts that must reach far into every game.
 */
export function botOrFirstLegal(game: AnyGame, state: unknown, seat: Seat, seed: number, step: number): unknown {
  try {
    return botDecision(game, game.bots[0]!, state, seat, mixSeed(seed, step));
  } catch {
    return game.legalActions(state, seat)[0];
  }
}
