// Keeping seats: a dropped connection comes back with its reconnection token, a player who left comes back
// with his seat key, and a restarted server restores a match in progress from SQLite.
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/app.js';
import { CLOSE_REPLACED, CLOSE_SERVER_RESTART } from '../../server/table-errors.js';
import { randomBytes } from 'node:crypto';
import type { SeatReservation } from 'colyseus.js';
import { WebSocket } from 'ws';
import { TABLE_ROOM, viewKeysOf, type JoinOptions } from '../../shared/protocol.js';
import {
  boot,
  clientFor,
  createTable,
  dropConnection,
  joinTable,
  makeDataDir,
  playUntil,
  refusedJoin,
  removeDataDir,
  twoPlayersAndSpectator,
  waitFor,
  type Player,
} from './helpers.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

/** These tests are not about dice: throws are simulated in the main thread (no worker to start). */
async function serverIn(dataDir: string, extra = {}): Promise<RunningServer> {
  const server = await boot(dataDir, { diceWorkers: 0, ...extra });
  cleanups.push(() => server.stop());
  return server;
}

function freshDir(): string {
  const dir = makeDataDir();
  cleanups.push(() => removeDataDir(dir));
  return dir;
}

/** Plays `count` actions chosen by the smart bot on each client's own view. */
async function playSome(players: readonly Player[], count: number): Promise<void> {
  let n = 0;
  await playUntil(
    players,
    [],
    () => n++ >= count,
    () => {},
  );
}

/** A fresh server and a two-seat Masterdice table whose creator, Host, sits alone at seat 0. */
async function hostAlone() {
  const server = await serverIn(freshDir());
  const host = await createTable(server, {
    game: 'masterdice',
    seats: [{ kind: 'human' }, { kind: 'human' }],
    name: 'Host',
  });
  return { server, host, tableId: host.welcome!.tableId as string };
}

describe('reconnection', () => {
  it('a dropped client gets its seat back with its reconnection token, and play goes on', async () => {
    const server = await serverIn(freshDir());
    const { a, b, s } = await twoPlayersAndSpectator(server);
    await playSome([a, b], 3);
    const token = a.room.reconnectionToken;
    dropConnection(a);
    await waitFor(() => b.state.seats[0].connected === false, 'seat 0 shown disconnected');
    expect(b.state.seats[0].occupied).toBe(true);
    const again = await a.client.reconnect(token);
    a.listen(again);
    await waitFor(() => a.state?.version === b.version && b.state.seats[0].connected === true, 'back at the table');
    expect(a.welcome!.seat).toBe(0);
    expect(a.viewKeys()).toEqual(viewKeysOf(0));
    await playSome([a, b], 3);
    expect(s.version).toBe(6);
    for (const p of [a, b, s]) await p.room.leave();
  });

  it('a player who left takes his seat back with his seat key; a second tab with the key replaces the first', async () => {
    const server = await serverIn(freshDir());
    const { a, b, s, tableId } = await twoPlayersAndSpectator(server);
    await playSome([a, b], 2);
    const key = a.key!.key;
    await a.room.leave(true);
    await waitFor(() => b.state.seats[0].connected === false, 'seat 0 shown disconnected');
    expect(b.state.seats[0].name).toBe('Anna');
    const back = await joinTable(server, tableId, { seatKey: key, name: 'Anna B.' });
    expect(back.seat).toBe(0);
    expect(back.key).toBeNull();
    await waitFor(() => b.state.seats[0].connected && b.state.seats[0].name === 'Anna B.', 'seat 0 back, renamed');
    expect(back.version).toBe(2);
    const tab = await joinTable(server, tableId, { seatKey: key });
    expect(tab.seat).toBe(0);
    await waitFor(() => back.leftWith !== null, 'first tab closed');
    expect(back.leftWith).toBe(CLOSE_REPLACED);
    expect(b.state.seats[0].connected).toBe(true);
    await playSome([tab, b], 2);
    for (const p of [tab, b, s]) await p.room.leave();
  });

  it('a page whose connection drops before its seat key arrives gets that seat back with its claim key', async () => {
    const { server, host, tableId } = await hostAlone();
    const claimKey = randomBytes(16).toString('base64url');
    // The page's first join: its seat reserved over HTTP, then its socket closed at the server's first word, before
    // it answers it, so the server's SeatKeyMessage never leaves (what a page saw when its network dropped there).
    const reservation = (
      await clientFor(server).http.post(`matchmake/joinById/${tableId}`, {
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Bea', claimKey } satisfies JoinOptions),
      })
    ).data as SeatReservation & { room: { processId: string } };
    const socket = new WebSocket(
      `ws://127.0.0.1:${server.port}/${reservation.room.processId}/${tableId}?sessionId=${reservation.sessionId}`,
    );
    await new Promise<void>((resolve) => socket.once('message', () => resolve()));
    socket.terminate();
    await waitFor(() => host.state.seats[1].occupied && !host.state.seats[1].connected, 'seat 1 taken, offline');
    expect(host.state.seats[1].name).toBe('Bea');
    // The page tries again with what it kept: no seat key, the same claim key. Seat 1 is its own again (not a
    // spectator's place at a full table), and the key it holds is the seat's.
    const back = await joinTable(server, tableId, { name: 'Bea', claimKey });
    expect(back.seat).toBe(1);
    await waitFor(() => back.key !== null, 'seat key');
    expect(back.key).toEqual({ tableId, seat: 1, key: claimKey });
    await waitFor(() => host.state.seats[1].connected && host.state.phase === 'playing', 'seat 1 back, playing');
    expect(host.state.spectators).toBe(0);
    await playSome([host, back], 2);
    // The claim key is the seat key from then on; a malformed one is refused, like a bad seat key.
    expect((await joinTable(server, tableId, { seatKey: claimKey })).seat).toBe(1);
    expect(await refusedJoin(server, tableId, { claimKey: 'short' })).toBe('table/bad-seat-key');
  });

  it("a spectator takes a free seat and from then on decodes only that seat's view", async () => {
    const { server, host, tableId } = await hostAlone();
    const guest = await joinTable(server, tableId, { seat: 'spectate', name: 'Guest' });
    expect(guest.viewKeys()).toEqual(['spectator']);
    const welcomed = guest.welcome;
    guest.room.send('sit', { seat: 1 });
    await waitFor(() => guest.welcome !== welcomed && guest.key !== null, 'seated');
    expect(guest.seat).toBe(1);
    await waitFor(() => guest.state.phase === 'playing', 'playing');
    // It keeps the spectators' tree and gains seat 1's overlay: its view is seat 1's from then on.
    await waitFor(() => guest.viewKeys().length === 2, "seat 1's overlay");
    expect(guest.viewKeys()).toEqual(viewKeysOf(1));
    expect(guest.state.seats[1].name).toBe('Guest');
    expect(guest.state.spectators).toBe(0);
    await playSome([host, guest], 2);
    for (const p of [host, guest]) await p.room.leave();
  });
});

describe('restart', () => {
  it('a server stopped and started on the same data folder restores the match, which the players then finish', async () => {
    const dataDir = freshDir();
    const first = await boot(dataDir, { diceWorkers: 0 });
    const { a, b, tableId } = await twoPlayersAndSpectator(first);
    await playSome([a, b], 5);
    const keys = [a.key!.key, b.key!.key];
    const version = a.version;
    await first.stop();
    await waitFor(() => a.leftWith !== null && b.leftWith !== null, 'clients closed');
    expect([a.leftWith, b.leftWith]).toEqual([CLOSE_SERVER_RESTART, CLOSE_SERVER_RESTART]);

    const second = await serverIn(dataDir);
    expect(second.restored).toContain(tableId);
    const a2 = await joinTable(second, tableId, { seatKey: keys[0] });
    expect(a2.state.seats[1].connected).toBe(false);
    const b2 = await joinTable(second, tableId, { seatKey: keys[1] });
    expect(a2.room.roomId).toBe(tableId);
    expect([a2.seat, b2.seat]).toEqual([0, 1]);
    expect(a2.version).toBe(version);
    expect(b2.version).toBe(version);
    await waitFor(() => a2.state.seats[1].connected && a2.state.phase === 'playing', 'both back');
    await playUntil(
      [a2, b2],
      [],
      () => a2.state.phase === 'finished',
      () => {},
    );
    expect(a2.view().outcome).not.toBeNull();
    for (const p of [a2, b2]) await p.room.leave();
  });

  it('a bot table restored after a restart lets the bot resume', async () => {
    const dataDir = freshDir();
    // The first server's bot never gets to act: the match stops where the bot is to move.
    const first = await boot(dataDir, { botDelayMs: 60_000, diceWorkers: 0 });
    const human = await createTable(first, { game: 'masterdice', seats: [{ kind: 'bot' }, { kind: 'human' }] });
    const tableId = human.welcome!.tableId;
    const key = human.key!.key;
    await waitFor(() => human.state.phase === 'playing', 'playing');
    while (!human.view().toAct.includes(0)) {
      const before = human.version;
      human.act(human.botMove());
      await waitFor(() => human.version > before, 'my move');
    }
    const version = human.version;
    await first.stop();
    const second = await serverIn(dataDir);
    expect(second.restored).toContain(tableId);
    const back = await joinTable(second, tableId, { seatKey: key });
    await waitFor(() => back.version > version, 'the bot moved after the restart');
    while (back.state.phase !== 'finished') {
      await waitFor(() => back.state.phase === 'finished' || back.toAct(), 'my turn or the end');
      if (back.state.phase === 'finished') break;
      const before = back.version;
      back.act(back.botMove());
      await waitFor(() => back.version > before, 'my move');
    }
    expect(back.errors).toEqual([]);
    await back.room.leave();
  });

  it('an idle table room closes and comes back from SQLite when somebody joins it by code', async () => {
    const server = await serverIn(freshDir(), { idleDisposeMs: 50 });
    const { a, b, s, tableId } = await twoPlayersAndSpectator(server);
    await playSome([a, b], 2);
    const key = b.key!.key;
    for (const p of [a, b, s]) await p.room.leave();
    const status = async () =>
      (await (await fetch(`http://127.0.0.1:${server.port}/api/tables/${tableId}`)).json()) as { live: boolean };
    let live = true;
    for (let i = 0; i < 500 && live; i++) {
      live = (await status()).live;
      if (live) await new Promise((r) => setTimeout(r, 10));
    }
    expect(live).toBe(false);
    const back = await joinTable(server, tableId, { seatKey: key });
    expect(back.seat).toBe(1);
    expect(back.version).toBe(2);
    expect((await status()).live).toBe(true);
    await back.room.leave();
    await expect(clientFor(server).joinById('ZZZZZZ', {})).rejects.toThrow();
    await expect(clientFor(server).create(TABLE_ROOM, { restore: tableId, restoreToken: 'guess' })).rejects.toThrow(
      'table/',
    );
  });
});
