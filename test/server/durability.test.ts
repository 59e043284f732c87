// Nothing lost: a server process is killed with SIGKILL in the middle of a burst of actions, ten times at seeded
// random moments, and started again on the same data folder. A moment is a seeded count of acknowledged actions
// into the burst plus a seeded few milliseconds (actions are in flight then), not a time alone: on a fast machine
// a time alone let the games end before the last kill. Every table comes back at least at the last version
// any client saw acknowledged (an action is on disk before its patch leaves), every seat comes back by its key,
// and the games finish.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chooser, createTable, joinTable, readStoredTable, waitFor, type Player } from './helpers.js';
import { bundleServer, freePort, startServerProcess, type ServerProcess } from './processes.js';

const KILLS = 10;
/** Seed of the moments the process is killed (acknowledged actions, then ms, into each burst). */
const SEED = 20261125;

/** One table of the test: its seats' keys, and the highest version any of its clients saw acknowledged. */
interface Table {
  readonly id: string;
  readonly keys: string[];
  /** Which seats the test plays (a bot plays the others). */
  readonly humans: number[];
  players: Player[];
  acked: number;
}

const work = { dir: '', bundle: '', port: 0, server: null as ServerProcess | null };

/** Plays every table's humans as fast as the server lets them until the connection drops or the game ends. */
async function burst(tables: readonly Table[]): Promise<void> {
  await Promise.all(
    tables.map(async (t) => {
      const alive = () => t.players.every((p) => p.leftWith === null);
      const finished = () => t.players[0]!.state.phase === 'finished';
      while (alive() && !finished()) {
        // Every client of the table at the same version first: a move is chosen on an up-to-date view.
        await waitFor(
          () => !alive() || new Set(t.players.map((p) => p.version)).size === 1,
          'the clients in step',
          15_000,
        );
        if (!alive()) break;
        const before = t.players[0]!.version;
        const actor = t.players.find((p) => p.toAct());
        if (actor) actor.act(actor.botMove());
        // The next version (from this move or the bot's), the end, or the server's death.
        await waitFor(
          () => !alive() || finished() || t.players.some((p) => p.version > before || p.errors.length > 0),
          'the next version',
          15_000,
        );
        const errors = t.players.flatMap((p) => p.errors);
        if (errors.length > 0) throw new Error(`table ${t.id} at version ${before}: refused ${JSON.stringify(errors)}`);
        t.acked = Math.max(t.acked, ...t.players.map((p) => p.version));
      }
    }),
  );
}

/** Every client of every table takes its seat back by its key. */
async function rejoin(tables: readonly Table[]): Promise<void> {
  for (const t of tables) {
    t.players = [];
    for (const seat of t.humans) t.players.push(await joinTable(work.server!.server, t.id, { seatKey: t.keys[seat]! }));
  }
}

describe('kill -9 in the middle of a burst', () => {
  beforeAll(async () => {
    work.dir = mkdtempSync(path.join(tmpdir(), 'tavolo-kill-'));
    work.bundle = await bundleServer();
    work.port = await freePort();
  }, 60_000);

  afterAll(async () => {
    await work.server?.kill9();
    rmSync(work.dir, { recursive: true, force: true });
    if (work.bundle) rmSync(work.bundle, { force: true });
  });

  it(`${KILLS} kills at seeded random moments: 0 acknowledged actions lost, seats back by their keys, the games finish`, async () => {
    const dataDir = path.join(work.dir, 'data');
    const start = () => startServerProcess(work.bundle, work.port, dataDir, { BOT_DELAY_MS: '2' });
    work.server = await start();
    const tables: Table[] = [];
    // Two humans at one table, a human against a bot at the other; ten games each, so the bursts outlast the kills.
    const a = await createTable(work.server.server, {
      game: 'masterdice',
      options: { games: 10 },
      seats: [{ kind: 'human' }, { kind: 'human' }],
      name: 'A',
    });
    const b = await joinTable(work.server.server, a.welcome!.tableId, { name: 'B' });
    tables.push({ id: a.welcome!.tableId, keys: [a.key!.key, b.key!.key], humans: [0, 1], players: [a, b], acked: 0 });
    const c = await createTable(work.server.server, {
      game: 'masterdice',
      options: { games: 10 },
      seats: [{ kind: 'bot' }, { kind: 'human' }],
      name: 'C',
    });
    tables.push({ id: c.welcome!.tableId, keys: ['', c.key!.key], humans: [1], players: [c], acked: 0 });
    await waitFor(() => tables.every((t) => t.players.every((p) => p.state.phase === 'playing')), 'playing');

    const pick = chooser(SEED);
    for (let k = 0; k < KILLS; k++) {
      const from = tables.reduce((sum, t) => sum + t.acked, 0);
      const acks = 2 + pick(12);
      const after = pick(16);
      const playing = burst(tables);
      await waitFor(
        () => tables.reduce((sum, t) => sum + t.acked, 0) >= from + acks,
        `${acks} acknowledged actions`,
        30_000,
      );
      await new Promise((r) => setTimeout(r, after));
      // The kill falls while a table is being played.
      expect(
        tables.some((t) => t.players[0]!.state.phase === 'playing'),
        `kill ${k + 1}: a table in play`,
      ).toBe(true);
      await work.server.kill9();
      await playing;
      const ackedBefore = tables.map((t) => t.acked);
      work.server = await start();
      await rejoin(tables);
      for (const [i, t] of tables.entries()) {
        // The restored table is where the last acknowledgement said, or later (stored, its patch not yet out).
        const restored = t.players[0]!.version;
        expect(
          restored,
          `table ${t.id}, kill ${k + 1} after ${acks} acknowledgements and ${after} ms`,
        ).toBeGreaterThanOrEqual(ackedBefore[i]!);
        // (A bot may already have moved again since: the stored version only grows.)
        expect(readStoredTable(dataDir, t.id).version).toBeGreaterThanOrEqual(restored);
        t.players.forEach((p, j) => {
          expect(p.seat).toBe(t.humans[j]);
        });
        t.acked = restored;
      }
    }
    // After the last restart, the games are played to the end.
    for (const t of tables)
      await waitFor(
        () => t.players.every((p) => p.state.phase === 'playing' || p.state.phase === 'finished'),
        'seated again',
      );
    while (tables.some((t) => t.players[0]!.state.phase !== 'finished')) await burst(tables);
    for (const t of tables) {
      expect(t.players[0]!.view().outcome).not.toBeNull();
      expect(readStoredTable(dataDir, t.id).version).toBe(t.players[0]!.version);
      expect(t.players.flatMap((p) => p.errors)).toEqual([]);
      for (const p of t.players) await p.room.leave();
    }
  }, 120_000);
});
