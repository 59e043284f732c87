// Masterdice's own invariants over seeded playouts (fast-check, fixed seeds; the generic engine laws — no
// mutation, replay, listed actions accepted, an outcome exactly at the end, no generator in a view — are in
// test/shared/laws.test.ts): dice and rows counted, scores summed, the code only for who may see it, the aid.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  makeRng,
  nextFloat,
  nextInt,
  type RngState,
  type Seat,
  type SetupInput,
  type Viewer,
} from '../../../shared/core/index.js';
import {
  ATTEMPT_ROWS,
  WHITE_DICE,
  masterdice,
  randomBot,
  smartBot,
  type MasterdiceAction,
  type MasterdiceOptions,
  type MasterdiceState,
  type MasterdiceView,
} from '../../../shared/games/masterdice/index.js';
import type { Bot } from '../../../shared/core/index.js';
import { placedCount } from './helpers.js';

const RANDOM_PLAYOUTS = 1000;
const BOT_PLAYOUTS = 1000;
/** The smart solver searches every placement against every consistent code: ~25 ms a match, so fewer runs. */
const SMART_PLAYOUTS = 1000;

type Chooser = (state: MasterdiceState, seat: Seat) => MasterdiceAction;

/** Throws with `what` unless `ok`: plain checks keep the hot loop fast (vitest's expect is slower). */
function check(ok: boolean, what: string, detail?: unknown): void {
  if (!ok) throw new Error(`${what}${detail === undefined ? '' : `: ${JSON.stringify(detail)}`}`);
}

/** Everything that must hold in any reachable state, checked on every step of every playout. */
function checkInvariants(s: MasterdiceState): void {
  check(s.rows.length <= ATTEMPT_ROWS, 'at most 7 rows', s.rows.length);
  check(s.supply >= 0 && s.supply + placedCount(s.rows) === WHITE_DICE, 'supply + placed dice = 18', s);
  check(
    s.phase === 'place' ? s.roll?.length === Math.min(4, s.supply) : s.roll === null,
    'a roll only while placing',
    s,
  );
  check((s.code === null) === (s.phase === 'code' || s.phase === 'over'), 'a code exactly while a game is on', s);
  check(s.coder + s.solver === 1, 'one coder, one solver', s);
  const sums = [0, 0];
  for (const r of s.results) sums[r.solver] = (sums[r.solver] ?? 0) + r.score;
  check(s.scores[0] === sums[0] && s.scores[1] === sums[1], 'scores are the sum of the results', s);
  check(s.results.length === (s.phase === 'over' ? s.options.games : s.gameIndex), 'one result per finished game', s);
  check(masterdice.toAct(s).length === (s.phase === 'over' ? 0 : 1), 'one seat to act while the match is on', s);

  const views: [Viewer, boolean][] = [
    [{ kind: 'seat', seat: s.solver }, false],
    [{ kind: 'spectator' }, false],
    [{ kind: 'seat', seat: s.coder }, true],
    [{ kind: 'broadcast' }, true],
  ];
  for (const [viewer, seesCode] of views) {
    const v = masterdice.view(s, viewer);
    check(seesCode ? v.code === s.code : v.code === null, 'the code only for the coder and the broadcast feed', viewer);
    const isSolver = viewer.kind === 'seat' && viewer.seat === s.solver;
    check(
      (v.aid !== null) === (s.options.aid && isSolver && s.phase !== 'over'),
      'the aid only for the solver with the option',
      viewer,
    );
  }
}

/** Plays one match from `start` with `choose`, checking each step; returns the final state. */
function playMatch(start: MasterdiceState, choose: Chooser): MasterdiceState {
  let s = start;
  for (let step = 0; masterdice.outcome(s) === null; step++) {
    check(step <= s.options.games * 20, 'the playout ends');
    checkInvariants(s);
    const seat = masterdice.toAct(s)[0] as Seat;
    const action = choose(s, seat);
    // The seat that is not to act is refused whatever it sends.
    check(!masterdice.apply(s, 1 - seat, action).ok, 'the other seat is refused', action);
    const r = masterdice.apply(s, seat, action);
    if (!r.ok) throw new Error(`legal action refused: ${r.error.code} ${JSON.stringify(action)}`);
    let rolls = 0;
    for (const e of r.value.events) {
      const secret = e.type === 'dice-thrown' && e.channel === 'code';
      if (secret) check(e.visibleTo.length === 1 && e.visibleTo[0] === s.coder, 'code values only for the coder', e);
      else
        check(
          !('visibleTo' in e) && !(e.type === 'code-rolled' && 'values' in e),
          'other events are public, the code roll without values',
          e,
        );
      if (e.type === 'dice-thrown') rolls++;
    }
    check(r.value.state.rollCount === s.rollCount + rolls, 'rollCount counts every roll');
    s = r.value.state;
  }
  checkInvariants(s);
  expect(s.phase).toBe('over');
  const out = masterdice.outcome(s);
  expect(out?.scores).toEqual(s.scores);
  expect(out?.draw).toBe(s.scores[0] === s.scores[1]);
  return s;
}

/** Plays a match (and sometimes a rematch), every step checked. */
function playTable(input: SetupInput<MasterdiceOptions>, choose: Chooser, rematch: boolean): MasterdiceState {
  const first = masterdice.setup(input);
  if (!first.ok) throw new Error(first.error.code);
  let s = playMatch(first.value, choose);
  if (rematch) {
    const r = masterdice.apply(s, 0, { type: 'rematch' });
    if (!r.ok) throw new Error(r.error.code);
    s = playMatch(r.value.state, choose);
    expect(s.match).toBe(1);
  }
  return s;
}

/** Random legal actions: roll 3 times in 4 when allowed; a solution is right 1 time in 3 (so scores vary). */
function randomChooser(seed: number): Chooser {
  let rng: RngState = makeRng(seed);
  const float = (): number => {
    const [u, n] = nextFloat(rng);
    rng = n;
    return u;
  };
  return (state, seat) => {
    const legal = masterdice.legalActions(state, seat);
    if (legal[0]?.type === 'roll' && float() < 0.75) return legal[0];
    if (state.phase === 'attempt' && state.code !== null && float() < 1 / 3)
      return { type: 'solve', code: [...state.code] };
    const [i, n] = nextInt(rng, 0, legal.length - 1);
    rng = n;
    return legal[i] as MasterdiceAction;
  };
}

/** Bots decide from their seat's view only. */
function botChooser(bots: readonly Bot<MasterdiceView, MasterdiceAction>[], seed: number): Chooser {
  return (state, seat) => {
    const bot = bots[seat] as Bot<MasterdiceView, MasterdiceAction>;
    return bot.decide(masterdice.view(state, { kind: 'seat', seat }), seat, seed + state.rollCount);
  };
}

const optionsArb = fc.record({ games: fc.constantFrom(2, 2, 4), aid: fc.boolean() });
const seedArb = fc.integer({ min: 0, max: 0x7fffffff });

describe('seeded playouts', () => {
  it(`${RANDOM_PLAYOUTS} random-legal-action playouts end cleanly and invariants hold`, () => {
    fc.assert(
      fc.property(seedArb, seedArb, optionsArb, fc.boolean(), (seed, chooserSeed, options, rematch) => {
        playTable({ seed, players: 2, options }, randomChooser(chooserSeed), rematch && seed % 4 === 0);
      }),
      { numRuns: RANDOM_PLAYOUTS, seed: 20121, endOnFailure: true },
    );
  });

  it(`${BOT_PLAYOUTS} playouts of the random bot against itself end cleanly`, () => {
    fc.assert(
      fc.property(seedArb, seedArb, optionsArb, (seed, botSeed, options) => {
        playTable({ seed, players: 2, options }, botChooser([randomBot, randomBot], botSeed), false);
      }),
      { numRuns: BOT_PLAYOUTS, seed: 20122, endOnFailure: true },
    );
  });

  it(`${SMART_PLAYOUTS} playouts of the smart bot (against itself and the random bot) end cleanly`, () => {
    let solved = 0;
    let games = 0;
    fc.assert(
      fc.property(seedArb, seedArb, fc.constantFrom<[0 | 1, 0 | 1]>([0, 0], [0, 1], [1, 0]), (seed, botSeed, pair) => {
        const bots = pair.map((i) => [smartBot, randomBot][i] as Bot<MasterdiceView, MasterdiceAction>);
        const s = playTable({ seed, players: 2, options: { games: 2, aid: false } }, botChooser(bots, botSeed), false);
        for (const r of s.results) {
          if (bots[r.solver] !== smartBot) continue;
          games++;
          if (r.solved) solved++;
        }
      }),
      { numRuns: SMART_PLAYOUTS, seed: 20123, endOnFailure: true },
    );
    // The smart solver is a real solver: it cracks nearly every code within 7 attempts.
    expect(solved / games).toBeGreaterThan(0.95);
  });
});
