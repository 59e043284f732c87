// Several processes behind one address: a private redis-server and two server processes, each with its own port,
// public address and data folder. A table made through one is listed, joinable and watchable through the other, a
// dropped player reconnects through the other, and when Redis goes away the table plays on while new joins are
// refused with a clear message; once Redis is back (empty) joins work again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Room } from 'colyseus.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TABLE_ERRORS } from '../../server/table-errors.js';
import { LOBBY_ROOM } from '../../shared/protocol.js';
import {
  clientFor,
  createTable,
  dropConnection,
  joinTable,
  playUntil,
  refusedJoin,
  waitFor,
  type Player,
} from './helpers.js';
import {
  bundleServer,
  freePort,
  redisServerPath,
  startRedis,
  startServerProcess,
  type RedisProcess,
  type ServerProcess,
} from './processes.js';
import { nodeClient } from '../node-client.js';

const redisBinary = redisServerPath();
if (!redisBinary && process.env.CI)
  throw new Error("redis-server is missing: .ci/run installs Debian's redis-server before the tests");
if (!redisBinary)
  console.warn(
    '[redis.test] SKIPPED: redis-server is not installed (apt-get install redis-server); CI installs it and runs these tests',
  );

const work = {
  dir: '',
  bundle: '',
  redis: null as RedisProcess | null,
  redisPort: 0,
  a: null as ServerProcess | null,
  b: null as ServerProcess | null,
};

describe.skipIf(!redisBinary)('two server processes on one Redis', () => {
  beforeAll(async () => {
    work.dir = mkdtempSync(path.join(tmpdir(), 'tavolo-redis-'));
    work.bundle = await bundleServer();
    work.redisPort = await freePort();
    work.redis = await startRedis(redisBinary!, work.redisPort, path.join(work.dir, 'redis'));
    const [pa, pb] = [await freePort(), await freePort()];
    const env = (port: number) => ({ REDIS_URL: work.redis!.url, PUBLIC_ADDRESS: `127.0.0.1:${port}` });
    [work.a, work.b] = await Promise.all([
      startServerProcess(work.bundle, pa, path.join(work.dir, 'a'), env(pa)),
      startServerProcess(work.bundle, pb, path.join(work.dir, 'b'), env(pb)),
    ]);
  }, 60_000);

  afterAll(async () => {
    for (const p of [work.a, work.b, work.redis]) await p?.kill9();
    rmSync(work.dir, { recursive: true, force: true });
    if (work.bundle) rmSync(work.bundle, { force: true });
  });

  it('a table made through one process is listed, joined and watched through the other; a dropped player reconnects through it; the game finishes', async () => {
    const { a, b } = { a: work.a!, b: work.b! };
    const anna = await createTable(a.server, {
      game: 'masterdice',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      name: 'Anna',
    });
    const tableId = anna.welcome!.tableId;
    // The lobby through the other process lists it, with the address of the process that holds it.
    const lobby: Room = await clientFor(b.server).joinOrCreate(LOBBY_ROOM);
    const listed: { roomId: string; publicAddress?: string }[] = [];
    lobby.onMessage('rooms', (rooms: typeof listed) => listed.push(...rooms));
    lobby.onMessage('+', ([, room]: [string, (typeof listed)[number]]) => listed.push(room));
    lobby.onMessage('-', () => {});
    await waitFor(() => listed.some((r) => r.roomId === tableId), "the table in the other process's lobby");
    expect(listed.find((r) => r.roomId === tableId)!.publicAddress).toBe(`127.0.0.1:${a.port}`);

    const bruno = await joinTable(b.server, tableId, { name: 'Bruno' });
    const watcher = await joinTable(b.server, tableId, { seat: 'spectate', name: 'Vera' });
    expect(bruno.seat).toBe(1);
    // Their sockets went where the table lives.
    for (const p of [bruno, watcher]) expect(socketUrl(p)).toContain(`127.0.0.1:${a.port}/`);
    await waitFor(
      () => [anna, bruno, watcher].every((p) => p.state.phase === 'playing' && p.state.spectators === 1),
      'playing',
    );
    expect(anna.state.spectatorNames.toArray()).toEqual(['Vera']);
    await playUntil(
      [anna, bruno],
      [watcher],
      () => anna.version >= 4,
      () => {},
    );

    // Bruno's network drops; his browser reconnects through the other process's address and gets his seat back.
    const token = bruno.room.reconnectionToken;
    dropConnection(bruno);
    await waitFor(() => anna.state.seats[1].connected === false, 'seat 1 shown disconnected');
    const again = await nodeClient(`http://127.0.0.1:${b.port}`).reconnect(token);
    bruno.listen(again);
    await waitFor(() => bruno.state?.version === anna.version && anna.state.seats[1].connected === true, 'Bruno back');
    expect(socketUrl(bruno)).toContain(`127.0.0.1:${a.port}/`);

    await playUntil(
      [anna, bruno],
      [watcher],
      () => anna.state.phase === 'finished',
      () => {},
    );
    await waitFor(
      () => watcher.state.phase === 'finished' && watcher.version === anna.version,
      'the spectator saw the end',
    );
    expect([anna, bruno, watcher].flatMap((p) => p.errors)).toEqual([]);
    for (const p of [anna, bruno, watcher]) await p.room.leave();
    await lobby.leave();
  });

  it('Redis goes away: the table in play plays on, new joins are refused with a clear message; Redis back (empty): joins work again', async () => {
    const { a, b } = { a: work.a!, b: work.b! };
    const anna = await createTable(a.server, {
      game: 'masterdice',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      name: 'Anna',
    });
    const tableId = anna.welcome!.tableId;
    const bruno = await joinTable(b.server, tableId, { name: 'Bruno' });
    const watcher = await joinTable(b.server, tableId, { seat: 'spectate' });
    await waitFor(() => [anna, bruno, watcher].every((p) => p.state.phase === 'playing'), 'playing');
    await playUntil(
      [anna, bruno],
      [watcher],
      () => anna.version >= 2,
      () => {},
    );

    await work.redis!.kill9();
    const start = anna.version;
    await playUntil(
      [anna, bruno],
      [watcher],
      () => anna.version >= start + 4,
      () => {},
    );
    for (const via of [a, b])
      expect(await refusedJoin(via.server, tableId, { seat: 'spectate' })).toBe(TABLE_ERRORS.lobbyUnavailable.code);
    expect(await refusedCreate(b)).toBe(TABLE_ERRORS.lobbyUnavailable.code);

    work.redis = await startRedis(redisBinary!, work.redisPort, path.join(work.dir, 'redis'));
    // The processes reconnect by themselves and list their rooms again; a join works within a few seconds.
    let outcome = '';
    for (let i = 0; i < 100 && outcome !== 'joined'; i++) {
      outcome = await refusedJoin(b.server, tableId, { seat: 'spectate' });
      if (outcome !== 'joined') await new Promise((r) => setTimeout(r, 100));
    }
    expect(outcome).toBe('joined');
    const late = await joinTable(b.server, tableId, { seat: 'spectate', name: 'Late' });
    await playUntil(
      [anna, bruno],
      [watcher, late],
      () => anna.state.phase === 'finished',
      () => {},
    );
    expect([anna, bruno, watcher, late].flatMap((p) => p.errors)).toEqual([]);
    for (const p of [anna, bruno, watcher, late]) await p.room.leave();
  });

  it('a process killed with SIGKILL: its table is refused through the other with a clear message (table/process-down, within seconds); started again on its folder, the table is back, joinable through the other, and the seats return by their keys', async () => {
    const { a, b } = { a: work.a!, b: work.b! };
    const anna = await createTable(a.server, {
      game: 'masterdice',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      name: 'Anna',
    });
    const tableId = anna.welcome!.tableId;
    const bruno = await joinTable(b.server, tableId, { name: 'Bruno' });
    const keys = [anna.key!.key, bruno.key!.key];
    await waitFor(() => [anna, bruno].every((p) => p.state.phase === 'playing'), 'playing');
    await playUntil(
      [anna, bruno],
      [],
      () => anna.version >= 3,
      () => {},
    );
    const acked = anna.version;

    const lobby: Room = await clientFor(b.server).joinOrCreate(LOBBY_ROOM);
    const listed = new Set<string>();
    lobby.onMessage('rooms', (rooms: { roomId: string }[]) => {
      for (const r of rooms) listed.add(r.roomId);
    });
    lobby.onMessage('+', ([id]: [string, unknown]) => listed.add(id));
    lobby.onMessage('-', (id: string) => listed.delete(id));
    await waitFor(() => listed.has(tableId), 'the table in the lobby');

    await a.kill9();
    expect(await refusedJoin(b.server, tableId, { seat: 'spectate' })).toBe(TABLE_ERRORS.processDown.code);
    // The lobby drops it by itself (the health sweep), and once the dead process's listings are gone a join, or a
    // reconnection with an old token, still hears that the table's process is down: a browser keeps trying.
    await waitFor(() => !listed.has(tableId), 'the table gone from the lobby');
    expect(await refusedJoin(b.server, tableId, { seatKey: keys[1]! })).toBe(TABLE_ERRORS.processDown.code);
    expect(await refusedReconnect(b, bruno.room.reconnectionToken)).toBe(TABLE_ERRORS.processDown.code);

    work.a = await startServerProcess(work.bundle, a.port, path.join(work.dir, 'a'), {
      REDIS_URL: work.redis!.url,
      PUBLIC_ADDRESS: `127.0.0.1:${a.port}`,
    });
    let outcome = '';
    for (let i = 0; i < 100 && outcome !== 'joined'; i++) {
      outcome = await refusedJoin(b.server, tableId, { seat: 'spectate' });
      if (outcome !== 'joined') await new Promise((r) => setTimeout(r, 100));
    }
    expect(outcome).toBe('joined');
    const back = [
      await joinTable(b.server, tableId, { seatKey: keys[0]! }),
      await joinTable(b.server, tableId, { seatKey: keys[1]! }),
    ];
    expect(back.map((p) => p.seat)).toEqual([0, 1]);
    expect(back[0]!.version).toBeGreaterThanOrEqual(acked);
    await playUntil(
      back,
      [],
      () => back[0]!.state.phase === 'finished',
      () => {},
    );
    expect(back.flatMap((p) => p.errors)).toEqual([]);
    await waitFor(() => listed.has(tableId), 'the table back in the lobby');
    for (const p of back) await p.room.leave();
    await lobby.leave();
  });
});

/** A reconnection through `via` that must be refused: the refusal's code ('reconnected' when it was not). */
async function refusedReconnect(via: ServerProcess, token: string): Promise<string> {
  try {
    const room = await clientFor(via.server).reconnect(token);
    await room.leave();
    return 'reconnected';
  } catch (e) {
    return String((e as Error).message).split(':')[0]!;
  }
}

/** The WebSocket URL a client's room connection went to. */
function socketUrl(p: Player): string {
  return String((p.room.connection as unknown as { transport: { ws: { url: unknown } } }).transport.ws.url);
}

/** A create through `via` that must be refused: the refusal's code ('created' when it was not). */
async function refusedCreate(via: ServerProcess): Promise<string> {
  try {
    const room = await clientFor(via.server).create('table', {
      game: 'masterdice',
      seats: [{ kind: 'human' }, { kind: 'bot' }],
    });
    await room.leave();
    return 'created';
  } catch (e) {
    return String((e as Error).message).split(':')[0]!;
  }
}
