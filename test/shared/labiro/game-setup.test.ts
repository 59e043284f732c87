// Set-up (rules/labiro.md, "Set-up"): the map, hidden objects and ruby tiles, simple and ruby towers
// alternating, random turns, the turn order; options and players checked; the start phase.
import { describe, expect, it } from 'vitest';
import {
  MAP_PRESETS,
  OBJECT_SET,
  RUBY_TILES,
  TOWER_SET,
  isRubyTower,
  labiro,
  layingOrder,
  parseOptions,
} from '../../../shared/games/labiro/index.js';
import { act, expectRefused, ofType, table } from './game-helpers.js';

describe('setting up a Labiro table', () => {
  it('setup hides 18 objects, one per tower, and 8 ruby tiles, one per ruby tower, all face down', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const s = table(2 + (seed % 3), {}, seed);
      expect(s.objects.map((o) => o!.id).sort((a, b) => a - b)).toEqual(OBJECT_SET.map((o) => o.id));
      expect(s.objectPublic.every((p) => p === false)).toBe(true);
      s.board.towers.forEach((t, b) => {
        expect(s.rubyTiles[b] !== null).toBe(isRubyTower(t));
      });
      expect(s.rubyTiles.flatMap((r) => (r ? [r.id] : [])).sort((a, b) => a - b)).toEqual(RUBY_TILES.map((r) => r.id));
      expect(s.board.towers.map((t) => t.id).sort((a, b) => a - b)).toEqual(TOWER_SET.map((t) => t.id));
      expect(s.board.towers.every((t) => t.turn >= 0 && t.turn <= 5)).toBe(true);
    }
  });

  it('simple and ruby towers alternate along the laying order while both remain (the last two are simple)', () => {
    for (const preset of MAP_PRESETS) {
      const s = table(2, { map: { kind: 'preset', name: preset.name } });
      const kinds = layingOrder(s.map)
        .map((b) => (isRubyTower(s.board.towers[b]!) ? 'R' : 'S'))
        .join('');
      expect(kinds).toBe('SRSRSRSRSRSRSRSRSS');
    }
  });

  it('the laying order starts at the centre and visits every base once, rings outwards', () => {
    const flower = MAP_PRESETS.find((m) => m.name === 'flower')!;
    const order = layingOrder(flower);
    expect(new Set(order).size).toBe(18);
    expect(flower.cells[order[0]!]).toEqual({ q: 0, r: 0 });
  });

  it('the turns of the towers are drawn: not all equal', () => {
    const s = table(2);
    expect(new Set(s.board.towers.map((t) => t.turn)).size).toBeGreaterThan(1);
  });

  it('the same seed and options give the same game; another seed another one', () => {
    expect(table(3, { map: { kind: 'random' }, order: 'random' }, 42)).toEqual(
      table(3, { map: { kind: 'random' }, order: 'random' }, 42),
    );
    expect(table(3, {}, 42).objects).not.toEqual(table(3, {}, 43).objects);
  });

  it('a random map is drawn from the seed, and a random order is a permutation of the seats', () => {
    const orders = new Set<string>();
    for (let seed = 1; seed <= 20; seed++) {
      const s = table(4, { map: { kind: 'random' }, order: 'random' }, seed);
      expect(s.map.name).toBe('random');
      expect(s.map.cells).toHaveLength(18);
      expect([...s.order].sort()).toEqual([0, 1, 2, 3]);
      expect(s.turn).toBe(s.order[0]);
      orders.add(s.order.join());
    }
    expect(orders.size).toBeGreaterThan(3);
  });

  it('a custom map from the editor is played as drawn', () => {
    const ring = MAP_PRESETS.find((m) => m.name === 'ring')!;
    const s = table(2, { map: { kind: 'custom', map: { name: 'mine', cells: ring.cells } } });
    expect(s.map).toEqual({ name: 'mine', cells: ring.cells });
  });

  it('the game starts in the start phase, seats in order, nothing in hand', () => {
    const s = table(3);
    expect(s.phase).toBe('start');
    expect(s.order).toEqual([0, 1, 2]);
    expect(s.turn).toBe(0);
    expect(s.pawns).toEqual([null, null, null]);
    expect(s.hands).toEqual([[], [], []]);
    expect(labiro.toAct(s)).toEqual([0]);
  });

  it("the table's push rule travels with the board: meshed doors by default, the spec's colliding doors on request", () => {
    expect(table(2).board.push).toBe('mesh');
    expect(table(2, { push: 'collide' }).board.push).toBe('collide');
    // Everyone sees it (the client previews chains and bots plan with it).
    const s = table(2, { push: 'collide' });
    expect(labiro.view(s, { kind: 'spectator' }).board.push).toBe('collide');
  });
});

describe('Labiro options and players', () => {
  it('missing options take the defaults: flower, seats order, no round limit, meshed doors', () => {
    expect(parseOptions(undefined)).toEqual({ ok: true, value: labiro.defaultOptions });
    expect(parseOptions({})).toEqual({
      ok: true,
      value: { map: { kind: 'preset', name: 'flower' }, order: 'seats', roundLimit: 0, push: 'mesh' },
    });
  });

  const bad: [string, unknown, string][] = [
    ['an unknown preset', { map: { kind: 'preset', name: 'moon' } }, 'labiro/bad-options'],
    ['an unknown map kind', { map: { kind: 'drawn' } }, 'labiro/bad-options'],
    [
      'a custom map of 17 bases keeps the map code',
      { map: { kind: 'custom', map: { name: 'x', cells: MAP_PRESETS[0]!.cells.slice(1) } } },
      'labiro/map-size',
    ],
    [
      'a custom map in two pieces',
      { map: { kind: 'custom', map: { name: 'x', cells: [...MAP_PRESETS[0]!.cells.slice(1), { q: 40, r: 40 }] } } },
      'labiro/map-disconnected',
    ],
    ['an unknown order', { order: 'age' }, 'labiro/bad-options'],
    ['a negative round limit', { roundLimit: -1 }, 'labiro/bad-options'],
    ['a fractional round limit', { roundLimit: 2.5 }, 'labiro/bad-options'],
    ['an unknown push rule', { push: 'slide' }, 'labiro/bad-options'],
    ['options that are not an object', 'flower', 'labiro/bad-options'],
  ];
  for (const [name, options, code] of bad) {
    it(`${name} is refused (${code})`, () => {
      const r = parseOptions(options);
      expect(r.ok ? 'accepted' : r.error.code).toBe(code);
      const s = labiro.setup({ seed: 1, players: 2, options: options as never });
      expect(s.ok ? 'accepted' : s.error.code).toBe(code);
    });
  }

  it('Labiro is for 2 to 4 players', () => {
    for (const players of [0, 1, 5, 2.5]) {
      const r = labiro.setup({ seed: 1, players, options: labiro.defaultOptions });
      expect(r.ok ? 'accepted' : r.error.code).toBe('labiro/bad-players');
    }
    expect(labiro.minPlayers).toBe(2);
    expect(labiro.maxPlayers).toBe(4);
  });
});

describe('choosing start towers', () => {
  const simpleTower = (s: ReturnType<typeof table>, skip = 0) =>
    s.board.towers.findIndex((t, b) => !t.ruby && b >= skip);
  const rubyTowerOf = (s: ReturnType<typeof table>) => s.board.towers.findIndex((t) => t.ruby !== undefined);

  it('each player in turn order chooses a simple tower: pawn, flag and chest go there; then play starts with the first', () => {
    let s = table(2, { order: 'random' }, 5);
    const [first, second] = s.order as [number, number];
    const a = simpleTower(s);
    s = act(s, first, { type: 'start', tower: a }).state;
    expect(s.pawns[first]).toBe(a);
    expect(s.homes[first]).toBe(a);
    expect(s.turn).toBe(second);
    expect(s.phase).toBe('start');
    const b = simpleTower(s, a + 1);
    const r = act(s, second, { type: 'start', tower: b });
    expect(r.events).toEqual([{ type: 'started', seat: second, tower: b }]);
    expect(r.state.phase).toBe('play');
    expect(r.state.turn).toBe(first);
  });

  it('a ruby tower cannot be a start tower', () => {
    const s = table(2);
    expectRefused(s, 0, { type: 'start', tower: rubyTowerOf(s) }, 'labiro/start-ruby');
  });

  it('a tower another player chose is taken', () => {
    const s0 = table(2);
    const a = simpleTower(s0);
    const s = act(s0, 0, { type: 'start', tower: a }).state;
    expectRefused(s, 1, { type: 'start', tower: a }, 'labiro/start-taken');
  });

  it('a start tower that is not a base is refused', () => {
    const s = table(2);
    expectRefused(s, 0, { type: 'start', tower: 18 }, 'labiro/not-a-base');
    expectRefused(s, 0, { type: 'start', tower: -1 }, 'labiro/not-a-base');
  });

  it('out of turn order a start is refused, and nothing but a start is allowed before play', () => {
    const s = table(3);
    expectRefused(s, 1, { type: 'start', tower: simpleTower(s) }, 'labiro/not-your-turn');
    expectRefused(s, 0, { type: 'end' }, 'labiro/wrong-phase');
    expectRefused(s, 0, { type: 'take' }, 'labiro/wrong-phase');
  });

  it("the object of one's start tower may be taken at once: revealed to all (an empty tile is discarded)", () => {
    for (let seed = 1; seed <= 40; seed++) {
      const s = table(2, {}, seed);
      const a = simpleTower(s);
      const tile = s.objects[a]!;
      const r = act(s, 0, { type: 'start', tower: a, take: true });
      expect(ofType(r.events, 'taken')).toEqual([{ type: 'taken', seat: 0, tower: a, tile }]);
      expect(r.state.objects[a]).toBeNull();
      if (tile.kind === 'empty') {
        expect(r.state.hands[0]).toEqual([]);
        expect(r.state.discarded).toEqual([{ kind: 'object', tile }]);
        expect(ofType(r.events, 'discarded')[0]!.why).toBe('empty-tile');
      } else expect(r.state.hands[0]).toEqual([{ kind: 'object', tile }]);
    }
  });

  it('a start during play is refused', () => {
    let s = table(2);
    s = act(s, 0, { type: 'start', tower: simpleTower(s) }).state;
    s = act(s, 1, { type: 'start', tower: simpleTower(s, (s.homes[0] as number) + 1) }).state;
    expectRefused(s, 0, { type: 'start', tower: simpleTower(s, (s.homes[1] as number) + 1) }, 'labiro/wrong-phase');
  });
});
