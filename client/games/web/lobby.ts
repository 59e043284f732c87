// Web as the lobby lists it, without loading its engine or its 3D table: the create form's entry (2–5 seats, a
// person and a bot to start with; the obstacles: none, N at random, or placed by hand on a small grid), the
// lobby's words, the obstacle field (its own chunk) and the rules text (loaded when the rules panel opens).
import { lazy } from 'react';
import { webMeta } from '../../../shared/games/web/meta.js';
import type { GameLobby } from '../catalog.js';
import { OBSTACLES_OFF, obstacleOptions } from './lobby/obstacles.js';

/** English lobby words (under games.web in 'common'). */
const en = {
  name: 'Web',
  blurb: 'Lay cards to grow a network and run cables from the servers to the most valuable computers.',
  options: {
    obstacles: 'Obstacles',
    kinds: { off: 'None', random: 'At random', placed: 'Placed by hand' },
    hints: {
      off: 'No coins on the table.',
      random: 'The server lays this many coins near the centre when the table opens.',
      placed:
        'Click squares near the central server card to lay a coin there (click again to take it off). No card may cover a coin and no cable may end on one.',
    },
    count: 'How many',
    coins_one: '{{count}} coin',
    coins_other: '{{count}} coins',
    grid: 'The table round the central server card',
    square: 'Square {{x}}, {{y}}',
    central: 'The central server card',
    placed_one: '{{count}} coin placed (at most {{max}}).',
    placed_other: '{{count}} coins placed (at most {{max}}).',
    countTitle_one: 'The server lays {{count}} coin at random near the centre',
    countTitle_other: 'The server lays {{count}} coins at random near the centre',
    squareTitle: 'Square {{x}}, {{y}}: click to lay a coin there, or to take it off',
  },
};

/** The shape of the lobby's words, which the Italian (lobbyIt.ts, loaded with Italian) must match. */
export type WebLobbyWords = typeof en;

/** Web's registration, found by client/games/lobbies.ts: fourth in the game picker. */
export const lobby: GameLobby = {
  order: 4,
  entry: {
    id: webMeta.id,
    name: 'games.web.name',
    blurb: 'games.web.blurb',
    seats: webMeta.seats,
    seatKinds: ['human', 'bot'],
    options: [
      {
        key: 'obstacles',
        kind: 'custom',
        label: 'games.web.options.obstacles',
        render: 'web-obstacles',
        initial: OBSTACLES_OFF,
        samples: [OBSTACLES_OFF, 'random:2', 'random:12', 'placed:', 'placed:2,1 -3,-2 0,1'],
      },
    ],
    toOptions: (values) => obstacleOptions(values.obstacles),
    // The guided first game: the newcomer and one bot on a clear table (two players end soonest: a hand runs out).
    guided: { seats: ['human', 'bot'], values: { obstacles: OBSTACLES_OFF } },
  },
  strings: { en, it: () => import('./lobbyIt.js').then((m) => m.webLobbyIt) },
  fields: {
    'web-obstacles': lazy(() => import('./lobby/ObstacleField.js').then((m) => ({ default: m.ObstacleField }))),
  },
  rules: () => import('./rulesText.js').then((m) => ({ en: m.webRulesEn, it: m.webRulesIt })),
};
