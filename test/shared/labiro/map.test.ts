// Maps (rules/labiro.md, "Set-up" 1): 18 bases in one connected piece; presets, random maps and refusals.
import { describe, expect, it } from 'vitest';
import { hexDistance, hexKey, hexRing, isConnected, shapeKey, type Hex } from '../../../shared/core/hex.js';
import { makeRng } from '../../../shared/core/rng.js';
import {
  BASE_COUNT,
  MAP_PRESETS,
  PRESET_NAMES,
  parseMap,
  presetMap,
  randomMap,
  type LabiroMap,
} from '../../../shared/games/labiro/index.js';

const diameter = (cells: readonly Hex[]) => Math.max(...cells.flatMap((a) => cells.map((b) => hexDistance(a, b))));
const ring18 = hexRing({ q: 0, r: 0 }, 3);

describe('presets', () => {
  it('there are at least four presets with distinct names and shapes', () => {
    expect(MAP_PRESETS.length).toBeGreaterThanOrEqual(4);
    expect(new Set(PRESET_NAMES).size).toBe(MAP_PRESETS.length);
    expect(new Set(MAP_PRESETS.map((m) => shapeKey(m.cells))).size).toBe(MAP_PRESETS.length);
  });

  it.each(MAP_PRESETS.map((m) => [m.name, m] as const))(
    'the %s preset is a valid map of 18 connected bases',
    (_, m) => {
      expect(parseMap(m)).toEqual({ ok: true, value: m });
      expect(presetMap(m.name)).toBe(m);
    },
  );

  it('presets vary from compact to long', () => {
    const d = MAP_PRESETS.map((m) => diameter(m.cells));
    expect(Math.min(...d)).toBeLessThanOrEqual(4);
    expect(Math.max(...d)).toBeGreaterThanOrEqual(8);
  });

  it('an unknown preset name finds nothing', () => {
    expect(presetMap('labyrinth')).toBeUndefined();
  });
});

describe('parseMap', () => {
  const cells = ring18.map((h) => ({ ...h }));
  it('accepts 18 connected cells, keeps their order and drops extra fields', () => {
    const r = parseMap({ name: 'mine', cells: cells.map((c) => ({ ...c, extra: true })), more: 1 });
    expect(r).toEqual({ ok: true, value: { name: 'mine', cells } });
  });

  it('a map without a name is called custom', () => {
    const r = parseMap({ cells });
    expect(r.ok && r.value.name).toBe('custom');
  });

  it.each([
    { name: 'a map that is not an object is refused', raw: 'ring', code: 'labiro/map-bad' },
    { name: 'a map without cells is refused', raw: { name: 'x' }, code: 'labiro/map-bad' },
    { name: 'a map with an empty name is refused', raw: { name: '', cells }, code: 'labiro/map-bad' },
    { name: 'a map with a name that is not text is refused', raw: { name: 7, cells }, code: 'labiro/map-bad' },
    {
      name: 'a cell that is not { q, r } is refused',
      raw: { cells: [...cells.slice(1), [0, 3]] },
      code: 'labiro/map-bad-cell',
    },
    {
      name: 'a cell with a fractional coordinate is refused',
      raw: { cells: [...cells.slice(1), { q: 0.5, r: 3 }] },
      code: 'labiro/map-bad-cell',
    },
    {
      name: 'a cell far off the table is refused',
      raw: { cells: [...cells.slice(1), { q: 500, r: 0 }] },
      code: 'labiro/map-bad-cell',
    },
    {
      name: 'a cell given as text is refused',
      raw: { cells: [...cells.slice(1), { q: '0', r: 3 }] },
      code: 'labiro/map-bad-cell',
    },
    {
      name: 'two bases on one cell are refused',
      raw: { cells: [...cells.slice(1), cells[2]] },
      code: 'labiro/map-duplicate',
    },
    { name: '17 bases are refused', raw: { cells: cells.slice(1) }, code: 'labiro/map-size' },
    { name: '19 bases are refused', raw: { cells: [...cells, { q: 0, r: 0 }] }, code: 'labiro/map-size' },
    { name: 'no bases are refused', raw: { cells: [] }, code: 'labiro/map-size' },
    {
      name: 'a map in two pieces is refused',
      raw: { cells: [...cells.slice(1), { q: 0, r: 0 }] },
      code: 'labiro/map-disconnected',
    },
    {
      name: 'a base far from the rest is refused',
      raw: { cells: [...cells.slice(1), { q: 9, r: 9 }] },
      code: 'labiro/map-disconnected',
    },
  ])('$name', ({ raw, code }) => {
    const r = parseMap(raw);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe(code);
      expect(r.error.message.length).toBeGreaterThan(10);
    }
  });
});

describe('random maps', () => {
  const maps: LabiroMap[] = [];
  let rng = makeRng(2026);
  for (let i = 0; i < 300; i++) {
    let m: LabiroMap;
    [m, rng] = randomMap(rng);
    maps.push(m);
  }

  it('every random map has 18 distinct bases in one connected piece and passes parseMap', () => {
    for (const m of maps) {
      expect(m.cells).toHaveLength(BASE_COUNT);
      expect(new Set(m.cells.map(hexKey)).size).toBe(BASE_COUNT);
      expect(isConnected(m.cells)).toBe(true);
      expect(parseMap(m).ok).toBe(true);
    }
  });

  it('random maps differ from seed to seed and range from compact blobs to long snakes', () => {
    expect(new Set(maps.map((m) => shapeKey(m.cells))).size).toBeGreaterThanOrEqual(295);
    const d = maps.map((m) => diameter(m.cells));
    expect(Math.min(...d)).toBeLessThanOrEqual(5);
    expect(Math.max(...d)).toBeGreaterThanOrEqual(9);
  });

  it('a low bias grows longer maps than a high bias', () => {
    const mean = (bias: number) => {
      let r = makeRng(7);
      let sum = 0;
      for (let i = 0; i < 40; i++) {
        let m: LabiroMap;
        [m, r] = randomMap(r, bias);
        sum += diameter(m.cells);
      }
      return sum / 40;
    };
    expect(mean(-2)).toBeGreaterThan(mean(3) + 2);
  });

  it('the same seed grows the same map', () => {
    expect(randomMap(makeRng(99))).toEqual(randomMap(makeRng(99)));
  });
});
