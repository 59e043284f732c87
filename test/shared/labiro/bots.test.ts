// Labiro bots (issue 4): 'labiro/bot' plans from its seat's view with the real push rule — it opens ruby towers
// with the keys it holds, brings rubies home, takes and swaps objects by worth, chooses legal start towers and
// places for used objects, never plays an illegal action nor walks back and forth for ever, and beats the
// random bot. Its route finder's routes replay legally under the rules.
import { describe, expect, it } from 'vitest';
import { makeRng, mixSeed, nextInt, type RngState, type Seat } from '../../../shared/core/index.js';
import {
  DEFAULT_PLANNER,
  choosePlace,
  chooseStart,
  decideLabiro,
  planAction,
} from '../../../shared/games/labiro/bot-planner.js';
import { routeTo } from '../../../shared/games/labiro/bot-search.js';
import { playGame, type LabiroBot } from '../../../shared/games/labiro/bot-sim.js';
import { BOTS } from '../../../shared/games/labiro/bots.js';
import {
  communicate,
  labiro,
  legalFromView,
  randomBoard,
  randomBot,
  reachableWithTurns,
  turnChain,
  type LabiroAction,
  type LabiroBoard,
  type LabiroState,
} from '../../../shared/games/labiro/index.js';
import {
  DAGGER,
  KEY,
  O,
  ROPE,
  SINGLE,
  TORCH,
  act,
  at,
  obj,
  rub,
  rubyTower,
  scene,
  simple,
  table,
  type Scene,
} from './game-helpers.js';

const seatView = (state: LabiroState, seat: Seat) => labiro.view(state, { kind: 'seat', seat });
const decide = (state: LabiroState, seat: Seat = 0): LabiroAction => planAction(seatView(state, seat), seat);

/** Straight towers turned to doors on sides 2 and 5 communicate along a south-east line. */
const line = (n: number) => Array.from({ length: n }, (_, i) => at(O, ...Array.from({ length: i }, () => 2)));

/** A corridor: home (simple) – sun ruby tower – moon ruby tower – simple, all communicating. */
function corridor(over: Partial<Scene> = {}): LabiroState {
  const [a, b, c, d] = line(4) as [typeof O, typeof O, typeof O, typeof O];
  return scene({
    towers: [
      [a, simple('straight', 2)],
      [b, rubyTower('straight', 2, 'sun')],
      [c, rubyTower('straight', 2, 'moon')],
      [d, simple('straight', 2)],
    ],
    pawns: [3, null],
    homes: [0, null],
    rubyTiles: { 1: SINGLE(0), 2: SINGLE(1) },
    ...over,
  });
}

describe('labiro/bot in the tower it stands in', () => {
  it('opens a ruby tower with its key', () => {
    const s = corridor({ pawns: [1, null], hands: [[obj(KEY('sun'))], []] });
    expect(decide(s)).toEqual({ type: 'ruby' });
  });

  it('carrying a ruby, it walks home, where the ruby goes into its chest', () => {
    const s = corridor({ hands: [[rub(SINGLE(2))], []] });
    const a = decide(s);
    expect(a).toEqual({ type: 'move', to: 0 });
    const after = act(s, 0, a).state;
    expect(after.chests[0]!.length).toBe(1);
  });

  it('takes the object of its tower while it has room', () => {
    const s = corridor({ pawns: [3, null], objects: { 3: DAGGER[0] } });
    expect(decide(s)).toEqual({ type: 'take' });
  });

  it('with a full hand it looks at a face-down object, then swaps its least useful object for a key', () => {
    let s = corridor({
      pawns: [3, null],
      hands: [[obj(TORCH[0]), obj(ROPE[0]), obj(DAGGER[0])], []],
      objects: { 3: KEY('sun') },
    });
    expect(decide(s)).toEqual({ type: 'look' });
    s = act(s, 0, { type: 'look' }).state;
    expect(decide(s)).toEqual({ type: 'swap', give: TORCH[0].id });
  });

  it('does not swap a key for a torch', () => {
    const s = corridor({
      pawns: [3, null],
      hands: [[obj(KEY('sun')), obj(KEY('moon')), obj(ROPE[0])], []],
      objects: { 3: TORCH[1] },
      faceUp: [3],
    });
    expect(decide(s).type).not.toBe('swap');
  });

  it('goes to the ruby tower of the key it holds', () => {
    const s = corridor({ pawns: [0, null], hands: [[obj(KEY('moon'))], []] });
    expect(decide(s)).toEqual({ type: 'move', to: 2 });
  });

  it('ends its turn when nothing is worth doing', () => {
    const s = corridor({ pawns: [0, null], rubyTiles: {} });
    expect(decide(s)).toEqual({ type: 'end' });
  });
});

describe('labiro/bot at the start and when putting objects away', () => {
  it('chooses a simple tower nobody took, and takes its object', () => {
    let s = table(2, { map: { kind: 'random' } }, 3);
    for (let i = 0; i < 2; i++) {
      const seat = s.turn!;
      const a = decide(s, seat);
      expect(a.type).toBe('start');
      if (a.type !== 'start') return;
      expect(s.board.towers[a.tower]!.ruby).toBeUndefined();
      expect(s.homes).not.toContain(a.tower);
      expect(a.take).toBe(true);
      expect(chooseStart(seatView(s, seat))).toBe(a.tower);
      s = act(s, seat, a).state;
    }
    expect(s.phase).toBe('play');
  });

  it('puts a used object in a tower that is neither its own nor next to it', () => {
    const s0 = table(2, { map: { kind: 'random' } }, 5);
    let s = s0;
    while (s.phase === 'start') s = act(s, s.turn!, decide(s, s.turn!)).state;
    const seat = s.turn!;
    const pawn = s.pawns[seat]!;
    // Half the towers emptied (as objects get taken), so that there is somewhere to put it.
    const objects = s.objects.map((o, b) => (b % 2 === 0 || o?.id === ROPE[1].id ? null : o));
    s = {
      ...s,
      objects,
      hands: s.hands.map((h, q) => (q === seat ? [obj(ROPE[1])] : h)),
      pending: [{ seat, tile: ROPE[1] }],
    };
    const view = seatView(s, seat);
    const tower = choosePlace(view, seat);
    expect(tower).not.toBe(pawn);
    expect(s.board.adj[pawn]).not.toContain(tower);
    expect(legalFromView(view, seat)).toContainEqual({ type: 'place', tower });
  });
});

/** Plays a route by the rules from `from`; returns where the pawn ends (throws on an illegal step). */
function replayRoute(board: LabiroBoard, from: number, steps: ReturnType<typeof routeTo>['steps']): number {
  let b = board;
  let pos = from;
  for (const step of steps) {
    if (step.kind === 'move') {
      if (!communicate(b, pos, step.to)) throw new Error(`move ${pos}→${step.to} through a wall`);
      pos = step.to;
    } else if (step.kind === 'turn') {
      if (step.tower !== pos && !b.adj[pos]!.includes(step.tower)) throw new Error('turn of a far tower');
      if (step.dir !== b.towers[step.tower]!.arrow) throw new Error('turn against the arrow');
      b = turnChain(b, step.tower, step.dir).board;
    } else throw new Error(`${step.kind} without the object`);
  }
  return pos;
}

describe('the route finder', () => {
  it('finds routes over several turns that replay legally and end on a goal', () => {
    let rng: RngState = makeRng(99);
    let found = 0;
    for (let i = 0; i < 30; i++) {
      let board: LabiroBoard;
      let from: number;
      let goal: number;
      [board, rng] = randomBoard(rng);
      [from, rng] = nextInt(rng, 0, 17);
      [goal, rng] = nextInt(rng, 0, 17);
      const route = routeTo(board, from, [goal], { maxExpansions: 3000 });
      if (!route.found) continue;
      found++;
      expect(route.end).toBe(goal);
      expect(replayRoute(board, from, route.steps)).toBe(goal);
      expect(route.turns).toBe(route.steps.filter((s) => s.kind === 'turn').length);
    }
    expect(found).toBeGreaterThan(4);
  });

  it('says no route exists only when the core planner finds none either', () => {
    let rng: RngState = makeRng(7);
    let proven = 0;
    for (let i = 0; i < 30; i++) {
      let board: LabiroBoard;
      let from: number;
      let goal: number;
      [board, rng] = randomBoard(rng);
      [from, rng] = nextInt(rng, 0, 17);
      [goal, rng] = nextInt(rng, 0, 17);
      const route = routeTo(board, from, [goal], { maxExpansions: 3000 });
      if (!route.exhausted) continue;
      proven++;
      expect(reachableWithTurns(board, from, 8, undefined, { maxStates: 50_000 }).has(goal)).toBe(false);
    }
    expect(proven).toBeGreaterThan(3);
  });
});

describe('labiro/bot in whole games', () => {
  const planner: LabiroBot = { id: 'labiro/bot', decide: (view, seat) => planAction(view, seat, DEFAULT_PLANNER) };

  it('is the default bot, with the random bot kept for playouts', () => {
    expect(BOTS.map((b) => b.id)).toEqual(['labiro/bot', 'labiro/random']);
    expect(labiro.bots[0]?.id).toBe('labiro/bot');
  });

  it('beats the random bot on the default map in seeded two-player games, every action accepted, no endless turn', () => {
    let wins = 0;
    for (let g = 1; g <= 6; g++) {
      const seat = g % 2;
      const r = playGame(seat === 0 ? [planner, randomBot] : [randomBot, planner], 1000 + g, {
        options: labiro.defaultOptions,
        maxTurns: 300,
        maxActionsPerTurn: 60,
      });
      expect(r.refused).toBeNull();
      expect(r.runaway).toBe(false);
      if (r.result?.winners.length === 1 && r.result.winners[0] === seat) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(5);
  });

  it('wins on random maps and on the thin ring too, without an illegal action or an endless turn', () => {
    for (const [g, map] of [
      [1, { kind: 'random' }],
      [2, { kind: 'random' }],
      [3, { kind: 'random' }],
      [4, { kind: 'preset', name: 'ring' }],
    ] as const) {
      const seat = g % 2;
      const r = playGame(seat === 0 ? [planner, randomBot] : [randomBot, planner], 2000 + g, {
        options: { map },
        maxTurns: 300,
        maxActionsPerTurn: 60,
      });
      expect(r.refused).toBeNull();
      expect(r.runaway).toBe(false);
      expect(r.capped).toBe(false);
      expect(r.result!.winners).toEqual([seat]);
    }
  });

  it('plays a legal action in every position of random playouts, and the same one when asked twice', () => {
    let checked = 0;
    for (let g = 0; g < 4; g++) {
      let s = unwrapSetup(3 + g);
      for (let step = 0; step < 400 && s.phase !== 'over'; step++) {
        const seat = labiro.toAct(s)[0]!;
        const view = seatView(s, seat);
        if (step % 7 === 0) {
          const mine = planAction(view, seat);
          expect(labiro.apply(s, seat, mine).ok, JSON.stringify(mine)).toBe(true);
          expect(planAction(view, seat)).toEqual(mine);
          expect(decideLabiro(view, seat)).toEqual(mine);
          checked++;
        }
        s = act(s, seat, randomBot.decide(view, seat, mixSeed(g, step))).state;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});

function unwrapSetup(seed: number): LabiroState {
  const r = labiro.setup({
    seed,
    players: 2 + (seed % 3),
    options: { ...labiro.defaultOptions, map: { kind: 'random' } },
  });
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}
