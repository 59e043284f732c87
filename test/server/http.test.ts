// The one port's other duties: the built client with an SPA fallback, the table API and replays of finished
// tables (never a live table's secrets), and the lobby's live table list.
import { mkdirSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { Agent, request } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEEP_ALIVE_MS, type RunningServer } from '../../server/app.js';
import { LOBBY_ROOM, TABLE_ROOM, type ReplayResponse, type TableMetadata } from '../../shared/protocol.js';
import {
  boot,
  clientFor,
  createTable,
  joinTable,
  makeDataDir,
  readSecrets,
  removeDataDir,
  secretWords,
  waitFor,
} from './helpers.js';

/** A script large enough to be worth gzipping. */
const BIG_JS = Array.from({ length: 400 }, (_, i) => `export const word${i} = 'tavolo ${i}';`).join('\n');

let dataDir: string;
let staticDir: string;
let server: RunningServer;
let base: string;

beforeAll(async () => {
  dataDir = makeDataDir();
  staticDir = path.join(dataDir, 'dist');
  mkdirSync(path.join(staticDir, 'assets'), { recursive: true });
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Tavolo</title>');
  writeFileSync(path.join(staticDir, 'assets', 'app-1a2b.js'), 'console.log(1)');
  writeFileSync(path.join(staticDir, 'assets', 'felt.webp'), 'RIFF');
  writeFileSync(path.join(staticDir, 'favicon.svg'), '<svg/>');
  writeFileSync(path.join(staticDir, 'assets', 'big-3c4d.js'), BIG_JS);
  server = await boot(dataDir, { staticDir });
  base = `http://127.0.0.1:${server.port}`;
});

afterAll(async () => {
  await server.stop();
  removeDataDir(dataDir);
});

/** Polls an async condition (a waiting helper, not a timer). */
async function eventually(pred: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 1000; i++) {
    if (await pred()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`never: ${what}`);
}

/** A raw GET that keeps the path as written (fetch would normalise `..`). */
function rawGet(pathname: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port: server.port, path: pathname }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    })
      .on('error', reject)
      .end();
  });
}

describe('the built client on the game port', () => {
  it('serves app routes with index.html and assets with their content types', async () => {
    for (const route of ['/', '/t/K7P2QX', '/lobby']) {
      const res = await fetch(base + route);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await res.text()).toContain('<title>Tavolo</title>');
    }
    const js = await fetch(`${base}/assets/app-1a2b.js`);
    expect(js.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(js.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${base}/assets/felt.webp`)).headers.get('content-type')).toBe('image/webp');
    expect((await fetch(`${base}/favicon.svg`)).headers.get('content-type')).toBe('image/svg+xml');
    expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404);
    expect(await rawGet('/../../package.json')).toBe(404);
    expect(await rawGet('/%2e%2e/%2e%2e/package.json')).toBe(404);
    expect(await (await fetch(`${base}/api/health`)).json()).toEqual({ ok: true });
  });
});

/** A raw GET with the given Accept-Encoding (none: no header): status, headers and the body's bytes as sent. */
function rawFetch(
  pathname: string,
  acceptEncoding?: string,
  method = 'GET',
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(
      {
        host: '127.0.0.1',
        port: server.port,
        path: pathname,
        method,
        headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    )
      .on('error', reject)
      .end();
  });
}

describe('idle connections', () => {
  it("are left for the client to close: the server keeps one open longer than a client's agent does", async () => {
    // Node's agent drops an idle connection after 5 s; a server closing at 5 s too made a client busy a moment past
    // that send its next create into a closed socket ("socket hang up", no answer).
    const agent = new Agent({ keepAlive: true });
    const hint = await new Promise<string | undefined>((resolve, reject) => {
      request({ host: '127.0.0.1', port: server.port, path: '/', agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(String(res.headers['keep-alive'])));
      })
        .on('error', reject)
        .end();
    });
    agent.destroy();
    expect(hint).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`);
    expect(KEEP_ALIVE_MS).toBeGreaterThan(5000 * 10);
  });
});

describe('compression of the built client', () => {
  it('sends scripts gzipped to a browser that takes gzip, and as they are to one that does not', async () => {
    const zipped = await rawFetch('/assets/big-3c4d.js', 'gzip, deflate, br');
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('Accept-Encoding');
    expect(Number(zipped.headers['content-length'])).toBe(zipped.body.length);
    expect(zipped.body.length).toBeLessThan(BIG_JS.length / 3);
    expect(gunzipSync(zipped.body).toString()).toBe(BIG_JS);
    // The same file again comes from the kept copy, byte for byte.
    expect((await rawFetch('/assets/big-3c4d.js', 'gzip')).body.equals(zipped.body)).toBe(true);
    const head = await rawFetch('/assets/big-3c4d.js', 'gzip', 'HEAD');
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.body.length).toBe(0);

    for (const refused of [undefined, 'identity', 'gzip;q=0', 'br']) {
      const plain = await rawFetch('/assets/big-3c4d.js', refused);
      expect(plain.headers['content-encoding'], String(refused)).toBeUndefined();
      expect(plain.body.toString()).toBe(BIG_JS);
    }
    // Small files and images go as they are.
    expect((await rawFetch('/assets/app-1a2b.js', 'gzip')).headers['content-encoding']).toBeUndefined();
    expect((await rawFetch('/assets/felt.webp', 'gzip')).headers['content-encoding']).toBeUndefined();
  });
});

describe('replays', () => {
  it('serves the whole log of a finished table, and nothing of a live one', async () => {
    const live = await createTable(server, { game: 'masterdice', seats: [{ kind: 'human' }, { kind: 'human' }] });
    const liveId = live.welcome!.tableId;
    const refused = await fetch(`${base}/api/tables/${liveId}/replay`);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('table/not-finished');
    expect((await fetch(`${base}/api/tables/NOSUCH/replay`)).status).toBe(404);
    await live.room.leave();

    // Two bots play a match by themselves.
    const watcher = await createTable(server, {
      game: 'masterdice',
      seats: [{ kind: 'bot' }, { kind: 'bot', bot: 'masterdice/random' }],
    });
    const id = watcher.welcome!.tableId;
    expect(watcher.seat).toBeNull();
    await waitFor(() => watcher.state.phase === 'finished', 'the bots finish', 20_000);
    const status = (await (await fetch(`${base}/api/tables/${id}`)).json()) as { finished: boolean; live: boolean };
    expect(status).toMatchObject({ finished: true, live: true });
    const res = await fetch(`${base}/api/tables/${id}/replay`);
    expect(res.status).toBe(200);
    const text = await res.text();
    const replay = JSON.parse(text) as ReplayResponse;
    expect(replay.steps).toHaveLength(watcher.version);
    expect(replay.seats.map((s) => s.kind)).toEqual(['bot', 'bot']);
    expect((replay.steps.at(-1)!.view as { outcome: unknown }).outcome).not.toBeNull();
    expect(replay.throws.length).toBeGreaterThan(2);
    const { seed, engine } = readSecrets(dataDir, id);
    for (const word of secretWords(seed, engine.rng)) if (word >= 100_000) expect(text).not.toContain(String(word));
    await watcher.room.leave();
  });
});

describe('the lobby', () => {
  it('lists tables with their seats, phase and spectators, kept current', async () => {
    const lobby = await clientFor(server).joinOrCreate(LOBBY_ROOM);
    const rooms = new Map<string, TableMetadata>();
    lobby.onMessage('rooms', (list: { roomId: string; metadata: TableMetadata }[]) =>
      list.forEach((r) => {
        rooms.set(r.roomId, r.metadata);
      }),
    );
    lobby.onMessage('+', ([roomId, r]: [string, { metadata: TableMetadata }]) => rooms.set(roomId, r.metadata));
    lobby.onMessage('-', (roomId: string) => rooms.delete(roomId));
    const host = await createTable(server, {
      game: 'masterdice',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      name: 'Host',
    });
    const id = host.welcome!.tableId;
    await eventually(async () => rooms.get(id)?.seats[0]?.occupied === true, 'listed');
    expect(rooms.get(id)).toMatchObject({ game: 'masterdice', tableId: id, phase: 'waiting', spectators: 0 });
    expect(rooms.get(id)!.seats).toEqual([
      { name: 'Host', kind: 'human', occupied: true },
      { name: '', kind: 'human', occupied: false },
    ]);
    const guest = await joinTable(server, id, { name: 'Guest' });
    const fan = await joinTable(server, id, { seat: 'spectate' });
    await eventually(async () => rooms.get(id)?.phase === 'playing' && rooms.get(id)?.spectators === 1, 'updated');
    expect(rooms.get(id)!.seats[1]).toEqual({ name: 'Guest', kind: 'human', occupied: true });
    expect(typeof rooms.get(id)!.createdAt).toBe('number');
    for (const p of [host, guest, fan]) await p.room.leave();
    await lobby.leave();
    await expect(clientFor(server).create(TABLE_ROOM, { game: 'masterdice' })).rejects.toThrow('table/bad-seats');
  });
});
