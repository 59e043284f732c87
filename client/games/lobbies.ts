// The games' lobby registrations, found at build time: every client/games/<id>/lobby.ts exporting `lobby` (a
// GameLobby). Eager on purpose: these modules are small (data, words, lazy loaders) and the lobby needs all of them
// at once; the games' engines and scenes stay in their own chunks (client/games/index.ts loads those on demand).
import type { CustomFieldProps, GameLobby, LobbyStrings } from './catalog.js';
import type { ComponentType } from 'react';
import { addLangWords, i18n, type Lang } from '../i18n/index.js';
import type { RulesText } from '../kit/rulesText.js';

const found = import.meta.glob<{ lobby?: GameLobby }>('./*/lobby.ts', { eager: true });

function collect(): GameLobby[] {
  const out: GameLobby[] = [];
  for (const [path, mod] of Object.entries(found)) {
    const folder = path.split('/')[1];
    const lobby = mod.lobby;
    if (!lobby) continue; // a folder still being written: not offered yet
    if (lobby.entry.id !== folder) {
      console.error(`client/games/${folder}/lobby.ts registers '${lobby.entry.id}': the id must be the folder's name`);
      continue;
    }
    out.push(lobby);
  }
  return out.sort((a, b) => a.order - b.order || a.entry.id.localeCompare(b.entry.id));
}

/** Every registered game, in picker order. */
export const LOBBIES: readonly GameLobby[] = collect();

/** A game's registration by id. */
export function lobbyOf(id: string): GameLobby | undefined {
  return LOBBIES.find((l) => l.entry.id === id);
}

/** The `games` branch of the 'common' namespace in one language, from each game's lobby words in its order. */
function gamesBranch(words: readonly LobbyStrings[]): { games: Record<string, LobbyStrings> } {
  return { games: Object.fromEntries(LOBBIES.map((l, i) => [l.entry.id, words[i]!])) };
}

// The lobby's English words join the shell's 'common' namespace under games.<id> as soon as the registry loads
// (before the first render: the app imports the lobby, and the lobby this module, statically); the Italian ones
// load with Italian's shell words, which the page waits for before it shows Italian.
i18n.addResourceBundle('en', 'common', gamesBranch(LOBBIES.map((l) => l.strings.en)), true, true);
addLangWords('it', () =>
  Promise.all(LOBBIES.map((l) => l.strings.it())).then((words) => {
    i18n.addResourceBundle('it', 'common', gamesBranch(words), true, true);
  }),
);

/** Every custom option renderer of every game, by its `render` name. */
export const CUSTOM_FIELDS: Readonly<Record<string, ComponentType<CustomFieldProps>>> = Object.assign(
  {},
  ...LOBBIES.map((l) => l.fields ?? {}),
);

const rulesCache = new Map<string, Promise<Readonly<Record<Lang, RulesText>> | null>>();

/** A game's rules text in `lang`, loaded once per game; null when the game is not registered. */
export function loadRules(id: string, lang: Lang): Promise<RulesText | null> {
  let p = rulesCache.get(id);
  if (!p) {
    const lobby = lobbyOf(id);
    p = lobby ? lobby.rules() : Promise.resolve(null);
    p.catch(() => rulesCache.delete(id)); // a failed chunk download may be retried
    rulesCache.set(id, p);
  }
  return p.then((r) => r?.[lang] ?? null);
}
