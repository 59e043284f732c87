// Identifiability: no other layout of the same components gives the same 30 answers (rules/laser.md).
import { describe, expect, it } from 'vitest';
import {
  checkIdentifiable,
  parseLayout,
  sameLayout,
  setKinds,
  unidentifiedPieces,
  type LaserLayout,
} from '../../../shared/games/laser/index.js';
import { findOtherGeneral } from '../../../shared/games/laser/solve-general.js';
import { traceAll } from '../../../shared/games/laser/trace.js';
import { baselineFindOther } from './baseline.js';
import { L, randomLayouts, sameAnswers } from './helpers.js';

/** Checks an 'ambiguous' verdict: a valid complete layout of the same set, different, with the same answers. */
function expectGoodCounterExample(layout: LaserLayout, other: LaserLayout, set: 'beginner' | 'expert' | 'einstein') {
  expect(sameLayout(layout, other)).toBe(false);
  expect(sameAnswers(layout, other)).toBe(true);
  expect(parseLayout(other, setKinds(set), { complete: true }).ok).toBe(true);
}

// A diagonal at (3,3) that no beam can reach: an absorber above, a reflector below, a NE triangle to the
// left (it never sends light east) and a jump to the right (beams from the right jump over the cell).
const SHIELDED = L(
  { kind: 'absorber', x: 3, y: 2 },
  { kind: 'reflector', x: 3, y: 4 },
  { kind: 'triangle', x: 2, y: 3, orientation: 'NE' },
  { kind: 'jump', x: 4, y: 3 },
  { kind: 'diagonal', x: 3, y: 3, orientation: '/' },
);

describe('checkIdentifiable on beginner layouts (exact)', () => {
  it('a piece no beam can reach makes the layout ambiguous, with a counter-example', () => {
    const v = checkIdentifiable(SHIELDED);
    expect(v.status).toBe('ambiguous');
    if (v.status !== 'ambiguous') return;
    expectGoodCounterExample(SHIELDED, v.other, 'beginner');
    expect(unididentified(v.other)).toEqual(['diagonal']);
  });

  it('a spread-out layout is identifiable (the baseline search agrees)', () => {
    const layout = L(
      { kind: 'absorber', x: 1, y: 1 },
      { kind: 'reflector', x: 6, y: 2 },
      { kind: 'jump', x: 2, y: 5 },
      { kind: 'diagonal', x: 5, y: 4, orientation: '\\' },
      { kind: 'triangle', x: 4, y: 1, orientation: 'SW' },
    );
    expect(checkIdentifiable(layout)).toEqual({ status: 'identifiable' });
    expect(baselineFindOther(layout)).toBeNull();
  });

  it('a layout with a looping shot is searched exactly too (the baseline agrees)', () => {
    const looping = L(
      { kind: 'jump', x: 0, y: 3 },
      { kind: 'triangle', x: 0, y: 4, orientation: 'SE' },
      { kind: 'diagonal', x: 0, y: 6, orientation: '\\' },
      { kind: 'reflector', x: 4, y: 6 },
      { kind: 'absorber', x: 2, y: 5 },
    );
    expect(traceAll(looping)[0]!.loop).toBe(true);
    const v = checkIdentifiable(looping);
    expect(v.status).toBe(baselineFindOther(looping) ? 'ambiguous' : 'identifiable');
    if (v.status === 'ambiguous') expectGoodCounterExample(looping, v.other, 'beginner');
  });

  it('the verdict ignores the budget for beginner layouts', () => {
    expect(checkIdentifiable(SHIELDED, 0).status).toBe('ambiguous');
    expect(checkIdentifiable(randomLayouts('beginner', 1, 3)[0]!, 0).status).not.toBe('unknown');
  });

  it('agrees with the plain backtracking baseline on 40 random layouts (and on the shielded one)', () => {
    for (const layout of [SHIELDED, ...randomLayouts('beginner', 40, 2024)]) {
      const v = checkIdentifiable(layout);
      const base = baselineFindOther(layout);
      expect(v.status).toBe(base ? 'ambiguous' : 'identifiable');
      if (v.status === 'ambiguous') expectGoodCounterExample(layout, v.other, 'beginner');
    }
  });

  it('agrees with the general search on random layouts where some shot loops', () => {
    const looping = randomLayouts('beginner', 3000, 31)
      .filter((l) => traceAll(l).some((a) => a.loop))
      .slice(0, 8);
    expect(looping.length).toBeGreaterThan(3);
    for (const layout of looping) {
      const v = checkIdentifiable(layout);
      const g = findOtherGeneral(layout, traceAll(layout), 1e6);
      expect(v.status).toBe(g === 'none' ? 'identifiable' : 'ambiguous');
      if (v.status === 'ambiguous') expectGoodCounterExample(layout, v.other, 'beginner');
    }
  });

  it('agrees with the general search on 100 random layouts', () => {
    for (const layout of randomLayouts('beginner', 100, 77)) {
      const v = checkIdentifiable(layout);
      const g = findOtherGeneral(layout, traceAll(layout), 1e6);
      expect(g === 'budget').toBe(false);
      expect(v.status).toBe(g === 'none' ? 'identifiable' : 'ambiguous');
    }
  });
});

function unididentified(other: LaserLayout): string[] {
  return unidentifiedPieces(SHIELDED, other).map((p) => p.kind);
}

describe('checkIdentifiable on expert and Einstein layouts (budgeted)', () => {
  it.each(['expert', 'einstein'] as const)('every verdict on random %s layouts is sound', (set) => {
    for (const layout of randomLayouts(set, 25, 9)) {
      const v = checkIdentifiable(layout);
      if (v.status === 'ambiguous') expectGoodCounterExample(layout, v.other, set);
    }
  });

  it('a mystery nobody can reach is ambiguous: its hidden kind cannot be told', () => {
    const layout = L(
      ...SHIELDED.pieces.filter((p) => p.kind !== 'diagonal'),
      { kind: 'mystery', x: 3, y: 3, hidden: { kind: 'triangle', orientation: 'NW' } },
      { kind: 'diagonal', x: 0, y: 6, orientation: '/' },
    );
    const v = checkIdentifiable(layout);
    expect(v.status).toBe('ambiguous');
  });

  it('a budget too small for the proof gives unknown, never identifiable', () => {
    const [layout] = randomLayouts('einstein', 1, 4);
    expect(checkIdentifiable(layout!, 0.001).status).toBe('unknown');
  });

  it('the same layout gets the same verdict every time (the budget counts nodes, not time)', () => {
    for (const layout of randomLayouts('expert', 5, 12))
      expect(checkIdentifiable(layout, 5)).toEqual(checkIdentifiable(layout, 5));
  });
});
