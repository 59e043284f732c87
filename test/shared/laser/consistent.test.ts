// Counting and sampling the layouts that fit the answers known so far (the assistant's count, the bots' search).
import { describe, expect, it } from 'vitest';
import { makeRng } from '../../../shared/core/rng.js';
import { searchBeginner } from '../../../shared/games/laser/consistent-beginner.js';
import { searchGeneral } from '../../../shared/games/laser/consistent-general.js';
import { countConsistent, findConsistent, type KnownShot } from '../../../shared/games/laser/consistent.js';
import { KIND_INDEX } from '../../../shared/games/laser/codes.js';
import {
  ORIENTATIONS,
  layoutKey,
  parseLayout,
  randomLayout,
  sameAnswer,
  setKinds,
  traceAll,
  traceBeam,
  type LaserKind,
  type LaserLayout,
  type LaserPiece,
} from '../../../shared/games/laser/index.js';
import { L, randomLayouts } from './helpers.js';

/** Every layout holding exactly `kinds` (small sets only). */
function allLayouts(kinds: readonly LaserKind[]): LaserLayout[] {
  const out: LaserLayout[] = [];
  const used = new Set<number>();
  const acc: LaserPiece[] = [];
  const at = (i: number) => ({ x: i % 8, y: (i / 8) | 0 });
  const go = () => {
    if (acc.length === kinds.length) {
      out.push({ pieces: acc.slice() });
      return;
    }
    const kind = kinds[acc.length]!;
    for (let i = 0; i < 56; i++) {
      if (used.has(i)) continue;
      used.add(i);
      if (kind === 'portals') {
        for (let j = i + 1; j < 56; j++) {
          if (used.has(j)) continue;
          used.add(j);
          acc.push({ kind, ...at(i), x2: at(j).x, y2: at(j).y });
          go();
          acc.pop();
          used.delete(j);
        }
      } else if (kind === 'mystery') {
        for (const hk of setKinds('beginner')) {
          for (const o of ORIENTATIONS[hk].length ? ORIENTATIONS[hk] : [undefined]) {
            acc.push({
              kind,
              ...at(i),
              hidden: o === undefined ? { kind: hk as 'jump' } : { kind: hk as 'jump', orientation: o },
            });
            go();
            acc.pop();
          }
        }
      } else {
        for (const o of ORIENTATIONS[kind].length ? ORIENTATIONS[kind] : [undefined]) {
          acc.push(o === undefined ? { kind, ...at(i) } : { kind, ...at(i), orientation: o });
          go();
          acc.pop();
        }
      }
      used.delete(i);
    }
  };
  go();
  return out;
}

const fits = (l: LaserLayout, shots: readonly KnownShot[]) =>
  shots.every((s) => sameAnswer(traceBeam(l, s.pointer), s.answer));
const shotsOf = (truth: LaserLayout, pointers: readonly number[]): KnownShot[] =>
  pointers.map((pointer) => ({ pointer, answer: traceBeam(truth, pointer) }));
const FULL_BEGINNER = 56 * 55 * 54 * 53 * 52 * 2 * 4;

describe('countConsistent', () => {
  it('with no shot every layout of the set remains', () => {
    expect(countConsistent(setKinds('beginner'), [], Infinity)).toEqual({ count: FULL_BEGINNER, capped: false });
    expect(countConsistent(['absorber'], [], Infinity)).toEqual({ count: 56, capped: false });
    expect(countConsistent(['portals'], [], Infinity)).toEqual({ count: (56 * 55) / 2, capped: false });
    expect(countConsistent(['mystery'], [], Infinity)).toEqual({ count: 56 * 9, capped: false });
  });

  // Brute force over every layout of small sets, each against a few seeded circuits and shot lists.
  const SMALL: LaserKind[][] = [
    ['absorber', 'reflector'],
    ['diagonal', 'triangle'],
    ['jump', 'triangle'],
    ['splitter', 'sensor'],
    ['portals', 'reflector'],
    ['mystery', 'absorber'],
    ['oneSidedMirror', 'deflector'],
    ['diode', 'jump'],
  ];
  for (const kinds of SMALL) {
    it(`equals the brute-force count for ${kinds.join(' + ')}`, () => {
      const universe = allLayouts(kinds);
      let rng = makeRng(kinds.length * 31 + KIND_INDEX[kinds[0]!]);
      for (const pointers of [[5], [27, 3], [1, 12, 20, 29], [2, 9, 16, 24, 30, 13]]) {
        let truth: LaserLayout;
        [truth, rng] = randomLayout(rng, kinds);
        const shots = shotsOf(truth, pointers);
        const brute = universe.filter((l) => fits(l, shots)).length;
        expect(countConsistent(kinds, shots, Infinity, 1e7)).toEqual({ count: brute, capped: false });
      }
    });
  }

  it('the beginner search and the general search agree on beginner circuits', () => {
    const kinds = setKinds('beginner');
    for (const [n, truth] of randomLayouts('beginner', 6, 41).entries()) {
      const shots = shotsOf(truth, [3 + n, 11, 26 - n]);
      const raw = shots.map((s) => ({
        pointer: s.pointer,
        hits: s.answer.hits.map((h) => KIND_INDEX[h]),
        absorbed: s.answer.absorbed,
        loop: s.answer.loop,
      }));
      let a = 0,
        b = 0;
      searchBeginner(
        0b11111,
        raw.map((s, i) => ({ ...s, exit: shots[i]!.answer.exits[0] ?? 0 })),
        1e7,
        (leaf) => {
          a += leaf.weight;
          return true;
        },
      );
      searchGeneral(
        kinds.map((k) => KIND_INDEX[k]),
        raw.map((s, i) => ({ ...s, exits: shots[i]!.answer.exits.reduce((m, p) => m | (1 << (p - 1)), 0) })),
        1e7,
        (leaf) => {
          b += leaf.weight;
          return true;
        },
      );
      expect(a).toBe(b);
      expect(countConsistent(kinds, shots, Infinity, 1e7).count).toBe(a);
    }
  });

  it('all 30 answers of an identifiable beginner circuit leave exactly that circuit', () => {
    const truth = L(
      { kind: 'absorber', x: 1, y: 0 },
      { kind: 'triangle', x: 5, y: 2, orientation: 'SW' },
      { kind: 'reflector', x: 6, y: 4 },
      { kind: 'jump', x: 0, y: 5 },
      { kind: 'diagonal', x: 2, y: 5, orientation: '/' },
    );
    const shots = traceAll(truth).map((answer, i) => ({ pointer: i + 1, answer }));
    expect(countConsistent(setKinds('beginner'), shots, Infinity)).toEqual({ count: 1, capped: false });
    expect(findConsistent(setKinds('beginner'), shots, 5).map(layoutKey)).toEqual([layoutKey(truth)]);
  });

  it('the circuit itself always fits its own answers', () => {
    for (const [n, truth] of randomLayouts('beginner', 10, 5).entries()) {
      const shots = shotsOf(truth, [1 + n, 10 + n, 20 + n]);
      expect(countConsistent(setKinds('beginner'), shots, Infinity).count).toBeGreaterThanOrEqual(1);
    }
    for (const [n, truth] of randomLayouts('expert', 4, 6).entries()) {
      const all = traceAll(truth).map((answer, i) => ({ pointer: i + 1, answer }));
      const found = findConsistent(setKinds('expert'), all.slice(0, 12 + n * 6), 3, n, 20_000);
      for (const l of found) expect(fits(l, all.slice(0, 12 + n * 6))).toBe(true);
    }
  });

  it('two different answers for one pointer leave nothing', () => {
    const shots: KnownShot[] = [
      { pointer: 4, answer: { hits: [], exits: [20], absorbed: false, loop: false } },
      { pointer: 4, answer: { hits: ['absorber'], exits: [], absorbed: true, loop: false } },
    ];
    expect(countConsistent(setKinds('beginner'), shots, Infinity)).toEqual({ count: 0, capped: false });
    expect(findConsistent(setKinds('beginner'), shots, 3)).toEqual([]);
  });

  it('an answer naming a kind outside the set, or two exits in the beginner set, leaves nothing', () => {
    expect(
      countConsistent(
        setKinds('beginner'),
        [{ pointer: 1, answer: { hits: ['sensor'], exits: [23], absorbed: false, loop: false } }],
        Infinity,
      ).count,
    ).toBe(0);
    expect(
      countConsistent(
        setKinds('beginner'),
        [{ pointer: 1, answer: { hits: [], exits: [5, 23], absorbed: false, loop: false } }],
        Infinity,
      ).count,
    ).toBe(0);
  });

  it('a count stopped at the cap, or out of nodes, says it is a lower bound', () => {
    const [truth] = randomLayouts('beginner', 1, 9);
    const shots = shotsOf(truth!, [7]);
    const exact = countConsistent(setKinds('beginner'), shots, Infinity);
    expect(exact.capped).toBe(false);
    expect(countConsistent(setKinds('beginner'), shots, 1000)).toEqual({ count: 1000, capped: true });
    const starved = countConsistent(
      setKinds('expert'),
      shotsOf(randomLayouts('expert', 1, 3)[0]!, [1, 8, 15, 22, 29, 4, 11, 18]),
      Infinity,
      3,
    );
    expect(starved.capped).toBe(true);
  });
});

describe('findConsistent', () => {
  it('returns distinct layouts of the set that fit, at most `limit`, in a seed-dependent order', () => {
    const kinds = setKinds('beginner');
    const [truth] = randomLayouts('beginner', 1, 21);
    const shots = shotsOf(truth!, [2, 14, 25]);
    const a = findConsistent(kinds, shots, 20, 1);
    const b = findConsistent(kinds, shots, 20, 2);
    expect(a).toHaveLength(20);
    expect(new Set(a.map(layoutKey)).size).toBe(20);
    for (const l of a) {
      expect(parseLayout(l, kinds, { complete: true }).ok).toBe(true);
      expect(fits(l, shots)).toBe(true);
    }
    expect(a.map(layoutKey)).not.toEqual(b.map(layoutKey));
    expect(findConsistent(kinds, shots, 20, 1).map(layoutKey)).toEqual(a.map(layoutKey));
  });

  it('lists every layout when fewer remain than asked', () => {
    const kinds: LaserKind[] = ['diagonal', 'triangle'];
    const [truth] = randomLayouts('beginner', 1, 3).map((l) => ({
      pieces: l.pieces.filter((p) => kinds.includes(p.kind)),
    }));
    const shots = shotsOf(truth!, [1, 5, 9, 13, 17, 21, 25, 29]);
    const n = countConsistent(kinds, shots, Infinity).count;
    expect(n).toBeLessThan(500);
    expect(new Set(findConsistent(kinds, shots, 1000).map(layoutKey)).size).toBe(n);
  });
});
