// A view too large for the wire fails loudly (issue 12): with the bound made small, a Laser table whose views
// outgrow it stops safely at the shot that would overflow it. Every client (the shooter, a spectator) gets
// 'table/view-too-large' and is closed with 4413 (no reconnection loop); the log says so; no patch of the
// oversized view leaves, so each client still holds exactly the engine's view of the version before; the shot
// is on disk; reopening the table is refused with the same code, loudly again. The table is written into a
// fresh store with a chosen seed, so the test knows in advance how the trees grow shot by shot. The feed's frame
// is written only while a feed client watches: a frame too large for the wire stops the table when one joins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { laser, POINTERS, type LaserState } from '../../shared/games/laser/index.js';
import { viewerFor } from '../../server/visibility.js';
import { CLOSE_VIEW_TOO_LARGE, TABLE_ERRORS } from '../../server/table-errors.js';
import { TableState } from '../../server/schema.js';
import { ViewSlots } from '../../server/view-slots.js';
import { Store } from '../../server/store.js';
import { hashSeatKey } from '../../server/ids.js';
import type { RunningServer } from '../../server/app.js';
import { feedSight, feedViewer } from '../../server/feed.js';
import { boot, clientFor, joinTable, readStoredTable, refusedJoin, waitFor } from './helpers.js';

const TABLE = 'BGVW23';
const KEY = 'k'.repeat(32);
const SEED = [11, 22, 33, 44];
/** The shot whose views should no longer fit (the bound is set between its trees and the shot before's). */
const OVERFLOW_SHOT = 15;

const work = { dir: '', server: null as RunningServer | null, logs: [] as string[] };
/** When the table was made: its feed (120 s behind) still waits for its start while the test plays. */
const CREATED_AT = Date.now();

/** The engine's state after `shots` shots of pointers 1, 2, … (the seat's only moves here). */
function stateAfter(shots: number): LaserState {
  const options = laser.parseOptions({ designer: 'server' });
  if (!options.ok) throw new Error(options.error.code);
  const start = laser.setup({ seed: SEED as never, players: 1, options: options.value });
  if (!start.ok) throw new Error(start.error.code);
  let state: LaserState = start.value;
  for (let p = 1; p <= shots; p++) {
    const r = laser.apply(state, 0, { type: 'fire', pointer: p });
    if (!r.ok) throw new Error(r.error.code);
    state = r.value.state;
  }
  return state;
}

/**
 * The room's bound after `shots` shots (its trees as server/view-slots.ts writes them; the feed's tree empty: its frame
 * is written only while a feed client watches, and none does here).
 */
function wireBytesAfter(shots: number, feedShown = false): number {
  const slots = new ViewSlots(new TableState(), 1, Number.MAX_SAFE_INTEGER);
  const state = stateAfter(shots);
  const synced = slots.sync(laser, state);
  if (!synced.ok) throw new Error(synced.error.code);
  if (feedShown) {
    // The frame server/feed-stream.ts writes for a version past its delay, nobody having agreed to show secrets.
    const sight = feedSight(laser, false, state, state);
    const view = laser.view(state, feedViewer(sight));
    slots.setFeed({ version: shots, phase: 'playing', view, sight, startsAt: null });
  }
  return slots.wireBytes();
}

/**
 * A fresh data folder holding this file's one-seat Laser table `id` (Ada's, the server designing), made at
 * `createdAt`, its feed opened by `feedKey` when one is given, and the actions `play` records; its folder.
 */
function storedTable(
  prefix: string,
  id: string,
  createdAt: number,
  feedKey: string | null,
  play = (_store: Store) => {},
): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const store = new Store(dir);
  const options = laser.parseOptions({ designer: 'server' });
  store.insertTable({
    id,
    game: 'laser',
    options: options.ok ? options.value : null,
    seats: [{ kind: 'human', name: 'Ada', botId: '', keyHash: hashSeatKey(KEY) }],
    seed: SEED as never,
    feedDelay: 120,
    allowSpectators: true,
    feedKeyHash: feedKey === null ? null : hashSeatKey(feedKey),
    createdAt,
    finishedAt: null,
  });
  play(store);
  store.close();
  return dir;
}

describe('a view too large for the wire', () => {
  beforeAll(async () => {
    work.dir = storedTable('tavolo-view-limit-', TABLE, CREATED_AT, null);
    const bound = Math.floor((wireBytesAfter(OVERFLOW_SHOT - 1) + wireBytesAfter(OVERFLOW_SHOT)) / 2);
    work.server = await boot(work.dir, { viewLimitBytes: bound, log: (m) => work.logs.push(m) });
  }, 60_000);

  afterAll(async () => {
    await work.server?.stop();
    rmSync(work.dir, { recursive: true, force: true });
  });

  it('stops the table loudly: an error and a 4413 close to every client, a log line, no wrong view anywhere, reopening refused', async () => {
    expect(wireBytesAfter(POINTERS)).toBeGreaterThan(wireBytesAfter(0));
    const shooter = await joinTable(work.server!, TABLE, { seatKey: KEY });
    const watcher = await joinTable(work.server!, TABLE, { seat: 'spectate' });
    const clients = [shooter, watcher];
    await waitFor(() => clients.every((p) => p.state?.phase === 'playing'), 'playing');
    for (let pointer = 1; pointer < OVERFLOW_SHOT; pointer++) {
      shooter.act({ type: 'fire', pointer });
      await waitFor(() => clients.every((p) => p.version === pointer), `shot ${pointer}`);
    }
    shooter.act({ type: 'fire', pointer: OVERFLOW_SHOT });
    await waitFor(() => clients.every((p) => p.leftWith !== null), 'every client closed');
    for (const p of clients) {
      expect(p.leftWith).toBe(CLOSE_VIEW_TOO_LARGE);
      expect(p.errors.map((e) => e.code)).toEqual([TABLE_ERRORS.viewTooLarge.code]);
      // Nothing of the oversized views arrived: each holds the engine's view of the shot before, exactly.
      expect(p.version).toBe(OVERFLOW_SHOT - 1);
      expect(JSON.parse(JSON.stringify(p.view()))).toEqual(
        JSON.parse(JSON.stringify(laser.view(stateAfter(OVERFLOW_SHOT - 1), viewerFor(p.seat)))),
      );
    }
    expect(work.logs.some((m) => m.includes(TABLE) && m.includes(TABLE_ERRORS.viewTooLarge.code))).toBe(true);
    // The shot itself is on disk; the table, reopened, is refused with the same code.
    expect(readStoredTable(work.dir, TABLE).log).toHaveLength(OVERFLOW_SHOT);
    expect(await refusedJoin(work.server!, TABLE, { seat: 'spectate' })).toBe(TABLE_ERRORS.viewTooLarge.code);
  });
});

describe('a feed frame too large for the wire', () => {
  const FEED_TABLE = 'BGVF23';
  const FEED_KEY = 'f'.repeat(32);
  /** Shots already played, each long past the feed's delay: a feed client is shown the last of them. */
  const PLAYED = 10;
  const LONG_AGO = Date.now() - 3_600_000;
  const feedWork = { dir: '', server: null as RunningServer | null, logs: [] as string[] };

  beforeAll(async () => {
    feedWork.dir = storedTable('tavolo-feed-limit-', FEED_TABLE, LONG_AGO, FEED_KEY, (store) => {
      for (let n = 0; n < PLAYED; n++)
        store.recordAction(FEED_TABLE, n, 0, { type: 'fire', pointer: n + 1 }, LONG_AGO + n, undefined);
    });
    // Room for every seat's tree and the spectators', not for the feed's frame beside them.
    const bound = Math.floor((wireBytesAfter(PLAYED) + wireBytesAfter(PLAYED, true)) / 2);
    feedWork.server = await boot(feedWork.dir, { viewLimitBytes: bound, log: (m) => feedWork.logs.push(m) });
  }, 60_000);

  afterAll(async () => {
    await feedWork.server?.stop();
    rmSync(feedWork.dir, { recursive: true, force: true });
  });

  it('plays on while nobody watches the feed; the first feed client stops it loudly, for every client', async () => {
    expect(wireBytesAfter(PLAYED, true)).toBeGreaterThan(wireBytesAfter(PLAYED));
    const shooter = await joinTable(feedWork.server!, FEED_TABLE, { seatKey: KEY });
    await waitFor(() => shooter.state?.phase === 'playing' && shooter.version === PLAYED, 'playing, as stored');
    // Nobody watches the feed: its frame is owed, not written, and the table plays within the bound.
    shooter.act({ type: 'fire', pointer: PLAYED + 1 });
    await waitFor(() => shooter.version === PLAYED + 1, 'a shot while nobody watches the feed');
    expect(shooter.errors).toEqual([]);

    // A feed client joins: the frame owed no longer fits. The table stops before any patch of it leaves.
    let feedClosed: number | null = null;
    let feedRefused: string | null = null;
    try {
      const room = await clientFor(feedWork.server!).joinById(FEED_TABLE, { feedKey: FEED_KEY });
      room.onLeave((code) => (feedClosed = code));
    } catch (e) {
      feedRefused = String((e as Error).message ?? e);
    }
    await waitFor(() => shooter.leftWith !== null, 'the player closed');
    expect(shooter.leftWith).toBe(CLOSE_VIEW_TOO_LARGE);
    expect(shooter.errors.map((e) => e.code)).toEqual([TABLE_ERRORS.viewTooLarge.code]);
    // The feed client is closed the same way (or, should the stop beat its join's answer, refused with the code).
    if (feedRefused === null) {
      await waitFor(() => feedClosed !== null, 'the feed client closed');
      expect(feedClosed).toBe(CLOSE_VIEW_TOO_LARGE);
    } else expect(feedRefused).toContain(TABLE_ERRORS.viewTooLarge.code);
    expect(feedWork.logs.some((m) => m.includes(FEED_TABLE) && m.includes(TABLE_ERRORS.viewTooLarge.code))).toBe(true);
    // The shot played while nobody watched is on disk.
    expect(readStoredTable(feedWork.dir, FEED_TABLE).log).toHaveLength(PLAYED + 1);
  });
});
