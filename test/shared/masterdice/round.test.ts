// Masterdice's rounds for the delayed feed (the engine's `round`): one per game of each match, a number that never
// goes down along a match and its rematch, and that grows only when a game ends, its code then revealed to all.
import { describe, expect, it } from 'vitest';
import { masterdice, smartBot, type MasterdiceState } from '../../../shared/games/masterdice/index.js';
import { act, start } from './helpers.js';

/** Plays `actions` moves chosen by the smart bot from each actor's own view, from `state`; every state on the way. */
function playout(state: MasterdiceState, actions: number): MasterdiceState[] {
  const states = [state];
  let s = state;
  for (let n = 0; n < actions; n++) {
    const seat = masterdice.toAct(s)[0];
    const action =
      seat === undefined
        ? { type: 'rematch' as const }
        : smartBot.decide(masterdice.view(s, { kind: 'seat', seat }), seat, n);
    s = act(s, seat ?? 0, action).state;
    states.push(s);
  }
  return states;
}

describe('Masterdice rounds', () => {
  it('the first game of the first match is round 0; the next game and a rematch are later rounds', () => {
    const s = start();
    expect(masterdice.round!(s)).toBe(0);
    expect(masterdice.round!({ ...s, gameIndex: 1 })).toBeGreaterThan(masterdice.round!(s));
    expect(masterdice.round!({ ...s, match: 1, gameIndex: 0 })).toBeGreaterThan(
      masterdice.round!({ ...s, gameIndex: 19 }),
    );
  });

  for (const seed of [1, 2, 3]) {
    it(`seed ${seed}: along two matches the round never goes down, and grows only as a game ends with its code revealed`, () => {
      const states = playout(start({}, seed), 80);
      for (let i = 1; i < states.length; i++) {
        const before = states[i - 1]!;
        const after = states[i]!;
        expect(masterdice.round!(after)).toBeGreaterThanOrEqual(masterdice.round!(before));
        if (masterdice.round!(after) > masterdice.round!(before)) {
          if (before.phase === 'over') {
            // A rematch after a match's end: no code was in play, every game's code already public.
            expect(before.code).toBeNull();
            expect(masterdice.view(before, { kind: 'spectator' }).results).toEqual(before.results);
          } else {
            // A game ended mid-match: its code is public from then on, in a spectator's results.
            expect(before.code).not.toBeNull();
            expect(masterdice.view(after, { kind: 'spectator' }).results.at(-1)?.code).toEqual(before.code);
          }
        }
      }
      expect(new Set(states.map((s) => masterdice.round!(s))).size).toBeGreaterThan(2);
    });
  }
});
