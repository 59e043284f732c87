// The delayed feed at a real server with real colyseus.js clients: only the creator gets its key and nothing else
// opens it, it is read-only, it shows each version, the setup included, no earlier than the delay after the server
// accepted it (measured against the times SQLite holds), it shows secrets still in play only while every seated
// human agrees (else the spectators' view, and each secret once its round is over), and a restarted server
// rebuilds it from the log.
import Database from 'better-sqlite3';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { replay } from '../../shared/core/index.js';
import { masterdice, type MasterdiceView } from '../../shared/games/masterdice/index.js';
import { C2S, TABLE_ROOM, type CreateOptions, type FeedFrame } from '../../shared/protocol.js';
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
  const a = await createTable(server, {
    game: 'masterdice',
    seats: [{ kind: 'human' }, { kind: 'human' }],
    name: 'Anna',
    ...extra,
  });
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

/** When the server accepted each version (index 0: the setup, the table's creation), from SQLite. */
function acceptedAt(dataDir: string, tableId: string): number[] {
  const stored = readStoredTable(dataDir, tableId);
  const at = [stored.createdAt];
  for (const a of stored.log) at[a.n + 1] = a.at; // by version (a replaced latest-state edit leaves a gap)
  return at;
}

/** The Masterdice view a feed frame shows (null while the feed waits for its start). */
const codeOn = (frame: FeedFrame | null): readonly number[] | null =>
  (frame?.view as MasterdiceView | null)?.code ?? null;

/** Every frame of a feed client showing the table (the setup included) arrived no earlier than `delayMs` after its version was accepted. */
function expectDelayed(feed: FeedClient, at: readonly number[], delayMs: number): void {
  for (const { at: received, frame } of feed.frames) {
    if (frame.view !== null)
      expect(received - at[frame.version]!, `frame ${frame.version}`).toBeGreaterThanOrEqual(delayMs);
  }
  for (const { at: received, msg } of feed.events)
    expect(received - at[msg.version]!, `events of ${msg.version}`).toBeGreaterThanOrEqual(delayMs);
}

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
    for (const options of tries)
      expect(await refusedJoin(live.server, tableId, options), JSON.stringify(options)).toBe('table/bad-feed-key');
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
    expect(feed.errors.map((e) => e.code)).toEqual([
      'table/feed-read-only',
      'table/feed-read-only',
      'table/feed-read-only',
    ]);
    expect(a.version).toBe(0);
    expect(a.state.feedAllSeeing).toBe(false);
    for (const p of [a, b]) await p.room.leave();
    await feed.room.leave();
  });
});

describe('the delay', () => {
  it('the setup waits its delay: the feed first says when it starts, then shows the table no earlier than the delay after its creation', async () => {
    const a = await createTable(live.server, {
      game: 'masterdice',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      name: 'Anna',
      feedDelay: 5,
    });
    const tableId = a.welcome!.tableId;
    await waitFor(() => a.feedKey !== null, 'the feed key');
    const feed = await openFeed(live.server, tableId, a.feedKey!.key);
    const opened = Date.now();
    const [created] = acceptedAt(live.dataDir, tableId);
    // A delay a busy machine's round trips stay well inside: the feed opens long before the table is 5 s old.
    expect(opened - created!).toBeLessThan(5000);
    expect(feed.frames[0]!.frame).toEqual({
      version: 0,
      phase: 'waiting',
      view: null,
      sight: 'table',
      startsAt: created! + 5000,
    });
    expect(feed.catchUps[0]).toMatchObject({ version: 0, steps: [], throws: [] });
    await waitFor(() => feed.frame!.view !== null, 'the setup on the feed', 30_000);
    expectDelayed(feed, [created!], 5000);
    const stored = readStoredTable(live.dataDir, tableId);
    const start = replay(masterdice, { seed: stored.seed, players: 2, options: stored.options as never }, []);
    if (!start.ok) throw new Error(start.error.code);
    expect(feed.frame!.view).toEqual(JSON.parse(JSON.stringify(masterdice.view(start.value, { kind: 'spectator' }))));
    await a.room.leave();
    await feed.room.leave();
  });

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
    expect(feed.frames.map((f) => f.frame.version)).toEqual(
      [...feed.frames.map((f) => f.frame.version)].sort((x, y) => x - y),
    );
    for (const p of [a, b]) await p.room.leave();
    await feed.room.leave();
  });

  it("a player who opens the feed early sees the table as it was the delay ago, and without everybody's consent never the code in play", async () => {
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
    expect(codeOn(feed.frame)).toBeNull();
    expect(solver.view().code).toBeNull();
    // Exactly the delay later (not before) it shows the roll, as spectators see it: the code stays hidden.
    await waitFor(() => feed.frame!.version === 1, 'version 1 on the feed');
    expectDelayed(feed, at, 4000);
    const stored = readStoredTable(live.dataDir, tableId);
    const after = replay(
      masterdice,
      { seed: stored.seed, players: 2, options: stored.options as never },
      stored.log as never,
    );
    if (!after.ok) throw new Error(after.error.code);
    expect(feed.frame!.sight).toBe('table');
    expect(feed.frame!.view).toEqual(JSON.parse(JSON.stringify(masterdice.view(after.value, { kind: 'spectator' }))));
    expect(codeOn(feed.frame)).toBeNull();
    expect(feed.throws.map((t) => t.msg.channel)).not.toContain('code');
    for (const p of [a, b]) await p.room.leave();
    await feed.room.leave();
  });
});

describe('what the feed shows (consent)', () => {
  it('a seated creator with a 1 s delay sees no code on the feed while the coder has not agreed, until that game is over', async () => {
    const { a, b, tableId, key } = await twoPlayers(live.server, { feedDelay: 1 });
    // Anna created the table and solves game 1; Bruno codes it and never agrees. Anna agrees: not enough.
    const coder = [a, b].find((p) => p.seat === (p.view() as MasterdiceView).coder)!;
    const creatorSolves = a.seat === (a.view() as MasterdiceView).solver;
    expect(creatorSolves).toBe(true);
    a.room.send(C2S.feedConsent, { agree: true });
    await waitFor(() => b.state.seats[a.seat!].feedConsent === true, 'Anna agrees');
    expect(a.state.feedAllSeeing).toBe(false);
    const feed = await openFeed(live.server, tableId, key);
    // Bruno rolls the code; a second later the feed shows the roll, without the code.
    await move([a, b]);
    await waitFor(() => feed.frame!.version === 1, 'the roll on the feed');
    expect(codeOn(feed.frame)).toBeNull();
    // Play game 1 to its end (the solver's smart bot decides), the feed following a second behind.
    while ((a.view() as MasterdiceView).gameIndex === 0) await move([a, b]);
    const roundOver = a.version;
    const code = coder.view().results[0]?.code ?? null;
    expect(code).toHaveLength(4);
    // Until the game was over live, no frame, event nor throw of the feed carried the code.
    const flip = feed.frames.findIndex((f) => f.frame.sight === 'all');
    const before = flip < 0 ? feed.frames : feed.frames.slice(0, flip);
    for (const { frame } of before) {
      expect(frame.sight).toBe('table');
      if (frame.version < roundOver) expect(codeOn(frame), `frame ${frame.version}`).toBeNull();
    }
    expect(feed.throws.map((t) => t.msg.channel)).not.toContain('code');
    expect(
      feed.events
        .flatMap((e) => e.msg.events)
        .some((e) => e.type === 'dice-thrown' && (e as { channel?: string }).channel === 'code'),
    ).toBe(false);
    // Once the game is over live, the feed (still a second behind, in that game) may show its code at once.
    await waitFor(
      () => feed.frames.some((f) => f.frame.sight === 'all' && f.frame.version < roundOver),
      "the ended game's code on the delayed feed",
    );
    const shown = feed.frames.find((f) => f.frame.sight === 'all' && f.frame.version < roundOver)!.frame;
    expect(codeOn(shown)).toEqual(code);
    // The next game's code stays hidden: the feed's frame of the new game is the spectators' view again.
    await waitFor(() => feed.frame!.version === roundOver, 'the feed reaches the new game');
    expect(feed.frame!.sight).toBe('table');
    for (const p of [a, b]) await p.room.leave();
    await feed.room.leave();
  });

  it('consent at a non-zero delay shows the all-seeing view at once; one player unticking hides the code at once', async () => {
    const { a, b, tableId, key } = await twoPlayers(live.server, { feedDelay: 1 });
    const feed = await openFeed(live.server, tableId, key);
    await move([a, b]); // the code is rolled
    await waitFor(() => feed.frame!.version === 1, 'the roll on the feed');
    expect(feed.frame!.sight).toBe('table');
    expect(codeOn(feed.frame)).toBeNull();
    for (const p of [a, b]) p.room.send(C2S.feedConsent, { agree: true });
    await waitFor(() => a.state.feedAllSeeing === true, 'everybody agrees');
    await waitFor(() => feed.frame!.sight === 'all', 'the all-seeing view');
    const stored = readStoredTable(live.dataDir, tableId);
    const after = replay(
      masterdice,
      { seed: stored.seed, players: 2, options: stored.options as never },
      stored.log as never,
    );
    if (!after.ok) throw new Error(after.error.code);
    expect(feed.frame!.version).toBe(1);
    expect(feed.frame!.view).toEqual(JSON.parse(JSON.stringify(masterdice.view(after.value, { kind: 'broadcast' }))));
    expect(codeOn(feed.frame)).toHaveLength(4);
    // The delay stays the creator's: the next move still waits its second.
    const v = await move([a, b]);
    const at = acceptedAt(live.dataDir, tableId);
    await waitFor(() => feed.frame!.version === v, 'the move on the feed');
    expectDelayed(feed, at, 1000);
    b.room.send(C2S.feedConsent, { agree: false });
    await waitFor(() => feed.frame!.sight === 'table', "back to the spectators' view");
    expect(a.state.feedAllSeeing).toBe(false);
    expect(codeOn(feed.frame)).toBeNull();
    for (const p of [a, b]) await p.room.leave();
    await feed.room.leave();
  });

  it('a live feed (delay 0) follows the table at once, all-seeing only while every seated human agrees', async () => {
    const { a, b, tableId, key } = await twoPlayers(live.server, { feedDelay: 0 });
    const feed = await openFeed(live.server, tableId, key);
    expect(a.state.feedDelay).toBe(0);
    expect(a.state.feedAllSeeing).toBe(false);
    // Nobody agreed yet: the move shows at once, as spectators see it.
    const v = await move([a, b]);
    await waitFor(() => feed.frame!.version === v, 'the move live on the feed');
    expect(feed.frame!.sight).toBe('table');
    expect(codeOn(feed.frame)).toBeNull();
    // One agrees: still the spectators' view.
    a.room.send(C2S.feedConsent, { agree: true });
    await waitFor(() => b.state.seats[0].feedConsent === true, 'Anna agrees, for all to see');
    expect(b.state.feedAllSeeing).toBe(false);
    expect(feed.frame!.sight).toBe('table');
    // Both agree: all-seeing at once.
    b.room.send(C2S.feedConsent, { agree: true });
    await waitFor(() => a.state.feedAllSeeing === true && feed.frame!.sight === 'all', 'all-seeing');
    expect(codeOn(feed.frame)).toHaveLength(4);
    // Bruno unticks: the spectators' view again, at once.
    b.room.send(C2S.feedConsent, { agree: false });
    await waitFor(() => a.state.feedAllSeeing === false && feed.frame!.sight === 'table', 'not all-seeing any more');
    expect(codeOn(feed.frame)).toBeNull();
    for (const p of [a, b]) await p.room.leave();
    await feed.room.leave();
  });

  it('consent is refused from a spectator and in a bad shape, and taken at any delay', async () => {
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
    await waitFor(() => other.b.state.seats[0].feedConsent === true, 'consent at a 60 s table');
    expect(other.a.errors).toEqual([]);
    for (const p of [a, b, s, other.a, other.b]) await p.room.leave();
  });

  it('bots count as agreeing: a human beside a bot makes it all-seeing alone, and consent is kept in SQLite', async () => {
    const a = await createTable(live.server, {
      game: 'masterdice',
      seats: [{ kind: 'human' }, { kind: 'bot' }],
      feedDelay: 0,
    });
    await waitFor(() => a.state.phase === 'playing', 'playing');
    expect(a.state.seats[1].feedConsent).toBe(true);
    expect(a.state.feedAllSeeing).toBe(false);
    a.room.send(C2S.feedConsent, { agree: true });
    await waitFor(() => a.state.feedAllSeeing === true, 'all-seeing');
    const seats = readStoredTable(live.dataDir, a.welcome!.tableId);
    expect(seats.players).toBe(2);
    const db = new Database(path.join(live.dataDir, DB_FILE), { readonly: true });
    const row = db.prepare('SELECT seats FROM tables WHERE id = ?').get(a.welcome!.tableId) as { seats: string };
    db.close();
    expect((JSON.parse(row.seats) as { feedConsent?: boolean }[])[0]!.feedConsent).toBe(true);
    await a.room.leave();
  });

  it('a free human seat has agreed to nothing: the feed of a table still waiting for a player is never all-seeing', async () => {
    const a = await createTable(live.server, {
      game: 'masterdice',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      feedDelay: 0,
    });
    a.room.send(C2S.feedConsent, { agree: true });
    await waitFor(() => a.state.seats[0].feedConsent === true, 'the creator agrees');
    expect(a.state.feedAllSeeing).toBe(false);
    const feed = await openFeed(live.server, a.welcome!.tableId, a.feedKey!.key);
    expect(feed.frame!.sight).toBe('table');
    await a.room.leave();
    await feed.room.leave();
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
    const b = await createTable(live.server, {
      game: 'masterdice',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      feedDelay: 900,
    });
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
