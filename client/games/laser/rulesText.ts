// Laser rules for the rules panel, in English and Italian (from shared/rules/laser.md), with the project's
// [interpretation] points marked: the expert and Einstein components, and every rule the rulebook leaves open.
import type { RulesText } from '../../kit/rulesText.js';

/** English. */
export const laserRulesEn: RulesText = {
  title: 'Laser',
  source:
    'After the Italian rulebook of Laser (Franco Marchiori; 2–6 players, age 10+, 30 minutes), translated and made exact.',
  interpretationLabel: 'Interpretation',
  sections: [
    {
      heading: 'Story',
      style: 'text',
      items: [
        {
          text: 'Year 3020. The players are industrial spies: each designs a hidden laser circuit and tries to work out how the rival’s circuit works by firing laser pointers into it.',
        },
      ],
    },
    {
      heading: 'The board',
      style: 'list',
      items: [
        {
          text: 'A grid of 8 columns × 7 rows, with 30 numbered pointers around it, clockwise from the top-left corner: 1–8 along the top (firing down), 9–15 down the right side (firing left), 16–23 along the bottom from right to left (firing up), 24–30 up the left side (firing right).',
        },
        {
          text: 'A beam that leaves the grid reaches the pointer at that place: on an empty grid pointer 1 reaches 23, 9 reaches 30, 12 reaches 27.',
        },
        { text: 'At most one component per cell; each kind at most once per circuit.' },
      ],
    },
    {
      heading: 'Beginner components (all five are used)',
      style: 'list',
      items: [
        { text: 'Absorber ●: the beam stops there.' },
        { text: 'Reflector □: the beam turns back 180°.' },
        {
          text: 'Jump X: the beam vanishes for the next two cells (whatever is in them is not hit), then goes on in the same direction from the third cell; if that is off the grid, it reaches that side’s pointer.',
        },
        {
          text: 'Diagonal mirror \\ or /: a two-sided mirror that turns the beam 90° (\\: east↔south, west↔north; /: east↔north, west↔south).',
        },
        {
          text: 'Triangle △ (4 orientations: the corner holding the right angle): hit on the long side it turns the beam 90° like a diagonal mirror; hit on one of the two short sides it turns the beam back 180°.',
        },
      ],
    },
    {
      heading: 'Expert components (the beginner five plus these four)',
      style: 'list',
      items: [
        {
          text: 'The rulebook shows the expert and Einstein components only by symbol; their behaviour below is this project’s design.',
          interpretation: true,
        },
        {
          text: 'Diode + (arrow N, E, S or W): a beam moving along the arrow passes; against the arrow it turns back 180°; across it, it passes.',
        },
        { text: 'Sensor ◯: the beam passes straight on; the sensor is still reported as hit.' },
        {
          text: 'One-sided mirror / (4 orientations: the diagonal and which face is silvered): the silvered face turns the beam 90°; the back absorbs it.',
        },
        {
          text: 'Splitter M (\\ or /): the beam goes on straight and a second beam leaves as from a diagonal mirror of that orientation.',
        },
      ],
    },
    {
      heading: 'Einstein components (added to the expert set: one of them, or all three)',
      style: 'list',
      items: [
        { text: 'The Einstein components are this project’s design, like the expert ones.', interpretation: true },
        {
          text: 'Portals * (a pair of cells): a beam entering either cell leaves from the other, in the same direction, as if the cells touched.',
        },
        {
          text: 'Deflector < (left or right): every beam turns 90° to its left (or right), whatever direction it came from.',
        },
        {
          text: 'Mystery ?: behaves as one beginner component chosen by the designer (with its orientation); it is reported only as “?”.',
        },
      ],
    },
    {
      heading: 'The answer to a shot',
      style: 'list',
      items: [
        {
          text: 'Hits: the components hit, in the order the light reaches them (with a splitter: breadth-first, nearer first), each reported once per hit; the Mystery is reported as “?”, never as its hidden kind.',
        },
        { text: 'Exits: the pointers the light reaches (normally none or one; with a splitter, several).' },
        { text: 'Absorbed: some beam stopped on an absorber or on a one-sided mirror’s back.' },
        {
          text: 'Loop: some light circles forever (only with expert or Einstein components); tracing stops the first time a beam is again in the same cell moving the same way.',
        },
      ],
    },
    {
      heading: 'Two players',
      style: 'steps',
      items: [
        {
          text: 'Design: each player secretly places every component of the chosen set on his own grid, trying to make them hard to find while avoiding blind zones where some could never be located.',
        },
        {
          text: 'The game checks every design for identifiability and tells the designer which pieces are not identifiable, with another layout that gives the same answers; the table option “strict design” (on by default) refuses such a design.',
          interpretation: true,
        },
        {
          text: 'Investigation: a random player starts; turns alternate. On his turn the investigator fires one pointer into the opponent’s circuit; both see the answer.',
        },
        {
          text: 'A pointer whose answer you already hold (you fired it, or its answer was public) cannot be fired again: each investigator fires each of the 30 pointers at most once, so every game ends; with every answer known, only a declaration is left.',
          interpretation: true,
        },
        {
          text: 'Each investigator keeps a private notebook: the answers so far, and a grid where he draws the components and beams he believes in.',
        },
        {
          text: 'The notebook lives on the server (it survives a reload) and is visible to its owner only (and to the table’s delayed feed).',
          interpretation: true,
        },
        {
          text: 'Instead of firing, an investigator may declare: he submits his notebook’s layout. If every component is on the right cell with the right orientation (and, for the Mystery, the right hidden kind), he wins; otherwise he loses at once.',
        },
        {
          text: 'The fairness rule: if the loser can show that one or more of the winner’s components could not be located and oriented, the loser wins instead.',
        },
        {
          text: 'The game applies the fairness rule by itself at the end: if another layout of the same components gives the same answers for all 30 pointers, the winner’s circuit was not identifiable and the result flips.',
          interpretation: true,
        },
      ],
    },
    {
      heading: 'Three to six players',
      style: 'list',
      items: [
        { text: 'Roles are fixed: one player designs, the others investigate in turn.' },
        {
          text: 'Answers are public, but each investigator may ask 3 times in secret: that answer goes to him alone (and to the designer).',
        },
        {
          text: 'The first correct declaration wins; a wrong one eliminates that investigator; if all are eliminated, the designer wins.',
        },
        {
          text: 'If every investigator is eliminated but the designer’s circuit was not identifiable, the fairness rule makes the investigators the winners instead.',
          interpretation: true,
        },
        {
          text: 'The table may instead let the server design a random identifiable circuit, so that any number of players (one included) can investigate it: solo and cooperative play.',
          interpretation: true,
        },
      ],
    },
    {
      heading: 'The assistant (table option)',
      style: 'list',
      items: [
        {
          text: 'Off, “check notebook” (marks the answers your notebook’s pieces contradict) or “check + count” (also shows how many layouts are still possible given the answers you know).',
          interpretation: true,
        },
      ],
    },
    {
      heading: 'Who sees what',
      style: 'list',
      items: [
        {
          text: 'A designer sees his own circuit and every shot on it. An investigator never sees the circuit he investigates before the end.',
        },
        {
          text: 'Spectators see the public shots and answers; only the table’s delayed feed shows everything, after its delay.',
        },
        { text: 'At the end every circuit is revealed and compared piece by piece with the declarations.' },
      ],
    },
    {
      heading: 'Moves the game refuses',
      style: 'list',
      items: [
        {
          text: 'A component off the grid, two in one cell, a kind twice, a kind not in the chosen set, an orientation that kind lacks, a missing kind when the design is submitted.',
        },
        {
          text: 'Firing a pointer outside 1–30, firing a pointer whose answer you already hold, firing or declaring out of turn, a fourth secret shot, a spectator acting.',
        },
      ],
    },
  ],
};

/** Italiano. */
export const laserRulesIt: RulesText = {
  title: 'Laser',
  source:
    'Dal regolamento italiano di Laser (Franco Marchiori; da 2 a 6 giocatori, dai 10 anni, 30 minuti), reso esatto.',
  interpretationLabel: 'Interpretazione',
  sections: [
    {
      heading: 'La storia',
      style: 'text',
      items: [
        {
          text: 'Anno 3020. I giocatori sono spie industriali: ciascuno progetta un circuito laser nascosto e cerca di capire come funziona quello del rivale sparandoci dentro con dei puntatori laser.',
        },
      ],
    },
    {
      heading: 'La plancia',
      style: 'list',
      items: [
        {
          text: 'Una griglia di 8 colonne × 7 righe con 30 puntatori numerati tutt’intorno, in senso orario dall’angolo in alto a sinistra: 1–8 in alto (sparano in giù), 9–15 sul lato destro (sparano a sinistra), 16–23 in basso da destra a sinistra (sparano in su), 24–30 sul lato sinistro (sparano a destra).',
        },
        {
          text: 'Un raggio che esce dalla griglia arriva al puntatore in quel punto: a griglia vuota il puntatore 1 arriva al 23, il 9 al 30, il 12 al 27.',
        },
        { text: 'Al massimo un componente per casella; ogni tipo al massimo una volta per circuito.' },
      ],
    },
    {
      heading: 'Componenti delle prime partite (si usano tutti e cinque)',
      style: 'list',
      items: [
        { text: 'Assorbito ●: il raggio si ferma lì.' },
        { text: 'Respinto □: il raggio torna indietro di 180°.' },
        {
          text: 'Salto X: il raggio sparisce per le due caselle successive (ciò che contengono non viene colpito), poi prosegue nella stessa direzione dalla terza; se questa è fuori dalla griglia, arriva al puntatore di quel lato.',
        },
        {
          text: 'Diagonale \\ o /: uno specchio a due facce che gira il raggio di 90° (\\: est↔sud, ovest↔nord; /: est↔nord, ovest↔sud).',
        },
        {
          text: 'Triangolo △ (4 orientamenti: l’angolo con l’angolo retto): colpito sul lato lungo gira il raggio di 90° come una diagonale; colpito su uno dei due lati corti lo rimanda indietro di 180°.',
        },
      ],
    },
    {
      heading: 'Componenti per esperti (i cinque delle prime partite più questi quattro)',
      style: 'list',
      items: [
        {
          text: 'Il regolamento mostra i componenti per esperti ed Einstein solo con il simbolo; il comportamento qui sotto è un progetto di questo gioco.',
          interpretation: true,
        },
        {
          text: 'Diodo + (freccia N, E, S o O): un raggio che va nel verso della freccia passa; contro la freccia torna indietro di 180°; di traverso passa.',
        },
        { text: 'Sensore ◯: il raggio passa dritto; il sensore risulta comunque colpito.' },
        {
          text: 'Specchio a una faccia / (4 orientamenti: la diagonale e la faccia argentata): la faccia argentata gira il raggio di 90°; il retro lo assorbe.',
        },
        {
          text: 'Moltiplicatore M (\\ o /): il raggio prosegue dritto e un secondo raggio parte come da una diagonale con quell’orientamento.',
        },
      ],
    },
    {
      heading: 'Componenti Einstein (aggiunti alla serie per esperti: uno solo o tutti e tre)',
      style: 'list',
      items: [
        {
          text: 'I componenti Einstein sono un progetto di questo gioco, come quelli per esperti.',
          interpretation: true,
        },
        {
          text: 'Portali * (una coppia di caselle): un raggio che entra in una delle due esce dall’altra, nella stessa direzione, come se le caselle si toccassero.',
        },
        {
          text: 'Deviatore < (sinistra o destra): ogni raggio gira di 90° alla sua sinistra (o destra), da qualunque direzione arrivi.',
        },
        {
          text: 'Mistero ?: si comporta come un componente delle prime partite scelto da chi progetta (con il suo orientamento); viene dichiarato solo come «?».',
        },
      ],
    },
    {
      heading: 'La risposta a un colpo',
      style: 'list',
      items: [
        {
          text: 'Colpiti: i componenti colpiti, nell’ordine in cui la luce li raggiunge (con il moltiplicatore: in ampiezza, prima i più vicini), uno per ogni colpo; il Mistero è dichiarato come «?», mai come il tipo che nasconde.',
        },
        {
          text: 'Uscite: i puntatori raggiunti dalla luce (di solito nessuno o uno; con il moltiplicatore anche più d’uno).',
        },
        { text: 'Assorbito: un raggio si è fermato su un assorbito o sul retro di uno specchio a una faccia.' },
        {
          text: 'Anello: un po’ di luce gira per sempre (solo con componenti per esperti o Einstein); il tracciamento si ferma la prima volta che un raggio torna nella stessa casella con la stessa direzione.',
        },
      ],
    },
    {
      heading: 'In due',
      style: 'steps',
      items: [
        {
          text: 'Progetto: ciascuno piazza in segreto tutti i componenti della serie scelta sulla propria griglia, cercando di renderli difficili da trovare ma evitando zone cieche dove qualcuno non si potrebbe mai localizzare.',
        },
        {
          text: 'Il gioco controlla ogni progetto e dice a chi progetta quali pezzi non sono identificabili, mostrando un’altra disposizione con le stesse risposte; l’opzione del tavolo «progetto rigoroso» (attiva di norma) rifiuta un progetto così.',
          interpretation: true,
        },
        {
          text: 'Indagine: comincia un giocatore a caso; i turni si alternano. Nel suo turno l’investigatore spara un puntatore nel circuito dell’avversario; entrambi vedono la risposta.',
        },
        {
          text: 'Non si può sparare di nuovo un puntatore di cui conosci già la risposta (l’hai sparato tu, o la risposta era pubblica): ogni investigatore spara ciascuno dei 30 puntatori al più una volta, così ogni partita finisce; con tutte le risposte note resta solo la dichiarazione.',
          interpretation: true,
        },
        {
          text: 'Ogni investigatore tiene un taccuino privato: le risposte finora e una griglia dove disegna i componenti e i raggi in cui crede.',
        },
        {
          text: 'Il taccuino è conservato sul server (sopravvive a un ricaricamento) ed è visibile solo al suo proprietario (e alla trasmissione ritardata del tavolo).',
          interpretation: true,
        },
        {
          text: 'Invece di sparare, un investigatore può dichiarare: consegna la disposizione del suo taccuino. Se ogni componente è nella casella giusta con l’orientamento giusto (e, per il Mistero, il tipo nascosto giusto) vince; altrimenti perde subito.',
        },
        {
          text: 'La regola di lealtà: se chi perde dimostra che uno o più componenti del vincitore non si potevano localizzare e orientare, vince lui.',
        },
        {
          text: 'Il gioco applica da sé la regola di lealtà alla fine: se un’altra disposizione degli stessi componenti dà le stesse risposte per tutti i 30 puntatori, il circuito del vincitore non era identificabile e il risultato si ribalta.',
          interpretation: true,
        },
      ],
    },
    {
      heading: 'Da tre a sei giocatori',
      style: 'list',
      items: [
        { text: 'I ruoli sono fissi: un giocatore progetta, gli altri indagano a turno.' },
        {
          text: 'Le risposte sono pubbliche, ma ogni investigatore può chiedere 3 volte in segreto: quella risposta arriva solo a lui (e a chi progetta).',
        },
        {
          text: 'La prima dichiarazione giusta vince; una sbagliata elimina quell’investigatore; se sono tutti eliminati vince chi ha progettato.',
        },
        {
          text: 'Se tutti gli investigatori sono eliminati ma il circuito non era identificabile, la regola di lealtà fa vincere invece gli investigatori.',
          interpretation: true,
        },
        {
          text: 'Il tavolo può invece far progettare al server un circuito casuale identificabile, così che qualunque numero di giocatori (anche uno solo) possa indagarlo: in solitario o in cooperazione.',
          interpretation: true,
        },
      ],
    },
    {
      heading: 'L’assistente (opzione del tavolo)',
      style: 'list',
      items: [
        {
          text: 'Spento, «controlla il taccuino» (segna le risposte che i pezzi del tuo taccuino contraddicono) o «controlla e conta» (mostra anche quante disposizioni sono ancora possibili con le risposte che conosci).',
          interpretation: true,
        },
      ],
    },
    {
      heading: 'Chi vede cosa',
      style: 'list',
      items: [
        {
          text: 'Chi progetta vede il proprio circuito e ogni colpo sparato dentro. Un investigatore non vede mai il circuito che indaga prima della fine.',
        },
        {
          text: 'Gli spettatori vedono i colpi e le risposte pubbliche; solo la trasmissione ritardata del tavolo mostra tutto, dopo il suo ritardo.',
        },
        { text: 'Alla fine ogni circuito viene svelato e confrontato pezzo per pezzo con le dichiarazioni.' },
      ],
    },
    {
      heading: 'Mosse che il gioco rifiuta',
      style: 'list',
      items: [
        {
          text: 'Un componente fuori dalla griglia, due nella stessa casella, un tipo due volte, un tipo che non è nella serie scelta, un orientamento che quel tipo non ha, un tipo mancante quando si consegna il progetto.',
        },
        {
          text: 'Sparare un puntatore fuori da 1–30, sparare un puntatore di cui conosci già la risposta, sparare o dichiarare fuori turno, un quarto colpo segreto, uno spettatore che agisce.',
        },
      ],
    },
  ],
};
