// Named layouts for the Laser game tests (plain data, no test framework: benchmarks may import them too).
import type { LaserLayout } from '../../../shared/games/laser/index.js';

/**
 * A beginner layout that is NOT identifiable (found by searching random seeds with checkIdentifiable):
 * the jump at 5,0 can sit at 5,2 instead and all 30 answers stay the same.
 */
export const AMBIGUOUS: LaserLayout = {
  pieces: [
    { kind: 'absorber', x: 6, y: 0 },
    { kind: 'reflector', x: 0, y: 2 },
    { kind: 'jump', x: 5, y: 0 },
    { kind: 'diagonal', x: 6, y: 2, orientation: '/' },
    { kind: 'triangle', x: 1, y: 0, orientation: 'NE' },
  ],
};

/** The other layout with the same 30 answers as AMBIGUOUS. */
export const AMBIGUOUS_TWIN: LaserLayout = {
  pieces: AMBIGUOUS.pieces.map((p) => (p.kind === 'jump' ? { ...p, y: 2 } : p)),
};

/** An identifiable beginner circuit (seat 0's in the duels below). */
export const CIRCUIT_A: LaserLayout = {
  pieces: [
    { kind: 'absorber', x: 2, y: 1 },
    { kind: 'reflector', x: 5, y: 5 },
    { kind: 'jump', x: 3, y: 3 },
    { kind: 'diagonal', x: 6, y: 2, orientation: '\\' },
    { kind: 'triangle', x: 1, y: 4, orientation: 'SW' },
  ],
};

/** Another identifiable beginner circuit (seat 1's in the duels below). */
export const CIRCUIT_B: LaserLayout = {
  pieces: [
    { kind: 'absorber', x: 0, y: 1 },
    { kind: 'reflector', x: 2, y: 3 },
    { kind: 'jump', x: 3, y: 0 },
    { kind: 'diagonal', x: 4, y: 2, orientation: '\\' },
    { kind: 'triangle', x: 1, y: 5, orientation: 'NE' },
  ],
};

/**
 * An Einstein layout that is NOT identifiable and slow to prove so: its verdict explores about 8,000 search
 * nodes (~45–90 ms on the 2-core development machine; found by a hill climb over random ambiguous layouts,
 * most of which take a few ms). A designer who re-sent such a layout 120 times at a strict table once froze the
 * whole server (issue 12); the attack benchmark and the server work test send it.
 */
export const EINSTEIN_AMBIGUOUS: LaserLayout = {
  pieces: [
    { kind: 'absorber', x: 2, y: 0 },
    { kind: 'reflector', x: 7, y: 5 },
    { kind: 'jump', x: 5, y: 3 },
    { kind: 'diagonal', x: 3, y: 4, orientation: '/' },
    { kind: 'triangle', x: 5, y: 5, orientation: 'SW' },
    { kind: 'diode', x: 5, y: 4, orientation: 'E' },
    { kind: 'sensor', x: 4, y: 1 },
    { kind: 'oneSidedMirror', x: 5, y: 0, orientation: '\\S' },
    { kind: 'splitter', x: 5, y: 2, orientation: '/' },
    { kind: 'portals', x: 6, y: 6, x2: 4, y2: 2 },
    { kind: 'deflector', x: 3, y: 6, orientation: 'R' },
    { kind: 'mystery', x: 7, y: 0, hidden: { kind: 'reflector' } },
  ],
};
