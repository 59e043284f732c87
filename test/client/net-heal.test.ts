// client/net against real servers (in Node, with in-memory browser storage): how a page waits for a table that
// is not there. A page that held the table (a server that lost it, or a Redis that forgot it) keeps trying for
// ten minutes and says so; after that, or at once for a code it never held, it says the table is gone.
// (The answers 'process down' and 'shared list away', with two processes on Redis: test/e2e/heal.test.ts.)
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningServer } from '../../server/app.js';
import { makeTableCode } from '../../server/ids.js';
import { useTavolo } from '../../client/store.js';
import { leaveTable, openTable } from '../../client/net/index.js';
import { HEAL_WINDOW_MS } from '../../client/net/table.js';
import { boot, createTable, makeDataDir, removeDataDir, waitFor } from '../server/helpers.js';
import { stubBrowser, unstubBrowser } from './browser-storage.js';

const dirs: string[] = [];
let server: RunningServer;
const store = () => useTavolo.getState();

/** Starts a server on `port` (0: a free one) with a new, empty data folder. */
async function freshServer(port = 0): Promise<RunningServer> {
  const dir = makeDataDir();
  dirs.push(dir);
  return boot(dir, { diceWorkers: 0, port });
}

beforeAll(async () => {
  server = await freshServer();
  stubBrowser(server.port);
});

afterAll(async () => {
  leaveTable();
  await server?.stop();
  vi.restoreAllMocks();
  unstubBrowser();
  for (const d of dirs) removeDataDir(d);
});

describe('client/net waits for a table that is not there', () => {
  it('a code the page never held: "gone" at once, no retrying', async () => {
    const states: string[] = [];
    const unsubscribe = useTavolo.subscribe((s) => states.push(s.connection));
    openTable(makeTableCode(), true);
    await waitFor(() => store().connection === 'gone', 'gone');
    unsubscribe();
    expect(states).not.toContain('reconnecting');
    expect(store().reconnect).toBeNull();
    leaveTable();
  });

  it('a table the page held, on a server that lost it: the page keeps trying and says the table is not back yet; ten minutes on, it says the table is gone', async () => {
    const anna = await createTable(server, {
      game: 'masterdice',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      name: 'Anna',
    });
    const code = anna.welcome!.tableId;
    openTable(code, true);
    await waitFor(() => store().connection === 'connected' && store().table !== null, 'watching the table');

    // The server stops and another starts on its port with an empty folder: the table is unknown there.
    const port = server.port;
    await server.stop();
    server = await freshServer(port);
    await waitFor(() => store().reconnect?.reason === 'not-back' && store().reconnect!.attempt >= 2, 'retrying');
    expect(store().connection).toBe('reconnecting');

    // Ten minutes after the first refusal the page stops and says so (the clock moved on; the backoff did not).
    const now = Date.now.bind(Date);
    vi.spyOn(Date, 'now').mockImplementation(() => now() + HEAL_WINDOW_MS + 60_000);
    await waitFor(() => store().connection === 'gone', 'gone after the window');
    expect(store().reconnect).toBeNull();
    vi.restoreAllMocks();
    leaveTable();
  });
});
