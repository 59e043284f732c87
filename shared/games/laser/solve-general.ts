// The identifiability search for any set (expert, Einstein), within a work budget: the consistent-layout
// search (consistent-general.ts) over all 30 answers of the circuit, stopped at the first leaf that holds a
// layout other than the original.
import { KIND_INDEX } from './codes.js';
import { rawShot, searchGeneral } from './consistent-general.js';
import { otherCompletion } from './consistent-leaf.js';
import { layoutKey } from './layout.js';
import type { LaserLayout, ShotAnswer } from './types.js';

/** The outcome of a bounded search: another layout, none (identifiable), or the budget ran out. */
export type GeneralOutcome = { other: LaserLayout } | 'none' | 'budget';

/**
 * Searches for a layout of the same kinds as `original`, other than it, with the given answers (index 0 is
 * pointer 1); gives up after `maxNodes` search nodes (a deterministic budget: no clock is read).
 */
export function findOtherGeneral(
  original: LaserLayout,
  answers: readonly ShotAnswer[],
  maxNodes: number,
  stats?: { nodes: number },
): GeneralOutcome {
  const kinds = original.pieces.map((p) => KIND_INDEX[p.kind]);
  const shots = answers.map((a, i) => rawShot(i + 1, a));
  const key = layoutKey(original);
  let found: LaserLayout | null = null;
  const { end, nodes } = searchGeneral(kinds, shots, maxNodes, (leaf) => {
    found = otherCompletion(leaf, kinds, key);
    return found === null;
  });
  if (stats) stats.nodes += nodes;
  if (found) return { other: found };
  return end === 'budget' ? 'budget' : 'none';
}
