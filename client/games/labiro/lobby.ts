// Labiro as the lobby lists it, without loading its engine or its 3D table: the create form's entry (the map,
// turn order, round limit, push rule), the lobby's words, the map field (picker and editor, its own chunk) and
// the rules text (loaded when the rules panel opens).
import { lazy } from 'react';
import { PRESET_NAMES } from '../../../shared/games/labiro/map.js';
import {
  DEFAULT_OPTIONS,
  PUSH_RULES,
  ROUND_LIMITS,
  TURN_ORDERS,
  labiroMeta,
} from '../../../shared/games/labiro/meta.js';
import type { GameLobby } from '../catalog.js';
import { labiroLobbyEn } from './lobbyStrings.js';
import { DEFAULT_MAP_VALUE, RANDOM_MAP_VALUE, decodeMapChoice } from './mapEditor/mapValue.js';

/** Labiro's registration, found by client/games/lobbies.ts: third in the game picker. */
export const lobby: GameLobby = {
  order: 3,
  entry: {
    id: labiroMeta.id,
    name: 'games.labiro.name',
    blurb: 'games.labiro.blurb',
    seats: labiroMeta.seats,
    seatKinds: ['human', 'bot'],
    options: [
      {
        key: 'map',
        kind: 'custom',
        label: 'games.labiro.options.map',
        render: 'labiro-map',
        initial: DEFAULT_MAP_VALUE,
        // A sample custom map: the flower preset drawn by hand (any 18 connected cells would do).
        samples: [
          ...PRESET_NAMES.map((n) => `preset:${n}`),
          RANDOM_MAP_VALUE,
          'custom:0,0 0,-1 1,-1 1,0 0,1 -1,1 -1,0 0,-2 1,-2 2,-2 2,-1 2,0 1,1 -1,2 -2,2 -2,1 -2,0 -1,-1',
        ],
      },
      {
        key: 'order',
        kind: 'choice',
        label: 'games.labiro.options.order',
        values: TURN_ORDERS,
        valueLabel: 'games.labiro.options.orders',
        hints: 'games.labiro.options.orderHints',
        initial: DEFAULT_OPTIONS.order,
      },
      {
        key: 'roundLimit',
        kind: 'choice',
        label: 'games.labiro.options.roundLimit',
        values: ROUND_LIMITS,
        valueLabel: 'games.labiro.options.rounds',
        initial: DEFAULT_OPTIONS.roundLimit,
      },
      {
        key: 'push',
        kind: 'choice',
        label: 'games.labiro.options.push',
        values: PUSH_RULES,
        valueLabel: 'games.labiro.options.pushes',
        hints: 'games.labiro.options.pushHints',
        initial: DEFAULT_OPTIONS.push,
      },
    ],
    // The guided first game: the newcomer first against one bot, one round (a turn each; then the fullest chest wins).
    guided: { seats: ['human', 'bot'], values: { order: 'seats', roundLimit: 1 } },
    toOptions: (values) => ({
      map: decodeMapChoice(values.map),
      order: TURN_ORDERS.find((o) => o === values.order) ?? DEFAULT_OPTIONS.order,
      push: PUSH_RULES.find((p) => p === values.push) ?? DEFAULT_OPTIONS.push,
      roundLimit:
        typeof values.roundLimit === 'number' && Number.isInteger(values.roundLimit) && values.roundLimit >= 0
          ? values.roundLimit
          : DEFAULT_OPTIONS.roundLimit,
    }),
  },
  strings: { en: labiroLobbyEn, it: () => import('./lobbyIt.js').then((m) => m.labiroLobbyIt) },
  fields: { 'labiro-map': lazy(() => import('./mapEditor/MapField.js').then((m) => ({ default: m.MapField }))) },
  rules: () => import('./rulesText.js').then((m) => ({ en: m.labiroRulesEn, it: m.labiroRulesIt })),
};
