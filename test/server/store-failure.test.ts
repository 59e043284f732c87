// When the store cannot write (disk full, read-only folder), nothing is acknowledged that is not on disk: the
// action or seat claim is refused with 'table/store-unavailable' to its sender only, the table does not move,
// and it plays on once writing works again. The store's writes are made to fail as SQLite fails on a full disk: the
// seats and tables on the store's connection, and the actions the writer thread would write (its own failures, a
// row at a time and a thread that dies, are store-writer.test.ts').
import { SqliteError } from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Store, StoreWriteError } from '../../server/store.js';
import { TABLE_ERRORS } from '../../server/table-errors.js';
import { TABLE_ROOM } from '../../shared/protocol.js';
import {
  clientFor,
  createTable,
  joinTable,
  playUntil,
  readStoredTable,
  refusedJoin,
  serverPerFile,
  twoPlayersAndSpectator,
  waitFor,
  type Player,
} from './helpers.js';

const STORE_UNAVAILABLE = TABLE_ERRORS.storeUnavailable.code;

/** How many more writes succeed before the disk is "full" (Infinity: writing works). */
let writesLeft = Infinity;
/** Writes refused since the last reset. */
let refusedWrites = 0;
const real = {
  queueAction: Store.prototype.queueAction,
  updateSeats: Store.prototype.updateSeats,
  insertTable: Store.prototype.insertTable,
};

/** The error SQLite gives on a full disk, as the store reports it. */
const diskFull = (what: string) =>
  new StoreWriteError(what, new SqliteError('database or disk is full', 'SQLITE_FULL'));

/** Wraps a Store write so that it fails like SQLite on a full disk once `writesLeft` is spent. */
function failing<A extends unknown[]>(what: string, write: (this: Store, ...args: A) => void) {
  return function (this: Store, ...args: A): void {
    if (writesLeft <= 0) {
      refusedWrites += 1;
      throw diskFull(what);
    }
    writesLeft -= 1;
    write.apply(this, args);
  };
}

/** queueAction as the writer thread answers it on a full disk: the row is not written, `done` hears why, later. */
const queueFailing: Store['queueAction'] = function (this: Store, ...args) {
  if (writesLeft > 0) {
    writesLeft -= 1;
    return real.queueAction.apply(this, args);
  }
  refusedWrites += 1;
  const done = args[1];
  setImmediate(() => done(diskFull('append an action')));
};

beforeAll(() => {
  Store.prototype.queueAction = queueFailing;
  Store.prototype.updateSeats = failing('store the seats', real.updateSeats);
  Store.prototype.insertTable = failing('store a table', real.insertTable);
});
afterAll(() => Object.assign(Store.prototype, real));

/** The disk fills up after `n` more writes. */
function diskFullAfter(n: number): void {
  writesLeft = n;
  refusedWrites = 0;
}

function diskWorks(): void {
  writesLeft = Infinity;
}

const live = serverPerFile({ diceWorkers: 0 });

/** Every version each client saw events for, in order. */
const eventVersions = (p: Player) => p.events.map((e) => e.version);

describe('the store cannot write', () => {
  it('an action is refused to its sender only; nobody sees it, the stored log and the table stay, and the same move is accepted once the disk works', async () => {
    const { a, b, s, tableId } = await twoPlayersAndSpectator(live.server);
    await playUntil(
      [a, b],
      [s],
      () => a.version >= 2,
      () => {},
    );
    const actor = [a, b].find((p) => p.toAct())!;
    const other = actor === a ? b : a;
    const move = actor.botMove();
    const before = {
      version: actor.version,
      errors: [other.errors.length, s.errors.length],
      events: [actor, other, s].map(eventVersions),
    };

    diskFullAfter(0);
    actor.act(move);
    await waitFor(() => actor.errors.length > 0, 'the refusal');
    expect(actor.errors.at(-1)!.code).toBe(STORE_UNAVAILABLE);
    expect(refusedWrites).toBe(1);
    // A second try while the disk is still full: refused again, the table still where it was.
    actor.act(move);
    await waitFor(() => actor.errors.length > 1, 'the second refusal');
    expect(actor.errors.map((e) => e.code)).toEqual([STORE_UNAVAILABLE, STORE_UNAVAILABLE]);
    expect(readStoredTable(live.dataDir, tableId).log).toHaveLength(before.version);

    diskWorks();
    // The very move that was refused is accepted now: the engine state did not change while it was refused.
    actor.act(move);
    await waitFor(() => [a, b, s].every((p) => p.version === before.version + 1), 'the move accepted');
    expect(actor.errors).toHaveLength(2);
    expect([other.errors.length, s.errors.length]).toEqual(before.errors);
    // Nobody got events or a patch for the refused tries: the next version follows the last one directly.
    [actor, other, s].forEach((p, i) => {
      expect(eventVersions(p)).toEqual([...before.events[i]!, before.version + 1]);
    });
    expect(readStoredTable(live.dataDir, tableId).log).toHaveLength(before.version + 1);
    await playUntil(
      [a, b],
      [s],
      () => a.version >= before.version + 6,
      () => {},
    );
    expect(readStoredTable(live.dataDir, tableId).log).toHaveLength(a.version);
    for (const p of [a, b, s]) await p.room.leave();
  });

  it('a bot whose move cannot be stored waits and tries again; the game finishes once the disk works', async () => {
    const human = await createTable(live.server, { game: 'masterdice', seats: [{ kind: 'human' }, { kind: 'bot' }] });
    const tableId = human.welcome!.tableId;
    await waitFor(() => human.state.phase === 'playing', 'playing');
    // Each human move is the last write the disk takes, until one hands the turn to the bot.
    let botBlocked = false;
    while (!botBlocked) {
      await waitFor(() => human.toAct(), 'my turn');
      const version = human.version;
      diskFullAfter(1);
      human.act(human.botMove());
      await waitFor(() => human.version === version + 1, 'my move stored');
      if (human.toAct() || human.state.phase !== 'playing') {
        diskWorks();
        continue;
      }
      botBlocked = true;
      // The bot's tries are refused again and again, and nothing reaches the human.
      await waitFor(() => refusedWrites >= 3, 'the bot tried three times');
      expect(human.version).toBe(version + 1);
      expect(human.events.at(-1)!.version).toBe(version + 1);
      expect(readStoredTable(live.dataDir, tableId).log).toHaveLength(version + 1);
    }
    diskWorks();
    while (human.state.phase !== 'finished') {
      await waitFor(() => human.state.phase === 'finished' || human.toAct(), 'my turn or the end');
      if (human.state.phase === 'finished') break;
      const before = human.version;
      human.act(human.botMove());
      await waitFor(() => human.version > before, 'my move');
    }
    expect(human.errors).toEqual([]);
    expect(readStoredTable(live.dataDir, tableId).log).toHaveLength(human.version);
    await human.room.leave();
  });

  it('a seat claim that cannot be stored is refused and the seat stays free; a sit-down too; both work once the disk works', async () => {
    const host = await createTable(live.server, {
      game: 'masterdice',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      name: 'Host',
    });
    const tableId = host.welcome!.tableId;
    diskFullAfter(0);
    expect(await refusedJoin(live.server, tableId, { name: 'Guest' })).toBe(STORE_UNAVAILABLE);
    expect(await refusedJoin(live.server, tableId, { seat: 1, name: 'Guest' })).toBe(STORE_UNAVAILABLE);
    diskWorks();
    const watcher = await joinTable(live.server, tableId, { seat: 'spectate', name: 'Guest' });
    diskFullAfter(0);
    watcher.room.send('sit', { seat: 1 });
    await waitFor(() => watcher.errors.length > 0, 'the sit refused');
    expect(watcher.errors.map((e) => e.code)).toEqual([STORE_UNAVAILABLE]);
    expect(watcher.key).toBeNull();
    expect(watcher.seat).toBeNull();
    expect(host.state.seats[1].occupied).toBe(false);
    expect(host.state.phase).toBe('waiting');
    diskWorks();
    const welcomed = watcher.welcome;
    watcher.room.send('sit', { seat: 1 });
    await waitFor(() => watcher.welcome !== welcomed && watcher.key !== null, 'seated');
    expect(watcher.seat).toBe(1);
    await waitFor(() => host.state.phase === 'playing' && host.state.seats[1].name === 'Guest', 'playing');
    for (const p of [host, watcher]) await p.room.leave();
  });

  it('a table that cannot be stored is not created: the creator is told why', async () => {
    diskFullAfter(0);
    const refused = await clientFor(live.server)
      .create(TABLE_ROOM, { game: 'masterdice', seats: [{ kind: 'human' }, { kind: 'bot' }] })
      .then(
        () => 'created',
        (e: Error) => e.message.split(':')[0],
      );
    diskWorks();
    expect(refused).toBe(STORE_UNAVAILABLE);
    const fine = await createTable(live.server, { game: 'masterdice', seats: [{ kind: 'human' }, { kind: 'bot' }] });
    expect(fine.seat).toBe(0);
    await fine.room.leave();
  });
});
