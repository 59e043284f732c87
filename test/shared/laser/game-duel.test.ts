// Two players (rules/laser.md "Two players"): design, alternate shots, the declaration, the fairness rule, rematch.
import { describe, expect, it } from 'vitest';
import { checkIdentifiable, laser, sameLayout, traceBeam, type LaserState } from '../../../shared/games/laser/index.js';
import {
  AMBIGUOUS,
  AMBIGUOUS_TWIN,
  CIRCUIT_A,
  CIRCUIT_B,
  act,
  duel,
  expectRefused,
  play,
  table,
  withTurn,
} from './game-helpers.js';
import { sameAnswers } from './helpers.js';

describe('the design phase', () => {
  it('both players design, then a drawn investigator starts and turns alternate', () => {
    const s0 = table(2);
    expect(s0.mode).toBe('duel');
    expect(s0.phase).toBe('design');
    expect(laser.toAct(s0)).toEqual([0, 1]);
    const a = act(s0, 1, { type: 'design', layout: CIRCUIT_B });
    expect(a.events).toEqual([{ type: 'designed', seat: 1 }]);
    expect(laser.toAct(a.state)).toEqual([0]);
    const b = act(a.state, 0, { type: 'design', layout: CIRCUIT_A });
    const first = b.state.turn;
    expect(b.events).toEqual([
      { type: 'designed', seat: 0 },
      { type: 'investigation', first },
      { type: 'turn', seat: first },
    ]);
    expect(b.state.phase).toBe('investigate');
    expect(b.state.circuits.map((c) => c.verdict?.status)).toEqual(['identifiable', 'identifiable']);
  });

  it('the first investigator is drawn: some seeds start with seat 0, some with seat 1', () => {
    const firsts = new Set(Array.from({ length: 12 }, (_, seed) => duel(CIRCUIT_A, CIRCUIT_B, {}, seed).turn));
    expect(firsts).toEqual(new Set([0, 1]));
  });

  it('a draft keeps a partial layout for its owner and announces nothing', () => {
    const r = act(table(2), 0, { type: 'draft', layout: { pieces: CIRCUIT_A.pieces.slice(0, 2) } });
    expect(r.events).toEqual([]);
    expect(r.state.circuits[0]?.draft?.pieces).toHaveLength(2);
    expect(r.state.circuits[0]?.layout).toBeNull();
  });

  it('a submitted design cannot be changed, nor drafted over', () => {
    const s = act(table(2), 0, { type: 'design', layout: CIRCUIT_A }).state;
    expectRefused(s, 0, { type: 'design', layout: CIRCUIT_B }, 'laser/already-designed');
    expectRefused(s, 0, { type: 'draft', layout: { pieces: [] } }, 'laser/already-designed');
  });

  it('strict design refuses a circuit that is not identifiable and names the pieces that could not be located', () => {
    const s = table(2);
    const r = laser.apply(s, 0, { type: 'design', layout: AMBIGUOUS });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('laser/not-identifiable');
    expect(r.error.message).toContain('jump at 5,0');
    expect(r.error.message).not.toContain('absorber');
    expectRefused(s, 0, { type: 'design', layout: AMBIGUOUS }, 'laser/not-identifiable');
  });

  it('without strict design the same circuit is accepted with its ambiguous verdict', () => {
    const s = act(table(2, { strictDesign: false }), 0, { type: 'design', layout: AMBIGUOUS }).state;
    expect(s.circuits[0]?.verdict).toEqual(checkIdentifiable(AMBIGUOUS));
    expect(s.circuits[0]?.verdict?.status).toBe('ambiguous');
  });
});

describe('the investigation', () => {
  it("the investigator fires into the opponent's circuit and the turn passes", () => {
    const s = withTurn(duel(), 0);
    const r = act(s, 0, { type: 'fire', pointer: 3 });
    const answer = traceBeam(CIRCUIT_B, 3);
    expect(r.events).toEqual([
      { type: 'shot', circuit: 1, n: 0, by: 0, pointer: 3, answer, secret: false },
      { type: 'turn', seat: 1 },
    ]);
    expect(r.state.circuits[1]?.shots).toEqual([{ n: 0, by: 0, pointer: 3, answer, secret: false }]);
    const r2 = act(r.state, 1, { type: 'fire', pointer: 3 });
    expect(r2.events[0]).toMatchObject({ circuit: 0, by: 1, answer: traceBeam(CIRCUIT_A, 3) });
    expect(r2.state.turn).toBe(0);
  });

  it('re-firing a pointer whose answer the shooter holds is refused; the opponent may still fire it into the other circuit', () => {
    const r = play(withTurn(duel(), 0), [
      [0, { type: 'fire', pointer: 7 }],
      [1, { type: 'fire', pointer: 7 }],
    ]);
    expect(r.state.circuits[1]?.shots.map((s) => s.pointer)).toEqual([7]);
    expect(r.state.circuits[0]?.shots.map((s) => s.pointer)).toEqual([7]);
    expectRefused(r.state, 0, { type: 'fire', pointer: 7 }, 'laser/pointer-known');
  });

  it('a correct declaration wins the duel and reveals both circuits', () => {
    const s = withTurn(duel(), 1);
    const r = act(s, 1, { type: 'declare', layout: { pieces: [...CIRCUIT_A.pieces].reverse() } });
    const result = { winners: [1], reason: 'correct', flipped: false, ambiguous: null };
    expect(r.events).toEqual([
      { type: 'declared', seat: 1, circuit: 0, correct: true },
      { type: 'over', result, layouts: [CIRCUIT_A, CIRCUIT_B] },
    ]);
    expect(r.state.phase).toBe('over');
    expect(laser.outcome(r.state)).toEqual({ scores: [0, 1], winners: [1], draw: false });
    expect(laser.toAct(r.state)).toEqual([]);
  });

  it('a wrong declaration loses the duel at once, even if the opponent had not finished either', () => {
    const wrong = { pieces: CIRCUIT_A.pieces.map((p) => (p.kind === 'triangle' ? { ...p, orientation: 'NE' } : p)) };
    const r = act(withTurn(duel(), 1), 1, { type: 'declare', layout: wrong });
    expect(r.state.result).toEqual({ winners: [0], reason: 'wrong', flipped: false, ambiguous: null });
    expect(laser.outcome(r.state)?.winners).toEqual([0]);
  });
});

describe('the fairness rule', () => {
  const withAmbiguous = (): LaserState => duel(AMBIGUOUS, CIRCUIT_B, { strictDesign: false });

  it('a player who declares the twin of a circuit that was not identifiable loses, then wins by the fairness rule', () => {
    const r = act(withTurn(withAmbiguous(), 1), 1, { type: 'declare', layout: AMBIGUOUS_TWIN });
    expect(r.events[0]).toEqual({ type: 'declared', seat: 1, circuit: 0, correct: false });
    expect(r.state.result?.winners).toEqual([1]);
    expect(r.state.result?.flipped).toBe(true);
    expect(r.state.result?.reason).toBe('wrong');
    expect(r.state.result?.ambiguous?.circuit).toBe(0);
    const other = r.state.result?.ambiguous?.other;
    expect(other && sameLayout(other, AMBIGUOUS)).toBe(false);
    expect(other && sameAnswers(other, AMBIGUOUS)).toBe(true);
  });

  it('a correct declaration by the designer of a circuit that was not identifiable goes to the opponent', () => {
    const r = act(withTurn(withAmbiguous(), 0), 0, { type: 'declare', layout: CIRCUIT_B });
    expect(r.state.result).toMatchObject({ winners: [1], reason: 'correct', flipped: true, ambiguous: { circuit: 0 } });
  });

  it("the loser's own ambiguous circuit does not flip anything", () => {
    const r = act(withTurn(withAmbiguous(), 1), 1, { type: 'declare', layout: AMBIGUOUS });
    expect(r.state.result).toEqual({ winners: [1], reason: 'correct', flipped: false, ambiguous: null });
  });

  it('an identifiable winner keeps the win', () => {
    const r = act(withTurn(withAmbiguous(), 0), 0, { type: 'declare', layout: CIRCUIT_A });
    expect(r.state.result).toEqual({ winners: [1], reason: 'wrong', flipped: false, ambiguous: null });
  });
});

describe('the Mystery', () => {
  const mysteryTable = () => table(1, { set: 'einstein', einstein: ['mystery'], designer: 'server' }, 3);

  it('is reported as mystery and declared right only with its hidden kind', () => {
    const s = mysteryTable();
    const actual = s.circuits[0]?.layout;
    if (!actual) throw new Error('no server circuit');
    const m = actual.pieces.find((p) => p.kind === 'mystery');
    expect(m?.hidden).toBeDefined();
    const right = act(s, 0, { type: 'declare', layout: actual });
    expect(right.state.result?.winners).toEqual([0]);
    const otherKind = m?.hidden?.kind === 'absorber' ? 'reflector' : 'absorber';
    const wrong = {
      pieces: actual.pieces.map((p) => (p.kind === 'mystery' ? { ...p, hidden: { kind: otherKind } } : p)),
    } as typeof actual;
    const w = act(s, 0, { type: 'declare', layout: wrong });
    expect(w.events.slice(0, 2)).toEqual([
      { type: 'declared', seat: 0, circuit: 0, correct: false },
      { type: 'eliminated', seat: 0 },
    ]);
    expect(w.state.result).toEqual({ winners: [], reason: 'all-eliminated', flipped: false, ambiguous: null });
    expect(laser.outcome(w.state)).toEqual({ scores: [0], winners: [], draw: true });
  });

  it('a shot that hits it answers mystery, never the hidden kind', () => {
    let s = mysteryTable();
    const hits = new Set<string>();
    for (let p = 1; p <= 30; p++) {
      const r = act(s, 0, { type: 'fire', pointer: p });
      s = r.state;
      const e = r.events[0];
      if (e?.type === 'shot')
        e.answer.hits.forEach((h) => {
          hits.add(h);
        });
    }
    expect(hits.has('mystery')).toBe(true);
  });
});

describe('rematch', () => {
  it('after the end the same table plays again: new designs, game + 1, the generator goes on', () => {
    const over = act(withTurn(duel(), 1), 1, { type: 'declare', layout: CIRCUIT_A }).state;
    expectRefused(withTurn(duel(), 1), 1, { type: 'rematch' }, 'laser/not-over');
    const r = act(over, 1, { type: 'rematch' });
    expect(r.events).toEqual([{ type: 'rematch', game: 1 }]);
    expect(r.state.game).toBe(1);
    expect(r.state.phase).toBe('design');
    expect(r.state.circuits.map((c) => c.layout)).toEqual([null, null]);
    expect(r.state.declarations).toEqual([]);
    expect(r.state.result).toBeNull();
    expect(r.state.options).toEqual(over.options);
    expect(r.state.rng).toEqual(over.rng);
    const next = play(r.state, [
      [0, { type: 'design', layout: CIRCUIT_B }],
      [1, { type: 'design', layout: CIRCUIT_A }],
    ]).state;
    expect(next.rng).not.toEqual(over.rng);
  });

  it('a server table gets a new circuit and starts investigating at once', () => {
    const s = table(1, { designer: 'server' }, 5);
    const layout = s.circuits[0]?.layout;
    if (!layout) throw new Error('no server circuit');
    const over = act(s, 0, { type: 'declare', layout }).state;
    const r = act(over, 0, { type: 'rematch' });
    expect(r.events.map((e) => e.type)).toEqual(['rematch', 'investigation', 'turn']);
    expect(r.state.phase).toBe('investigate');
    expect(r.state.circuits[0]?.layout).not.toEqual(layout);
    expect(r.state.circuits[0]?.verdict).toEqual({ status: 'identifiable' });
  });
});
