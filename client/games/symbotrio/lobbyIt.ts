// Symbotrio's lobby words in Italian (under games.symbotrio in 'common'): their own chunk, loaded with Italian's shell words
// (client/i18n/index.ts), so an English page never downloads them.
import type { symbotrioLobbyEn } from './lobbyStrings.js';

/** Italian, key for key like the English in lobbyStrings.ts. */
export const symbotrioLobbyIt: typeof symbotrioLobbyEn = {
  name: 'Symbotrio',
  blurb:
    'Un gioco di memoria da ladri: gira tre tasselli della tastiera della cassaforte per trovare colore, grandezza e taglio della tua gemma.',
  options: {
    easy: 'Variante facile',
    easyHint: 'Senza le 10 carte codice: il tabellone non gira mai.',
    short: 'Partita breve',
    shortHint:
      '14 carte invece di 76 (12 nella variante facile): 9 gemme, 2 carte codice, un prigioniero, un bottino facile e un imbroglione.',
    first: 'Chi comincia',
    firsts: { random: 'A sorte', seat: 'Un posto scelto' },
    firstHints: {
      random: 'Il server sorteggia chi comincia.',
      seat: 'Comincia il posto che scegli (per le regole il più anziano); si gioca in senso orario.',
    },
    firstSeat: 'Primo giocatore',
  },
};
