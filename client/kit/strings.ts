// Every game's words join the shell's translator the same way: one namespace per game (its id), English and
// Italian with the same keys. English is added when the game's chunk loads; Italian is its own chunk
// (client/games/<id>/strings.it.ts), loaded only when a page wants Italian (client/i18n: addLangWords). The lobby's
// words are not here: they live in the game's lobby.ts (client/games/<id>/lobby.ts) so the lobby can show them
// without the game.
import { addLangWords, i18n } from '../i18n/index.js';

/**
 * Adds a game's English words now and its Italian loader (`it`, e.g. `() => import('./strings.it.js').then((m) =>
 * m.it)`), once; the function returned does nothing more (importing the strings twice never adds twice). `it` must
 * give the keys of `en` (`typeof en` checks it).
 * Usage in client/games/<id>/strings.ts: `export const addWebStrings = registerStrings(NS, en, loadIt);`
 */
export function registerStrings<T extends object>(ns: string, en: T, it: () => Promise<NoInfer<T>>): () => void {
  let added = false;
  const add = (): void => {
    if (added) return;
    added = true;
    i18n.addResourceBundle('en', ns, en, true, true);
    addLangWords('it', () => it().then((words) => i18n.addResourceBundle('it', ns, words, true, true)));
  };
  add();
  return add;
}
