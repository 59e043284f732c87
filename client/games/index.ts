// The client's game registry: each game's 3D scene and controls load on demand (their own chunks), so the
// lobby bundle holds no three/r3f game code and no dice physics. A game lives in client/games/<id>/index.ts
// and exports a GameClient whose `id` is <id> (Masterdice: `masterdiceClient`).
import type { AnyGameClient } from '../kit/contract.js';
import { loadShownLang } from '../i18n/index.js';

/** Lazy loaders by folder, found at build time; each becomes its own chunk. */
const modules = import.meta.glob<Record<string, unknown>>('./*/index.ts');

const cache = new Map<string, Promise<AnyGameClient | null>>();

function isGameClient(value: unknown, id: string): value is AnyGameClient {
  const v = value as Partial<AnyGameClient> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    v.id === id &&
    typeof v.Scene === 'function' &&
    typeof v.seatCamera === 'function'
  );
}

/** Loads a game's client once (later calls share the promise); null when this client has no such game. */
export function loadGameClient(id: string): Promise<AnyGameClient | null> {
  let p = cache.get(id);
  if (!p) {
    const loader = modules[`./${id}/index.ts`];
    p = loader
      ? loader().then((mod) => {
          const found = Object.values(mod).find((v) => isGameClient(v, id));
          if (!found) console.error(`client/games/${id}/index.ts exports no GameClient with id '${id}'`);
          // The game's words in the page's language before its table shows (Italian's load with the game: kit/strings.ts).
          // Should they fail to come, the table shows in English (the fallback) rather than not at all.
          return loadShownLang().then(
            () => found ?? null,
            () => found ?? null,
          );
        })
      : Promise.resolve(null);
    p.catch(() => cache.delete(id)); // a failed chunk download may be retried
    cache.set(id, p);
  }
  return p;
}
