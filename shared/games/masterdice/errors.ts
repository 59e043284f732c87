// Every Masterdice refusal in one place: stable codes (clients translate by code) and English messages.
import { commonErrors, refuser, type Result, type RuleError } from '../../core/index.js';

/** Masterdice refusals by name; `code` never changes once published, `message` is the English fallback. */
export const ERRORS = {
  ...commonErrors('masterdice', {
    notASeat: 'Only the two seated players can act; spectators cannot.',
    wrongPhase: 'That move does not fit this moment of the game or your role.',
    badAction: 'That is not a Masterdice action.',
    badOptions: 'Options must be { games: an even number from 2 to 20, aid: true or false }.',
    badPlayers: 'Masterdice is played by exactly 2 players.',
  }),
  // A match, not a game, ends here: these two codes were published before the common rows existed.
  gameOver: { code: 'masterdice/match-over', message: 'The match is over: only a rematch is possible.' },
  notOver: { code: 'masterdice/match-not-over', message: 'A rematch can only start once the match is over.' },
  notRolled: { code: 'masterdice/not-rolled', message: 'Roll the white dice before placing them.' },
  alreadyRolled: {
    code: 'masterdice/already-rolled',
    message: 'The dice are already rolled: place them before rolling again.',
  },
  codeAlreadyRolled: {
    code: 'masterdice/code-already-rolled',
    message: 'The code has already been rolled for this game.',
  },
  noAttemptsLeft: {
    code: 'masterdice/no-attempts-left',
    message: 'All 7 attempt rows are used: you must give your solution.',
  },
  supplyEmpty: {
    code: 'masterdice/supply-empty',
    message: 'No white dice are left in your supply: you must give your solution.',
  },
  noDicePlaced: { code: 'masterdice/no-dice-placed', message: 'Place at least one of the rolled dice.' },
  tooManyDice: { code: 'masterdice/too-many-dice', message: 'At most 4 dice fit on a row, one per column.' },
  dieNotRolled: {
    code: 'masterdice/die-not-rolled',
    message: 'You can only place dice from this roll, each die once.',
  },
  columnTaken: {
    code: 'masterdice/column-taken',
    message: 'Each column takes one die: two dice were placed on the same column.',
  },
  badColumn: { code: 'masterdice/bad-column', message: 'A column must be 0, 1, 2 or 3 (blue, red, yellow, green).' },
  badValue: { code: 'masterdice/bad-value', message: 'Dice values go from 1 to 6.' },
  badSolution: { code: 'masterdice/bad-solution', message: 'A solution needs exactly 4 values, one per colour.' },
  alreadySolved: { code: 'masterdice/already-solved', message: 'A solution was already given for that game.' },
} as const satisfies Record<string, RuleError>;

/** One Masterdice refusal's name. */
export type ErrorName = keyof typeof ERRORS;

/** Every Masterdice error code, e.g. for a client's translation table. */
export type MasterdiceErrorCode = (typeof ERRORS)[ErrorName]['code'];

/** Builds the refusal Result for one named error, optionally with a more precise message. */
export const refuse: (name: ErrorName, message?: string) => Result<never> = refuser(ERRORS);
