// Labiro's lobby words in Italian (under games.labiro in 'common'): their own chunk, loaded with Italian's shell words
// (client/i18n/index.ts), so an English page never downloads them.
import type { labiroLobbyEn } from './lobbyStrings.js';

/** Italian, key for key like the English in lobbyStrings.ts. */
export const labiroLobbyIt: typeof labiroLobbyEn = {
  name: 'Labiro',
  blurb: 'Gira le torri di un labirinto che cambia, apri una via verso i rubini e portali a casa.',
  options: {
    map: 'Mappa',
    maps: {
      flower: 'Fiore',
      river: 'Fiume',
      wheel: 'Ruota',
      islands: 'Isole',
      ring: 'Anello',
      random: 'A caso',
      custom: 'La tua',
    },
    mapHints: {
      preset: 'Una mappa fissa: le stesse 18 basi a ogni tavolo.',
      random: 'Il server estrae una nuova mappa di 18 basi quando il tavolo si apre.',
      custom: 'La mappa che hai disegnato nell’editor.',
    },
    order: 'Ordine di gioco',
    orders: { seats: 'Ordine dei posti', random: 'Estratto' },
    orderHints: {
      seats: 'Comincia il posto 1, poi gli altri in ordine di posto.',
      random: 'Il server estrae l’ordine di gioco.',
    },
    push: 'Le torri che girano spingono',
    pushes: { mesh: 'Porte ingranate', collide: 'Porte che urtano' },
    pushHints: {
      mesh: 'Le torri con le porte affacciate sono ingranate come ruote dentate: girarne una fa girare indietro l\u2019altra. Una porta che arriva su una porta apre un passaggio.',
      collide:
        'La prima formulazione delle regole: una porta che arriva sulla porta di una vicina la spinge via. Le pedine restano spesso murate.',
    },
    roundLimit: 'Limite di giri',
    rounds_zero: 'Nessuno',
    rounds_one: '{{count}} giro',
    rounds_other: '{{count}} giri',
  },
  map: {
    none: 'Disegna la tua…',
    openEditor: 'Apri l’editor di mappe',
    editorTitle: 'Editor di mappe',
    help: 'Clicca una cella vuota per aggiungere una base, clicca una base per toglierla. Le frecce muovono tra le celle; Invio o Spazio aggiunge o toglie.',
    grid: 'Griglia della mappa',
    cellEmpty: 'Cella vuota {{q}}, {{r}}',
    cellBase: 'Base in {{q}}, {{r}}',
    count: '{{have}} su {{total}}',
    countLabel: 'basi',
    ready: 'Pronta: {{total}} basi in un solo pezzo.',
    problems: {
      tooFew_one: '{{have}} basi su {{total}}: aggiungine ancora una.',
      tooFew_other: '{{have}} basi su {{total}}: aggiungine ancora {{count}}.',
      tooMany_one: '{{have}} basi su {{total}}: togline una.',
      tooMany_other: '{{have}} basi su {{total}}: togline {{count}}.',
      disconnected_one: 'Non è un solo pezzo: una base è staccata (tratteggiata).',
      disconnected_other: 'Non è un solo pezzo: {{count}} basi sono staccate (tratteggiate).',
      duplicate: 'Due basi occupano la stessa cella.',
      badCell: 'Una base è troppo lontana dal centro.',
      bad: 'Questa mappa non si può leggere.',
    },
    startFrom: 'Parti da',
    draw: 'Estrai a caso',
    clear: 'Svuota',
    use: 'Usa questa mappa',
    cancel: 'Annulla',
    presetTitle: '{{name}}: una mappa fissa, le stesse 18 basi a ogni tavolo',
    newTitle: 'Disegna nell’editor una mappa tua di 18 basi',
    editTitle: 'Apri l’editor per disegnare una mappa, partendo da quella scelta',
    closeTitle: 'Chiudi l’editor; il modulo tiene la mappa che aveva',
    startTitle: 'Ricomincia da {{name}} (il disegno viene sostituito)',
    drawTitle: 'Ricomincia da una nuova mappa a caso (il disegno viene sostituito)',
    clearTitle: 'Togli ogni base e disegna da zero',
    useTitle: 'Scegli questa mappa per il nuovo tavolo',
  },
};
