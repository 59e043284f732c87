// The feed key belongs to the creator's own create request, never to whoever joins first (issue 26): the lobby
// lists a new table before its creator's socket arrives, so these tests hold the creator's join back on purpose
// (the create's seat reservation is taken over HTTP, its WebSocket opened only once the others have joined) and
// check who gets the key, who gets in, and what a malformed or foreign secret gets. Real server, real clients.
import type { Client, SeatReservation } from 'colyseus.js';
import { describe, expect, it } from 'vitest';
import { LOBBY_ROOM, TABLE_ROOM, type CreateOptions, type TableMetadata } from '../../shared/protocol.js';
import {
  clientFor,
  createTable,
  creatorSecret,
  joinTable,
  openFeed,
  Player,
  refusedJoin,
  serverPerFile,
  waitFor,
} from './helpers.js';
import type { RunningServer } from '../../server/app.js';

const live = serverPerFile();

/** A seat reservation as Colyseus' matchmaker answers a create (what colyseus.js passes to consumeSeatReservation). */
type Reservation = SeatReservation;

/** Makes a table over HTTP and returns its reservation, without opening the creator's WebSocket yet. */
async function reserveCreate(client: Client, options: CreateOptions): Promise<Reservation> {
  const res = await client.http.post(`matchmake/create/${TABLE_ROOM}`, {
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(options),
  });
  const data = res.data as Reservation & { error?: string };
  if (data.error) throw new Error(data.error);
  expect(data.room.roomId).toMatch(/^[A-Z0-9]{6}$/);
  return data;
}

/** Opens the creator's held-back WebSocket with its reservation and waits for its welcome. */
async function arrive(client: Client, reservation: Reservation): Promise<Player> {
  const p = new Player(await client.consumeSeatReservation(reservation), client);
  await waitFor(() => p.welcome !== null && p.state?.tableId === reservation.room.roomId, 'the creator welcomed');
  return p;
}

/** A lobby watcher: the LobbyRoom's live list of tables, by id. */
async function lobbyWatcher(server: RunningServer) {
  const lobby = await clientFor(server).joinOrCreate(LOBBY_ROOM);
  const rooms = new Map<string, TableMetadata>();
  lobby.onMessage('rooms', (list: { roomId: string; metadata: TableMetadata }[]) =>
    list.forEach((r) => {
      rooms.set(r.roomId, r.metadata);
    }),
  );
  lobby.onMessage('+', ([roomId, r]: [string, { metadata: TableMetadata }]) => rooms.set(roomId, r.metadata));
  lobby.onMessage('-', (roomId: string) => rooms.delete(roomId));
  return { lobby, rooms };
}

const TWO_HUMANS: CreateOptions = { game: 'masterdice', seats: [{ kind: 'human' }, { kind: 'human' }], name: 'Anna' };

describe('the feed key goes to the creator, whoever joins first', () => {
  it("a lobby watcher who joins as a spectator before the creator's socket gets no key; the creator gets it, and it opens the feed", async () => {
    const { lobby, rooms } = await lobbyWatcher(live.server);
    const creatorClient = clientFor(live.server);
    const reservation = await reserveCreate(creatorClient, { ...TWO_HUMANS, creatorSecret: creatorSecret() });
    const tableId = reservation.room.roomId;
    // The watcher sees the new table in the lobby and joins it at once, while the creator's socket is held back.
    await waitFor(() => rooms.get(tableId)?.seats !== undefined, 'the table listed in the lobby');
    expect(rooms.get(tableId)!.seats.every((s) => !s.occupied)).toBe(true);
    const watcher = await joinTable(live.server, tableId, { seat: 'spectate', name: 'Lurker' });
    expect(watcher.seat).toBeNull();
    const creator = await arrive(creatorClient, reservation);
    await waitFor(() => creator.feedKey !== null, "the creator's feed key");
    expect(creator.seat).toBe(0);
    expect(creator.feedKey!.tableId).toBe(tableId);
    expect(watcher.feedKey).toBeNull();
    expect(watcher.decodedText()).not.toContain(creator.feedKey!.key);
    const feed = await openFeed(live.server, tableId, creator.feedKey!.key);
    expect(feed.welcome!.seat).toBeNull();
    for (const c of [watcher.room, creator.room, feed.room, lobby]) await c.leave();
  });

  it('a table that forbids spectators lets nobody in before its creator: watching, an automatic seat and a chosen seat are refused', async () => {
    const { lobby, rooms } = await lobbyWatcher(live.server);
    const creatorClient = clientFor(live.server);
    const reservation = await reserveCreate(creatorClient, {
      ...TWO_HUMANS,
      spectators: false,
      creatorSecret: creatorSecret(),
    });
    const tableId = reservation.room.roomId;
    await waitFor(() => rooms.get(tableId)?.seats !== undefined, 'the table listed in the lobby');
    for (const options of [{ seat: 'spectate' }, {}, { seat: 1, name: 'Early' }, { seat: 0 }]) {
      expect(await refusedJoin(live.server, tableId, options), JSON.stringify(options)).toBe('table/creator-first');
    }
    const creator = await arrive(creatorClient, reservation);
    await waitFor(() => creator.feedKey !== null, "the creator's feed key");
    expect(creator.seat).toBe(0);
    // Once the creator is in, the table is as its creator made it: players sit, watchers stay out.
    expect(await refusedJoin(live.server, tableId, { seat: 'spectate' })).toBe('table/no-spectators');
    const bruno = await joinTable(live.server, tableId, { name: 'Bruno' });
    expect(bruno.seat).toBe(1);
    expect(bruno.feedKey).toBeNull();
    for (const c of [creator.room, bruno.room, lobby]) await c.leave();
  });
});

describe('the creator secret', () => {
  const malformed: [string, unknown][] = [
    ['an empty string', ''],
    ['too short', 'abc'],
    ['too long', 'a'.repeat(65)],
    ['a character outside base64url', `${'a'.repeat(21)}+`],
    ['a number', 42],
    ['an object', { secret: 'a'.repeat(22) }],
  ];
  for (const [name, secret] of malformed) {
    it(`a create with ${name} as its secret is refused, and makes no table`, async () => {
      await expect(clientFor(live.server).create(TABLE_ROOM, { ...TWO_HUMANS, creatorSecret: secret })).rejects.toThrow(
        /^table\/bad-creator-secret/,
      );
    });
  }

  it('nobody else can present a secret: a guessed, a malformed or the spent one is refused, before and after the creator came', async () => {
    const creatorClient = clientFor(live.server);
    const secret = creatorSecret();
    const reservation = await reserveCreate(creatorClient, { ...TWO_HUMANS, creatorSecret: secret });
    const tableId = reservation.room.roomId;
    expect(await refusedJoin(live.server, tableId, { seat: 'spectate', creatorSecret: creatorSecret() })).toBe(
      'table/bad-creator-secret',
    );
    expect(await refusedJoin(live.server, tableId, { creatorSecret: 'short' })).toBe('table/bad-creator-secret');
    const creator = await arrive(creatorClient, reservation);
    await waitFor(() => creator.feedKey !== null, "the creator's feed key");
    // The secret was for one join only: presented again (even rightly) it opens nothing.
    expect(await refusedJoin(live.server, tableId, { seat: 'spectate', creatorSecret: secret })).toBe(
      'table/bad-creator-secret',
    );
    await creator.room.leave();
  });

  it('a create without a secret makes a table whose feed nobody can open', async () => {
    const client = clientFor(live.server);
    const p = new Player(await client.create(TABLE_ROOM, TWO_HUMANS), client);
    await waitFor(() => p.welcome !== null, 'welcome');
    const b = await joinTable(live.server, p.welcome!.tableId, { name: 'Bruno' });
    await waitFor(() => p.state.phase === 'playing', 'playing');
    expect([p.feedKey, b.feedKey]).toEqual([null, null]);
    expect(await refusedJoin(live.server, p.welcome!.tableId, { feedKey: '' })).toBe('table/bad-feed-key');
    for (const c of [p.room, b.room]) await c.leave();
  });

  it("the helper's creator (a create with its secret, joined at once) gets the key as before", async () => {
    const a = await createTable(live.server, TWO_HUMANS);
    await waitFor(() => a.feedKey !== null, 'the feed key');
    await a.room.leave();
  });
});
