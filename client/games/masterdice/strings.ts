// Masterdice's words in English and Italian (namespace 'masterdice'), added to the shell's translator once.
import { registerStrings } from '../../kit/strings.js';
import type { MasterdiceErrorCode } from '../../../shared/games/masterdice/index.js';

/** The namespace of every Masterdice string. */
export const NS = 'masterdice';

const errorsEn: Record<MasterdiceErrorCode, string> = {
  'masterdice/not-your-turn': 'It is not your turn.',
  'masterdice/not-a-seat': 'Only the two seated players can act; spectators watch.',
  'masterdice/wrong-phase': 'That move does not fit this moment of the game or your role.',
  'masterdice/not-rolled': 'Roll the white dice before placing them.',
  'masterdice/already-rolled': 'The dice are already rolled: place them first.',
  'masterdice/code-already-rolled': 'The code is already rolled for this game.',
  'masterdice/no-attempts-left': 'All 7 attempt rows are used: give your solution.',
  'masterdice/supply-empty': 'No white dice left in your supply: give your solution.',
  'masterdice/no-dice-placed': 'Place at least one of the rolled dice.',
  'masterdice/too-many-dice': 'At most 4 dice fit on a row, one per column.',
  'masterdice/die-not-rolled': 'You can only place dice from this roll, each die once.',
  'masterdice/column-taken': 'Each column takes one die.',
  'masterdice/bad-column': 'That column does not exist.',
  'masterdice/bad-value': 'Dice values go from 1 to 6.',
  'masterdice/bad-solution': 'A solution needs one value for each of the 4 colours.',
  'masterdice/already-solved': 'You already gave your solution for that game.',
  'masterdice/match-over': 'The match is over: only a rematch is possible.',
  'masterdice/match-not-over': 'A rematch can start only once the match is over.',
  'masterdice/bad-action': 'That is not a Masterdice move.',
  'masterdice/bad-options': 'Invalid table options: an even number of games from 2 to 20.',
  'masterdice/bad-players': 'Masterdice is played by exactly 2 players.',
};

/** The keyboard letter of each colour column: the same in every language (keys.ts reads b r y g). */
/** The colours' one-letter keys, the same in both languages. */
export const COLOUR_KEYS = { blue: 'B', red: 'R', yellow: 'Y', green: 'G' };

/** English strings. */
export const en = {
  colour: { blue: 'blue', red: 'red', yellow: 'yellow', green: 'green' },
  colourKey: COLOUR_KEYS,
  marker: { equal: 'equal', lower: 'lower', higher: 'higher' },
  tip: {
    board: 'The board: seven rows for the solver’s tries, the markers of each row beside it',
    markers: 'Markers: ● a die equals the code · ▼ too high, the code is lower · ▲ too low, the code is higher',
    boardDice: 'White dice placed on a row (blue, red, yellow, green columns)',
    screen: 'The coder’s screen: the code lies behind it until the game ends',
    solverTray: 'The solver’s tray: the white dice are thrown here (drag across it to throw)',
    readyDice: 'Your next white dice: throw them with Roll, or drag across the tray',
    coderTray: 'The coder’s tray: the code dice roll here, behind the screen',
    rack: 'White dice still unused: every die left over is a point',
    codeDice: 'The secret code: one die of each colour',
    whiteDice: 'The white dice just thrown: put them on the row',
    well: 'The row being filled: one die per colour',
  },
  guide: {
    rollCode:
      'You are the coder first: press Roll the code. Four coloured dice roll behind your screen, and only you see them.',
    watchCoder: '{{name}} rolls the secret code behind the screen. Soon you try to crack it.',
    rollFirst:
      'Crack the code! Throw up to four white dice: press Roll, or drag across your tray the way they should fly.',
    roll: 'Throw again: press Roll, or drag across your tray. Fewer dice used means more points.',
    placeDie: 'Put the {{value}} on the {{colour}} column: click that die, then the column (or drag the die onto it).',
    placeColumn: 'Now the {{colour}} column: click it to put your {{value}} there.',
    confirm:
      'Confirm the row. The markers then say how many dice equal the code (●), and how many are too high (▼) or too low (▲).',
    solveOpen: 'You know enough to name the code: press Solve….',
    solvePick: 'Choose {{value}} for {{colour}}.',
    solveSubmit: 'Every colour has its value: submit your solution.',
    continue:
      'Read how the game went (the code, your solution, the points), then press Continue: now you are the coder.',
    watchSolver: '{{name}} tries to crack your code. Watch the markers after each row: they tell it how close it is.',
  },
  markerHint: {
    equal: 'a die equals the code',
    lower: 'a die is too high: the code is lower',
    higher: 'a die is too low: the code is higher',
  },
  role: { coder: 'Coder', solver: 'Solver' },
  you: 'you',
  gameOf: 'Game {{n}} of {{total}}',
  status: {
    coderRolls: '{{name}} rolls the secret code behind the screen.',
    youCode: 'You are the coder: roll the secret code behind the screen.',
    solverTurn: '{{name}} is cracking the code.',
    youSolve: 'Your turn: roll the white dice, or give your solution.',
    youMustSolve: 'No attempt left: give your solution.',
    youPlace: 'Put 1 to 4 of the rolled dice on the columns of row {{row}}, then confirm.',
    solverPlaces: '{{name}} is placing dice on row {{row}}.',
    coderWatch: 'Your code is set. {{name}} is trying to crack it.',
    throwing: 'The dice are rolling…',
    waitingCode: 'Waiting for the code…',
  },
  btn: {
    roll: 'Roll',
    rollCode: 'Roll the code',
    confirm: 'Confirm',
    undo: 'Undo',
    clear: 'Clear',
    solve: 'Solve…',
    submitSolution: 'Submit solution',
    cancel: 'Cancel',
    next: 'Continue',
    rematch: 'Rematch',
  },
  keys: {
    roll: 'R: roll · S: solve',
    throw: 'Or throw them by hand: drag across your tray the way they should fly, and let go.',
    place: '1–4 pick a die · B R Y G or ← → choose a column · Enter puts it down / confirms · Backspace undoes',
    code: 'R or Enter: roll the code',
  },
  place: {
    rolled: 'Rolled',
    row: 'Row {{row}}',
    pickHint: 'Pick a die, then a column.',
    empty: 'empty',
    die: 'Die {{n}}: {{value}}',
    onColumn: '{{value}} on {{colour}}',
  },
  solve: {
    title: 'Your solution',
    hint: 'One value for each colour. There is only one try.',
    value: '{{colour}}: {{value}}',
    forced: 'You must give your solution now.',
  },
  aid: {
    title: "Solver's aid",
    possible_one: '{{count}} code still possible',
    possible_other: '{{count}} codes still possible',
    values: 'Values still possible',
  },
  code: { yours: 'Your code', hidden: 'hidden' },
  supply: 'White dice left: {{count}}',
  attempts: 'Attempts: {{used}} / {{total}}',
  result: {
    title: 'Game {{n}} over',
    nextSoon: 'Game {{n}} follows in a moment.',
    solved: '{{name}} cracked the code!',
    failed: '{{name}} missed the code.',
    youSolved: 'You cracked the code!',
    youFailed: 'You missed the code.',
    code: 'Code',
    solution: 'Solution',
    base: 'Code cracked',
    rows: 'Empty rows: {{count}} × 5',
    dice: 'White dice left: {{count}} × 1',
    total: 'Points this game',
    none: 'No points: the code was wrong.',
  },
  match: {
    title: 'Match over',
    winner: '{{name}} wins the match!',
    youWin: 'You win the match!',
    draw: 'A draw!',
    scores: 'Final score',
    waitRematch: 'Either player can start a rematch.',
  },
  log: {
    codeRolled: '{{name}} rolled the code behind the screen.',
    codeValues: 'The code behind the screen: {{code}}.',
    rolled: '{{name}} rolled {{values}}.',
    placed: 'Row {{row}}: {{placed}} → {{equal}} equal, {{lower}} lower, {{higher}} higher.',
    solvedRight: '{{name}} cracked the code {{code}}: {{score}} points (20 + {{rows}} + {{dice}}).',
    solvedWrong: '{{name}} guessed {{solution}}, but the code was {{code}}: 0 points.',
    gameStarted: 'Game {{n}}: {{coder}} codes, {{solver}} solves.',
    matchOver: 'Match over: {{a}} {{sa}} – {{sb}} {{b}}.',
    rematch: 'Rematch!',
  },
  /** The tooltips of the panel's buttons: what each does, and its key. */
  titles: {
    rollCode: 'Roll the four coloured code dice behind your screen (R or Enter)',
    roll: 'Throw up to four white dice from your supply (R), or drag across your tray',
    solve: 'Name the code: one value per colour, a single try (S)',
    undo: 'Take back the last die put down (Backspace)',
    clear: 'Take every die off the row (Esc)',
    confirm: 'Put these dice on the row: the markers then answer (Enter)',
    cancel: 'Back to rolling, without giving a solution',
    submit: 'Give this solution: the game ends and the code is shown',
    next: 'Close this card and go on to the next game',
    rematch: 'Start a new match at this table',
  },
  errors: errorsEn,
};

/** Adds the namespace to the shared translator (idempotent; already done when the module loads). */
export const addMasterdiceStrings = registerStrings(NS, en, () => import('./strings.it.js').then((m) => m.it));
