// The exact identifiability search for beginner circuits (one beam per shot, no budget needed): the
// consistent-layout search (consistent-beginner.ts) over all 30 answers of the circuit, stopped at the first
// leaf that holds a layout other than the original. Cells no beam ever entered are free there: pieces not
// yet placed may go on any of them, which gives another layout at once when there is more than one way.
import { POINTERS } from './board.js';
import { KIND_INDEX, compileLayout } from './codes.js';
import { MAX_BEGINNER_HITS, exitOf, searchBeginner, type RawShot } from './consistent-beginner.js';
import { otherCompletion } from './consistent-leaf.js';
import { layoutKey } from './layout.js';
import { traceRaw } from './trace.js';
import type { LaserLayout } from './types.js';

/** Statistics of one search (for the benchmark). */
export interface SearchStats {
  nodes: number;
}

/**
 * Searches for a beginner layout other than `original` with the same 30 answers. Returns it, or null when
 * there is none (the original is identifiable). Exact: no budget.
 */
export function findOtherBeginner(original: LaserLayout, stats?: SearchStats): LaserLayout | null {
  const kinds = original.pieces.map((p) => KIND_INDEX[p.kind]);
  let mask = 0;
  for (const k of kinds) mask |= 1 << k;
  const board = compileLayout(original);
  const shots: RawShot[] = [];
  for (let p = 1; p <= POINTERS; p++) {
    const a = traceRaw(board, p);
    if (a.hits.length > MAX_BEGINNER_HITS)
      throw new Error('laser: a beginner shot hit more pieces than the search holds');
    shots.push({ pointer: p, hits: a.hits, exit: exitOf(a.exits), absorbed: a.absorbed, loop: a.loop });
  }
  const key = layoutKey(original);
  let found: LaserLayout | null = null;
  const { nodes } = searchBeginner(mask, shots, Infinity, (leaf) => {
    found = otherCompletion(leaf, kinds, key);
    return found === null;
  });
  if (stats) stats.nodes += nodes;
  return found;
}
