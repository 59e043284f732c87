// Every game the platform hosts, by id: the server room and the client look games up here.
import type { AnyGame } from '../core/index.js';
import { labiro } from './labiro/index.js';
import { laser } from './laser/index.js';
import { masterdice } from './masterdice/index.js';
import { symbotrio } from './symbotrio/index.js';
import { web } from './web/index.js';

/** Games by their stable id. */
export const GAMES: Readonly<Record<string, AnyGame>> = {
  [masterdice.id]: masterdice,
  [laser.id]: laser,
  [labiro.id]: labiro,
  [web.id]: web,
  [symbotrio.id]: symbotrio,
};

/** Looks a game up by id, or undefined for an unknown id (untrusted input). */
export function findGame(id: unknown): AnyGame | undefined {
  return typeof id === 'string' && Object.hasOwn(GAMES, id) ? GAMES[id] : undefined;
}
