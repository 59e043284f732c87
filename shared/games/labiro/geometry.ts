// Labiro geometry (rules/labiro.md, "Geometry"): which neighbouring towers communicate and which are aligned.
import { normSide, type HexSide } from '../../core/hex.js';
import { sideBetween, type LabiroBoard } from './board.js';
import { doorMask } from './types.js';

const bit = (mask: number, s: HexSide) => ((mask >> normSide(s)) & 1) === 1;

/** The bases next to base `a`, in side order 0–5 (edges of the map skipped). */
export function neighboursOf(board: LabiroBoard, a: number): number[] {
  return (board.adj[a] ?? []).filter((b) => b >= 0);
}

/** Whether a and b are neighbours and both have a door on their shared edge (a pawn may walk between them). */
export function communicate(board: LabiroBoard, a: number, b: number): boolean {
  const s = sideBetween(board, a, b);
  if (s === null) return false;
  return bit(doorMask(board.towers[a]!), s) && bit(doorMask(board.towers[b]!), s + 3);
}

/**
 * Whether a and b are neighbours and each has a door on the line through both centres — on the shared edge
 * or on the side opposite it (the rope and the torch work between aligned towers).
 */
export function aligned(board: LabiroBoard, a: number, b: number): boolean {
  const s = sideBetween(board, a, b);
  if (s === null) return false;
  const ma = doorMask(board.towers[a]!);
  const mb = doorMask(board.towers[b]!);
  return (bit(ma, s) || bit(ma, s + 3)) && (bit(mb, s) || bit(mb, s + 3));
}

/** The neighbours of `a` that communicate with it (where the pawn may step now), in side order. */
export function openNeighbours(board: LabiroBoard, a: number): number[] {
  return neighboursOf(board, a).filter((b) => communicate(board, a, b));
}

/** The neighbours of `a` aligned with it (rope and torch targets), in side order. */
export function alignedNeighbours(board: LabiroBoard, a: number): number[] {
  return neighboursOf(board, a).filter((b) => aligned(board, a, b));
}
