// Labiro's controls as pure logic, on views cut by the real engine: whose moment it is, which buttons are on,
// why the others are off, the dagger's choices, the tool the moment imposes, the keys — and, over seeded random
// games, that the panel offers exactly what the engine accepts and explains every refusal.
import { describe, expect, it } from 'vitest';
import { labiro, type LabiroState, type LabiroView } from '../../shared/games/labiro/index.js';
import {
  DAGGER,
  DOUBLE,
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
} from '../shared/labiro/game-helpers.js';
import {
  actorOf,
  controlsModel,
  daggerChoice,
  daggerVictims,
  forcedTool,
  momentOf,
  privateLooks,
  reasonKey,
  togglePick,
  type Btn,
} from '../../client/games/labiro/ui/model.js';
import {
  freeStartTowers,
  placeTargets as placeList,
  turnTargets as turnList,
} from '../../client/games/labiro/hints.js';
import { keyMoment, labiroKey } from '../../client/games/labiro/ui/keys.js';
import { sceneProps } from './scene-props.js';
import { en } from '../../client/games/labiro/strings.js';
import { it as it2 } from '../../client/games/labiro/strings.it.js';
import type { LabiroTool } from '../../client/games/labiro/store.js';

/** The engine's legal list for `seat` from view `v`, as the shell hands it (props.legal; empty for a spectator). */
const legalAt = (v: LabiroView, seat: number | null) => sceneProps(labiro, v, seat, []).legal;
/** The panel's model, the tool check and the targets as the controls ask them, with the shell's legal list. */
const model = (v: LabiroView, seat: number | null, armed: number | null) =>
  controlsModel(v, seat, legalAt(v, seat), armed);
const forced = (v: LabiroView, seat: number | null, tool: LabiroTool) => forcedTool(v, seat, legalAt(v, seat), tool);
const startChoices = (v: LabiroView, seat: number) => freeStartTowers(legalAt(v, seat));
const placeTargets = (v: LabiroView, seat: number) => placeList(legalAt(v, seat));
const turnTargets = (v: LabiroView, seat: number) => turnList(legalAt(v, seat));

const seatView = (s: LabiroState, seat: number): LabiroView => labiro.view(s, { kind: 'seat', seat });
const spectator = (s: LabiroState): LabiroView => labiro.view(s, { kind: 'spectator' });
const ON: Btn = { enabled: true, reason: null };
const OFF = (reason: string) => ({ enabled: false, reason });

/** A corridor of four straight towers running south: all communicating, all aligned. */
const corridor = (over: Partial<Parameters<typeof scene>[0]> = {}) =>
  scene({
    towers: [
      [O, simple('straight')],
      [at(O, 3), simple('straight')],
      [at(O, 3, 3), simple('straight')],
      [at(O, 3, 3, 3), simple('straight')],
    ],
    pawns: [0, 3],
    ...over,
  });

describe('whose moment it is', () => {
  it('in the start phase the seat on turn chooses among the free simple towers; the others wait', () => {
    const s = table(3);
    const first = s.turn!;
    expect(momentOf(seatView(s, first), first)).toBe('start-mine');
    expect(momentOf(seatView(s, (first + 1) % 3), (first + 1) % 3)).toBe('start-wait');
    const free = startChoices(seatView(s, first), first);
    expect(free).toHaveLength(10);
    for (const b of free) expect(s.board.towers[b]!.ruby).toBeUndefined();
    const after = act(s, first, { type: 'start', tower: free[0]! }).state;
    expect(startChoices(seatView(after, 0), after.turn!)).toEqual(free.slice(1));
  });

  it('a spectator reads only: every action is off because it is not his turn', () => {
    const v = spectator(corridor({ objects: { 0: ROPE[0] } }));
    const m = model(v, null, null);
    expect(m.moment).toBe('play-wait');
    expect(m.tower.take).toEqual(OFF('labiro/not-your-turn'));
    expect(m.end).toEqual(OFF('labiro/not-your-turn'));
    expect(m.walk).toEqual(OFF('labiro/not-your-turn'));
  });

  it('a used object waiting: its owner places it (nothing else), everyone else waits for him', () => {
    const s = act(corridor({ hands: [[obj(UNLOCK[0])], []], pawns: [0, 1] }), 0, {
      type: 'unlock',
      object: UNLOCK[0].id,
    }).state;
    const mine = model(seatView(s, 0), 0, null);
    expect(mine.moment).toBe('place-mine');
    expect(mine.pending).toEqual(UNLOCK[0]);
    expect(mine.end).toEqual(OFF('labiro/pending-place'));
    expect(mine.tower.leave.enabled).toBe(false);
    expect(placeTargets(seatView(s, 0), 0)).toEqual([2, 3]);
    expect(momentOf(seatView(s, 1), 1)).toBe('place-wait');
    expect(actorOf(seatView(s, 1))).toBe(0);
  });
});

describe('the tower he stands in', () => {
  it('with room in hand: Take is on where an object lies; Look and Swap are not offered', () => {
    const m = model(seatView(corridor({ objects: { 0: ROPE[0] } }), 0), 0, null);
    expect(m.tower.take).toEqual(ON);
    expect(m.tower.look).toBeNull();
    expect(m.tower.swap).toBeNull();
    // The engine's order: an object to leave first, then a tower that holds none.
    expect(m.tower.leave).toEqual(OFF('labiro/not-held'));
    expect(m.tower.ruby).toBeNull();
    const holding = model(seatView(corridor({ objects: { 0: ROPE[0] }, hands: [[obj(TORCH[0])], []] }), 0), 0, null);
    expect(holding.tower.leave).toEqual(OFF('labiro/tower-has-object'));
  });

  it("an off button's reason is the engine's code, worded by its translation; the panel's own under why.", () => {
    const m = model(
      seatView(corridor({ hands: [[obj(ROPE[0]), obj(ROPE[1]), obj(TORCH[0])], []], objects: { 0: TORCH[1] } }), 0),
      0,
      null,
    );
    expect(m.tower.take).toEqual(OFF('labiro/hand-full'));
    expect(reasonKey('labiro/hand-full')).toBe('errors.labiro/hand-full');
    expect(en.errors['labiro/hand-full']).toBe('Your hand is full: you hold 3 things.');
    expect(reasonKey('nothing-armed')).toBe('why.nothing-armed');
    expect(model(seatView(corridor(), 0), 0, null).confirm).toEqual(OFF('nothing-armed'));
  });

  it('a tower with no object: nothing to take; Leave needs an object in hand', () => {
    expect(model(seatView(corridor(), 0), 0, null).tower.take).toEqual(OFF('labiro/no-object'));
    expect(model(seatView(corridor(), 0), 0, null).tower.leave).toEqual(OFF('labiro/not-held'));
    expect(model(seatView(corridor({ hands: [[obj(ROPE[0])], []] }), 0), 0, null).tower.leave).toEqual(ON);
    expect(model(seatView(corridor({ hands: [[rub(SINGLE(0))], []] }), 0), 0, null).tower.leave).toEqual(
      OFF('labiro/not-held'),
    );
  });

  it('a full hand: Take is off, Look and Swap come; once looked at, Look is off', () => {
    const full = [obj(ROPE[0]), obj(TORCH[0]), rub(SINGLE(0))];
    const s = corridor({ objects: { 0: DAGGER[0] }, hands: [full, []] });
    const m = model(seatView(s, 0), 0, null);
    expect(m.tower.take).toEqual(OFF('labiro/hand-full'));
    expect(m.tower.look).toEqual(ON);
    expect(m.tower.swap).toEqual(ON);
    const looked = act(s, 0, { type: 'look' }).state;
    expect(model(seatView(looked, 0), 0, null).tower.look).toEqual(OFF('labiro/already-seen'));
    expect(privateLooks(seatView(looked, 0))).toEqual([{ tower: 0, tile: DAGGER[0] }]);
    expect(privateLooks(seatView(looked, 1))).toEqual([]);
  });

  it('a full hand of rubies: no object to swap', () => {
    const s = corridor({ objects: { 0: DAGGER[0] }, hands: [[rub(SINGLE(0)), rub(SINGLE(1)), rub(DOUBLE)], []] });
    expect(model(seatView(s, 0), 0, null).tower.swap).toEqual(OFF('labiro/swap-ruby'));
  });

  it('a ruby tower: its ruby needs its key; the key outside a ruby tower says so', () => {
    const s = scene({
      towers: [
        [O, rubyTower('straight', 0, 'moon')],
        [at(O, 3), simple('straight')],
      ],
      pawns: [0, 1],
      rubyTiles: { 0: SINGLE(0) },
    });
    expect(model(seatView(s, 0), 0, null).tower.ruby).toEqual(OFF('labiro/no-key'));
    const withKey = { ...s, hands: [[obj(KEY('moon'))], []] };
    const m = model(seatView(withKey, 0), 0, null);
    expect(m.tower.ruby).toEqual(ON);
    expect(m.hand[0]).toMatchObject({ use: 'ruby', btn: ON });
    const elsewhere = { ...withKey, pawns: [1, 1] };
    expect(model(seatView(elsewhere, 0), 0, null).hand[0]).toMatchObject({
      use: 'ruby',
      btn: OFF('labiro/not-ruby-tower'),
    });
    const taken = act(withKey, 0, { type: 'ruby' }).state;
    expect(model(seatView(taken, 0), 0, null).tower.ruby).toEqual(OFF('labiro/no-ruby-tile'));
  });
});

describe('turns, tools and the end of a turn', () => {
  it('the turn tool, the turns used, and Confirm only for an armed tower that may turn', () => {
    const s = corridor();
    const m = model(seatView(s, 0), 0, 1);
    expect(m.turn).toEqual(ON);
    expect(m.confirm).toEqual(ON);
    expect(turnTargets(seatView(s, 0), 0)).toEqual([0, 1]);
    expect(model(seatView(s, 0), 0, 3).confirm).toEqual(OFF('labiro/turn-too-far'));
    expect(model(seatView(s, 0), 0, null).confirm).toEqual(OFF('nothing-armed'));
  });

  it('after 3 turns the Turn tool, Confirm and the rope are off: the turn limit', () => {
    const s = corridor({ turnsUsed: 3, hands: [[obj(ROPE[0]), obj(UNLOCK[0])], []] });
    const m = model(seatView(s, 0), 0, 1);
    expect(m.turnsUsed).toBe(3);
    expect(m.turn).toEqual(OFF('labiro/turn-limit'));
    expect(m.confirm).toEqual(OFF('labiro/turn-limit'));
    expect(m.hand.find((e) => e.use === 'rope')!.btn).toEqual(OFF('labiro/turn-limit'));
    expect(m.hand.find((e) => e.use === 'unlock')!.btn).toEqual(ON); // the unlock key is free
  });

  it('the torch needs an aligned neighbour holding an object; used objects say so', () => {
    const bare = corridor({ hands: [[obj(TORCH[0])], []] });
    expect(model(seatView(bare, 0), 0, null).hand[0]!.btn).toEqual(OFF('labiro/no-object'));
    const lit = { ...bare, objects: [null, ROPE[1], null, null] };
    expect(model(seatView(lit, 0), 0, null).hand[0]!.btn).toEqual(ON);
    const twice = { ...lit, usedThisTurn: [TORCH[0].id] };
    expect(model(seatView(twice, 0), 0, null).hand[0]).toMatchObject({ used: true, btn: OFF('labiro/used-twice') });
  });

  it('End turn is off in a full tower (two other pawns) while a free one can still be reached', () => {
    const s = corridor({ pawns: [0, 0, 0] });
    expect(model(seatView(s, 0), 0, null).end).toEqual(OFF('labiro/tower-full'));
    const moved = act(s, 0, { type: 'move', to: 1 }).state;
    expect(model(seatView(moved, 0), 0, null).end).toEqual(ON);
  });

  it('the moment imposes its tool and takes back tools that no longer fit', () => {
    const s = corridor({ hands: [[obj(ROPE[0])], []] });
    const v = seatView(s, 0);
    expect(forced(v, 0, { mode: 'walk' })).toBeNull();
    expect(forced(v, 0, { mode: 'rope', object: ROPE[0].id })).toBeNull();
    expect(forced(v, 0, { mode: 'torch', object: TORCH[0].id })).toEqual({ mode: 'walk' });
    expect(forced(v, 0, { mode: 'place' })).toEqual({ mode: 'walk' });
    expect(forced(seatView({ ...s, turnsUsed: 3 }, 0), 0, { mode: 'turn' })).toEqual({ mode: 'walk' });
    expect(forced(seatView(s, 1), 1, { mode: 'turn' })).toEqual({ mode: 'walk' });
    const fresh = table(2);
    expect(forced(seatView(fresh, fresh.turn!), fresh.turn!, { mode: 'walk' })).toEqual({ mode: 'start' });
    const used = act(corridor({ hands: [[obj(UNLOCK[0])], []], pawns: [0, 1] }), 0, {
      type: 'unlock',
      object: UNLOCK[0].id,
    }).state;
    expect(forced(seatView(used, 0), 0, { mode: 'turn' })).toEqual({ mode: 'place' });
  });

  it('keys: W walk, T turn, Enter confirm, Escape cancel, E end — each only when it means something', () => {
    const s = corridor();
    const m = model(seatView(s, 0), 0, 1);
    const moment = keyMoment(m, 'turn', true)!;
    expect(['w', 'T', 'Enter', 'Escape', 'e', 'x'].map((k) => labiroKey(k, moment))).toEqual([
      'walk',
      'turn',
      'confirm',
      'cancel',
      'end',
      null,
    ]);
    expect(labiroKey('Enter', keyMoment(m, 'turn', false)!)).toBeNull();
    expect(labiroKey('Escape', keyMoment(m, 'walk', false)!)).toBeNull();
    expect(keyMoment(model(seatView(s, 1), 1, null), 'walk', false)).toBeNull();
  });
});

describe('the dagger', () => {
  it('robs an opponent in his tower: at most what his hand has room for, rubies first by default', () => {
    const s = corridor({
      pawns: [0, 0],
      hands: [
        [obj(DAGGER[0]), obj(ROPE[0])],
        [obj(TORCH[0]), rub(SINGLE(0)), rub(DOUBLE)],
      ],
    });
    const v = seatView(s, 0);
    expect(daggerVictims(v, 0)).toEqual([1]);
    const c = daggerChoice(v, 0, 1, DAGGER[0].id);
    expect(c).toMatchObject({ max: 2, armed: false });
    expect(c.offer).toHaveLength(3);
    expect(c.preset).toEqual([
      { kind: 'ruby', id: SINGLE(0).id },
      { kind: 'ruby', id: DOUBLE.id },
    ]);
    expect(model(v, 0, null).hand[0]).toMatchObject({ use: 'dagger', btn: ON });
    // The picked action is one the engine accepts.
    const r = labiro.apply(s, 0, { type: 'dagger', object: DAGGER[0].id, victim: 1, take: c.preset });
    expect(r.ok).toBe(true);
  });

  it('an armed victim gives one thing and never his dagger', () => {
    const s = corridor({ pawns: [0, 0], hands: [[obj(DAGGER[0])], [obj(DAGGER[1]), obj(TORCH[0]), rub(SINGLE(0))]] });
    const c = daggerChoice(seatView(s, 0), 0, 1, DAGGER[0].id);
    expect(c.armed).toBe(true);
    expect(c.max).toBe(1);
    expect(c.offer.map((i) => i.tile.id)).toEqual([TORCH[0].id, SINGLE(0).id]);
    expect(c.preset).toEqual([{ kind: 'ruby', id: SINGLE(0).id }]);
  });

  it('nobody in his tower, or nobody carrying anything: the dagger is off with the reason', () => {
    expect(model(seatView(corridor({ hands: [[obj(DAGGER[0])], []] }), 0), 0, null).hand[0]!.btn).toEqual(
      OFF('labiro/not-same-tower'),
    );
    expect(
      model(seatView(corridor({ pawns: [0, 0], hands: [[obj(DAGGER[0])], []] }), 0), 0, null).hand[0]!.btn,
    ).toEqual(OFF('labiro/nothing-to-rob'));
  });

  it('picking what to keep: never more than the limit; with one thing a new pick replaces the old', () => {
    const a = { kind: 'ruby' as const, id: 1 };
    const b = { kind: 'object' as const, id: 9 };
    const c = { kind: 'object' as const, id: 10 };
    expect(togglePick([a], b, 2)).toEqual([a, b]);
    expect(togglePick([a, b], c, 2)).toEqual([a, b]);
    expect(togglePick([a, b], a, 2)).toEqual([b]);
    expect(togglePick([a], b, 1)).toEqual([b]);
  });
});

/** A tiny seeded generator for the playouts (tests never use Math.random). */
function lcg(seed: number) {
  let x = seed >>> 0;
  return (n: number) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x % n;
  };
}

describe('over random games, the panel agrees with the engine', () => {
  it('every button is on exactly when the engine accepts its action, and every off button gives a real reason', () => {
    let checked = 0;
    for (const [seed, players] of [
      [1, 2],
      [2, 3],
      [3, 4],
      [4, 2],
    ] as const) {
      let s = started(table(players, { roundLimit: 4 }, seed));
      const pick = lcg(seed);
      for (let step = 0; step < 160 && s.phase !== 'over'; step++) {
        for (let seat = 0; seat < players; seat++) {
          const v = seatView(s, seat);
          const m = model(v, seat, null);
          const legal = labiro.legalActions(s, seat);
          const btns = [
            m.tower.take,
            m.tower.look,
            m.tower.swap,
            m.tower.leave,
            m.tower.ruby,
            m.end,
            ...m.hand.filter((e) => e.use !== null).map((e) => e.btn),
          ];
          for (const b of btns) {
            if (!b || b.enabled) continue;
            expect(b.reason).not.toBe('not-now');
            // Every reason an off button gives has words in both languages (an engine code under `errors.`).
            const [group, key] = reasonKey(b.reason!).split(/\.(.*)/s) as [string, string];
            expect((en as unknown as Record<string, Record<string, string>>)[group]?.[key], b.reason!).toBeTruthy();
            expect((it2 as unknown as Record<string, Record<string, string>>)[group]?.[key], b.reason!).toBeTruthy();
          }
          expect(m.tower.take.enabled).toBe(legal.some((a) => a.type === 'take'));
          expect(m.end.enabled).toBe(legal.some((a) => a.type === 'end'));
          expect(m.turn.enabled).toBe(legal.some((a) => a.type === 'turn'));
          checked++;
        }
        const actor = labiro.toAct(s)[0]!;
        const legal = labiro.legalActions(s, actor);
        const ends = legal.filter((a) => a.type === 'end');
        const action = ends.length && pick(4) === 0 ? ends[0]! : legal[pick(legal.length)]!;
        s = act(s, actor, action).state;
      }
    }
    expect(checked).toBeGreaterThan(500);
  });
});
