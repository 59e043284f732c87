// Masterdice's words in English and Italian (namespace 'masterdice'), added to the shell's i18next once.
import { i18n } from '../../i18n/index.js';
import type { MasterdiceErrorCode } from '../../../shared/games/masterdice/errors.js';

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

const errorsIt: Record<MasterdiceErrorCode, string> = {
  'masterdice/not-your-turn': 'Non è il tuo turno.',
  'masterdice/not-a-seat': 'Possono agire solo i due giocatori seduti; gli spettatori guardano.',
  'masterdice/wrong-phase': 'Questa mossa non è possibile in questo momento o nel tuo ruolo.',
  'masterdice/not-rolled': 'Tira i dadi bianchi prima di piazzarli.',
  'masterdice/already-rolled': 'Hai già tirato: prima piazza i dadi.',
  'masterdice/code-already-rolled': 'Il codice di questa partita è già stato tirato.',
  'masterdice/no-attempts-left': 'Hai usato tutte le 7 righe: dai la tua soluzione.',
  'masterdice/supply-empty': 'Non hai più dadi bianchi: dai la tua soluzione.',
  'masterdice/no-dice-placed': 'Piazza almeno uno dei dadi tirati.',
  'masterdice/too-many-dice': 'Su una riga stanno al massimo 4 dadi, uno per colonna.',
  'masterdice/die-not-rolled': 'Puoi piazzare solo i dadi di questo tiro, ognuno una volta.',
  'masterdice/column-taken': 'Ogni colonna accoglie un solo dado.',
  'masterdice/bad-column': 'Questa colonna non esiste.',
  'masterdice/bad-value': 'I valori dei dadi vanno da 1 a 6.',
  'masterdice/bad-solution': 'La soluzione richiede un valore per ciascuno dei 4 colori.',
  'masterdice/already-solved': 'Hai già dato la soluzione per quella partita.',
  'masterdice/match-over': 'L’incontro è finito: si può solo chiedere la rivincita.',
  'masterdice/match-not-over': 'La rivincita si può chiedere solo a incontro finito.',
  'masterdice/bad-action': 'Questa non è una mossa di Masterdice.',
  'masterdice/bad-options': 'Opzioni non valide: un numero pari di partite da 2 a 20.',
  'masterdice/bad-players': 'Masterdice si gioca in 2.',
};

/** The keyboard letter of each colour column: the same in every language (keys.ts reads b r y g). */
const COLOUR_KEYS = { blue: 'B', red: 'R', yellow: 'Y', green: 'G' };

/** English strings. */
export const en = {
  colour: { blue: 'blue', red: 'red', yellow: 'yellow', green: 'green' },
  colourKey: COLOUR_KEYS,
  marker: { equal: 'equal', lower: 'lower', higher: 'higher' },
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
  errors: errorsEn,
};

/** Italian strings; the same keys as English. */
export const it: typeof en = {
  colour: { blue: 'blu', red: 'rosso', yellow: 'giallo', green: 'verde' },
  colourKey: COLOUR_KEYS,
  marker: { equal: 'uguale', lower: 'più basso', higher: 'più alto' },
  markerHint: {
    equal: 'un dado è uguale al codice',
    lower: 'un dado è troppo alto: il codice è più basso',
    higher: 'un dado è troppo basso: il codice è più alto',
  },
  role: { coder: 'Codificatore', solver: 'Solutore' },
  you: 'tu',
  gameOf: 'Partita {{n}} di {{total}}',
  status: {
    coderRolls: '{{name}} tira il codice segreto dietro lo schermo.',
    youCode: 'Sei il codificatore: tira il codice segreto dietro lo schermo.',
    solverTurn: '{{name}} sta decifrando il codice.',
    youSolve: 'Tocca a te: tira i dadi bianchi o dai la soluzione.',
    youMustSolve: 'Nessun tentativo rimasto: dai la tua soluzione.',
    youPlace: 'Metti da 1 a 4 dadi tirati sulle colonne della riga {{row}}, poi conferma.',
    solverPlaces: '{{name}} sta piazzando i dadi sulla riga {{row}}.',
    coderWatch: 'Il tuo codice è pronto. {{name}} prova a decifrarlo.',
    throwing: 'I dadi rotolano…',
    waitingCode: 'In attesa del codice…',
  },
  btn: {
    roll: 'Tira',
    rollCode: 'Tira il codice',
    confirm: 'Conferma',
    undo: 'Annulla',
    clear: 'Togli tutto',
    solve: 'Risolvi…',
    submitSolution: 'Invia la soluzione',
    cancel: 'Chiudi',
    next: 'Continua',
    rematch: 'Rivincita',
  },
  keys: {
    roll: 'R: tira · S: risolvi',
    place: '1–4 scegli un dado · B R Y G o ← → scegli la colonna · Invio lo posa / conferma · Backspace annulla',
    code: 'R o Invio: tira il codice',
  },
  place: {
    rolled: 'Tirati',
    row: 'Riga {{row}}',
    pickHint: 'Scegli un dado, poi una colonna.',
    empty: 'vuota',
    die: 'Dado {{n}}: {{value}}',
    onColumn: '{{value}} sul {{colour}}',
  },
  solve: {
    title: 'La tua soluzione',
    hint: 'Un valore per ogni colore. Hai un solo tentativo.',
    value: '{{colour}}: {{value}}',
    forced: 'Ora devi dare la tua soluzione.',
  },
  aid: {
    title: 'Aiuto al solutore',
    possible_one: 'ancora {{count}} codice possibile',
    possible_other: 'ancora {{count}} codici possibili',
    values: 'Valori ancora possibili',
  },
  code: { yours: 'Il tuo codice', hidden: 'nascosto' },
  supply: 'Dadi bianchi rimasti: {{count}}',
  attempts: 'Tentativi: {{used}} / {{total}}',
  result: {
    title: 'Fine della partita {{n}}',
    solved: '{{name}} ha decifrato il codice!',
    failed: '{{name}} non ha indovinato il codice.',
    youSolved: 'Hai decifrato il codice!',
    youFailed: 'Non hai indovinato il codice.',
    code: 'Codice',
    solution: 'Soluzione',
    base: 'Codice decifrato',
    rows: 'Righe vuote: {{count}} × 5',
    dice: 'Dadi bianchi rimasti: {{count}} × 1',
    total: 'Punti della partita',
    none: 'Nessun punto: il codice era sbagliato.',
  },
  match: {
    title: 'Fine dell’incontro',
    winner: '{{name}} vince l’incontro!',
    youWin: 'Hai vinto l’incontro!',
    draw: 'Pareggio!',
    scores: 'Punteggio finale',
    waitRematch: 'Ciascun giocatore può chiedere la rivincita.',
  },
  log: {
    codeRolled: '{{name}} ha tirato il codice dietro lo schermo.',
    codeValues: 'Il codice dietro lo schermo: {{code}}.',
    rolled: '{{name}} ha tirato {{values}}.',
    placed: 'Riga {{row}}: {{placed}} → {{equal}} uguali, {{lower}} più bassi, {{higher}} più alti.',
    solvedRight: '{{name}} ha decifrato il codice {{code}}: {{score}} punti (20 + {{rows}} + {{dice}}).',
    solvedWrong: '{{name}} ha proposto {{solution}}, ma il codice era {{code}}: 0 punti.',
    gameStarted: 'Partita {{n}}: {{coder}} codifica, {{solver}} risolve.',
    matchOver: 'Fine dell’incontro: {{a}} {{sa}} – {{sb}} {{b}}.',
    rematch: 'Rivincita!',
  },
  errors: errorsIt,
};

let added = false;

/** Adds the namespace to the shared i18next instance (idempotent; called when the module loads). */
export function addMasterdiceStrings(): void {
  if (added) return;
  added = true;
  i18n.addResourceBundle('en', NS, en, true, true);
  i18n.addResourceBundle('it', NS, it, true, true);
}

addMasterdiceStrings();
