// Symbotrio's words in the lobby, in English and Italian ('common' namespace, under games.symbotrio): name, blurb
// and the create form's options (the easy variant, the short game, who starts).

/** English. */
export const symbotrioLobbyEn = {
  name: 'Symbotrio',
  blurb:
    'A memory game of thieves: turn three squares of the safe’s keypad to match the colour, size and cut of your gem.',
  options: {
    easy: 'Easy variant',
    easyHint: 'Without the 10 code cards: the board never turns.',
    short: 'Short game',
    shortHint:
      '14 cards instead of 76 (12 in the easy variant): 9 gems, 2 code cards, a prisoner, an easy loot and a trickster.',
    first: 'Who starts',
    firsts: { random: 'Drawn by lot', seat: 'A chosen seat' },
    firstHints: {
      random: 'The server draws the first player.',
      seat: 'The seat you pick starts (the rules say the oldest player); play goes clockwise.',
    },
    firstSeat: 'First player',
  },
};

/** Italian (the same keys). */
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
