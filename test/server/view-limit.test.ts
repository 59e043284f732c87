// A view too large for the wire fails loudly (issue 12): with the bound made small, a Laser table whose views
// outgrow it stops safely at the shot that would overflow it. Every client (the shooter, a spectator) gets
// 'table/view-too-large' and is closed with 4413 (no reconnection loop); the log says so; no patch of the
// oversized view leaves, so each client still holds exactly the engine's view of the version before; the shot
// is on disk; reopening the table is refused with the same code, loudly again. The table is written into a
// fresh store with a chosen seed, so the test knows in advance how the trees grow shot by shot.
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
import { boot, joinTable, readStoredTable, refusedJoin, waitFor } from './helpers.js';

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
function wireBytesAfter(shots: number): number {
  const slots = new ViewSlots(new TableState(), 1, Number.MAX_SAFE_INTEGER);
  const synced = slots.sync(laser, stateAfter(shots));
  if (!synced.ok) throw new Error(synced.error.code);
  return slots.wireBytes();
}

describe('a view too large for the wire', () => {
  beforeAll(async () => {
    work.dir = mkdtempSync(path.join(tmpdir(), 'tavolo-view-limit-'));
    const store = new Store(work.dir);
    const options = laser.parseOptions({ designer: 'server' });
    store.insertTable({
      id: TABLE,
      game: 'laser',
      options: options.ok ? options.value : null,
      seats: [{ kind: 'human', name: 'Ada', botId: '', keyHash: hashSeatKey(KEY) }],
      seed: SEED as never,
      feedDelay: 120,
      allowSpectators: true,
      feedKeyHash: null,
      createdAt: CREATED_AT,
      finishedAt: null,
    });
    store.close();
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
