// Masterdice rules (rules/masterdice.md), one named case per rule and per refusal.
import { describe, expect, it } from 'vitest';
import {
  ATTEMPT_ROWS,
  ERRORS,
  masterdice,
  type MasterdiceAction,
  type MasterdiceState,
} from '../../../shared/games/masterdice/index.js';
import { act, attempting, expectRefused, placing, rowsFor, start } from './helpers.js';

const CODE = [4, 1, 6, 2];
const SEVEN_ROWS = rowsFor(
  CODE,
  Array.from({ length: ATTEMPT_ROWS }, () => [1, null, null, null]),
);
const solvedOnce = (): MasterdiceState => act(attempting(CODE), 0, { type: 'solve', code: CODE }).state;
const overState = (): MasterdiceState => {
  let s = solvedOnce();
  s = act(s, 0, { type: 'roll-code' }).state;
  return act(s, 1, { type: 'solve', code: [1, 1, 1, 1] }).state;
};

describe('bad input is refused with its own code and the state does not change', () => {
  const cases: { name: string; state: () => MasterdiceState; seat: number; action: MasterdiceAction; code: string }[] =
    [
      {
        name: 'the solver acting while the coder must roll the code',
        state: () => start(),
        seat: 0,
        action: { type: 'roll' },
        code: 'masterdice/not-your-turn',
      },
      {
        name: 'the solver rolling the code',
        state: () => start(),
        seat: 0,
        action: { type: 'roll-code' },
        code: 'masterdice/not-your-turn',
      },
      {
        name: 'the coder rolling white dice during an attempt',
        state: () => attempting(),
        seat: 1,
        action: { type: 'roll' },
        code: 'masterdice/not-your-turn',
      },
      {
        name: 'the coder placing dice',
        state: () => placing([1, 2, 3, 4]),
        seat: 1,
        action: { type: 'place', placements: [{ column: 0, value: 1 }] },
        code: 'masterdice/not-your-turn',
      },
      {
        name: 'the coder giving a solution during the solver’s game',
        state: () => attempting(),
        seat: 1,
        action: { type: 'solve', code: CODE },
        code: 'masterdice/not-your-turn',
      },
      {
        name: 'a spectator (no seat) acting',
        state: () => attempting(),
        seat: -1,
        action: { type: 'roll' },
        code: 'masterdice/not-a-seat',
      },
      {
        name: 'a third seat acting',
        state: () => attempting(),
        seat: 2,
        action: { type: 'roll' },
        code: 'masterdice/not-a-seat',
      },
      {
        name: 'the coder rolling white dice before the code',
        state: () => start(),
        seat: 1,
        action: { type: 'roll' },
        code: 'masterdice/wrong-phase',
      },
      {
        name: 'the coder giving a solution before rolling the code',
        state: () => start(),
        seat: 1,
        action: { type: 'solve', code: CODE },
        code: 'masterdice/wrong-phase',
      },
      {
        name: 'the solver rolling the code dice',
        state: () => attempting(),
        seat: 0,
        action: { type: 'roll-code' },
        code: 'masterdice/wrong-phase',
      },
      {
        name: 'solving after rolling, before placing',
        state: () => placing([1, 2, 3, 4]),
        seat: 0,
        action: { type: 'solve', code: CODE },
        code: 'masterdice/wrong-phase',
      },
      {
        name: 'placing before rolling',
        state: () => attempting(),
        seat: 0,
        action: { type: 'place', placements: [{ column: 0, value: 1 }] },
        code: 'masterdice/not-rolled',
      },
      {
        name: 'rolling twice',
        state: () => placing([1, 2, 3, 4]),
        seat: 0,
        action: { type: 'roll' },
        code: 'masterdice/already-rolled',
      },
      {
        name: 'rolling the code twice',
        state: () => attempting(),
        seat: 1,
        action: { type: 'roll-code' },
        code: 'masterdice/code-already-rolled',
      },
      {
        name: 'an attempt after 7 attempts',
        state: () => attempting(CODE, { rows: SEVEN_ROWS, supply: 11 }),
        seat: 0,
        action: { type: 'roll' },
        code: 'masterdice/no-attempts-left',
      },
      {
        name: 'an attempt with an empty supply',
        state: () =>
          attempting(CODE, {
            rows: rowsFor(CODE, [
              [1, 1, 1, 1],
              [2, 2, 2, 2],
              [3, 3, 3, 3],
              [4, 4, 4, 4],
              [5, 5, null, null],
            ]),
            supply: 0,
          }),
        seat: 0,
        action: { type: 'roll' },
        code: 'masterdice/supply-empty',
      },
      {
        name: 'placing 0 dice',
        state: () => placing([1, 2, 3, 4]),
        seat: 0,
        action: { type: 'place', placements: [] },
        code: 'masterdice/no-dice-placed',
      },
      {
        name: 'placing more than 4 dice',
        state: () => placing([1, 2, 3, 4]),
        seat: 0,
        action: {
          type: 'place',
          placements: [0, 1, 2, 3, 0].map((column, i) => ({ column, value: [1, 2, 3, 4, 1][i] as number })),
        },
        code: 'masterdice/too-many-dice',
      },
      {
        name: 'placing a die that was not in this roll',
        state: () => placing([2, 2, 5, 6]),
        seat: 0,
        action: { type: 'place', placements: [{ column: 0, value: 3 }] },
        code: 'masterdice/die-not-rolled',
      },
      {
        name: 'placing one rolled die twice',
        state: () => placing([2, 5, 6, 1]),
        seat: 0,
        action: {
          type: 'place',
          placements: [
            { column: 0, value: 5 },
            { column: 1, value: 5 },
          ],
        },
        code: 'masterdice/die-not-rolled',
      },
      {
        name: 'placing more dice than the short last roll holds',
        state: () => placing([3, 4], CODE, { supply: 2 }),
        seat: 0,
        action: {
          type: 'place',
          placements: [
            { column: 0, value: 3 },
            { column: 1, value: 4 },
            { column: 2, value: 3 },
          ],
        },
        code: 'masterdice/die-not-rolled',
      },
      {
        name: 'placing two dice on one column',
        state: () => placing([2, 2, 5, 6]),
        seat: 0,
        action: {
          type: 'place',
          placements: [
            { column: 1, value: 2 },
            { column: 1, value: 5 },
          ],
        },
        code: 'masterdice/column-taken',
      },
      {
        name: 'a column past green',
        state: () => placing([1, 2, 3, 4]),
        seat: 0,
        action: { type: 'place', placements: [{ column: 4, value: 1 }] },
        code: 'masterdice/bad-column',
      },
      {
        name: 'a negative column',
        state: () => placing([1, 2, 3, 4]),
        seat: 0,
        action: { type: 'place', placements: [{ column: -1, value: 1 }] },
        code: 'masterdice/bad-column',
      },
      {
        name: 'a fractional column',
        state: () => placing([1, 2, 3, 4]),
        seat: 0,
        action: { type: 'place', placements: [{ column: 0.5, value: 1 }] },
        code: 'masterdice/bad-column',
      },
      {
        name: 'placing a value of 7',
        state: () => placing([1, 2, 3, 4]),
        seat: 0,
        action: { type: 'place', placements: [{ column: 0, value: 7 }] },
        code: 'masterdice/bad-value',
      },
      {
        name: 'placing a value of 0',
        state: () => placing([1, 2, 3, 4]),
        seat: 0,
        action: { type: 'place', placements: [{ column: 0, value: 0 }] },
        code: 'masterdice/bad-value',
      },
      {
        name: 'a solution with fewer than 4 values',
        state: () => attempting(),
        seat: 0,
        action: { type: 'solve', code: [4, 1, 6] },
        code: 'masterdice/bad-solution',
      },
      {
        name: 'a solution with more than 4 values',
        state: () => attempting(),
        seat: 0,
        action: { type: 'solve', code: [4, 1, 6, 2, 3] },
        code: 'masterdice/bad-solution',
      },
      {
        name: 'a solution with a value outside 1–6',
        state: () => attempting(),
        seat: 0,
        action: { type: 'solve', code: [4, 1, 6, 9] },
        code: 'masterdice/bad-value',
      },
      {
        name: 'a solution with a fractional value',
        state: () => attempting(),
        seat: 0,
        action: { type: 'solve', code: [4, 1.5, 6, 2] },
        code: 'masterdice/bad-value',
      },
      {
        name: 'a second solution arriving after the next game started',
        state: solvedOnce,
        seat: 0,
        action: { type: 'solve', code: CODE },
        code: 'masterdice/already-solved',
      },
      {
        name: 'a second solution arriving once the next code is rolled',
        state: () => act(solvedOnce(), 0, { type: 'roll-code' }).state,
        seat: 0,
        action: { type: 'solve', code: CODE },
        code: 'masterdice/already-solved',
      },
      {
        name: 'a second solution arriving after the match ended',
        state: overState,
        seat: 1,
        action: { type: 'solve', code: CODE },
        code: 'masterdice/already-solved',
      },
      {
        name: 'rolling once the match is over',
        state: overState,
        seat: 0,
        action: { type: 'roll' },
        code: 'masterdice/match-over',
      },
      {
        name: 'rolling the code once the match is over',
        state: overState,
        seat: 1,
        action: { type: 'roll-code' },
        code: 'masterdice/match-over',
      },
      {
        name: 'a rematch while the match goes on',
        state: () => attempting(),
        seat: 0,
        action: { type: 'rematch' },
        code: 'masterdice/match-not-over',
      },
      {
        name: 'an action that is not a Masterdice action',
        state: () => attempting(),
        seat: 0,
        action: { type: 'jump' } as unknown as MasterdiceAction,
        code: 'masterdice/bad-action',
      },
    ];
  it.each(cases)('$name is refused ($code)', ({ state, seat, action, code }) => {
    expectRefused(state(), seat, action, code);
  });

  it('every refusal code in ERRORS is unique and namespaced', () => {
    const codes = Object.values(ERRORS).map((e) => e.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const c of codes) expect(c).toMatch(/^masterdice\/[a-z]+(-[a-z]+)*$/);
  });
});

describe('one game', () => {
  it('the coder rolls the 4 code dice; only the coder’s event carries the values', () => {
    const s = start();
    expect(masterdice.toAct(s)).toEqual([1]);
    const { state, events } = act(s, 1, { type: 'roll-code' });
    expect(state.phase).toBe('attempt');
    expect(state.code).toHaveLength(4);
    for (const v of state.code ?? []) expect(v >= 1 && v <= 6 && Number.isInteger(v)).toBe(true);
    expect(state.rollCount).toBe(s.rollCount + 1);
    expect(state.rng).not.toEqual(s.rng);
    expect(events).toEqual([
      { type: 'dice-thrown', channel: 'code', roll: 1, coder: 1, visibleTo: [1], values: state.code },
      { type: 'code-rolled', roll: 1, coder: 1 },
    ]);
    expect(masterdice.toAct(state)).toEqual([0]);
  });

  it('an attempt rolls 4 white dice, seen by all, which stay in the supply until placed', () => {
    const s = attempting();
    const { state, events } = act(s, 0, { type: 'roll' });
    expect(state.phase).toBe('place');
    expect(state.roll).toHaveLength(4);
    expect(state.supply).toBe(18);
    expect(state.rollCount).toBe(s.rollCount + 1);
    expect(events).toEqual([
      { type: 'dice-thrown', channel: 'white', roll: state.rollCount, solver: 0, values: state.roll },
    ]);
    expect(events[0]).not.toHaveProperty('visibleTo');
  });

  it('with fewer than 4 dice in the supply the solver rolls what is left', () => {
    const s = attempting(CODE, {
      rows: rowsFor(CODE, [
        [1, 1, 1, 1],
        [2, 2, 2, 2],
        [3, 3, 3, 3],
        [4, 4, 4, 4],
      ]),
      supply: 2,
    });
    expect(act(s, 0, { type: 'roll' }).state.roll).toHaveLength(2);
  });

  it('placed dice get the engine’s feedback and are used up; unplaced ones stay in the supply', () => {
    const { state, events } = act(placing([3, 5, 1, 6]), 0, {
      type: 'place',
      placements: [
        { column: 0, value: 3 },
        { column: 2, value: 6 },
        { column: 3, value: 5 },
      ],
    });
    const placed = [3, null, 6, 5];
    const fb = { equal: 1, lower: 1, higher: 1 };
    expect(state.rows).toEqual([{ placed, feedback: fb }]);
    expect(events).toEqual([{ type: 'placed', row: 0, placed, feedback: fb }]);
    expect(state.supply).toBe(15);
    expect(state.roll).toBeNull();
    expect(state.phase).toBe('attempt');
  });

  it('placing several dice of the same value is fine when they were rolled', () => {
    const { state } = act(placing([2, 2, 5, 6]), 0, {
      type: 'place',
      placements: [
        { column: 0, value: 2 },
        { column: 1, value: 2 },
      ],
    });
    expect(state.rows[0]?.placed).toEqual([2, 2, null, null]);
  });

  it('rows are used in order: the second attempt fills row 2', () => {
    let s = act(placing([1, 2, 3, 4]), 0, { type: 'place', placements: [{ column: 0, value: 1 }] }).state;
    s = { ...s, phase: 'place', roll: [6, 6, 6, 6] };
    const { state, events } = act(s, 0, { type: 'place', placements: [{ column: 3, value: 6 }] });
    expect(state.rows.map((r) => r.placed)).toEqual([
      [1, null, null, null],
      [null, null, null, 6],
    ]);
    expect(events[0]).toMatchObject({ type: 'placed', row: 1 });
  });

  it('the worked example: solved after 3 attempts of 4+2+1 dice scores 20 + 4×5 + 11 = 51', () => {
    let s = act(placing([4, 2, 6, 3]), 0, {
      type: 'place',
      placements: [0, 1, 2, 3].map((column) => ({ column, value: [4, 2, 6, 3][column] as number })),
    }).state;
    s = act({ ...s, phase: 'place', roll: [1, 2, 5, 5] }, 0, {
      type: 'place',
      placements: [
        { column: 1, value: 1 },
        { column: 3, value: 2 },
      ],
    }).state;
    s = act({ ...s, phase: 'place', roll: [6, 6, 6, 6] }, 0, {
      type: 'place',
      placements: [{ column: 2, value: 6 }],
    }).state;
    expect(s.supply).toBe(11);
    const { state, events } = act(s, 0, { type: 'solve', code: CODE });
    const result = state.results[0];
    expect(result).toMatchObject({
      solver: 0,
      coder: 1,
      code: CODE,
      solution: CODE,
      solved: true,
      attemptsUsed: 3,
      whiteDiceLeft: 11,
      base: 20,
      rowBonus: 20,
      diceBonus: 11,
      score: 51,
    });
    expect(state.scores).toEqual([51, 0]);
    expect(events[0]).toEqual({ type: 'solved', result });
  });

  it('solving at once, with no attempt, scores 20 + 35 + 18 = 73', () => {
    expect(act(attempting(CODE), 0, { type: 'solve', code: CODE }).state.scores).toEqual([73, 0]);
  });

  it('a wrong solution scores 0 and still reveals the code', () => {
    const { state } = act(attempting(CODE), 0, { type: 'solve', code: [4, 1, 6, 3] });
    expect(state.results[0]).toMatchObject({
      solved: false,
      code: CODE,
      solution: [4, 1, 6, 3],
      base: 0,
      rowBonus: 0,
      diceBonus: 0,
      score: 0,
    });
    expect(state.scores).toEqual([0, 0]);
  });

  it('after the 7th attempt the solver may only give a solution', () => {
    const s = attempting(CODE, { rows: SEVEN_ROWS, supply: 11 });
    const legal = masterdice.legalActions(s, 0);
    expect(legal).toHaveLength(1296);
    expect(legal.every((a) => a.type === 'solve')).toBe(true);
    expect(act(s, 0, { type: 'solve', code: CODE }).state.results[0]).toMatchObject({ score: 20 + 0 + 11 });
  });

  it('with an empty supply the solver may only give a solution', () => {
    const s = attempting(CODE, {
      rows: rowsFor(CODE, [
        [1, 1, 1, 1],
        [2, 2, 2, 2],
        [3, 3, 3, 3],
        [4, 4, 4, 4],
        [5, 5, null, null],
      ]),
      supply: 0,
    });
    expect(masterdice.legalActions(s, 0).every((a) => a.type === 'solve')).toBe(true);
    expect(act(s, 0, { type: 'solve', code: CODE }).state.results[0]).toMatchObject({ score: 20 + 2 * 5 + 0 });
  });
});

describe('legal actions', () => {
  it('the coder may only roll the code, the solver nothing, before the code is rolled', () => {
    expect(masterdice.legalActions(start(), 1)).toEqual([{ type: 'roll-code' }]);
    expect(masterdice.legalActions(start(), 0)).toEqual([]);
  });

  it('an attempt offers a roll and all 1296 solutions', () => {
    const legal = masterdice.legalActions(attempting(), 0);
    expect(legal[0]).toEqual({ type: 'roll' });
    expect(legal).toHaveLength(1297);
    expect(masterdice.legalActions(attempting(), 1)).toEqual([]);
  });

  /** Oracle: every die → column-or-unused assignment, deduplicated by the row it makes. */
  const distinctRows = (roll: number[]): number => {
    const rows = new Set<string>();
    for (let m = 0; m < 5 ** roll.length; m++) {
      const row: (number | null)[] = [null, null, null, null];
      let x = m;
      let clash = false;
      let any = false;
      for (const v of roll) {
        const c = x % 5;
        x = Math.floor(x / 5);
        if (c === 4) continue;
        if (row[c] !== null) clash = true;
        row[c] = v;
        any = true;
      }
      if (any && !clash) rows.add(JSON.stringify(row));
    }
    return rows.size;
  };

  it.each([
    { roll: [1, 2, 3, 4], count: 208 },
    { roll: [6, 6, 6, 6], count: 15 },
    { roll: [2, 2, 5, 6], count: distinctRows([2, 2, 5, 6]) },
    { roll: [1, 1, 1, 2], count: distinctRows([1, 1, 1, 2]) },
    { roll: [3, 4], count: 2 * 4 + 4 * 3 },
    { roll: [5], count: 4 },
  ])('placing from $roll offers $count distinct placements', ({ roll, count }) => {
    expect(masterdice.legalActions(placing(roll), 0)).toHaveLength(count);
  });

  it('every listed placement is accepted and all are distinct by value', () => {
    for (const roll of [
      [1, 2, 3, 4],
      [2, 2, 5, 6],
      [1, 1, 1, 2],
      [3, 3],
    ]) {
      const s = placing(roll);
      const legal = masterdice.legalActions(s, 0);
      const keys = legal.map((a) => JSON.stringify(a));
      expect(new Set(keys).size).toBe(keys.length);
      for (const a of legal) expect(masterdice.apply(s, 0, a).ok).toBe(true);
    }
  });

  it('once the match is over, either seat may ask for a rematch and nobody is to act', () => {
    const s = overState();
    expect(masterdice.toAct(s)).toEqual([]);
    expect(masterdice.legalActions(s, 0)).toEqual([{ type: 'rematch' }]);
    expect(masterdice.legalActions(s, 1)).toEqual([{ type: 'rematch' }]);
  });
});

describe('the match', () => {
  it('after game 1 the roles swap and game 2 starts with a fresh board', () => {
    const s = act(placing([1, 2, 3, 4]), 0, { type: 'place', placements: [{ column: 0, value: 1 }] }).state;
    const { state, events } = act(s, 0, { type: 'solve', code: CODE });
    expect(state).toMatchObject({
      gameIndex: 1,
      coder: 0,
      solver: 1,
      phase: 'code',
      code: null,
      rows: [],
      roll: null,
      supply: 18,
    });
    expect(events.map((e) => e.type)).toEqual(['solved', 'game-started']);
    expect(events[1]).toEqual({ type: 'game-started', gameIndex: 1, coder: 0, solver: 1 });
    expect(masterdice.toAct(state)).toEqual([0]);
  });

  it('after both games the higher score wins', () => {
    const s = overState();
    expect(s.phase).toBe('over');
    expect(s.scores).toEqual([73, 0]);
    expect(masterdice.outcome(s)).toEqual({ scores: [73, 0], winners: [0], draw: false });
  });

  it('equal points after both games is a draw with both seats as winners', () => {
    let s = act(attempting(CODE), 0, { type: 'solve', code: [1, 1, 1, 1] }).state;
    s = act(s, 0, { type: 'roll-code' }).state;
    const code = s.code ?? [];
    const wrong = code.map((v, i) => (i === 0 ? (v % 6) + 1 : v));
    const { state, events } = act(s, 1, { type: 'solve', code: wrong });
    expect(state.scores).toEqual([0, 0]);
    expect(masterdice.outcome(state)).toEqual({ scores: [0, 0], winners: [0, 1], draw: true });
    expect(events.map((e) => e.type)).toEqual(['solved', 'match-over']);
    expect(events[1]).toEqual({ type: 'match-over', scores: [0, 0] });
  });

  it('the outcome is null while the match goes on', () => {
    expect(masterdice.outcome(start())).toBeNull();
    expect(masterdice.outcome(solvedOnce())).toBeNull();
  });

  it('a longer match of 4 games lets each player solve twice, roles alternating', () => {
    let s = start({ games: 4 });
    const solvers: number[] = [];
    for (let g = 0; g < 4; g++) {
      expect(s.gameIndex).toBe(g);
      solvers.push(s.solver);
      s = act(s, s.coder, { type: 'roll-code' }).state;
      s = act(s, s.solver, { type: 'solve', code: s.code ?? [] }).state;
    }
    expect(solvers).toEqual([0, 1, 0, 1]);
    expect(s.phase).toBe('over');
    expect(s.results).toHaveLength(4);
    expect(s.scores).toEqual([146, 146]);
    expect(masterdice.outcome(s)?.draw).toBe(true);
  });

  it('a rematch starts a new match with scores reset and the other player coding first', () => {
    const s = overState();
    for (const seat of [0, 1]) {
      const { state, events } = act(s, seat, { type: 'rematch' });
      expect(state).toMatchObject({
        match: 1,
        gameIndex: 0,
        coder: 0,
        solver: 1,
        phase: 'code',
        scores: [0, 0],
        results: [],
        code: null,
        rows: [],
        supply: 18,
      });
      expect(state.rollCount).toBe(s.rollCount);
      expect(events).toEqual([
        { type: 'rematch', match: 1 },
        { type: 'game-started', gameIndex: 0, coder: 0, solver: 1 },
      ]);
    }
    let next = act(s, 0, { type: 'rematch' }).state;
    next = act(next, 0, { type: 'roll-code' }).state;
    next = act(next, 1, { type: 'solve', code: [1, 1, 1, 1] }).state;
    expect(next).toMatchObject({ gameIndex: 1, coder: 1, solver: 0 });
  });
});
