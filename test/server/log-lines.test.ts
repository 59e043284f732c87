// What the server's log says of the failures it expects (issue 28): a refused action, a store that cannot write, a
// connection closed for a frame that breaks the protocol (1002), one over the size limit (1009) and a flood (4429)
// are each one line naming the table, the connection and the code, and no stack. The real process, as `npm start`
// runs it, with a file size limit (bash's `ulimit -f`) standing in for a full disk: everything it prints is read.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { DB_FILE } from '../../server/store.js';
import { TABLE_ERRORS } from '../../server/table-errors.js';
import { C2S } from '../../shared/protocol.js';
import { createTable, joinTable, twoPlayersAndSpectator, waitFor, type Player } from './helpers.js';
import { bundleServer, freePort } from './processes.js';
import type { RunningServer } from '../../server/app.js';

/**
 * The largest file the server may write, in KB: the tables this test opens take about 150 KB of SQLite's WAL, each
 * Masterdice move about 4.4 KB more, so the disk is full some 40 moves into the games; then every write fails (EFBIG).
 */
const FILE_LIMIT_KB = 320;

const work = { dir: '', bundle: '', output: '', port: 0, kill: () => {} };

beforeAll(async () => {
  work.dir = mkdtempSync(path.join(tmpdir(), 'tavolo-log-lines-'));
  work.bundle = await bundleServer();
  work.port = await freePort();
  // SIGXFSZ ignored (as a server under a disk quota sees it): a write past the limit fails with EFBIG instead.
  const child = spawn(
    'bash',
    ['-c', `trap '' XFSZ; ulimit -f ${FILE_LIMIT_KB}; exec "$0" "$1"`, process.execPath, work.bundle],
    {
      cwd: path.dirname(work.bundle),
      env: {
        ...process.env,
        PORT: String(work.port),
        DATA_DIR: work.dir,
        STATIC_DIR: path.join(work.dir, 'no-client'),
        DICE_WORKERS: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout.on('data', (d: Buffer) => (work.output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (work.output += d.toString()));
  work.kill = () => child.kill('SIGKILL');
  await waitFor(() => work.output.includes(`(port ${work.port})`) || child.exitCode !== null, 'listening', 20_000);
  expect(work.output).toContain(`(port ${work.port})`);
}, 120_000);

afterAll(() => {
  work.kill();
  if (work.bundle) rmSync(work.bundle, { force: true });
  if (work.dir) rmSync(work.dir, { recursive: true, force: true });
});

/** What test/server/helpers.ts' clients need of a server: its port. */
const server = () => ({ port: work.port }) as RunningServer;

/** The lines the process printed so far. */
const lines = () => work.output.split('\n').filter((l) => l !== '');

/** The lines naming `table` and `code`; waits until there is at least one. */
async function linesOf(table: string, code: string): Promise<string[]> {
  const of = () => lines().filter((l) => l.includes(`table ${table}: `) && l.includes(code));
  await waitFor(() => of().length > 0, `a line with ${code}`);
  return of();
}

/** The Node `ws` socket under a colyseus.js room. */
function socketOf(p: Player): { send(data: Buffer): void; _socket: { write(data: Buffer): void } } {
  return (p.room.connection as unknown as { transport: { ws: ReturnType<typeof socketOf> } }).transport.ws;
}

/** A Masterdice table of two humans, both joined, playing. */
async function twoPlayers(): Promise<{ tableId: string; players: Player[] }> {
  const first = await createTable(server(), { game: 'masterdice', seats: [{ kind: 'human' }, { kind: 'human' }] });
  const tableId = first.welcome!.tableId;
  const players = [first, await joinTable(server(), tableId)];
  await waitFor(() => players.every((p) => p.state.phase === 'playing'), 'playing');
  return { tableId, players };
}

/**
 * A reader holding a snapshot (as a backup would): while it is held, the server's checkpoints (a worker, every
 * second) can never start the WAL over, so the WAL grows with every write however slowly the moves come, and once
 * the disk is full it stays full. Released by the returned function.
 */
function holdSnapshot(): () => void {
  const reader = new Database(path.join(work.dir, DB_FILE), { readonly: true });
  reader.exec('BEGIN');
  reader.prepare('SELECT count(*) FROM actions').get();
  return () => {
    reader.exec('COMMIT');
    reader.close();
  };
}

/**
 * Plays the tables' games, one after another, until the store cannot write: the table and the player whose move
 * was refused with 'table/store-unavailable'. The tables are all seated before, so an action is what fills the disk.
 */
async function playUntilDiskFull(
  tables: readonly { tableId: string; players: Player[] }[],
): Promise<{ tableId: string; refused: Player }> {
  for (const { tableId, players } of tables) {
    for (let actor = players.find((p) => p.toAct()); actor; actor = players.find((p) => p.toAct())) {
      const { version } = actor;
      const errors = actor.errors.length;
      actor.act(actor.botMove());
      await waitFor(() => actor!.version > version || actor!.errors.length > errors, 'the move or its refusal');
      if (actor.errors.length > errors) {
        expect(actor.errors.map((e) => e.code)).toEqual([TABLE_ERRORS.storeUnavailable.code]);
        return { tableId, refused: actor };
      }
    }
  }
  throw new Error(`every game ended before the disk filled (${FILE_LIMIT_KB} KB)`);
}

describe('the log of a running server', () => {
  it('says each refusal and close in one line with its code, its table and its connection; no stack', async () => {
    const { a, b, s, tableId } = await twoPlayersAndSpectator(server());
    const others = [await twoPlayers(), await twoPlayers(), await twoPlayers(), await twoPlayers()];

    // A refused action: one line, the spectator and the code.
    s.room.send(C2S.action, { action: { type: 'roll' } });
    await waitFor(() => s.errors.length === 1, 'the refusal');
    expect(await linesOf(tableId, TABLE_ERRORS.notSeated.code)).toEqual([
      `[tavolo] table ${tableId}: spectator (${s.room.sessionId}) refused (${TABLE_ERRORS.notSeated.code})`,
    ]);

    // The disk fills up under play: the refused move (at other tables) is one line with SQLite's reason. The disk
    // stays full to the end (a checkpoint that started the WAL over would make room for the create below).
    const release = holdSnapshot();
    onTestFinished(release);
    const full = await playUntilDiskFull(others);
    const store = await linesOf(full.tableId, TABLE_ERRORS.storeUnavailable.code);
    expect(store).toHaveLength(1);
    expect(store[0]).toMatch(
      new RegExp(
        `^\\[tavolo\\] table ${full.tableId}: seat ${full.refused.seat}'s move to version \\d+: not stored, the store cannot write: .+ \\(table/store-unavailable, SQLITE_[A-Z_]+\\)$`,
      ),
    );

    // A flood: closed with 4429, one line (its messages, each a no-op, are no refusals).
    for (let i = 0; i < 80; i++) a.room.send(C2S.feedConsent, { agree: false });
    await waitFor(() => a.leftWith !== null, 'the flood closed');
    expect(a.leftWith).toBe(4429);
    expect(await linesOf(tableId, '4429')).toEqual([
      `[tavolo] table ${tableId}: seat ${a.seat} (${a.room.sessionId}) closed: too many messages (4429 table/rate-limited)`,
    ]);

    // A frame over the 64 KB limit: 1009.
    socketOf(b).send(Buffer.alloc(70_000));
    await waitFor(() => b.leftWith !== null, 'the oversized frame closed');
    expect(b.leftWith).toBe(1009);
    expect(await linesOf(tableId, '1009')).toEqual([
      `[tavolo] table ${tableId}: seat ${b.seat} (${b.room.sessionId}) closed: Max payload size exceeded (1009 WS_ERR_UNSUPPORTED_MESSAGE_LENGTH)`,
    ]);

    // Bytes that are no WebSocket frame (RSV2 set): 1002.
    socketOf(s)._socket.write(Buffer.from([0xa2, 0x80, 0, 0, 0, 0]));
    await waitFor(() => s.leftWith !== null, 'the bad frame closed');
    expect(s.leftWith).toBe(1002);
    expect(await linesOf(tableId, '1002')).toEqual([
      `[tavolo] table ${tableId}: spectator (${s.room.sessionId}) closed: Invalid WebSocket frame: RSV2 and RSV3 must be clear (1002 WS_ERR_UNEXPECTED_RSV_2_3)`,
    ]);

    // A new table cannot be stored either: its creator is refused, in one line too.
    await expect(
      createTable(server(), { game: 'masterdice', seats: [{ kind: 'human' }, { kind: 'human' }] }),
    ).rejects.toThrow(TABLE_ERRORS.storeUnavailable.code);
    await waitFor(() => lines().some((l) => l.includes('not created')), 'the create refusal');
    expect(lines().filter((l) => l.includes('not created'))).toEqual([
      `[tavolo] table not created (${TABLE_ERRORS.storeUnavailable.code})`,
    ]);

    // Every line the process printed is one of the server's own, and no stack anywhere.
    expect(lines().filter((l) => !l.startsWith('[tavolo] '))).toEqual([]);
    expect(lines().filter((l) => /^\s+at /.test(l))).toEqual([]);
  }, 120_000);
});
