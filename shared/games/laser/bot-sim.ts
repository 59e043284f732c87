// Solo investigations for the bots' tests and benchmark: an investigator fires into a known circuit until
// it declares. Pure: the caller times decisions if it wants to (through `decide`).
import { makeRng } from '../../core/rng.js';
import type { KnownShot } from './consistent.js';
import { checkIdentifiable } from './identify.js';
import { sameLayout } from './layout.js';
import { randomLayout } from './random.js';
import { traceBeam } from './trace.js';
import type { LaserKind, LaserLayout } from './types.js';

/** One decision of an investigator that sees only the shots so far. */
export type InvestigatorMove =
  | { readonly type: 'fire'; readonly pointer: number }
  | { readonly type: 'declare'; readonly layout: LaserLayout };

/** How a solo investigation went. */
export interface Investigation {
  readonly shots: number;
  readonly correct: boolean;
  /** The investigator gave up (fired more than `maxMoves` times). */
  readonly unfinished: boolean;
}

/** Plays one investigation of `truth`: `decide(shots, moveIndex)` until a declaration or `maxMoves` moves. */
export function playInvestigation(
  truth: LaserLayout,
  decide: (shots: readonly KnownShot[], move: number) => InvestigatorMove,
  maxMoves = 60,
): Investigation {
  const shots: KnownShot[] = [];
  for (let move = 0; move < maxMoves; move++) {
    const m = decide(shots, move);
    if (m.type === 'declare') return { shots: shots.length, correct: sameLayout(m.layout, truth), unfinished: false };
    shots.push({ pointer: m.pointer, answer: traceBeam(truth, m.pointer) });
  }
  return { shots: shots.length, correct: false, unfinished: true };
}

/** `count` seeded random identifiable circuits of `kinds` (the benchmark's and the tests' circuits). */
export function identifiableCircuits(kinds: readonly LaserKind[], count: number, seed: number): LaserLayout[] {
  let rng = makeRng(seed);
  const out: LaserLayout[] = [];
  while (out.length < count) {
    let l: LaserLayout;
    [l, rng] = randomLayout(rng, kinds);
    if (checkIdentifiable(l).status === 'identifiable') out.push(l);
  }
  return out;
}
