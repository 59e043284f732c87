// Push chains (rules/labiro.md, "Push chains" [interpretation]), both rules a table may choose. 'collide' (the
// spec's first wording; boards built without a rule): each door of the turning tower swings from s to s + d; a
// neighbour with a door on the edge it swings into is pushed −d. 'mesh' (the table default): the neighbours a
// tower communicates with are dragged −d, like meshed gears. Both: breadth-first, doors in side order, each tower
// at most once, against its arrow if need be.
import { describe, expect, it } from 'vitest';
import { neighbour, type Hex } from '../../../shared/core/hex.js';
import {
  DOOR_PATTERNS,
  communicate,
  doorsOf,
  makeBoard,
  reachableWithTurns,
  turnChain,
  type LabiroBoard,
  type PushRule,
  type TurnStep,
} from '../../../shared/games/labiro/index.js';
import { boardOf, randomBoard, tower } from './helpers.js';
import { nextInt } from '../../../shared/core/rng.js';

const O: Hex = { q: 0, r: 0 };
const at = (h: Hex, ...sides: number[]) => sides.reduce(neighbour, h);
const turns = (b: LabiroBoard) => b.towers.map((t) => t.turn);
const plain = (steps: readonly TurnStep[]) => steps.map((s) => [s.tower, s.dir, s.pushedBy ?? null]);

describe("push chains (collide: the spec's first wording)", () => {
  it("a door swinging onto a neighbour's door pushes that neighbour one step the other way", () => {
    // A straight 0|3 turns clockwise: door 0 swings to side 1, where B has a door (its side 4).
    const board = boardOf([
      [O, tower('straight', 0)],
      [at(O, 1), tower('straight', 1)],
    ]);
    const { board: after, steps } = turnChain(board, 0, 1);
    expect(plain(steps)).toEqual([
      [0, 1, null],
      [1, -1, 0],
    ]);
    expect(turns(after)).toEqual([1, 0]);
  });

  it('a pushed tower turns against its own arrow when it must', () => {
    const board = boardOf([
      [O, tower('straight', 0, 1)],
      [at(O, 1), tower('straight', 1, 1)],
    ]); // both clockwise
    const { board: after, steps } = turnChain(board, 0, 1);
    expect(steps[1]).toEqual({ tower: 1, dir: -1, pushedBy: 0 });
    expect(after.towers[1]!.arrow).toBe(1);
    expect(after.towers[1]!.turn).toBe(0); // from 1 back to 0, against its clockwise arrow
  });

  it('a tower turned against its arrow (the unlock key) pushes the same way, mirrored', () => {
    // A's door 3 swings counter-clockwise to side 2, where B has a door on its side 5: B is pushed clockwise.
    const board = boardOf([
      [O, tower('straight', 0, 1)],
      [at(O, 2), tower('straight', 2, 1)],
    ]);
    const { board: after, steps } = turnChain(board, 0, -1);
    expect(plain(steps)).toEqual([
      [0, -1, null],
      [1, 1, 0],
    ]);
    expect(turns(after)).toEqual([5, 3]);
  });

  it('a door swinging onto a wall pushes nothing: the chain stops at the first tower', () => {
    const board = boardOf([
      [O, tower('straight', 0)],
      [at(O, 1), tower('straight', 0)],
      [at(O, 0), tower('straight', 0)],
    ]);
    const { board: after, steps } = turnChain(board, 0, 1);
    expect(plain(steps)).toEqual([[0, 1, null]]);
    expect(turns(after)).toEqual([1, 0, 0]);
  });

  it("a door leaving a shared edge pushes nothing, even when the neighbour's door faced it", () => {
    // C at side 0 communicates with A; A's door 0 swings away to side 1 (empty): C stays.
    const board = boardOf([
      [O, tower('straight', 0)],
      [at(O, 0), tower('straight', 0)],
    ]);
    expect(plain(turnChain(board, 0, 1).steps)).toEqual([[0, 1, null]]);
  });

  it('a fork pushes three neighbours, in the order of its doors', () => {
    const board = boardOf([
      [O, tower('fork', 0)], // doors 0, 2, 4 swing to 1, 3, 5
      [at(O, 5), tower('straight', 2)], // door on side 2 faces A's side 5
      [at(O, 3), tower('straight', 0)], // door on side 0 faces A's side 3
      [at(O, 1), tower('straight', 1)], // door on side 4 faces A's side 1
    ]);
    const { board: after, steps } = turnChain(board, 0, 1);
    expect(plain(steps)).toEqual([
      [0, 1, null],
      [3, -1, 0],
      [2, -1, 0],
      [1, -1, 0],
    ]);
    expect(turns(after)).toEqual([1, 1, 5, 0]);
  });

  it('a branching chain is worked breadth-first: a second-hand push comes after every first-hand one', () => {
    const board = boardOf([
      [O, tower('fork', 0)],
      [at(O, 1), tower('straight', 1)], // pushed −1 by A: its door 1 swings to side 0, onto C
      [at(O, 3), tower('straight', 0)], // pushed −1 by A
      [at(O, 1, 0), tower('straight', 0)], // C: door on side 3 faces B's side 0; pushed +1 by B
    ]);
    const { steps } = turnChain(board, 0, 1);
    expect(plain(steps)).toEqual([
      [0, 1, null],
      [1, -1, 0],
      [2, -1, 0],
      [3, 1, 1],
    ]);
  });

  it('in a cycle of towers each turns once: the last push back onto the first tower is ignored', () => {
    // A pushes B, B pushes C, C's door swings onto A's door — but A has turned already.
    const board = boardOf([
      [O, tower('straight', 0)], // A: door 0 → 1 onto B
      [at(O, 1), tower('bend', 4)], // B: doors 4, 0; pushed −1, door 0 → 5 onto C
      [at(O, 0), tower('straight', 2)], // C: doors 2, 5; pushed +1, door 2 → 3 onto A's old door 0
    ]);
    const { board: after, steps } = turnChain(board, 0, 1);
    expect(plain(steps)).toEqual([
      [0, 1, null],
      [1, -1, 0],
      [2, 1, 1],
    ]);
    expect(turns(after)).toEqual([1, 3, 3]);
  });

  it('a ring of six meshed towers turns all round like gears, alternating directions, each tower once', () => {
    // Tower k stands on side k of a hole; each has a door facing the previous tower and one that swings onto
    // the next; the last one's door swings back onto the first, which has turned already.
    const ring = [0, 1, 2, 3, 4, 5].map((k) => at(O, k));
    const kinds = [
      tower('straight', 1),
      tower('sharp', 4),
      tower('straight', 0),
      tower('sharp', 0),
      tower('straight', 2),
      tower('sharp', 2),
    ];
    const board = boardOf(ring.map((h, k) => [h, kinds[k]!] as const));
    const { board: after, steps } = turnChain(board, 0, 1);
    expect(plain(steps)).toEqual([
      [0, 1, null],
      [1, -1, 0],
      [2, 1, 1],
      [3, -1, 2],
      [4, 1, 3],
      [5, -1, 4],
    ]);
    expect(turns(after)).toEqual([2, 3, 1, 5, 3, 1]);
  });

  it('the same turn on the same board gives the same chain, and the input board is not changed', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const [board, rng] = randomBoard(seed);
      const [start] = nextInt(rng, 0, 17);
      const frozen = JSON.stringify(board);
      const a = turnChain(board, start, 1);
      const b = turnChain(board, start, 1);
      expect(a).toEqual(b);
      expect(JSON.stringify(board)).toBe(frozen);
    }
  });

  it('on random boards every chain starts with the turned tower, turns each tower once, pushes only neighbours the other way', () => {
    let longest = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const [board, rng] = randomBoard(seed);
      const [start, r2] = nextInt(rng, 0, 17);
      const [d] = nextInt(r2, 0, 1);
      const dir = d ? 1 : -1;
      const { board: after, steps } = turnChain(board, start, dir);
      expect(steps[0]).toEqual({ tower: start, dir });
      expect(new Set(steps.map((s) => s.tower)).size).toBe(steps.length);
      steps.slice(1).forEach((s, i) => {
        const k = steps.findIndex((p) => p.tower === s.pushedBy);
        expect(k).toBeGreaterThanOrEqual(0);
        expect(k).toBeLessThanOrEqual(i);
        expect(s.dir).toBe(-steps[k]!.dir);
        expect(board.adj[s.pushedBy!]).toContain(s.tower);
      });
      board.towers.forEach((t, i) => {
        const st = steps.find((s) => s.tower === i);
        expect(after.towers[i]!.turn).toBe((t.turn + (st?.dir ?? 0) + 6) % 6);
        const doors = doorsOf(after.towers[i]!).flatMap((x, s) => (x ? [s] : []));
        expect(doors).toHaveLength(DOOR_PATTERNS[t.pattern].length);
      });
      longest = Math.max(longest, steps.length);
    }
    expect(longest).toBeGreaterThan(2);
  });
});

/** The same towers on a board that plays by `rule`. */
const ruled = (board: LabiroBoard, rule: PushRule): LabiroBoard => makeBoard(board, board.towers, rule);

describe('push chains (mesh: the table default)', () => {
  it('a tower drags the neighbour it communicates with one step the other way, like meshed gears', () => {
    // A straight 0|3 and B above it (side 0) with its door on side 3: they communicate. A turns clockwise: B turns back.
    const board = ruled(
      boardOf([
        [O, tower('straight', 0)],
        [at(O, 0), tower('straight', 0)],
      ]),
      'mesh',
    );
    expect(communicate(board, 0, 1)).toBe(true);
    const { board: after, steps } = turnChain(board, 0, 1);
    expect(plain(steps)).toEqual([
      [0, 1, null],
      [1, -1, 0],
    ]);
    expect(turns(after)).toEqual([1, 5]);
  });

  it("a door swinging onto a neighbour's door pushes nothing: the two now communicate", () => {
    // The spec's first wording would push B away; meshed doors only drag, so A's door lands on B's and opens a way.
    const board = ruled(
      boardOf([
        [O, tower('straight', 0)],
        [at(O, 1), tower('straight', 1)],
      ]),
      'mesh',
    );
    const { board: after, steps } = turnChain(board, 0, 1);
    expect(plain(steps)).toEqual([[0, 1, null]]);
    expect(communicate(after, 0, 1)).toBe(true);
    expect(plain(turnChain(ruled(board, 'collide'), 0, 1).steps)).toEqual([
      [0, 1, null],
      [1, -1, 0],
    ]);
  });

  it('a door facing a wall drags nothing', () => {
    const board = ruled(
      boardOf([
        [O, tower('straight', 0)],
        [at(O, 1), tower('straight', 0)],
      ]),
      'mesh',
    );
    expect(plain(turnChain(board, 0, 1).steps)).toEqual([[0, 1, null]]);
  });

  it('a pushed tower turns against its own arrow, and drags its own meshed neighbours on (a branching chain, breadth-first)', () => {
    const board = ruled(
      boardOf([
        [O, tower('fork', 0, 1)], // doors 0, 2, 4
        [at(O, 0), tower('straight', 0, -1)], // door 3 meets A's 0
        [at(O, 2), tower('bend', 5, -1)], // doors 5 and 1: 5 meets A's 2
        [at(O, 0, 0), tower('straight', 0, 1)], // meets B's door 0 (its side 3)
      ]),
      'mesh',
    );
    const { board: after, steps } = turnChain(board, 0, 1);
    expect(plain(steps)).toEqual([
      [0, 1, null],
      [1, -1, 0],
      [2, -1, 0],
      [3, 1, 1],
    ]);
    expect(steps[1]!.dir).toBe(-1);
    expect(turns(after)).toEqual([1, 5, 4, 1]);
  });

  it('in a ring of meshed towers each turns once: the drag back onto the first tower is ignored', () => {
    // Six towers around a centre, each bend meeting both ring neighbours: turning one drags the ring all round.
    const ring = [0, 1, 2, 3, 4, 5].map((k) => at(O, k));
    const pairs = ring.map((h, k) => [h, tower('bend', (k + 2) % 6)] as const);
    const board = ruled(boardOf(pairs), 'mesh');
    const { steps } = turnChain(board, 0, 1);
    expect(new Set(steps.map((s) => s.tower)).size).toBe(steps.length);
    expect(steps[0]).toEqual({ tower: 0, dir: 1 });
    for (const s of steps.slice(1)) expect(s.dir).toBe(-steps.find((p) => p.tower === s.pushedBy)!.dir);
  });

  it('on random boards a turn drags exactly the neighbours it communicated with first, each once, the other way', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const [raw, rng] = randomBoard(seed);
      const board = ruled(raw, 'mesh');
      const [start] = nextInt(rng, 0, 17);
      const { steps } = turnChain(board, start, 1);
      expect(new Set(steps.map((s) => s.tower)).size).toBe(steps.length);
      for (const s of steps.slice(1)) {
        expect(communicate(board, s.pushedBy!, s.tower)).toBe(true);
        expect(s.dir).toBe(-steps.find((p) => p.tower === s.pushedBy)!.dir);
      }
      const first = board.adj[start]!.filter((n) => n >= 0 && communicate(board, start, n));
      expect(
        steps
          .filter((s) => s.pushedBy === start)
          .map((s) => s.tower)
          .sort(),
      ).toEqual([...new Set(first)].sort());
    }
  });

  it('why mesh is the default: from the simple starts of 8 random boards a pawn gets much further by its own turns', () => {
    // The measurement behind the [interpretation]: under 'collide' a turn never opens a way between a turned and an
    // unturned tower, so pawns stay walled in; under 'mesh' a door swinging onto a door opens one.
    const reach = { collide: 0, mesh: 0 };
    const traps = { collide: 0, mesh: 0 };
    for (let seed = 1; seed <= 8; seed++) {
      const [raw] = randomBoard(seed);
      for (let b = 0; b < 18; b++) {
        if (raw.towers[b]!.ruby) continue;
        for (const rule of ['collide', 'mesh'] as const) {
          const n = reachableWithTurns(ruled(raw, rule), b, 4, undefined, { maxStates: 5_000 }).size;
          reach[rule] += n;
          if (n === 1) traps[rule]++;
        }
      }
    }
    expect(reach.mesh).toBeGreaterThan(1.5 * reach.collide);
    expect(traps.mesh).toBeLessThan(traps.collide);
  });
});
