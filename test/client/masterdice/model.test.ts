// What the board shows: the game in play, the reveal of a finished game kept from memory, the roll stages,
// the layout's pointer maths and the easing curves.
import { describe, expect, it } from 'vitest';
import { legalActionsFor, masterdice } from '../../../shared/games/masterdice/index.js';
import type { MasterdiceAction, MasterdiceState, MasterdiceView } from '../../../shared/games/masterdice/types.js';
import {
  boardModel,
  initialShownResults,
  markerKinds,
  rememberRows,
  shownFor,
} from '../../../client/games/masterdice/model.js';
import { mustSolve, offersOf } from '../../../client/games/masterdice/offers.js';
import { onChannel, rollStage, trackFor } from '../../../client/games/masterdice/stage.js';
import {
  COLUMN_X,
  boardYaw,
  columnAt,
  markerSlot,
  rowZ,
  tableToBoard,
} from '../../../client/games/masterdice/layout.js';
import {
  clamp01,
  easeInOutCubic,
  easeOutBack,
  easeOutBounce,
  easeOutCubic,
  progress,
} from '../../../client/scene/anim.js';
import type { ThrowMessage } from '../../../shared/protocol.js';

function must(s: MasterdiceState, seat: number, a: MasterdiceAction): MasterdiceState {
  const r = masterdice.apply(s, seat, a);
  if (!r.ok) throw new Error(r.error.code);
  return r.value.state;
}

function started(): MasterdiceState {
  const r = masterdice.setup({ seed: 3, players: 2, options: { games: 2, aid: false } });
  if (!r.ok) throw new Error('setup');
  return must(r.value, r.value.coder, { type: 'roll-code' });
}

function placeOne(s: MasterdiceState): MasterdiceState {
  const rolled = must(s, s.solver, { type: 'roll' });
  return must(rolled, rolled.solver, { type: 'place', placements: [{ column: 0, value: rolled.roll![0]! }] });
}

const viewOf = (s: MasterdiceState, seat: number | null): MasterdiceView =>
  masterdice.view(s, seat === null ? { kind: 'spectator' } : { kind: 'seat', seat });

describe('the board model', () => {
  it('a game in play shows its rows and the next row to fill; the solver never sees the code', () => {
    const s = placeOne(started());
    const m = boardModel(viewOf(s, s.solver), null, 0);
    expect(m.revealed).toBe(false);
    expect(m.rows).toHaveLength(1);
    expect(m.currentRow).toBe(1);
    expect(m.code).toBeNull();
    expect(boardModel(viewOf(s, s.coder), null, 0).code).toEqual(s.code);
  });

  it('after a solution the finished game stays revealed, with the rows remembered, until it is marked seen', () => {
    const s = placeOne(placeOne(started()));
    const before = viewOf(s, null);
    const memory = rememberRows(null, before);
    const after = must(s, s.solver, { type: 'solve', code: s.code! });
    const v = viewOf(after, null);
    expect(v.rows).toHaveLength(0); // the engine already started game 2
    const m = boardModel(v, memory, 0);
    expect(m.revealed).toBe(true);
    expect(m.rows).toHaveLength(2);
    expect(m.code).toEqual(s.code);
    expect(m.solution).toEqual(s.code);
    expect(m.solver).toBe(s.solver);
    expect(m.result?.solved).toBe(true);
    const next = boardModel(v, memory, 1);
    expect(next.revealed).toBe(false);
    expect(next.solver).toBe(s.coder); // roles swapped
  });

  it('a client arriving mid-match sees the game in play, not an old reveal; at the end it sees the last game', () => {
    const s = must(placeOne(started()), 0, { type: 'solve', code: [1, 1, 1, 1] });
    const mid = masterdice.view(s, { kind: 'spectator' });
    const solver = s.solver;
    expect(initialShownResults(mid)).toBe(1);
    const end = must(must(s, s.coder, { type: 'roll-code' }), solver, { type: 'solve', code: [6, 6, 6, 6] });
    const over = viewOf(end, null);
    expect(over.phase).toBe('over');
    expect(initialShownResults(over)).toBe(1);
    expect(boardModel(over, null, 2).revealed).toBe(true);
  });

  it('a rematch starts counting seen games again', () => {
    const v = viewOf(started(), null);
    expect(shownFor({ match: v.match + 1, count: 2 }, v)).toBe(0);
    expect(shownFor({ match: v.match, count: 1 }, v)).toBe(1);
  });

  it('memory keeps the latest non-empty rows and ignores an empty board', () => {
    const s = placeOne(started());
    const m = rememberRows(null, viewOf(s, null));
    expect(m?.rows).toHaveLength(1);
    expect(rememberRows(m, viewOf(started(), null))).toBe(m);
  });

  it('the solution is forced after 7 rows', () => {
    let s = started();
    for (let i = 0; i < 7; i++) s = placeOne(s);
    const forced = (v: MasterdiceView, seat: number) => mustSolve(v, seat, offersOf(legalActionsFor(v, seat)));
    expect(forced(viewOf(s, s.solver), s.solver)).toBe(true);
    expect(forced(viewOf(placeOne(started()), 0), 0)).toBe(false);
  });

  it('markers sit equal first, then lower, then higher', () => {
    expect(markerKinds({ equal: 1, lower: 2, higher: 1 })).toEqual(['equal', 'lower', 'lower', 'higher']);
    expect(markerKinds({ equal: 0, lower: 0, higher: 0 })).toEqual([]);
  });
});

describe('roll stages', () => {
  const track = (roll: number): ThrowMessage => ({ roll, channel: 'white', fps: 60, dice: [] });
  it('a throw of this roll plays; an older throw is never replayed on a newer roll', () => {
    const placing = (rollCount: number) => ({ rollCount, phase: 'place' as const, rows: [] });
    expect(trackFor(placing(5), track(5))).not.toBeNull();
    expect(trackFor(placing(6), track(5))).toBeNull();
    expect(rollStage(5, track(5), 4, 4)).toBe('rolling');
    expect(rollStage(6, trackFor(placing(6), track(5)), 4, 4)).toBe('waiting');
  });
  it('a throw caught up after a reload does not roll once its dice have moved on (the next game, a placed row)', () => {
    const row = { placed: [1, null, null, null], feedback: { equal: 0, lower: 1, higher: 0 } };
    // The next game's code phase: the last white throw of the game before has the same roll number.
    expect(trackFor({ rollCount: 9, phase: 'code', rows: [] }, track(9))).toBeNull();
    // The row was placed: the white dice are on the board, not in the tray.
    expect(trackFor({ rollCount: 9, phase: 'attempt', rows: [row] }, track(9))).toBeNull();
    // The code throw plays only before the first row.
    const code: ThrowMessage = { ...track(1), channel: 'code' };
    expect(trackFor({ rollCount: 1, phase: 'attempt', rows: [] }, code)).toEqual(code);
    expect(trackFor({ rollCount: 1, phase: 'attempt', rows: [row] }, code)).toBeNull();
  });
  it('dice already rolled when we arrived, or marked at rest, lie still', () => {
    expect(rollStage(5, null, -1, 5)).toBe('rest');
    expect(rollStage(5, track(5), 5, 3)).toBe('rest');
  });
  it('the white tray plays only white throws and the code cups only the code throw', () => {
    const code: ThrowMessage = { ...track(1), channel: 'code' };
    expect(onChannel(track(2), 'white')).toEqual(track(2));
    expect(onChannel(track(2), 'code')).toBeNull();
    expect(onChannel(code, 'code')).toBe(code);
    expect(onChannel(code, 'white')).toBeNull();
    expect(onChannel(null, 'white')).toBeNull();
  });
});

describe('layout', () => {
  it('a point over a column picks that column; between the columns and off the board, none', () => {
    COLUMN_X.forEach((x, c) => {
      expect(columnAt(x + 0.05, rowZ(3))).toBe(c);
    });
    expect(columnAt(COLUMN_X[3] + 0.5, rowZ(3))).toBeNull();
    expect(columnAt(COLUMN_X[0], 5)).toBeNull();
  });
  it('the board faces its solver: turned by half a turn when seat 1 solves', () => {
    expect(boardYaw(0)).toBe(0);
    expect(boardYaw(1)).toBeCloseTo(Math.PI);
    expect(tableToBoard(1, 2, Math.PI)).toEqual([-1, -2]);
  });
  it('rows run from the solver towards the coder and markers sit beside their row', () => {
    expect(rowZ(0)).toBeGreaterThan(rowZ(6));
    expect(markerSlot(2, 0)[2]).toBe(rowZ(2));
    expect(markerSlot(2, 3)[0]).toBeGreaterThan(COLUMN_X[3]);
  });
});

describe('easing', () => {
  it.each([easeOutCubic, easeInOutCubic, easeOutBounce, easeOutBack])('%o starts at 0 and ends at 1', (f) => {
    expect(f(0)).toBeCloseTo(0);
    expect(f(1)).toBeCloseTo(1);
  });
  it('progress is clamped and handles a zero duration', () => {
    expect(progress(5, 4, 2)).toBe(0.5);
    expect(progress(10, 4, 2)).toBe(1);
    expect(progress(1, 4, 0)).toBe(1);
    expect(clamp01(-1)).toBe(0);
  });
});
