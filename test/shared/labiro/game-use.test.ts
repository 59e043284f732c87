// Using objects (rules/labiro.md, "Using objects"): the unlock key, the torch, the rope and the dagger, each
// once a turn, then put away in an empty tower that is neither the owner's nor next to it (or out of the game).
import { describe, expect, it } from 'vitest';
import { labiro, type HandItem, type ObjectTile } from '../../../shared/games/labiro/index.js';
import {
  DAGGER,
  DOUBLE,
  KEY,
  O,
  ROPE,
  SINGLE,
  TORCH,
  UNLOCK,
  act,
  at,
  expectRefused,
  obj,
  ofType,
  play,
  rub,
  scene,
  simple,
} from './game-helpers.js';

/** A corridor of four straight towers running south (all communicating, all aligned), objects by base. */
const corridor = (hands: HandItem[][], pawns: number[], objects: Record<number, ObjectTile> = {}, homes?: number[]) =>
  scene({
    towers: [
      [O, simple('straight')],
      [at(O, 3), simple('straight')],
      [at(O, 3, 3), simple('straight')],
      [at(O, 3, 3, 3), simple('straight')],
    ],
    pawns,
    hands,
    objects,
    homes,
  });

describe('the unlock key', () => {
  /** Seat 0 in A (arrow clockwise); B south-east of A is pushed when A turns back; C far away takes the used key. */
  const s = scene({
    towers: [
      [O, simple('straight', 0, 1)],
      [at(O, 2), simple('straight', 2, 1)],
      [at(O, 5, 5), simple('straight')],
    ],
    pawns: [0, 2],
    hands: [[obj(UNLOCK[0])], []],
  });

  it('turns the tower he stands in one step against its arrow, with the push chain, and costs no turn', () => {
    const r = act(s, 0, { type: 'unlock', object: UNLOCK[0].id });
    expect(r.events).toEqual([
      { type: 'used', seat: 0, tile: UNLOCK[0] },
      {
        type: 'turned',
        seat: 0,
        cause: 'unlock',
        steps: [
          { tower: 0, dir: -1 },
          { tower: 1, dir: 1, pushedBy: 0 },
        ],
        turnsUsed: 0,
      },
    ]);
    expect(r.state.board.towers.map((t) => t.turn)).toEqual([5, 3, 0]);
    expect(r.state.turnsUsed).toBe(0);
    expect(r.state.usedThisTurn).toEqual([UNLOCK[0].id]);
  });

  it('works after the 3 turns are spent', () => {
    expect(act({ ...s, turnsUsed: 3 }, 0, { type: 'unlock', object: UNLOCK[0].id }).state.board.towers[0]!.turn).toBe(
      5,
    );
  });

  it('then its owner must put it away before anything else, in a far empty tower, face up', () => {
    const used = act(s, 0, { type: 'unlock', object: UNLOCK[0].id }).state;
    expect(used.pending).toEqual([{ seat: 0, tile: UNLOCK[0] }]);
    expect(labiro.toAct(used)).toEqual([0]);
    expect(labiro.legalActions(used, 0)).toEqual([{ type: 'place', tower: 2 }]);
    expectRefused(used, 0, { type: 'end' }, 'labiro/pending-place');
    expectRefused(used, 0, { type: 'turn', tower: 0 }, 'labiro/pending-place');
    expectRefused(used, 1, { type: 'end' }, 'labiro/not-your-turn');
    const r = act(used, 0, { type: 'place', tower: 2 });
    expect(r.events).toEqual([{ type: 'placed', seat: 0, tile: UNLOCK[0], tower: 2 }]);
    expect(r.state.objects[2]).toEqual(UNLOCK[0]);
    expect(r.state.objectPublic[2]).toBe(true);
    expect(r.state.pending).toEqual([]);
    expect(labiro.view(r.state, { kind: 'seat', seat: 1 }).towers[2]!.object).toEqual({
      kind: 'tile',
      tile: UNLOCK[0],
    });
  });

  it('one must hold it: not held, not that kind, a ruby id', () => {
    expectRefused(s, 0, { type: 'unlock', object: UNLOCK[1].id }, 'labiro/not-held');
    expectRefused(
      { ...s, hands: [[obj(TORCH[0]), rub(SINGLE(0))], []] },
      0,
      { type: 'unlock', object: TORCH[0].id },
      'labiro/not-held',
    );
    expectRefused(
      { ...s, hands: [[rub(SINGLE(0))], []] },
      0,
      { type: 'unlock', object: SINGLE(0).id },
      'labiro/not-held',
    );
  });
});

describe('putting used objects away', () => {
  const used = (pawns: number[], objects: Record<number, ObjectTile> = {}) =>
    act(corridor([[obj(TORCH[0])], []], pawns, { 1: KEY('sun'), ...objects }), 0, {
      type: 'torch',
      object: TORCH[0].id,
      tower: 1,
    }).state;

  it('not in his own tower, not next to it, not in a tower holding an object', () => {
    const s = used([0, 3], { 3: ROPE[0] });
    expectRefused(s, 0, { type: 'place', tower: 0 }, 'labiro/place-too-close');
    expectRefused(s, 0, { type: 'place', tower: 1 }, 'labiro/tower-has-object');
    expectRefused(s, 0, { type: 'place', tower: 3 }, 'labiro/tower-has-object');
    expectRefused(s, 0, { type: 'place', tower: 9 }, 'labiro/not-a-base');
    expect(act(s, 0, { type: 'place', tower: 2 }).state.objects[2]).toEqual(TORCH[0]);
    const near = used([0, 3], { 2: ROPE[1] });
    expect(act(near, 0, { type: 'place', tower: 3 }).state.objects[3]).toEqual(TORCH[0]);
  });

  it('a neighbour without an object is still too close', () => {
    const s = scene({
      towers: [
        [O, simple('straight')],
        [at(O, 3), simple('straight')],
        [at(O, 0), simple('straight')],
        [at(O, 3, 3, 3), simple('straight')],
      ],
      pawns: [0, 3],
      hands: [[obj(TORCH[0])], []],
      objects: { 1: KEY('sun') },
    });
    const u = act(s, 0, { type: 'torch', object: TORCH[0].id, tower: 1 }).state;
    expectRefused(u, 0, { type: 'place', tower: 2 }, 'labiro/place-too-close');
  });

  it('with no such tower the used object leaves the game at once, and play goes on', () => {
    const r = act(corridor([[obj(TORCH[0])], []], [0, 3], { 1: KEY('sun'), 2: ROPE[0], 3: ROPE[1] }), 0, {
      type: 'torch',
      object: TORCH[0].id,
      tower: 1,
    });
    expect(ofType(r.events, 'discarded')).toEqual([
      { type: 'discarded', seat: 0, item: obj(TORCH[0]), why: 'no-room' },
    ]);
    expect(r.state.pending).toEqual([]);
    expect(r.state.discarded).toEqual([obj(TORCH[0])]);
    expect(labiro.toAct(r.state)).toEqual([0]);
  });

  it('placing with nothing pending is refused', () => {
    expectRefused(corridor([[], []], [0, 3]), 0, { type: 'place', tower: 2 }, 'labiro/nothing-to-place');
  });

  it('each object is used at most once in a turn, even when picked up again', () => {
    const s = corridor([[obj(TORCH[0])], []], [0, 3], { 1: KEY('sun') });
    const again = play(s, [
      [0, { type: 'torch', object: TORCH[0].id, tower: 1 }],
      [0, { type: 'place', tower: 2 }],
      [0, { type: 'move', to: 2 }],
      [0, { type: 'take' }],
      [0, { type: 'move', to: 0 }],
    ]).state;
    expect(again.hands[0]).toEqual([obj(TORCH[0])]);
    expectRefused(again, 0, { type: 'torch', object: TORCH[0].id, tower: 1 }, 'labiro/used-twice');
    expect(labiro.legalActions(again, 0).some((a) => a.type === 'torch')).toBe(false);
    const nextTurn = play(again, [
      [0, { type: 'end' }],
      [1, { type: 'end' }],
    ]).state;
    expect(act(nextTurn, 0, { type: 'torch', object: TORCH[0].id, tower: 1 }).events[0]).toEqual({
      type: 'used',
      seat: 0,
      tile: TORCH[0],
    });
  });
});

describe('the torch', () => {
  it('looks privately at the object of a neighbouring aligned tower, on every side', () => {
    for (let side = 0; side < 6; side++) {
      const s = scene({
        towers: [
          [O, simple('straight', side % 3)],
          [at(O, side), simple('straight', side % 3)],
          [at(O, side, side, side), simple('straight')],
        ],
        pawns: [0, 2],
        hands: [[obj(TORCH[1])], []],
        objects: { 1: KEY('star') },
      });
      const r = act(s, 0, { type: 'torch', object: TORCH[1].id, tower: 1 });
      expect(r.events).toEqual([
        { type: 'used', seat: 0, tile: TORCH[1] },
        { type: 'looked', seat: 0, tower: 1, how: 'torch' },
        { type: 'seen', seat: 0, tower: 1, tile: KEY('star'), visibleTo: [0] },
      ]);
      expect(labiro.view(r.state, { kind: 'seat', seat: 0 }).towers[1]).toEqual({
        object: { kind: 'tile', tile: KEY('star') },
        private: true,
        rubyTile: false,
      });
      expect(labiro.view(r.state, { kind: 'seat', seat: 1 }).towers[1]!.object).toEqual({ kind: 'hidden' });
    }
  });

  it('aligned is enough: the doors on the line need not meet', () => {
    // A's door on the far side 4, B's door on its far side 1: aligned along the NE line, no passage.
    const s = scene({
      towers: [
        [O, simple('bend', 4)],
        [at(O, 1), simple('bend', 1)],
        [at(O, 4, 4), simple('straight')],
      ],
      pawns: [0, 2],
      hands: [[obj(TORCH[0])], []],
      objects: { 1: KEY('star') },
    });
    expect(act(s, 0, { type: 'torch', object: TORCH[0].id, tower: 1 }).state.looks).toEqual([
      { seat: 0, tower: 1, tileId: KEY('star').id },
    ]);
  });

  it('a tower not aligned, not a neighbour, or holding nothing is refused', () => {
    const s = scene({
      towers: [
        [O, simple('straight', 0)],
        [at(O, 1), simple('straight', 1)],
        [at(O, 3, 3), simple('straight')],
        [at(O, 3), simple('straight')],
      ],
      pawns: [0, 2],
      hands: [[obj(TORCH[0])], []],
      objects: { 1: KEY('star'), 2: KEY('sun') },
    });
    expectRefused(s, 0, { type: 'torch', object: TORCH[0].id, tower: 1 }, 'labiro/not-aligned');
    expectRefused(s, 0, { type: 'torch', object: TORCH[0].id, tower: 2 }, 'labiro/not-aligned');
    expectRefused(s, 0, { type: 'torch', object: TORCH[0].id, tower: 3 }, 'labiro/no-object');
    expectRefused(s, 0, { type: 'torch', object: TORCH[0].id, tower: 0 }, 'labiro/not-aligned');
  });
});

describe('the rope', () => {
  const s = scene({
    towers: [
      [O, simple('bend', 4)],
      [at(O, 1), simple('bend', 1)],
      [at(O, 4, 4), simple('straight')],
      [at(O, 3), simple('straight', 1)],
    ],
    pawns: [0, 2],
    hands: [[obj(ROPE[0])], []],
  });

  it('climbs to a neighbouring aligned tower though the doors do not meet, and costs one of the 3 turns', () => {
    expectRefused(s, 0, { type: 'move', to: 1 }, 'labiro/no-passage');
    const r = act(s, 0, { type: 'rope', object: ROPE[0].id, to: 1 });
    expect(r.events).toEqual([
      { type: 'used', seat: 0, tile: ROPE[0] },
      { type: 'moved', seat: 0, path: [0, 1], rope: true },
    ]);
    expect(r.state.pawns[0]).toBe(1);
    expect(r.state.turnsUsed).toBe(1);
  });

  it('a rope climb after 3 turns is refused (it would be a fourth)', () => {
    expectRefused({ ...s, turnsUsed: 3 }, 0, { type: 'rope', object: ROPE[0].id, to: 1 }, 'labiro/turn-limit');
  });

  it('a tower not aligned is refused', () => {
    expectRefused(s, 0, { type: 'rope', object: ROPE[0].id, to: 3 }, 'labiro/not-aligned');
    expectRefused(s, 0, { type: 'rope', object: ROPE[0].id, to: 2 }, 'labiro/not-aligned');
  });
});

describe('the dagger', () => {
  /** Robber (seat 0) and victim (seat 1) in base 0 of the corridor; seat 2 far away. */
  const fight = (robber: HandItem[], victim: HandItem[], homes?: number[]) =>
    corridor([robber, victim, []], [0, 0, 3], {}, homes);

  it('robs a player in the same tower of what he carries, rubies first, keeping at most 3 in all', () => {
    const r = act(fight([obj(DAGGER[0]), obj(ROPE[0])], [obj(TORCH[0]), rub(SINGLE(0)), rub(DOUBLE)]), 0, {
      type: 'dagger',
      object: DAGGER[0].id,
      victim: 1,
    });
    expect(r.events).toEqual([
      { type: 'used', seat: 0, tile: DAGGER[0] },
      { type: 'robbed', seat: 0, victim: 1, items: [rub(SINGLE(0)), rub(DOUBLE)], armed: false },
    ]);
    expect(r.state.hands[0]).toEqual([obj(ROPE[0]), rub(SINGLE(0)), rub(DOUBLE)]);
    expect(r.state.hands[1]).toEqual([obj(TORCH[0])]);
    expect(r.state.pending).toEqual([{ seat: 0, tile: DAGGER[0] }]);
  });

  it('the robber chooses what he keeps, but takes all he can carry; the rest stays with the victim', () => {
    const s = fight([obj(DAGGER[0]), obj(ROPE[0])], [obj(TORCH[0]), rub(SINGLE(0)), rub(DOUBLE)]);
    const r = act(s, 0, {
      type: 'dagger',
      object: DAGGER[0].id,
      victim: 1,
      take: [
        { kind: 'object', id: TORCH[0].id },
        { kind: 'ruby', id: 0 },
      ],
    });
    expect(r.state.hands[0]).toEqual([obj(ROPE[0]), obj(TORCH[0]), rub(SINGLE(0))]);
    expect(r.state.hands[1]).toEqual([rub(DOUBLE)]);
    expectRefused(
      s,
      0,
      { type: 'dagger', object: DAGGER[0].id, victim: 1, take: [{ kind: 'object', id: TORCH[0].id }] },
      'labiro/rob-too-few',
    );
    expectRefused(s, 0, { type: 'dagger', object: DAGGER[0].id, victim: 1, take: [] }, 'labiro/rob-too-few');
    const all = [
      { kind: 'object', id: TORCH[0].id },
      { kind: 'ruby', id: 0 },
      { kind: 'ruby', id: 5 },
    ] as const;
    expectRefused(s, 0, { type: 'dagger', object: DAGGER[0].id, victim: 1, take: all }, 'labiro/rob-too-many');
    expectRefused(
      s,
      0,
      { type: 'dagger', object: DAGGER[0].id, victim: 1, take: [{ kind: 'ruby', id: 3 }] },
      'labiro/rob-not-there',
    );
    expectRefused(
      s,
      0,
      {
        type: 'dagger',
        object: DAGGER[0].id,
        victim: 1,
        take: [
          { kind: 'ruby', id: 0 },
          { kind: 'ruby', id: 0 },
        ],
      },
      'labiro/rob-not-there',
    );
  });

  it('against an armed player the robber takes one thing only; both daggers are put away, each by its owner', () => {
    const s = fight([obj(DAGGER[0])], [obj(ROPE[0]), obj(DAGGER[1]), rub(SINGLE(2))]);
    const r = act(s, 0, { type: 'dagger', object: DAGGER[0].id, victim: 1 });
    expect(ofType(r.events, 'robbed')).toEqual([
      { type: 'robbed', seat: 0, victim: 1, items: [rub(SINGLE(2))], armed: true },
    ]);
    expect(r.state.hands).toEqual([[rub(SINGLE(2))], [obj(ROPE[0])], []]);
    expect(r.state.pending).toEqual([
      { seat: 0, tile: DAGGER[0] },
      { seat: 1, tile: DAGGER[1] },
    ]);
    expect(labiro.toAct(r.state)).toEqual([0]);
    expectRefused(r.state, 1, { type: 'place', tower: 2 }, 'labiro/not-your-turn');
    const robberPlaced = act(r.state, 0, { type: 'place', tower: 2 }).state;
    expect(labiro.toAct(robberPlaced)).toEqual([1]);
    expect(labiro.legalActions(robberPlaced, 1)).toEqual([{ type: 'place', tower: 3 }]);
    expectRefused(robberPlaced, 0, { type: 'end' }, 'labiro/not-your-turn');
    const victimPlaced = act(robberPlaced, 1, { type: 'place', tower: 3 });
    expect(victimPlaced.events).toEqual([{ type: 'placed', seat: 1, tile: DAGGER[1], tower: 3 }]);
    expect(labiro.toAct(victimPlaced.state)).toEqual([0]);
    expect(victimPlaced.state.turn).toBe(0);
  });

  it("the armed victim's dagger cannot be taken, and more than one thing is refused", () => {
    const s = fight([obj(DAGGER[0])], [obj(ROPE[0]), obj(DAGGER[1]), rub(SINGLE(2))]);
    expectRefused(
      s,
      0,
      { type: 'dagger', object: DAGGER[0].id, victim: 1, take: [{ kind: 'object', id: DAGGER[1].id }] },
      'labiro/rob-dagger',
    );
    expectRefused(
      s,
      0,
      {
        type: 'dagger',
        object: DAGGER[0].id,
        victim: 1,
        take: [
          { kind: 'object', id: ROPE[0].id },
          { kind: 'ruby', id: 2 },
        ],
      },
      'labiro/rob-too-many',
    );
    const r = act(s, 0, {
      type: 'dagger',
      object: DAGGER[0].id,
      victim: 1,
      take: [{ kind: 'object', id: ROPE[0].id }],
    });
    expect(r.state.hands[0]).toEqual([obj(ROPE[0])]);
  });

  it('a victim armed with nothing else is still disarmed', () => {
    const r = act(fight([obj(DAGGER[0])], [obj(DAGGER[1])]), 0, { type: 'dagger', object: DAGGER[0].id, victim: 1 });
    expect(r.state.hands).toEqual([[], [], []]);
    expect(r.state.pending.map((p) => p.seat)).toEqual([0, 1]);
  });

  it("when the robber's dagger takes the last free far tower, the victim's dagger has no room and leaves the game", () => {
    const s = corridor([[obj(DAGGER[0])], [obj(DAGGER[1]), rub(SINGLE(2))], []], [0, 0, 1], { 3: KEY('sun') });
    const used = act(s, 0, { type: 'dagger', object: DAGGER[0].id, victim: 1 }).state;
    const r = act(used, 0, { type: 'place', tower: 2 });
    expect(ofType(r.events, 'discarded')).toEqual([
      { type: 'discarded', seat: 1, item: obj(DAGGER[1]), why: 'no-room' },
    ]);
    expect(r.state.pending).toEqual([]);
    expect(labiro.toAct(r.state)).toEqual([0]);
  });

  it('the robber standing in his start tower puts the stolen rubies in his chest', () => {
    const r = act(fight([obj(DAGGER[0])], [rub(DOUBLE)], [0, 2, 3]), 0, {
      type: 'dagger',
      object: DAGGER[0].id,
      victim: 1,
    });
    expect(ofType(r.events, 'deposited')).toEqual([{ type: 'deposited', seat: 0, tiles: [DOUBLE], chest: 2 }]);
    expect(r.state.hands[0]).toEqual([]);
  });

  it('the victim must stand in the same tower, be another seat, and carry something', () => {
    const s = fight([obj(DAGGER[0])], [rub(DOUBLE)]);
    expectRefused(s, 0, { type: 'dagger', object: DAGGER[0].id, victim: 2 }, 'labiro/not-same-tower');
    expectRefused(s, 0, { type: 'dagger', object: DAGGER[0].id, victim: 0 }, 'labiro/bad-victim');
    expectRefused(s, 0, { type: 'dagger', object: DAGGER[0].id, victim: 3 }, 'labiro/bad-victim');
    expectRefused(
      fight([obj(DAGGER[0])], []),
      0,
      { type: 'dagger', object: DAGGER[0].id, victim: 1 },
      'labiro/nothing-to-rob',
    );
    expectRefused(s, 0, { type: 'dagger', object: DAGGER[1].id, victim: 1 }, 'labiro/not-held');
  });

  it('entering a tower where an armed opponent stands is harmless', () => {
    const s = corridor([[rub(DOUBLE)], [obj(DAGGER[1])]], [0, 2]);
    const r = act(s, 0, { type: 'move', to: 2 });
    expect(r.events).toEqual([{ type: 'moved', seat: 0, path: [0, 1, 2] }]);
    expect(r.state.hands).toEqual([[rub(DOUBLE)], [obj(DAGGER[1])]]);
  });
});
