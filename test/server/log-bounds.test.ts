// Bounded logs (issue 28): what a player may change without the game moving on (Laser's notebook and draft) is
// kept as the latest state. An hour of a hostile seat's edits at the flood limit adds at most 1 MB to the SQLite
// file and comes back from it at the version and state its clients saw; a replay of every game, bots playing with
// hostile edits between all their moves, is sent in under 1 MB; and at a real server a player's notebook edits come
// back after a restart with the version, notebook and view he saw. Driven through the engine and the store (no
// sockets) where it counts an hour, so that it runs in seconds; sizes are asserted, never times.
import { statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botDecision, keepLatest, latestKind, type AnyGame, type Seat } from '../../shared/core/index.js';
import { GAMES } from '../../shared/games/index.js';
import { shortOptionsOf } from '../../shared/games/meta.js';
import { buildReplay, replayWire } from '../../server/api.js';
import { LogRun } from '../../server/log-run.js';
import { DB_FILE, Store } from '../../server/store.js';
import { createTable as storeTable, loadTable, storeAction } from '../../server/table-setup.js';
import { startThrower, type Thrower } from '../../server/throws.js';
import { boot, createTable, joinTable, makeDataDir, readStoredTable, removeDataDir, waitFor } from './helpers.js';
import { HOUR_OF_EDITS, hostileEdit, hostilePlayout } from './hostile-log.js';

const MB = 1024 * 1024;

/** The SQLite file's bytes once every write is in it (closing the last connection checkpoints the WAL into it). */
function fileBytes(dir: string): number {
  return statSync(path.join(dir, DB_FILE)).size;
}

/** A table of `game` made through the server's own path (server/table-setup.ts), every seat a human. */
function newTable(store: Store, game: AnyGame, options: unknown, players: number) {
  const made = storeTable(
    store,
    { game: game.id, options, seats: Array.from({ length: players }, () => ({ kind: 'human' })) },
    () => false,
    Date.now(),
    () => ({ chacha20: [28, players, game.id.length] }),
  );
  if (!made.ok) throw new Error(`${game.id}: ${made.error.code}`);
  return made.value;
}

/** A table's accepted action: applied to `state`, written as the room writes it; the next state. */
function accept(
  store: Store,
  game: AnyGame,
  id: string,
  version: number,
  seat: Seat,
  action: unknown,
  state: unknown,
  run = new LogRun(),
) {
  const r = game.apply(state, seat, action);
  if (!r.ok) throw new Error(`${game.id}: ${JSON.stringify(action).slice(0, 60)} refused: ${r.error.code}`);
  // A bare store (no writer thread) answers before storeAction returns.
  storeAction(
    store,
    game,
    id,
    version,
    seat,
    action,
    { before: state, after: r.value.state, now: Date.now() },
    store.getTable(id)!.seats,
    run,
    (e) => {
      if (e) throw e;
    },
  );
  return r.value.state;
}

describe('an hour of a hostile seat at the flood limit', () => {
  const laser = GAMES.laser!;
  let dir = '';
  beforeAll(() => {
    dir = makeDataDir();
  });
  afterAll(() => removeDataDir(dir));

  it(`${HOUR_OF_EDITS} notebook edits (a shot every 3,600) add at most 1 MB to the file, and come back at the version and state the clients saw`, () => {
    let store = new Store(dir);
    const table = newTable(store, laser, { designer: 'server' }, 1);
    const id = table.record.id;
    let state = table.engineState;
    let version = 0;
    const shoot = () => {
      const pointer = version + 1; // each pointer once (the game's bound): version counts the shots here
      state = accept(store, laser, id, version, 0, { type: 'fire', pointer: Math.min(pointer, 30) }, state);
      version += 1;
    };
    shoot();
    store.close();
    const before = fileBytes(dir);
    store = new Store(dir);
    let shots = 1;
    for (let i = 0; i < HOUR_OF_EDITS; i++) {
      if (i > 0 && i % 3600 === 0 && shots < 30) {
        state = accept(store, laser, id, version, 0, { type: 'fire', pointer: shots + 1 }, state);
        version += 1;
        shots += 1;
      }
      const edit = hostileEdit(laser, state, 0, i);
      expect(edit).not.toBeNull();
      state = accept(store, laser, id, version, 0, edit, state);
      version += 1;
    }
    store.close();
    const added = fileBytes(dir) - before;
    expect(added).toBeLessThanOrEqual(MB);

    store = new Store(dir);
    try {
      // One row per shot and one latest notebook per run of edits; the version counts every accepted action.
      expect(store.loadLog(id).length).toBeLessThanOrEqual(2 * shots + 1);
      const back = loadTable(store, id, Date.now());
      expect(back.ok).toBe(true);
      if (!back.ok) return;
      expect(back.value.version).toBe(HOUR_OF_EDITS + shots);
      expect(back.value.engineState).toEqual(state);
      // The delayed feed gets every version of its window back, the replaced edits' included, and each's time.
      const steps = back.value.feedSteps.map((f) => f.version);
      expect(steps).toEqual(Array.from({ length: steps.length }, (_, i) => steps[0]! + i));
      expect(steps.at(-1)).toBe(back.value.version);
      expect(back.value.acceptedAt).toHaveLength(back.value.version + 1);
      expect(back.value.feedSteps.at(-1)?.state).toEqual(state);
      expect(laser.view(back.value.engineState, { kind: 'seat', seat: 0 })).toEqual(
        laser.view(state, { kind: 'seat', seat: 0 }),
      );
    } finally {
      store.close();
    }
  }, 120_000);
});

describe('an hour of Labiro walks at the flood limit', () => {
  const labiro = GAMES.labiro!;
  let dir = '';
  beforeAll(() => {
    dir = makeDataDir();
  });
  afterAll(() => removeDataDir(dir));

  /** A new two-player table in `store` whose players chose their start towers (the game's bot): the first to walk. */
  const inPlay = (store: Store) => {
    const table = newTable(store, labiro, {}, 2);
    const id = table.record.id;
    const run = new LogRun(table.engineState);
    let state = table.engineState;
    let version = 0;
    while ((state as { phase: string }).phase !== 'play') {
      const seat = labiro.toAct(state)[0]!;
      const action = botDecision(labiro, labiro.bots[0]!, state, seat, version);
      state = accept(store, labiro, id, version, seat, action, state, run);
      version += 1;
    }
    return { id, run, state, version, walker: labiro.toAct(state)[0]! };
  };

  it(`${HOUR_OF_EDITS} walks in one turn, back and forth among the towers the doors join, add at most 1 MB to the file, and come back at the version and state the clients saw`, () => {
    let store = new Store(dir);
    const { id, run, walker, ...played } = inPlay(store);
    let { state, version } = played;
    const rowsBefore = store.loadLog(id).length;
    store.close();
    const before = fileBytes(dir);
    store = new Store(dir);
    let returns = 0;
    const home = (state as { pawns: number[] }).pawns[walker];
    for (let i = 0; i < HOUR_OF_EDITS; i++) {
      const walks = labiro.legalActions(state, walker).filter((a) => (a as { type: string }).type === 'move');
      expect(walks.length).toBeGreaterThan(0);
      const walk = walks[i % walks.length] as { to: number };
      if (walk.to === home) returns += 1;
      state = accept(store, labiro, id, version, walker, walk, state, run);
      version += 1;
    }
    expect(returns).toBeGreaterThan(0); // walks back to where the run began: they cannot stand for it
    store.close();
    expect(fileBytes(dir) - before).toBeLessThanOrEqual(MB);

    store = new Store(dir);
    try {
      // The run of walks is kept as at most two rows: the last walk, and before it one back to where it began.
      expect(store.loadLog(id).length).toBeLessThanOrEqual(rowsBefore + 2);
      const back = loadTable(store, id, Date.now());
      expect(back.ok).toBe(true);
      if (!back.ok) return;
      expect(back.value.version).toBe(version);
      expect(back.value.engineState).toEqual(state);
      for (const seat of [0, 1])
        expect(labiro.view(back.value.engineState, { kind: 'seat', seat })).toEqual(
          labiro.view(state, { kind: 'seat', seat }),
        );
    } finally {
      store.close();
    }
  }, 120_000);

  it('a walk back to where the run began is kept with the walk before it; the next walk stands for all three', () => {
    const store = new Store(dir);
    try {
      const { id, run, walker, ...played } = inPlay(store);
      let { state, version } = played;
      const start = (state as { pawns: number[] }).pawns[walker]!;
      const rows = store.loadLog(id).length;
      const away = labiro.legalActions(state, walker).find((a) => (a as { type: string }).type === 'move') as {
        to: number;
      };
      expect(away).toBeDefined();
      state = accept(store, labiro, id, version++, walker, away, state, run);
      expect(store.loadLog(id).length).toBe(rows + 1);
      state = accept(store, labiro, id, version++, walker, { type: 'move', to: start }, state, run);
      expect(store.loadLog(id).length).toBe(rows + 2); // back where the run began: both kept
      state = accept(store, labiro, id, version++, walker, away, state, run);
      expect(store.loadLog(id).length).toBe(rows + 1); // stands for all three
      const back = loadTable(store, id, Date.now());
      expect(back.ok && back.value.engineState).toEqual(state);
    } finally {
      store.close();
    }
  });
});

describe('replays with hostile edits between every move', () => {
  let dir = '';
  let store: Store;
  let thrower: Thrower;
  beforeAll(async () => {
    dir = makeDataDir();
    store = new Store(dir);
    thrower = await startThrower(0);
  });
  afterAll(async () => {
    store.close();
    await thrower.close();
    removeDataDir(dir);
  });

  /** Each game's short and default tables, and Laser's with six investigators (the most seats that may edit). */
  const TABLES: readonly [AnyGame, unknown, number][] = Object.values(GAMES).flatMap((g) => {
    const players = Math.max(2, g.minPlayers);
    const own: [AnyGame, unknown, number][] = [
      [g, shortOptionsOf(g.id), players],
      [g, g.defaultOptions, players],
    ];
    return g.id === 'laser' ? [...own, [g, { designer: 'server' }, 6] as [AnyGame, unknown, number]] : own;
  });

  for (const [game, options, players] of TABLES)
    it(`${game.id} ${JSON.stringify(options)}, ${players} seats: the store keeps the latest edits, the replay sent stays under 1 MB`, async () => {
      const table = newTable(store, game, options, players);
      const id = table.record.id;
      const input = { seed: table.record.seed, players, options: table.record.options };
      // A second of edits at the flood limit by every seat that may edit, before every move.
      const log = hostilePlayout(game, input, 20);
      let state = table.engineState;
      log.forEach((e, n) => {
        state = accept(store, game, id, n, e.seat, e.action, state);
      });
      expect(game.outcome(state), 'the bots finish').not.toBeNull();
      const kept = store.loadLog(id);
      // The store keeps exactly the rows the shared rule keeps, numbered by the version each one made.
      expect(kept.map((a) => ({ seat: a.seat, action: a.action }))).toEqual(
        JSON.parse(JSON.stringify(keepLatest(game, log))),
      );
      expect(kept.at(-1)?.n).toBe(log.length - 1);
      if (game.latestState) expect(kept.length).toBeLessThan(log.length);
      const record = store.getTable(id)!;
      for (const seat of [null, 0]) {
        const replay = await buildReplay(record, kept, thrower, seat === null ? undefined : { kind: 'seat', seat });
        expect(replay).not.toBeNull();
        // What a browser downloads (it accepts gzip: server/api.ts); a frame holds a whole view, so the JSON of a
        // long game (Symbotrio's, from a seat) may pass 1 MB before it is gzipped, edits or none.
        const wire = await replayWire(replay!);
        expect(wire.gzip.length, `${seat === null ? 'all-seeing' : `seat ${seat}`} replay bytes sent`).toBeLessThan(MB);
        // An edit gets no frame of its own: one frame per move (the last action is a move).
        expect(replay!.steps).toHaveLength(kept.filter((a) => latestKind(game, a.action) === null).length);
      }
    }, 120_000);
});

describe('at a real server', () => {
  it("a player's notebook edits come back after a restart with the version, the notebook and the view he saw", async () => {
    const dataDir = makeDataDir();
    try {
      const first = await boot(dataDir, { diceWorkers: 0 });
      let tableId = '';
      let key = '';
      let version = 0;
      let seen = '';
      try {
        const ada = await createTable(first, {
          game: 'laser',
          seats: [{ kind: 'human' }],
          name: 'Ada',
          options: { designer: 'server' },
        });
        tableId = ada.welcome!.tableId;
        await waitFor(() => ada.state.phase === 'playing' && ada.key !== null, 'playing');
        key = ada.key!.key;
        const edit = (i: number) => {
          const v = ada.version;
          ada.act({ type: 'note', notebook: { pieces: [], empty: [i % 56] } });
          return waitFor(() => ada.version === v + 1, `edit ${i}`);
        };
        for (let i = 0; i < 25; i++) await edit(i);
        const v = ada.version;
        ada.act({ type: 'fire', pointer: 1 });
        await waitFor(() => ada.version === v + 1, 'the shot');
        for (let i = 25; i < 50; i++) await edit(i);
        expect(ada.errors).toEqual([]);
        version = ada.version;
        seen = JSON.stringify(ada.view());
        expect(version).toBe(51);
        // Two notebooks and the shot are kept, not 51 rows.
        expect(readStoredTable(dataDir, tableId).log).toHaveLength(3);
        expect(readStoredTable(dataDir, tableId).version).toBe(51);
        await ada.room.leave();
      } finally {
        await first.stop();
      }
      const second = await boot(dataDir, { diceWorkers: 0 });
      try {
        expect(second.restored).toContain(tableId);
        const back = await joinTable(second, tableId, { seatKey: key });
        const watcher = await joinTable(second, tableId, { seat: 'spectate' });
        await waitFor(() => back.version === version && watcher.version === version, 'back at the version seen');
        expect(JSON.stringify(back.view())).toBe(seen);
        const notebook = (back.view() as unknown as { notebooks: Record<number, { empty: number[] }> }).notebooks[0];
        expect(notebook?.empty).toEqual([49]);
        // The next edit makes the next version, as it would have without the restart.
        back.act({ type: 'note', notebook: { pieces: [], empty: [7] } });
        await waitFor(() => back.version === version + 1 && watcher.version === version + 1, 'the next version');
        for (const p of [back, watcher]) await p.room.leave();
      } finally {
        await second.stop();
      }
    } finally {
      removeDataDir(dataDir);
    }
  }, 120_000);
});
