// The challenger queue's words in Italian (namespace 'queue'): their own chunk, loaded only when a page wants Italian.
import type { en } from './strings.js';

/** Italian. */
export const it: typeof en = {
  errors: {
    'queue/bad-message': 'Questa non è una richiesta per la fila.',
    'queue/not-creator': 'Solo chi ha creato il tavolo gestisce la fila.',
    'queue/closed': 'La fila è chiusa.',
    'queue/already-open': 'La fila è già aperta.',
    'queue/bad-games': 'Uno sfidante gioca da 1 a 10 partite.',
    'queue/no-challenger-seat': 'Questo tavolo non ha un posto per uno sfidante.',
    'queue/no-player-key': 'Per entrare in fila serve una chiave giocatore: ricarica la pagina.',
    'queue/seated': 'Sei già seduto a questo tavolo.',
    'queue/in-line': 'Sei già in fila.',
    'queue/not-in-line': 'Non sei in fila.',
    'queue/full': 'La fila è piena.',
    'queue/no-such-place': 'Non c’è nessuno in quel posto della fila.',
  },
  title: 'Sfidanti',
  openTitle: 'Gioca contro il tuo pubblico',
  openWhy:
    'Apri una fila in cui il tuo pubblico entra dal link del tavolo. Quando una partita finisce, lo sfidante che ha giocato le sue partite cede il posto al primo della fila, a un nuovo tavolo.',
  games: 'Partite per sfidante',
  open: 'Apri la fila',
  close: 'Chiudi la fila',
  closeTitle: 'Chiudi la fila: chi è in fila ne esce',
  empty: 'Ancora nessuno in fila.',
  count_one: '{{count}} in attesa',
  count_other: '{{count}} in attesa',
  join: 'Mettiti in fila',
  joinTitle: 'Chiedi di sfidare chi ha creato il tavolo: ti siedi quando tocca a te',
  leave: 'Esci dalla fila',
  place_one: 'Sei il prossimo.',
  place_other: 'Sei il numero {{count}} della fila.',
  skip: 'Fai passare il prossimo',
  remove: 'Togli dalla fila',
  next: 'Prossima partita: tavolo {{code}}',
  nextGo: 'Vai',
  overlayNext: 'Prossimi: {{names}}',
};
