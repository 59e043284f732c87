// Spectators at a real server with real colyseus.js clients: the creator may forbid them (the feed still works),
// the table shows their count and names, and a spectator who sits down in a free seat gets everything that seat
// may see, the seat-only events from before he sat included.
import Database from 'better-sqlite3';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { C2S, TABLE_ROOM } from '../../shared/protocol.js';
import { DB_FILE } from '../../server/store.js';
import {
  boot,
  clientFor,
  createTable,
  joinTable,
  makeDataDir,
  openFeed,
  removeDataDir,
  serverPerFile,
  waitFor,
  type Player,
  refusedJoin,
} from './helpers.js';

const live = serverPerFile();

/** The spectators' names as a player's decoded state holds them. */
const namesSeenBy = (p: Player): string[] => [...(p.state.spectatorNames ?? [])] as string[];

describe('forbidding spectators', () => {
  it('a table without spectators refuses a watcher and a join with no seat left, but seats its players and opens its feed', async () => {
    const a = await createTable(live.server, {
      game: 'masterdice',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      spectators: false,
      name: 'Anna',
    });
    const tableId = a.welcome!.tableId;
    expect(a.state.allowSpectators).toBe(false);
    expect(await refusedJoin(live.server, tableId, { seat: 'spectate' })).toBe('table/no-spectators');
    const b = await joinTable(live.server, tableId, { name: 'Bruno' });
    expect(b.seat).toBe(1);
    // Every seat is taken: an automatic join would watch, and is refused.
    expect(await refusedJoin(live.server, tableId, {})).toBe('table/no-spectators');
    const feed = await openFeed(live.server, tableId, a.feedKey!.key);
    expect(feed.welcome!.seat).toBeNull();
    await waitFor(() => a.state.feedWatchers === 1, 'the feed counted');
    expect(a.state.spectators).toBe(0);
    for (const p of [a, b]) await p.room.leave();
    await feed.room.leave();
  });

  it('spectators are allowed unless the creator says otherwise; a value other than true or false is refused', async () => {
    const a = await createTable(live.server, { game: 'masterdice', seats: [{ kind: 'human' }, { kind: 'human' }] });
    expect(a.state.allowSpectators).toBe(true);
    const options = { game: 'masterdice', seats: [{ kind: 'human' }, { kind: 'human' }], spectators: 'no' };
    await expect(clientFor(live.server).create(TABLE_ROOM, options)).rejects.toThrow(/^table\/bad-spectators/);
    await a.room.leave();
  });

  it('the creator of an all-bot table may still watch it (he has no seat to take)', async () => {
    const c = await createTable(live.server, {
      game: 'masterdice',
      seats: [{ kind: 'bot' }, { kind: 'bot' }],
      spectators: false,
    });
    expect(c.seat).toBeNull();
    expect(c.feedKey).not.toBeNull();
    expect(await refusedJoin(live.server, c.welcome!.tableId, { seat: 'spectate' })).toBe('table/no-spectators');
    await c.room.leave();
  });
});

describe('spectator names', () => {
  it('the table lists its spectators by the names they joined with (none: empty), without the feed, and drops who leaves or sits', async () => {
    const a = await createTable(live.server, {
      game: 'masterdice',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      name: 'Anna',
    });
    const tableId = a.welcome!.tableId;
    const marta = await joinTable(live.server, tableId, { seat: 'spectate', name: 'Marta' });
    const guest = await joinTable(live.server, tableId, { seat: 'spectate' });
    const feed = await openFeed(live.server, tableId, a.feedKey!.key);
    await waitFor(() => namesSeenBy(a).length === 2 && a.state.feedWatchers === 1, 'two names, one feed');
    expect(namesSeenBy(a)).toEqual(['Marta', '']);
    expect(a.state.spectators).toBe(2);
    expect(namesSeenBy(guest)).toEqual(['Marta', '']);
    // Marta sits down: she is a player now, no longer a spectator.
    marta.room.send(C2S.sit, { seat: 1 });
    await waitFor(() => marta.seat === 1 && namesSeenBy(a).length === 1, 'Marta seated');
    expect(namesSeenBy(a)).toEqual(['']);
    expect(a.state.seats[1].name).toBe('Marta');
    await guest.room.leave();
    await waitFor(() => namesSeenBy(a).length === 0 && a.state.spectators === 0, 'nobody watching');
    for (const p of [a, marta]) await p.room.leave();
    await feed.room.leave();
  });
});

describe('a spectator who sits down', () => {
  it("gets the seat-only events and the dice throw from before he sat (the coder's code roll), which he never got as a spectator", async () => {
    // A seat can only be free mid-game when storage says so: a match is played, its solver's seat is freed in
    // SQLite, the server restarts; a spectator watches, then sits in that seat.
    const dataDir = makeDataDir();
    try {
      const first = await boot(dataDir, { diceWorkers: 0 });
      const a = await createTable(first, {
        game: 'masterdice',
        seats: [{ kind: 'human' }, { kind: 'human' }],
        name: 'Anna',
      });
      const tableId = a.welcome!.tableId;
      const b = await joinTable(first, tableId, { name: 'Bruno' });
      await waitFor(() => a.state.phase === 'playing', 'playing');
      const coder = [a, b].find((p) => p.seat === p.view().coder)!;
      coder.act({ type: 'roll-code' });
      await waitFor(() => a.version === 1 && b.version === 1, 'the code rolled');
      const coderSeat = coder.seat!;
      await first.stop();
      // The coder's seat is freed in storage.
      const db = new Database(path.join(dataDir, DB_FILE));
      const row = db.prepare('SELECT seats FROM tables WHERE id = ?').get(tableId) as { seats: string };
      const seats = JSON.parse(row.seats) as { keyHash: string | null; name: string }[];
      seats[coderSeat] = { ...seats[coderSeat]!, keyHash: null, name: '' };
      db.prepare('UPDATE tables SET seats = ? WHERE id = ?').run(JSON.stringify(seats), tableId);
      db.close();

      const second = await boot(dataDir, { diceWorkers: 0 });
      try {
        const s = await joinTable(second, tableId, { seat: 'spectate', name: 'Sara' });
        await waitFor(() => s.events.some((m) => m.version === 1), "the spectator's log");
        const asSpectator = s.events.flatMap((m) => m.events) as {
          type: string;
          values?: unknown;
          visibleTo?: number[];
        }[];
        expect(asSpectator.some((e) => e.visibleTo?.includes(coderSeat))).toBe(false);
        expect(s.view().code).toBeNull();
        // A round trip on the spectator's socket: whatever the server sent him on joining is in by the answer.
        s.room.send(C2S.action, { action: { type: 'roll-code' } });
        await waitFor(() => s.errors.length === 1, "the spectator's refusal");
        const asSpectatorThrows = s.throws.filter((t) => t.channel === 'code');
        // The spectator's past came in one catch-up message; sitting down brings one more, for the seat.
        expect(s.catchUps).toHaveLength(1);
        s.room.send(C2S.sit, { seat: coderSeat });
        await waitFor(() => s.seat === coderSeat && s.catchUps.length === 2, 'seated, the log re-sent in one message');
        const resent = s.catchUps[1]!.steps;
        expect(s.catchUps[1]!.version).toBe(1);
        expect(resent.map((m) => m.version)).toEqual([1]);
        const seatOnly = resent.flatMap((m) => m.events).filter((e) => e.visibleTo?.includes(coderSeat)) as {
          type: string;
          values?: unknown;
        }[];
        expect(seatOnly.length).toBeGreaterThan(0);
        expect(seatOnly.some((e) => Array.isArray(e.values) && e.values.length === 4)).toBe(true);
        await waitFor(() => s.view().code !== null, "the coder's view");
        expect(s.view().code).toHaveLength(4);
        // And the code dice's throw, which a spectator never gets: the last throw per channel the seat may see.
        expect(asSpectatorThrows).toEqual([]);
        await waitFor(() => s.throws.some((t) => t.channel === 'code'), 'the code throw');
        await s.room.leave();
      } finally {
        await second.stop();
      }
    } finally {
      removeDataDir(dataDir);
    }
  });
});
