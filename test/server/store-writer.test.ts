// The store's writer thread (server/store-writer.ts): an action is answered only once it is on disk, a table's rows
// land in the order they were queued, one row that cannot be written refuses only itself, and a thread that dies
// loses nothing and writes nothing twice. A real thread and a real SQLite file; the rows are read back through a
// second connection, as a restarted server would read them.
import Database from 'better-sqlite3';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DB_FILE, Store, type StoreWriteError } from '../../server/store.js';
import { makeDataDir, removeDataDir } from './helpers.js';

const TABLES = ['WRITE1', 'WRITE2', 'WRITE3'];

let dir = '';
let store: Store;

beforeEach(async () => {
  dir = makeDataDir();
  store = Store.open(dir);
  for (const id of TABLES)
    store.insertTable({
      id,
      game: 'masterdice',
      options: {},
      seats: [],
      seed: [1, 2, 3, 4],
      feedDelay: 120,
      allowSpectators: true,
      feedKeyHash: null,
      createdAt: 0,
      finishedAt: null,
    });
  await store.startWriter();
});

afterEach(async () => {
  await store.drain();
  store.close();
  removeDataDir(dir);
});

/** Rows of `id` as another connection reads them now: [n, action's JSON text]. */
function storedRows(id: string): [number, string][] {
  const db = new Database(path.join(dir, DB_FILE), { readonly: true });
  try {
    return (
      db.prepare('SELECT n, action FROM actions WHERE table_id = ? ORDER BY n').all(id) as {
        n: number;
        action: string;
      }[]
    ).map((r) => [r.n, r.action]);
  } finally {
    db.close();
  }
}

/** Queues action `n` of `id`; resolves with its answer, after checking the row is readable when the answer comes. */
function queue(id: string, n: number, action: unknown = { n }): Promise<StoreWriteError | null> {
  return new Promise((resolve) => {
    let returned = false;
    const accepted = { id, n, seat: n % 2, action, at: 1000 + n, finished: undefined, latest: null, replace: false };
    store.queueAction(accepted, (error) => {
      expect(returned, 'answered after queueAction returned').toBe(true);
      if (!error)
        expect(
          storedRows(id).some(([m]) => m === n),
          `action ${n} of ${id} on disk when answered`,
        ).toBe(true);
      resolve(error);
    });
    returned = true;
  });
}

describe('the store writer thread', () => {
  it('answers each action once it is on disk, every table in order, rows of many tables in one turn together', async () => {
    const answers = await Promise.all(TABLES.flatMap((id) => Array.from({ length: 20 }, (_, n) => queue(id, n))));
    expect(answers.every((a) => a === null)).toBe(true);
    for (const id of TABLES)
      expect(storedRows(id)).toEqual(Array.from({ length: 20 }, (_, n) => [n, JSON.stringify({ n })]));
  });

  it('a row that cannot be written refuses only its own action: the rows beside it in the batch are stored', async () => {
    expect(await queue('WRITE1', 0)).toBeNull();
    // Action 0 of WRITE1 again (a primary key SQLite refuses), between good rows of the same turn.
    const [before, twice, after, other] = await Promise.all([
      queue('WRITE2', 0),
      queue('WRITE1', 0, { again: true }),
      queue('WRITE1', 1),
      queue('WRITE3', 0),
    ]);
    expect(twice?.name).toBe('StoreWriteError');
    expect(twice?.sqliteCode).toMatch(/^SQLITE_CONSTRAINT/);
    expect(twice?.message).toContain('append action 0 of WRITE1');
    expect([before, after, other]).toEqual([null, null, null]);
    expect(storedRows('WRITE1')).toEqual([
      [0, JSON.stringify({ n: 0 })],
      [1, JSON.stringify({ n: 1 })],
    ]);
  });

  it('a thread that dies with rows on the way loses none and writes none twice; later rows are written without it', async () => {
    const first = TABLES.flatMap((id) => Array.from({ length: 30 }, (_, n) => queue(id, n)));
    // Let the first batch reach the thread, then end it as a crash would: some rows may have landed, some not.
    await new Promise((r) => setImmediate(r));
    // StoreWriter#worker (private): the one way to kill the thread from outside, as a fatal error in it would.
    const writer = (store as unknown as { writer: { worker: { terminate(): Promise<number> } } }).writer;
    await writer.worker.terminate();
    const later = TABLES.map((id) => queue(id, 30));
    expect((await Promise.all([...first, ...later])).every((a) => a === null)).toBe(true);
    for (const id of TABLES) expect(storedRows(id).map(([n]) => n)).toEqual(Array.from({ length: 31 }, (_, n) => n));
  });

  it('drain waits for the rows queued before it', async () => {
    const answers = TABLES.map((id) => queue(id, 0));
    await store.drain();
    expect(await Promise.all(answers)).toEqual([null, null, null]);
    for (const id of TABLES) expect(storedRows(id)).toHaveLength(1);
  });
});
