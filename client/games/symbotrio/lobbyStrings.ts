// Symbotrio's words in the lobby, in English and Italian ('common' namespace, under games.symbotrio): name, blurb
// and the create form's options (the easy variant, who starts).

/** English. */
export const symbotrioLobbyEn = {
  name: 'Symbotrio',
  blurb: 'A memory game of thieves: turn three squares of the safe’s keypad to match the colour, size and cut of your gem.',
  options: {
    easy: 'Easy variant',
    easyHint: 'Without the 10 code cards: the board never turns.',
    first: 'Who starts',
    firsts: { random: 'Drawn by lot', seat: 'A chosen seat' },
    firstHints: { random: 'The server draws the first player.', seat: 'The seat you pick starts (the rules say the oldest player); play goes clockwise.' },
    firstSeat: 'First player',
  },
};

/** Italian (the same keys). */
export const symbotrioLobbyIt: typeof symbotrioLobbyEn = {
  name: 'Symbotrio',
  blurb: 'Un gioco di memoria da ladri: gira tre tasselli della tastiera della cassaforte per trovare colore, grandezza e taglio della tua gemma.',
  options: {
    easy: 'Variante facile',
    easyHint: 'Senza le 10 carte codice: il tabellone non gira mai.',
    first: 'Chi comincia',
    firsts: { random: 'A sorte', seat: 'Un posto scelto' },
    firstHints: { random: 'Il server sorteggia chi comincia.', seat: 'Comincia il posto che scegli (per le regole il più anziano); si gioca in senso orario.' },
    firstSeat: 'Primo giocatore',
  },
};
