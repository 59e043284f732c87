// A Labiro board: the map's bases, the tower standing on each, and which base lies across each side.
import { hexKey, neighbours, sameHex, type Hex, type HexSide } from '../../core/hex.js';
import type { PushRule } from './push.js';
import { doorMask, normTurn, type Tower } from './types.js';

/**
 * Bases and towers together. Base i is `cells[i]`, its tower `towers[i]`; `adj[i][s]` is the base across
 * side s of base i, or −1 at the map's edge. Plain JSON; `adj` is derived from `cells` by `makeBoard`.
 */
export interface LabiroBoard {
  readonly cells: readonly Hex[];
  readonly towers: readonly Tower[];
  readonly adj: readonly (readonly number[])[];
  /** Which doors push when a tower turns (push.ts); absent: 'collide', the spec's first wording. */
  readonly push?: PushRule;
}

/** Which base lies across each side of each base (−1: none), for cells given in base order. */
export function adjacency(cells: readonly Hex[]): number[][] {
  const index = new Map(cells.map((c, i) => [hexKey(c), i]));
  return cells.map((c) => neighbours(c).map((n) => index.get(hexKey(n)) ?? -1));
}

/** Builds a board from a map (or any cells) and one tower per base; throws if the counts differ (a bug). */
export function makeBoard(
  map: { readonly cells: readonly Hex[] },
  towers: readonly Tower[],
  push?: PushRule,
): LabiroBoard {
  if (map.cells.length !== towers.length)
    throw new Error(`labiro: ${map.cells.length} bases but ${towers.length} towers`);
  const board = { cells: map.cells, towers, adj: adjacency(map.cells) };
  return push ? { ...board, push } : board;
}

/** The same board with other tower turns (one per base, 0–5), sharing cells and adjacency. */
export function withTurns(board: LabiroBoard, turns: readonly number[]): LabiroBoard {
  const towers = board.towers.map((t, i) => {
    const turn = normTurn(turns[i] ?? t.turn);
    return t.turn === turn ? t : { ...t, turn };
  });
  return { ...board, towers };
}

/** Each base's tower turn, in base order. */
export function turnsOf(board: LabiroBoard): number[] {
  return board.towers.map((t) => t.turn);
}

/** Each base's tower doors as 6-bit masks, in base order (the fast form searches use). */
export function masksOf(board: LabiroBoard): number[] {
  return board.towers.map(doorMask);
}

/** The base at a cell, or −1 when the map has no base there. */
export function baseAt(board: LabiroBoard, h: Hex): number {
  return board.cells.findIndex((c) => sameHex(c, h));
}

/** The side of base `a` facing base `b`, or null when they are not neighbours. */
export function sideBetween(board: LabiroBoard, a: number, b: number): HexSide | null {
  const s = board.adj[a]?.indexOf(b) ?? -1;
  return s < 0 || b < 0 ? null : s;
}
