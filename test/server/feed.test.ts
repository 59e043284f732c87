// The delayed all-seeing feed at a real server with real colyseus.js clients: only the creator gets its key and
// nothing else opens it, it is read-only, it shows each version no earlier than the delay after the server
// accepted it (measured against the acceptance times SQLite holds), it runs live only while every seated human
// agrees, and a restarted server rebuilds it from the log.
import Database from 'better-sqlite3';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { replay } from '../../shared/core/index.js';
import { masterdice, type MasterdiceView } from '../../shared/games/masterdice/index.js';
import { C2S, TABLE_ROOM, type CreateOptions } from '../../shared/protocol.js';
import { DB_FILE } from '../../server/store.js';
import {
  boot,
  clientFor,
  createTable,
  joinTable,
  makeDataDir,
  openFeed,
  readStoredTable,
  removeDataDir,
  serverPerFile,
  waitFor,
  type FeedClient,
  type Player,
  refusedJoin,
} from './helpers.js';
import type { RunningServer } from '../../server/app.js';

const live = serverPerFile();

/** Two humans at a fresh Masterdice table with these feed options, both joined and playing. */
async function twoPlayers(server: RunningServer, extra: Partial<CreateOptions> = {}) {
  const a = await createTable(server, { game: 'masterdice', seats: [{ kind: 'human' }, { kind: 'human' }], name: 'Anna', ...extra });
  const tableId = a.welcome!.tableId;
  const b = await joinTable(server, tableId, { name: 'Bruno' });
  await waitFor(() => [a, b].every((p) => p.state.phase === 'playing') && a.feedKey !== null, 'playing');
  return { a, b, tableId, key: a.feedKey!.key };
}

/** One move by whoever is to act (the engine's smart bot decides); resolves once both players have it. */
async function move(players: readonly Player[]): Promise<number> {
  const actor = players.find((p) => p.toAct());
  if (!actor) throw new Error('nobody to act');
  const before = actor.version;
  actor.act(actor.botMove());
  await waitFor(() => players.every((p) => p.version > before), `version ${before + 1}`);
  return before + 1;
}

/** When the server accepted each version (index 0: the setup, 0 ms), from SQLite. */
function acceptedAt(dataDir: string, tableId: string): number[] {
  return [0, ...readStoredTable(dataDir, tableId).log.map((a) => a.at)];
}


/** Every frame of a feed client arrived no earlier than `delayMs` after its version was accepted. */
function expectDelayed(feed: FeedClient, at: readonly number[], delayMs: number): void {
  for (const { at: received, frame } of feed.frames) {
    if (frame.version > 0) expect(received - at[frame.version]!, `frame ${frame.version}`).toBeGreaterThanOrEqual(delayMs);
  }
  for (const { at: received, msg } of feed.events) expect(received - at[msg.version]!, `events of ${msg.version}`).toBeGreaterThanOrEqual(delayMs);
}

/** Waits `ms` (only to show that something did NOT happen in that time). */
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the feed key', () => {
  it('only the creator receives it, once; other players and spectators never do, and SQLite keeps only its hash', async () => {
    const { a, b, tableId, key } = await twoPlayers(live.server);
    const s = await joinTable(live.server, tableId, { seat: 'spectate' });
    const back = await joinTable(live.server, tableId, { seatKey: a.key!.key });
    expect(key.length).toBeGreaterThanOrEqual(20);
    expect(a.feedKey!.tableId).toBe(tableId);
    expect([b.feedKey, s.feedKey, back.feedKey]).toEqual([null, null, null]);
    for (const p of [a, b, s]) expect(p.decodedText()).not.toContain(key);
    const db = new Database(path.join(live.dataDir, DB_FILE), { readonly: true });
    const row = db.prepare('SELECT * FROM tables WHERE id = ?').get(tableId) as Record<string, unknown>;
    db.close();
    expect(JSON.stringify(row)).not.toContain(key);
    expect(typeof row.feed_key_hash).toBe('string');
    for (const p of [b, s, back]) await p.room.leave();
  });

  it('a wrong key, an empty one, a non-string, a seat key or the table code never opens the feed', async () => {
    const { a, b, tableId, key } = await twoPlayers(live.server);
    const tries: Record<string, unknown>[] = [
      { feedKey: 'not-the-key' },
      { feedKey: '' },
      { feedKey: 42 },
      { feedKey: a.key!.key },
      { feedKey: b.key!.key },
      { feedKey: tableId },
      { feedKey: key.slice(0, -1) },
    ];
    for (const options of tries) expect(await refusedJoin(live.server, tableId, options), JSON.stringify(options)).toBe('table/bad-feed-key');
    // The key of another table does not open this one either.
    const other = await twoPlayers(live.server);
    expect(await refusedJoin(live.server, tableId, { feedKey: other.key })).toBe('table/bad-feed-key');
    // The right key does, and the feed is no spectator and holds no seat.
    const feed = await openFeed(live.server, tableId, key);
    expect(feed.welcome!.seat).toBeNull();
    await waitFor(() => a.state.feedWatchers === 1, 'the players see the feed running');
    expect(a.state.spectators).toBe(0);
    expect([...feed.slotKeys]).toEqual(['feed']);
    await feed.room.leave();
    await waitFor(() => a.state.feedWatchers === 0, 'the feed gone');
    for (const p of [a, b, other.a, other.b]) await p.room.leave();
  });

  it('the feed is read-only: an action, a sit or a consent from it is refused and changes nothing', async () => {
    const { a, b, tableId, key } = await twoPlayers(live.server, { feedDelay: 0 });
    const feed = await openFeed(live.server, tableId, key);
    feed.room.send(C2S.action, { action: { type: 'roll-code' } });
    feed.room.send(C2S.sit, { seat: 0 });
    feed.room.send(C2S.feedConsent, { agree: true });
    await waitFor(() => feed.errors.length === 3, 'three refusals');
    expect(feed.errors.map((e) => e.code)).toEqual(['table/feed-read-only', 'table/feed-read-only', 'table/feed-read-only']);
    expect(a.version).toBe(0);
    expect(a.state.feedLive).toBe(false);
    for (const p of [a, b]) await p.room.leave();
    await feed.room.leave();
  });
});

describe('the delay', () => {
  it('the feed shows each version no earlier than the delay after it was accepted, with its events, in order', async () => {
    const { a, b, tableId, key } = await twoPlayers(live.server, { feedDelay: 1 });
    expect(a.state.feedDelay).toBe(1);
    const feed = await openFeed(live.server, tableId, key);
    expect(feed.frame!.version).toBe(0);
    for (let i = 0; i < 3; i++) await move([a, b]);
    await waitFor(() => feed.frame!.version === 3, 'the feed reaches version 3');
    const at = acceptedAt(live.dataDir, tableId);
    expectDelayed(feed, at, 1000);
    expect(feed.events.map((e) => e.msg.version)).toEqual([1, 2, 3]);
    expect(feed.frames.map((f) => f.frame.version)).toEqual([...feed.frames.map((f) => f.frame.version)].sort((x, y) => x - y));
    for (const p of [a, b]) await p.room.leave();
    await feed.room.leave();
  });

  it('a player who opens the feed early sees the table as it was the delay ago: the code only of a roll that old', async () => {
    // A delay a busy machine's round trips stay well inside (the feed must open before the roll is that old).
    const { a, b, tableId, key } = await twoPlayers(live.server, { feedDelay: 4 });
    const solver = [a, b].find((p) => p.seat === (p.view() as MasterdiceView).solver)!;
    await move([a, b]); // the code is rolled
    const opened = Date.now();
    // The solver himself opens the feed (with the creator's link): the roll is younger than the delay.
    const feed = await openFeed(live.server, tableId, key);
    const at = acceptedAt(live.dataDir, tableId);
    expect(opened - at[1]!).toBeLessThan(4000);
    expect(feed.frame!.version).toBe(0);
    expect((feed.frame!.view as MasterdiceView).code).toBeNull();
    expect(solver.view().code).toBeNull();
    // Exactly the delay later (not before) it shows the roll, code included: the broadcast view of version 1.
    await waitFor(() => feed.frame!.version === 1, 'version 1 on the feed');
    expectDelayed(feed, at, 4000);
    const stored = readStoredTable(live.dataDir, tableId);
    const after = replay(masterdice, { seed: stored.seed, players: 2, options: stored.options as never }, stored.log as never);
    if (!after.ok) throw new Error(after.error.code);
    expect(feed.frame!.view).toEqual(masterdice.view(after.value, { kind: 'broadcast' }));
    expect((feed.frame!.view as MasterdiceView).code).toHaveLength(4);
    for (const p of [a, b]) await p.room.leave();
    await feed.room.leave();
  });
});

describe('a live feed (delay 0)', () => {
  it('runs live only while every seated human agrees, and waits the default delay again when one unticks', async () => {
    const { a, b, tableId, key } = await twoPlayers(live.server, { feedDelay: 0 });
    const feed = await openFeed(live.server, tableId, key);
    expect(a.state.feedDelay).toBe(0);
    expect(a.state.feedLive).toBe(false);
    // Nobody agreed yet: the feed holds (the default 120 s delay).
    await move([a, b]);
    await pause(1000);
    expect(feed.frame!.version).toBe(0);
    // One agrees: still not live.
    a.room.send(C2S.feedConsent, { agree: true });
    await waitFor(() => b.state.seats[0].feedConsent === true, 'Anna agrees, for all to see');
    expect(b.state.feedLive).toBe(false);
    await pause(300);
    expect(feed.frame!.version).toBe(0);
    // Both agree: live at once, and the next move shows on the feed as soon as it is made.
    b.room.send(C2S.feedConsent, { agree: true });
    await waitFor(() => a.state.feedLive === true, 'live');
    await waitFor(() => feed.frame!.version === 1, 'the feed catches up at once');
    const v = await move([a, b]);
    await waitFor(() => feed.frame!.version === v, 'the move live on the feed');
    // Bruno unticks: back to the default delay; the next move does not show.
    b.room.send(C2S.feedConsent, { agree: false });
    await waitFor(() => a.state.feedLive === false && a.state.seats[1].feedConsent === false, 'not live any more');
    const w = await move([a, b]);
    await pause(1000);
    expect(feed.frame!.version).toBe(w - 1);
    expect(feed.events.map((e) => e.msg.version)).not.toContain(w);
    for (const p of [a, b]) await p.room.leave();
    await feed.room.leave();
  });

  it('consent is refused from a spectator, at a table that did not ask for a live feed, and in a bad shape', async () => {
    const { a, b, tableId } = await twoPlayers(live.server, { feedDelay: 0 });
    const s = await joinTable(live.server, tableId, { seat: 'spectate' });
    s.room.send(C2S.feedConsent, { agree: true });
    a.room.send(C2S.feedConsent, { agree: 'yes' });
    a.room.send(C2S.feedConsent, {});
    await waitFor(() => s.errors.length === 1 && a.errors.length === 2, 'refusals');
    expect(s.errors[0]!.code).toBe('table/not-seated');
    expect(a.errors.map((e) => e.code)).toEqual(['table/bad-message', 'table/bad-message']);
    const other = await twoPlayers(live.server, { feedDelay: 60 });
    other.a.room.send(C2S.feedConsent, { agree: true });
    await waitFor(() => other.a.errors.length === 1, 'refusal');
    expect(other.a.errors[0]!.code).toBe('table/feed-consent-unneeded');
    expect(other.a.state.seats[0].feedConsent).toBe(false);
    for (const p of [a, b, s, other.a, other.b]) await p.room.leave();
  });

  it('bots count as agreeing: a human beside a bot makes it live alone, and consent is kept in SQLite', async () => {
    const a = await createTable(live.server, { game: 'masterdice', seats: [{ kind: 'human' }, { kind: 'bot' }], feedDelay: 0 });
    await waitFor(() => a.state.phase === 'playing', 'playing');
    expect(a.state.seats[1].feedConsent).toBe(true);
    expect(a.state.feedLive).toBe(false);
    a.room.send(C2S.feedConsent, { agree: true });
    await waitFor(() => a.state.feedLive === true, 'live');
    const seats = readStoredTable(live.dataDir, a.welcome!.tableId);
    expect(seats.players).toBe(2);
    const db = new Database(path.join(live.dataDir, DB_FILE), { readonly: true });
    const row = db.prepare('SELECT seats FROM tables WHERE id = ?').get(a.welcome!.tableId) as { seats: string };
    db.close();
    expect((JSON.parse(row.seats) as { feedConsent?: boolean }[])[0]!.feedConsent).toBe(true);
    await a.room.leave();
  });
});

describe('create options', () => {
  const bad: [string, unknown][] = [
    ['a negative delay', -1],
    ['more than 15 minutes', 901],
    ['a fraction of a second', 1.5],
    ['a string', '120'],
  ];
  for (const [name, feedDelay] of bad) {
    it(`a feed delay of ${name} is refused`, async () => {
      const options = { game: 'masterdice', seats: [{ kind: 'human' }, { kind: 'human' }], feedDelay };
      await expect(clientFor(live.server).create(TABLE_ROOM, options)).rejects.toThrow(/^table\/bad-feed-delay/);
    });
  }

  it('the delay defaults to 2 minutes and 15 minutes is accepted', async () => {
    const a = await createTable(live.server, { game: 'masterdice', seats: [{ kind: 'human' }, { kind: 'human' }] });
    expect(a.state.feedDelay).toBe(120);
    const b = await createTable(live.server, { game: 'masterdice', seats: [{ kind: 'human' }, { kind: 'human' }], feedDelay: 900 });
    expect(b.state.feedDelay).toBe(900);
    for (const p of [a, b]) await p.room.leave();
  });
});

describe('restart', () => {
  it('a restarted server rebuilds the pending frames from the log and shows them at their time', async () => {
    const dataDir = makeDataDir();
    try {
      const first = await boot(dataDir, { diceWorkers: 0 });
      const { a, b, tableId, key } = await twoPlayers(first, { feedDelay: 2 });
      for (let i = 0; i < 2; i++) await move([a, b]);
      await first.stop();
      const second = await boot(dataDir, { diceWorkers: 0 });
      try {
        expect(second.restored).toContain(tableId);
        const feed = await openFeed(second, tableId, key);
        await waitFor(() => feed.frame!.version === 2, 'the feed reaches version 2 after the restart');
        const at = acceptedAt(dataDir, tableId);
        expectDelayed(feed, at, 2000);
        // Every version's events reached the feed once, in order (catch-up and then as they fell due).
        expect(feed.events.map((e) => e.msg.version)).toEqual([1, 2]);
        await feed.room.leave();
      } finally {
        await second.stop();
      }
    } finally {
      removeDataDir(dataDir);
    }
  });
});
