// checkMove (shared/games/masterdice/refusal.ts): why a move of one type is refused, asked from a view, one named
// case per reason; and over seeded playouts it agrees with what `apply` answers and with what the engine lists.
import { describe, expect, it } from 'vitest';
import { makeRng, nextInt, type Seat } from '../../../shared/core/index.js';
import {
  ACTION_TYPES,
  ATTEMPT_ROWS,
  ERRORS,
  checkMove,
  masterdice,
  type MasterdiceAction,
  type MasterdiceState,
} from '../../../shared/games/masterdice/index.js';
import { act, attempting, placing, rowsFor, start } from './helpers.js';

const CODE = [4, 1, 6, 2];
const SEVEN_ROWS = rowsFor(
  CODE,
  Array.from({ length: ATTEMPT_ROWS }, () => [1, null, null, null]),
);
const solvedOnce = (): MasterdiceState => act(attempting(CODE), 0, { type: 'solve', code: CODE }).state;
const overState = (): MasterdiceState =>
  act(act(solvedOnce(), 0, { type: 'roll-code' }).state, 1, { type: 'solve', code: [1, 1, 1, 1] }).state;
const seatView = (s: MasterdiceState, seat: Seat) => masterdice.view(s, { kind: 'seat', seat });
const spectatorView = (s: MasterdiceState) => masterdice.view(s, { kind: 'spectator' });

/** The code checkMove gives, or 'ok'. */
function why(pos: Parameters<typeof checkMove>[0], seat: Seat | null, type: MasterdiceAction['type']): string {
  const r = checkMove(pos, seat, type);
  return r.ok ? 'ok' : r.error.code;
}

describe('checkMove: why a move is refused, from a view', () => {
  it.each([
    { name: 'a spectator may do nothing', state: start, seat: null, type: 'roll-code', code: ERRORS.notASeat.code },
    { name: 'the coder rolls the code first', state: start, seat: 1, type: 'roll-code', code: 'ok' },
    {
      name: 'the solver waits while the coder rolls',
      state: start,
      seat: 0,
      type: 'roll',
      code: ERRORS.notYourTurn.code,
    },
    {
      name: 'the coder does not roll white dice',
      state: start,
      seat: 1,
      type: 'roll',
      code: ERRORS.wrongPhase.code,
    },
    {
      name: 'the code is rolled once',
      state: () => attempting(CODE),
      seat: 1,
      type: 'roll-code',
      code: ERRORS.codeAlreadyRolled.code,
    },
    { name: 'an attempt may start', state: () => attempting(CODE), seat: 0, type: 'roll', code: 'ok' },
    { name: 'a solution may be given instead', state: () => attempting(CODE), seat: 0, type: 'solve', code: 'ok' },
    {
      name: 'placing comes after a roll',
      state: () => attempting(CODE),
      seat: 0,
      type: 'place',
      code: ERRORS.notRolled.code,
    },
    {
      name: 'after the 7th attempt no roll: the solution is due',
      state: () => attempting(CODE, { rows: SEVEN_ROWS, supply: 11 }),
      seat: 0,
      type: 'roll',
      code: ERRORS.noAttemptsLeft.code,
    },
    {
      name: 'with the 7th attempt done a solution is still allowed',
      state: () => attempting(CODE, { rows: SEVEN_ROWS, supply: 11 }),
      seat: 0,
      type: 'solve',
      code: 'ok',
    },
    {
      name: 'an empty supply leaves no roll',
      state: () => attempting(CODE, { supply: 0 }),
      seat: 0,
      type: 'roll',
      code: ERRORS.supplyEmpty.code,
    },
    {
      name: 'rolled dice are placed before another roll',
      state: () => placing([1, 2, 3, 4]),
      seat: 0,
      type: 'roll',
      code: ERRORS.alreadyRolled.code,
    },
    {
      name: 'rolled dice are placed before a solution',
      state: () => placing([1, 2, 3, 4]),
      seat: 0,
      type: 'solve',
      code: ERRORS.wrongPhase.code,
    },
    { name: 'rolled dice may be placed', state: () => placing([1, 2, 3, 4]), seat: 0, type: 'place', code: 'ok' },
    {
      name: 'the coder waits while the solver places',
      state: () => placing([1, 2, 3, 4]),
      seat: 1,
      type: 'place',
      code: ERRORS.notYourTurn.code,
    },
    {
      name: 'the last solver, now coding, gives no second solution',
      state: solvedOnce,
      seat: 0,
      type: 'solve',
      code: ERRORS.alreadySolved.code,
    },
    {
      name: 'no rematch while the match goes on',
      state: () => attempting(CODE),
      seat: 0,
      type: 'rematch',
      code: ERRORS.notOver.code,
    },
    { name: 'a rematch once the match is over', state: overState, seat: 1, type: 'rematch', code: 'ok' },
    {
      name: 'nothing else once the match is over',
      state: overState,
      seat: 0,
      type: 'roll',
      code: ERRORS.gameOver.code,
    },
  ] as const)('$name', ({ state, seat, type, code }) => {
    const s = state();
    expect(why(s, seat, type)).toBe(code);
    // The same answer from what that seat (or a spectator) sees.
    expect(why(seat === null ? spectatorView(s) : seatView(s, seat), seat, type)).toBe(code);
    // And the same code as apply's, for a seat.
    if (seat !== null && code !== 'ok') {
      const r = masterdice.apply(s, seat, sample(s, type));
      expect(r.ok ? 'ok' : r.error.code).toBe(code);
    }
  });

  it('over seeded random playouts it answers as apply does and is ok exactly for the types the engine lists', () => {
    let rng = makeRng(2027);
    const seen = new Set<string>();
    for (let game = 0; game < 40; game++) {
      let s = start({}, 100 + game);
      for (let step = 0; step < 200; step++) {
        for (const seat of [0, 1] as const) {
          const listed = new Set(masterdice.legalActions(s, seat).map((a) => a.type));
          const v = seatView(s, seat);
          for (const type of ACTION_TYPES) {
            const answer = why(v, seat, type);
            expect(answer === 'ok', `${type} for seat ${seat} in ${s.phase}`).toBe(listed.has(type));
            const r = masterdice.apply(s, seat, sample(s, type));
            expect(r.ok ? 'ok' : r.error.code, `${type} for seat ${seat} in ${s.phase}`).toBe(answer);
            seen.add(answer);
          }
        }
        if (s.phase === 'over') break;
        const seat = masterdice.toAct(s)[0]!;
        // Mostly play on (roll, place) so that rows and the supply run out; now and then solve.
        const legal = masterdice.legalActions(s, seat);
        const onward = legal.filter((a) => a.type !== 'solve');
        const [coin, r1] = nextInt(rng, 0, 5);
        const pool = onward.length > 0 && coin > 0 ? onward : legal;
        const [i, r2] = nextInt(r1, 0, pool.length - 1);
        rng = r2;
        s = act(s, seat, pool[i]!).state;
      }
    }
    // The playouts met every gate: each reason, and ok.
    const reasons = [
      'notYourTurn',
      'wrongPhase',
      'codeAlreadyRolled',
      'alreadyRolled',
      'noAttemptsLeft',
      'supplyEmpty',
      'notRolled',
      'alreadySolved',
      'notOver',
      'gameOver',
    ] as const;
    for (const name of reasons) expect(seen).toContain(ERRORS[name].code);
    expect(seen).toContain('ok');
  });
});

/** A move of `type` whose arguments are fine whenever the type is allowed (so only the gates can refuse it). */
function sample(s: MasterdiceState, type: MasterdiceAction['type']): MasterdiceAction {
  switch (type) {
    case 'place':
      return { type, placements: [{ column: 0, value: s.roll?.[0] ?? 1 }] };
    case 'solve':
      return { type, code: [1, 2, 3, 4] };
    default:
      return { type };
  }
}
