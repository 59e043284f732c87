// A turn (rules/labiro.md, "A turn"): walking through communicating doors, turning towers with their push
// chains (at most 3 turns), the full-tower rule at the end of a turn, and the turn passing on.
import { describe, expect, it } from 'vitest';
import { labiro, turnChain, type LabiroState, type TurnStep } from '../../../shared/games/labiro/index.js';
import { O, ROPE, act, at, expectRefused, obj, ofType, play, scene, simple } from './game-helpers.js';

const plain = (steps: readonly TurnStep[]) => steps.map((s) => [s.tower, s.dir, s.pushedBy ?? null]);
const turns = (s: LabiroState) => s.board.towers.map((t) => t.turn);

/** A corridor running south: 0 → 1 → 2 all communicate (straight towers, doors N and S); 3, north-east of 0, is walled off. */
const corridor = (pawns: (number | null)[] = [0, 2]) =>
  scene({
    towers: [
      [O, simple('straight')],
      [at(O, 3), simple('straight')],
      [at(O, 3, 3), simple('straight')],
      [at(O, 1), simple('straight')],
    ],
    pawns,
  });

describe('moving', () => {
  it('a pawn walks to any tower reachable through communicating doors, along a shortest path', () => {
    const r = act(corridor(), 0, { type: 'move', to: 2 });
    expect(r.state.pawns[0]).toBe(2);
    expect(r.events).toEqual([{ type: 'moved', seat: 0, path: [0, 1, 2] }]);
  });

  it('moving is free and unlimited: back and forth', () => {
    const r = play(corridor(), [
      [0, { type: 'move', to: 1 }],
      [0, { type: 'move', to: 0 }],
      [0, { type: 'move', to: 2 }],
      [0, { type: 'move', to: 0 }],
    ]);
    expect(r.state.pawns[0]).toBe(0);
    expect(r.state.turnsUsed).toBe(0);
  });

  it('a tower whose doors do not meet cannot be reached (no passage)', () => {
    expectRefused(corridor(), 0, { type: 'move', to: 3 }, 'labiro/no-passage');
  });

  it('moving to the tower one stands in, or to no base, is refused', () => {
    expectRefused(corridor(), 0, { type: 'move', to: 0 }, 'labiro/already-there');
    expectRefused(corridor(), 0, { type: 'move', to: 4 }, 'labiro/not-a-base');
    expectRefused(corridor(), 0, { type: 'move', to: -1 }, 'labiro/not-a-base');
  });

  it('a pawn passes through a full tower, and ends beyond it', () => {
    const s = corridor([0, 1, 1]);
    const r = play(s, [
      [0, { type: 'move', to: 2 }],
      [0, { type: 'end' }],
    ]);
    expect(r.events[0]).toEqual({ type: 'moved', seat: 0, path: [0, 1, 2] });
    expect(r.state.turn).toBe(1);
  });

  it('a turn cannot end in a full tower (two other pawns there), but may end where one other pawn stands', () => {
    const s = act(corridor([0, 1, 1]), 0, { type: 'move', to: 1 }).state;
    expectRefused(s, 0, { type: 'end' }, 'labiro/tower-full');
    expect(labiro.legalActions(s, 0).some((a) => a.type === 'end')).toBe(false);
    const one = act(corridor([0, 1, 2]), 0, { type: 'move', to: 1 }).state;
    expect(act(one, 0, { type: 'end' }).state.turn).toBe(1);
  });
});

describe('turning towers', () => {
  it("a turn turns a tower one step along its arrow; a door swinging onto a neighbour's door pushes it the other way", () => {
    const s = scene({
      towers: [
        [O, simple('straight', 0, 1)],
        [at(O, 1), simple('straight', 1, -1)],
      ],
      pawns: [0, 1],
    });
    const r = act(s, 0, { type: 'turn', tower: 0 });
    expect(r.events).toEqual([
      {
        type: 'turned',
        seat: 0,
        cause: 'turn',
        steps: [
          { tower: 0, dir: 1 },
          { tower: 1, dir: -1, pushedBy: 0 },
        ],
        turnsUsed: 1,
      },
    ]);
    expect(turns(r.state)).toEqual([1, 0]);
    expect(r.state.turnsUsed).toBe(1);
  });

  it('a counter-clockwise arrow turns the tower counter-clockwise', () => {
    const s = scene({
      towers: [
        [O, simple('bend', 0, -1)],
        [at(O, 3, 3), simple('straight')],
      ],
      pawns: [0, 1],
    });
    expect(turns(act(s, 0, { type: 'turn', tower: 0 }).state)).toEqual([5, 0]);
  });

  it('a pushed tower turns against its own arrow', () => {
    const s = scene({
      towers: [
        [O, simple('straight', 0, 1)],
        [at(O, 1), simple('straight', 1, 1)],
      ],
      pawns: [0, 1],
    });
    const r = act(s, 0, { type: 'turn', tower: 0 });
    expect(ofType(r.events, 'turned')[0]!.steps[1]).toEqual({ tower: 1, dir: -1, pushedBy: 0 });
    expect(r.state.board.towers[1]!.turn).toBe(0);
  });

  it('a branching chain is worked breadth-first, and only the first turn of a chain costs a turn', () => {
    const s = scene({
      towers: [
        [O, simple('fork')],
        [at(O, 1), simple('straight', 1)],
        [at(O, 3), simple('straight', 0)],
        [at(O, 1, 0), simple('straight', 0)],
      ],
      pawns: [0, 2],
    });
    const r = act(s, 0, { type: 'turn', tower: 0 });
    expect(plain(ofType(r.events, 'turned')[0]!.steps)).toEqual([
      [0, 1, null],
      [1, -1, 0],
      [2, -1, 0],
      [3, 1, 1],
    ]);
    expect(r.state.turnsUsed).toBe(1);
  });

  it('in a cycle of towers each turns once: the push back onto the first tower is ignored', () => {
    const s = scene({
      towers: [
        [O, simple('straight', 0)],
        [at(O, 1), simple('bend', 4)],
        [at(O, 0), simple('straight', 2)],
      ],
      pawns: [0, 1],
    });
    const r = act(s, 0, { type: 'turn', tower: 0 });
    expect(plain(ofType(r.events, 'turned')[0]!.steps)).toEqual([
      [0, 1, null],
      [1, -1, 0],
      [2, 1, 1],
    ]);
    expect(turns(r.state)).toEqual([1, 3, 3]);
  });

  it("the engine's turn is the core push rule (turnChain) with the tower's arrow", () => {
    const s = scene({
      towers: [
        [O, simple('fork')],
        [at(O, 5), simple('straight', 2)],
        [at(O, 3), simple('straight', 0)],
        [at(O, 1), simple('straight', 1)],
      ],
      pawns: [0, 1],
    });
    const r = act(s, 0, { type: 'turn', tower: 1 });
    const expected = turnChain(s.board, 1, 1);
    expect(r.state.board).toEqual(expected.board);
    expect(ofType(r.events, 'turned')[0]!.steps).toEqual(expected.steps);
  });

  it('pawns ride along with their towers: they stay on their base and the view shows the tower turned', () => {
    const s = scene({
      towers: [
        [O, simple('straight', 0, 1)],
        [at(O, 1), simple('straight', 1, -1)],
      ],
      pawns: [0, 1],
    });
    const after = act(s, 0, { type: 'turn', tower: 0 }).state;
    for (const v of [labiro.view(after, { kind: 'seat', seat: 1 }), labiro.view(after, { kind: 'spectator' })]) {
      expect(v.seats.map((p) => p.pawn)).toEqual([0, 1]);
      expect(v.board.towers.map((t) => t.turn)).toEqual([1, 0]);
    }
  });

  it("one may turn one's own tower or a neighbour, not a tower further away", () => {
    const s = scene({
      towers: [
        [O, simple('straight')],
        [at(O, 3), simple('straight')],
        [at(O, 3, 3), simple('straight')],
      ],
      pawns: [0, 2],
    });
    expect(act(s, 0, { type: 'turn', tower: 1 }).state.turnsUsed).toBe(1);
    expectRefused(s, 0, { type: 'turn', tower: 2 }, 'labiro/turn-too-far');
    expectRefused(s, 0, { type: 'turn', tower: 7 }, 'labiro/not-a-base');
  });

  it('a fourth turn in one turn is refused; the next player has three again', () => {
    const s = scene({
      towers: [
        [O, simple('straight')],
        [at(O, 3), simple('straight')],
      ],
      pawns: [0, 1],
    });
    const three = play(s, [
      [0, { type: 'turn', tower: 0 }],
      [0, { type: 'turn', tower: 1 }],
      [0, { type: 'turn', tower: 0 }],
    ]).state;
    expect(three.turnsUsed).toBe(3);
    expectRefused(three, 0, { type: 'turn', tower: 1 }, 'labiro/turn-limit');
    expect(labiro.legalActions(three, 0).some((a) => a.type === 'turn')).toBe(false);
    const next = act(three, 0, { type: 'end' });
    expect(next.events).toEqual([{ type: 'ended', seat: 0, next: 1 }]);
    expect(next.state.turnsUsed).toBe(0);
    expect(next.state.turnCount).toBe(1);
    expect(act(next.state, 1, { type: 'turn', tower: 1 }).state.turnsUsed).toBe(1);
  });
});

describe('the turn passing on', () => {
  it('ending the turn passes it to the next seat in turn order, round and round', () => {
    let s = corridor([0, 1, 2]);
    s = { ...s, order: [2, 0, 1], turn: 2 };
    const seen: number[] = [];
    for (let i = 0; i < 4; i++) {
      const r = act(s, s.turn!, { type: 'end' });
      s = r.state;
      seen.push(s.turn!);
    }
    expect(seen).toEqual([0, 1, 2, 0]);
    expect(s.turnCount).toBe(4);
  });

  it('acting out of turn is refused, whatever the action', () => {
    const s = corridor();
    expectRefused(s, 1, { type: 'move', to: 1 }, 'labiro/not-your-turn');
    expectRefused(s, 1, { type: 'end' }, 'labiro/not-your-turn');
    expectRefused(s, 1, { type: 'turn', tower: 2 }, 'labiro/not-your-turn');
  });

  it('a spectator-like seat (negative, beyond the table, not a number) cannot act', () => {
    const s = corridor();
    for (const seat of [-1, 2, 99, 0.5, NaN]) expectRefused(s, seat, { type: 'end' }, 'labiro/not-a-seat');
  });

  it('garbage actions are refused as bad actions, never thrown', () => {
    const s = corridor();
    for (const a of [null, 7, 'end', {}, { type: 'fly' }, [], { type: 42 }])
      expectRefused(s, 0, a as never, 'labiro/bad-action');
    expectRefused(s, 0, { type: 'move', to: 'x' } as never, 'labiro/not-a-base');
    expectRefused(s, 0, { type: 'turn', tower: 1.5 } as never, 'labiro/not-a-base');
  });
});

describe('walled into a full tower [interpretation]', () => {
  /** Seats 1 and 2 rest in base 0; seat 0 came in and is walled in: base 1 south is aligned but its doors do not meet. */
  const walled = (turnsUsed: number, hand: ReturnType<typeof obj>[] = []) =>
    scene({
      towers: [
        [O, simple('straight')],
        [at(O, 3), simple('bend', 1)],
      ],
      pawns: [0, 0, 0],
      hands: [hand, [], []],
      turnsUsed,
    });

  it('a pawn that can reach no free pawn space any more this turn may end where it stands', () => {
    const s = walled(3);
    expect(labiro.legalActions(s, 0)).toEqual([{ type: 'end' }]);
    expect(act(s, 0, { type: 'end' }).state.turn).toBe(1);
  });

  it('with a way out left (here a rope climb and a turn to pay for it) the full-tower rule holds', () => {
    const s = walled(2, [obj(ROPE[0])]);
    expectRefused(s, 0, { type: 'end' }, 'labiro/tower-full');
    expect(labiro.legalActions(s, 0)).toContainEqual({ type: 'rope', object: ROPE[0].id, to: 1 });
    const out = act(s, 0, { type: 'rope', object: ROPE[0].id, to: 1 }).state; // the rope has no room on two bases: discarded
    expect(act(out, 0, { type: 'end' }).state.turn).toBe(1);
  });
});
