// Labiro in the lobby: the create form's options and the map editor's logic give maps and options the engine accepts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  catalogEntry,
  engineOptions,
  fieldShown,
  initialValues,
  seatRangeOf,
  type OptionField,
} from '../../client/games/catalog.js';
import {
  DEFAULT_MAP_VALUE,
  checkMap,
  cutOffCells,
  customCellsOf,
  decodeMapChoice,
  drawRandomCells,
  editorGrid,
  encodeMapChoice,
  gridRadius,
  moveOnGrid,
  startingCells,
  toggleBase,
  viewBoxOf,
} from '../../client/games/labiro/mapEditor/mapEditor.js';
import { hexDisk, hexKey, isConnected, type Hex } from '../../shared/core/hex.js';
import {
  BASE_COUNT,
  MAP_ERRORS,
  MAP_PRESETS,
  PRESET_NAMES,
  parseMap,
  presetMap,
} from '../../shared/games/labiro/map.js';
import { findGame } from '../../shared/games/index.js';

const labiro = catalogEntry('labiro')!;
const field = (key: string): OptionField => labiro.options.find((f) => f.key === key)!;
const flower = presetMap('flower')!.cells;
const keys = (cells: readonly Hex[]) => cells.map(hexKey).sort();

/** The engine's options as the form sends them, checked like the server would (the engine's own parse once registered). */
function expectAccepted(options: Record<string, unknown>) {
  const map = options.map as { kind: string; name?: string; map?: unknown };
  if (map.kind === 'preset') expect(PRESET_NAMES).toContain(map.name);
  else if (map.kind === 'custom') expect(parseMap(map.map).ok).toBe(true);
  else expect(map).toEqual({ kind: 'random' });
  expect(['seats', 'random']).toContain(options.order);
  expect(Number.isInteger(options.roundLimit) && (options.roundLimit as number) >= 0).toBe(true);
  const game = findGame('labiro');
  if (game) expect(game.parseOptions(options).ok, JSON.stringify(options)).toBe(true);
}

describe('Labiro in the create form', () => {
  it('a new Labiro table has two to four seats, starting with a person and a bot, the first preset, seat order, no round limit, meshed doors', () => {
    expect(labiro.seats).toEqual({ min: 2, max: 4, initial: 2 });
    expect(labiro.seatKinds).toEqual(['human', 'bot']);
    expect(seatRangeOf(labiro, initialValues(labiro))).toEqual({ min: 2, max: 4 });
    expect(engineOptions(labiro, initialValues(labiro), 2)).toEqual({
      map: { kind: 'preset', name: 'flower' },
      order: 'seats',
      roundLimit: 0,
      push: 'mesh',
    });
  });

  it("the map field is drawn by the lobby's map renderer; order and round limit are plain choices", () => {
    expect(field('map')).toMatchObject({ kind: 'custom', render: 'labiro-map', initial: DEFAULT_MAP_VALUE });
    expect(field('order')).toMatchObject({ kind: 'choice', values: ['seats', 'random'] });
    expect(field('roundLimit')).toMatchObject({ kind: 'choice', values: [0, 20, 40, 60], initial: 0 });
    expect(field('push')).toMatchObject({ kind: 'choice', values: ['mesh', 'collide'], initial: 'mesh' });
    for (const f of labiro.options) expect(fieldShown(f, initialValues(labiro), 2)).toBe(true);
  });

  it('every map sample, order and round limit, with two to four seats, gives options the engine accepts', () => {
    const mapField = field('map');
    const samples = mapField.kind === 'custom' ? mapField.samples : [];
    expect(samples.length).toBe(PRESET_NAMES.length + 2);
    for (const map of samples) {
      for (const order of ['seats', 'random']) {
        for (const roundLimit of [0, 20, 40, 60]) {
          for (let seats = 2; seats <= 4; seats++)
            expectAccepted(engineOptions(labiro, { map, order, roundLimit }, seats));
        }
      }
    }
  });

  it('the form sends each preset by name, random as random, and a drawn map as a custom map with its 18 bases', () => {
    const v = initialValues(labiro);
    expect(engineOptions(labiro, { ...v, map: 'preset:ring' }, 2).map).toEqual({ kind: 'preset', name: 'ring' });
    expect(engineOptions(labiro, { ...v, map: 'random' }, 3).map).toEqual({ kind: 'random' });
    const custom = engineOptions(
      labiro,
      { ...v, map: encodeMapChoice({ kind: 'custom', map: { name: 'custom', cells: MAP_PRESETS[1]!.cells } }) },
      4,
    ).map;
    expect(custom).toEqual({ kind: 'custom', map: { name: 'custom', cells: MAP_PRESETS[1]!.cells } });
  });

  it('a value the form cannot read falls back to the first preset, never to an invalid map', () => {
    for (const bad of ['preset:nowhere', 'custom:0,0 1,0', 'custom:x', 'custom:', '', true, 3, 'flower']) {
      expect(engineOptions(labiro, { map: bad as string, order: 'seats', roundLimit: 0 }, 2).map).toEqual({
        kind: 'preset',
        name: 'flower',
      });
    }
    expect(engineOptions(labiro, { map: DEFAULT_MAP_VALUE, order: 'sideways', roundLimit: -3 }, 2)).toMatchObject({
      order: 'seats',
      roundLimit: 0,
    });
  });
});

describe('the map value', () => {
  it("a preset, random and a custom map survive the trip through the form's string", () => {
    for (const name of PRESET_NAMES)
      expect(decodeMapChoice(encodeMapChoice({ kind: 'preset', name }))).toEqual({ kind: 'preset', name });
    expect(decodeMapChoice(encodeMapChoice({ kind: 'random' }))).toEqual({ kind: 'random' });
    for (const m of MAP_PRESETS) {
      const choice = { kind: 'custom' as const, map: { name: 'custom', cells: m.cells } };
      expect(decodeMapChoice(encodeMapChoice(choice))).toEqual(choice);
    }
  });

  it('a custom value lists the bases in base order as hex keys', () => {
    expect(
      encodeMapChoice({
        kind: 'custom',
        map: {
          name: 'custom',
          cells: [
            { q: 0, r: 0 },
            { q: 1, r: -1 },
          ],
        },
      }),
    ).toBe('custom:0,0 1,-1');
    expect(customCellsOf('custom:0,0 1,-1')).toEqual([
      { q: 0, r: 0 },
      { q: 1, r: -1 },
    ]);
    expect(customCellsOf('custom:')).toEqual([]);
    expect(customCellsOf('custom:0;0')).toBeNull();
    expect(customCellsOf('preset:ring')).toBeNull();
  });

  it('the editor starts from the chosen preset or custom map, and from the first preset for a random map', () => {
    expect(keys(startingCells('preset:wheel'))).toEqual(keys(presetMap('wheel')!.cells));
    expect(
      keys(startingCells(encodeMapChoice({ kind: 'custom', map: { name: 'custom', cells: MAP_PRESETS[3]!.cells } }))),
    ).toEqual(keys(MAP_PRESETS[3]!.cells));
    expect(keys(startingCells('random'))).toEqual(keys(flower));
  });
});

describe('the map editor', () => {
  it('a click on an empty cell adds a base at the end; a click on a base removes it, the others keeping their order', () => {
    const a = toggleBase(
      [
        { q: 0, r: 0 },
        { q: 1, r: 0 },
      ],
      { q: 0, r: 1 },
    );
    expect(a).toEqual([
      { q: 0, r: 0 },
      { q: 1, r: 0 },
      { q: 0, r: 1 },
    ]);
    expect(toggleBase(a, { q: 1, r: 0 })).toEqual([
      { q: 0, r: 0 },
      { q: 0, r: 1 },
    ]);
  });

  it('adding and removing never mutates the cells given', () => {
    const cells = [{ q: 0, r: 0 }];
    const frozen = Object.freeze(cells.map((c) => Object.freeze({ ...c })));
    toggleBase(frozen, { q: 1, r: 0 });
    toggleBase(frozen, { q: 0, r: 0 });
    expect(frozen).toEqual([{ q: 0, r: 0 }]);
  });

  it('a cell beyond the coordinates a map may use cannot become a base', () => {
    expect(toggleBase([], { q: 51, r: 0 })).toEqual([]);
  });

  it('a preset is ready: 18 of 18 in one piece, centred', () => {
    for (const m of MAP_PRESETS) {
      const c = checkMap(m.cells);
      expect(c.ok, m.name).toBe(true);
      if (c.ok) expect(c.map).toEqual({ name: 'custom', cells: m.cells });
    }
  });

  it('17 of 18 bases asks for one more; 19 asks to remove one', () => {
    const fewer = checkMap(flower.slice(1));
    expect(fewer).toMatchObject({ ok: false, code: MAP_ERRORS.size.code, key: 'tooFew', count: 17, missing: 1 });
    const more = checkMap(toggleBase(flower, { q: 0, r: 2 }));
    expect(more).toMatchObject({ ok: false, code: MAP_ERRORS.size.code, key: 'tooMany', count: 19, missing: 1 });
    expect(checkMap([])).toMatchObject({ ok: false, key: 'tooFew', count: 0, missing: 18 });
  });

  it('18 bases in two pieces are not one connected piece: the smaller piece is cut off', () => {
    const disk = hexDisk({ q: 0, r: 0 }, 2).slice(0, 16); // 16 bases in one piece
    const far = [
      { q: 6, r: 0 },
      { q: 6, r: 1 },
    ];
    const c = checkMap([...disk, ...far]);
    expect(c).toMatchObject({
      ok: false,
      code: MAP_ERRORS.disconnected.code,
      key: 'disconnected',
      count: 18,
      missing: 2,
    });
    if (!c.ok) expect(keys(c.cutOff)).toEqual(keys(far));
    expect(cutOffCells(flower)).toEqual([]);
  });

  it('the verdict agrees with parseMap on any cells drawn (ok exactly when the server would accept the map)', () => {
    const cell = fc.record({ q: fc.integer({ min: -4, max: 4 }), r: fc.integer({ min: -4, max: 4 }) });
    fc.assert(
      fc.property(fc.array(cell, { minLength: 0, maxLength: 24 }), (clicks) => {
        const cells = clicks.reduce<Hex[]>((acc, h) => toggleBase(acc, h), []);
        expect(new Set(cells.map(hexKey)).size).toBe(cells.length);
        const c = checkMap(cells);
        expect(c.ok).toBe(parseMap({ cells }).ok);
        if (!c.ok) expect(c.count).toBe(cells.length);
        if (c.ok) expect(isConnected(c.map.cells) && c.map.cells.length === BASE_COUNT).toBe(true);
      }),
      { numRuns: 300, seed: 4 },
    );
  });

  it('a random draw gives 18 connected bases, the same for the same seed', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const cells = drawRandomCells(seed);
      expect(checkMap(cells).ok).toBe(true);
      expect(drawRandomCells(seed)).toEqual(cells);
    }
  });

  it('the grid holds every base and a free ring around the farthest, never less than radius 5', () => {
    expect(gridRadius([])).toBe(5);
    expect(editorGrid([]).length).toBe(91);
    const far = [{ q: 7, r: 0 }];
    expect(gridRadius(far)).toBe(8);
    for (const seed of [1, 2, 3, 4, 5]) {
      const cells = drawRandomCells(seed);
      const grid = new Set(editorGrid(cells).map(hexKey));
      for (const c of cells) expect(grid.has(hexKey(c))).toBe(true);
    }
    expect(
      viewBoxOf([{ q: 0, r: 0 }], 1, 0)
        .split(' ')
        .map(Number),
    ).toEqual([-1, -0.866, 2, 1.732]);
  });

  it('arrow keys walk the grid: up and down go north and south, left and right keep to the row and come back', () => {
    const grid = editorGrid([]);
    const o = { q: 0, r: 0 };
    expect(moveOnGrid(o, 'ArrowUp', grid)).toEqual({ q: 0, r: -1 });
    expect(moveOnGrid(o, 'ArrowDown', grid)).toEqual({ q: 0, r: 1 });
    for (const start of [o, { q: 1, r: 0 }, { q: -1, r: 2 }]) {
      expect(moveOnGrid(moveOnGrid(start, 'ArrowRight', grid), 'ArrowLeft', grid)).toEqual(start);
      expect(moveOnGrid(moveOnGrid(start, 'ArrowLeft', grid), 'ArrowRight', grid)).toEqual(start);
    }
    // Two steps right come back to the same row (one column pair further east).
    const two = moveOnGrid(moveOnGrid(o, 'ArrowRight', grid), 'ArrowRight', grid);
    expect(two).toEqual({ q: 2, r: -1 });
    // At the grid's edge the focus stays put.
    expect(moveOnGrid({ q: 0, r: -5 }, 'ArrowUp', grid)).toEqual({ q: 0, r: -5 });
  });
});

describe("the map editor's words", () => {
  const lookup = (o: unknown, key: string): unknown =>
    key.split('.').reduce<unknown>((x, k) => (x as Record<string, unknown> | undefined)?.[k], o);
  const has = (lang: unknown, key: string) =>
    typeof lookup(lang, key) === 'string' ||
    (typeof lookup(lang, `${key}_one`) === 'string' && typeof lookup(lang, `${key}_other`) === 'string');

  it('every label the Labiro form and the editor use exists in English and Italian', async () => {
    // The lobby's words as the translator holds them: the shell's 'common' namespace with each game's under games.<id>.
    const { i18n, loadLang } = await import('../../client/i18n/index.js');
    await loadLang('it'); // Italian's words load on demand
    const en = i18n.getResourceBundle('en', 'common') as unknown;
    const itStrings = i18n.getResourceBundle('it', 'common') as unknown;
    const needed = [
      labiro.name,
      labiro.blurb,
      ...labiro.options.map((f) => f.label),
      ...PRESET_NAMES.map((n) => `games.labiro.options.maps.${n}`),
      'games.labiro.options.maps.random',
      'games.labiro.options.maps.custom',
      'games.labiro.options.mapHints.preset',
      'games.labiro.options.mapHints.random',
      'games.labiro.options.mapHints.custom',
      'games.labiro.options.orders.seats',
      'games.labiro.options.orders.random',
      'games.labiro.options.orderHints.seats',
      'games.labiro.options.orderHints.random',
      'games.labiro.options.rounds',
      'games.labiro.options.rounds_zero',
      'games.labiro.map.problems.tooFew',
      'games.labiro.map.problems.tooMany',
      'games.labiro.map.problems.disconnected',
      'games.labiro.map.problems.duplicate',
      'games.labiro.map.problems.badCell',
      'games.labiro.map.problems.bad',
      'games.labiro.map.count',
      'games.labiro.map.ready',
      'games.labiro.map.cellBase',
      'games.labiro.map.cellEmpty',
    ];
    for (const lang of [en, itStrings]) for (const key of needed) expect(has(lang, key), key).toBe(true);
  });
});
