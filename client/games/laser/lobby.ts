// Laser as the lobby lists it, without loading its engine or its 3D table: the create form's entry (sets, who
// designs, the assistant), the lobby's words for it (in 'common' under games.laser) and its rules text (lazy).
import { ASSISTANTS, DEFAULT_OPTIONS, DESIGNERS, MAX_PLAYERS, laserMeta } from '../../../shared/games/laser/meta.js';
import { EINSTEIN_KINDS, LASER_SETS } from '../../../shared/games/laser/types.js';
import type { GameLobby } from '../catalog.js';

const en = {
  name: 'Laser',
  blurb: "Design a secret laser circuit and find your rival's by firing beams into it.",
  set: 'Components',
  sets: { beginner: 'Beginner', expert: 'Expert', einstein: 'Einstein' },
  setHints: {
    beginner: 'Five pieces: absorber, reflector, jump, diagonal mirror, triangle.',
    expert: 'Nine pieces: the beginner five plus diode, sensor, one-sided mirror and splitter.',
    einstein: 'The expert nine plus portals, deflector and the Mystery (one of them or all three).',
  },
  einstein: 'Einstein pieces',
  einsteinPieces: { all: 'All three', portals: 'Portals', deflector: 'Deflector', mystery: 'Mystery' },
  designer: 'Who designs',
  designers: { players: 'The players', server: 'The server' },
  designerHints: {
    players: 'Two players: each designs a circuit for the other. Three to six: one designs, the others investigate.',
    server:
      'Solo and cooperative: the server designs one random circuit that can be solved, and every seat investigates it.',
  },
  designerSeat: 'Designing seat',
  designerSeatHint: 'With three or more players, this seat designs the circuit and the others investigate.',
  strict: 'Strict design',
  strictHint: 'Refuse a circuit with blind zones (one where some piece could never be located).',
  assistant: 'Assistant',
  assistants: { off: 'Off', check: 'Check notebook', count: 'Check + count' },
  assistantHints: {
    off: 'Investigators work alone.',
    check: 'Marks the answers your notebook contradicts.',
    count: 'Marks contradicted answers and shows how many layouts are still possible.',
  },
};

/** The shape of the lobby's words, which the Italian (lobbyIt.ts, loaded with Italian) must match. */
export type LaserLobbyWords = typeof en;

/** Laser's registration, found by client/games/lobbies.ts: second in the game picker. */
export const lobby: GameLobby = {
  order: 2,
  entry: {
    id: laserMeta.id,
    name: 'games.laser.name',
    blurb: 'games.laser.blurb',
    seats: laserMeta.seats,
    seatKinds: ['human', 'bot'],
    options: [
      {
        key: 'set',
        kind: 'choice',
        label: 'games.laser.set',
        values: LASER_SETS,
        valueLabel: 'games.laser.sets',
        hints: 'games.laser.setHints',
        initial: DEFAULT_OPTIONS.set,
      },
      {
        key: 'einstein',
        kind: 'choice',
        label: 'games.laser.einstein',
        values: ['all', ...EINSTEIN_KINDS],
        valueLabel: 'games.laser.einsteinPieces',
        initial: 'all',
        when: { key: 'set', is: ['einstein'] },
      },
      {
        key: 'designer',
        kind: 'choice',
        label: 'games.laser.designer',
        values: DESIGNERS,
        valueLabel: 'games.laser.designers',
        hints: 'games.laser.designerHints',
        initial: DEFAULT_OPTIONS.designer,
      },
      {
        key: 'designerSeat',
        kind: 'seat',
        label: 'games.laser.designerSeat',
        hint: 'games.laser.designerSeatHint',
        initial: DEFAULT_OPTIONS.designerSeat,
        when: { key: 'designer', is: ['players'], minSeats: 3 },
      },
      {
        key: 'strictDesign',
        kind: 'toggle',
        label: 'games.laser.strict',
        hint: 'games.laser.strictHint',
        initial: DEFAULT_OPTIONS.strictDesign,
        when: { key: 'designer', is: ['players'] },
      },
      {
        key: 'assistant',
        kind: 'choice',
        label: 'games.laser.assistant',
        values: ASSISTANTS,
        valueLabel: 'games.laser.assistants',
        hints: 'games.laser.assistantHints',
        initial: DEFAULT_OPTIONS.assistant,
      },
    ],
    // The guided first game: the rulebook's two-player game (each designs, then both investigate), the newcomer
    // against one bot, with the five beginner pieces. No option shortens a duel; the server designing would
    // skip the design phase the guide teaches.
    guided: {
      seats: ['human', 'bot'],
      values: { set: 'beginner', designer: 'players', strictDesign: true, assistant: 'off' },
    },
    // People designing need two seats at least; the server designing, one.
    seatRange: (values) => ({ min: values.designer === 'server' ? laserMeta.seats.min : 2, max: MAX_PLAYERS }),
    toOptions: (values, seats) => {
      const einstein = values.einstein;
      return {
        set: values.set ?? DEFAULT_OPTIONS.set,
        einstein: typeof einstein === 'string' && einstein !== 'all' ? [einstein] : [...DEFAULT_OPTIONS.einstein],
        designer: values.designer ?? DEFAULT_OPTIONS.designer,
        strictDesign: values.strictDesign ?? DEFAULT_OPTIONS.strictDesign,
        assistant: values.assistant ?? DEFAULT_OPTIONS.assistant,
        designerSeat:
          typeof values.designerSeat === 'number' && values.designerSeat < seats
            ? values.designerSeat
            : DEFAULT_OPTIONS.designerSeat,
      };
    },
  },
  strings: { en, it: () => import('./lobbyIt.js').then((m) => m.laserLobbyIt) },
  rules: () => import('./rulesText.js').then((m) => ({ en: m.laserRulesEn, it: m.laserRulesIt })),
};
