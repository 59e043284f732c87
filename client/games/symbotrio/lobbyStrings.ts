// Symbotrio's words in the lobby, in English ('common' namespace, under games.symbotrio): name, blurb
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
