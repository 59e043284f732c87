// Web in the lobby and the rules panel: the create form's entry (2–5 seats, a person and a bot, no obstacles to
// start with), the obstacle field's value — off, N at random, coins placed by hand — giving options the engine
// accepts and lays on the table, and the rules text with every [interpretation] and the deck table drawn from the
// engine's own deck data.
import { existsSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  catalogEntry,
  engineOptions,
  initialValues,
  seatRangeOf,
  type OptionField,
} from '../../client/games/catalog.js';
import {
  CENTRAL,
  FIELD_H,
  FIELD_W,
  OBSTACLES_OFF,
  PLACED_MAX,
  RANDOM_COUNTS,
  decodeObstacles,
  encodeObstacles,
  isCentral,
  obstacleOptions,
  toggleSquare,
  type Spot,
} from '../../client/games/web/lobby/obstacles.js';
import { webRulesEn, webRulesIt } from '../../client/games/web/rulesText.js';
import { loadRules } from '../../client/ui/rules/index.js';
import {
  CENTRAL_SQUARES,
  DECK_TOTALS,
  OBSTACLES_MAX,
  OBSTACLE_COORD_MAX,
  RANDOM_OBSTACLES_MAX,
  SHAPES,
  web,
} from '../../shared/games/web/index.js';

const entry = catalogEntry('web')!;
const field = entry.options.find((f) => f.key === 'obstacles') as Extract<OptionField, { kind: 'custom' }>;

describe('Web in the create form', () => {
  it('a new Web table has two to five seats, starting with a person and a bot, and no obstacles', () => {
    expect(entry.seats).toEqual({ min: 2, max: 5, initial: 2 });
    expect(entry.seatKinds).toEqual(['human', 'bot']);
    expect(seatRangeOf(entry, initialValues(entry))).toEqual({ min: 2, max: 5 });
    expect(engineOptions(entry, initialValues(entry), 2)).toEqual({ obstacles: [], randomObstacles: 0 });
    expect(field).toMatchObject({ kind: 'custom', render: 'web-obstacles', initial: OBSTACLES_OFF });
  });

  it('every sample value of the obstacle field gives options the engine accepts', () => {
    for (const v of field.samples) {
      const options = engineOptions(entry, { obstacles: v }, 3);
      expect(web.parseOptions(options).ok, String(v)).toBe(true);
    }
  });

  it('random obstacles: the count chosen is the engine’s randomObstacles, and the table opens with that many coins', () => {
    for (const n of RANDOM_COUNTS) {
      expect(n).toBeLessThanOrEqual(RANDOM_OBSTACLES_MAX);
      const options = obstacleOptions(encodeObstacles({ kind: 'random', count: n }));
      expect(options).toEqual({ obstacles: [], randomObstacles: n });
      const s = web.setup({ seed: n, players: 2, options: options as never });
      expect(s.ok && s.value.obstacles.length).toBe(n);
    }
  });

  it('coins placed by hand reach the table where they were clicked', () => {
    const spots: Spot[] = [
      [2, 1],
      [-3, -2],
      [0, 1],
    ];
    const value = encodeObstacles({ kind: 'placed', squares: spots });
    const s = web.setup({ seed: 1, players: 2, options: obstacleOptions(value) as never });
    expect(s.ok).toBe(true);
    if (s.ok) expect([...s.value.obstacles].map(String).sort()).toEqual(spots.map(String).sort());
  });

  it('the grid leaves the central card alone (the engine’s squares) and stays within what the engine takes', () => {
    expect([...CENTRAL].map(String).sort()).toEqual(CENTRAL_SQUARES.map(String).sort());
    expect(FIELD_W).toBeLessThanOrEqual(OBSTACLE_COORD_MAX);
    expect(FIELD_H).toBeLessThanOrEqual(OBSTACLE_COORD_MAX);
    expect(PLACED_MAX).toBeLessThanOrEqual(OBSTACLES_MAX);
    for (const c of CENTRAL) expect(toggleSquare([], c)).toEqual([]);
    expect(toggleSquare([], [FIELD_W + 1, 0])).toEqual([]);
  });

  it('clicking a square lays a coin, clicking it again takes it off; no more than PLACED_MAX', () => {
    let placed = toggleSquare([], [1, 1]);
    expect(placed).toEqual([[1, 1]]);
    placed = toggleSquare(placed, [1, 1]);
    expect(placed).toEqual([]);
    const all: Spot[] = [];
    for (let y = -FIELD_H; y <= FIELD_H; y++)
      for (let x = -FIELD_W; x <= FIELD_W; x++) if (!isCentral([x, y])) all.push([x, y]);
    let many: Spot[] = [];
    for (const s of all) many = toggleSquare(many, s);
    expect(many).toHaveLength(PLACED_MAX);
  });

  it('any set of coins on the grid survives the form’s string and is accepted by the engine', () => {
    const spot = fc.tuple(fc.integer({ min: -FIELD_W, max: FIELD_W }), fc.integer({ min: -FIELD_H, max: FIELD_H }));
    fc.assert(
      fc.property(fc.array(spot, { maxLength: 30 }), (raw) => {
        let placed: Spot[] = [];
        for (const s of raw) placed = toggleSquare(placed, s);
        const back = decodeObstacles(encodeObstacles({ kind: 'placed', squares: placed }));
        const got = back.kind === 'placed' ? back.squares : [];
        expect(got.map(String).sort()).toEqual(placed.map(String).sort());
        expect(web.parseOptions(obstacleOptions(encodeObstacles({ kind: 'placed', squares: placed }))).ok).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('an unreadable value is no obstacles', () => {
    for (const v of [42, 'random:0', 'random:x', 'placed:', 'placed:a,b', 'nonsense'])
      expect(obstacleOptions(v)).toEqual({ obstacles: [], randomObstacles: 0 });
  });
});

const interpretations = (rules: typeof webRulesEn) =>
  rules.sections.flatMap((s) => s.items).filter((i) => i.interpretation);

describe('Web rules panel', () => {
  it('the panel finds the Web rules in both languages', async () => {
    expect(await loadRules('web', 'en')).toBe(webRulesEn);
    expect(await loadRules('web', 'it')).toBe(webRulesIt);
  });

  const specUrl = new URL('../../../shared/rules/web.md', import.meta.url);
  it.skipIf(!existsSync(specUrl))(
    'every interpretation point of the rules file is shown as one, in both languages',
    () => {
      const spec = readFileSync(specUrl, 'utf8');
      const marked = spec
        .split('\n')
        .filter((line) => line.includes('**[interpretation]**') && !line.includes('Lines marked')).length;
      expect(marked).toBeGreaterThanOrEqual(5);
      for (const rules of [webRulesEn, webRulesIt])
        expect(interpretations(rules).length).toBeGreaterThanOrEqual(marked);
      const en = interpretations(webRulesEn)
        .map((i) => i.text)
        .join('\n');
      for (const point of [
        /Three shapes/,
        /fixed list of 72 cards/,
        /2–5 players/,
        /30 cables per colour/,
        /front up/,
        /front never tells its back/,
        /lobby .* at random/,
        /passes his turn/,
        /whole round/,
      ]) {
        expect(en).toMatch(point);
      }
    },
  );

  it('the deck table is the engine’s deck data: a row per shape and one in all', () => {
    for (const rules of [webRulesEn, webRulesIt]) {
      const table = rules.sections.find((s) => s.table)!.table!;
      expect(table.rows).toHaveLength(SHAPES.length + 1);
      SHAPES.forEach((shape, i) => {
        expect(table.rows[i]![1]).toBe(String(DECK_TOTALS[shape].cards));
        expect(table.rows[i]![4]).toBe(String(DECK_TOTALS[shape].servers));
      });
      const all = table.rows[SHAPES.length]!;
      expect(all[1]).toBe(String(DECK_TOTALS.all.cards));
      expect(all[3]).toBe(String(DECK_TOTALS.all.value));
      expect(all[6]).toBe(String(DECK_TOTALS.all.fronts));
      expect(all.length).toBe(table.head.length);
    }
    expect(DECK_TOTALS.all.cards).toBe(72);
  });

  it('the Italian rules follow the English ones section by section, item by item', () => {
    expect(
      webRulesIt.sections.map((s) => [s.style, s.items.map((i) => !!i.interpretation), s.table?.rows.length ?? 0]),
    ).toEqual(
      webRulesEn.sections.map((s) => [s.style, s.items.map((i) => !!i.interpretation), s.table?.rows.length ?? 0]),
    );
  });
});
