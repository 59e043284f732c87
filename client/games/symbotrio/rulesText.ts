// Symbotrio rules for the rules panel, in English and Italian (from shared/rules/symbotrio.md), with every
// [interpretation] point of the spec marked: the 3 colours and 3 sizes, the card counts, 2–6 players, who starts,
// the board turning once per code card, the prisoner card won, a prisoner drawn by a trickster — and the points
// the engine settles (a plain gem card to start, a trickster with only tricksters left, a second trickster from
// an empty pile, the opponent's pile shuffled as a trickster draws from it).
import type { RulesText } from '../../kit/rulesText.js';

/** English. */
export const symbotrioRulesEn: RulesText = {
  title: 'Symbotrio',
  source:
    'After the Italian rulebook of Symbotrio, a memory game about shapes, colours and sizes. The rulebook does not give the pieces’ numbers: those below are this project’s design.',
  interpretationLabel: 'Interpretation',
  sections: [
    {
      heading: 'The aim',
      style: 'text',
      items: [
        {
          text: 'You are thieves cracking a safe. The code of the safe is the gem on your card: turn up the keypad squares showing its colour, its size and its cut. Whoever has won the most cards when all are won is the master thief.',
        },
      ],
    },
    {
      heading: 'Pieces',
      style: 'list',
      items: [
        {
          text: 'The keypad: 12 wooden squares face down in a 3 × 4 grid. Each square’s sticker shows one sign: a colour splash, an arrow giving a size, or a cut drawn as its straight and curved lines.',
        },
        {
          text: 'Colours: red, blue and yellow. Sizes: short arrow (small), medium arrow, long arrow (large).',
          interpretation: true,
        },
        {
          text: 'The 6 cuts: triangle (3 slanted lines), rhombus (4 slanted), square (4 straight), rectangle (2 long and 2 short straight), circle (2 curved), semicircle (1 curved and 1 straight). 3 + 3 + 6 = 12 squares.',
        },
        {
          text: 'Cards: 54 gem cards, one for each colour, size and cut; 10 code cards, each with a gem and the turn-the-board sign; 4 prisoner cards, 4 easy-loot cards and 4 trickster cards.',
          interpretation: true,
        },
        { text: 'Easy variant (a table option): the 10 code cards are left out.' },
        {
          text: 'Short game (a table option): 14 cards — 9 gem cards, one for each colour and size, every cut among them; 2 code cards; one prisoner, one easy loot and one trickster (12 cards in the easy variant). The guided first game plays it.',
          interpretation: true,
        },
      ],
    },
    {
      heading: 'Set-up',
      style: 'steps',
      items: [
        { text: 'From 2 to 6 players.', interpretation: true },
        { text: 'The squares are shuffled face down into the grid and the cards into a face-down deck.' },
        {
          text: 'Each player turns up one card and lays it open before him. Here each starts with the first plain gem card of the deck, so nobody starts on a code, prisoner, easy-loot or trickster card.',
          interpretation: true,
        },
        {
          text: 'The rules say the oldest player starts: here the table’s creator picks the first seat, or the server draws it. Play goes clockwise.',
          interpretation: true,
        },
      ],
    },
    {
      heading: 'A turn',
      style: 'list',
      items: [
        {
          text: 'A player with no open card (he won it last turn) first turns up a new card from the deck and resolves it:',
        },
        { text: 'a gem card: it is his card to crack;' },
        {
          text: 'a code card: he turns the whole board 90° clockwise, squares and all, and it stays turned for everyone; then he cracks the card like a gem card. The board turns once, when the card comes up, not on every try.',
          interpretation: true,
        },
        {
          text: 'a prisoner: he is caught and sits out: his turn ends at once. The prisoner card goes to his won pile (it counts at the end, and a trickster can take it).',
          interpretation: true,
        },
        { text: 'easy loot: the safe was left open: he wins the card at once and his turn ends;' },
        { text: 'a trickster: see below.' },
      ],
    },
    {
      heading: 'Cracking the code',
      style: 'list',
      items: [
        {
          text: 'He turns up at most three squares, one at a time, everyone seeing each. He wins his card only if the squares up are exactly his gem’s colour, size and cut.',
        },
        {
          text: 'He may stop before the third square: as soon as a wrong sign shows, the try has failed and he may as well stop.',
        },
        {
          text: 'Whatever happens the squares go face down again, in place, and the next player’s turn begins. A won card goes face down to his won pile and next turn he turns up a new one; otherwise the card stays open and he tries again next turn.',
        },
      ],
    },
    {
      heading: 'The trickster',
      style: 'list',
      items: [
        {
          text: 'He picks an opponent who has already won at least one gem card and draws one of that opponent’s face-down won cards, picking it without seeing it.',
        },
        {
          text: 'His pick is blind: the opponent’s won pile is shuffled (by the game’s seeded generator) at the moment he draws from it, and he gets the card at the place he picks in the shuffled pile. Remembering what went into a pile never tells which card comes out; its owner still knows which cards he holds, the others only how many.',
          interpretation: true,
        },
        {
          text: 'A gem or code card (a code card turns the board first): he tries its code. Cracked, he wins that card and the trickster; if not, the gem stays with the opponent, who also gets the trickster.',
        },
        { text: 'Easy loot: he wins both at once.' },
        {
          text: 'Another trickster: he draws again from the same opponent and can win both tricksters with that draw. If that opponent’s pile is empty, he wins the tricksters at once.',
          interpretation: true,
        },
        {
          text: 'A prisoner counts as an ordinary won card: having no code to crack, it is won at once with the trickster.',
          interpretation: true,
        },
        {
          text: 'If nobody has won a gem card yet, the trickster is shuffled back into the deck and he turns up another card. If only tricksters are left in the deck, he keeps it, won at once (else the game could not end).',
          interpretation: true,
        },
      ],
    },
    {
      heading: 'The end',
      style: 'text',
      items: [
        {
          text: 'The game ends once every card has been won: the deck is empty and no open card is left. The player with the most won cards is the master thief; equal counts share the win.',
        },
      ],
    },
    {
      heading: 'What each player sees',
      style: 'list',
      items: [
        {
          text: 'This is a memory game: a square’s sign is shown only while it lies face up. Nothing on the screen keeps it for you afterwards, and the game log names the signs turned but never which square held them.',
        },
        {
          text: 'The deck’s order is secret. Won piles lie face down: you know your own cards, the others only their count. The board’s turn is public. A trickster’s drawn card is shown to everyone once drawn, as at a real table.',
        },
        {
          text: 'The bots remember what every player saw, each with its own memory: the easy thief forgets most of it within a few turns, the hard one nothing.',
        },
      ],
    },
    {
      heading: 'Playing here',
      style: 'list',
      items: [
        {
          text: 'Click or tap a square to turn it, or press its letter: the letters A to L are written on the board’s frame, by where the squares lie now.',
        },
        { text: 'When the try has failed, a clear “stop here” button ends it.' },
      ],
    },
  ],
};

/** Italian (section by section like the English). */
export const symbotrioRulesIt: RulesText = {
  title: 'Symbotrio',
  source:
    'Dal regolamento italiano di Symbotrio, un gioco di memoria su forme, colori e grandezze. Il regolamento non dà il numero dei pezzi: quelli qui sotto sono una scelta di questo progetto.',
  interpretationLabel: 'Interpretazione',
  sections: [
    {
      heading: 'Lo scopo',
      style: 'text',
      items: [
        {
          text: 'Siete ladri che scassinano una cassaforte. Il codice è la gemma della vostra carta: girate i tasselli della tastiera che mostrano il suo colore, la sua grandezza e il suo taglio. Chi ha vinto più carte quando sono state vinte tutte è il maestro ladro.',
        },
      ],
    },
    {
      heading: 'I pezzi',
      style: 'list',
      items: [
        {
          text: 'La tastiera: 12 tasselli di legno coperti in una griglia 3 × 4. L’adesivo di ogni tassello mostra un solo segno: una macchia di colore, una freccia che dà la grandezza, o un taglio disegnato con le sue linee rette e curve.',
        },
        {
          text: 'Colori: rosso, blu e giallo. Grandezze: freccia corta (piccola), freccia media, freccia lunga (grande).',
          interpretation: true,
        },
        {
          text: 'I 6 tagli: triangolo (3 linee oblique), rombo (4 oblique), quadrato (4 rette), rettangolo (2 rette lunghe e 2 corte), cerchio (2 curve), semicerchio (1 curva e 1 retta). 3 + 3 + 6 = 12 tasselli.',
        },
        {
          text: 'Carte: 54 carte gemma, una per ogni colore, grandezza e taglio; 10 carte codice, ognuna con una gemma e il segno «gira il tabellone»; 4 carte prigioniero, 4 carte bottino facile e 4 carte imbroglione.',
          interpretation: true,
        },
        { text: 'Variante facile (un’opzione del tavolo): si tolgono le 10 carte codice.' },
        {
          text: 'Partita breve (un’opzione del tavolo): 14 carte — 9 carte gemma, una per ogni colore e grandezza, con tutti i tagli tra loro; 2 carte codice; un prigioniero, un bottino facile e un imbroglione (12 carte nella variante facile). La partita guidata usa questa.',
          interpretation: true,
        },
      ],
    },
    {
      heading: 'Preparazione',
      style: 'steps',
      items: [
        { text: 'Da 2 a 6 giocatori.', interpretation: true },
        { text: 'I tasselli si mescolano coperti nella griglia e le carte in un mazzo coperto.' },
        {
          text: 'Ogni giocatore gira una carta e la posa scoperta davanti a sé. Qui ognuno comincia con la prima carta gemma semplice del mazzo, così nessuno parte con una carta codice, prigioniero, bottino facile o imbroglione.',
          interpretation: true,
        },
        {
          text: 'Le regole dicono che comincia il più anziano: qui chi crea il tavolo sceglie il primo posto, o lo sorteggia il server. Si gioca in senso orario.',
          interpretation: true,
        },
      ],
    },
    {
      heading: 'Il turno',
      style: 'list',
      items: [
        {
          text: 'Un giocatore senza carta scoperta (l’ha vinta il turno prima) per prima cosa gira una nuova carta dal mazzo e la risolve:',
        },
        { text: 'una carta gemma: è la carta da scassinare;' },
        {
          text: 'una carta codice: gira tutto il tabellone di 90° in senso orario, tasselli compresi, e resta girato per tutti; poi scassina la carta come una carta gemma. Il tabellone gira una volta, quando la carta esce, non a ogni tentativo.',
          interpretation: true,
        },
        {
          text: 'un prigioniero: è preso e salta il turno, che finisce subito. La carta prigioniero va fra le sue carte vinte (conta alla fine, e un imbroglione può prenderla).',
          interpretation: true,
        },
        { text: 'bottino facile: la cassaforte era aperta: vince subito la carta e il turno finisce;' },
        { text: 'un imbroglione: vedi sotto.' },
      ],
    },
    {
      heading: 'Scassinare il codice',
      style: 'list',
      items: [
        {
          text: 'Gira al massimo tre tasselli, uno alla volta, e tutti vedono ciascuno. Vince la carta solo se i tasselli girati sono esattamente il colore, la grandezza e il taglio della sua gemma.',
        },
        {
          text: 'Può fermarsi prima del terzo tassello: appena esce un segno sbagliato il tentativo è fallito, e tanto vale fermarsi.',
        },
        {
          text: 'Comunque vada i tasselli tornano coperti al loro posto e comincia il turno del giocatore seguente. Una carta vinta va coperta fra le sue carte vinte e il turno dopo ne gira una nuova; altrimenti resta scoperta e ci riprova il turno dopo.',
        },
      ],
    },
    {
      heading: 'L’imbroglione',
      style: 'list',
      items: [
        {
          text: 'Sceglie un avversario che abbia già vinto almeno una carta gemma e pesca una delle sue carte vinte coperte, scegliendola senza vederla.',
        },
        {
          text: 'La sua scelta è alla cieca: le carte vinte dell’avversario vengono mescolate (dal generatore con seme della partita) nel momento in cui pesca, e lui prende la carta al posto che sceglie nel mucchio mescolato. Ricordare che cosa è entrato in un mucchio non dice mai quale carta uscirà; il padrone sa sempre quali carte ha, gli altri solo quante sono.',
          interpretation: true,
        },
        {
          text: 'Una carta gemma o codice (una carta codice prima gira il tabellone): ne prova il codice. Se lo scassina vince quella carta e l’imbroglione; se no la gemma resta all’avversario, che prende anche l’imbroglione.',
        },
        { text: 'Bottino facile: li vince entrambi subito.' },
        {
          text: 'Un altro imbroglione: pesca ancora dallo stesso avversario e con quella pescata può vincere tutti e due gli imbroglioni. Se le carte vinte dell’avversario sono finite, vince subito gli imbroglioni.',
          interpretation: true,
        },
        {
          text: 'Un prigioniero conta come una normale carta vinta: non avendo un codice da scassinare, è vinto subito con l’imbroglione.',
          interpretation: true,
        },
        {
          text: 'Se nessuno ha ancora vinto una carta gemma, l’imbroglione torna mescolato nel mazzo e il giocatore gira un’altra carta. Se nel mazzo restano solo imbroglioni, lo tiene, vinto subito (altrimenti la partita non potrebbe finire).',
          interpretation: true,
        },
      ],
    },
    {
      heading: 'La fine',
      style: 'text',
      items: [
        {
          text: 'La partita finisce quando tutte le carte sono state vinte: il mazzo è vuoto e non resta nessuna carta scoperta. Chi ha vinto più carte è il maestro ladro; a pari numero si vince insieme.',
        },
      ],
    },
    {
      heading: 'Che cosa vede ciascuno',
      style: 'list',
      items: [
        {
          text: 'È un gioco di memoria: il segno di un tassello si vede solo mentre è scoperto. Lo schermo non lo conserva per te, e il registro della partita nomina i segni girati ma mai il tassello che li portava.',
        },
        {
          text: 'L’ordine del mazzo è segreto. Le carte vinte stanno coperte: conosci le tue, degli altri solo quante sono. La rotazione del tabellone è pubblica. La carta pescata da un imbroglione si mostra a tutti appena pescata, come a un tavolo vero.',
        },
        {
          text: 'I bot ricordano ciò che tutti hanno visto, ognuno con la sua memoria: il ladro facile ne dimentica quasi tutto in pochi turni, quello difficile niente.',
        },
      ],
    },
    {
      heading: 'Giocare qui',
      style: 'list',
      items: [
        {
          text: 'Clicca o tocca un tassello per girarlo, o premi la sua lettera: le lettere dalla A alla L sono scritte sulla cornice del tabellone, secondo dove stanno ora i tasselli.',
        },
        { text: 'Quando il tentativo è fallito, un pulsante ben visibile «fermati qui» lo chiude.' },
      ],
    },
  ],
};
