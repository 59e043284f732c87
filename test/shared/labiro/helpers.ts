// Labiro test helpers: hand-made boards from a few cells and towers, and seeded random boards.
import { makeRng, type RngState } from '../../../shared/core/rng.js';
import type { Hex } from '../../../shared/core/hex.js';
import {
  makeBoard,
  randomBoard as randomBoardFrom,
  type DoorPattern,
  type LabiroBoard,
  type Tower,
  type TurnDir,
} from '../../../shared/games/labiro/index.js';

/** A tower for a hand-made board. */
export const tower = (pattern: DoorPattern, turn: number, arrow: TurnDir = 1, id = 0): Tower => ({
  id,
  pattern,
  arrow,
  turn,
});

/** A board from [cell, tower] pairs, base i = pair i. */
export function boardOf(pairs: readonly (readonly [Hex, Tower])[]): LabiroBoard {
  return makeBoard(
    { cells: pairs.map(([c]) => c) },
    pairs.map(([, t], i) => ({ ...t, id: i })),
  );
}

/** A random map with the 18 towers of the box shuffled on it at random turns (the shared builder, by seed). */
export function randomBoard(seed: number): [LabiroBoard, RngState] {
  return randomBoardFrom(makeRng(seed));
}
