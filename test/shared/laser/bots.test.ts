// Laser bots: the investigator never declares wrongly and finishes, the designer makes identifiable circuits
// that need many shots, and no bot throws on an odd view. Bots see only their seat's view.
import { describe, expect, it } from 'vitest';
import { unwrap, type Seat } from '../../../shared/core/index.js';
import { designCircuit } from '../../../shared/games/laser/bot-designer.js';
import { GENERAL_INVESTIGATOR, investigate } from '../../../shared/games/laser/bot-investigator.js';
import { identifiableCircuits, playInvestigation } from '../../../shared/games/laser/bot-sim.js';
import { BOTS, laserBot, randomBot } from '../../../shared/games/laser/bots.js';
import {
  checkIdentifiable,
  laser,
  parseLayout,
  sameLayout,
  setKinds,
  traceAll,
  type LaserAction,
  type LaserOptions,
  type LaserState,
  type LaserView,
} from '../../../shared/games/laser/index.js';
import type { Bot } from '../../../shared/core/index.js';

type LaserBot = Bot<LaserView, LaserAction>;

/** Plays a table to the end with the given bot per seat; every action must be accepted. */
function playTable(
  players: number,
  options: Partial<LaserOptions>,
  bots: readonly LaserBot[],
  seed: number,
  maxSteps = 400,
): { state: LaserState; actions: { seat: Seat; action: LaserAction }[] } {
  let state = unwrap(laser.setup({ seed, players, options: { ...laser.defaultOptions, ...options } }));
  const actions: { seat: Seat; action: LaserAction }[] = [];
  for (let step = 0; step < maxSteps && state.phase !== 'over'; step++) {
    const seat = laser.toAct(state)[0]!;
    const action = bots[seat]!.decide(laser.view(state, { kind: 'seat', seat }), seat, seed * 1000 + step);
    const r = laser.apply(state, seat, action);
    if (!r.ok) throw new Error(`seat ${seat} ${JSON.stringify(action).slice(0, 80)} refused: ${r.error.code}`);
    actions.push({ seat, action });
    state = r.value.state;
  }
  return { state, actions };
}

describe('the bots', () => {
  it('laser/bot is the default for a bot seat; laser/random is there for playouts', () => {
    expect(BOTS.map((b) => b.id)).toEqual(['laser/bot', 'laser/random']);
    expect(laser.bots[0]?.id).toBe('laser/bot');
  });

  it('the investigator never declares wrongly and always finishes on seeded beginner circuits', () => {
    const kinds = setKinds('beginner');
    const shots: number[] = [];
    for (const [g, truth] of identifiableCircuits(kinds, 24, 2024).entries()) {
      const r = playInvestigation(truth, (known, move) => investigate(kinds, known, g * 100 + move));
      expect(r.unfinished).toBe(false);
      expect(r.correct).toBe(true);
      shots.push(r.shots);
    }
    expect(Math.max(...shots)).toBeLessThanOrEqual(30);
  });

  it("a solo bot finds the server's circuit and wins", () => {
    const { state, actions } = playTable(1, { designer: 'server' }, [laserBot], 11);
    expect(state.result?.winners).toEqual([0]);
    expect(state.result?.reason).toBe('correct');
    expect(actions.filter((a) => a.action.type === 'declare')).toHaveLength(1);
  });

  it('a duel between two default bots ends with a correct declaration', () => {
    const { state } = playTable(2, {}, [laserBot, laserBot], 5);
    expect(state.phase).toBe('over');
    expect(state.result?.reason).toBe('correct');
    expect(state.declarations.every((d) => d.correct)).toBe(true);
    for (const c of state.circuits) expect(c.verdict?.status).toBe('identifiable');
  });

  it('in group play the bots spend secret shots, and nobody declares wrongly', () => {
    const { state, actions } = playTable(3, { designer: 'server' }, [laserBot, laserBot, laserBot], 8);
    expect(state.result?.reason).toBe('correct');
    expect(actions.some((a) => a.action.type === 'fire' && a.action.secret === true)).toBe(true);
    expect(state.declarations.every((d) => d.correct)).toBe(true);
  });

  it('random playouts end cleanly with every move accepted', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const server = seed % 2 === 1;
      const players = server ? 1 + (seed % 4) : 2 + (seed % 4);
      const options: Partial<LaserOptions> = server
        ? { designer: 'server' }
        : { set: seed === 4 ? 'expert' : 'beginner' };
      const { state } = playTable(
        players,
        options,
        Array.from({ length: players }, () => randomBot),
        seed,
        600,
      );
      expect(state.phase).toBe('over');
    }
  });
});

describe('the designer bot', () => {
  it('designs complete identifiable beginner circuits, the same for the same seed', () => {
    const kinds = setKinds('beginner');
    for (const seed of [1, 2]) {
      const l = designCircuit(kinds, seed);
      expect(parseLayout(l, kinds, { complete: true }).ok).toBe(true);
      expect(checkIdentifiable(l).status).toBe('identifiable');
      expect(sameLayout(designCircuit(kinds, seed), l)).toBe(true);
    }
  });

  it('designs complete expert and Einstein circuits it proved identifiable', () => {
    for (const set of ['expert', 'einstein'] as const) {
      const kinds = setKinds(set);
      const l = designCircuit(kinds, 3);
      expect(parseLayout(l, kinds, { complete: true }).ok).toBe(true);
      expect(checkIdentifiable(l).status).toBe('identifiable');
    }
  });
});

describe('the investigator on the larger sets', () => {
  it('with all 30 answers of an identifiable expert circuit known, it declares that circuit', () => {
    const kinds = setKinds('expert');
    const truth = designCircuit(kinds, 7);
    const shots = traceAll(truth).map((answer, i) => ({ pointer: i + 1, answer }));
    const c = investigate(kinds, shots, 1, GENERAL_INVESTIGATOR);
    expect(c.type).toBe('declare');
    if (c.type === 'declare') expect(sameLayout(c.layout, truth)).toBe(true);
  });

  it('on an expert circuit it fires new pointers and declares only the right circuit', () => {
    const kinds = setKinds('expert');
    const truth = designCircuit(kinds, 12);
    const r = playInvestigation(truth, (known, move) => investigate(kinds, known, move, GENERAL_INVESTIGATOR), 40);
    expect(r.unfinished).toBe(false);
    expect(r.correct).toBe(true);
  });
});

describe('odd views', () => {
  /** Views of one table at several moments, for every seat and a spectator. */
  function viewsOf(players: number, options: Partial<LaserOptions>, seed: number): LaserView[] {
    let state = unwrap(laser.setup({ seed, players, options: { ...laser.defaultOptions, ...options } }));
    const out: LaserView[] = [];
    const snap = () => {
      for (let s = 0; s < players; s++) out.push(laser.view(state, { kind: 'seat', seat: s }));
      out.push(laser.view(state, { kind: 'spectator' }), laser.view(state, { kind: 'broadcast' }));
    };
    snap();
    for (let step = 0; step < 200 && state.phase !== 'over'; step++) {
      const seat = laser.toAct(state)[0]!;
      const action = randomBot.decide(laser.view(state, { kind: 'seat', seat }), seat, step);
      const r = laser.apply(state, seat, action);
      if (!r.ok) break;
      state = r.value.state;
      if (step % 12 === 0 || state.phase === 'over') snap();
    }
    return out;
  }

  it('no bot throws, whatever the view and seat', () => {
    const views = [
      ...viewsOf(2, {}, 3),
      ...viewsOf(4, { designerSeat: 1 }, 4),
      ...viewsOf(1, { designer: 'server' }, 5),
      ...viewsOf(2, { set: 'expert' }, 6),
    ];
    const base = views[0]!;
    const odd: LaserView[] = [
      { ...base, target: 7, toAct: [0, 1], phase: 'investigate', turn: 0 },
      { ...base, circuits: [], toAct: [0], phase: 'design' },
      {
        ...base,
        phase: 'investigate',
        turn: 0,
        toAct: [0],
        target: 0,
        circuits: [
          {
            owner: 1,
            designed: true,
            layout: null,
            draft: null,
            verdict: null,
            shots: [
              {
                n: 0,
                by: 0,
                pointer: 3,
                secret: false,
                answer: { hits: [], exits: [21], absorbed: false, loop: false },
              },
              {
                n: 1,
                by: 0,
                pointer: 3,
                secret: false,
                answer: { hits: ['absorber'], exits: [], absorbed: true, loop: false },
              },
              {
                n: 2,
                by: 0,
                pointer: 99,
                secret: false,
                answer: { hits: ['mystery'], exits: [0], absorbed: false, loop: true },
              },
            ],
          },
        ],
      },
    ];
    for (const view of [...views, ...odd]) {
      for (const bot of BOTS) {
        for (const seat of [0, 1, 9]) {
          const a = bot.decide(view, seat, 42);
          expect(typeof a.type).toBe('string');
        }
      }
    }
  });

  it('a bot asked out of turn only takes notes, or asks for a rematch once over', () => {
    const views = viewsOf(2, {}, 9);
    for (const view of views) {
      for (const seat of [0, 1]) {
        if (view.toAct.includes(seat)) continue;
        const a = laserBot.decide(view, seat, 1);
        expect(a.type).toBe(view.phase === 'over' ? 'rematch' : 'note');
      }
    }
  });
});
