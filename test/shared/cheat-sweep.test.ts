// The cheat sweep's own test, on a toy game with both doors behind switches (test/shared/cheat/toy.ts): the sweep
// names a fixed id that tells a card's back and a won pile kept in order, and names nothing once ids are opaque
// per table and piles are shuffled at the pick — there the same cheats still claim, but only guess, and a guess
// that fair play would make as often is no leak.
import { describe, expect, it } from 'vitest';
import type { AnyGame } from '../../shared/core/index.js';
import { sweep } from './cheat/sweep.js';
import { TOY_ID_CHEAT, TOY_SECRETS, toy, type ToyOptions } from './cheat/toy.js';

/** Sixteen toy tables with these switches. */
const play = (options: ToyOptions) =>
  sweep(toy as AnyGame, {
    ...TOY_SECRETS,
    tables: [{ players: 2, options, seeds: Array.from({ length: 16 }, (_, i) => i + 1) }],
  });

describe('the cheat sweep on a toy game', () => {
  it('names a fixed id that tells a back, and a won pile kept in the order cards went in', () => {
    const report = play({ ids: 'fixed', piles: 'kept' });
    expect(report.faults).toEqual([]);
    expect(
      report.leaks.filter((l) => l.includes(TOY_ID_CHEAT)),
      report.figures.join('\n'),
    ).toHaveLength(1);
    expect(
      report.leaks.filter((l) => l.includes("a won pile's order")),
      report.figures.join('\n'),
    ).toHaveLength(1);
  });

  it('names nothing once ids are opaque per table and piles are shuffled at the pick, though the cheats still guess', () => {
    const report = play({ ids: 'opaque', piles: 'shuffled' });
    expect(report.faults).toEqual([]);
    expect(report.leaks, report.figures.join('\n')).toEqual([]);
    expect(report.figures.some((l) => l.includes("a won pile's order"))).toBe(true);
  });
});
