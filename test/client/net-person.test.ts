// client/net and the person behind the page (issue 28): the browser draws its id once and keeps it in
// localStorage, and every create and join of the page carries it, so the server counts this browser's tabs as one
// person. In Node, with in-memory browser storage, against a real server whose limit is 2 connections a browser.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/app.js';
import { useTavolo } from '../../client/store.js';
import { createTable as netCreateTable, leaveTable } from '../../client/net/index.js';
import { browserId } from '../../client/net/storage.js';
import { isClientToken } from '../../shared/protocol.js';
import { boot, joinTable, makeDataDir, refusedJoin, removeDataDir, waitFor } from '../server/helpers.js';
import { MemoryStorage, stubBrowser, unstubBrowser } from './browser-storage.js';

let dataDir = '';
let server: RunningServer;
const local = new MemoryStorage();

beforeAll(async () => {
  dataDir = makeDataDir();
  server = await boot(dataDir, { diceWorkers: 0, connectionLimits: { browser: 2, address: 100 } });
  stubBrowser(server.port, local);
});

afterAll(async () => {
  leaveTable();
  await server?.stop();
  unstubBrowser();
  if (dataDir) removeDataDir(dataDir);
});

describe('the browser id', () => {
  it('is drawn once and kept: every call, and the storage, give the same well-formed id', () => {
    const id = browserId();
    expect(isClientToken(id)).toBe(true);
    expect(browserId()).toBe(id);
    expect([...local.items.values()]).toContain(id);
  });

  it("goes with the page's create: the server counts the page and a second tab of this browser as one person", async () => {
    const code = await netCreateTable({ game: 'masterdice', seats: [{ kind: 'human' }, { kind: 'human' }] });
    expect(code).not.toBeNull();
    await waitFor(() => useTavolo.getState().connection === 'connected', 'the page connected');
    // A second tab of the same browser joins (2 of 2); a third is refused, while another browser still joins.
    const second = await joinTable(server, code!, { browserId: browserId() });
    expect(second.seat).toBe(1);
    expect(await refusedJoin(server, code!, { seat: 'spectate', browserId: browserId() })).toBe(
      'table/too-many-connections',
    );
    expect(await refusedJoin(server, code!, { seat: 'spectate', browserId: 'another-browser-00000000' })).toBe(
      'joined',
    );
  });
});
