// What each viewer sees: hidden circuits stay hidden until the end, notebooks stay with their owner, the
// assistant marks contradicted answers, and the generator is never shown.
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../../shared/core/index.js';
import {
  laser,
  remainingFor,
  knownShots,
  traceBeam,
  type LaserLayout,
  type LaserState,
  type Notebook,
} from '../../../shared/games/laser/index.js';
import { CIRCUIT_A, CIRCUIT_B, act, duel, group, play, table, viewers, withTurn } from './game-helpers.js';

/** Text that would betray a piece of `layout`: its cell written as a piece's coordinates. */
const cellsText = (layout: LaserLayout) => layout.pieces.map((p) => `"x":${p.x},"y":${p.y}`);
const leaks = (v: unknown, layout: LaserLayout) => cellsText(layout).filter((t) => JSON.stringify(v).includes(t));

describe('hidden circuits', () => {
  it('the fixtures have no cell in common (so a coordinate found in a view betrays its circuit)', () => {
    const a = new Set(cellsText(CIRCUIT_A));
    expect(cellsText(CIRCUIT_B).filter((t) => a.has(t))).toEqual([]);
  });

  it("in a duel each player sees his own circuit, never the opponent's, until the end", () => {
    let s = play(table(2), [
      [0, { type: 'draft', layout: CIRCUIT_A }],
      [1, { type: 'draft', layout: CIRCUIT_B }],
    ]).state;
    const check = (state: LaserState) => {
      expect(leaks(laser.view(state, { kind: 'seat', seat: 0 }), CIRCUIT_B)).toEqual([]);
      expect(leaks(laser.view(state, { kind: 'seat', seat: 1 }), CIRCUIT_A)).toEqual([]);
      expect(leaks(laser.view(state, { kind: 'spectator' }), CIRCUIT_A)).toEqual([]);
      expect(leaks(laser.view(state, { kind: 'spectator' }), CIRCUIT_B)).toEqual([]);
      expect(leaks(laser.view(state, { kind: 'broadcast' }), CIRCUIT_A)).toHaveLength(5);
    };
    check(s);
    expect(laser.view(s, { kind: 'seat', seat: 0 }).circuits[0]?.draft).toEqual(CIRCUIT_A);
    s = play(s, [
      [0, { type: 'design', layout: CIRCUIT_A }],
      [1, { type: 'design', layout: CIRCUIT_B }],
    ]).state;
    check(s);
    for (let i = 0; i < 12; i++) {
      s = act(s, s.turn as number, { type: 'fire', pointer: 1 + ((i * 7) % 30) }).state;
      check(s);
    }
    const mine = laser.view(s, { kind: 'seat', seat: 0 }).circuits;
    expect(mine[0]?.layout).toEqual(CIRCUIT_A);
    expect(mine[0]?.verdict).toEqual({ status: 'identifiable' });
    expect(mine[1]?.layout).toBeNull();
    expect(mine[1]?.verdict).toBeNull();
    expect(mine[1]?.designed).toBe(true);
    // A wrong declaration's layout stays with its declarer until the end; then everything is revealed.
    const end = act(withTurn(s, 0), 0, { type: 'declare', layout: CIRCUIT_A }).state;
    for (const v of viewers(2)) {
      const view = laser.view(end, v);
      expect(view.circuits.map((c) => c.layout)).toEqual([CIRCUIT_A, CIRCUIT_B]);
      expect(view.declarations[0]?.layout).toEqual(CIRCUIT_A);
      expect(view.scores).toEqual([0, 1]);
    }
  });

  it("in group play the investigators and spectators never see the designer's circuit", () => {
    let s = group(4, CIRCUIT_A);
    for (let i = 0; i < 9; i++)
      s = act(s, s.turn as number, { type: 'fire', pointer: 3 * i + 1, secret: i % 4 === 0 }).state;
    for (const v of [...viewers(4).filter((x) => !(x.kind === 'seat' && x.seat === 0) && x.kind !== 'broadcast')]) {
      expect(leaks(laser.view(s, v), CIRCUIT_A)).toEqual([]);
    }
    expect(laser.view(s, { kind: 'seat', seat: 0 }).circuits[0]?.shots).toHaveLength(9);
  });

  it('toAct: designers not done, then the investigator on turn, then nobody', () => {
    const s = table(2);
    expect(laser.view(s, { kind: 'spectator' }).toAct).toEqual([0, 1]);
    const d = duel();
    expect(laser.view(d, { kind: 'spectator' }).toAct).toEqual([d.turn]);
    const end = act(withTurn(d, 0), 0, { type: 'declare', layout: CIRCUIT_B }).state;
    expect(laser.view(end, { kind: 'spectator' }).toAct).toEqual([]);
  });

  it("the target: the opponent's circuit in a duel, circuit 0 in group play, none for the designer and spectators", () => {
    const d = duel();
    expect([0, 1].map((seat) => laser.view(d, { kind: 'seat', seat }).target)).toEqual([1, 0]);
    const g = group(3);
    expect([0, 1, 2].map((seat) => laser.view(g, { kind: 'seat', seat }).target)).toEqual([null, 0, 0]);
    expect(laser.view(g, { kind: 'spectator' }).target).toBeNull();
  });
});

describe('the notebook', () => {
  const guess: Notebook = { pieces: [{ kind: 'jump', x: 3, y: 0 }], empty: [0, 1, 2] };

  it('an investigator may replace his notebook at any time of the investigation, not only on his turn', () => {
    const s = withTurn(duel(), 1);
    const r = act(s, 0, { type: 'note', notebook: guess });
    expect(r.events).toEqual([]);
    expect(r.state.notebooks[0]).toEqual(guess);
    expect(r.state.turn).toBe(1);
  });

  it('it lives in the state (a reload loses nothing) and only its owner (and the broadcast feed) sees it', () => {
    const s = act(duel(), 0, { type: 'note', notebook: guess }).state;
    expect(laser.view(s, { kind: 'seat', seat: 0 }).notebooks).toEqual({ 0: guess });
    expect(laser.view(s, { kind: 'seat', seat: 1 }).notebooks).toEqual({ 1: { pieces: [], empty: [] } });
    expect(laser.view(s, { kind: 'spectator' }).notebooks).toEqual({});
    expect(laser.view(s, { kind: 'broadcast' }).notebooks[0]).toEqual(guess);
    const later = act(act(s, s.turn as number, { type: 'fire', pointer: 2 }).state, 1 - (s.turn as number), {
      type: 'fire',
      pointer: 2,
    }).state;
    expect(later.notebooks[0]).toEqual(guess);
  });

  it('the designer of group play has no notebook in his view', () => {
    expect(laser.view(group(3), { kind: 'seat', seat: 0 }).notebooks).toEqual({});
  });
});

describe('the assistant', () => {
  const shotsOn = (options: object): LaserState => {
    let s = withTurn(duel(CIRCUIT_A, CIRCUIT_B, options), 0);
    for (const p of [3, 5, 10, 11, 26, 20])
      s = play(s, [
        [0, { type: 'fire', pointer: p }],
        [1, { type: 'fire', pointer: p }],
      ]).state;
    return s;
  };
  const seat0: Viewer = { kind: 'seat', seat: 0 };

  it('is off by default', () => {
    expect(laser.view(shotsOn({}), seat0).assistant).toBeNull();
  });

  it('marks nothing when the notebook is right, or holds nothing yet', () => {
    const s = shotsOn({ assistant: 'check' });
    expect(laser.view(s, seat0).assistant).toEqual({ contradicted: [], remaining: null });
    const right = act(s, 0, { type: 'note', notebook: { pieces: CIRCUIT_B.pieces, empty: [] } }).state;
    expect(laser.view(right, seat0).assistant?.contradicted).toEqual([]);
  });

  it('with every kind placed, marks exactly the shots whose beam through the notebook differs from the answer', () => {
    const s = shotsOn({ assistant: 'check' });
    const wrong: LaserLayout = {
      pieces: CIRCUIT_B.pieces.map((p) => (p.kind === 'diagonal' ? { ...p, orientation: '/' } : p)),
    };
    const r = act(s, 0, { type: 'note', notebook: { pieces: wrong.pieces, empty: [] } }).state;
    const expected = (s.circuits[1]?.shots ?? [])
      .filter((sh) => JSON.stringify(traceBeam(wrong, sh.pointer)) !== JSON.stringify(sh.answer))
      .map((sh) => sh.n);
    expect(expected.length).toBeGreaterThan(0);
    expect(laser.view(r, seat0).assistant?.contradicted).toEqual(expected);
  });

  it('cells marked empty are believed: a grid marked all empty contradicts every answer that hit something', () => {
    const s = shotsOn({ assistant: 'check' });
    const r = act(s, 0, {
      type: 'note',
      notebook: { pieces: [], empty: Array.from({ length: 56 }, (_, i) => i) },
    }).state;
    const expected = (s.circuits[1]?.shots ?? []).filter((sh) => sh.answer.hits.length > 0).map((sh) => sh.n);
    expect(expected.length).toBeGreaterThan(0);
    expect(laser.view(r, seat0).assistant?.contradicted).toEqual(expected);
  });

  it('is shown only to a seated investigator who is still in the game', () => {
    const s = shotsOn({ assistant: 'check' });
    expect(laser.view(s, { kind: 'spectator' }).assistant).toBeNull();
    expect(laser.view(s, { kind: 'broadcast' }).assistant).toBeNull();
    const g = withTurn(group(3, CIRCUIT_A, { assistant: 'check' }), 1);
    expect(laser.view(g, { kind: 'seat', seat: 0 }).assistant).toBeNull();
    const out = act(g, 1, { type: 'declare', layout: CIRCUIT_B }).state;
    expect(laser.view(out, { kind: 'seat', seat: 1 }).assistant).toBeNull();
    expect(laser.view(out, { kind: 'seat', seat: 2 }).assistant).not.toBeNull();
  });

  it("'count' keeps, per seat, how many layouts fit the answers that seat knows", () => {
    let s = withTurn(group(3, CIRCUIT_A, { assistant: 'count' }), 1);
    expect(s.remaining[1]).toEqual(remainingFor(s.kinds, []));
    s = act(s, 1, { type: 'fire', pointer: 5, secret: true }).state;
    expect(s.remaining[1]).toEqual(remainingFor(s.kinds, knownShots(s, 1)));
    expect(s.remaining[2]).toEqual(remainingFor(s.kinds, []));
    s = act(s, 2, { type: 'fire', pointer: 9 }).state;
    expect(s.remaining[1]).toEqual(remainingFor(s.kinds, knownShots(s, 1)));
    expect(s.remaining[2]).toEqual(remainingFor(s.kinds, knownShots(s, 2)));
    expect(knownShots(s, 1)).toHaveLength(2);
    expect(knownShots(s, 2)).toHaveLength(1);
    expect(laser.view(s, { kind: 'seat', seat: 2 }).assistant?.remaining).toEqual(s.remaining[2]);
    expect(s.remaining[0]).toBeNull();
  });
});
