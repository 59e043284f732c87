// Every game's metadata, by id, without loading an engine: the lobby lists games from here, tests take the list of
// games and each game's short options from here, and shared/games/index.ts (the engines) agrees with it (a test).
import type { GameMeta } from '../core/meta.js';
import { labiroMeta } from './labiro/meta.js';
import { laserMeta } from './laser/meta.js';
import { masterdiceMeta } from './masterdice/meta.js';
import { symbotrioMeta } from './symbotrio/meta.js';
import { webMeta } from './web/meta.js';

/** Every game's metadata, in the order the games are registered (shared/games/index.ts) and offered in the lobby. */
export const GAME_METAS: readonly GameMeta[] = [masterdiceMeta, laserMeta, labiroMeta, webMeta, symbotrioMeta];

/** Every game's id, in GAME_METAS order: the list tests run over. */
export const GAME_IDS: readonly string[] = GAME_METAS.map((m) => m.id);

/** Metadata by game id. */
export const META: Readonly<Record<string, GameMeta>> = Object.fromEntries(GAME_METAS.map((m) => [m.id, m]));

/** The options of `id`'s short game (a game ends fast: tests' tables), or none for an unknown id. */
export function shortOptionsOf(id: string): Record<string, unknown> {
  return Object.hasOwn(META, id) ? { ...META[id]?.shortOptions } : {};
}
