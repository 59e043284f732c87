// The Labiro engine read against rules/labiro.md sentence by sentence: the rules that had no test of their own
// (or a doubtful one), then every item of the "Bad input" list by name, then a bounded fuzz of parseAction + apply.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mixSeed, type Seat } from '../../../shared/core/index.js';
import {
  ERRORS,
  MAP_ERRORS,
  labiro,
  parseAction,
  placeTargets,
  randomAction,
  winnerNow,
  type HandItem,
  type LabiroAction,
  type LabiroState,
  type ObjectTile,
  type RubyTile,
} from '../../../shared/games/labiro/index.js';
import {
  DAGGER,
  DOUBLE,
  EMPTY,
  KEY,
  O,
  ROPE,
  SINGLE,
  TORCH,
  UNLOCK,
  act,
  at,
  deepFreeze,
  expectRefused,
  obj,
  ofType,
  play,
  rub,
  rubyTower,
  scene,
  simple,
  started,
  table,
  viewers,
} from './game-helpers.js';

/**
 * A corridor running south, all towers communicating and aligned: 0 (simple) → 1 (ruby tower 'moon') → 2 → 3.
 * Pawns, homes, hands, objects and ruby tiles as given.
 */
function corridor(opts: {
  pawns: (number | null)[];
  homes?: (number | null)[];
  hands?: HandItem[][];
  objects?: Record<number, ObjectTile>;
  rubyTiles?: Record<number, RubyTile>;
  chests?: RubyTile[][];
  turn?: Seat;
}): LabiroState {
  return scene({
    towers: [
      [O, simple('straight')],
      [at(O, 3), rubyTower('straight', 0, 'moon')],
      [at(O, 3, 3), simple('straight')],
      [at(O, 3, 3, 3), simple('straight')],
    ],
    ...opts,
  });
}

/** Seat 0 in base 0 with `hand` and `object` there; seat 1 far away in base 3. */
const room = (hand: HandItem[], object?: ObjectTile) =>
  corridor({ pawns: [0, 3], hands: [hand, []], objects: object ? { 0: object } : {} });

describe('set-up 4: the start tower', () => {
  it('the object in his start tower is at his disposal at once: taken while choosing, before the next player chooses', () => {
    const s = table(2, {}, 3);
    const home = s.board.towers.findIndex((t) => !t.ruby);
    const tile = s.objects[home]!;
    const r = act(s, 0, { type: 'start', tower: home, take: true });
    expect(r.state.turn).toBe(1);
    expect(r.state.phase).toBe('start');
    expect(r.state.objects[home]).toBeNull();
    expect(ofType(r.events, 'taken')).toEqual([{ type: 'taken', seat: 0, tower: home, tile }]);
  });

  it('left in the tower at the start, it is still there to take on his first turn', () => {
    const s = started(table(2, {}, 3));
    const home = s.homes[0]!;
    const tile = s.objects[home]!;
    expect(labiro.legalActions(s, 0)).toContainEqual({ type: 'take' });
    const r = act(s, 0, { type: 'take' });
    expect(ofType(r.events, 'taken')).toEqual([{ type: 'taken', seat: 0, tower: home, tile }]);
  });
});

describe('a turn: a third pawn in a full tower', () => {
  it('a third pawn may pass through a full tower, take its object and its ruby, but not stop there', () => {
    const s = corridor({
      pawns: [0, 1, 1],
      hands: [[obj(KEY('moon'))], [], []],
      objects: { 1: TORCH[0] },
      rubyTiles: { 1: SINGLE(0) },
    });
    const inside = play(s, [
      [0, { type: 'move', to: 1 }],
      [0, { type: 'take' }],
      [0, { type: 'ruby' }],
    ]).state;
    expect(inside.hands[0]).toEqual([obj(TORCH[0]), rub(SINGLE(0))]);
    expect(inside.objects[1]).toBeNull();
    expect(inside.rubyTiles[1]).toBeNull();
    expectRefused(inside, 0, { type: 'end' }, 'labiro/tower-full');
    const out = play(inside, [
      [0, { type: 'move', to: 2 }],
      [0, { type: 'end' }],
    ]).state;
    expect(out.turn).toBe(1);
  });

  it('a third pawn deposits his rubies in his own start tower even when it is full, but may not stop there', () => {
    const s = corridor({ pawns: [0, 2, 2], homes: [2, -1, -1], hands: [[rub(DOUBLE), obj(ROPE[0])], [], []] });
    const r = act(s, 0, { type: 'move', to: 2 });
    expect(ofType(r.events, 'deposited')).toEqual([{ type: 'deposited', seat: 0, tiles: [DOUBLE], chest: 2 }]);
    expect(r.state.hands[0]).toEqual([obj(ROPE[0])]);
    expectRefused(r.state, 0, { type: 'end' }, 'labiro/tower-full');
  });

  it('walking through his own start tower he puts the rubies he carries into his chest on the way', () => {
    const s = corridor({ pawns: [0, 3], homes: [1, -1], hands: [[rub(SINGLE(0)), obj(TORCH[0])], []] });
    const r = act(s, 0, { type: 'move', to: 3 });
    expect(r.events).toEqual([
      { type: 'moved', seat: 0, path: [0, 1, 2, 3] },
      { type: 'deposited', seat: 0, tiles: [SINGLE(0)], chest: 1 },
    ]);
    expect(r.state.hands[0]).toEqual([obj(TORCH[0])]);
    expect(r.state.chests[0]).toEqual([SINGLE(0)]);
    expect(r.state.pawns[0]).toBe(3);
  });

  it('the ruby brought home on the way can win at once', () => {
    const s = corridor({
      pawns: [0, 3],
      homes: [1, -1],
      hands: [[rub(SINGLE(3))], []],
      chests: [[SINGLE(0), SINGLE(1), SINGLE(2)], []],
    });
    const r = act(s, 0, { type: 'move', to: 2 });
    expect(r.events.map((e) => e.type)).toEqual(['moved', 'deposited', 'finished']);
    expect(r.state.result).toEqual({ winners: [0], reason: 'rubies' });
  });

  it('walking past (not through) the start tower deposits nothing', () => {
    const s = corridor({ pawns: [1, 3], homes: [0, -1], hands: [[rub(SINGLE(0))], []] });
    const r = act(s, 0, { type: 'move', to: 3 });
    expect(ofType(r.events, 'deposited')).toEqual([]);
    expect(r.state.hands[0]).toEqual([rub(SINGLE(0))]);
  });
});

describe('objects and rubies in a tower', () => {
  it('the hand limit counts ruby tiles: two rubies and an object make a full hand', () => {
    const s = room([rub(SINGLE(0)), rub(DOUBLE), obj(ROPE[0])], TORCH[0]);
    expectRefused(s, 0, { type: 'take' }, 'labiro/hand-full');
    expect(labiro.legalActions(s, 0)).toContainEqual({ type: 'look' });
    expect(labiro.legalActions(s, 0)).not.toContainEqual({ type: 'take' });
  });

  it('with 3 he may look at it privately and swap it for one of his objects, never for a ruby', () => {
    const s = room([rub(SINGLE(0)), obj(DAGGER[0]), obj(ROPE[0])], KEY('sun'));
    const looked = act(s, 0, { type: 'look' }).state;
    expectRefused(looked, 0, { type: 'swap', give: SINGLE(0).id }, 'labiro/swap-ruby');
    const r = act(looked, 0, { type: 'swap', give: DAGGER[0].id });
    expect(r.state.hands[0]).toEqual([rub(SINGLE(0)), obj(ROPE[0]), obj(KEY('sun'))]);
    expect(r.state.objects[0]).toEqual(DAGGER[0]);
  });

  it('an empty tile looked at privately is put back without telling: it stays, face down, and only the looker knows', () => {
    const s = room([rub(SINGLE(0)), obj(DAGGER[0]), obj(ROPE[0])], EMPTY[0]);
    const r = act(s, 0, { type: 'look' });
    expect(r.state.objects[0]).toEqual(EMPTY[0]);
    expect(r.state.discarded).toEqual([]);
    expect(ofType(r.events, 'discarded')).toEqual([]);
    const secret = JSON.stringify(EMPTY[0]);
    expect(JSON.stringify(r.events.filter((e) => !('visibleTo' in e)))).not.toContain(secret);
    expect(labiro.view(r.state, { kind: 'seat', seat: 0 }).towers[0]!.object).toEqual({ kind: 'tile', tile: EMPTY[0] });
    for (const v of viewers(2).filter((x) => x.kind !== 'broadcast' && !(x.kind === 'seat' && x.seat === 0))) {
      expect(JSON.stringify(labiro.view(r.state, v))).not.toContain(secret);
    }
  });

  it('an empty tile seen by torch stays too; revealed by a later take it leaves the game at once', () => {
    const s = corridor({ pawns: [0, 3], hands: [[obj(TORCH[0])], []], objects: { 1: EMPTY[1] } });
    const lit = act(s, 0, { type: 'torch', object: TORCH[0].id, tower: 1 });
    expect(lit.state.objects[1]).toEqual(EMPTY[1]);
    expect(ofType(lit.events, 'discarded')).toEqual([]);
    const taken = play(lit.state, [
      [0, { type: 'place', tower: 3 }],
      [0, { type: 'move', to: 1 }],
      [0, { type: 'take' }],
    ]);
    expect(ofType(taken.events, 'discarded')).toEqual([
      { type: 'discarded', seat: 0, item: obj(EMPTY[1]), why: 'empty-tile' },
    ]);
    expect(taken.state.objects[1]).toBeNull();
    expect(taken.state.hands[0]).toEqual([]);
  });

  it('he may leave one of his objects in a tower that holds none, never a second one', () => {
    const s = room([obj(ROPE[0]), obj(TORCH[0])]);
    const left = act(s, 0, { type: 'leave', object: ROPE[0].id }).state;
    expect(left.objects[0]).toEqual(ROPE[0]);
    expectRefused(left, 0, { type: 'leave', object: TORCH[0].id }, 'labiro/tower-has-object');
    expect(labiro.legalActions(left, 0).some((a) => a.type === 'leave')).toBe(false);
  });

  it('with a full hand the tower key still takes its ruby tile: the key leaves, the tile comes, 3 things in hand', () => {
    const s = corridor({
      pawns: [1, 3],
      hands: [[obj(KEY('moon')), rub(SINGLE(0)), obj(ROPE[0])], []],
      rubyTiles: { 1: DOUBLE },
    });
    const r = act(s, 0, { type: 'ruby' });
    expect(r.state.hands[0]).toEqual([rub(SINGLE(0)), obj(ROPE[0]), rub(DOUBLE)]);
    expect(r.state.discarded).toEqual([obj(KEY('moon'))]);
  });
});

describe('using objects', () => {
  it('a used object goes to an empty tower that is not his tower nor next to it: exactly those towers, on a real board', () => {
    let s = started(table(2, {}, 11));
    const pawn = s.pawns[0]!;
    s = { ...s, hands: [[obj(UNLOCK[0])], []], objects: s.objects.map((o, b) => (b % 3 === 0 ? null : o)) };
    const used = act(s, 0, { type: 'unlock', object: UNLOCK[0].id }).state;
    const near = new Set([pawn, ...used.board.adj[pawn]!.filter((b) => b >= 0)]);
    const want = used.objects.flatMap((o, b) => (o === null && !near.has(b) ? [b] : []));
    expect(want.length).toBeGreaterThan(0);
    expect(labiro.legalActions(used, 0)).toEqual(want.map((tower) => ({ type: 'place', tower })));
    for (let b = 0; b < 18; b++) {
      if (want.includes(b)) continue;
      expectRefused(
        used,
        0,
        { type: 'place', tower: b },
        used.objects[b] ? 'labiro/tower-has-object' : 'labiro/place-too-close',
      );
    }
    expect(placeTargets(used.board, (b) => used.objects[b] !== null, pawn)).toEqual(want);
  });

  it('the unlock key does not count among the 3 turns: three ordinary turns still follow it', () => {
    const s = corridor({ pawns: [0, 3], hands: [[obj(UNLOCK[0])], []] });
    const r = play(s, [
      [0, { type: 'unlock', object: UNLOCK[0].id }],
      [0, { type: 'place', tower: 2 }],
      [0, { type: 'turn', tower: 0 }],
      [0, { type: 'turn', tower: 0 }],
      [0, { type: 'turn', tower: 1 }],
    ]).state;
    expect(r.turnsUsed).toBe(3);
    expectRefused(r, 0, { type: 'turn', tower: 0 }, 'labiro/turn-limit');
  });

  it('a rope climb costs one of the 3 turns: after it, two turns are left', () => {
    const s = corridor({ pawns: [0, 3], hands: [[obj(ROPE[0])], []] });
    const climbed = play(s, [
      [0, { type: 'rope', object: ROPE[0].id, to: 1 }],
      [0, { type: 'place', tower: 3 }],
    ]).state;
    expect(climbed.turnsUsed).toBe(1);
    const two = play(climbed, [
      [0, { type: 'turn', tower: 1 }],
      [0, { type: 'turn', tower: 1 }],
    ]).state;
    expectRefused(two, 0, { type: 'turn', tower: 1 }, 'labiro/turn-limit');
  });

  it('the dagger keeps at most 3 things in all: a robber holding two other things keeps one', () => {
    const s = corridor({
      pawns: [2, 2, 3],
      hands: [[obj(DAGGER[0]), obj(ROPE[0]), obj(TORCH[0])], [rub(SINGLE(0)), rub(DOUBLE), obj(KEY('sun'))], []],
    });
    const r = act(s, 0, { type: 'dagger', object: DAGGER[0].id, victim: 1 });
    expect(r.state.hands[0]).toEqual([obj(ROPE[0]), obj(TORCH[0]), rub(SINGLE(0))]);
    expect(r.state.hands[1]).toEqual([rub(DOUBLE), obj(KEY('sun'))]);
    expectRefused(
      s,
      0,
      {
        type: 'dagger',
        object: DAGGER[0].id,
        victim: 1,
        take: [
          { kind: 'ruby', id: 0 },
          { kind: 'ruby', id: 5 },
        ],
      },
      'labiro/rob-too-many',
    );
  });

  it('only the player whose turn it is can attack: an armed opponent in the same tower cannot', () => {
    const s = corridor({ pawns: [2, 2], hands: [[rub(DOUBLE)], [obj(DAGGER[1])]] });
    expectRefused(s, 1, { type: 'dagger', object: DAGGER[1].id, victim: 0 }, 'labiro/not-your-turn');
    expect(labiro.legalActions(s, 1)).toEqual([]);
  });

  it("dagger against dagger: one thing only, then the robber's dagger is put away first and the victim's after", () => {
    const s = corridor({
      pawns: [0, 0, 3],
      hands: [[obj(DAGGER[0])], [obj(DAGGER[1]), rub(SINGLE(1)), rub(SINGLE(2))], []],
    });
    const r = act(s, 0, { type: 'dagger', object: DAGGER[0].id, victim: 1 });
    expect(r.state.hands[0]).toEqual([rub(SINGLE(1))]);
    expect(r.state.hands[1]).toEqual([rub(SINGLE(2))]);
    expect(r.state.pending).toEqual([
      { seat: 0, tile: DAGGER[0] },
      { seat: 1, tile: DAGGER[1] },
    ]);
  });
});

describe('the end', () => {
  /** Every split of chests among `players` seats with at most 7 rubies in all. */
  function splits(players: number): number[][] {
    if (players === 0) return [[]];
    return splits(players - 1).flatMap((rest) => {
      const used = rest.reduce((a, b) => a + b, 0);
      return Array.from({ length: 8 - used }, (_, c) => [...rest, c]);
    });
  }

  it('a player wins at once exactly when chest(P) > chest(Q) + R for every other player Q (R: rubies not in a chest)', () => {
    for (const players of [2, 3, 4]) {
      for (const chests of splits(players)) {
        const r = 7 - chests.reduce((a, b) => a + b, 0);
        const winners = chests.flatMap((p, i) => (chests.every((q, j) => j === i || p > q + r) ? [i] : []));
        expect(winners.length).toBeLessThanOrEqual(1);
        expect(winnerNow(chests)).toBe(winners[0] ?? null);
      }
    }
  });

  it('if no ruby is left outside the chests, equal counts share the win (four players, 2–2–2–1)', () => {
    const s = corridor({
      pawns: [3, 3, 0, 3],
      homes: [-1, -1, 1, -1],
      hands: [[], [], [rub(SINGLE(4))], []],
      chests: [[DOUBLE], [SINGLE(0), SINGLE(1)], [SINGLE(2)], [SINGLE(3)]],
      turn: 2,
    });
    const r = act(s, 2, { type: 'move', to: 1 });
    expect(r.state.result).toEqual({ winners: [0, 1, 2], reason: 'all-in' });
    expect(labiro.outcome(r.state)).toEqual({ scores: [2, 2, 2, 1], winners: [0, 1, 2], draw: true });
  });
});

describe('what each seat may see', () => {
  it('a torch look shows that object to the looker alone', () => {
    const s = corridor({ pawns: [0, 3, 2], hands: [[obj(TORCH[1])], [], []], objects: { 1: KEY('bell') } });
    const r = act(s, 0, { type: 'torch', object: TORCH[1].id, tower: 1 });
    const secret = JSON.stringify(KEY('bell'));
    expect(JSON.stringify(labiro.view(r.state, { kind: 'seat', seat: 0 }))).toContain(secret);
    for (const v of [{ kind: 'seat', seat: 1 }, { kind: 'seat', seat: 2 }, { kind: 'spectator' }] as const) {
      expect(JSON.stringify(labiro.view(r.state, v))).not.toContain(secret);
    }
    expect(JSON.stringify(r.events.filter((e) => !('visibleTo' in e)))).not.toContain(secret);
  });
});

describe('bad input: each is a clear error and the state does not change', () => {
  const two = () => corridor({ pawns: [0, 3], hands: [[obj(ROPE[0]), obj(TORCH[0])], []] });

  it('acting out of turn (labiro/not-your-turn)', () => {
    expectRefused(two(), 1, { type: 'turn', tower: 3 }, 'labiro/not-your-turn');
  });

  it('moving to a tower that does not communicate, without a rope (labiro/no-passage)', () => {
    const s = scene({
      towers: [
        [O, simple('straight')],
        [at(O, 1), simple('straight')],
      ],
      pawns: [0, 1],
    });
    expectRefused(s, 0, { type: 'move', to: 1 }, 'labiro/no-passage');
  });

  it('moving to a tower that is not a neighbour and cannot be walked to (labiro/no-passage)', () => {
    const s = scene({
      towers: [
        [O, simple('straight')],
        [at(O, 3), simple('straight', 1)],
        [at(O, 3, 3), simple('straight')],
      ],
      pawns: [0, 1],
    });
    expectRefused(s, 0, { type: 'move', to: 2 }, 'labiro/no-passage');
  });

  it('a fourth turn (labiro/turn-limit)', () => {
    expectRefused({ ...two(), turnsUsed: 3 }, 0, { type: 'turn', tower: 0 }, 'labiro/turn-limit');
  });

  it('turning a tower that is neither his nor a neighbour (labiro/turn-too-far)', () => {
    expectRefused(two(), 0, { type: 'turn', tower: 2 }, 'labiro/turn-too-far');
  });

  it('taking with a full hand (labiro/hand-full)', () => {
    expectRefused(
      room([obj(ROPE[0]), obj(TORCH[0]), rub(SINGLE(0))], KEY('sun')),
      0,
      { type: 'take' },
      'labiro/hand-full',
    );
  });

  it('swapping a ruby (labiro/swap-ruby)', () => {
    expectRefused(
      room([obj(ROPE[0]), obj(TORCH[0]), rub(SINGLE(0))], KEY('sun')),
      0,
      { type: 'swap', give: SINGLE(0).id },
      'labiro/swap-ruby',
    );
  });

  it('taking a ruby tile without its key (labiro/no-key)', () => {
    expectRefused(
      corridor({ pawns: [1, 3], hands: [[obj(KEY('sun'))], []], rubyTiles: { 1: SINGLE(0) } }),
      0,
      { type: 'ruby' },
      'labiro/no-key',
    );
  });

  it('leaving an object in a tower that has one (labiro/tower-has-object)', () => {
    expectRefused(
      room([obj(ROPE[0])], KEY('sun')),
      0,
      { type: 'leave', object: ROPE[0].id },
      'labiro/tower-has-object',
    );
  });

  it('ending the turn in a full tower (labiro/tower-full)', () => {
    expectRefused(corridor({ pawns: [0, 0, 0] }), 0, { type: 'end' }, 'labiro/tower-full');
  });

  it('using an object he does not hold (labiro/not-held)', () => {
    expectRefused(two(), 0, { type: 'rope', object: ROPE[1].id, to: 1 }, 'labiro/not-held');
    expectRefused(two(), 0, { type: 'torch', object: ROPE[0].id, tower: 1 }, 'labiro/not-held');
  });

  it('using an object twice in a turn (labiro/used-twice)', () => {
    const s = corridor({ pawns: [0, 3], hands: [[obj(ROPE[0])], []], objects: {} });
    const back = play(s, [
      [0, { type: 'rope', object: ROPE[0].id, to: 1 }],
      [0, { type: 'place', tower: 3 }],
      [0, { type: 'move', to: 3 }],
      [0, { type: 'take' }],
    ]).state;
    expectRefused(back, 0, { type: 'rope', object: ROPE[0].id, to: 2 }, 'labiro/used-twice');
  });

  it('putting a used object next to his tower (labiro/place-too-close)', () => {
    const used = act(two(), 0, { type: 'rope', object: ROPE[0].id, to: 1 }).state;
    expectRefused(used, 0, { type: 'place', tower: 2 }, 'labiro/place-too-close');
    expectRefused(used, 0, { type: 'place', tower: 1 }, 'labiro/place-too-close');
  });

  it('a start tower that is a ruby tower (labiro/start-ruby) or taken (labiro/start-taken)', () => {
    const s = table(2);
    const ruby = s.board.towers.findIndex((t) => t.ruby);
    const simpleBase = s.board.towers.findIndex((t) => !t.ruby);
    expectRefused(s, 0, { type: 'start', tower: ruby }, 'labiro/start-ruby');
    expectRefused(
      act(s, 0, { type: 'start', tower: simpleBase }).state,
      1,
      { type: 'start', tower: simpleBase },
      'labiro/start-taken',
    );
  });

  it('a spectator acting (labiro/not-a-seat)', () => {
    for (const seat of [-1, 2, 4, 1.5, Number.NaN]) expectRefused(two(), seat, { type: 'end' }, 'labiro/not-a-seat');
  });
});

describe('apply never throws on malformed input', () => {
  const CODES = new Set<string>([...Object.values(ERRORS), ...Object.values(MAP_ERRORS)].map((e) => e.code));
  const TYPES = [
    'start',
    'move',
    'turn',
    'take',
    'look',
    'swap',
    'leave',
    'ruby',
    'unlock',
    'torch',
    'rope',
    'dagger',
    'place',
    'end',
  ];

  /** States to try actions on: a busy hand-made scene, a start phase, and mid-game states of a short random playout. */
  function states(): LabiroState[] {
    const busy = corridor({
      pawns: [1, 1, 2],
      homes: [0, 3, -1],
      hands: [
        [obj(KEY('moon')), obj(DAGGER[0]), rub(SINGLE(0))],
        [obj(DAGGER[1]), rub(DOUBLE)],
        [obj(ROPE[0]), obj(TORCH[0]), obj(UNLOCK[0])],
      ],
      objects: { 1: TORCH[1], 2: EMPTY[0] },
      rubyTiles: { 1: SINGLE(1) },
    });
    const out: LabiroState[] = [busy, { ...busy, turn: 2 }, table(3, {}, 4)];
    let s = started(table(3, { map: { kind: 'random' } }, 9));
    for (let i = 0; i < 120 && s.phase !== 'over'; i++) {
      const seat = labiro.toAct(s)[0]!;
      s = act(s, seat, randomAction(labiro.view(s, { kind: 'seat', seat }), seat, mixSeed(9, i))).state;
      if (i % 15 === 0) out.push(s);
    }
    return out.map(deepFreeze);
  }

  const anyValue = fc.oneof(fc.integer({ min: -2, max: 20 }), fc.anything(), fc.constant(undefined));
  const ref = fc.record({ kind: fc.oneof(fc.constantFrom('object', 'ruby'), fc.anything()), id: anyValue });
  const shaped = fc.record(
    {
      type: fc.constantFrom(...TYPES),
      tower: anyValue,
      to: anyValue,
      give: anyValue,
      object: anyValue,
      victim: anyValue,
      take: fc.oneof(fc.constant(undefined), fc.array(ref, { maxLength: 4 }), fc.anything()),
    },
    { requiredKeys: ['type'] },
  );
  const input = fc.oneof(shaped, fc.anything());

  it('parseAction + apply on any input: a result, never a throw; refusals carry a known code and change nothing', () => {
    const pool = states();
    fc.assert(
      fc.property(input, fc.nat({ max: pool.length - 1 }), fc.integer({ min: -1, max: 4 }), (raw, k, seat) => {
        const state = pool[k]!;
        const before = JSON.stringify(state);
        const parsed = parseAction(raw);
        for (const action of parsed.ok ? [parsed.value, raw] : [raw]) {
          const r = labiro.apply(state, seat, action as LabiroAction);
          if (!r.ok) expect(CODES.has(r.error.code)).toBe(true);
          else expect(r.value.state.hands.every((h) => h.length <= 3)).toBe(true);
        }
        expect(JSON.stringify(state)).toBe(before);
      }),
      { numRuns: 600, seed: 4 },
    );
  });

  it('values JSON cannot carry (symbols, big integers, functions) are refused, not thrown', () => {
    const s = corridor({
      pawns: [1, 3],
      hands: [[obj(ROPE[0]), obj(TORCH[0]), rub(SINGLE(0))], []],
      objects: { 1: KEY('sun') },
    });
    const odd: unknown[] = [
      Symbol('x'),
      3n,
      () => 1,
      {
        valueOf: () => {
          throw new Error('boom');
        },
      },
    ];
    for (const v of odd) {
      for (const type of TYPES) {
        const a = { type, tower: v, to: v, give: v, object: v, victim: v, take: [{ kind: 'ruby', id: v }] };
        const r = labiro.apply(s, 0, a as never);
        expect(r.ok || CODES.has(r.error.code)).toBe(true);
        const parsed = parseAction(a);
        expect(parsed.ok || parsed.error.code === 'labiro/bad-action').toBe(true);
      }
    }
  });
});
