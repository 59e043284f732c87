// Web's lobby words in Italian (under games.web in 'common'): their own chunk, loaded with Italian's shell words
// (client/i18n/index.ts), so an English page never downloads them.
import type { WebLobbyWords } from './lobby.js';

/** Italian, key for key like the English in lobby.ts. */
export const webLobbyIt: WebLobbyWords = {
  name: 'Web',
  blurb: 'Posa carte per far crescere una rete e porta i cavi dai server ai computer che valgono di più.',
  options: {
    obstacles: 'Ostacoli',
    kinds: { off: 'Nessuno', random: 'A caso', placed: 'Messi a mano' },
    hints: {
      off: 'Nessuna moneta sul tavolo.',
      random: 'All’apertura del tavolo il server posa tante monete vicino al centro.',
      placed:
        'Clicca i quadri vicino alla carta server centrale per posarvi una moneta (clicca di nuovo per toglierla). Nessuna carta può coprire una moneta e nessun cavo può finirci sopra.',
    },
    count: 'Quante',
    coins_one: '{{count}} moneta',
    coins_other: '{{count}} monete',
    grid: 'Il tavolo intorno alla carta server centrale',
    square: 'Quadro {{x}}, {{y}}',
    central: 'La carta server centrale',
    placed_one: '{{count}} moneta posata (al massimo {{max}}).',
    placed_other: '{{count}} monete posate (al massimo {{max}}).',
    countTitle_one: 'Il server posa {{count}} moneta a caso vicino al centro',
    countTitle_other: 'Il server posa {{count}} monete a caso vicino al centro',
    squareTitle: 'Quadro {{x}}, {{y}}: clicca per posarvi una moneta, o per toglierla',
  },
};
