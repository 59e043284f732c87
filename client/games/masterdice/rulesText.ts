// Masterdice rules for the rules panel, in English and Italian (from shared/rules/masterdice.md), with the
// project's [interpretation] points marked.
import type { RulesText } from '../../kit/rulesText.js';

/** English. */
export const masterdiceRulesEn: RulesText = {
  title: 'Masterdice',
  source: 'After the Italian rulebook of Masterdice (Leo Colovini, 999 Games / gamefactory, 2012).',
  interpretationLabel: 'Interpretation',
  sections: [
    {
      heading: 'Pieces',
      style: 'list',
      items: [
        { text: '8 coloured dice: 2 blue, 2 red, 2 yellow, 2 green (one set of four per role).' },
        { text: '18 white dice, held by the solver.' },
        {
          text: 'The codemaster board: 4 columns (blue, red, yellow, green), 7 attempt rows and one solution row. Beside each attempt row, three kinds of feedback marker: “equal”, “lower” (your die is higher than the code: the code must be lower) and “higher” (your die is lower: the code must be higher).',
        },
        { text: 'A screen hides the code row from the solver.' },
      ],
    },
    {
      heading: 'The match',
      style: 'list',
      items: [
        {
          text: 'Two players. A match is 2 games: in game 1 one player is the coder and the other the solver; in game 2 the roles swap.',
        },
        { text: 'A longer match may have 2k games (4 or 6): each player is solver k times.' },
        { text: 'Whoever has more points after all games wins; equal points is a draw.' },
      ],
    },
    {
      heading: 'One game',
      style: 'steps',
      items: [
        {
          text: 'The coder rolls the 4 coloured dice behind the screen; each lands in its colour’s column. These 4 values (1–6 each) are the code.',
        },
        {
          text: 'The server rolls the code. The coder sees the values at once; the solver and the spectators never receive them before the reveal (the table’s delayed feed shows them, after its delay).',
          interpretation: true,
        },
        {
          text: 'The solver has up to 7 attempts. An attempt: roll up to 4 white dice (fewer if the supply has fewer); then place 1, 2, 3 or 4 of the rolled dice, each in a different column of the next empty row. You choose which die goes in which column and how many to place: placing fewer can give sharper information.',
        },
        {
          text: 'Feedback: each placed die is compared with the code die of its column. Only three counts are shown — equal, lower (your die is higher than the code), higher (your die is lower than the code) — never which die they belong to.',
        },
        {
          text: 'The feedback is computed by the game itself, so a coder can never give wrong feedback; the rulebook’s rule about wrong feedback does not apply.',
          interpretation: true,
        },
        {
          text: 'Placed white dice stay on the board (they are used up). Rolled dice that were not placed go back to the supply.',
        },
        {
          text: 'Instead of starting an attempt, whenever you think you know the code, fill the solution row: any value 1–6 for each colour, no roll needed. After the 7th attempt you must do so. There is exactly one solution try; then the code is revealed to everyone.',
        },
      ],
    },
    {
      heading: 'Scoring (the solver; the coder scores nothing that game)',
      style: 'list',
      items: [
        { text: 'Wrong code: 0 points.' },
        { text: 'Right code: 20 points + 5 per attempt row still empty + 1 per white die still in the supply.' },
        { text: 'Example: solved after 3 attempts that placed 4 + 2 + 1 dice: 20 + 4 × 5 + (18 − 7) = 51.' },
      ],
    },
    {
      heading: 'Who sees what',
      style: 'list',
      items: [
        { text: 'Solver: the rolls, the board and the feedback; never the code before the reveal.' },
        { text: 'Coder: everything.' },
        { text: 'Spectators: like the solver. Only the table’s delayed feed shows the code, after its delay.' },
      ],
    },
    {
      heading: 'Moves the game refuses',
      style: 'list',
      items: [
        { text: 'Acting when it is not your turn, or as a spectator.' },
        {
          text: 'Placing 0 or more than 4 dice, a die that was not in this roll, two dice in one column, a value outside 1–6; placing before rolling, rolling twice; an attempt after 7 attempts or with an empty supply.',
        },
        { text: 'A solution with a value outside 1–6 or fewer than 4 values; a second solution.' },
      ],
    },
  ],
};

/** Italiano. */
export const masterdiceRulesIt: RulesText = {
  title: 'Masterdice',
  source: 'Dal regolamento italiano di Masterdice (Leo Colovini, 999 Games / gamefactory, 2012).',
  interpretationLabel: 'Interpretazione',
  sections: [
    {
      heading: 'Materiale',
      style: 'list',
      items: [
        { text: '8 dadi colorati: 2 blu, 2 rossi, 2 gialli, 2 verdi (una serie di quattro per ruolo).' },
        { text: '18 dadi bianchi, in mano al solutore.' },
        {
          text: 'La plancia del codemaster: 4 colonne (blu, rosso, giallo, verde), 7 righe di tentativo e una riga della soluzione. Accanto a ogni riga tre tipi di segnalini: “uguale”, “più basso” (il tuo dado è più alto del codice: il codice deve essere più basso) e “più alto” (il tuo dado è più basso: il codice deve essere più alto).',
        },
        { text: 'Uno schermo nasconde al solutore la riga del codice.' },
      ],
    },
    {
      heading: 'La partita',
      style: 'list',
      items: [
        {
          text: 'Due giocatori. Una partita dura 2 manche: nella prima un giocatore è il codificatore e l’altro il solutore; nella seconda i ruoli si scambiano.',
        },
        { text: 'Una partita più lunga può avere 2k manche (4 o 6): ciascuno fa il solutore k volte.' },
        { text: 'Vince chi ha più punti alla fine di tutte le manche; a parità di punti è un pareggio.' },
      ],
    },
    {
      heading: 'Una manche',
      style: 'steps',
      items: [
        {
          text: 'Il codificatore lancia i 4 dadi colorati dietro lo schermo; ognuno va nella colonna del suo colore. Questi 4 valori (da 1 a 6) sono il codice.',
        },
        {
          text: 'Il codice lo tira il server. Il codificatore ne vede subito i valori; il solutore e gli spettatori non li ricevono mai prima della rivelazione (la trasmissione ritardata del tavolo li mostra, dopo il suo ritardo).',
          interpretation: true,
        },
        {
          text: 'Il solutore ha al massimo 7 tentativi. Un tentativo: lancia fino a 4 dadi bianchi (meno se la riserva ne ha meno); poi piazza 1, 2, 3 o 4 dei dadi lanciati, ciascuno in una colonna diversa della prima riga vuota. Scegli tu quale dado va in quale colonna e quanti piazzarne: piazzarne meno può dare informazioni più precise.',
        },
        {
          text: 'Risposta: ogni dado piazzato si confronta con il dado del codice della sua colonna. Si mostrano solo tre conteggi — uguale, più basso (il tuo dado è più alto del codice), più alto (il tuo dado è più basso del codice) — mai a quale dado si riferiscono.',
        },
        {
          text: 'La risposta la calcola il gioco stesso, quindi il codificatore non può mai sbagliarla; la regola del regolamento sulla risposta sbagliata non si applica.',
          interpretation: true,
        },
        {
          text: 'I dadi bianchi piazzati restano sulla plancia (sono consumati). I dadi lanciati e non piazzati tornano nella riserva.',
        },
        {
          text: 'Invece di iniziare un tentativo, quando pensi di conoscere il codice, compila la riga della soluzione: un valore da 1 a 6 per ogni colore, senza lanciare. Dopo il 7° tentativo devi farlo. Si ha un solo tentativo di soluzione; poi il codice viene rivelato a tutti.',
        },
      ],
    },
    {
      heading: 'Punteggio (del solutore; il codificatore in quella manche non segna)',
      style: 'list',
      items: [
        { text: 'Codice sbagliato: 0 punti.' },
        {
          text: 'Codice giusto: 20 punti + 5 per ogni riga di tentativo ancora vuota + 1 per ogni dado bianco rimasto nella riserva.',
        },
        { text: 'Esempio: risolto dopo 3 tentativi che hanno piazzato 4 + 2 + 1 dadi: 20 + 4 × 5 + (18 − 7) = 51.' },
      ],
    },
    {
      heading: 'Chi vede cosa',
      style: 'list',
      items: [
        { text: 'Solutore: i lanci, la plancia e le risposte; mai il codice prima della rivelazione.' },
        { text: 'Codificatore: tutto.' },
        {
          text: 'Spettatori: come il solutore. Solo la trasmissione ritardata del tavolo mostra il codice, dopo il suo ritardo.',
        },
      ],
    },
    {
      heading: 'Mosse che il gioco rifiuta',
      style: 'list',
      items: [
        { text: 'Agire quando non è il tuo turno, o da spettatore.' },
        {
          text: 'Piazzare 0 o più di 4 dadi, un dado che non era in questo lancio, due dadi nella stessa colonna, un valore fuori da 1–6; piazzare prima di lanciare, lanciare due volte; un tentativo dopo il 7° o con la riserva vuota.',
        },
        { text: 'Una soluzione con un valore fuori da 1–6 o con meno di 4 valori; una seconda soluzione.' },
      ],
    },
  ],
};
