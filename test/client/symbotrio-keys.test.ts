// Symbotrio's keyboard as a player uses it: a letter per square by where it lies on the table now (A–L row by
// row), so after a code card turns the board the same letter reaches the square now in that place; N turns up a
// card, S stops the try, the trickster's picker answers the arrows and Enter; keys are off when it is not one's turn.
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../shared/core/index.js';
import { cellOf, symbotrio, type SymbotrioState } from '../../shared/games/symbotrio/index.js';
import {
  cellOfLetter,
  squareLetter,
  symbotrioKey,
  type SymbotrioKeyMoment,
} from '../../client/games/symbotrio/keys.js';
import { controlsModel } from '../../client/games/symbotrio/model.js';
import { keyMoment } from '../../client/games/symbotrio/ui/keys.js';
import { CODE, card, play, table } from '../shared/symbotrio/helpers.js';

const OFF: SymbotrioKeyMoment = { board: null, draw: false, stop: false, picker: false, steal: false };
const model = (s: SymbotrioState, seat: number | null) => {
  const v = symbotrio.view(s, seat === null ? { kind: 'spectator' } : { kind: 'seat', seat });
  return controlsModel(v, seat, seat === null ? [] : symbotrio.legalFromView!(v, seat), null);
};

describe('a letter per square, by where it lies now', () => {
  it('the unturned board reads A–D, E–H, I–L row by row', () => {
    expect([0, 1, 2].map((r) => [0, 1, 2, 3].map((c) => squareLetter(r, c, 4)).join(''))).toEqual([
      'ABCD',
      'EFGH',
      'IJKL',
    ]);
    expect(cellOfLetter('g', 3, 4)).toEqual({ row: 1, col: 2 });
    expect(cellOfLetter('M', 3, 4)).toBeNull();
  });

  it('a quarter-turned board (4 rows × 3 columns) reads A–C, D–F, G–I, J–L; every letter names one place and back', () => {
    expect([0, 1, 2, 3].map((r) => [0, 1, 2].map((c) => squareLetter(r, c, 3)).join(''))).toEqual([
      'ABC',
      'DEF',
      'GHI',
      'JKL',
    ]);
    for (const [rows, cols] of [
      [3, 4],
      [4, 3],
    ] as const) {
      for (let r = 0; r < rows; r++)
        for (let c = 0; c < cols; c++)
          expect(cellOfLetter(squareLetter(r, c, cols), rows, cols)).toEqual({ row: r, col: c });
    }
  });

  it('after a code card turns the board, D reaches the square now at row 1, column 0 — another square than before', () => {
    let s = table({ open: [null, card(1)], top: [card(CODE)] });
    s = play(s, { type: 'draw' }).state;
    expect(s.boardTurn).toBe(1);
    const m = keyMoment(model(s, 0), false)!;
    expect(m.board).toEqual({ rows: 4, cols: 3 });
    const key = symbotrioKey('d', m);
    expect(key).toEqual({ kind: 'flip', row: 1, col: 0 });
    const turned = play(s, { type: 'flip', row: 1, col: 0 }).state;
    const id = turned.flipped[0]!;
    expect(cellOf(id, 1)).toEqual({ row: 1, col: 0 });
    expect(cellOf(id, 0)).not.toEqual({ row: 0, col: 3 }); // D on the unturned board was (0, 3)
  });
});

describe('what each key does at each moment', () => {
  it('cracking: letters turn squares; S only once a square is up; N and the arrows mean nothing', () => {
    let s = table();
    let m = keyMoment(model(s, 0), false)!;
    expect(symbotrioKey('a', m)).toEqual({ kind: 'flip', row: 0, col: 0 });
    expect(symbotrioKey('L', m)).toEqual({ kind: 'flip', row: 2, col: 3 });
    expect(symbotrioKey('s', m)).toBeNull();
    expect(symbotrioKey('n', m)).toBeNull();
    expect(symbotrioKey('ArrowUp', m)).toBeNull();
    s = play(s, { type: 'flip', row: 0, col: 0 }).state;
    m = keyMoment(model(s, 0), false)!;
    expect(symbotrioKey('S', m)).toEqual({ kind: 'stop' });
  });

  it('three squares up: the letters are off, S ends the try', () => {
    const s = play(table(), ...[0, 1, 2].map((c) => ({ type: 'flip', row: 0, col: c }) as const)).state;
    const m = keyMoment(model(s, 0), false)!;
    expect(m.board).toBeNull();
    expect(symbotrioKey('d', m)).toBeNull();
    expect(symbotrioKey('s', m)).toEqual({ kind: 'stop' });
  });

  it('no open card: N turns one up, the letters are off', () => {
    const m = keyMoment(model(table({ open: [null, card(1)] }), 0), false)!;
    expect(symbotrioKey('N', m)).toEqual({ kind: 'draw' });
    expect(symbotrioKey('a', m)).toBeNull();
  });

  it('the trickster’s picker: ↑/↓ choose the opponent, ←/→ the card, Enter draws once one is chosen', () => {
    const m: SymbotrioKeyMoment = { ...OFF, picker: true };
    expect(symbotrioKey('ArrowDown', m)).toEqual({ kind: 'target', step: 1 });
    expect(symbotrioKey('ArrowUp', m)).toEqual({ kind: 'target', step: -1 });
    expect(symbotrioKey('ArrowLeft', m)).toEqual({ kind: 'card', step: -1 });
    expect(symbotrioKey('ArrowRight', m)).toEqual({ kind: 'card', step: 1 });
    expect(symbotrioKey('Enter', m)).toBeNull();
    expect(symbotrioKey('Enter', { ...m, steal: true })).toEqual({ kind: 'steal' });
  });

  it('keys are off for the player waiting, for a spectator, and while an action is on its way', () => {
    const s = unwrap(symbotrio.setup({ seed: 3, players: 2, options: { easy: false, first: 0 } }));
    expect(keyMoment(model(s, 1), false)).toBeNull();
    expect(keyMoment(model(s, null), false)).toBeNull();
    expect(keyMoment(model(s, 0), true)).toBeNull();
    expect(keyMoment(model(s, 0), false)).not.toBeNull();
  });
});
