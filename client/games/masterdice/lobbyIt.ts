// Masterdice's lobby words in Italian (under games.masterdice in 'common'): their own chunk, loaded with Italian's shell words
// (client/i18n/index.ts), so an English page never downloads them.
import type { MasterdiceLobbyWords } from './lobby.js';

/** Italian, key for key like the English in lobby.ts. */
export const masterdiceLobbyIt: MasterdiceLobbyWords = {
  name: 'Masterdice',
  blurb: 'Scopri il codice nascosto dei dadi usando meno dadi bianchi possibile.',
  matchLength: 'Durata della partita',
  gamesN: '{{count}} manche',
  aid: 'Aiuto al solutore',
  aidHint: 'Mostra al solutore quanti codici sono ancora possibili.',
  on: 'Sì',
  off: 'No',
};
