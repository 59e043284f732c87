// Laser's lobby words in Italian (under games.laser in 'common'): their own chunk, loaded with Italian's shell words
// (client/i18n/index.ts), so an English page never downloads them.
import type { LaserLobbyWords } from './lobby.js';

/** Italian, key for key like the English in lobby.ts. */
export const laserLobbyIt: LaserLobbyWords = {
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
