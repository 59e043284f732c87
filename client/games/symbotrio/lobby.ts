// Symbotrio as the lobby lists it, without loading its engine or its 3D table: the create form's entry (2–6 seats,
// a person and a bot to start with — the bot seat gets the engine's first bot, the medium thief; the easy variant;
// the short game; who starts: drawn, or a chosen seat), the guided first game's table, the lobby's words and the
// rules text (loaded when the rules panel opens).
import { DEFAULT_OPTIONS, symbotrioMeta } from '../../../shared/games/symbotrio/meta.js';
import type { GameLobby } from '../catalog.js';
import { symbotrioLobbyEn } from './lobbyStrings.js';

/** Symbotrio's registration, found by client/games/lobbies.ts: fifth in the game picker. */
export const lobby: GameLobby = {
  order: 5,
  entry: {
    id: symbotrioMeta.id,
    name: 'games.symbotrio.name',
    blurb: 'games.symbotrio.blurb',
    seats: symbotrioMeta.seats,
    seatKinds: ['human', 'bot'],
    options: [
      {
        key: 'easy',
        kind: 'toggle',
        label: 'games.symbotrio.options.easy',
        hint: 'games.symbotrio.options.easyHint',
        initial: DEFAULT_OPTIONS.easy,
      },
      {
        key: 'short',
        kind: 'toggle',
        label: 'games.symbotrio.options.short',
        hint: 'games.symbotrio.options.shortHint',
        initial: DEFAULT_OPTIONS.short ?? false,
      },
      {
        key: 'first',
        kind: 'choice',
        label: 'games.symbotrio.options.first',
        values: ['random', 'seat'],
        valueLabel: 'games.symbotrio.options.firsts',
        hints: 'games.symbotrio.options.firstHints',
        initial: DEFAULT_OPTIONS.first === 'random' ? 'random' : 'seat',
      },
      {
        key: 'firstSeat',
        kind: 'seat',
        label: 'games.symbotrio.options.firstSeat',
        initial: DEFAULT_OPTIONS.first === 'random' ? 0 : DEFAULT_OPTIONS.first,
        when: { key: 'first', is: ['seat'] },
      },
    ],
    // The guided first game: the newcomer and one bot, the short game's 12 cards without code cards (the board never
    // turns), the newcomer first.
    guided: { seats: ['human', 'bot'], values: { easy: true, short: true, first: 'seat', firstSeat: 0 } },
    toOptions: (values, seats) => {
      const seat =
        typeof values.firstSeat === 'number' &&
        Number.isInteger(values.firstSeat) &&
        values.firstSeat >= 0 &&
        values.firstSeat < seats
          ? values.firstSeat
          : 0;
      return {
        easy: values.easy === true,
        ...(values.short === true ? { short: true } : {}),
        first: values.first === 'seat' ? seat : 'random',
      };
    },
  },
  strings: { en: symbotrioLobbyEn, it: () => import('./lobbyIt.js').then((m) => m.symbotrioLobbyIt) },
  rules: () => import('./rulesText.js').then((m) => ({ en: m.symbotrioRulesEn, it: m.symbotrioRulesIt })),
};
