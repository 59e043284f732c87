// The smart Masterdice solver bot: legal, never wrong when the code is known, and strong over many games.
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../../shared/core/index.js';
import {
  feedback,
  masterdice,
  smartBot,
  type MasterdiceAction,
  type MasterdiceState,
  type MasterdiceView,
} from '../../../shared/games/masterdice/index.js';
import { chooseSolverAction } from '../../../shared/games/masterdice/solver.js';
import { chooseGreedyAction } from '../../../shared/games/masterdice/solver-greedy.js';
import { placementError, playSolverGame, simView } from '../../../shared/games/masterdice/solver-sim.js';
import { rowsFor } from './helpers.js';

/** Every code consistent with the rows, by brute force over feedback() (independent of the solver's tables). */
function consistent(view: MasterdiceView): number[][] {
  const out: number[][] = [];
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++)
      for (let c = 1; c <= 6; c++)
        for (let d = 1; d <= 6; d++) {
          const code = [a, b, c, d];
          if (view.rows.every((row) => JSON.stringify(feedback(code, row.placed)) === JSON.stringify(row.feedback)))
            out.push(code);
        }
  return out;
}

/** Why an action does not fit the view's phase, or null. */
function illegal(view: MasterdiceView, action: MasterdiceAction): string | null {
  if (view.phase === 'place')
    return action.type === 'place' ? placementError(view.roll ?? [], action.placements) : `got ${action.type}`;
  const mustSolve = view.rows.length >= 7 || view.supply <= 0;
  if (action.type === 'solve')
    return action.code.length === 4 && action.code.every((v) => Number.isInteger(v) && v >= 1 && v <= 6)
      ? null
      : 'bad code';
  if (action.type === 'roll') return mustSolve ? 'rolled with no attempt left' : null;
  return `got ${action.type}`;
}

describe('the smart solver bot', () => {
  it('answers every phase with a legal action and never places a die it did not roll (120 games)', () => {
    for (let seed = 1; seed <= 120; seed++) {
      const result = playSolverGame(seed, chooseSolverAction, (view, action) => {
        expect(illegal(view, action), `seed ${seed}`).toBeNull();
      });
      expect(result.error).toBeNull();
    }
  });

  it.each([[[1, 2, 3, 4]], [[2, 2, 5, 6]], [[6, 6, 6, 6]], [[6, 6]], [[3]]])(
    'places only values from the roll %j, each on its own column',
    (roll) => {
      const code = [4, 1, 6, 2];
      for (const rows of [
        [],
        rowsFor(code, [[3, 3, 3, 3]]),
        rowsFor(code, [
          [3, 3, 3, 3],
          [5, 1, 6, null],
          [4, 2, null, 1],
        ]),
      ]) {
        const view = simView(rows, roll.length < 4 ? roll.length : 18 - rows.length * 4, roll);
        const action = chooseSolverAction(view, 11);
        expect(action.type).toBe('place');
        if (action.type === 'place') expect(placementError(roll, action.placements)).toBeNull();
      }
    },
  );

  it('solves, and names the right code, as soon as exactly one code is consistent', () => {
    let checked = 0;
    for (let seed = 1; seed <= 60; seed++) {
      playSolverGame(seed, chooseSolverAction, (view, action) => {
        if (view.phase !== 'attempt') return;
        const left = consistent(view);
        if (left.length !== 1) return;
        checked++;
        expect(action).toEqual({ type: 'solve', code: left[0] });
      });
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('after the 7th attempt, or with no white die left, it solves with a consistent code', () => {
    const code = [4, 1, 6, 2];
    const seven = rowsFor(
      code,
      Array.from({ length: 7 }, () => [4, null, null, null]),
    );
    const noDice = rowsFor(code, [
      [4, 4, 4, 4],
      [1, 1, 1, 1],
      [6, 6, 6, 6],
      [2, 2, 2, 2],
      [3, 3, null, null],
    ]);
    for (const view of [simView(seven, 11), simView(noDice, 0)]) {
      const action = chooseSolverAction(view, 5);
      expect(action.type).toBe('solve');
      if (action.type === 'solve') expect(consistent(view)).toContainEqual(action.code);
    }
  });

  it('is repeatable: same view, same seed, same action', () => {
    const code = [2, 5, 3, 6];
    const view = simView(rowsFor(code, [[3, 3, 4, 1]]), 14, [1, 3, 5, 6]);
    expect(chooseSolverAction(view, 7)).toEqual(chooseSolverAction(view, 7));
  });

  it('scores at least 38 on average over 200 seeded games, above the greedy information bot', () => {
    let smart = 0;
    let greedy = 0;
    for (let seed = 1; seed <= 200; seed++) {
      smart += playSolverGame(seed, chooseSolverAction).score;
      greedy += playSolverGame(seed, chooseGreedyAction).score;
    }
    expect(smart / 200).toBeGreaterThanOrEqual(38);
    expect(smart).toBeGreaterThan(greedy);
  });

  it('plays whole matches through the real engine: every action accepted, most codes found', () => {
    let games = 0;
    let solved = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const setup = masterdice.setup({ seed, players: 2, options: masterdice.defaultOptions });
      if (!setup.ok) throw new Error(setup.error.message);
      let state: MasterdiceState = setup.value;
      for (let step = 0; step < 200 && masterdice.outcome(state) === null; step++) {
        const seat: Seat = masterdice.toAct(state)[0]!;
        const action = smartBot.decide(masterdice.view(state, { kind: 'seat', seat }), seat, seed * 1000 + step);
        const next = masterdice.apply(state, seat, action);
        expect(next.ok ? null : next.error.code, `seed ${seed} step ${step}`).toBeNull();
        if (!next.ok) break;
        state = next.value.state;
      }
      expect(masterdice.outcome(state)).not.toBeNull();
      for (const result of state.results) {
        games++;
        if (result.solved) solved++;
      }
    }
    expect(games).toBe(24);
    expect(solved).toBeGreaterThanOrEqual(22);
  });
});
