// The create form's Labiro map value (a string: 'preset:flower', 'random', 'custom:…') to and from the engine's
// MapChoice: what the lobby needs before its first paint, apart from the editor (mapEditor.ts, its own chunk).
import { hexKey, parseHexKey, type Hex } from '../../../../shared/core/hex.js';
import type { MapChoice } from '../../../../shared/games/labiro/game-types.js';
import { PRESET_NAMES, parseMap, presetMap } from '../../../../shared/games/labiro/map.js';

/** The name a map drawn in the editor carries to the table. */
export const CUSTOM_MAP_NAME = 'custom';
/** The form's map value a new Labiro table starts with (the first preset). */
export const DEFAULT_MAP_VALUE = `preset:${PRESET_NAMES[0] ?? 'flower'}`;
/** The form value meaning "the server draws a random map with the table's seed". */
export const RANDOM_MAP_VALUE = 'random';

/**
 * The form's map value for a choice: 'preset:flower', 'random', or 'custom:' and the bases as hex keys
 * ('custom:0,0 1,0 …', in base order). A string, so the create form's values stay plain.
 */
export function encodeMapChoice(choice: MapChoice): string {
  if (choice.kind === 'preset') return `preset:${choice.name}`;
  if (choice.kind === 'random') return RANDOM_MAP_VALUE;
  return `custom:${choice.map.cells.map(hexKey).join(' ')}`;
}

/** The bases of a 'custom:' value as written, or null when it is not one (the cells are not checked here). */
export function customCellsOf(value: unknown): Hex[] | null {
  if (typeof value !== 'string' || !value.startsWith('custom:')) return null;
  const body = value.slice('custom:'.length).trim();
  if (body === '') return [];
  const cells: Hex[] = [];
  for (const part of body.split(/\s+/)) {
    const h = parseHexKey(part);
    if (!h) return null;
    cells.push(h);
  }
  return cells;
}

/**
 * The engine's MapChoice for a form value. Never fails: anything it cannot read as a known preset, 'random' or a
 * map parseMap accepts gives the default preset (the editor stores only valid maps, so this is a safety net).
 */
export function decodeMapChoice(value: unknown): MapChoice {
  if (value === RANDOM_MAP_VALUE) return { kind: 'random' };
  if (typeof value === 'string' && value.startsWith('preset:')) {
    const name = value.slice('preset:'.length);
    if (presetMap(name)) return { kind: 'preset', name };
  }
  const cells = customCellsOf(value);
  if (cells) {
    const parsed = parseMap({ name: CUSTOM_MAP_NAME, cells });
    if (parsed.ok) return { kind: 'custom', map: parsed.value };
  }
  return { kind: 'preset', name: DEFAULT_MAP_VALUE.slice('preset:'.length) };
}
