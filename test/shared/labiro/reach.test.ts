// Reachability (rules/labiro.md, "A turn"): free walks through communicating doors; plans that turn towers
// (own or neighbour, in arrow direction, at most 3), climb a rope (one of the 3) or use the unlock key (free).
import { describe, expect, it } from 'vitest';
import { neighbour, type Hex } from '../../../shared/core/hex.js';
import { nextInt } from '../../../shared/core/rng.js';
import {
  aligned,
  communicate,
  reachable,
  reachableWithTurns,
  turnChain,
  walkPath,
  type LabiroBoard,
  type Plan,
} from '../../../shared/games/labiro/index.js';
import { boardOf, randomBoard, tower } from './helpers.js';

const O: Hex = { q: 0, r: 0 };
const at = (h: Hex, ...sides: number[]) => sides.reduce(neighbour, h);

/** Plays a plan by the rules and returns where the pawn ends; throws on any illegal step. */
function replay(
  board: LabiroBoard,
  from: number,
  plan: Plan,
  limit: number,
  opts: { rope?: boolean; unlock?: boolean } = {},
): [number, LabiroBoard] {
  let b = board;
  let pos = from;
  let turns = 0,
    ropes = 0,
    unlocks = 0;
  for (const step of plan.steps) {
    if (step.kind === 'move') {
      if (!communicate(b, pos, step.to)) throw new Error(`move ${pos}→${step.to} through a wall`);
      pos = step.to;
    } else if (step.kind === 'turn') {
      if (step.tower !== pos && !b.adj[pos]!.includes(step.tower)) throw new Error(`turn of a far tower ${step.tower}`);
      if (step.dir !== b.towers[step.tower]!.arrow) throw new Error('turn against the arrow');
      b = turnChain(b, step.tower, step.dir).board;
      turns++;
    } else if (step.kind === 'rope') {
      if (!opts.rope || ropes++ > 0) throw new Error('rope not held');
      if (!aligned(b, pos, step.to)) throw new Error('rope to a tower not aligned');
      pos = step.to;
      turns++;
    } else {
      if (!opts.unlock || unlocks++ > 0 || step.tower !== pos || step.dir !== -b.towers[pos]!.arrow)
        throw new Error('bad unlock');
      b = turnChain(b, step.tower, step.dir).board;
    }
  }
  if (turns !== plan.turns || turns > limit) throw new Error(`plan costs ${turns} turns, says ${plan.turns}`);
  return [pos, b];
}

describe('walking', () => {
  const line = (middle: number) =>
    boardOf([
      [O, tower('straight', 2)],
      [at(O, 2), tower('straight', middle)],
      [at(O, 2, 2), tower('straight', 2)],
    ]);

  it('a pawn walks freely along towers whose doors meet', () => {
    expect([...reachable(line(2), 0)].sort()).toEqual([0, 1, 2]);
    expect(walkPath(line(2), 0, 2)).toEqual([1, 2]);
    expect(walkPath(line(2), 1, 1)).toEqual([]);
  });

  it('a wall in the middle stops the pawn in its own tower', () => {
    expect([...reachable(line(0), 0)]).toEqual([0]);
    expect([...reachable(line(0), 2)]).toEqual([2]);
    expect(walkPath(line(0), 0, 2)).toBeNull();
  });

  it('with no turns left the planner reaches exactly the walkable towers, with walks as plans', () => {
    const plans = reachableWithTurns(line(2), 0, 0);
    expect([...plans.keys()].sort()).toEqual([0, 1, 2]);
    expect(plans.get(2)).toEqual({
      turns: 0,
      steps: [
        { kind: 'move', to: 1 },
        { kind: 'move', to: 2 },
      ],
      finalTurns: [2, 2, 2],
    });
    expect(plans.get(0)!.steps).toEqual([]);
  });
});

describe('plans with turns', () => {
  // A sharp (doors 2, 3) faces B (straight, doors 1, 4, clockwise). Turning B swings its door 4 onto A's door 2:
  // A is pushed back to doors 1, 2 and B now has a door on side 5: they communicate.
  const gate = (arrowA: 1 | -1 = 1) =>
    boardOf([
      [O, tower('sharp', 2, arrowA)],
      [at(O, 2), tower('straight', 1, 1)],
    ]);

  it('turning the neighbour opens the way: one turn, then a move', () => {
    expect([...reachable(gate(), 0)]).toEqual([0]);
    const plans = reachableWithTurns(gate(), 0, 1);
    expect(plans.get(1)).toEqual({
      turns: 1,
      steps: [
        { kind: 'turn', tower: 1, dir: 1 },
        { kind: 'move', to: 1 },
      ],
      finalTurns: [1, 2],
    });
  });

  it('a tower the pawn may not turn is never turned', () => {
    expect(reachableWithTurns(gate(), 0, 3, (t) => t !== 1).has(1)).toBe(false);
  });

  it('with no turn left, the gate stays shut', () => {
    expect([...reachableWithTurns(gate(), 0, 0).keys()]).toEqual([0]);
  });

  it('a rope climbs to an aligned tower whose doors do not meet, and costs a turn', () => {
    // A straight 0|3; B above it has a door only on its far side (sharp 0|1): aligned, not communicating.
    const board = boardOf([
      [O, tower('straight', 0)],
      [at(O, 0), tower('sharp', 0)],
    ]);
    const none = () => false;
    expect(reachableWithTurns(board, 0, 3, none).has(1)).toBe(false);
    expect(reachableWithTurns(board, 0, 0, none, { rope: true }).has(1)).toBe(false);
    expect(reachableWithTurns(board, 0, 1, none, { rope: true }).get(1)).toEqual({
      turns: 1,
      steps: [{ kind: 'rope', to: 1 }],
      finalTurns: [0, 0],
    });
  });

  it("the unlock key turns the pawn's own tower back, for free", () => {
    // A straight 1|4 turning clockwise (against its counter-clockwise arrow) swings door 1 onto B's door 5;
    // B (sharp 5|0) is pushed back to 4|5 and keeps a door facing A.
    const board = boardOf([
      [O, tower('straight', 1, -1)],
      [at(O, 2), tower('sharp', 5, 1)],
    ]);
    const none = () => false;
    expect(reachableWithTurns(board, 0, 3, none).has(1)).toBe(false);
    expect(reachableWithTurns(board, 0, 0, none, { unlock: true }).get(1)).toEqual({
      turns: 0,
      steps: [
        { kind: 'unlock', tower: 0, dir: 1 },
        { kind: 'move', to: 1 },
      ],
      finalTurns: [2, 4],
    });
  });
});

describe('plans on random boards', () => {
  it('every plan replays by the rules to its target, ends on the tower turns it states, and uses the fewest turns', () => {
    let grew = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const [board, rng] = randomBoard(seed);
      const [from] = nextInt(rng, 0, 17);
      const opts = { rope: seed % 2 === 0, unlock: seed % 3 === 0 };
      const byTurns = [0, 1, 2, 3].map((k) => reachableWithTurns(board, from, k, undefined, opts));
      if (!opts.unlock) expect(new Set(byTurns[0]!.keys())).toEqual(reachable(board, from));
      for (let k = 0; k <= 3; k++) {
        for (const [target, plan] of byTurns[k]!) {
          const [end, after] = replay(board, from, plan, k, opts);
          expect(end).toBe(target);
          expect(after.towers.map((t) => t.turn)).toEqual(plan.finalTurns);
          const fewest = byTurns.findIndex((m) => m.has(target));
          expect(plan.turns).toBe(fewest);
          if (k < 3) expect(byTurns[k + 1]!.has(target)).toBe(true);
        }
      }
      if (byTurns[3]!.size > byTurns[0]!.size) grew++;
    }
    expect(grew).toBeGreaterThan(0);
  });

  it('the planner does not change the board it is given', () => {
    const [board] = randomBoard(5);
    const frozen = JSON.stringify(board);
    reachableWithTurns(board, 3, 3, undefined, { rope: true, unlock: true });
    expect(JSON.stringify(board)).toBe(frozen);
  });
});
