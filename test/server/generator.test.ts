// Which generator a table plays with is read off its stored seed. Every table the server makes now gets a 256-bit
// ChaCha20 key; a table stored with the first generator (sfc32: four plain seed words) plays that era's rules
// (isLegacySeed: Web's first deck under its own ids, Symbotrio's trickster drawing a pile's named place as it lies)
// and replays from its SQLite record and log to exactly the state it had before issue 26, with the same events and
// every seat's view, comes back at a restart showing the same view, and keeps its old dice-motion and bot seeds.
// The fixtures (legacy-tables.json: records, logs, the final state's hash, generator words, views, the events'
// hash) were recorded by running the code of commit 31a3ebf, before issue 26.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { diceThrown, generatorOf, isLegacySeed, makeRng, subSeed, type Seed } from '../../shared/core/index.js';
import { GAMES } from '../../shared/games/index.js';
import { makeSeed } from '../../server/ids.js';
import { Store, type StoredSeat, type TableRecord } from '../../server/store.js';
import { createTable as createStoredTable, loadTable } from '../../server/table-setup.js';
import { throwInputs } from '../../server/throws.js';
import { viewJson } from '../../client/net/snapshot.js';
import { boot, createTable, joinTable, makeDataDir, readStoredTable, removeDataDir, waitFor } from './helpers.js';

/** One stored table of the first generator, as recorded before ChaCha20. */
interface LegacyTable {
  readonly record: { id: string; game: string; options: unknown; players: number; seed: number[]; createdAt: number };
  readonly log: { seat: number; action: unknown; at: number }[];
  readonly expect: {
    version: number;
    over: boolean;
    rng: number[];
    sha256: string;
    throwSeed: number;
    botSeeds: number[];
    spectatorView: unknown;
    /** Each seat's view of the final state, seat 0 first. */
    seatViews: unknown[];
    /** sha256 of the JSON of every logged action's events: `[{ version, events }]`, version 1 first. */
    eventsSha256: string;
  };
}

const FIXTURES = (
  JSON.parse(readFileSync(new URL('./legacy-tables.json', import.meta.url), 'utf8')) as { tables: LegacyTable[] }
).tables;

/** Two taken human seats (their players gone): a restored table waits for them, nothing acts by itself. */
const humans = (n: number): StoredSeat[] =>
  Array.from({ length: n }, (_, i) => ({ kind: 'human', name: `P${i + 1}`, botId: '', keyHash: String(i).repeat(64) }));

/** Writes a fixture into the store exactly as the server kept it: the row with its four-word seed, then the log. */
function storeLegacy(store: Store, t: LegacyTable): void {
  const record: TableRecord = {
    id: t.record.id,
    game: t.record.game,
    options: t.record.options,
    seats: humans(t.record.players),
    seed: t.record.seed,
    feedDelay: 120,
    allowSpectators: true,
    feedKeyHash: null,
    createdAt: t.record.createdAt,
    finishedAt: t.expect.over ? t.log.at(-1)!.at : null,
  };
  store.insertTable(record);
  t.log.forEach((a, n) => {
    store.appendAction(t.record.id, n, a.seat, a.action, a.at);
  });
}

const sha256 = (x: unknown) => createHash('sha256').update(JSON.stringify(x)).digest('hex');

/** A plain JSON copy (views may hold undefined fields that JSON drops). */
const plain = (x: unknown): unknown => JSON.parse(JSON.stringify(x));

/**
 * A recorded seat view as views show it since issue 26: a Symbotrio owner sees which won cards he holds sorted by
 * id, never their order (the one view change for old tables; the state keeps the pile's order as it was).
 */
function asShownNow(game: string, view: unknown): unknown {
  if (game !== 'symbotrio') return view;
  const v = view as { seats: { won: { id: number }[] | null }[] };
  return { ...v, seats: v.seats.map((s) => ({ ...s, won: s.won && [...s.won].sort((a, b) => a.id - b.id) })) };
}

describe('a new table draws from ChaCha20', () => {
  it('the server seeds it with eight random words under a chacha20 key, never the same twice', () => {
    const a = makeSeed();
    const b = makeSeed();
    expect(generatorOf(a)).toBe('chacha20');
    expect(a.chacha20).toHaveLength(8);
    expect(a.chacha20.every((w) => Number.isInteger(w) && w >= 0 && w < 2 ** 32)).toBe(true);
    expect(a.chacha20).not.toEqual(b.chacha20);
  });

  it('every game created through the table setup stores a ChaCha20 seed and starts a ChaCha20 stream', () => {
    const dataDir = makeDataDir();
    const store = new Store(dataDir);
    try {
      for (const game of Object.values(GAMES)) {
        const seats = Array.from({ length: Math.max(2, game.minPlayers) }, () => ({ kind: 'human' }));
        const made = createStoredTable(store, { game: game.id, seats }, () => false, 1_000);
        expect(made.ok, game.id).toBe(true);
        if (!made.ok) continue;
        const stored = store.getTable(made.value.record.id)!;
        expect(generatorOf(stored.seed), game.id).toBe('chacha20');
        expect('chacha20' in (made.value.engineState as { rng: object }).rng, game.id).toBe(true);
        // Loaded back (a restart), it is the same state.
        const loaded = loadTable(store, stored.id, 2_000);
        expect(loaded.ok && JSON.stringify(loaded.value.engineState)).toBe(JSON.stringify(made.value.engineState));
      }
    } finally {
      store.close();
      removeDataDir(dataDir);
    }
  });

  it('a table made by a real client is stored with a ChaCha20 seed, and its dice motions use a one-way sub-seed', async () => {
    const dataDir = makeDataDir();
    const server = await boot(dataDir, { diceWorkers: 0 });
    try {
      const a = await createTable(server, {
        game: 'masterdice',
        seats: [{ kind: 'human' }, { kind: 'bot' }],
        name: 'Anna',
      });
      const stored = readStoredTable(dataDir, a.welcome!.tableId);
      expect(generatorOf(stored.seed)).toBe('chacha20');
      const [input] = throwInputs([diceThrown('white', 1, [1, 2])], stored.seed);
      expect(input?.input.seed).toBe(subSeed(stored.seed));
      await a.room.leave();
    } finally {
      await server.stop();
      removeDataDir(dataDir);
    }
  });
});

describe('a table stored with the first generator (sfc32) replays exactly as before', () => {
  it("the fixtures are old tables of every game: four plain seed words, a log, played with sfc32 and that era's rules", () => {
    expect(FIXTURES.map((t) => t.record.game).sort()).toEqual([
      'labiro',
      'laser',
      'laser',
      'masterdice',
      'masterdice',
      'symbotrio',
      'web',
      'web',
    ]);
    for (const t of FIXTURES) {
      expect(t.record.seed).toHaveLength(4);
      expect(generatorOf(t.record.seed as Seed)).toBe('sfc32');
      expect(isLegacySeed(t.record.seed as Seed)).toBe(true);
      expect(t.log.length).toBeGreaterThan(5);
    }
    // What the rules changed since is in the logs: Web cards named by their old deck ids, a Symbotrio trickster's draws.
    const web = FIXTURES.filter((t) => t.record.game === 'web');
    expect(web.some((t) => t.expect.over) && web.some((t) => !t.expect.over)).toBe(true);
    expect(web.every((t) => t.log.some((a) => (a.action as { type: string }).type === 'play'))).toBe(true);
    const symbotrio = FIXTURES.find((t) => t.record.game === 'symbotrio')!;
    expect(symbotrio.log.filter((a) => (a.action as { type: string }).type === 'steal').length).toBeGreaterThanOrEqual(
      3,
    );
  });

  for (const t of FIXTURES) {
    it(`${t.record.game} ${t.record.id}: loading the record and its ${t.log.length} actions rebuilds the recorded state, hash and generator words`, () => {
      const dataDir = makeDataDir();
      const store = new Store(dataDir);
      try {
        storeLegacy(store, t);
        const loaded = loadTable(store, t.record.id, t.log.at(-1)!.at + 1);
        expect(loaded.ok).toBe(true);
        if (!loaded.ok) return;
        const state = loaded.value.engineState as { rng: unknown };
        expect(loaded.value.version).toBe(t.expect.version);
        expect(state.rng).toEqual(t.expect.rng);
        expect(sha256(state)).toBe(t.expect.sha256);
        expect(plain(loaded.value.game.view(state, { kind: 'spectator' }))).toEqual(t.expect.spectatorView);
        const seats = t.expect.seatViews.map((_, seat) => plain(loaded.value.game.view(state, { kind: 'seat', seat })));
        expect(seats).toEqual(t.expect.seatViews.map((v) => asShownNow(t.record.game, v)));
        expect(sha256(loaded.value.history)).toBe(t.expect.eventsSha256);
        // Its dice motions and its bots keep the seeds they always had.
        expect(subSeed(t.record.seed)).toBe(t.expect.throwSeed);
        expect([0, 1, 2, t.log.length].map((v) => subSeed(t.record.seed, v))).toEqual(t.expect.botSeeds);
        expect(makeRng(t.record.seed)).toHaveLength(4);
      } finally {
        store.close();
        removeDataDir(dataDir);
      }
    });
  }

  it.each(['masterdice', 'web'])(
    'an unfinished old %s table comes back at a restart and its spectator sees the recorded view',
    async (game) => {
      const t = FIXTURES.find((f) => !f.expect.over && f.record.game === game);
      expect(t).toBeDefined();
      if (!t) return;
      const dataDir = makeDataDir();
      try {
        const store = new Store(dataDir);
        storeLegacy(store, t);
        store.close();
        const server = await boot(dataDir, { diceWorkers: 0 });
        try {
          expect(server.restored).toContain(t.record.id);
          const s = await joinTable(server, t.record.id, { seat: 'spectate' });
          await waitFor(() => viewJson(s.state, null) !== null, 'the spectator view');
          expect(JSON.parse(viewJson(s.state, null)!)).toEqual(t.expect.spectatorView);
          expect(s.version).toBe(t.expect.version);
          await s.room.leave();
        } finally {
          await server.stop();
        }
      } finally {
        removeDataDir(dataDir);
      }
    },
  );
});
