// Small builders for the Laser tests.
import { makeRng } from '../../../shared/core/rng.js';
import {
  randomLayout,
  setKinds,
  traceAll,
  traceBeam,
  type LaserLayout,
  type LaserPiece,
  type LaserSet,
  type ShotAnswer,
} from '../../../shared/games/laser/index.js';

/** A layout from pieces. */
export const L = (...pieces: LaserPiece[]): LaserLayout => ({ pieces });

/** The answer to pointer p. */
export const fire = (layout: LaserLayout, p: number): ShotAnswer => traceBeam(layout, p);

/** An answer built tersely: hits, exits, and flags. */
export const ans = (hits: string[], exits: number[], absorbed = false, loop = false): ShotAnswer =>
  ({ hits, exits, absorbed, loop }) as ShotAnswer;

/** `count` seeded random layouts of a set. */
export function randomLayouts(set: LaserSet, count: number, seed: number): LaserLayout[] {
  let rng = makeRng(seed);
  const out: LaserLayout[] = [];
  for (let i = 0; i < count; i++) {
    let l: LaserLayout;
    [l, rng] = randomLayout(rng, setKinds(set));
    out.push(l);
  }
  return out;
}

/** Whether two layouts give the same 30 answers. */
export function sameAnswers(a: LaserLayout, b: LaserLayout): boolean {
  return JSON.stringify(traceAll(a)) === JSON.stringify(traceAll(b));
}
