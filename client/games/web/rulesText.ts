// Web rules for the rules panel, in English and Italian (from shared/rules/web.md), every [interpretation] point
// marked: the shapes, the fixed deck, 2–5 players, 30 cables a colour, piles front up, how obstacles are laid, and
// what the engine settles (passing when no card fits, the end when a whole round passes). The deck's table is
// built from the engine's own deck data (DECK_TOTALS), never copied by hand, and says that a front never tells its
// back. Loaded lazily with the rules panel.
import { DECK_TOTALS, type DeckTotals } from '../../../shared/games/web/deck.js';
import {
  BUY_SIZE,
  CABLES_IN_FRONT,
  CABLES_PER_COLOUR,
  MAX_PLAYERS,
  MIN_PLAYERS,
  SHAPES,
} from '../../../shared/games/web/game-types.js';
import type { RuleSection, RulesText } from '../../ui/rules/types.js';

/** The deck table's words in one language. */
interface DeckWords {
  readonly heading: string;
  readonly intro: string;
  /** The [interpretation] that a front never tells its back (rules/web.md). */
  readonly fronts: string;
  readonly head: readonly string[];
  readonly shapes: Readonly<Record<(typeof SHAPES)[number] | 'all', string>>;
}

/** One row of the deck table: name, cards, computers worth 1–5, their total value, cards with a server, cards with 1–3 dots, fronts. */
function deckRow(name: string, t: DeckTotals): string[] {
  return [
    name,
    String(t.cards),
    [1, 2, 3, 4, 5].map((v) => t.byValue[v] ?? 0).join(' / '),
    String(t.value),
    String(t.servers),
    [1, 2, 3].map((d) => t.byDots[d] ?? 0).join(' / '),
    String(t.fronts),
  ];
}

/** The deck section, its numbers from the engine's data. */
export function deckSection(w: DeckWords): RuleSection {
  return {
    heading: w.heading,
    style: 'text',
    items: [
      { text: w.intro, interpretation: true },
      { text: w.fronts, interpretation: true },
    ],
    table: {
      head: w.head,
      rows: [...SHAPES.map((s) => deckRow(w.shapes[s], DECK_TOTALS[s])), deckRow(w.shapes.all, DECK_TOTALS.all)],
    },
  };
}

const SHOP = CABLES_PER_COLOUR - CABLES_IN_FRONT;

/** English. */
export const webRulesEn: RulesText = {
  title: 'Web',
  source:
    'After the Italian rulebook of Web (Splotter Spellen, 1997). The rulebook does not list the cards: their shapes and the deck are this project’s design.',
  interpretationLabel: 'Interpretation',
  sections: [
    {
      heading: 'The aim',
      style: 'text',
      items: [
        {
          text: 'Players lay cards to build one network and run cables from servers to computers. Each computer your cables join scores its value; each card still in your hand at the end costs 1 point.',
        },
      ],
    },
    {
      heading: 'The table and the cards',
      style: 'list',
      items: [
        { text: 'The table is an unbounded grid of squares; every card covers whole squares.' },
        {
          text: 'The front of a card shows its squares: open squares, computers worth 1–5, and servers (the rulebook also calls them modems or telephones). The back shows 1–3 green dots: the actions the card gives when played.',
        },
        {
          text: 'Three shapes: straight (1×3), curve (an L of 3 squares; both mirror images are in the deck, since a card is never flipped) and square (2×2). Cards turn in 90° steps, never flipped.',
          interpretation: true,
        },
        {
          text: 'The central server card — a straight card whose middle square is a server, with the publisher’s logo — starts on the table.',
        },
      ],
    },
    deckSection({
      heading: 'The deck',
      intro:
        'The deck is a fixed list of 72 cards in the game’s data, the same at every new table: 22 straight, 28 curve (the rulebook: “the two curve piles are slightly higher”), 22 square. Computers are worth 1–5, mostly 1s and 2s; about one card in six holds a server; a card with richer computers tends to have fewer dots. Its totals are in the table below. A table begun before November 2026 goes on dealing the first deck, whose fronts could tell their backs, so that it replays exactly as it was played.',
      fronts:
        'A front never tells its back: every front in the deck is on at least two cards with different dots (a front turned round is the same front), and the game names each card by a number drawn afresh for each table. So nothing but counting the cards already seen narrows the dots of a card in another hand or on a pile.',
      head: [
        'Shape',
        'Cards',
        'Computers worth 1 / 2 / 3 / 4 / 5',
        'Total value',
        'With a server',
        'Cards with 1 / 2 / 3 dots',
        'Different fronts',
      ],
      shapes: { straight: 'Straight', curve: 'Curve', square: 'Square', all: 'In all' },
    }),
    {
      heading: 'Set-up',
      style: 'steps',
      items: [
        {
          text: `${MIN_PLAYERS}–${MAX_PLAYERS} players, each with a colour; each colour’s cables also carry a pattern (plain, bands, stripes, dots, ring), so colour is never the only cue.`,
          interpretation: true,
        },
        {
          text: 'The other cards are sorted by shape and each shape shuffled. Every player gets one card of each shape.',
        },
        { text: 'The rest make 6 piles, 2 per shape (each shape split as evenly as possible).' },
        {
          text: `Each player puts ${CABLES_IN_FRONT} cables of his colour in front of him; the rest stay in his shop. ${CABLES_PER_COLOUR} cables per colour in all (${CABLES_IN_FRONT} in front, ${SHOP} in the shop).`,
          interpretation: true,
        },
        {
          text: 'Fronts are public (hands, piles, table); backs are secret: a player knows the dots of the cards in his own hand, nobody knows the dots of a card in a pile.',
        },
        { text: 'The piles lie front up: everyone sees the front of each pile’s top card.', interpretation: true },
        {
          text: 'The player with the fewest computers on his cards starts; a tie is settled by a coin toss. Then turns go clockwise.',
        },
      ],
    },
    {
      heading: 'A turn',
      style: 'steps',
      items: [
        {
          text: 'Play one card from your hand. It lies on whole squares, overlaps no card and no obstacle, and at least one of its squares shares a side with a square of a card already on the table (the central card counts). Gaps between cards are allowed. Playing reveals its dots.',
        },
        {
          text: `Then take up to that many actions, in any order: draw (the top card of any pile into your hand); buy (move ${BUY_SIZE} cables from your shop to your front — always ${BUY_SIZE} at once, only while the shop has ${BUY_SIZE}); lay a cable (one cable from your front onto the table). Unused actions are lost.`,
        },
        { text: 'Cards are never drawn except by the draw action.' },
        {
          text: 'A player none of whose cards fits anywhere on the table passes his turn without playing.',
          interpretation: true,
        },
      ],
    },
    {
      heading: 'Laying a cable',
      style: 'list',
      items: [
        { text: 'A cable lies on the side between two squares that share a side — never diagonally.' },
        {
          text: 'Both squares must be playable: a square of a card, or a hole — an empty table square that no card of any shape in any rotation could ever cover. Never an ordinary empty square, never an obstacle. Holes are marked on the table.',
        },
        { text: 'At most one cable per side: cables never run parallel along the same side.' },
        {
          text: 'It must connect to the network: one of its squares is a server, or holds a connected cable of the same colour. Every cable reaches a server directly or through cables of its own colour only.',
        },
        {
          text: 'A computer takes exactly one cable, from one side, and the cable ends there: a computer never passes a connection on.',
        },
        {
          text: 'A server takes up to four cables, one per side, of any colours. Open squares and holes may carry cables on all four sides: cables turn, branch and cross other colours there.',
        },
        { text: 'Connecting a computer earns its value for the owner of the cable.' },
      ],
    },
    {
      heading: 'The end and the score',
      style: 'list',
      items: [
        {
          text: 'The game ends at once when a pile runs out (the draw that takes its last card ends it), or when only one player still has cards in hand. A player who starts his turn with no cards is out of the game.',
        },
        {
          text: 'It also ends when a whole round of players has passed, no card of any hand fitting anywhere.',
          interpretation: true,
        },
        {
          text: 'Whether only one player still has cards is judged when a turn ends: a player who plays his last card may still use its dots, drawing included, before his turn ends.',
          interpretation: true,
        },
        {
          text: 'Score: the values of the computers your cables join, minus 1 per card still in your hand. The highest score wins; equal scores share the win.',
        },
      ],
    },
    {
      heading: 'Variant: obstacles',
      style: 'list',
      items: [
        {
          text: 'Before the start, coins lie on chosen table squares. No card may cover a coin and no cable may end on one.',
        },
        {
          text: 'The table’s creator places them in the lobby by clicking squares near the central card, or asks for a number of coins the server lays at random near the centre.',
          interpretation: true,
        },
      ],
    },
    {
      heading: 'Playing here',
      style: 'list',
      items: [
        {
          text: 'Pick a card of your hand (or press S), turn it with the Turn button, R or the mouse wheel, and drop it on a green spot; a red ghost says why a spot is refused. Arrows and Enter aim and drop from the keyboard.',
        },
        {
          text: 'Then Draw (click a pile or press D and 1–6), Buy (B), Lay cable (C: the sides that take one light up; click one, or two squares) and End turn (E). Esc puts back what is in hand. A button that is off says why.',
        },
      ],
    },
  ],
};

/** Italian. */
export const webRulesIt: RulesText = {
  title: 'Web',
  source:
    'Dal regolamento italiano di Web (Splotter Spellen, 1997). Il regolamento non elenca le carte: le loro forme e il mazzo sono un progetto di questo gioco.',
  interpretationLabel: 'Interpretazione',
  sections: [
    {
      heading: 'Lo scopo',
      style: 'text',
      items: [
        {
          text: 'I giocatori posano carte per costruire una sola rete e portano cavi dai server ai computer. Ogni computer collegato dai tuoi cavi vale il suo numero; ogni carta che ti resta in mano alla fine costa 1 punto.',
        },
      ],
    },
    {
      heading: 'Il tavolo e le carte',
      style: 'list',
      items: [
        { text: 'Il tavolo è una griglia di quadri senza confini; ogni carta copre quadri interi.' },
        {
          text: 'Il fronte di una carta mostra i suoi quadri: quadri liberi, computer da 1 a 5 e server (il regolamento li chiama anche modem o telefoni). Il retro mostra da 1 a 3 pallini verdi: le azioni che la carta dà quando la si gioca.',
        },
        {
          text: 'Tre forme: dritta (1×3), curva (una L di 3 quadri; nel mazzo ci sono entrambe le versioni speculari, perché una carta non si capovolge mai) e quadrata (2×2). Le carte si ruotano a passi di 90°, mai capovolte.',
          interpretation: true,
        },
        {
          text: 'La carta server centrale — una carta dritta con un server nel quadro di mezzo e il logo dell’editore — è sul tavolo fin dall’inizio.',
        },
      ],
    },
    deckSection({
      heading: 'Il mazzo',
      intro:
        'Il mazzo è un elenco fisso di 72 carte nei dati del gioco, uguale a ogni nuovo tavolo: 22 dritte, 28 curve (il regolamento: «i due mazzi delle curve sono leggermente più alti»), 22 quadrate. I computer valgono da 1 a 5, per lo più 1 e 2; circa una carta su sei ha un server; una carta con computer più ricchi tende ad avere meno pallini. I totali sono nella tabella qui sotto. Un tavolo iniziato prima di novembre 2026 continua a distribuire il primo mazzo, i cui fronti potevano tradire il retro, così da rigiocarsi esattamente com’era.',
      fronts:
        'Un fronte non tradisce mai il retro: ogni fronte del mazzo è su almeno due carte con pallini diversi (un fronte ruotato è lo stesso fronte), e il gioco chiama ogni carta con un numero estratto di nuovo a ogni tavolo. Così solo contare le carte già viste restringe i pallini di una carta nella mano di un altro o su un mazzo.',
      head: [
        'Forma',
        'Carte',
        'Computer da 1 / 2 / 3 / 4 / 5',
        'Valore totale',
        'Con un server',
        'Carte con 1 / 2 / 3 pallini',
        'Fronti diversi',
      ],
      shapes: { straight: 'Dritta', curve: 'Curva', square: 'Quadrata', all: 'In tutto' },
    }),
    {
      heading: 'Preparazione',
      style: 'steps',
      items: [
        {
          text: `Da ${MIN_PLAYERS} a ${MAX_PLAYERS} giocatori, ognuno con un colore; i cavi di ogni colore hanno anche un disegno (tinta unita, fasce, strisce, pois, anello), così il colore non è mai l’unico segno.`,
          interpretation: true,
        },
        {
          text: 'Le altre carte si dividono per forma e ogni forma si mescola. Ogni giocatore riceve una carta di ciascuna forma.',
        },
        { text: 'Con il resto si fanno 6 mazzi, 2 per forma (ogni forma divisa nel modo più pari possibile).' },
        {
          text: `Ogni giocatore mette davanti a sé ${CABLES_IN_FRONT} cavi del suo colore; gli altri restano nel suo negozio. ${CABLES_PER_COLOUR} cavi per colore in tutto (${CABLES_IN_FRONT} davanti, ${SHOP} nel negozio).`,
          interpretation: true,
        },
        {
          text: 'I fronti sono pubblici (mani, mazzi, tavolo); i retri sono segreti: un giocatore conosce i pallini delle carte nella propria mano, nessuno conosce i pallini di una carta in un mazzo.',
        },
        {
          text: 'I mazzi sono a faccia in su: tutti vedono il fronte della prima carta di ogni mazzo.',
          interpretation: true,
        },
        {
          text: 'Comincia il giocatore con meno computer sulle sue carte; in caso di parità decide il lancio di una moneta. Poi si gioca in senso orario.',
        },
      ],
    },
    {
      heading: 'Un turno',
      style: 'steps',
      items: [
        {
          text: 'Gioca una carta dalla mano. Sta su quadri interi, non si sovrappone a nessuna carta né ostacolo, e almeno uno dei suoi quadri ha un lato in comune con un quadro di una carta già sul tavolo (la carta centrale conta). Fra le carte possono restare spazi vuoti. Giocandola se ne scoprono i pallini.',
        },
        {
          text: `Poi fai fino a tante azioni, in qualsiasi ordine: pescare (la prima carta di un mazzo qualsiasi va in mano); comprare (sposta ${BUY_SIZE} cavi dal negozio a davanti a te — sempre ${BUY_SIZE} alla volta, solo finché il negozio ne ha ${BUY_SIZE}); posare un cavo (un cavo da davanti a te sul tavolo). Le azioni non usate vanno perse.`,
        },
        { text: 'Le carte si pescano solo con l’azione pescare.' },
        {
          text: 'Un giocatore le cui carte non stanno da nessuna parte sul tavolo passa il turno senza giocare.',
          interpretation: true,
        },
      ],
    },
    {
      heading: 'Posare un cavo',
      style: 'list',
      items: [
        { text: 'Un cavo sta sul lato fra due quadri che hanno un lato in comune — mai in diagonale.' },
        {
          text: 'Entrambi i quadri devono essere giocabili: un quadro di una carta, o un buco — un quadro vuoto del tavolo che nessuna carta di nessuna forma e rotazione potrebbe mai coprire. Mai un quadro vuoto qualsiasi, mai un ostacolo. I buchi sono segnati sul tavolo.',
        },
        { text: 'Al massimo un cavo per lato: i cavi non corrono mai paralleli sullo stesso lato.' },
        {
          text: 'Deve collegarsi alla rete: uno dei suoi quadri è un server, o porta un cavo collegato dello stesso colore. Ogni cavo arriva a un server direttamente o solo attraverso cavi del suo colore.',
        },
        {
          text: 'Un computer prende un solo cavo, da un lato, e il cavo finisce lì: un computer non passa mai oltre il collegamento.',
        },
        {
          text: 'Un server prende fino a quattro cavi, uno per lato, di qualsiasi colore. I quadri liberi e i buchi possono portare cavi su tutti e quattro i lati: lì i cavi girano, si diramano e incrociano altri colori.',
        },
        { text: 'Collegare un computer fa guadagnare il suo valore al proprietario del cavo.' },
      ],
    },
    {
      heading: 'La fine e il punteggio',
      style: 'list',
      items: [
        {
          text: 'La partita finisce subito quando un mazzo si esaurisce (la pescata che prende la sua ultima carta la chiude), o quando un solo giocatore ha ancora carte in mano. Un giocatore che inizia il turno senza carte è fuori dalla partita.',
        },
        {
          text: 'Finisce anche quando un giro intero di giocatori ha passato, senza che una carta di nessuna mano stesse da qualche parte.',
          interpretation: true,
        },
        {
          text: 'Se un solo giocatore ha ancora carte si guarda alla fine di ogni turno: chi gioca la sua ultima carta può ancora usarne i punti verdi, pescate comprese, prima che il turno finisca.',
          interpretation: true,
        },
        {
          text: 'Punteggio: i valori dei computer collegati dai tuoi cavi, meno 1 per ogni carta che ti resta in mano. Vince il punteggio più alto; a pari punti si vince insieme.',
        },
      ],
    },
    {
      heading: 'Variante: ostacoli',
      style: 'list',
      items: [
        {
          text: 'Prima di cominciare si posano monete su alcuni quadri del tavolo. Nessuna carta può coprire una moneta e nessun cavo può finirci sopra.',
        },
        {
          text: 'Chi crea il tavolo le posa nella sala d’attesa cliccando i quadri vicino alla carta centrale, oppure chiede un numero di monete che il server posa a caso vicino al centro.',
          interpretation: true,
        },
      ],
    },
    {
      heading: 'Come si gioca qui',
      style: 'list',
      items: [
        {
          text: 'Prendi una carta della mano (o premi S), ruotala con il pulsante Ruota, R o la rotellina del mouse, e posala su un punto verde; una sagoma rossa dice perché un punto è rifiutato. Frecce e Invio mirano e posano da tastiera.',
        },
        {
          text: 'Poi Pesca (clicca un mazzo o premi D e 1–6), Compra (B), Posa un cavo (C: si illuminano i lati che ne accettano uno; clicca un lato, o due quadri) e Fine turno (E). Esc rimette giù ciò che hai in mano. Un pulsante spento dice perché.',
        },
      ],
    },
  ],
};
