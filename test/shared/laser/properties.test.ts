// Properties over random circuits (fast-check): reversibility, termination, sound identifiability verdicts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeRng, nextInt, type RngState } from '../../../shared/core/rng.js';
import {
  ORIENTATIONS,
  checkIdentifiable,
  randomLayout,
  sameLayout,
  setKinds,
  traceAll,
  traceBeam,
  type LaserLayout,
  type LaserPiece,
  type LaserSet,
} from '../../../shared/games/laser/index.js';
import { sameAnswers } from './helpers.js';

const layoutOf = (set: LaserSet, seed: number) => randomLayout(makeRng(seed), setKinds(set))[0];
const seed = fc.integer({ min: 0, max: 0x7fffffff });

/** Random small changes to a layout: move a piece, turn it, swap two pieces' cells. */
function perturb(layout: LaserLayout, rng: RngState): [LaserLayout, RngState] {
  let s = rng;
  const pieces = layout.pieces.map((p) => ({ ...p }) as { -readonly [K in keyof LaserPiece]: LaserPiece[K] });
  let what: number, i: number, j: number;
  [what, s] = nextInt(s, 0, 2);
  [i, s] = nextInt(s, 0, pieces.length - 1);
  const p = pieces[i]!;
  if (what === 0) {
    let x: number, y: number;
    [x, s] = nextInt(s, 0, 7);
    [y, s] = nextInt(s, 0, 6);
    if (!pieces.some((q) => (q.x === x && q.y === y) || (q.x2 === x && q.y2 === y))) {
      p.x = x;
      p.y = y;
    }
  } else if (what === 1) {
    const os = ORIENTATIONS[p.kind];
    if (os.length) {
      let k: number;
      [k, s] = nextInt(s, 0, os.length - 1);
      p.orientation = os[k];
    }
  } else {
    [j, s] = nextInt(s, 0, pieces.length - 1);
    const q = pieces[j]!;
    [p.x, p.y, q.x, q.y] = [q.x, q.y, p.x, p.y];
  }
  return [{ pieces }, s];
}

describe('traces', () => {
  it('beginner traces are reversible: if p reaches q without a jump, q reaches p with the hits reversed', () => {
    fc.assert(
      fc.property(seed, (sd) => {
        const layout = layoutOf('beginner', sd);
        for (let p = 1; p <= 30; p++) {
          const a = traceBeam(layout, p);
          if (a.absorbed || a.loop || a.hits.includes('jump')) continue;
          expect(a.exits).toHaveLength(1);
          const back = traceBeam(layout, a.exits[0]!);
          expect(back.exits).toEqual([p]);
          expect(back.hits).toEqual([...a.hits].reverse());
        }
      }),
      { numRuns: 300 },
    );
  });

  it.each(['beginner', 'expert', 'einstein'] as const)(
    'every %s trace ends, lists each lit state at most once, and does not change the layout',
    (set) => {
      fc.assert(
        fc.property(seed, (sd) => {
          const layout = layoutOf(set, sd);
          const before = JSON.stringify(layout);
          for (const a of traceAll(layout)) {
            expect(a.hits.length).toBeLessThanOrEqual(56 * 4);
            expect([...a.exits].sort((x, y) => x - y)).toEqual(a.exits);
            if (set === 'beginner') expect(a.exits.length + (a.absorbed ? 1 : 0) + (a.loop ? 1 : 0)).toBe(1);
          }
          expect(JSON.stringify(layout)).toBe(before);
        }),
        { numRuns: 200 },
      );
    },
  );
});

describe('identifiability verdicts', () => {
  it('a beginner counter-example gives the same 30 answers and differs from the layout', () => {
    fc.assert(
      fc.property(seed, (sd) => {
        const layout = layoutOf('beginner', sd);
        const v = checkIdentifiable(layout);
        if (v.status === 'ambiguous') {
          expect(sameLayout(layout, v.other)).toBe(false);
          expect(sameAnswers(layout, v.other)).toBe(true);
        } else expect(v.status).toBe('identifiable');
      }),
      { numRuns: 300 },
    );
  });

  it('a layout found identifiable has no look-alike among 300 random perturbations of it', () => {
    fc.assert(
      fc.property(seed, (sd) => {
        const layout = layoutOf('beginner', sd);
        if (checkIdentifiable(layout).status !== 'identifiable') return;
        const answers = JSON.stringify(traceAll(layout));
        let rng = makeRng(sd ^ 0x5bd1e995);
        let cur = layout;
        for (let k = 0; k < 300; k++) {
          [cur, rng] = perturb(k % 3 === 0 ? layout : cur, rng);
          if (!sameLayout(cur, layout)) expect(JSON.stringify(traceAll(cur))).not.toBe(answers);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('the perturbation search does find the look-alikes of ambiguous layouts it can reach (sanity)', () => {
    // A diagonal no beam reaches: turning it is a perturbation with the same answers.
    const shielded = {
      pieces: [
        { kind: 'absorber', x: 3, y: 2 },
        { kind: 'reflector', x: 3, y: 4 },
        { kind: 'triangle', x: 2, y: 3, orientation: 'NE' },
        { kind: 'jump', x: 4, y: 3 },
        { kind: 'diagonal', x: 3, y: 3, orientation: '/' },
      ],
    } as LaserLayout;
    let rng = makeRng(1);
    let hit = false;
    for (let k = 0; k < 300 && !hit; k++) {
      let cur: LaserLayout;
      [cur, rng] = perturb(shielded, rng);
      hit = !sameLayout(cur, shielded) && sameAnswers(cur, shielded);
    }
    expect(hit).toBe(true);
  });

  it.each(['expert', 'einstein'] as const)(
    '%s verdicts: a counter-example really is one; identifiable survives perturbations',
    (set) => {
      fc.assert(
        fc.property(seed, (sd) => {
          const layout = layoutOf(set, sd);
          const v = checkIdentifiable(layout);
          if (v.status === 'ambiguous') {
            expect(sameLayout(layout, v.other)).toBe(false);
            expect(sameAnswers(layout, v.other)).toBe(true);
          } else if (v.status === 'identifiable') {
            const answers = JSON.stringify(traceAll(layout));
            let rng = makeRng(sd);
            for (let k = 0; k < 100; k++) {
              let cur: LaserLayout;
              [cur, rng] = perturb(layout, rng);
              if (!sameLayout(cur, layout)) expect(JSON.stringify(traceAll(cur))).not.toBe(answers);
            }
          }
        }),
        { numRuns: 40 },
      );
    },
  );
});
