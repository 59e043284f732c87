// What the Labiro map shows a viewer (client/games/labiro/model.ts): a wall piece per tower side from its door
// pattern, tiles face down until known, face up with the eye when seen privately or on the broadcast feed, the
// ruby tile while it is in its tower, flags on the home towers; and the hand's prints (Stations.tsx).
import { describe, expect, it } from 'vitest';
import { OBJECT_SET, RUBY_TILES } from '../../shared/games/labiro/types.js';
import { mapModel, towerTiles } from '../../client/games/labiro/model.js';
import { RUBY_BACK, RUBY_FACE, TILE_BACK, objectCell } from '../../client/games/labiro/prints.js';
import { playView } from './labiro-fixtures.js';

describe('the map model', () => {
  it('every tower has six wall pieces, a doorway on each door side of its pattern', () => {
    const v = playView();
    const m = mapModel(v);
    expect(m.solid.length + m.doors.length).toBe(6 * 18);
    // Base 0 holds a straight tower: doors on its sides 0 and 3.
    expect(m.doors.filter((d) => d.base === 0).map((d) => d.side)).toEqual([0, 3]);
    // Base 15 holds a fork: doors on 0, 2 and 4.
    expect(m.doors.filter((d) => d.base === 15).map((d) => d.side)).toEqual([0, 2, 4]);
  });
  it('ruby towers are listed with their symbol, flags stand on the home towers', () => {
    const m = mapModel(playView({ pawns: [0, 2] }));
    expect(m.rubies.map((r) => r.base)).toEqual([1, 3, 5, 7, 9, 11, 13, 15]);
    expect(m.rubies[0]!.symbol).toBe(0); // sun
    expect(m.flags).toEqual([
      { seat: 0, base: 0 },
      { seat: 1, base: 2 },
    ]);
  });
  it('a hidden object lies face down, a ruby tile face down beside it', () => {
    const tiles = towerTiles(playView());
    expect(tiles.filter((t) => t.base === 1)).toEqual([
      { base: 1, spot: 'object', cell: TILE_BACK },
      { base: 1, spot: 'ruby', cell: RUBY_BACK },
    ]);
  });
  it('a tile known to all lies face up; one seen privately shows the eye', () => {
    const v = playView();
    const rope = OBJECT_SET.find((t) => t.kind === 'rope')!;
    const key = OBJECT_SET.find((t) => t.kind === 'towerKey' && t.symbol === 'moon')!;
    const towers = v.towers.map((t, b) =>
      b === 4
        ? { ...t, object: { kind: 'tile' as const, tile: rope } }
        : b === 6
          ? { ...t, object: { kind: 'tile' as const, tile: key }, private: true }
          : b === 8
            ? { ...t, object: { kind: 'none' as const } }
            : t,
    );
    const tiles = towerTiles({ ...v, towers });
    expect(tiles.find((t) => t.base === 4)!.cell).toBe(objectCell(rope));
    expect(tiles.find((t) => t.base === 6)!.cell).toBe(objectCell(key, true));
    expect(objectCell(key, true)).not.toBe(objectCell(key));
    expect(tiles.some((t) => t.base === 8)).toBe(false);
  });
  it('the broadcast feed shows every hidden object face up, marked', () => {
    const v = playView();
    const objects = v.towers.map((_, b) => OBJECT_SET[b]!);
    const tiles = towerTiles({ ...v, secrets: { objects, rubyTiles: v.towers.map(() => RUBY_TILES[0]!) } });
    expect(tiles.find((t) => t.base === 2 && t.spot === 'object')!.cell).toBe(objectCell(OBJECT_SET[2]!, true));
  });
  it('every object kind and ruby count has a print of its own', () => {
    const cells = new Set([
      ...OBJECT_SET.map((t) => objectCell(t)),
      ...OBJECT_SET.map((t) => objectCell(t, true)),
      TILE_BACK,
      RUBY_BACK,
      RUBY_FACE,
      RUBY_FACE + 1,
      RUBY_FACE + 2,
    ]);
    // 8 keys + 5 other kinds, plain and marked, plus the two backs and three ruby faces.
    expect(cells.size).toBe(13 * 2 + 2 + 3);
    expect(Math.max(...cells)).toBeLessThan(32);
  });
});
