// Fair play against a cheat, for every game registered in shared/games/index.ts (PLATFORM.md "Fair play"; issue 26):
// a client that remembers everything it received — its view after every action and the events it may learn, as
// the server hands them out (server/visibility.ts) — must not be able to work out a hidden value beyond what the
// rules make public. Each game describes its secrets in test/shared/<id>/secrets.ts (what is hidden from whom, what
// an honest player may count or remember, the cheats that try to read more); a game without one fails here. The
// sweep plays each game's seeded tables to the end for every seat and a spectator and names any cheat that is right
// far more often than fair play allows, with game, seed, viewer, version and the hidden thing.
// It judges engine views and events, not wire frames, and that is the whole of what a client gets: with real
// clients, test/server/views.test.ts shows every decoded state deep-equals the engine's view for its viewer and
// every event is one it may learn, and test/server/secrets.test.ts shows nothing else (no seed, key or hidden
// value) reaches it.
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../shared/games/index.js';
import { sweep } from './cheat/sweep.js';
import type { Secrets } from './cheat/types.js';

/** Each game's secrets description (test/shared/<id>/secrets.ts), by game id. */
const DESCRIBED = Object.fromEntries(
  Object.entries(import.meta.glob<{ SECRETS?: Secrets }>('./*/secrets.ts', { eager: true })).map(([path, mod]) => [
    path.split('/')[1],
    mod.SECRETS,
  ]),
);

/** Whole games for every viewer take a while on a slow machine (Symbotrio's full decks most). */
const SWEEP_TIMEOUT_MS = 120_000;

describe.each(Object.values(GAMES).map((g) => [g.id, g] as const))('fair play against a cheat: %s', (id, game) => {
  it(
    'no seat nor spectator works out a secret beyond the rules from everything it received',
    () => {
      const secrets = DESCRIBED[id];
      expect(
        secrets,
        `test/shared/${id}/secrets.ts must export SECRETS (what ${id} hides from whom, and its cheats)`,
      ).toBeDefined();
      if (!secrets) return;
      const report = sweep(game, secrets);
      expect(report.faults, 'the sweep itself ran as described').toEqual([]);
      expect(report.leaks, `cheats that beat fair play at ${id}:\n${report.figures.join('\n')}`).toEqual([]);
    },
    SWEEP_TIMEOUT_MS,
  );
});
