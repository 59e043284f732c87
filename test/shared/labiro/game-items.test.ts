// Objects and rubies in a tower (rules/labiro.md, "Objects and rubies in a tower"): take, look, swap, leave,
// the hand limit, empty tiles, ruby tiles and their keys, and rubies deposited in one's start tower.
import { describe, expect, it } from 'vitest';
import { labiro, type HandItem, type ObjectTile, type RubyTile } from '../../../shared/games/labiro/index.js';
import {
  DAGGER,
  DOUBLE,
  EMPTY,
  EMPTY_RUBY,
  KEY,
  O,
  ROPE,
  SINGLE,
  TORCH,
  UNLOCK,
  act,
  at,
  expectRefused,
  obj,
  ofType,
  rub,
  scene,
  simple,
  rubyTower,
} from './game-helpers.js';

/** Seat 0 stands in base 0 (holding `object`, if any) with `hand`; seat 1 stands in base 1 next door. */
const room = (hand: HandItem[], object?: ObjectTile, faceUp = false) =>
  scene({
    towers: [
      [O, simple('straight')],
      [at(O, 3), simple('straight')],
      [at(O, 3, 3), simple('straight')],
    ],
    pawns: [0, 1],
    hands: [hand, []],
    objects: object ? { 0: object } : {},
    faceUp: faceUp ? [0] : [],
  });

/** Seat 0 in a ruby tower with symbol 'moon' holding `tile`, with `hand`. */
const vault = (hand: HandItem[], tile: RubyTile | null = SINGLE(0)) =>
  scene({
    towers: [
      [O, rubyTower('straight', 0, 'moon')],
      [at(O, 3), simple('straight')],
    ],
    pawns: [0, 1],
    hands: [hand, []],
    rubyTiles: tile ? { 0: tile } : {},
  });

describe('taking an object', () => {
  it('with fewer than 3 things in hand the object is taken and shown to all', () => {
    const r = act(room([obj(ROPE[0])], TORCH[0]), 0, { type: 'take' });
    expect(r.events).toEqual([{ type: 'taken', seat: 0, tower: 0, tile: TORCH[0] }]);
    expect(r.state.hands[0]).toEqual([obj(ROPE[0]), obj(TORCH[0])]);
    expect(r.state.objects[0]).toBeNull();
    expect(labiro.view(r.state, { kind: 'spectator' }).seats[0]!.hand).toEqual([obj(ROPE[0]), obj(TORCH[0])]);
  });

  it('a revealed empty tile leaves the game at once', () => {
    const r = act(room([], EMPTY[1]), 0, { type: 'take' });
    expect(r.events).toEqual([
      { type: 'taken', seat: 0, tower: 0, tile: EMPTY[1] },
      { type: 'discarded', seat: 0, item: obj(EMPTY[1]), why: 'empty-tile' },
    ]);
    expect(r.state.hands[0]).toEqual([]);
    expect(r.state.discarded).toEqual([obj(EMPTY[1])]);
  });

  it('the hand limit: with 3 things in hand nothing more is taken', () => {
    expectRefused(
      room([obj(ROPE[0]), rub(SINGLE(0)), obj(DAGGER[0])], TORCH[0]),
      0,
      { type: 'take' },
      'labiro/hand-full',
    );
  });

  it('there must be an object to take', () => {
    expectRefused(room([]), 0, { type: 'take' }, 'labiro/no-object');
  });
});

describe('looking and swapping with a full hand', () => {
  const full = [obj(ROPE[0]), obj(DAGGER[0]), rub(SINGLE(1))];

  it('with a full hand one looks privately: everyone learns of the look, only the looker sees the tile', () => {
    const r = act(room(full, KEY('sun')), 0, { type: 'look' });
    expect(r.events).toEqual([
      { type: 'looked', seat: 0, tower: 0, how: 'full-hand' },
      { type: 'seen', seat: 0, tower: 0, tile: KEY('sun'), visibleTo: [0] },
    ]);
    expect(r.state.looks).toEqual([{ seat: 0, tower: 0, tileId: KEY('sun').id }]);
    expect(labiro.view(r.state, { kind: 'seat', seat: 0 }).towers[0]).toEqual({
      object: { kind: 'tile', tile: KEY('sun') },
      private: true,
      rubyTile: false,
    });
    expect(labiro.view(r.state, { kind: 'seat', seat: 1 }).towers[0]!.object).toEqual({ kind: 'hidden' });
    expect(labiro.view(r.state, { kind: 'spectator' }).towers[0]!.object).toEqual({ kind: 'hidden' });
  });

  it('looking and swapping need a full hand (otherwise take it)', () => {
    expectRefused(room([obj(ROPE[0])], KEY('sun')), 0, { type: 'look' }, 'labiro/hand-not-full');
    expectRefused(room([obj(ROPE[0])], KEY('sun')), 0, { type: 'swap', give: ROPE[0].id }, 'labiro/hand-not-full');
    expectRefused(room(full), 0, { type: 'look' }, 'labiro/no-object');
    expectRefused(room(full), 0, { type: 'swap', give: ROPE[0].id }, 'labiro/no-object');
  });

  it("a swap gives one of one's objects for the tower's: the given one lies face up, the got one is revealed", () => {
    const r = act(room(full, KEY('sun')), 0, { type: 'swap', give: DAGGER[0].id });
    expect(r.events).toEqual([{ type: 'swapped', seat: 0, tower: 0, gave: DAGGER[0], got: KEY('sun') }]);
    expect(r.state.hands[0]).toEqual([obj(ROPE[0]), rub(SINGLE(1)), obj(KEY('sun'))]);
    expect(r.state.objects[0]).toEqual(DAGGER[0]);
    expect(r.state.objectPublic[0]).toBe(true);
    expect(labiro.view(r.state, { kind: 'seat', seat: 1 }).towers[0]!.object).toEqual({
      kind: 'tile',
      tile: DAGGER[0],
    });
  });

  it("a private look is forgotten once the tower's object changes", () => {
    const looked = act(room(full, KEY('sun')), 0, { type: 'look' }).state;
    const swapped = act(looked, 0, { type: 'swap', give: ROPE[0].id }).state;
    expect(swapped.looks).toEqual([]);
    expect(labiro.view(swapped, { kind: 'seat', seat: 0 }).towers[0]!.private).toBe(false);
  });

  it('a ruby tile is never swapped', () => {
    expectRefused(
      room([rub(SINGLE(0)), rub(SINGLE(1)), rub(DOUBLE)], KEY('sun')),
      0,
      { type: 'swap', give: SINGLE(0).id },
      'labiro/swap-ruby',
    );
    expectRefused(
      room([obj(ROPE[0]), obj(DAGGER[0]), rub(SINGLE(4))], KEY('sun')),
      0,
      { type: 'swap', give: SINGLE(4).id },
      'labiro/swap-ruby',
    );
    expectRefused(room(full, KEY('sun')), 0, { type: 'swap', give: TORCH[1].id }, 'labiro/not-held');
  });

  it('an empty tile got in a swap is revealed and leaves the game; the hand keeps two things', () => {
    const r = act(room(full, EMPTY[0]), 0, { type: 'swap', give: ROPE[0].id });
    expect(ofType(r.events, 'discarded')).toEqual([
      { type: 'discarded', seat: 0, item: obj(EMPTY[0]), why: 'empty-tile' },
    ]);
    expect(r.state.hands[0]).toEqual([obj(DAGGER[0]), rub(SINGLE(1))]);
    expect(r.state.objects[0]).toEqual(ROPE[0]);
  });
});

describe('leaving an object', () => {
  it("one of one's objects is left face up in a tower holding none", () => {
    const r = act(room([obj(UNLOCK[0]), rub(SINGLE(0))]), 0, { type: 'leave', object: UNLOCK[0].id });
    expect(r.events).toEqual([{ type: 'left', seat: 0, tower: 0, tile: UNLOCK[0] }]);
    expect(r.state.hands[0]).toEqual([rub(SINGLE(0))]);
    expect(r.state.objects[0]).toEqual(UNLOCK[0]);
    expect(labiro.view(r.state, { kind: 'spectator' }).towers[0]!.object).toEqual({ kind: 'tile', tile: UNLOCK[0] });
  });

  it('a tower never holds two objects', () => {
    expectRefused(
      room([obj(UNLOCK[0])], TORCH[0]),
      0,
      { type: 'leave', object: UNLOCK[0].id },
      'labiro/tower-has-object',
    );
  });

  it('one leaves only an object one holds (not a ruby)', () => {
    expectRefused(room([obj(UNLOCK[0])]), 0, { type: 'leave', object: TORCH[0].id }, 'labiro/not-held');
    expectRefused(room([rub(SINGLE(2))]), 0, { type: 'leave', object: SINGLE(2).id }, 'labiro/not-held');
  });
});

describe('ruby tiles', () => {
  it('with the key of the tower the ruby tile is taken: the key leaves the game', () => {
    const r = act(vault([obj(KEY('moon')), obj(ROPE[0])]), 0, { type: 'ruby' });
    expect(r.events).toEqual([
      { type: 'ruby', seat: 0, tower: 0, key: KEY('moon'), tile: SINGLE(0) },
      { type: 'discarded', seat: 0, item: obj(KEY('moon')), why: 'key-used' },
    ]);
    expect(r.state.hands[0]).toEqual([obj(ROPE[0]), rub(SINGLE(0))]);
    expect(r.state.rubyTiles[0]).toBeNull();
    const v = labiro.view(r.state, { kind: 'spectator' });
    expect(v.towers[0]!.rubyTile).toBe(false);
    expect(v.rubiesOut).toBe(7);
  });

  it('a full hand still opens the tower: the key leaves as the tile comes', () => {
    const r = act(vault([obj(KEY('moon')), obj(ROPE[0]), rub(SINGLE(3))], DOUBLE), 0, { type: 'ruby' });
    expect(r.state.hands[0]).toEqual([obj(ROPE[0]), rub(SINGLE(3)), rub(DOUBLE)]);
  });

  it('an empty ruby tile is shown and leaves the game', () => {
    const r = act(vault([obj(KEY('moon'))], EMPTY_RUBY), 0, { type: 'ruby' });
    expect(ofType(r.events, 'discarded').map((e) => e.why)).toEqual(['key-used', 'empty-ruby']);
    expect(r.state.hands[0]).toEqual([]);
    expect(r.state.discarded).toEqual([obj(KEY('moon')), rub(EMPTY_RUBY)]);
  });

  it("without the key of that tower the ruby tile stays (another tower's key does not open it)", () => {
    expectRefused(vault([obj(KEY('sun')), obj(ROPE[0])]), 0, { type: 'ruby' }, 'labiro/no-key');
    expectRefused(vault([]), 0, { type: 'ruby' }, 'labiro/no-key');
  });

  it('a simple tower holds no ruby; a ruby tower opened once holds none any more', () => {
    expectRefused(room([obj(KEY('moon'))]), 0, { type: 'ruby' }, 'labiro/not-ruby-tower');
    expectRefused(vault([obj(KEY('moon'))], null), 0, { type: 'ruby' }, 'labiro/no-ruby-tile');
  });

  it('without the key one may still enter a ruby tower and handle its object', () => {
    const s = { ...vault([]), objects: [TORCH[0], null] };
    expect(act(s, 0, { type: 'take' }).state.hands[0]).toEqual([obj(TORCH[0])]);
  });

  it('the view tells whether a ruby tile is inside, never its value', () => {
    const v = labiro.view(vault([], DOUBLE), { kind: 'seat', seat: 0 });
    expect(v.towers[0]!.rubyTile).toBe(true);
    expect(JSON.stringify(v)).not.toContain('"rubies"');
  });
});

describe('rubies home', () => {
  /** Seat 0 carries rubies in base 0; his home is base 2 down the corridor. */
  const carrying = (hand: HandItem[]) =>
    scene({
      towers: [
        [O, simple('straight')],
        [at(O, 3), simple('straight')],
        [at(O, 3, 3), simple('straight')],
      ],
      pawns: [0, 1],
      homes: [2, 1],
      hands: [hand, []],
    });

  it('in his start tower a player puts every ruby he carries into his chest; his objects stay in hand', () => {
    const r = act(carrying([rub(SINGLE(0)), obj(ROPE[0]), rub(DOUBLE)]), 0, { type: 'move', to: 2 });
    expect(r.events).toEqual([
      { type: 'moved', seat: 0, path: [0, 1, 2] },
      { type: 'deposited', seat: 0, tiles: [SINGLE(0), DOUBLE], chest: 3 },
    ]);
    expect(r.state.hands[0]).toEqual([obj(ROPE[0])]);
    expect(r.state.chests[0]).toEqual([SINGLE(0), DOUBLE]);
    const v = labiro.view(r.state, { kind: 'spectator' });
    expect(v.seats[0]!.chest).toBe(3);
    expect(v.rubiesOut).toBe(4);
  });

  it('walking through another tower deposits nothing', () => {
    const r = act(carrying([rub(SINGLE(0))]), 0, { type: 'move', to: 1 });
    expect(ofType(r.events, 'deposited')).toEqual([]);
    expect(r.state.hands[0]).toEqual([rub(SINGLE(0))]);
  });
});
