// Every game's words join the shell's translator the same way: one namespace per game (its id), English and
// Italian with the same keys, added once when the game's chunk loads. The lobby's words are not here: they
// live in the game's lobby.ts (client/games/<id>/lobby.ts) so the lobby can show them without the game.
import { i18n } from '../i18n/index.js';

/**
 * Adds a game's namespace in both languages now and returns a function that does nothing more (idempotent:
 * importing the game's strings twice, or calling the adder, never adds twice). `it` must have the keys of `en` (`typeof en` checks it).
 * Usage in client/games/<id>/strings.ts: `export const addWebStrings = registerStrings(NS, en, it);`
 */
export function registerStrings<T extends object>(ns: string, en: T, it: NoInfer<T>): () => void {
  let added = false;
  const add = (): void => {
    if (added) return;
    added = true;
    i18n.addResourceBundle('en', ns, en, true, true);
    i18n.addResourceBundle('it', ns, it, true, true);
  };
  add();
  return add;
}
