// The solver's placement draft and the keyboard map: the rules the 3D board and the HTML panel share.
import { describe, expect, it } from 'vitest';
import {
  assignDie,
  clearAll,
  clearColumn,
  diceInTray,
  dropOnColumn,
  freeColumns,
  makeDraft,
  moveCursor,
  placementsOf,
  selectDie,
  undoLast,
} from '../../../client/games/masterdice/draft.js';
import { keyCommand } from '../../../client/games/masterdice/keys.js';

const rolled = () => makeDraft(5, [6, 2, 2, 4]);

describe('placing rolled dice on the columns', () => {
  it('a fresh draft has every die in the tray and every column free', () => {
    const d = rolled();
    expect(diceInTray(d)).toEqual([0, 1, 2, 3]);
    expect(freeColumns(d)).toEqual([0, 1, 2, 3]);
    expect(placementsOf(d)).toEqual([]);
  });

  it('picking a die then a column puts it there and sends it by value, sorted by column', () => {
    let d = selectDie(rolled(), 3);
    d = dropOnColumn(d, 2);
    d = assignDie(d, 0, 0);
    expect(placementsOf(d)).toEqual([
      { column: 0, value: 6 },
      { column: 2, value: 4 },
    ]);
    expect(d.selected).toBeNull();
    expect(freeColumns(d)).toEqual([1, 3]);
  });

  it('putting a die on a taken column sends the die lying there back to the tray', () => {
    let d = assignDie(rolled(), 1, 1);
    d = assignDie(d, 2, 1);
    expect(d.assigned).toEqual([null, 2, null, null]);
    expect(diceInTray(d)).toEqual([0, 1, 3]);
  });

  it('a die moved to another column leaves its first column', () => {
    let d = assignDie(rolled(), 0, 0);
    d = assignDie(d, 0, 3);
    expect(d.assigned).toEqual([null, null, null, 0]);
    expect(placementsOf(d)).toEqual([{ column: 3, value: 6 }]);
  });

  it('clicking a column holding a die, with nothing in hand, picks that die back up', () => {
    let d = assignDie(rolled(), 2, 1);
    d = dropOnColumn(d, 1);
    expect(d.assigned[1]).toBeNull();
    expect(d.selected).toBe(2);
  });

  it('undo takes back the last die put down, then drops the pick', () => {
    let d = assignDie(rolled(), 0, 0);
    d = assignDie(d, 1, 3);
    d = undoLast(d);
    expect(d.assigned).toEqual([0, null, null, null]);
    d = undoLast(selectDie(undoLast(d), 2));
    expect(d.assigned).toEqual([null, null, null, null]);
    expect(d.selected).toBeNull();
  });

  it('clear sends every die back to the tray; clearing an empty column changes nothing', () => {
    const d = assignDie(assignDie(rolled(), 0, 0), 1, 1);
    expect(placementsOf(clearAll(d))).toEqual([]);
    expect(clearColumn(d, 3)).toBe(d);
  });

  it('a die or column outside the roll is ignored', () => {
    const d = rolled();
    expect(selectDie(d, 4)).toBe(d);
    expect(assignDie(d, 0, 4)).toBe(d);
    expect(assignDie(makeDraft(1, [3]), 1, 0)).toEqual(makeDraft(1, [3]));
  });

  it('the keyboard cursor wraps around the four columns', () => {
    expect(moveCursor(rolled(), -1).cursor).toBe(3);
    expect(moveCursor(moveCursor(rolled(), 3), 1).cursor).toBe(0);
  });
});

describe('keys', () => {
  const placing = { placing: true, canRoll: false, canSolve: false, coding: false };
  const attempt = { placing: false, canRoll: true, canSolve: true, coding: false };
  it.each([
    ['1', placing, { kind: 'pick', die: 0 }],
    ['4', placing, { kind: 'pick', die: 3 }],
    ['b', placing, { kind: 'column', column: 0 }],
    ['R', placing, { kind: 'column', column: 1 }],
    ['y', placing, { kind: 'column', column: 2 }],
    ['g', placing, { kind: 'column', column: 3 }],
    ['ArrowLeft', placing, { kind: 'cursor', step: -1 }],
    ['ArrowRight', placing, { kind: 'cursor', step: 1 }],
    ['Enter', placing, { kind: 'enter' }],
    ['Backspace', placing, { kind: 'undo' }],
    ['Escape', placing, { kind: 'clear' }],
    ['r', attempt, { kind: 'roll' }],
    ['s', attempt, { kind: 'solve' }],
    ['r', { placing: false, canRoll: false, canSolve: false, coding: true }, { kind: 'roll-code' }],
  ] as const)('%s means what the panel says', (key, moment, command) => {
    expect(keyCommand(key, moment)).toEqual(command);
  });

  it('keys mean nothing when the seat may not act, and 5 is not a die', () => {
    const idle = { placing: false, canRoll: false, canSolve: false, coding: false };
    expect(keyCommand('r', idle)).toBeNull();
    expect(keyCommand('1', idle)).toBeNull();
    expect(keyCommand('5', placing)).toBeNull();
  });
});

describe('the keyboard cursor', () => {
  it('moves to a free column when a die is picked while it points at a taken one', () => {
    let d = assignDie(makeDraft(1, [1, 2, 3]), 0, 0);
    expect(d.cursor).toBe(0);
    d = selectDie(d, 1);
    expect(d.cursor).toBe(1);
  });
});
