// Pieces (rules/labiro.md, "Pieces"): towers and their doors, object tiles and ruby tiles.
import { describe, expect, it } from 'vitest';
import {
  DOOR_PATTERNS,
  OBJECT_COUNTS,
  OBJECT_SET,
  PATTERN_MASKS,
  RUBY_SYMBOLS,
  RUBY_TILES,
  TOTAL_RUBIES,
  TOWER_SET,
  doorMask,
  doorsOf,
  hasDoor,
  isRubyTower,
  rotateMask,
  turnTower,
  type DoorPattern,
  type Tower,
} from '../../../shared/games/labiro/index.js';

const count = <T>(xs: readonly T[], f: (x: T) => boolean) => xs.filter(f).length;
const patternCounts = (ts: readonly Tower[]) =>
  Object.fromEntries((Object.keys(DOOR_PATTERNS) as DoorPattern[]).map((p) => [p, count(ts, (t) => t.pattern === p)]));

describe('towers', () => {
  const simple = TOWER_SET.filter((t) => !isRubyTower(t));
  const ruby = TOWER_SET.filter(isRubyTower);

  it('10 simple towers: 3 straight, 3 bend, 2 sharp, 2 fork', () => {
    expect(simple).toHaveLength(10);
    expect(patternCounts(simple)).toEqual({ straight: 3, bend: 3, sharp: 2, fork: 2 });
  });

  it('8 ruby towers: 3 straight, 3 bend, 1 sharp, 1 fork, each with its own symbol', () => {
    expect(ruby).toHaveLength(8);
    expect(patternCounts(ruby)).toEqual({ straight: 3, bend: 3, sharp: 1, fork: 1 });
    expect(ruby.map((t) => t.ruby)).toEqual([...RUBY_SYMBOLS]);
  });

  it('arrows are half clockwise, half counter-clockwise, among simple and ruby towers alike', () => {
    expect(count(simple, (t) => t.arrow === 1)).toBe(5);
    expect(count(ruby, (t) => t.arrow === 1)).toBe(4);
    expect(new Set(TOWER_SET.map((t) => t.id)).size).toBe(18);
  });

  it('door patterns: straight 0 and 3, bend 0 and 2, sharp 0 and 1, fork 0, 2 and 4', () => {
    const at0 = (pattern: DoorPattern) => doorsOf({ pattern, turn: 0 });
    expect(at0('straight')).toEqual([true, false, false, true, false, false]);
    expect(at0('bend')).toEqual([true, false, true, false, false, false]);
    expect(at0('sharp')).toEqual([true, true, false, false, false, false]);
    expect(at0('fork')).toEqual([true, false, true, false, true, false]);
  });

  it('turning a tower one step clockwise moves every door from side s to s + 1', () => {
    for (const t of TOWER_SET) {
      for (let turn = 0; turn < 6; turn++) {
        const before = doorsOf({ ...t, turn });
        const after = doorsOf(turnTower({ ...t, turn }, 1));
        for (let s = 0; s < 6; s++) expect(after[(s + 1) % 6]).toBe(before[s]);
        expect(turnTower(turnTower({ ...t, turn }, 1), -1).turn).toBe(turn);
      }
    }
  });

  it("a tower's doors are always its pattern rotated by its turn", () => {
    for (const t of TOWER_SET) {
      for (let turn = -7; turn < 13; turn++) {
        const doors = doorsOf({ ...t, turn });
        const want = DOOR_PATTERNS[t.pattern].map((s) => (s + turn + 600) % 6).sort();
        expect(doors.flatMap((d, s) => (d ? [s] : []))).toEqual(want);
        expect(doorMask({ ...t, turn })).toBe(rotateMask(PATTERN_MASKS[t.pattern], turn));
        for (const s of want) expect(hasDoor({ ...t, turn }, s)).toBe(true);
      }
    }
  });
});

describe('objects and rubies', () => {
  it('18 object tiles: 8 tower keys (one per ruby tower), 2 unlock keys, 2 torches, 2 ropes, 2 daggers, 2 empty', () => {
    expect(OBJECT_SET).toHaveLength(18);
    expect(OBJECT_COUNTS).toEqual({ towerKey: 8, unlockKey: 2, torch: 2, rope: 2, dagger: 2, empty: 2 });
    for (const [kind, n] of Object.entries(OBJECT_COUNTS)) expect(count(OBJECT_SET, (o) => o.kind === kind)).toBe(n);
    expect(OBJECT_SET.filter((o) => o.kind === 'towerKey').map((o) => o.symbol)).toEqual([...RUBY_SYMBOLS]);
    expect(OBJECT_SET.filter((o) => o.kind !== 'towerKey').every((o) => o.symbol === undefined)).toBe(true);
    expect(OBJECT_SET.map((o) => o.id)).toEqual(Array.from({ length: 18 }, (_, i) => i));
  });

  it('8 ruby tiles: 5 single, 1 double, 2 empty — 7 rubies in all', () => {
    expect(RUBY_TILES).toHaveLength(8);
    expect(count(RUBY_TILES, (t) => t.rubies === 1)).toBe(5);
    expect(count(RUBY_TILES, (t) => t.rubies === 2)).toBe(1);
    expect(count(RUBY_TILES, (t) => t.rubies === 0)).toBe(2);
    expect(TOTAL_RUBIES).toBe(7);
  });
});
