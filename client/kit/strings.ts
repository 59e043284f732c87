// Every game's words join the shell's i18next the same way: one namespace per game (its id), English and
// Italian with the same keys, added once when the game's chunk loads. The lobby's words are not here: they
// live in the game's lobby.ts (client/games/<id>/lobby.ts) so the lobby can show them without the game.
import { i18n } from '../i18n/index.js';

/**
 * Adds a game's namespace in both languages now and returns a function that adds it again if needed (idempotent;
 * tests call it after resetting i18next). `it` must have the keys of `en` (`typeof en` checks it).
 * Usage in client/games/<id>/strings.ts: `export const addWebStrings = registerStrings(NS, en, it);`
 */
export function registerStrings<T extends object>(ns: string, en: T, it: NoInfer<T>): () => void {
  const add = (): void => {
    if (i18n.hasResourceBundle('en', ns) && i18n.hasResourceBundle('it', ns)) return;
    i18n.addResourceBundle('en', ns, en, true, true);
    i18n.addResourceBundle('it', ns, it, true, true);
  };
  add();
  return add;
}
