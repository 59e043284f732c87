// client/net against a real server (in Node, with in-memory browser storage): the feed page's store (read-only,
// the frame's version, phase, view and sight, when it starts while it waits, the log as the feed reaches it), the
// creator's feed key kept, consent sent, and a spectator who sits down getting the seat's earlier seat-only events
// into his log.
import Database from 'better-sqlite3';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MasterdiceView } from '../../shared/games/masterdice/index.js';
import { DB_FILE } from '../../server/store.js';
import type { RunningServer } from '../../server/app.js';
import { useTavolo } from '../../client/store.js';
import {
  createTable as netCreateTable,
  leaveTable,
  loadFeedKey,
  openFeed,
  openSeatView,
  openTable,
  sendAction,
  sendFeedConsent,
  sitAt,
} from '../../client/net/index.js';
import { C2S } from '../../shared/protocol.js';
import {
  boot,
  createTable,
  joinTable,
  makeDataDir,
  readStoredTable,
  removeDataDir,
  waitFor,
} from '../server/helpers.js';
import { stubBrowser, unstubBrowser } from './browser-storage.js';

let dataDir = '';
let server: RunningServer;
const store = () => useTavolo.getState();

beforeAll(async () => {
  dataDir = makeDataDir();
  server = await boot(dataDir, { diceWorkers: 0 });
  stubBrowser(server.port);
});

afterAll(async () => {
  leaveTable();
  await server?.stop();
  unstubBrowser();
  if (dataDir) removeDataDir(dataDir);
});

describe('client/net and the feed', () => {
  it("the creator's page keeps the feed key (store and localStorage) and sends its consent", async () => {
    const code = await netCreateTable({
      game: 'masterdice',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      feedDelay: 0,
    });
    expect(code).not.toBeNull();
    await waitFor(() => store().feedKey !== null, 'the feed key');
    expect(loadFeedKey(code!)).toBe(store().feedKey);
    expect(store().feed).toBe(false);
    const b = await joinTable(server, code!, { name: 'Bruno' });
    sendFeedConsent(true);
    await waitFor(() => b.state.seats[0].feedConsent === true, 'consent seen by the other player');
    await waitFor(() => store().table?.seats[0]?.feedConsent === true, 'consent in the store');
    expect(store().table!.feedAllSeeing).toBe(false);
    b.room.send(C2S.feedConsent, { agree: true });
    await waitFor(() => store().table!.feedAllSeeing === true, 'everybody agrees, in the store');
    await b.room.leave();
    leaveTable();
  });

  it("the feed page waits for its start, then shows the frame's version, phase, view and sight, and its log only as the feed reaches it", async () => {
    const a = await createTable(server, {
      game: 'masterdice',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      feedDelay: 3,
      name: 'Anna',
    });
    const code = a.welcome!.tableId;
    const b = await joinTable(server, code, { name: 'Bruno' });
    await waitFor(() => a.feedKey !== null && a.state.phase === 'playing', 'playing');
    openFeed(code, a.feedKey!.key);
    // The table is younger than the delay: the page knows when the feed starts, and has no view yet.
    const { createdAt } = readStoredTable(dataDir, code);
    await waitFor(
      () => store().connection === 'connected' && store().table !== null && store().feedStatus !== null,
      'the feed page',
    );
    expect(Date.now() - createdAt).toBeLessThan(3000);
    expect(store().feedStatus).toEqual({ sight: 'table', startsAt: createdAt + 3000 });
    expect(store().view).toBeNull();
    await waitFor(() => store().view !== null, 'the feed starts');
    expect(store().feedStatus).toEqual({ sight: 'table', startsAt: null });
    expect(store().feed).toBe(true);
    expect(store().mySeat).toBeNull();
    expect(store().table!.version).toBe(0);
    expect(store().table!.phase).toBe('playing');
    await waitFor(() => store().table!.feedWatchers === 1, 'the feed counted');
    const coder = [a, b].find((p) => p.seat === p.view().coder)!;
    coder.act({ type: 'roll-code' });
    await waitFor(() => a.version === 1, 'the code rolled');
    // The live table is at version 1; the feed page is not, yet.
    expect(store().table!.version).toBe(0);
    expect((store().view as MasterdiceView).code).toBeNull();
    expect(store().log).toEqual([]);
    await waitFor(() => store().table!.version === 1, 'the feed reaches version 1');
    // Nobody agreed to show the code: the feed shows the roll as spectators see it.
    expect((store().view as MasterdiceView).code).toBeNull();
    expect(store().log.length).toBeGreaterThan(0);
    expect(store().log.every((l) => l.version === 1 && l.event.visibleTo === undefined)).toBe(true);
    // Both players agree: the same frame, all-seeing, at once.
    for (const p of [a, b]) p.room.send(C2S.feedConsent, { agree: true });
    await waitFor(() => store().feedStatus?.sight === 'all', 'the all-seeing feed');
    expect(store().table!.version).toBe(1);
    expect((store().view as MasterdiceView).code).toHaveLength(4);
    leaveTable();
    expect(store().feed).toBe(false);
    for (const p of [a, b]) await p.room.leave();
  });
});

describe("client/net and a seat's own overlay", () => {
  it("the seated page keeps its view key; the overlay page shows that seat's view live and is refused when it acts", async () => {
    const code = await netCreateTable({
      game: 'masterdice',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      name: 'Anna',
    });
    expect(code).not.toBeNull();
    const b = await joinTable(server, code!, { name: 'Bruno' });
    await waitFor(() => store().viewKey !== null && store().mySeat === 0, "Anna's view key");
    const key = store().viewKey!;
    expect(key.seat).toBe(0);
    await waitFor(() => b.viewKey !== null, "Bruno's view key");
    // Bruno codes: his own overlay shows the code once rolled; nobody else's page holds his key.
    expect(b.view().coder).toBe(1);
    openSeatView(code!, 1, b.viewKey!.key);
    await waitFor(() => store().connection === 'connected' && store().view !== null, 'the overlay page');
    expect(store().mySeat).toBe(1);
    expect(store().feed).toBe(false);
    expect(store().viewKey).toBeNull();
    b.act({ type: 'roll-code' });
    await waitFor(
      () => store().table!.version === 1 && (store().view as MasterdiceView).code !== null,
      "the code on Bruno's overlay",
    );
    expect((store().view as MasterdiceView).code).toEqual(b.view().code);
    sendAction({ type: 'roll' });
    await waitFor(() => store().toasts.some((t) => t.code === 'table/seat-view-read-only'), 'the refusal');
    expect(store().table!.version).toBe(1);
    leaveTable();
    await b.room.leave();
  });
});

describe('client/net and a spectator who sits down', () => {
  it('his log gains the seat-only events from before he sat (not dropped as already seen)', async () => {
    // A seat free mid-game exists only when storage says so: the coder's seat is freed in SQLite and the server
    // restarted (see test/server/spectators.test.ts).
    const a = await createTable(server, {
      game: 'masterdice',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      name: 'Anna',
    });
    const code = a.welcome!.tableId;
    const b = await joinTable(server, code, { name: 'Bruno' });
    await waitFor(() => a.state.phase === 'playing', 'playing');
    const coder = [a, b].find((p) => p.seat === p.view().coder)!;
    const coderSeat = coder.seat!;
    coder.act({ type: 'roll-code' });
    await waitFor(() => a.version === 1 && b.version === 1, 'the code rolled');
    await server.stop();
    const db = new Database(path.join(dataDir, DB_FILE));
    const row = db.prepare('SELECT seats FROM tables WHERE id = ?').get(code) as { seats: string };
    const seats = JSON.parse(row.seats) as { keyHash: string | null; name: string }[];
    seats[coderSeat] = { ...seats[coderSeat]!, keyHash: null, name: '' };
    db.prepare('UPDATE tables SET seats = ? WHERE id = ?').run(JSON.stringify(seats), code);
    db.close();
    server = await boot(dataDir, { diceWorkers: 0, port: server.port });

    openTable(code, true);
    await waitFor(
      () => store().connection === 'connected' && store().log.some((l) => l.version === 1),
      "the spectator's log",
    );
    const mine = () => store().log.filter((l) => l.event.visibleTo?.includes(coderSeat));
    expect(mine()).toEqual([]);
    sitAt(coderSeat);
    await waitFor(() => store().mySeat === coderSeat, 'seated');
    await waitFor(() => mine().length > 0, 'the seat-only events of version 1 in the log');
    expect(mine().every((l) => l.version === 1)).toBe(true);
    // Each event once: the log restarted on the new seat's welcome.
    const keys = store().log.map((l) => `${l.version}:${JSON.stringify(l.event)}`);
    expect(new Set(keys).size).toBe(keys.length);
    leaveTable();
  });
});
