// Masterdice as the lobby lists it, without loading its engine or its 3D table: the create form's entry, the
// lobby's words for it (in 'common' under games.masterdice) and its rules text (loaded when the rules panel opens).
import { DEFAULT_OPTIONS, GAMES_OFFERED, masterdiceMeta } from '../../../shared/games/masterdice/meta.js';
import type { GameLobby } from '../catalog.js';

const en = {
  name: 'Masterdice',
  blurb: 'Crack the hidden dice code with as few white dice as you can.',
  matchLength: 'Match length',
  gamesN: '{{count}} games',
  aid: "Solver's aid",
  aidHint: 'Show the solver how many codes are still possible.',
  on: 'On',
  off: 'Off',
};

/** The shape of the lobby's words, which the Italian (lobbyIt.ts, loaded with Italian) must match. */
export type MasterdiceLobbyWords = typeof en;

/** Masterdice's registration, found by client/games/lobbies.ts: first in the game picker. */
export const lobby: GameLobby = {
  order: 1,
  entry: {
    id: masterdiceMeta.id,
    name: 'games.masterdice.name',
    blurb: 'games.masterdice.blurb',
    seats: masterdiceMeta.seats,
    seatKinds: ['human', 'bot'],
    options: [
      {
        key: 'games',
        kind: 'choice',
        label: 'games.masterdice.matchLength',
        values: GAMES_OFFERED,
        valueLabel: 'games.masterdice.gamesN',
        initial: DEFAULT_OPTIONS.games,
      },
      {
        key: 'aid',
        kind: 'toggle',
        label: 'games.masterdice.aid',
        hint: 'games.masterdice.aidHint',
        initial: DEFAULT_OPTIONS.aid,
      },
    ],
  },
  strings: { en, it: () => import('./lobbyIt.js').then((m) => m.masterdiceLobbyIt) },
  rules: () => import('./rulesText.js').then((m) => ({ en: m.masterdiceRulesEn, it: m.masterdiceRulesIt })),
};
