// What each seat may see: the code only for the coder and the broadcast feed, the aid only for the solver.
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../../shared/core/index.js';
import { masterdice } from '../../../shared/games/masterdice/index.js';
import { act, attempting, rowsFor, start } from './helpers.js';

const CODE = [4, 1, 6, 2];
const solver: Viewer = { kind: 'seat', seat: 0 };
const coder: Viewer = { kind: 'seat', seat: 1 };
const spectator: Viewer = { kind: 'spectator' };
const broadcast: Viewer = { kind: 'broadcast' };

describe('views', () => {
  it.each([
    { name: 'the coder sees the code', viewer: coder, code: CODE },
    { name: 'the broadcast feed sees the code', viewer: broadcast, code: CODE },
    { name: 'the solver never sees the code before the reveal', viewer: solver, code: null },
    { name: 'a spectator never sees the code before the reveal', viewer: spectator, code: null },
    { name: 'a seat outside the table sees like a spectator', viewer: { kind: 'seat', seat: 5 } as Viewer, code: null },
  ])('$name', ({ viewer, code }) => {
    const v = masterdice.view(attempting(CODE), viewer);
    expect(v.code).toEqual(code);
    expect(v.codeRolled).toBe(true);
  });

  it('no view carries the generator', () => {
    const s = attempting(CODE);
    for (const viewer of [solver, coder, spectator, broadcast]) {
      const v = masterdice.view(s, viewer);
      expect(v).not.toHaveProperty('rng');
      // sfc32 words or a ChaCha20 key: none of its large words.
      for (const w of Object.values(s.rng).flat()) if (w >= 2 ** 16) expect(JSON.stringify(v)).not.toContain(String(w));
    }
  });

  it('after the reveal everyone finds the code in the results', () => {
    const s = act(attempting(CODE), 0, { type: 'solve', code: [1, 1, 1, 1] }).state;
    for (const viewer of [solver, coder, spectator]) {
      const v = masterdice.view(s, viewer);
      expect(v.results[0]?.code).toEqual(CODE);
      expect(v.codeRolled).toBe(false);
    }
  });

  it('the view says who acts, the match length and the outcome', () => {
    const v = masterdice.view(start({ games: 4 }), spectator);
    expect(v).toMatchObject({
      game: 'masterdice',
      games: 4,
      toAct: [1],
      outcome: null,
      phase: 'code',
      codeRolled: false,
      code: null,
    });
  });

  it('the aid goes to the solver only, and only when the option is on', () => {
    const rows = rowsFor(CODE, [
      [4, 2, null, null],
      [null, null, 6, 6],
    ]);
    const on = attempting(CODE, { rows, supply: 14, options: { games: 2, aid: true } });
    expect(masterdice.view(on, coder).aid).toBeNull();
    expect(masterdice.view(on, spectator).aid).toBeNull();
    expect(masterdice.view(on, broadcast).aid).toBeNull();
    const aid = masterdice.view(on, solver).aid;
    // Whatever the rows say, the true code stays possible.
    expect(aid).not.toBeNull();
    expect(aid?.values[0]).toContain(4);
    expect(aid?.values[1]).toContain(1);
    expect(aid?.values[2]).toContain(6);
    expect(aid?.values[3]).toContain(2);
    expect(masterdice.view(attempting(CODE, { rows, supply: 14 }), solver).aid).toBeNull();
  });

  it('the aid counts the codes that fit every row', () => {
    // One die of 6 on blue, feedback "equal": blue is 6, the other three colours free: 216 codes.
    const s = attempting([6, 3, 3, 3], {
      rows: rowsFor([6, 3, 3, 3], [[6, null, null, null]]),
      options: { games: 2, aid: true },
    });
    expect(masterdice.view(s, solver).aid).toEqual({
      possible: 216,
      values: [[6], [1, 2, 3, 4, 5, 6], [1, 2, 3, 4, 5, 6], [1, 2, 3, 4, 5, 6]],
    });
    // Before any row all 1296 codes are possible.
    expect(masterdice.view(attempting(CODE, { options: { games: 2, aid: true } }), solver).aid?.possible).toBe(1296);
  });
});
