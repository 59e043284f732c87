// Labiro geometry (rules/labiro.md, "Geometry"): which neighbouring towers communicate and which are aligned.
// The rules live once, on door masks (`doorsMeet`, `onOneLine`): searches call those directly.
import { oppositeSide, type HexSide } from '../../core/hex.js';
import { sideBetween, type LabiroBoard } from './board.js';
import { doorMask } from './types.js';

/** Whether a tower with doors `ma` and its neighbour across side s (0–5) with doors `mb` both have a door on that edge. */
export function doorsMeet(ma: number, mb: number, s: HexSide): boolean {
  return ((ma >> s) & 1) === 1 && ((mb >> oppositeSide(s)) & 1) === 1;
}

/** Whether towers with doors `ma` and `mb`, neighbours across side s (0–5), each have a door on the line through both centres. */
export function onOneLine(ma: number, mb: number, s: HexSide): boolean {
  const axis = (1 << s) | (1 << oppositeSide(s));
  return (ma & axis) !== 0 && (mb & axis) !== 0;
}

/** The bases next to base `a`, in side order 0–5 (edges of the map skipped). */
export function neighboursOf(board: LabiroBoard, a: number): number[] {
  return (board.adj[a] ?? []).filter((b) => b >= 0);
}

/** Whether a and b are neighbours and both have a door on their shared edge (a pawn may walk between them). */
export function communicate(board: LabiroBoard, a: number, b: number): boolean {
  const s = sideBetween(board, a, b);
  return s !== null && doorsMeet(doorMask(board.towers[a]!), doorMask(board.towers[b]!), s);
}

/**
 * Whether a and b are neighbours and each has a door on the line through both centres — on the shared edge
 * or on the side opposite it (the rope and the torch work between aligned towers).
 */
export function aligned(board: LabiroBoard, a: number, b: number): boolean {
  const s = sideBetween(board, a, b);
  return s !== null && onOneLine(doorMask(board.towers[a]!), doorMask(board.towers[b]!), s);
}

/** The neighbours of `a` that communicate with it (where the pawn may step now), in side order. */
export function openNeighbours(board: LabiroBoard, a: number): number[] {
  return neighboursOf(board, a).filter((b) => communicate(board, a, b));
}

/** The neighbours of `a` aligned with it (rope and torch targets), in side order. */
export function alignedNeighbours(board: LabiroBoard, a: number): number[] {
  return neighboursOf(board, a).filter((b) => aligned(board, a, b));
}
