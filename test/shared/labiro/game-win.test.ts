// The end (rules/labiro.md, "End"): a chest beyond what anyone else could still reach wins at once; with every
// ruby in a chest the most rubies win and equal counts share; the table's round limit; what `needs` shows.
import { describe, expect, it } from 'vitest';
import {
  labiro,
  needsFor,
  rubiesOutOf,
  winnerNow,
  type LabiroState,
  type RubyTile,
} from '../../../shared/games/labiro/index.js';
import { DOUBLE, O, SINGLE, act, at, expectRefused, ofType, rub, scene, simple } from './game-helpers.js';

/** Seat `carrier` (on turn) carries `tile` one step from home; chests as given; pawns elsewhere on a corridor. */
function lastStep(chests: RubyTile[][], carrier: number, tile: RubyTile) {
  const players = chests.length;
  return scene({
    towers: [
      [O, simple('straight')],
      [at(O, 3), simple('straight')],
      [at(O, 3, 3), simple('straight')],
    ],
    pawns: Array.from({ length: players }, (_, s) => (s === carrier ? 0 : 2)),
    homes: Array.from({ length: players }, (_, s) => (s === carrier ? 1 : 2)),
    hands: Array.from({ length: players }, (_, s) => (s === carrier ? [rub(tile)] : [])),
    chests,
    turn: carrier,
  });
}

describe('winning at once', () => {
  it('two players: 4 rubies in the chest win at once (more than 3 still out could give the other)', () => {
    const r = act(lastStep([[SINGLE(0), SINGLE(1), SINGLE(2)], []], 0, SINGLE(3)), 0, { type: 'move', to: 1 });
    expect(ofType(r.events, 'finished')).toEqual([{ type: 'finished', result: { winners: [0], reason: 'rubies' } }]);
    expect(r.state.phase).toBe('over');
    expect(r.state.turn).toBeNull();
    expect(labiro.toAct(r.state)).toEqual([]);
    expect(labiro.outcome(r.state)).toEqual({ scores: [4, 0], winners: [0], draw: false });
  });

  it('two players: 3 rubies against 0 are not yet enough', () => {
    const r = act(lastStep([[SINGLE(0), SINGLE(1)], []], 0, SINGLE(3)), 0, { type: 'move', to: 1 });
    expect(r.state.phase).toBe('play');
    expect(labiro.outcome(r.state)).toBeNull();
  });

  it('three players: the chest must beat every other chest plus every ruby still out', () => {
    expect(winnerNow([3, 1, 0])).toBeNull(); // 3 out: 1 + 3 = 4
    expect(winnerNow([4, 1, 0])).toBe(0); // 2 out: 1 + 2 = 3 < 4
    expect(winnerNow([1, 4, 1])).toBe(1); // 1 out
    expect(winnerNow([3, 3, 0])).toBeNull();
    const r = act(lastStep([[SINGLE(0)], [DOUBLE, SINGLE(1)], []], 1, SINGLE(2)), 1, { type: 'move', to: 1 });
    expect(r.state.result).toEqual({ winners: [1], reason: 'rubies' });
  });

  it('four players: the same rule', () => {
    expect(winnerNow([2, 2, 1, 0])).toBeNull();
    expect(winnerNow([4, 1, 1, 0])).toBe(0); // 1 out
    expect(winnerNow([3, 1, 1, 1])).toBe(0); // 1 out: 1 + 1 = 2 < 3
    expect(winnerNow([3, 2, 2, 0])).toBe(0); // nothing out: most rubies
    const r = act(lastStep([[DOUBLE], [SINGLE(0)], [SINGLE(1)], []], 3, SINGLE(2)), 3, { type: 'move', to: 1 });
    expect(r.state.phase).toBe('play'); // 2, 1, 1, 1 with 2 out
  });

  it('with every ruby in a chest, the most rubies win and equal counts share the win', () => {
    const r = act(lastStep([[DOUBLE, SINGLE(0)], [SINGLE(1), SINGLE(2), SINGLE(3)], []], 2, SINGLE(4)), 2, {
      type: 'move',
      to: 1,
    });
    expect(r.state.result).toEqual({ winners: [0, 1], reason: 'all-in' });
    expect(labiro.outcome(r.state)).toEqual({ scores: [3, 3, 1], winners: [0, 1], draw: true });
    expect(rubiesOutOf([3, 3, 1])).toBe(0);
  });

  it('after the end every action is refused', () => {
    const over = act(lastStep([[SINGLE(0), SINGLE(1), SINGLE(2)], []], 0, SINGLE(3)), 0, { type: 'move', to: 1 }).state;
    expectRefused(over, 0, { type: 'end' }, 'labiro/game-over');
    expectRefused(over, 1, { type: 'move', to: 2 }, 'labiro/game-over');
    expect(labiro.legalActions(over, 0)).toEqual([]);
  });
});

describe('the round limit', () => {
  it('after roundLimit full rounds the most rubies win (equal counts share)', () => {
    const base = lastStep([[SINGLE(0)], []], 0, SINGLE(3));
    let s: LabiroState = { ...base, options: { ...base.options, roundLimit: 2 }, hands: [[], []] };
    for (let i = 0; i < 3; i++) s = act(s, s.turn!, { type: 'end' }).state;
    expect(s.phase).toBe('play');
    const r = act(s, s.turn!, { type: 'end' });
    expect(r.events.map((e) => e.type)).toEqual(['ended', 'finished']);
    expect(r.state.result).toEqual({ winners: [0], reason: 'round-limit' });
    expect(r.state.turnCount).toBe(4);
  });

  it('at a level score every seat shares the win', () => {
    const base = lastStep([[], []], 0, SINGLE(3));
    let s: LabiroState = { ...base, options: { ...base.options, roundLimit: 1 } };
    s = act(s, 0, { type: 'end' }).state;
    expect(act(s, 1, { type: 'end' }).state.result).toEqual({ winners: [0, 1], reason: 'round-limit' });
  });
});

describe('what a seat still needs', () => {
  it('two players at 0–0 need 4; the view shows it with the rubies still out', () => {
    expect(needsFor([0, 0], 0)).toBe(4);
    const v = labiro.view(lastStep([[], []], 0, SINGLE(3)), { kind: 'spectator' });
    expect(v.seats.map((p) => p.needs)).toEqual([4, 4]);
    expect(v.rubiesOut).toBe(7);
  });

  it('is the smallest chest that wins at once if the seat brings the missing rubies home itself', () => {
    const cases: number[][] = [];
    for (let a = 0; a <= 7; a++)
      for (let b = 0; a + b <= 7; b++) for (let c = 0; a + b + c <= 7; c++) cases.push([a, b, c], [a, b]);
    for (const chests of cases) {
      const out = rubiesOutOf(chests);
      chests.forEach((mine, p) => {
        let n = mine;
        for (;;) {
          const after = chests.map((c, q) => (q === p ? n : c));
          const left = out - (n - mine);
          if (after.every((c, q) => q === p || n > c + left)) break;
          n++;
        }
        expect(needsFor(chests, p)).toBe(n);
      });
    }
    expect(needsFor([2, 1], 0)).toBe(4);
    expect(needsFor([3, 3, 0], 2)).toBe(3); // more than the one ruby out: no win at once left for seat 2
  });
});
