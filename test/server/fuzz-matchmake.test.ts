// The fuzzer's other door: matchmaking requests (HTTP POSTs under /matchmake/: create, join, joinById,
// reconnect), whose options reach createTable and onJoin before any message does. Seeded hostile requests —
// bodies that are not JSON objects, too large, deep, with Object's machinery for keys, every option of a create
// and a join retyped or nudged, unknown methods, rooms and codes, stale tokens — each answered with an error a
// client can show, no table made by a refused create, every reservation a hostile join got either seats, watches or
// is refused with a table code, the players already there see nothing change, and the server plays on.
import { describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import path from 'node:path';
import { GAMES } from '../../shared/games/index.js';
import { TABLE_ROOM } from '../../shared/protocol.js';
import { MATCHMAKE_MAX_BYTES } from '../../server/matchmake-request.js';
import { TABLE_ERRORS } from '../../server/table-errors.js';
import { watchedServerPerFile } from './fuzz-watch.js';
import { FuzzRng, mutate, nested, own, randomValue } from './fuzz-values.js';
import { twoPlayersAndSpectator, waitFor } from './helpers.js';
import { nodeClient } from '../node-client.js';

const { live, logged, escaped, unexpectedPrints } = watchedServerPerFile();

/** Requests in the seeded run: every kind below many times over. */
const REQUESTS = 400;

/** What the server answered a matchmaking request: a seat reservation, or an error `{ code, error }`. */
interface Answer {
  readonly status: number;
  readonly json: { code?: unknown; error?: unknown; sessionId?: unknown; room?: { roomId?: unknown } } | null;
}

async function post(urlPath: string, body: string | Uint8Array, headers: Record<string, string> = {}): Promise<Answer> {
  const r = await fetch(`http://127.0.0.1:${live.server.port}${urlPath}`, {
    method: 'POST',
    body: body as BodyInit,
    headers: { 'Content-Type': 'application/json', ...headers },
    signal: AbortSignal.timeout(10_000),
  });
  const text = await r.text();
  let json: Answer['json'] = null;
  try {
    json = JSON.parse(text) as Answer['json'];
  } catch {
    json = null;
  }
  return { status: r.status, json };
}

/** Tables in the store (a refused create writes none). */
function storedTables(): number {
  const db = new Database(path.join(live.dataDir, 'tavolo.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('SELECT COUNT(*) AS n FROM tables').get() as { n: number }).n;
  } finally {
    db.close();
  }
}

/** A JSON text of `value` (undefined and byte arrays as JSON writes them; never throws). */
function jsonOf(value: unknown): string {
  return JSON.stringify(value === undefined ? null : value) ?? 'null';
}

/** A create's options, legal for some game, with one thing broken (or several, or all of them random). */
function hostileCreate(rng: FuzzRng): unknown {
  const game = rng.pick(Object.values(GAMES));
  const seats = Array.from({ length: Math.max(game.minPlayers, 2) }, (_, i) =>
    i === 0 ? { kind: 'human' } : { kind: 'bot', bot: game.bots[0]?.id },
  );
  const legal = own([
    ['game', game.id],
    ['options', game.defaultOptions],
    ['seats', seats],
    ['feedDelay', 120],
    ['spectators', true],
    ['name', 'Fuzz'],
  ]);
  switch (rng.int(6)) {
    case 0:
      return randomValue(rng, 3);
    case 1:
      return own([...Object.entries(legal), ['restore', 'ABCDE'], ['restoreToken', rng.pick(['', 'x', 'guess'])]]);
    case 2:
      return nested(rng, 200 + rng.int(400), legal);
    case 3:
      return own([...Object.entries(legal), ['options', nested(rng, 100, mutate(rng, game.defaultOptions))]]);
    default: {
      let v: unknown = legal;
      for (let i = 1 + rng.int(3); i > 0; i--) v = mutate(rng, v);
      return v;
    }
  }
}

/** A join's options: a seat, a key, a feed key, a name — each maybe retyped, nudged or absurd. */
function hostileJoin(rng: FuzzRng, seatKey: string): unknown {
  const legal = own([
    ['seat', rng.pick([0, 1, 'spectate', undefined])],
    ['name', rng.pick(['Zoe', '', 'x'.repeat(400), '\u0000', '💥'.repeat(50)])],
    // Near misses of a real key (the key itself takes the seat over: that is its owner's right, not an attack).
    ...(rng.chance(0.3)
      ? [
          [
            'seatKey',
            rng.pick([
              `${seatKey}x`,
              seatKey.slice(1),
              seatKey.toUpperCase() === seatKey ? seatKey.toLowerCase() : seatKey.toUpperCase(),
              '',
            ]),
          ] as const,
        ]
      : []),
    ...(rng.chance(0.2) ? [['feedKey', rng.pick(['', seatKey, 'AAAA'])] as const] : []),
    // A player key: well formed (a stranger's: it takes nothing held), or malformed.
    ...(rng.chance(0.3)
      ? [['playerKey', rng.pick([`${seatKey}x`, seatKey.slice(3), '', 'k'.repeat(65), 7, null, seatKey])] as const]
      : []),
  ]);
  return rng.chance(0.25) ? randomValue(rng, 3) : mutate(rng, legal);
}

describe('fuzz: hostile matchmaking requests', () => {
  it('answers every one with an error a client can show (or a seat), makes no table for a refused create, lets no hostile join change a table, and plays on', async () => {
    const rng = new FuzzRng(4242);
    const { a, b, s, tableId } = await twoPlayersAndSpectator(live.server);
    const seatKey = a.key!.key;
    const tablesBefore = storedTables();
    const versions = () => [a, b, s].map((p) => p.version);
    const before = versions();
    /** Tables a create made (joinOrCreate may join one that exists instead). */
    const made = new Set<string>();
    const known = new Set([tableId]);
    const counts: Record<string, number> = {};
    const outcomes: Record<string, number> = {};
    const problems: string[] = [];
    const joined: Promise<void>[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      for (const id of made) known.add(id);
      const kind = rng.pick([
        'create',
        'create',
        'join-by-id',
        'join-by-id',
        'bad-body',
        'bad-route',
        'bad-code',
        'reconnect',
        'join',
      ]);
      counts[kind] = (counts[kind] ?? 0) + 1;
      let answer: Answer;
      if (kind === 'create')
        answer = await post(
          `/matchmake/${rng.pick(['create', 'joinOrCreate'])}/${TABLE_ROOM}`,
          jsonOf(hostileCreate(rng)),
        );
      else if (kind === 'join-by-id')
        answer = await post(`/matchmake/joinById/${tableId}`, jsonOf(hostileJoin(rng, seatKey)));
      else if (kind === 'join') answer = await post(`/matchmake/join/${TABLE_ROOM}`, jsonOf(hostileJoin(rng, seatKey)));
      else if (kind === 'bad-body') {
        const body = rng.pick([
          '',
          'nul',
          '[',
          '"x"',
          '42',
          'null',
          '[]',
          '{"game":',
          '\u0000\u0001',
          `${'['.repeat(100_000)}`,
          Buffer.from(rng.bytes(64)).toString('latin1'),
          `{"game":"masterdice","name":"${'y'.repeat(MATCHMAKE_MAX_BYTES)}"}`,
        ]);
        answer = await post(`/matchmake/${rng.pick(['create', 'joinById'])}/${rng.pick([TABLE_ROOM, tableId])}`, body);
      } else if (kind === 'bad-route') {
        answer = await post(
          rng.pick([
            '/matchmake',
            '/matchmake/',
            '/matchmake/nope/table',
            '/matchmake/create/nope',
            '/matchmake/create/__proto__',
            '/matchmake/constructor/table',
          ]),
          jsonOf(hostileCreate(rng)),
        );
      } else if (kind === 'bad-code') {
        answer = await post(
          `/matchmake/joinById/${rng.pick(['ZZZZZ', tableId.toLowerCase(), `${tableId}X`, 'x'.repeat(300), '%00', '__proto__', '0'])}`,
          jsonOf({ seat: 'spectate' }),
        );
      } else {
        // colyseus.js sends a token 'roomId:secret' as /matchmake/reconnect/<roomId> with { reconnectionToken: secret }.
        const room = rng.pick([tableId, tableId, TABLE_ROOM, 'ZZZZZ', '__proto__']);
        answer = await post(
          `/matchmake/reconnect/${room}`,
          jsonOf(
            rng.chance(0.8)
              ? own([['reconnectionToken', rng.pick(['nope', '', seatKey, 'x'.repeat(200)])]])
              : randomValue(rng, 2),
          ),
        );
      }
      const json = answer.json;
      if (answer.status !== 200 || json === null) {
        problems.push(`${kind} #${i}: HTTP ${answer.status}, ${json === null ? 'not JSON' : 'JSON'}`);
        continue;
      }
      if (typeof json.sessionId === 'string') {
        outcomes[`${kind}: reserved`] = (outcomes[`${kind}: reserved`] ?? 0) + 1;
        const roomId = String(json.room?.roomId);
        if (kind === 'create' && !known.has(roomId)) made.add(roomId);
        // A hostile join that got a reservation: its options reach onJoin when the client connects.
        if (kind === 'join-by-id' || kind === 'join') {
          joined.push(
            nodeClient(`http://127.0.0.1:${live.server.port}`)
              .consumeSeatReservation(json as never)
              .then(
                (room) => {
                  outcomes[`${kind}: let in`] = (outcomes[`${kind}: let in`] ?? 0) + 1;
                  return room.leave().then(() => undefined);
                },
                (e: unknown) => {
                  const code = String((e as Error).message).split(':')[0]!;
                  outcomes[`${kind}: refused ${code}`] = (outcomes[`${kind}: refused ${code}`] ?? 0) + 1;
                  if (!code.startsWith('table/'))
                    problems.push(
                      `${kind} #${i}: reservation refused without a table code: ${String((e as Error).message)}`,
                    );
                },
              ),
          );
        } else if (kind === 'create') {
          // Its table exists now; nobody connects, and it closes when the reservation lapses.
        } else problems.push(`${kind} #${i}: got a seat`);
        continue;
      }
      if (typeof json.error !== 'string' || json.error.length === 0)
        problems.push(`${kind} #${i}: an answer with no error text: ${JSON.stringify(json).slice(0, 120)}`);
      const code =
        typeof json.error === 'string' && /^[a-z]+\/[a-z-]+/.test(json.error)
          ? json.error.split(':')[0]!
          : `colyseus ${String(json.code)}`;
      outcomes[`${kind}: ${code}`] = (outcomes[`${kind}: ${code}`] ?? 0) + 1;
    }
    await Promise.all(joined);
    expect(problems).toEqual([]);
    // Hostile joins reached onJoin: some let in (a free seat, watching), most refused with the table's codes.
    expect(
      Object.keys(outcomes).filter((k) => k.startsWith('join-by-id: refused table/')).length,
    ).toBeGreaterThanOrEqual(2);
    // Stale reconnections are told so (one process: a token for a room not here).
    expect(outcomes['reconnect: table/reconnect-expired']).toBeGreaterThan(0);
    for (const kind of ['create', 'join-by-id', 'bad-body', 'bad-route', 'bad-code', 'reconnect', 'join'])
      expect(counts[kind], kind).toBeGreaterThan(10);
    // Bodies that are not JSON objects, or too large, get the one clear code.
    expect(outcomes['bad-body: table/bad-request']).toBe(counts['bad-body']);
    // Hostile creates were refused with the table's and the engines' own codes, a few let through (legal by chance).
    expect(
      Object.keys(outcomes).filter(
        (k) =>
          k.startsWith('create: ') &&
          /\/(unknown-game|bad-seats|bad-bot|bad-options|bad-feed-delay|bad-spectators|bad-request)/.test(k),
      ).length,
    ).toBeGreaterThanOrEqual(4);
    expect(storedTables()).toBe(tablesBefore + made.size);
    // The players there saw nothing of it, and their table plays on.
    expect(versions()).toEqual(before);
    [a, b].find((p) => p.seat === p.view().coder)!.act({ type: 'roll-code' });
    await waitFor(() => [a, b, s].every((p) => p.version === before[0]! + 1), 'the table plays on');
    expect(logged).toEqual([]);
    expect(escaped).toEqual([]);
    // What the hostile joins' own colyseus.js clients print (they run in this process) is theirs, not the server's.
    expect(
      unexpectedPrints().filter((l) => !/^(colyseus\.js|Room connection was closed unexpectedly)/.test(l)),
    ).toEqual([]);
    for (const p of [a, b, s]) await p.room.leave();
  }, 60_000);

  it(`a body over ${MATCHMAKE_MAX_BYTES / 1024} KB is refused at once (table/bad-request), declared or streamed, without the server keeping it`, async () => {
    const big = Buffer.alloc(8 * 1024 * 1024, 0x20);
    const declared = await post(`/matchmake/create/${TABLE_ROOM}`, big);
    expect(declared.json?.error).toMatch(/^table\/bad-request: /);
    // Streamed (no length said): refused once the bound is passed; the rest is dropped, then the connection closes.
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 64; i++) controller.enqueue(new Uint8Array(64 * 1024).fill(0x20));
        controller.close();
      },
    });
    const r = await fetch(`http://127.0.0.1:${live.server.port}/matchmake/create/${TABLE_ROOM}`, {
      method: 'POST',
      body: stream,
      duplex: 'half',
      signal: AbortSignal.timeout(10_000),
    } as RequestInit).then(
      async (res) => (await res.json()) as { error?: string },
      (e: unknown) => ({ error: `connection: ${String(e)}` }),
    );
    expect(r.error).toMatch(/^table\/bad-request: /);
    expect(TABLE_ERRORS.badRequest.message).toContain('16 KB');
  });

  it("bug: a create whose options had a key named 'hasOwnProperty' threw inside Colyseus' merge (a stack in the log, an unclear answer); such keys are refused", async () => {
    for (const body of [
      '{"game":"masterdice","hasOwnProperty":1}',
      '{"__proto__":{"game":"masterdice"}}',
      '{"constructor":"x"}',
    ]) {
      expect((await post(`/matchmake/create/${TABLE_ROOM}`, body)).json?.error).toMatch(/^table\/bad-request: /);
    }
    expect(logged).toEqual([]);
  });

  it('the player pages answer every hostile request with a page or a clear code, never a server error', async () => {
    const rng = new FuzzRng(3131);
    const base = `http://127.0.0.1:${live.server.port}`;
    const paths = [
      '/api/me/tables',
      '/api/me/games',
      '/api/me/',
      '/api/me/games/x',
      '/api/ratings/',
      '/api/ratings/laser',
      '/api/live',
    ];
    const codes: Record<string, number> = {};
    for (let i = 0; i < 150; i++) {
      let path = rng.pick(paths);
      if (rng.chance(0.4))
        path += `?before=${encodeURIComponent(String(rng.pick(['', '1.A.1', '9'.repeat(30), 'x.y.z', '%00', '1.ABCDEF.2'])))}`;
      if (rng.chance(0.2)) path = `/api/ratings/${encodeURIComponent(String(randomValue(rng, 1)))}`;
      const key = rng.pick([
        undefined,
        '',
        'short',
        'x'.repeat(22),
        'ü'.repeat(30),
        'a,b',
        'A'.repeat(64),
        'A'.repeat(65),
      ]);
      const method = rng.pick(['GET', 'GET', 'GET', 'POST', 'OPTIONS', 'DELETE']);
      const res = await fetch(`${base}${path}`, {
        method,
        headers: key === undefined ? {} : { 'x-tavolo-player': encodeURIComponent(key) },
      });
      expect(res.status, `${method} ${path}`).toBeLessThan(500);
      if (res.status === 204) continue;
      const body = (await res.json()) as { code?: string };
      const label = res.status === 200 ? 'page' : String(body.code);
      codes[label] = (codes[label] ?? 0) + 1;
      if (res.status !== 200) expect(body.code, `${method} ${path}`).toMatch(/^[a-z]+\/[a-z-]+$/);
    }
    for (const code of ['page', 'player/no-key', 'player/bad-key', 'api/method'])
      expect(codes[code], code).toBeGreaterThan(0);
    expect(logged).toEqual([]);
    expect(escaped).toEqual([]);
  });
});
