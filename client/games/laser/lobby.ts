// Laser as the lobby lists it, without loading its engine or its 3D table: the create form's entry (sets, who
// designs, the assistant), the lobby's words for it (in 'common' under games.laser) and its rules text (lazy).
import { EINSTEIN_KINDS } from '../../../shared/games/laser/types.js';
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

const it: typeof en = {
  name: 'Laser',
  blurb: "Progetta un circuito laser segreto e scopri quello dell'avversario sparando raggi.",
  set: 'Componenti',
  sets: { beginner: 'Prime partite', expert: 'Esperti', einstein: 'Einstein' },
  setHints: {
    beginner: 'Cinque pezzi: assorbito, respinto, salto, diagonale, triangolo.',
    expert: 'Nove pezzi: i cinque delle prime partite più diodo, sensore, specchio a una faccia e moltiplicatore.',
    einstein: 'I nove degli esperti più portali, deviatore e il Mistero (uno solo o tutti e tre).',
  },
  einstein: 'Pezzi Einstein',
  einsteinPieces: { all: 'Tutti e tre', portals: 'Portali', deflector: 'Deviatore', mystery: 'Mistero' },
  designer: 'Chi progetta',
  designers: { players: 'I giocatori', server: 'Il server' },
  designerHints: {
    players: "In due: ciascuno progetta un circuito per l'altro. Da tre a sei: uno progetta, gli altri indagano.",
    server:
      'In solitario o in cooperazione: il server progetta un circuito casuale risolvibile e tutti i posti lo indagano.',
  },
  designerSeat: 'Posto che progetta',
  designerSeatHint: 'Con tre o più giocatori, questo posto progetta il circuito e gli altri indagano.',
  strict: 'Progetto rigoroso',
  strictHint: 'Rifiuta un circuito con zone cieche (dove qualche pezzo non si potrebbe mai localizzare).',
  assistant: 'Assistente',
  assistants: { off: 'Spento', check: 'Controlla il taccuino', count: 'Controlla e conta' },
  assistantHints: {
    off: 'Gli investigatori lavorano da soli.',
    check: 'Segna le risposte che il tuo taccuino contraddice.',
    count: 'Segna le risposte contraddette e mostra quante disposizioni sono ancora possibili.',
  },
};

/** Laser's registration, found by client/games/lobbies.ts: second in the game picker. */
export const lobby: GameLobby = {
  order: 2,
  entry: {
    id: 'laser',
    name: 'games.laser.name',
    blurb: 'games.laser.blurb',
    seats: { min: 1, max: 6, initial: 2 },
    seatKinds: ['human', 'bot'],
    options: [
      {
        key: 'set',
        kind: 'choice',
        label: 'games.laser.set',
        values: ['beginner', 'expert', 'einstein'],
        valueLabel: 'games.laser.sets',
        hints: 'games.laser.setHints',
        initial: 'beginner',
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
        values: ['players', 'server'],
        valueLabel: 'games.laser.designers',
        hints: 'games.laser.designerHints',
        initial: 'players',
      },
      {
        key: 'designerSeat',
        kind: 'seat',
        label: 'games.laser.designerSeat',
        hint: 'games.laser.designerSeatHint',
        initial: 0,
        when: { key: 'designer', is: ['players'], minSeats: 3 },
      },
      {
        key: 'strictDesign',
        kind: 'toggle',
        label: 'games.laser.strict',
        hint: 'games.laser.strictHint',
        initial: true,
        when: { key: 'designer', is: ['players'] },
      },
      {
        key: 'assistant',
        kind: 'choice',
        label: 'games.laser.assistant',
        values: ['off', 'check', 'count'],
        valueLabel: 'games.laser.assistants',
        hints: 'games.laser.assistantHints',
        initial: 'off',
      },
    ],
    // The guided first game: the rulebook's two-player game (each designs, then both investigate), the newcomer
    // against one bot, with the five beginner pieces. No option shortens a duel; the server designing would
    // skip the design phase the guide teaches.
    guided: {
      seats: ['human', 'bot'],
      values: { set: 'beginner', designer: 'players', strictDesign: true, assistant: 'off' },
    },
    seatRange: (values) => ({ min: values.designer === 'server' ? 1 : 2, max: 6 }),
    toOptions: (values, seats) => {
      const einstein = values.einstein;
      return {
        set: values.set ?? 'beginner',
        einstein: typeof einstein === 'string' && einstein !== 'all' ? [einstein] : [...EINSTEIN_KINDS],
        designer: values.designer ?? 'players',
        strictDesign: values.strictDesign ?? true,
        assistant: values.assistant ?? 'off',
        designerSeat: typeof values.designerSeat === 'number' && values.designerSeat < seats ? values.designerSeat : 0,
      };
    },
  },
  strings: { en, it },
  rules: () => import('./rulesText.js').then((m) => ({ en: m.laserRulesEn, it: m.laserRulesIt })),
};
