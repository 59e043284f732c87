// The Labiro map editor's logic, free of React: the cells being drawn, their check by parseMap, the grid the editor
// shows, keyboard moves on it; the create form's map value (a string) to and from the engine's MapChoice is in
// mapValue.ts, re-exported here.
import { hexDisk, hexDistance, hexKey, hexPieces, hexToPixel, type Hex } from '../../../../shared/core/hex.js';
import { makeRng } from '../../../../shared/core/rng.js';
import {
  BASE_COUNT,
  MAP_COORD_LIMIT,
  MAP_ERRORS,
  centreCells,
  parseMap,
  presetMap,
  type LabiroMap,
} from '../../../../shared/games/labiro/map.js';
import type { MapChoice } from '../../../../shared/games/labiro/game-types.js';
import { randomMap } from '../../../../shared/games/labiro/random-map.js';
import { CUSTOM_MAP_NAME, DEFAULT_MAP_VALUE, decodeMapChoice } from './mapValue.js';

// The create form's map value lives in mapValue.ts (the lobby's first load reads it without this editor).
export {
  DEFAULT_MAP_VALUE,
  RANDOM_MAP_VALUE,
  customCellsOf,
  decodeMapChoice,
  encodeMapChoice,
} from './mapValue.js';

/** The smallest radius of the editor's grid (91 cells: room around every preset). */
export const GRID_MIN_RADIUS = 5;

/** The bases a choice shows in a preview: a preset's, a custom map's; null for 'random' (drawn at the table). */
export function cellsOfChoice(choice: MapChoice): readonly Hex[] | null {
  if (choice.kind === 'preset') return presetMap(choice.name)?.cells ?? null;
  if (choice.kind === 'custom') return choice.map.cells;
  return null;
}

/** Adds a base on an empty cell or removes the one there (the click on a cell); later bases keep their order. */
export function toggleBase(cells: readonly Hex[], h: Hex): Hex[] {
  const k = hexKey(h);
  const i = cells.findIndex((c) => hexKey(c) === k);
  if (i >= 0) return cells.filter((_, j) => j !== i);
  if (!withinLimit(h)) return [...cells];
  return [...cells, { q: h.q + 0, r: h.r + 0 }];
}

/** Whether a cell lies inside the coordinates parseMap accepts. */
export function withinLimit(h: Hex): boolean {
  return Math.abs(h.q) <= MAP_COORD_LIMIT && Math.abs(h.r) <= MAP_COORD_LIMIT;
}

/** Whether a cell holds a base. */
export function hasBase(cells: readonly Hex[], h: Hex): boolean {
  const k = hexKey(h);
  return cells.some((c) => hexKey(c) === k);
}

/** The i18n key suffixes (under 'games.labiro.map.problems') of each parseMap refusal, by code. */
export const PROBLEM_KEYS: Readonly<Record<string, string>> = {
  [MAP_ERRORS.bad.code]: 'bad',
  [MAP_ERRORS.badCell.code]: 'badCell',
  [MAP_ERRORS.duplicate.code]: 'duplicate',
  [MAP_ERRORS.size.code]: 'size',
  [MAP_ERRORS.disconnected.code]: 'disconnected',
};

/**
 * What the editor says of the cells. Valid: the map to use. Refused: parseMap's code, the i18n key under
 * 'games.labiro.map.problems' ('tooFew' / 'tooMany' for the size refusal), its numbers, and the bases cut off from the
 * largest piece (drawn hatched). Example: `{ ok: false, code: 'labiro/map-size', key: 'tooFew', count: 17, missing: 1, … }`.
 */
export type MapCheck =
  | { readonly ok: true; readonly map: LabiroMap; readonly count: number }
  | {
      readonly ok: false;
      readonly code: string;
      readonly key: string;
      readonly count: number;
      /** Bases to add (tooFew) or remove (tooMany); the cut-off count for 'disconnected'. */
      readonly missing: number;
      readonly cutOff: readonly Hex[];
    };

/** Checks the cells with parseMap, as the server will, and says what is wrong in words the client translates. */
export function checkMap(cells: readonly Hex[]): MapCheck {
  const parsed = parseMap({ name: CUSTOM_MAP_NAME, cells });
  const count = cells.length;
  if (parsed.ok) return { ok: true, map: { name: CUSTOM_MAP_NAME, cells: centreCells(parsed.value.cells) }, count };
  const code = parsed.error.code;
  const cutOff = cutOffCells(cells);
  if (code === MAP_ERRORS.size.code) {
    const tooFew = count < BASE_COUNT;
    return {
      ok: false,
      code,
      key: tooFew ? 'tooFew' : 'tooMany',
      count,
      missing: Math.abs(BASE_COUNT - count),
      cutOff,
    };
  }
  return { ok: false, code, key: PROBLEM_KEYS[code] ?? 'bad', count, missing: cutOff.length, cutOff };
}

/** The bases outside the largest connected piece (first piece found wins a tie); none when the map is whole. */
export function cutOffCells(cells: readonly Hex[]): Hex[] {
  const pieces = hexPieces(cells);
  const main = pieces.reduce<Hex[]>((best, p) => (p.length > best.length ? p : best), []);
  const keep = new Set(main.map(hexKey));
  return [...new Map(cells.map((c) => [hexKey(c), c])).entries()].filter(([k]) => !keep.has(k)).map(([, c]) => c);
}

/** The grid radius around the origin the editor draws: every base plus one free ring, at least GRID_MIN_RADIUS. */
export function gridRadius(cells: readonly Hex[]): number {
  const far = cells.reduce((m, c) => Math.max(m, hexDistance(c, { q: 0, r: 0 })), 0);
  return Math.min(MAP_COORD_LIMIT, Math.max(GRID_MIN_RADIUS, far + 1));
}

/** The cells the editor draws: a hexagon around the origin wide enough for every base and a free ring. */
export function editorGrid(cells: readonly Hex[]): Hex[] {
  return hexDisk({ q: 0, r: 0 }, gridRadius(cells)).filter(withinLimit);
}

/** An SVG view box (x y width height) around these cells' hexagons of `size`, with a margin. */
export function viewBoxOf(cells: readonly Hex[], size = 1, margin = 0.3): string {
  if (cells.length === 0) return `${-size} ${-size} ${2 * size} ${2 * size}`;
  const ps = cells.map((c) => hexToPixel(c, size));
  const half = (Math.sqrt(3) / 2) * size;
  const minX = Math.min(...ps.map((p) => p.x)) - size - margin;
  const maxX = Math.max(...ps.map((p) => p.x)) + size + margin;
  const minY = Math.min(...ps.map((p) => p.y)) - half - margin;
  const maxY = Math.max(...ps.map((p) => p.y)) + half + margin;
  return [minX, minY, maxX - minX, maxY - minY].map((n) => round(n)).join(' ');
}

/** The SVG `points` of a flat-top hexagon on cell `h` (corners at 0°, 60° … like the table's tiles), shrunk by `inset`. */
export function hexPoints(h: Hex, size = 1, inset = 0): string {
  const { x, y } = hexToPixel(h, size);
  const r = size - inset;
  return Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i;
    return `${round(x + r * Math.cos(a))},${round(y + r * Math.sin(a))}`;
  }).join(' ');
}

const round = (n: number) => Math.round(n * 1000) / 1000 + 0;

/** Arrow keys on the grid: up/down go north/south; left/right go west/east along the row (zig-zagging NE/SE). */
export type GridKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';

/** The cell an arrow key moves the keyboard focus to, staying on `grid` (the same cell at its edge). */
export function moveOnGrid(h: Hex, key: GridKey, grid: readonly Hex[]): Hex {
  const odd = ((h.q % 2) + 2) % 2 === 1;
  // Flat-top rows: a step east or west alternates between the upper and lower neighbour so the row stays level.
  const step: Record<GridKey, Hex> = {
    ArrowUp: { q: 0, r: -1 },
    ArrowDown: { q: 0, r: 1 },
    ArrowRight: odd ? { q: 1, r: 0 } : { q: 1, r: -1 },
    ArrowLeft: odd ? { q: -1, r: 1 } : { q: -1, r: 0 },
  };
  const d = step[key];
  const next = { q: h.q + d.q, r: h.r + d.r };
  return grid.some((c) => c.q === next.q && c.r === next.r) ? next : h;
}

/** A random map to edit, drawn in the browser from `seed` (the lobby's draw; the table's own random map is the server's). */
export function drawRandomCells(seed: number): Hex[] {
  return [...randomMap(makeRng(seed))[0].cells];
}

/** The bases to start editing from for a form value: its preset's or custom map's, or the first preset's for 'random'. */
export function startingCells(value: unknown): Hex[] {
  const cells = cellsOfChoice(decodeMapChoice(value));
  return cells ? [...cells] : [...(presetMap(DEFAULT_MAP_VALUE.slice('preset:'.length))?.cells ?? [])];
}
