// The cable rules through the spec's entry points checkCable and networkPoints (rules/web.md, "Laying a cable"
// and its worked cases, the rulebook's figure). Maps: `o` open card square, `S` server, `1`–`5` computer,
// `#` obstacle, `.` empty table; x grows to the right, y downwards, from [0, 0] at the top left.
import { describe, expect, it } from 'vitest';
import { checkCable, networkPoints, type WebTable } from '../../../shared/games/web/index.js';
import { deepFreeze } from '../engine-helpers.js';
import { drawTable } from './helpers.js';

type P = [number, number];

/** Lays a cable that must be legal (a step of a case's set-up). */
function lay(t: WebTable, colour: number, a: P, b: P): WebTable {
  expect(checkCable(t, colour, a, b)).toBeNull();
  return { ...t, cables: [...t.cables, { a, b, colour }] };
}

describe('the rulebook figure', () => {
  it('a diagonal cable is refused', () => {
    const t = drawTable(['o S o', 'o o o']);
    expect(checkCable(t, 0, [1, 0], [2, 1])).toBe('web/cable-diagonal');
  });

  it("a cable reaching neither a server nor its colour's network is refused", () => {
    const t = drawTable(['o S o o o']);
    expect(checkCable(t, 0, [3, 0], [4, 0])).toBe('web/cable-unconnected');
  });

  it("another colour's network does not connect: a cable reaches a server through its own colour only", () => {
    const t = lay(drawTable(['o S o o o']), 1, [1, 0], [2, 0]);
    expect(checkCable(t, 0, [2, 0], [3, 0])).toBe('web/cable-unconnected');
    expect(checkCable(t, 1, [2, 0], [3, 0])).toBeNull();
  });

  it('a cable to a server on an extra card is fine, and so is one from it', () => {
    let t = drawTable(['o S o S o']);
    t = lay(t, 0, [1, 0], [2, 0]);
    expect(checkCable(t, 0, [2, 0], [3, 0])).toBeNull();
    expect(checkCable(t, 1, [3, 0], [4, 0])).toBeNull();
  });

  it('a second cable into a computer is refused, whatever its colour', () => {
    let t = drawTable(['o S 3', 'o S o']);
    t = lay(t, 1, [1, 0], [2, 0]);
    t = lay(t, 0, [1, 1], [2, 1]);
    expect(checkCable(t, 0, [2, 1], [2, 0])).toBe('web/computer-taken');
    expect(checkCable(t, 1, [2, 1], [2, 0])).toBe('web/computer-taken');
  });

  it('a computer passes no connection on: the cable ends there', () => {
    const t = lay(drawTable(['S 3 o']), 0, [0, 0], [1, 0]);
    expect(checkCable(t, 0, [1, 0], [2, 0])).toBe('web/computer-taken');
  });

  it('two cables on one side are refused (parallel), in either direction and of any colour', () => {
    const t = lay(drawTable(['o S o']), 0, [1, 0], [2, 0]);
    expect(checkCable(t, 0, [1, 0], [2, 0])).toBe('web/cable-parallel');
    expect(checkCable(t, 0, [2, 0], [1, 0])).toBe('web/cable-parallel');
    expect(checkCable(t, 1, [1, 0], [2, 0])).toBe('web/cable-parallel');
  });

  it('a cable into a hole too small for any card is fine, and the hole passes the connection on', () => {
    let t = drawTable(['. o o o .', 'o o . o o', '. o S o .']);
    t = lay(t, 0, [2, 2], [2, 1]);
    expect(checkCable(t, 0, [2, 1], [2, 0])).toBeNull();
    expect(checkCable(t, 0, [2, 1], [1, 1])).toBeNull();
  });

  it('a cable into an empty square where a card could still lie is refused', () => {
    const t = drawTable(['o o o o o', 'o . . . o', 'o o S o o']);
    expect(checkCable(t, 0, [2, 2], [2, 1])).toBe('web/cable-off-cards');
  });

  it('a cable off the cards onto the open table is refused', () => {
    const t = drawTable(['. . .', 'o S o', '. . .']);
    expect(checkCable(t, 0, [1, 1], [1, 2])).toBe('web/cable-off-cards');
    expect(checkCable(t, 0, [1, 1], [1, 0])).toBe('web/cable-off-cards');
  });
});

describe('the other cable rules', () => {
  it('a cable may not end on an obstacle', () => {
    const t = drawTable(['o S #']);
    expect(checkCable(t, 0, [1, 0], [2, 0])).toBe('web/cable-on-obstacle');
  });

  it('a cable joins two squares that share a side: not two apart, not one square with itself', () => {
    const t = drawTable(['o S o']);
    expect(checkCable(t, 0, [0, 0], [2, 0])).toBe('web/cable-not-adjacent');
    expect(checkCable(t, 0, [1, 0], [1, 0])).toBe('web/cable-not-adjacent');
  });

  it('a server takes four cables, one per side, of any colours', () => {
    let t = drawTable(['. o .', 'o S o', '. o .']);
    t = lay(t, 0, [1, 1], [1, 0]);
    t = lay(t, 1, [1, 1], [2, 1]);
    t = lay(t, 2, [1, 1], [1, 2]);
    t = lay(t, 0, [1, 1], [0, 1]);
    expect(t.cables).toHaveLength(4);
  });

  it('open squares carry cables on all four sides: cables turn, branch and cross other colours there', () => {
    let t = drawTable(['. . o . .', 'S o o o o', '. . o . .', '. . S . .']);
    t = lay(t, 0, [0, 1], [1, 1]);
    t = lay(t, 0, [1, 1], [2, 1]);
    t = lay(t, 0, [2, 1], [3, 1]);
    t = lay(t, 1, [2, 3], [2, 2]);
    t = lay(t, 1, [2, 2], [2, 1]);
    t = lay(t, 1, [2, 1], [2, 0]);
    expect(checkCable(t, 0, [3, 1], [4, 1])).toBeNull();
  });

  it('judges the cable alone and never writes to the table', () => {
    const t = deepFreeze(lay(drawTable(['o S o']), 0, [1, 0], [2, 0]));
    expect(checkCable(t, 0, [0, 0], [1, 0])).toBeNull();
    expect(t.cables).toHaveLength(1);
  });
});

describe('networkPoints', () => {
  it('sums, per colour with cables, the computers its cables reach', () => {
    let t = drawTable(['2 S 3 o', '. 4 . .']);
    t = lay(t, 0, [1, 0], [2, 0]);
    t = lay(t, 0, [1, 0], [0, 0]);
    t = lay(t, 1, [1, 0], [1, 1]);
    expect(networkPoints(t)).toEqual({ 0: 5, 1: 4 });
  });

  it('a colour whose cables reach no computer scores 0; a table without cables lists no colour', () => {
    const t = drawTable(['o S o']);
    expect(networkPoints(t)).toEqual({});
    expect(networkPoints(lay(t, 3, [1, 0], [2, 0]))).toEqual({ 3: 0 });
  });
});
