// Three to six players and the server's circuit (rules/laser.md): one designer, investigators in turn,
// secret shots, elimination, and a random identifiable circuit for solo and cooperative play.
import { describe, expect, it } from 'vitest';
import { checkIdentifiable, laser, traceBeam, type LaserState } from '../../../shared/games/laser/index.js';
import { AMBIGUOUS, CIRCUIT_A, CIRCUIT_B, act, expectRefused, group, play, table, withTurn } from './game-helpers.js';

describe('group play', () => {
  it('the designer seat designs and the others investigate in seat order from a drawn first', () => {
    const s0 = table(4, { designerSeat: 2 });
    expect(s0.mode).toBe('group');
    expect(s0.investigators).toEqual([0, 1, 3]);
    expect(laser.toAct(s0)).toEqual([2]);
    expect(s0.secretLeft).toEqual([3, 3, 0, 3]);
    expectRefused(s0, 0, { type: 'design', layout: CIRCUIT_A }, 'laser/not-designer');
    const s = act(s0, 2, { type: 'design', layout: CIRCUIT_A }).state;
    expect(s.phase).toBe('investigate');
    expect(s.investigators).toContain(s.turn);
    const order = [s.turn];
    let t = s;
    for (let i = 0; i < 3; i++) {
      t = act(t, t.turn as number, { type: 'fire', pointer: 1 + i }).state;
      order.push(t.turn);
    }
    const i0 = s.investigators.indexOf(s.turn as number);
    expect(order).toEqual([0, 1, 2, 3].map((k) => s.investigators[(i0 + k) % 3]));
    expect(t.circuits[0]?.shots.every((sh) => sh.by !== 2)).toBe(true);
  });

  it('the designer cannot fire, note or declare', () => {
    const s = group(3);
    expectRefused(withTurn(s, 0), 0, { type: 'fire', pointer: 1 }, 'laser/not-investigator');
    expectRefused(s, 0, { type: 'note', notebook: { pieces: [], empty: [] } }, 'laser/not-investigator');
    expectRefused(withTurn(s, 0), 0, { type: 'declare', layout: CIRCUIT_A }, 'laser/not-investigator');
  });

  it('a secret shot reaches only its asker and the designer', () => {
    const s = withTurn(group(4), 1);
    const r = act(s, 1, { type: 'fire', pointer: 12, secret: true });
    const answer = traceBeam(CIRCUIT_A, 12);
    expect(r.events[0]).toEqual({
      type: 'shot',
      circuit: 0,
      n: 0,
      by: 1,
      pointer: 12,
      answer,
      secret: true,
      visibleTo: [1, 0],
    });
    expect(r.state.secretLeft).toEqual([0, 2, 3, 3]);
    const shotsSeen = (v: Parameters<typeof laser.view>[1]) => laser.view(r.state, v).circuits[0]?.shots.length;
    expect(shotsSeen({ kind: 'seat', seat: 1 })).toBe(1);
    expect(shotsSeen({ kind: 'seat', seat: 0 })).toBe(1);
    expect(shotsSeen({ kind: 'broadcast' })).toBe(1);
    expect(shotsSeen({ kind: 'seat', seat: 2 })).toBe(0);
    expect(shotsSeen({ kind: 'seat', seat: 3 })).toBe(0);
    expect(shotsSeen({ kind: 'spectator' })).toBe(0);
    // A later public shot keeps its index: the others see a gap, never the secret answer.
    const r2 = act(r.state, 2, { type: 'fire', pointer: 12 });
    expect(r2.events[0]).toMatchObject({ n: 1, secret: false });
    expect(r2.events[0]).not.toHaveProperty('visibleTo');
    expect(laser.view(r2.state, { kind: 'seat', seat: 3 }).circuits[0]?.shots.map((x) => x.n)).toEqual([1]);
  });

  it('three secret shots each, a fourth is refused', () => {
    let s = withTurn(group(3), 1);
    for (let i = 0; i < 3; i++) s = withTurn(act(s, 1, { type: 'fire', pointer: 5 + i, secret: true }).state, 1);
    expect(s.secretLeft[1]).toBe(0);
    expectRefused(s, 1, { type: 'fire', pointer: 8, secret: true }, 'laser/no-secret-left');
    expect(act(s, 1, { type: 'fire', pointer: 8 }).state.secretLeft[2]).toBe(3);
  });

  it('a secret shot needs two or more investigators in group or server play', () => {
    expectRefused(
      withTurn(
        play(table(2), [
          [0, { type: 'design', layout: CIRCUIT_A }],
          [1, { type: 'design', layout: CIRCUIT_B }],
        ]).state,
        0,
      ),
      0,
      { type: 'fire', pointer: 1, secret: true },
      'laser/secret-not-allowed',
    );
    const solo = table(1, { designer: 'server' });
    expect(solo.secretLeft).toEqual([0]);
    expectRefused(solo, 0, { type: 'fire', pointer: 1, secret: true }, 'laser/secret-not-allowed');
  });

  it('a wrong declaration eliminates the investigator, and play goes on without him', () => {
    const s = withTurn(group(4), 2);
    const r = act(s, 2, { type: 'declare', layout: CIRCUIT_B });
    expect(r.events).toEqual([
      { type: 'declared', seat: 2, circuit: 0, correct: false },
      { type: 'eliminated', seat: 2 },
      { type: 'turn', seat: 3 },
    ]);
    expect(r.state.phase).toBe('investigate');
    expect(laser.view(r.state, { kind: 'spectator' }).eliminated).toEqual([2]);
    expectRefused(withTurn(r.state, 2), 2, { type: 'fire', pointer: 1 }, 'laser/eliminated');
    expectRefused(r.state, 2, { type: 'note', notebook: { pieces: [], empty: [] } }, 'laser/eliminated');
    // Turns skip the eliminated seat.
    const t = play(r.state, [
      [3, { type: 'fire', pointer: 1 }],
      [1, { type: 'fire', pointer: 2 }],
    ]);
    expect(t.state.turn).toBe(3);
  });

  it('the first correct declaration wins', () => {
    const r = act(withTurn(group(5), 4), 4, { type: 'declare', layout: CIRCUIT_A });
    expect(r.state.result).toEqual({ winners: [4], reason: 'correct', flipped: false, ambiguous: null });
    expect(laser.outcome(r.state)).toEqual({ scores: [0, 0, 0, 0, 1], winners: [4], draw: false });
  });

  it('if every investigator is eliminated, the designer wins', () => {
    const s = withTurn(group(3), 1);
    const r = play(s, [
      [1, { type: 'declare', layout: CIRCUIT_B }],
      [2, { type: 'declare', layout: CIRCUIT_B }],
    ]);
    expect(r.events.map((e) => e.type)).toEqual(['declared', 'eliminated', 'turn', 'declared', 'eliminated', 'over']);
    expect(r.state.result).toEqual({ winners: [0], reason: 'all-eliminated', flipped: false, ambiguous: null });
  });

  it('[interpretation] if every investigator is eliminated but the circuit was not identifiable, every investigator wins', () => {
    const s = withTurn(group(3, AMBIGUOUS, { strictDesign: false }), 1);
    const r = play(s, [
      [1, { type: 'declare', layout: CIRCUIT_B }],
      [2, { type: 'declare', layout: CIRCUIT_B }],
    ]);
    expect(r.state.result).toMatchObject({
      winners: [1, 2],
      reason: 'all-eliminated',
      flipped: true,
      ambiguous: { circuit: 0 },
    });
  });
});

describe("the server's circuit", () => {
  it('is random, identifiable, and investigated by every seat at once', () => {
    for (const seed of [1, 2, 3]) {
      const s = table(3, { designer: 'server' }, seed);
      expect(s.mode).toBe('server');
      expect(s.phase).toBe('investigate');
      expect(s.investigators).toEqual([0, 1, 2]);
      expect(s.circuits).toHaveLength(1);
      expect(s.circuits[0]?.owner).toBeNull();
      const layout = s.circuits[0]?.layout;
      expect(layout && checkIdentifiable(layout)).toEqual({ status: 'identifiable' });
      expect(s.secretLeft).toEqual([3, 3, 3]);
    }
  });

  it('expert and Einstein server circuits are proven identifiable too', () => {
    for (const set of ['expert', 'einstein'] as const) {
      const s = table(2, { designer: 'server', set }, 11);
      expect(s.circuits[0]?.verdict).toEqual({ status: 'identifiable' });
      expect(s.circuits[0]?.layout?.pieces).toHaveLength(s.kinds.length);
    }
  });

  it('solo play: one seat fires every turn and wins by declaring the circuit', () => {
    const s = table(1, { designer: 'server' }, 9);
    expect(s.turn).toBe(0);
    const r = play(s, [
      [0, { type: 'fire', pointer: 1 }],
      [0, { type: 'fire', pointer: 30 }],
    ]);
    expect(r.events.filter((e) => e.type === 'turn')).toEqual([
      { type: 'turn', seat: 0 },
      { type: 'turn', seat: 0 },
    ]);
    const layout = s.circuits[0]?.layout;
    if (!layout) throw new Error('no circuit');
    const end = act(r.state, 0, { type: 'declare', layout });
    expect(laser.outcome(end.state)).toEqual({ scores: [1], winners: [0], draw: false });
  });

  it("a secret shot on the server's circuit reaches only its asker", () => {
    const s: LaserState = withTurn(table(2, { designer: 'server' }), 0);
    const r = act(s, 0, { type: 'fire', pointer: 4, secret: true });
    expect(r.events[0]).toMatchObject({ secret: true, visibleTo: [0] });
    expect(laser.view(r.state, { kind: 'seat', seat: 1 }).circuits[0]?.shots).toEqual([]);
  });

  it('when every seat is eliminated, nobody wins', () => {
    const s = withTurn(table(2, { designer: 'server' }), 0);
    const r = play(s, [
      [0, { type: 'declare', layout: CIRCUIT_A }],
      [1, { type: 'declare', layout: CIRCUIT_A }],
    ]);
    expect(laser.outcome(r.state)).toEqual({ scores: [0, 0], winners: [], draw: true });
  });
});
