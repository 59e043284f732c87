// Labiro rules for the rules panel, in English and Italian (from shared/rules/labiro.md), with the project's
// [interpretation] points marked: the towers' doors, the object counts, push chains, the unlock key, and every
// point the engine settles (maps, turn order, automatic deposits, face-up objects, placing before anything else,
// the dagger against a dagger, a pawn walled in, the round limit, the towers lifted at the end).
import type { RulesText } from '../../kit/rulesText.js';

/** English. */
export const labiroRulesEn: RulesText = {
  title: 'Labiro',
  source:
    'After the Italian rules of Labiro (LabiroMakers; 2–4 players). The rules give neither the towers’ shapes nor exactly how a turning tower pushes its neighbours: those points are this project’s design.',
  interpretationLabel: 'Interpretation',
  sections: [
    {
      heading: 'The aim',
      style: 'text',
      items: [
        {
          text: 'A labyrinth of turning towers on hexagonal bases. The players hunt the rubies hidden in the towers and bring them home to their chest: the first whose chest holds more rubies than anyone else can still reach wins.',
        },
      ],
    },
    {
      heading: 'Pieces',
      style: 'list',
      items: [
        {
          text: '18 hexagonal bases, 18 towers, 18 object tiles, 8 ruby tiles, and for each player a pawn, a flag and a chest (red circle, blue square, yellow triangle, green diamond).',
        },
        {
          text: 'A tower stands on a base and turns on it in 60° steps. It has doors on some of its six sides, an arrow giving its turning direction (clockwise or counter-clockwise), and two pawn spaces.',
        },
        {
          text: 'Door patterns: straight (doors on sides 0 and 3), bend (0 and 2), sharp (0 and 1), fork (0, 2 and 4). 10 simple towers (3 straight, 3 bend, 2 sharp, 2 fork) and 8 ruby towers (3 straight, 3 bend, 1 sharp, 1 fork); arrows half clockwise, half counter-clockwise.',
          interpretation: true,
        },
        {
          text: 'Each ruby tower carries a symbol (sun, moon, star, crown, heart, drop, leaf, bell) and hides a ruby tile: 5 single rubies, 1 double ruby and 2 empty tiles — 7 rubies in all.',
        },
        {
          text: 'Objects, one hidden in every tower at the start: 8 tower keys (one per ruby tower, showing its symbol), 2 unlock keys, 2 torches, 2 ropes, 2 daggers and 2 empty tiles.',
          interpretation: true,
        },
      ],
    },
    {
      heading: 'The map and its geometry',
      style: 'list',
      items: [
        { text: 'The 18 bases lie on a hexagonal grid and form one connected piece.' },
        {
          text: 'The table creator picks a map: a preset (Flower, River, Wheel, Islands, Ring), a random map the server draws from the table’s seed, or one drawn in the lobby’s map editor.',
          interpretation: true,
        },
        {
          text: 'A tower’s sides are numbered 0–5 clockwise; turning a tower one step clockwise moves each door from side s to side s+1. The neighbour across side s sees that edge as its side s+3.',
        },
        {
          text: 'Two neighbouring towers communicate when both have a door on their shared edge: a pawn walks between them.',
        },
        {
          text: 'Two neighbouring towers are aligned when each has a door on the line through both centres (on the shared edge or on the side opposite it): the rope and the torch work between them.',
        },
        {
          text: 'In the panels and the log, simple towers are called by number (1–18, their base) and door pattern, ruby towers by their symbol.',
          interpretation: true,
        },
      ],
    },
    {
      heading: 'Set-up (the server is the master)',
      style: 'steps',
      items: [
        {
          text: 'The object tiles and the ruby tiles are shuffled face down, separately, and hidden in the towers (one object per tower, one ruby tile per ruby tower): nobody, the server’s players included, knows where anything is.',
        },
        {
          text: 'The towers go on the bases, simple and ruby alternating where possible, each at a random turn. The server lays them ring by ring from the map’s centre, alternating the two kinds while both remain.',
          interpretation: true,
        },
        { text: 'Turn order: seat order, or drawn by the server (a table option).', interpretation: true },
        {
          text: 'In turn order, each player chooses a simple tower not yet taken as his start: his flag, chest and pawn go there. The object in his start tower is at his disposal at once: he may take it with his choice (“take its object at once”).',
        },
      ],
    },
    {
      heading: 'A turn',
      style: 'list',
      items: [
        { text: 'In any order and as often as he likes, the player may:' },
        {
          text: 'move his pawn to a neighbouring tower that communicates with his (no limit on moves; back and forth is fine). One click walks the whole way through communicating towers.',
          interpretation: true,
        },
        {
          text: 'turn a tower — his own or a neighbour of it — one step in its arrow’s direction. At most 3 turns per turn (a rope climb costs one of them).',
        },
        { text: 'use objects he holds (each once per turn), and handle the objects and rubies of the tower he is in.' },
        {
          text: 'He must end his turn in a tower with a free pawn space (two per tower). A third pawn may pass through a full tower, take its object or ruby, deposit rubies there if it is his start tower, but not stop there.',
        },
        {
          text: 'A pawn walled into a full tower, with no tower with a free space reachable any more with the turns, rope and unlock key it has left, may end its turn where it stands: otherwise the game could not go on.',
          interpretation: true,
        },
      ],
    },
    {
      heading: 'Push chains',
      style: 'list',
      items: [
        {
          text: 'Meshed doors (the table default): towers whose doors meet are meshed like gears. Turning tower T one step in direction d (+1 clockwise, −1 counter-clockwise) drags every neighbour N that communicates with T (both doors on their shared edge, before this step) one step the other way (−d); N drags its own meshed neighbours the same way. A door that swings onto a neighbour’s door pushes nothing: the two towers now communicate.',
          interpretation: true,
        },
        {
          text: 'Why not the first wording: the spec first said that a door swinging onto a neighbour’s door pushes that neighbour away. Played that way, a turn can never open a way between a tower that turned and one that did not, and measured on random set-ups about one start tower in six is a trap a pawn never leaves by its own turns. The table creator may still choose “colliding doors” to play that rule.',
          interpretation: true,
        },
        {
          text: 'Every tower turns at most once in one chain; the chain is worked breadth-first, each tower’s doors in side order 0–5. A pushed tower turns against its arrow if need be.',
          interpretation: true,
        },
        {
          text: 'Pawns, objects and rubies turn with their tower. Only the first turn of a chain costs a turn; pushed turns are free. Pointing at a tower with the Turn tool shows its chain before it is confirmed.',
          interpretation: true,
        },
      ],
    },
    {
      heading: 'Objects and rubies in a tower',
      style: 'list',
      items: [
        {
          text: 'A player holds at most 3 things in all, objects and ruby tiles together. Taken objects lie face up beside his chest, and so do the rubies he carries: everyone sees them.',
        },
        {
          text: 'In a tower that holds an object: with 0–2 things in hand he may take it or leave it; with 3 he may look at it privately and swap it for one of his objects (never for a ruby).',
        },
        { text: 'He may leave one of his objects in a tower that holds none. A tower never holds two objects.' },
        {
          text: 'An object a player puts in a tower (left, swapped or put away after use) lies there face up: everyone sees it.',
          interpretation: true,
        },
        {
          text: 'A revealed empty tile leaves the game at once. Looked at privately, it may be put back without telling.',
        },
        {
          text: 'A ruby tile is taken only with the key of that ruby tower in hand: the key leaves the game and the ruby tile goes to his hand (an empty ruby tile is shown and leaves the game). Without the key he may still enter the ruby tower and handle its object.',
        },
        { text: 'In his own start tower he puts every ruby he carries into his chest: there they are safe.' },
        {
          text: 'Depositing is automatic: whenever a player stands in his start tower carrying rubies (after his own action, or robbed or robbing there), they go into his chest at once.',
          interpretation: true,
        },
      ],
    },
    {
      heading: 'Using objects',
      style: 'list',
      items: [
        {
          text: 'Each object is used at most once in a turn; then its owner puts it in an empty tower (no object) that is neither his tower nor next to it. If no such tower exists, it leaves the game.',
        },
        {
          text: 'A used object is put away before anything else happens: until it is placed, its owner can do nothing else, and nobody else acts.',
          interpretation: true,
        },
        {
          text: 'Tower key: takes the ruby tile of its tower (above); it then leaves the game instead of being put away.',
        },
        { text: 'Unlock key: turns the tower he stands in one step against its arrow.' },
        { text: 'The unlock key’s turn does not count among the 3 turns; push chains apply.', interpretation: true },
        { text: 'Torch: look privately at the object in a neighbouring tower aligned with his.' },
        {
          text: 'Rope: move to a neighbouring tower aligned with his even if the doors do not meet. Each use costs one of the 3 turns.',
        },
        {
          text: 'Dagger: in the same tower as an opponent, rob him of all he carries, rubies included, keeping at most 3 things in all (the rest stays with the victim). If the victim holds a dagger too, the robber takes only one thing, and both daggers are put away. Entering a tower where an armed opponent stands is harmless: only the player whose turn it is can attack.',
        },
        {
          text: 'The robber takes as many things as fit in his hand and chooses which (the default: rubies first, then objects). An armed victim’s dagger cannot be taken; after the robber has put his own dagger away, the victim puts his away himself, by the same rule.',
          interpretation: true,
        },
      ],
    },
    {
      heading: 'The end',
      style: 'list',
      items: [
        {
          text: 'A player wins at once when the rubies in his chest are more than any other player could still reach: chest(P) > chest(Q) + R for every other player Q, where R counts every ruby not yet in a chest (in towers or carried). With 2 players that is 4 rubies. The seats panel shows what each player needs.',
        },
        { text: 'If no ruby is left outside the chests, the most rubies wins and equal counts share the win.' },
        {
          text: 'A table may set a round limit: after that many rounds the most rubies in a chest wins, equal counts sharing. Without one (the default) the game is the rulebook’s.',
          interpretation: true,
        },
      ],
    },
    {
      heading: 'Who sees what',
      style: 'list',
      items: [
        {
          text: 'Everyone sees the map, the towers’ turns and doors, the pawns, each player’s face-up objects, carried rubies and chest.',
        },
        {
          text: 'Nobody sees the object or ruby tile inside a tower until it is taken; a private look (full hand, torch) shows that object to the looker alone.',
        },
        {
          text: 'At the end the towers are lifted: everything still hidden is shown to everyone. Only the table’s delayed feed (for streamers) shows everything all along, after its delay.',
          interpretation: true,
        },
      ],
    },
    {
      heading: 'Moves the game refuses',
      style: 'list',
      items: [
        {
          text: 'Acting out of turn; moving to a tower that does not communicate (without a rope) or is not a neighbour; a fourth turn; turning a tower that is neither his nor a neighbour.',
        },
        {
          text: 'Taking with a full hand; swapping a ruby; taking a ruby tile without its key; leaving an object in a tower that has one; ending the turn in a full tower.',
        },
        {
          text: 'Using an object he does not hold, or twice; putting a used object next to his tower; a start tower that is a ruby tower or taken; a spectator acting.',
        },
      ],
    },
  ],
};

/** Italiano. */
export const labiroRulesIt: RulesText = {
  title: 'Labiro',
  source:
    'Dal regolamento italiano di Labiro (LabiroMakers; da 2 a 4 giocatori). Il regolamento non dà né la forma delle torri né il modo esatto in cui una torre che ruota spinge le vicine: quei punti sono scelte di questo progetto.',
  interpretationLabel: 'Interpretazione',
  sections: [
    {
      heading: 'Lo scopo',
      style: 'text',
      items: [
        {
          text: 'Un labirinto di torri girevoli su basi esagonali. I giocatori cercano i rubini nascosti nelle torri e li portano a casa nel loro scrigno: vince il primo che ha nello scrigno più rubini di quanti chiunque altro possa ancora raggiungerne.',
        },
      ],
    },
    {
      heading: 'Materiale',
      style: 'list',
      items: [
        {
          text: '18 basi esagonali, 18 torri, 18 tessere oggetto, 8 tessere rubino e, per ogni giocatore, una pedina, una bandiera e uno scrigno (cerchio rosso, quadrato blu, triangolo giallo, rombo verde).',
        },
        {
          text: 'Una torre sta su una base e ruota su di essa a passi di 60°. Ha porte su alcuni dei suoi sei lati, una freccia che indica il verso in cui ruota (orario o antiorario) e due posti per le pedine.',
        },
        {
          text: 'Disposizioni delle porte: dritta (porte sui lati 0 e 3), curva (0 e 2), a gomito (0 e 1), a tre vie (0, 2 e 4). 10 torri semplici (3 dritte, 3 curve, 2 a gomito, 2 a tre vie) e 8 torri rubino (3 dritte, 3 curve, 1 a gomito, 1 a tre vie); frecce metà in senso orario, metà antiorario.',
          interpretation: true,
        },
        {
          text: 'Ogni torre rubino porta un simbolo (sole, luna, stella, corona, cuore, goccia, foglia, campana) e nasconde una tessera rubino: 5 rubini singoli, 1 rubino doppio e 2 tessere vuote — 7 rubini in tutto.',
        },
        {
          text: 'Oggetti, uno nascosto in ogni torre all’inizio: 8 chiavi di torre (una per torre rubino, con il suo simbolo), 2 chiavi di sblocco, 2 torce, 2 corde, 2 pugnali e 2 tessere vuote.',
          interpretation: true,
        },
      ],
    },
    {
      heading: 'La mappa e la sua geometria',
      style: 'list',
      items: [
        { text: 'Le 18 basi stanno su una griglia esagonale e formano un unico pezzo.' },
        {
          text: 'Chi crea il tavolo sceglie la mappa: una già pronta (Fiore, Fiume, Ruota, Isole, Anello), una mappa casuale che il server estrae dal seme del tavolo, o una disegnata nell’editor della sala d’attesa.',
          interpretation: true,
        },
        {
          text: 'I lati di una torre sono numerati da 0 a 5 in senso orario; ruotare una torre di un passo in senso orario sposta ogni porta dal lato s al lato s+1. La vicina oltre il lato s vede quel bordo come il suo lato s+3.',
        },
        {
          text: 'Due torri vicine comunicano quando entrambe hanno una porta sul bordo in comune: una pedina passa dall’una all’altra.',
        },
        {
          text: 'Due torri vicine sono allineate quando ciascuna ha una porta sulla linea che passa per i due centri (sul bordo in comune o sul lato opposto): fra di esse funzionano la corda e la torcia.',
        },
        {
          text: 'Nei pannelli e nel registro le torri semplici si chiamano per numero (1–18, la loro base) e disposizione delle porte, le torri rubino per il loro simbolo.',
          interpretation: true,
        },
      ],
    },
    {
      heading: 'Preparazione (il server fa da master)',
      style: 'steps',
      items: [
        {
          text: 'Le tessere oggetto e le tessere rubino si mescolano coperte, separatamente, e si nascondono nelle torri (un oggetto per torre, una tessera rubino per torre rubino): nessuno, nemmeno il server per i suoi giocatori, sa dove sta che cosa.',
        },
        {
          text: 'Le torri vanno sulle basi, semplici e rubino alternate dove possibile, ciascuna ruotata a caso. Il server le dispone anello dopo anello dal centro della mappa, alternando i due tipi finché restano entrambi.',
          interpretation: true,
        },
        {
          text: 'Ordine di gioco: l’ordine dei posti, o estratto dal server (un’opzione del tavolo).',
          interpretation: true,
        },
        {
          text: 'Nell’ordine di gioco ogni giocatore sceglie come partenza una torre semplice non ancora presa: lì vanno la sua bandiera, lo scrigno e la pedina. L’oggetto nella sua torre di partenza è subito a sua disposizione: può prenderlo insieme alla scelta (“prendi subito il suo oggetto”).',
        },
      ],
    },
    {
      heading: 'Il turno',
      style: 'list',
      items: [
        { text: 'In qualsiasi ordine e tutte le volte che vuole, il giocatore può:' },
        {
          text: 'spostare la pedina in una torre vicina che comunica con la sua (senza limite di passi; avanti e indietro va bene). Un clic percorre tutta la strada attraverso torri che comunicano.',
          interpretation: true,
        },
        {
          text: 'ruotare una torre — la sua o una vicina — di un passo nel verso della sua freccia. Al massimo 3 rotazioni per turno (una salita con la corda ne costa una).',
        },
        {
          text: 'usare gli oggetti che ha (ciascuno una volta per turno) e gestire gli oggetti e i rubini della torre in cui si trova.',
        },
        {
          text: 'Deve finire il turno in una torre con un posto libero per la pedina (due per torre). Una terza pedina può attraversare una torre piena, prenderne l’oggetto o il rubino, depositarvi rubini se è la sua torre di partenza, ma non fermarvisi.',
        },
        {
          text: 'Una pedina murata in una torre piena, che con le rotazioni, la corda e la chiave di sblocco che le restano non può più raggiungere una torre con un posto libero, può finire il turno dove si trova: altrimenti la partita non potrebbe proseguire.',
          interpretation: true,
        },
      ],
    },
    {
      heading: 'Catene di spinte',
      style: 'list',
      items: [
        {
          text: 'Porte ingranate (la regola predefinita del tavolo): le torri con le porte affacciate sono ingranate come ruote dentate. Ruotando la torre T di un passo nel verso d (+1 orario, −1 antiorario), ogni vicina N che comunica con T (entrambe le porte sul bordo comune, prima del passo) ruota di un passo nel verso opposto (−d), e trascina allo stesso modo le sue vicine ingranate. Una porta che arriva sulla porta di una vicina non spinge nulla: ora le due torri comunicano.',
          interpretation: true,
        },
        {
          text: 'Perché non la prima formulazione: le specifiche dicevano che una porta che arriva sulla porta di una vicina la spinge via. Giocando così una rotazione non apre mai un passaggio fra una torre che ha ruotato e una ferma, e misurando su disposizioni casuali circa una torre di partenza su sei è una trappola da cui la pedina non esce mai con le sue rotazioni. Chi crea il tavolo può comunque scegliere «porte che urtano» per giocare quella regola.',
          interpretation: true,
        },
        {
          text: 'In una catena ogni torre ruota al massimo una volta; la catena procede in ampiezza, le porte di ogni torre nell’ordine dei lati da 0 a 5. Una torre spinta ruota contro la sua freccia, se serve.',
          interpretation: true,
        },
        {
          text: 'Pedine, oggetti e rubini ruotano con la loro torre. Solo la prima rotazione di una catena costa una rotazione; quelle spinte sono gratis. Puntando una torre con lo strumento Ruota si vede la sua catena prima di confermarla.',
          interpretation: true,
        },
      ],
    },
    {
      heading: 'Oggetti e rubini in una torre',
      style: 'list',
      items: [
        {
          text: 'Un giocatore tiene al massimo 3 cose in tutto, oggetti e tessere rubino insieme. Gli oggetti presi stanno scoperti accanto al suo scrigno, e così i rubini che porta: tutti li vedono.',
        },
        {
          text: 'In una torre che contiene un oggetto: con 0–2 cose in mano può prenderlo o lasciarlo; con 3 può guardarlo di nascosto e scambiarlo con uno dei suoi oggetti (mai con un rubino).',
        },
        {
          text: 'Può lasciare uno dei suoi oggetti in una torre che non ne contiene. Una torre non contiene mai due oggetti.',
        },
        {
          text: 'Un oggetto che un giocatore mette in una torre (lasciato, scambiato o rimesso a posto dopo l’uso) vi sta scoperto: tutti lo vedono.',
          interpretation: true,
        },
        {
          text: 'Una tessera vuota scoperta esce subito dal gioco. Guardata di nascosto, si può rimettere al suo posto senza dire niente.',
        },
        {
          text: 'Una tessera rubino si prende solo con in mano la chiave di quella torre rubino: la chiave esce dal gioco e la tessera rubino va in mano al giocatore (una tessera rubino vuota si mostra ed esce dal gioco). Senza la chiave si può comunque entrare nella torre rubino e gestirne l’oggetto.',
        },
        {
          text: 'Nella propria torre di partenza il giocatore mette nello scrigno tutti i rubini che porta: lì sono al sicuro.',
        },
        {
          text: 'Il deposito è automatico: quando un giocatore si trova nella sua torre di partenza con dei rubini (dopo una sua azione, o derubato o derubando lì), questi vanno subito nel suo scrigno.',
          interpretation: true,
        },
      ],
    },
    {
      heading: 'Usare gli oggetti',
      style: 'list',
      items: [
        {
          text: 'Ogni oggetto si usa al massimo una volta per turno; poi il suo proprietario lo mette in una torre vuota (senza oggetto) che non sia la sua né accanto alla sua. Se una torre così non c’è, l’oggetto esce dal gioco.',
        },
        {
          text: 'Un oggetto usato si rimette a posto prima di qualsiasi altra cosa: finché non è sistemato, il suo proprietario non può fare altro e nessun altro agisce.',
          interpretation: true,
        },
        {
          text: 'Chiave di torre: prende la tessera rubino della sua torre (sopra); poi esce dal gioco invece di essere rimessa a posto.',
        },
        { text: 'Chiave di sblocco: ruota la torre in cui si trova di un passo contro la sua freccia.' },
        {
          text: 'La rotazione della chiave di sblocco non conta fra le 3 rotazioni; le catene di spinte valgono.',
          interpretation: true,
        },
        { text: 'Torcia: guarda di nascosto l’oggetto in una torre vicina allineata con la sua.' },
        {
          text: 'Corda: passa in una torre vicina allineata con la sua anche se le porte non combaciano. Ogni uso costa una delle 3 rotazioni.',
        },
        {
          text: 'Pugnale: nella stessa torre di un avversario, lo deruba di tutto ciò che porta, rubini compresi, tenendo al massimo 3 cose in tutto (il resto rimane alla vittima). Se anche la vittima ha un pugnale, chi deruba prende una sola cosa, e tutti e due i pugnali vanno rimessi a posto. Entrare in una torre dove sta un avversario armato non è pericoloso: può attaccare solo chi è di turno.',
        },
        {
          text: 'Chi deruba prende tante cose quante ne stanno in mano e sceglie quali (di base: prima i rubini, poi gli oggetti). Il pugnale di una vittima armata non si può prendere; dopo che chi deruba ha rimesso a posto il suo pugnale, la vittima rimette a posto il proprio, con la stessa regola.',
          interpretation: true,
        },
      ],
    },
    {
      heading: 'La fine',
      style: 'list',
      items: [
        {
          text: 'Un giocatore vince subito quando i rubini nel suo scrigno sono più di quanti qualsiasi altro giocatore possa ancora raggiungerne: scrigno(P) > scrigno(Q) + R per ogni altro giocatore Q, dove R conta tutti i rubini non ancora in uno scrigno (nelle torri o portati). In 2 giocatori servono 4 rubini. Il pannello dei posti mostra quanti ne servono a ciascuno.',
        },
        {
          text: 'Se fuori dagli scrigni non resta nessun rubino, vince chi ne ha di più e a pari numero la vittoria è condivisa.',
        },
        {
          text: 'Un tavolo può fissare un limite di giri: dopo quei giri vince chi ha più rubini nello scrigno, a pari numero insieme. Senza limite (la scelta di base) la partita è quella del regolamento.',
          interpretation: true,
        },
      ],
    },
    {
      heading: 'Chi vede che cosa',
      style: 'list',
      items: [
        {
          text: 'Tutti vedono la mappa, le rotazioni e le porte delle torri, le pedine, gli oggetti scoperti di ogni giocatore, i rubini che porta e il suo scrigno.',
        },
        {
          text: 'Nessuno vede l’oggetto o la tessera rubino dentro una torre finché non viene preso; uno sguardo di nascosto (a mani piene, con la torcia) mostra quell’oggetto solo a chi guarda.',
        },
        {
          text: 'Alla fine le torri si sollevano: tutto ciò che era ancora nascosto si mostra a tutti. Solo la trasmissione ritardata del tavolo (per chi fa streaming) mostra tutto fin dall’inizio, dopo il suo ritardo.',
          interpretation: true,
        },
      ],
    },
    {
      heading: 'Mosse che il gioco rifiuta',
      style: 'list',
      items: [
        {
          text: 'Agire fuori turno; spostarsi in una torre che non comunica (senza corda) o non è vicina; una quarta rotazione; ruotare una torre che non è la sua né una vicina.',
        },
        {
          text: 'Prendere a mani piene; scambiare un rubino; prendere una tessera rubino senza la sua chiave; lasciare un oggetto in una torre che ne ha già uno; finire il turno in una torre piena.',
        },
        {
          text: 'Usare un oggetto che non ha, o due volte; rimettere un oggetto usato accanto alla propria torre; una torre di partenza che è una torre rubino o già presa; uno spettatore che agisce.',
        },
      ],
    },
  ],
};
