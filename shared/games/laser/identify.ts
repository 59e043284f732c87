// Identifiability ("no blind zones"): is there another layout of the same components with the same 30 answers?
import { findOtherBeginner } from './solve-beginner.js';
import { findOtherGeneral } from './solve-general.js';
import { traceAll } from './trace.js';
import { BEGINNER_KINDS, type IdentifyVerdict, type LaserLayout } from './types.js';

/**
 * Search nodes the general search may explore per millisecond of `budgetMs`. shared/ reads no clock, so the
 * budget is a node count fixed from the time: the same layout gets the same verdict on every machine. The
 * constant was measured with bench/laser.ts on the development machine (a loaded 2-core box): random expert
 * and Einstein layouts ran at 30 to 300 nodes per ms, so 50 keeps a verdict within about the asked time; a
 * faster machine simply finishes sooner. (No random layout needed more than about 700 nodes so far.)
 */
export const NODES_PER_MS = 50;

/** The budget used when none is given: about one second's worth of search. */
export const DEFAULT_BUDGET_MS = 1000;

const isBeginner = (layout: LaserLayout) =>
  layout.pieces.every((p) => (BEGINNER_KINDS as readonly string[]).includes(p.kind));

/**
 * Proves a layout identifiable (no other layout of the same components gives the same 30 answers) or
 * returns another layout that does. Exact for beginner layouts whatever the budget; for the other sets it
 * answers 'unknown' once `budgetMs × NODES_PER_MS` search nodes are spent, never a wrong 'identifiable'.
 */
export function checkIdentifiable(
  layout: LaserLayout,
  budgetMs: number = DEFAULT_BUDGET_MS,
  stats?: { nodes: number },
): IdentifyVerdict {
  if (isBeginner(layout)) {
    const other = findOtherBeginner(layout, stats);
    return other ? { status: 'ambiguous', other } : { status: 'identifiable' };
  }
  const maxNodes = Math.max(1, Math.floor(Math.max(0, budgetMs) * NODES_PER_MS));
  const out = findOtherGeneral(layout, traceAll(layout), maxNodes, stats);
  if (out === 'none') return { status: 'identifiable' };
  if (out === 'budget') return { status: 'unknown' };
  return { status: 'ambiguous', other: out.other };
}
