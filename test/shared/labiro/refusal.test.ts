// Why the legal list holds no such action (shared/games/labiro/refusal.ts): null exactly when the list holds the
// ask, else the code of the gate or rule that forbids it — the code the server gives for the same action.
import { describe, expect, it } from 'vitest';
import {
  labiro,
  legalFromView,
  refusalFrom,
  refusalFromView,
  gateFromView,
  tableOfState,
  type HandItem,
  type LabiroAction,
  type LabiroAsk,
  type LabiroState,
  type ObjectTile,
} from '../../../shared/games/labiro/index.js';
import { makeRng, nextInt } from '../../../shared/core/index.js';
import {
  DAGGER,
  KEY,
  O,
  ROPE,
  SINGLE,
  TORCH,
  UNLOCK,
  act,
  at,
  obj,
  rub,
  rubyTower,
  scene,
  simple,
  started,
  table,
} from './game-helpers.js';

/** A corridor of four straight towers running south (all communicating, all aligned), objects by base. */
const corridor = (
  hands: HandItem[][],
  pawns: number[],
  objects: Record<number, ObjectTile> = {},
  extra: { faceUp?: number[] } = {},
) =>
  scene({
    towers: [
      [O, simple('straight')],
      [at(O, 3), simple('straight')],
      [at(O, 3, 3), simple('straight')],
      [at(O, 3, 3, 3), simple('straight')],
    ],
    pawns,
    hands,
    objects,
    ...extra,
  });

const seatView = (s: LabiroState, seat: number) => labiro.view(s, { kind: 'seat', seat });
const why = (s: LabiroState, seat: number, ask: LabiroAsk) => refusalFromView(seatView(s, seat), seat, ask);

/** What apply answers to `action`: 'accepted' or its refusal code. */
const server = (s: LabiroState, seat: number, action: LabiroAction) => {
  const r = labiro.apply(s, seat, action);
  return r.ok ? 'accepted' : r.error.code;
};

describe('why an action is not on offer', () => {
  it('an action the list holds has no refusal', () => {
    const s = corridor([[], []], [0, 3], { 0: TORCH[0] });
    expect(why(s, 0, { type: 'take' })).toBeNull();
    expect(why(s, 0, { type: 'move', tower: 2 })).toBeNull();
    expect(why(s, 0, { type: 'end' })).toBeNull();
  });

  it("another seat's turn is refused as not your turn, whatever the action", () => {
    const s = corridor([[], []], [0, 3], { 3: TORCH[0] });
    for (const type of ['take', 'turn', 'end'] as const) expect(why(s, 1, { type })).toBe('labiro/not-your-turn');
    expect(server(s, 1, { type: 'take' })).toBe('labiro/not-your-turn');
  });

  it('a used object waiting to be put away comes first (labiro/pending-place)', () => {
    const s = act(corridor([[obj(UNLOCK[0])], []], [0, 3]), 0, { type: 'unlock', object: UNLOCK[0].id }).state;
    expect(why(s, 0, { type: 'end' })).toBe('labiro/pending-place');
    expect(server(s, 0, { type: 'end' })).toBe('labiro/pending-place');
    expect(why(s, 0, { type: 'place' })).toBeNull();
  });

  it('in the start phase only a start tower is chosen (labiro/wrong-phase)', () => {
    const s = table(2);
    const seat = s.turn!;
    expect(why(s, seat, { type: 'take' })).toBe('labiro/wrong-phase');
    expect(server(s, seat, { type: 'take' })).toBe('labiro/wrong-phase');
    expect(gateFromView(seatView(s, seat), seat, 'start')).toBeNull();
  });

  it('a take with nothing in the tower, or with a full hand, says which', () => {
    expect(why(corridor([[], []], [0, 3]), 0, { type: 'take' })).toBe('labiro/no-object');
    const full = [obj(ROPE[0]), obj(ROPE[1]), obj(UNLOCK[0])];
    const s = corridor([full, []], [0, 3], { 0: TORCH[0] });
    expect(why(s, 0, { type: 'take' })).toBe('labiro/hand-full');
    expect(server(s, 0, { type: 'take' })).toBe('labiro/hand-full');
  });

  it('a look is for a full hand, and never at an object one sees already (labiro/already-seen)', () => {
    expect(why(corridor([[], []], [0, 3], { 0: TORCH[0] }), 0, { type: 'look' })).toBe('labiro/hand-not-full');
    const full = [obj(ROPE[0]), obj(ROPE[1]), obj(UNLOCK[0])];
    expect(why(corridor([full, []], [0, 3], { 0: TORCH[0] }), 0, { type: 'look' })).toBeNull();
    const faceUp = corridor([full, []], [0, 3], { 0: TORCH[0] }, { faceUp: [0] });
    expect(why(faceUp, 0, { type: 'look' })).toBe('labiro/already-seen');
  });

  it('a swap gives an object, never a ruby (labiro/swap-ruby); a leave needs an object in hand (labiro/not-held)', () => {
    const rubies = [rub(SINGLE(0)), rub(SINGLE(1)), rub(SINGLE(2))];
    const s = corridor([rubies, []], [0, 3], { 0: TORCH[0] });
    expect(why(s, 0, { type: 'swap' })).toBe('labiro/swap-ruby');
    expect(why(corridor([rubies, []], [0, 3]), 0, { type: 'leave' })).toBe('labiro/not-held');
    expect(why(corridor([[obj(ROPE[0])], []], [0, 3], { 0: TORCH[0] }), 0, { type: 'leave' })).toBe(
      'labiro/tower-has-object',
    );
  });

  it('a ruby tile needs a ruby tower, its tile still there and the key with its symbol', () => {
    const ruby = (hands: HandItem[][], tile = true) =>
      scene({
        towers: [
          [O, rubyTower('straight', 0, 'moon')],
          [at(O, 3), simple('straight')],
        ],
        pawns: [0, 1],
        hands,
        rubyTiles: tile ? { 0: SINGLE(0) } : {},
      });
    expect(why(ruby([[obj(KEY('moon'))], []]), 1, { type: 'ruby' })).toBe('labiro/not-your-turn');
    expect(why(ruby([[obj(KEY('moon'))], []]), 0, { type: 'ruby', object: KEY('moon').id })).toBeNull();
    expect(why(ruby([[obj(KEY('moon'))], []], false), 0, { type: 'ruby' })).toBe('labiro/no-ruby-tile');
    expect(why(ruby([[obj(KEY('sun'))], []]), 0, { type: 'ruby', object: KEY('sun').id })).toBe('labiro/no-key');
    expect(why(corridor([[obj(KEY('moon'))], []], [0, 3]), 0, { type: 'ruby' })).toBe('labiro/not-ruby-tower');
  });

  it('an object is used once a turn (labiro/used-twice); a torch needs an aligned neighbour holding an object', () => {
    const lit = corridor([[obj(TORCH[0])], []], [0, 3], { 1: ROPE[0] });
    expect(why(lit, 0, { type: 'torch', object: TORCH[0].id })).toBeNull();
    const dark = corridor([[obj(TORCH[0])], []], [0, 3]);
    expect(why(dark, 0, { type: 'torch', object: TORCH[0].id })).toBe('labiro/no-object');
    expect(why({ ...lit, usedThisTurn: [TORCH[0].id] }, 0, { type: 'torch', object: TORCH[0].id })).toBe(
      'labiro/used-twice',
    );
    expect(why(lit, 0, { type: 'torch', object: ROPE[1].id })).toBe('labiro/not-held');
  });

  it('a lone tower has no aligned neighbour for the rope (labiro/not-aligned); the rope costs one of the 3 turns', () => {
    const lone = scene({ towers: [[O, simple('straight')]], pawns: [0, 0], hands: [[obj(ROPE[0])], []] });
    expect(why(lone, 0, { type: 'rope', object: ROPE[0].id })).toBe('labiro/not-aligned');
    const spent = { ...corridor([[obj(ROPE[0])], []], [0, 3]), turnsUsed: 3 };
    expect(why(spent, 0, { type: 'rope', object: ROPE[0].id })).toBe('labiro/turn-limit');
    expect(why(spent, 0, { type: 'turn' })).toBe('labiro/turn-limit');
    expect(server(spent, 0, { type: 'turn', tower: 0 })).toBe('labiro/turn-limit');
  });

  it('the dagger needs an opponent in the tower who carries something', () => {
    const alone = corridor([[obj(DAGGER[0])], []], [0, 3]);
    expect(why(alone, 0, { type: 'dagger', object: DAGGER[0].id })).toBe('labiro/not-same-tower');
    const empty = corridor([[obj(DAGGER[0])], []], [0, 0]);
    expect(why(empty, 0, { type: 'dagger', object: DAGGER[0].id })).toBe('labiro/nothing-to-rob');
    const rich = corridor([[obj(DAGGER[0])], [rub(SINGLE(0))]], [0, 0]);
    expect(why(rich, 0, { type: 'dagger', object: DAGGER[0].id })).toBeNull();
  });

  it('a turn ends only where a pawn space is free (labiro/tower-full)', () => {
    // Three pawns in one tower of a corridor: seat 0 could walk on, so he may not end here.
    const crowded = corridor([[], [], []], [0, 0, 0]);
    expect(why(crowded, 0, { type: 'end' })).toBe('labiro/tower-full');
    expect(server(crowded, 0, { type: 'end' })).toBe('labiro/tower-full');
  });
});

describe('refusals over random games', () => {
  const ASKS: readonly LabiroAsk[] = [
    { type: 'take' },
    { type: 'look' },
    { type: 'swap' },
    { type: 'leave' },
    { type: 'ruby' },
    { type: 'turn' },
    { type: 'end' },
    { type: 'place' },
  ];

  it('a refusal is null exactly when the list holds the ask, and the view gives the answer the state gives', () => {
    for (const seed of [1, 2, 3]) {
      let s = started(table(3, {}, seed));
      let rng = makeRng(seed);
      for (let n = 0; n < 120 && s.phase !== 'over'; n++) {
        for (let seat = 0; seat < 3; seat++) {
          const legal = legalFromView(seatView(s, seat), seat);
          for (const ask of ASKS) {
            const fromView = why(s, seat, ask);
            expect(fromView === null, `${seed}/${n} seat ${seat} ${ask.type}`).toBe(
              legal.some((a) => a.type === ask.type),
            );
            expect(refusalFrom(tableOfState(s, seat), seat, ask)).toBe(fromView);
          }
        }
        const seat = labiro.toAct(s)[0]!;
        const options = labiro.legalActions!(s, seat);
        const [i, next] = nextInt(rng, 0, options.length - 1);
        rng = next;
        s = act(s, seat, options[i]!).state;
      }
    }
  });
});
