// The server's seed source (ServerConfig.seeds): browser tests pin their tables' deals with it; without it every
// table draws a random 256-bit ChaCha20 key.
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/app.js';
import { generatorOf, type Seed } from '../../shared/core/index.js';
import { pinnedSeeds } from '../pinned-seeds.js';
import { boot, createTable, makeDataDir, readStoredTable, removeDataDir } from './helpers.js';

const running: { server: RunningServer; dir: string }[] = [];
afterEach(async () => {
  for (const r of running.splice(0)) {
    await r.server.stop();
    removeDataDir(r.dir);
  }
});

/**
 * The seeds of the first two tables a fresh server makes, with `seeds` as its source (or the default). The server
 * starts no thread (no dice workers, the store writing on the event loop): five of them start in this file, and on a
 * loaded machine each thread's start (tsx compiling its module) took seconds, past the test's time (a CI flake).
 */
async function firstTwoSeeds(seeds?: () => Seed): Promise<Seed[]> {
  const dir = makeDataDir();
  const server = await boot(dir, { diceWorkers: 0, storeWriter: false, ...(seeds ? { seeds } : {}) });
  running.push({ server, dir });
  const out: Seed[] = [];
  for (let i = 0; i < 2; i++) {
    const p = await createTable(server, { game: 'masterdice', seats: [{ kind: 'human' }, { kind: 'bot' }] });
    out.push(readStoredTable(dir, p.welcome!.tableId).seed);
    await p.room.leave(true);
  }
  return out;
}

describe("where a table's seed comes from", () => {
  it('pinned: the same test file meets the same deals on every run, table after table, and another file other ones', async () => {
    const [run1, run2, other] = [
      await firstTwoSeeds(pinnedSeeds('web-failed-')),
      await firstTwoSeeds(pinnedSeeds('web-failed-')),
      await firstTwoSeeds(pinnedSeeds('labiro-failed-')),
    ];
    expect(run2).toEqual(run1);
    expect(run1[0]).not.toEqual(run1[1]);
    expect(other[0]).not.toEqual(run1[0]);
    for (const seed of run1) expect(generatorOf(seed)).toBe('chacha20');
  });

  it('by default: a fresh random ChaCha20 key for every table', async () => {
    const [a, b] = [await firstTwoSeeds(), await firstTwoSeeds()];
    expect(new Set([...a, ...b].map((s) => JSON.stringify(s))).size).toBe(4);
    for (const seed of [...a, ...b]) expect(generatorOf(seed)).toBe('chacha20');
  });
});
