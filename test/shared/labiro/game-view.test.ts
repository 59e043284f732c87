// What each seat may see (rules/labiro.md, "What each seat may see") and untrusted input (parseAction).
import { describe, expect, it } from 'vitest';
import { labiro, parseAction } from '../../../shared/games/labiro/index.js';
import {
  DOUBLE,
  KEY,
  O,
  ROPE,
  SINGLE,
  TORCH,
  act,
  at,
  obj,
  rub,
  scene,
  simple,
  rubyTower,
  started,
  table,
  viewers,
} from './game-helpers.js';

describe('what each viewer sees', () => {
  it('everyone sees the labyrinth, pawns, homes, hands face up and chest counts; nobody a hidden tile', () => {
    const s = started(table(3));
    for (const v of viewers(3).filter((x) => x.kind !== 'broadcast')) {
      const view = labiro.view(s, v);
      expect(view.board).toEqual(s.board);
      expect(view.seats.map((p) => p.pawn)).toEqual(s.pawns);
      expect(view.seats.map((p) => p.home)).toEqual(s.homes);
      expect(view.towers.every((t) => t.object.kind === 'hidden' && !t.private)).toBe(true);
      expect(view.towers.filter((t) => t.rubyTile)).toHaveLength(8);
      expect(view.secrets).toBeUndefined();
      expect(view.you).toBe(v.kind === 'seat' ? v.seat : null);
    }
  });

  it("the broadcast feed alone gets every tower's object and ruby tile", () => {
    const s = started(table(2));
    const b = labiro.view(s, { kind: 'broadcast' });
    expect(b.secrets).toEqual({ objects: s.objects, rubyTiles: s.rubyTiles });
    expect(b.you).toBeNull();
  });

  it('once the game is over the towers are lifted: everyone sees every secret', () => {
    const s = {
      ...started(table(2)),
      phase: 'over' as const,
      turn: null,
      result: { winners: [0], reason: 'round-limit' as const },
    };
    for (const v of viewers(2)) {
      const view = labiro.view(s, v);
      expect(view.secrets).toEqual({ objects: s.objects, rubyTiles: s.rubyTiles });
      expect(view.towers.every((t) => t.object.kind === 'tile')).toBe(true);
      expect(view.toAct).toEqual([]);
    }
  });

  it('a private look shows the tile to the looker only, spectators included out', () => {
    const s = scene({
      towers: [
        [O, simple('straight')],
        [at(O, 3), simple('straight')],
      ],
      pawns: [0, 1],
      hands: [[obj(TORCH[0]), obj(ROPE[0]), rub(SINGLE(0))], []],
      objects: { 0: KEY('leaf') },
    });
    const looked = act(s, 0, { type: 'look' }).state;
    const secret = JSON.stringify(KEY('leaf'));
    expect(JSON.stringify(labiro.view(looked, { kind: 'seat', seat: 0 }))).toContain(secret);
    expect(JSON.stringify(labiro.view(looked, { kind: 'seat', seat: 1 }))).not.toContain(secret);
    expect(JSON.stringify(labiro.view(looked, { kind: 'spectator' }))).not.toContain(secret);
  });

  it('a ruby tower shows whether its tile is still inside, never its value', () => {
    const s = scene({
      towers: [
        [O, rubyTower('straight', 0, 'sun')],
        [at(O, 3), simple('straight')],
      ],
      pawns: [1, 1],
      rubyTiles: { 0: DOUBLE },
    });
    const v = labiro.view(s, { kind: 'seat', seat: 0 });
    expect(v.towers[0]!.rubyTile).toBe(true);
    expect(JSON.stringify(v)).not.toContain(JSON.stringify(DOUBLE));
  });

  it('toAct is the seat on turn, or the owner of the first used object to put away', () => {
    const s = started(table(2));
    expect(labiro.view(s, { kind: 'spectator' }).toAct).toEqual([0]);
    const pending = { ...s, pending: [{ seat: 1, tile: ROPE[0] }] };
    expect(labiro.view(pending, { kind: 'spectator' }).toAct).toEqual([1]);
  });
});

describe('untrusted actions', () => {
  const good: unknown[] = [
    { type: 'start', tower: 3 },
    { type: 'start', tower: 3, take: true },
    { type: 'move', to: 2 },
    { type: 'turn', tower: 0 },
    { type: 'take' },
    { type: 'look' },
    { type: 'swap', give: 4 },
    { type: 'leave', object: 9 },
    { type: 'ruby' },
    { type: 'unlock', object: 8 },
    { type: 'torch', object: 10, tower: 2 },
    { type: 'rope', object: 12, to: 5 },
    { type: 'dagger', object: 14, victim: 1 },
    { type: 'dagger', object: 14, victim: 1, take: [{ kind: 'ruby', id: 2 }] },
    { type: 'place', tower: 7 },
    { type: 'end' },
  ];
  it('every well-formed action comes through as a clean copy', () => {
    for (const a of good) expect(parseAction(a)).toEqual({ ok: true, value: a });
    expect(parseAction({ type: 'end', extra: 1 })).toEqual({ ok: true, value: { type: 'end' } });
  });

  const bad: unknown[] = [
    null,
    'end',
    [],
    {},
    { type: 'fly' },
    { type: 'move' },
    { type: 'move', to: '2' },
    { type: 'turn', tower: 1.5 },
    { type: 'start', tower: 1, take: 'yes' },
    { type: 'swap' },
    { type: 'torch', object: 10 },
    { type: 'rope', to: 2 },
    { type: 'dagger', object: 14 },
    { type: 'dagger', object: 14, victim: 1, take: [{ kind: 'gold', id: 1 }] },
    { type: 'dagger', object: 14, victim: 1, take: [1, 2, 3, 4] },
    { type: 'place', tower: Infinity },
  ];
  it('anything else is a bad action', () => {
    for (const a of bad) {
      const r = parseAction(a);
      expect(r.ok ? 'accepted' : r.error.code).toBe('labiro/bad-action');
    }
  });
});
