// Labiro maps (rules/labiro.md, "Set-up" 1): 18 bases on a hex grid in one connected piece — the format the
// editor, presets, random maps (random-map.ts) and tests share; untrusted maps come in through `parseMap` only.
import {
  HEX_DIRECTIONS,
  hexDisk,
  hexKey,
  hexRing,
  hexToPixel,
  isConnected,
  pixelToHex,
  type Hex,
} from '../../core/hex.js';
import { isInt, isRecord } from '../../core/guards.js';
import { fail, ok, type Result, type RuleError } from '../../core/result.js';

/** Bases on every map (one tower each). */
export const BASE_COUNT = 18;
/** The largest |q| or |r| a map may use (keeps editor input sane). */
export const MAP_COORD_LIMIT = 50;
/** The longest map name. */
export const MAP_NAME_MAX = 40;

/**
 * A map: its name and its 18 bases in axial coordinates (flat-top, shared/core/hex.ts). A base is named by
 * its index in `cells` everywhere else in Labiro. Example: `{ name: 'ring', cells: [{ q: 0, r: -3 }, ...] }`.
 */
export interface LabiroMap {
  readonly name: string;
  readonly cells: readonly Hex[];
}

/** Every map refusal: stable codes (clients translate by code) and English messages. */
export const MAP_ERRORS = {
  bad: { code: 'labiro/map-bad', message: 'A map is { name, cells: [{ q, r }, ...] } with a short name.' },
  badCell: {
    code: 'labiro/map-bad-cell',
    message: `A base is { q, r } with whole numbers from −${MAP_COORD_LIMIT} to ${MAP_COORD_LIMIT}.`,
  },
  duplicate: { code: 'labiro/map-duplicate', message: 'Two bases cannot share a cell.' },
  size: { code: 'labiro/map-size', message: `A map has exactly ${BASE_COUNT} bases.` },
  disconnected: {
    code: 'labiro/map-disconnected',
    message: 'Every base must join the rest: the map is one connected piece.',
  },
} as const satisfies Record<string, RuleError>;

const refuse = (name: keyof typeof MAP_ERRORS, detail?: string): Result<never> =>
  fail(MAP_ERRORS[name].code, detail ? `${MAP_ERRORS[name].message} (${detail})` : MAP_ERRORS[name].message);

const isCoord = (v: unknown): v is number => isInt(v) && Math.abs(v) <= MAP_COORD_LIMIT;

/**
 * Validates untrusted data as a map: exactly 18 distinct, well-formed cells in one connected piece. Cells keep
 * their order (base indices); the name defaults to 'custom'. Checks run: shape, cells, duplicates, size, connection.
 */
export function parseMap(raw: unknown): Result<LabiroMap> {
  if (!isRecord(raw) || !Array.isArray(raw.cells) || raw.cells.length > 4 * BASE_COUNT) return refuse('bad');
  const name = raw.name === undefined ? 'custom' : raw.name;
  if (typeof name !== 'string' || name.length === 0 || name.length > MAP_NAME_MAX) return refuse('bad', 'name');
  const cells: Hex[] = [];
  const seen = new Set<string>();
  for (const c of raw.cells as unknown[]) {
    if (!isRecord(c) || !isCoord(c.q) || !isCoord(c.r)) return refuse('badCell', JSON.stringify(c) ?? String(c));
    const h = { q: c.q + 0, r: c.r + 0 }; // + 0 turns −0 into 0
    const k = hexKey(h);
    if (seen.has(k)) return refuse('duplicate', k);
    seen.add(k);
    cells.push(h);
  }
  if (cells.length !== BASE_COUNT) return refuse('size', `${cells.length} given`);
  if (!isConnected(cells)) return refuse('disconnected');
  return ok({ name, cells });
}

/** The cells moved so that their centre of mass sits on the cell nearest the origin (the table's centre). */
export function centreCells(cells: readonly Hex[]): Hex[] {
  if (cells.length === 0) return [];
  let x = 0,
    y = 0;
  for (const c of cells) {
    const p = hexToPixel(c);
    x += p.x;
    y += p.y;
  }
  const mid = pixelToHex({ x: x / cells.length, y: y / cells.length });
  return cells.map((c) => ({ q: c.q - mid.q + 0, r: c.r - mid.r + 0 }));
}

const O: Hex = { q: 0, r: 0 };

/** A river two bases wide winding west to east: column q holds (q, top) and (q, top + 1). */
function river(): Hex[] {
  const tops = [0, 0, -1, -2, -2, -2, -3, -3, -4];
  return tops.flatMap((top, q) => [
    { q, r: top },
    { q, r: top + 1 },
  ]);
}

/** Two lobes of 8 joined by a bridge of 2. */
function islands(): Hex[] {
  const a = [...hexDisk(O, 1), { q: -2, r: 1 }];
  const b = [...hexDisk({ q: 5, r: 0 }, 1), { q: 7, r: -1 }];
  return [...a, { q: 2, r: 0 }, { q: 3, r: 0 }, ...b];
}

/** The named maps a table creator picks from (names are ids: the client translates them). */
export const MAP_PRESETS: readonly LabiroMap[] = [
  // A compact flower: the 19-cell hexagon of radius 2 without its south corner.
  { name: 'flower', cells: hexDisk(O, 2).filter((h) => !(h.q === 0 && h.r === 2)) },
  // A long river, two bases wide.
  { name: 'river', cells: river() },
  // A ring of 12 around a centre, reached by three spokes, with a gate north and south.
  {
    name: 'wheel',
    cells: [
      O,
      HEX_DIRECTIONS[0]!,
      HEX_DIRECTIONS[2]!,
      HEX_DIRECTIONS[4]!,
      ...hexRing(O, 2),
      { q: 0, r: -3 },
      { q: 0, r: 3 },
    ],
  },
  // Two islands joined by a bridge.
  { name: 'islands', cells: islands() },
  // The ring of radius 3: one long loop, no centre.
  { name: 'ring', cells: hexRing(O, 3) },
].map((m) => ({ name: m.name, cells: centreCells(m.cells) }));

/** The preset names, in menu order. */
export const PRESET_NAMES: readonly string[] = MAP_PRESETS.map((m) => m.name);

/** A preset by name, or undefined. */
export function presetMap(name: string): LabiroMap | undefined {
  return MAP_PRESETS.find((m) => m.name === name);
}
