// The game-length bound of Laser (issue 12): a pointer whose answer the shooter already holds (he fired it, or
// its answer was public) is refused with 'laser/pointer-known', so each investigator fires each pointer at most
// once; the lists of legal moves and the bots never propose such a shot, and random games end.
import { describe, expect, it } from 'vitest';
import { botDecision, makeRng, nextInt, type RngState, type Seat } from '../../../shared/core/index.js';
import { POINTERS, laser, type LaserAction, type LaserState } from '../../../shared/games/laser/index.js';
import { CIRCUIT_B, act, duel, expectRefused, group, play, table, withTurn } from './game-helpers.js';

/** Fires every pointer once into the target of each duellist, alternating, and returns the state. */
function everyPointerFired(): LaserState {
  let s = withTurn(duel(), 0);
  for (let p = 1; p <= POINTERS; p++) {
    s = act(s, 0, { type: 'fire', pointer: p }).state;
    s = act(s, 1, { type: 'fire', pointer: p }).state;
  }
  return s;
}

/** The pointers `seat` may fire now, as the state's and the view's lists say. */
function listedPointers(s: LaserState, seat: Seat): { state: number[]; view: number[] } {
  const pointers = (list: LaserAction[]) => list.flatMap((a) => (a.type === 'fire' ? [a.pointer] : []));
  return {
    state: pointers(laser.legalActions(s, seat)),
    view: pointers(laser.legalFromView!(laser.view(s, { kind: 'seat', seat }), seat)),
  };
}

describe('a pointer whose answer the shooter holds cannot be fired again', () => {
  it('a second shot of the same pointer is refused with laser/pointer-known, the state unchanged', () => {
    const s = play(withTurn(duel(), 0), [
      [0, { type: 'fire', pointer: 12 }],
      [1, { type: 'fire', pointer: 3 }],
    ]).state;
    expectRefused(s, 0, { type: 'fire', pointer: 12 }, 'laser/pointer-known');
    expect(act(s, 0, { type: 'fire', pointer: 13 }).state.circuits[1]?.shots).toHaveLength(2);
  });

  it('in group play a public answer is held by every investigator, a secret one only by its asker', () => {
    const s = play(withTurn(group(4), 1), [
      [1, { type: 'fire', pointer: 5 }],
      [2, { type: 'fire', pointer: 6, secret: true }],
    ]).state;
    expect(s.turn).toBe(3);
    expectRefused(s, 3, { type: 'fire', pointer: 5 }, 'laser/pointer-known');
    expectRefused(s, 3, { type: 'fire', pointer: 5, secret: true }, 'laser/pointer-known');
    // Seat 3 never saw the secret answer to pointer 6: he may ask for it; seat 2 may not ask again.
    const t = act(s, 3, { type: 'fire', pointer: 6 }).state;
    expect(t.turn).toBe(1);
    expectRefused(withTurn(s, 2), 2, { type: 'fire', pointer: 6 }, 'laser/pointer-known');
  });

  it('with every answer held, only a declaration is listed and the game ends with it', () => {
    const s = everyPointerFired();
    expect(s.turn).toBe(0);
    for (let p = 1; p <= POINTERS; p++) expectRefused(s, 0, { type: 'fire', pointer: p }, 'laser/pointer-known');
    expect(listedPointers(s, 0)).toEqual({ state: [], view: [] });
    expect(laser.legalActions(s, 0).map((a) => a.type)).toEqual(['declare']);
    const end = act(s, 0, { type: 'declare', layout: CIRCUIT_B }).state;
    expect(end.phase).toBe('over');
  });

  it('the lists of legal moves leave out every pointer already answered', () => {
    const s = play(withTurn(group(3), 1), [
      [1, { type: 'fire', pointer: 1 }],
      [2, { type: 'fire', pointer: 30, secret: true }],
    ]).state;
    expect(s.turn).toBe(1);
    const listed = listedPointers(s, 1);
    expect(listed.state).not.toContain(1);
    expect(listed.state).toContain(30);
    expect(listed.view).toEqual(listed.state);
    const other = listedPointers(withTurn(s, 2), 2);
    expect(other.state).not.toContain(1);
    expect(other.state).not.toContain(30);
    expect(other.view).toEqual(other.state);
  });

  it('the default and the random bot never fire a pointer they hold, even with every answer known', () => {
    const s = everyPointerFired();
    for (const bot of laser.bots) {
      const choice = botDecision(laser, bot, s, 0, 11);
      expect(choice.type, bot.id).toBe('declare');
    }
    // Half-way through, each bot's shot is an unanswered pointer.
    let t = withTurn(duel(), 0);
    for (let p = 1; p <= 15; p++)
      t = play(t, [
        [0, { type: 'fire', pointer: p }],
        [1, { type: 'fire', pointer: p }],
      ]).state;
    for (const bot of laser.bots) {
      for (let seed = 0; seed < 4; seed++) {
        const choice = botDecision(laser, bot, t, 0, seed);
        if (choice.type === 'fire') expect(choice.pointer, bot.id).toBeGreaterThan(15);
        expect(laser.apply(t, 0, choice).ok, bot.id).toBe(true);
      }
    }
  });
});

/** Longest game: each investigator holds at most 30 answers, so shots ≤ 30 × investigators; then declarations and designs. */
const boundOf = (s: LaserState) => POINTERS * s.investigators.length + s.investigators.length + s.circuits.length;

describe('random games of legal moves end within the bound', () => {
  const tables: [string, () => LaserState][] = [
    ['a duel', () => table(2)],
    ['group play of 4', () => table(4)],
    ['a solo server circuit', () => table(1, { designer: 'server' })],
    ['three on a server circuit', () => table(3, { designer: 'server' })],
  ];
  it.each(tables)('%s, without declarations until every answer is held', (_name, make) => {
    for (let seed = 1; seed <= 3; seed++) {
      let s = make();
      let rng: RngState = makeRng([seed, 0x1e5]);
      const bound = boundOf(s);
      let steps = 0;
      while (laser.toAct(s).length > 0) {
        expect(steps).toBeLessThanOrEqual(bound);
        const seat = laser.toAct(s)[0] as Seat;
        const legal = laser.legalActions(s, seat);
        // The longest games: fire while any shot is listed (a design in the design phase), declare only when nothing else is left.
        const shots = legal.filter((a) => a.type === 'fire' || a.type === 'design');
        const pool = shots.length > 0 ? shots : legal;
        let k: number;
        [k, rng] = nextInt(rng, 0, pool.length - 1);
        s = act(s, seat, pool[k] as LaserAction).state;
        steps++;
      }
      expect(laser.outcome(s)).not.toBeNull();
    }
  });
});
