// Benchmark (issue 28, bounded logs): what an hour of a hostile seat's Laser notebook edits at the flood limit adds
// to the SQLite file and to the table's replay, the old way (one row, and one replay frame, per edit) and now
// (latest-state edits replace their row and get no frame: shared/core/latest.ts), the same for an hour of Labiro
// walks (a walk that stands for its run replaces it: server/log-run.ts), and each game's replay size with
// hostile edits between every move. Driven through the engine and the store, no sockets. Never fails on a number.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { keepLatest, latestKind, replay, type AnyGame, type Seat } from '../shared/core/index.js';
import { GAMES } from '../shared/games/index.js';
import { shortOptionsOf } from '../shared/games/meta.js';
import { buildReplay, replayWire } from '../server/api.js';
import { LogRun } from '../server/log-run.js';
import { DB_FILE, Store, type TableRecord } from '../server/store.js';
import { createTable } from '../server/table-setup.js';
import { startThrower, type Thrower } from '../server/throws.js';
import { HOUR_OF_EDITS, hostileEdit, hostilePlayout, type PlayedAction } from '../test/server/hostile-log.js';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

/** A new table of `game` in `store`, every seat a human, made by the server's own path. */
function newTable(store: Store, game: AnyGame, options: unknown, players: number) {
  const made = createTable(
    store,
    { game: game.id, options, seats: Array.from({ length: players }, () => ({ kind: 'human' })) },
    () => false,
    Date.now(),
    () => ({ chacha20: [28, players] }),
  );
  if (!made.ok) throw new Error(`${game.id}: ${made.error.code}`);
  return made.value;
}

/** The file's bytes with every write in it (the store closed: SQLite checkpoints the WAL into the file). */
const fileBytes = (dir: string) => statSync(path.join(dir, DB_FILE)).size;

/**
 * An hour of one Laser seat's notebook edits (a shot every 3,600) into a fresh store, each written the old way
 * (`keep: false`, one row per edit) or now: the rows and bytes the hour added, and the full log of accepted actions.
 */
function hour(keep: boolean): {
  rows: number;
  bytes: number;
  /** Mean µs of the store's write per accepted action (wall clock; the row replaced in a transaction now). */
  writeUs: number;
  /** The WAL file's bytes at the end of the hour, before the store closed (SQLite reuses it after each checkpoint). */
  wal: number;
  log: PlayedAction[];
  record: TableRecord;
} {
  const game = GAMES.laser!;
  const dir = mkdtempSync(path.join(tmpdir(), 'tavolo-bench-log-'));
  try {
    let store = new Store(dir);
    const table = newTable(store, game, { designer: 'server' }, 1);
    const id = table.record.id;
    let state = table.engineState;
    const log: PlayedAction[] = [];
    let writing = 0;
    const accept = (seat: Seat, action: unknown) => {
      const r = game.apply(state, seat, action);
      if (!r.ok) throw new Error(r.error.code);
      const t0 = performance.now();
      store.recordAction(id, log.length, seat, action, Date.now(), undefined, keep ? latestKind(game, action) : null);
      writing += performance.now() - t0;
      state = r.value.state;
      log.push({ seat, action });
    };
    accept(0, { type: 'fire', pointer: 1 });
    store.close();
    const before = { bytes: fileBytes(dir), rows: 1 };
    store = new Store(dir);
    writing = 0;
    let shots = 1;
    for (let i = 0; i < HOUR_OF_EDITS; i++) {
      if (i > 0 && i % 3600 === 0 && shots < 30) accept(0, { type: 'fire', pointer: ++shots });
      accept(0, hostileEdit(game, state, 0, i));
    }
    const rows = store.loadLog(id).length - before.rows;
    const wal = statSync(path.join(dir, `${DB_FILE}-wal`)).size;
    store.close();
    const writeUs = (writing * 1000) / (log.length - 1);
    return {
      rows,
      bytes: fileBytes(dir) - before.bytes,
      writeUs,
      wal,
      log,
      record: { ...table.record, finishedAt: 1 },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * An hour of a Labiro player walking back and forth between two towers in his turn (rules/labiro.md: "no limit on
 * moves") at the flood limit, written the old way (`fold: false`, a row per walk) or now (a walk that stands for
 * its seat's run of walks replaces it: server/log-run.ts): the rows and file bytes the hour added, and its replay's
 * JSON estimated from its first frames (a frame per kept walk).
 */
function labiroWalks(fold: boolean): { rows: number; bytes: number; replay: number } {
  const game = GAMES.labiro!;
  const dir = mkdtempSync(path.join(tmpdir(), 'tavolo-bench-log-'));
  try {
    let store = new Store(dir);
    const table = newTable(store, game, game.defaultOptions, 2);
    const id = table.record.id;
    let state = table.engineState;
    const run = new LogRun(state);
    let n = 0;
    const accept = (seat: Seat, action: unknown) => {
      const r = game.apply(state, seat, action);
      if (!r.ok) throw new Error(r.error.code);
      const mode = fold ? run.mode(game, seat, action, r.value.state) : { latest: null, replace: false };
      store.recordAction(id, n++, seat, action, Date.now(), undefined, mode.latest, mode.replace);
      run.written(game, seat, action, mode, r.value.state);
      state = r.value.state;
    };
    // The start towers, then the first player's walks between his tower and one he can walk to.
    while ((state as { phase: string }).phase === 'start') {
      const seat = game.toAct(state)[0]!;
      accept(
        seat,
        game.legalActions(state, seat).find((a: { type: string }) => a.type === 'start'),
      );
    }
    const seat = game.toAct(state)[0]!;
    const from = (state as { pawns: number[] }).pawns[seat]!;
    const to = (game.legalActions(state, seat) as { type: string; to?: number }[]).find((a) => a.type === 'move')?.to;
    if (to === undefined) throw new Error('no walk');
    store.close();
    const before = { bytes: fileBytes(dir), rows: n };
    store = new Store(dir);
    let frames = 0;
    const sample = 100;
    for (let i = 0; i < HOUR_OF_EDITS; i++) {
      accept(seat, { type: 'move', to: i % 2 === 0 ? to : from });
      if (i < sample) frames += JSON.stringify(game.view(state, { kind: 'broadcast' })).length;
    }
    const rows = store.loadLog(id).length - before.rows;
    store.close();
    return { rows, bytes: fileBytes(dir) - before.bytes, replay: (frames / sample) * rows };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The replay's JSON bytes the old way: a frame per logged action, its view all-seeing (computed, not served). */
function oldReplayBytes(game: AnyGame, record: TableRecord, log: readonly PlayedAction[]): number {
  let bytes = 0;
  replay(game, { seed: record.seed, players: record.seats.length, options: record.options }, log, (events, v, s) => {
    const view = game.view(s, { kind: 'broadcast' });
    bytes += JSON.stringify(
      v === 0 ? view : { seat: log[v - 1]!.seat, action: log[v - 1]!.action, events, view },
    ).length;
  });
  return bytes;
}

/** One table's replay now (all-seeing and seat 0): its JSON and gzipped bytes, and its frames. */
async function replayNow(thrower: Thrower, record: TableRecord, log: readonly PlayedAction[]) {
  const out: { json: number; gzip: number; frames: number }[] = [];
  for (const viewer of [undefined, { kind: 'seat', seat: 0 } as const]) {
    const r = await buildReplay(record, log, thrower, viewer);
    if (!r) throw new Error('no replay');
    const wire = await replayWire(r);
    out.push({ json: Buffer.byteLength(wire.json), gzip: wire.gzip.length, frames: r.steps.length });
  }
  return out;
}

/** Prints the hour's rows, file bytes and replay size before and now, then every game's replay size with edits. */
export async function run(): Promise<void> {
  const thrower = await startThrower(0);
  try {
    const old = hour(false);
    const now = hour(true);
    console.log(
      `log bounds: an hour of one Laser seat's notebook edits at the flood limit (${HOUR_OF_EDITS} edits, a shot every 3,600):`,
    );
    console.log(
      `  before (one row per edit): +${old.rows} rows, +${mb(old.bytes)} in the SQLite file (its WAL ${mb(old.wal)}); write ${old.writeUs.toFixed(0)} µs per action (mean)`,
    );
    console.log(
      `  now (latest state kept):   +${now.rows} rows, +${kb(now.bytes)} in the SQLite file (its WAL ${mb(now.wal)}); write ${now.writeUs.toFixed(0)} µs per action (mean: the row replaced in a transaction)`,
    );
    const oldReplay = oldReplayBytes(GAMES.laser!, old.record, old.log);
    const [all] = await replayNow(thrower, now.record, keepLatest(GAMES.laser!, now.log));
    console.log(
      `  its replay: before ${mb(oldReplay)} JSON (${old.log.length} frames, computed); now ${kb(all!.json)} JSON, ${kb(all!.gzip)} sent gzipped (${all!.frames} frames)`,
    );
    console.log(`log bounds: an hour of Labiro walks back and forth at the flood limit (${HOUR_OF_EDITS} walks):`);
    for (const fold of [false, true]) {
      const walks = labiroWalks(fold);
      console.log(
        `  ${fold ? 'now (a walk stands for its run)' : 'before (one row per walk)'}: +${walks.rows} rows, +${kb(walks.bytes)} in the SQLite file, a replay of ~${kb(walks.replay)} JSON (estimated)`,
      );
    }
    console.log(
      'log bounds: replays, bots to the end with 20 hostile edits by every seat that may edit before each move:',
    );
    for (const game of Object.values(GAMES)) {
      const players = Math.max(2, game.minPlayers);
      const tables: [unknown, number][] = [
        [shortOptionsOf(game.id), players],
        [game.defaultOptions, players],
      ];
      if (game.id === 'laser') tables.push([{ designer: 'server' }, 6]);
      for (const [options, seats] of tables) {
        const dir = mkdtempSync(path.join(tmpdir(), 'tavolo-bench-log-'));
        const store = new Store(dir);
        try {
          const table = newTable(store, game, options, seats);
          const input = { seed: table.record.seed, players: seats, options: table.record.options };
          const log = hostilePlayout(game, input, 20);
          const kept = keepLatest(game, log);
          const record = { ...table.record, finishedAt: 1 };
          const [a, s0] = await replayNow(thrower, record, kept);
          const old = game.latestState ? `, before ${kb(oldReplayBytes(game, record, log))} JSON (computed)` : '';
          console.log(
            `  ${game.id} ${JSON.stringify(options)}, ${seats} seats: ${log.length} actions, ${kept.length} rows kept, ${a!.frames} frames; ` +
              `all-seeing ${kb(a!.json)} JSON / ${kb(a!.gzip)} gzipped, seat 0 ${kb(s0!.json)} / ${kb(s0!.gzip)}${old}`,
          );
        } finally {
          store.close();
          rmSync(dir, { recursive: true, force: true });
        }
      }
    }
  } finally {
    await thrower.close();
  }
}
