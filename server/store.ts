// SQLite persistence (better-sqlite3, WAL): each table's options, seats, seed and action log, and its talk
// (server/talk-store.ts), so a restarted server brings every unfinished table back and finished games can be
// replayed. A latest-state action (a Laser notebook, a draft: shared/core/latest.ts) replaces the row it
// supersedes, so the log stays bounded by the rules.
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Seat, Seed } from '../shared/core/index.js';
import { BOT_PACE_DEFAULT, isBotPace, type BotPace } from '../shared/protocol.js';
import type { QueueRecord } from '../shared/queue.js';
import { SPECTATOR_CHANNEL_MODES, TALK_SETTINGS_DEFAULT, type TalkSettings } from '../shared/talk.js';
import {
  actionRowWrites,
  setWritingConnection,
  type ActionRow,
  type ActionRowWrites,
  type ResultRow,
} from './action-rows.js';
import { PlayerStore } from './player-store.js';
import { Ratings, type RatedResult } from './ratings.js';
import { StoreWriter } from './store-writer.js';
import { TalkStore } from './talk-store.js';
import { checkpointOffLoop } from './wal-checkpointer.js';

/** File name of the database inside the data folder. */
export const DB_FILE = 'tavolo.sqlite';

/** One seat as stored: who sits there and the hash of the key that reclaims it (never sent to clients). */
export interface StoredSeat {
  readonly kind: 'human' | 'bot';
  /** Player or bot name; '' while a human seat is free. Example: 'Anna'. */
  readonly name: string;
  /** Bot id for bot seats ('masterdice/smart'), '' for humans. */
  readonly botId: string;
  /** sha256 (hex) of the seat key, null while nobody took the seat (and for bots). */
  readonly keyHash: string | null;
  /** The player agreed to a live feed (C2S feedConsent); absent in older files: not agreed. Bots always agree. */
  readonly feedConsent?: boolean;
  /**
   * sha256 (hex) of the player key of who sits there (JoinOptions.playerKey: the player's games, tables and ratings
   * follow it); absent or null: a bot, a free seat, or a player who sent none.
   */
  readonly playerHash?: string | null;
}

/** One table row. Example: `{ id: 'K7P2QX', game: 'masterdice', options: {games:2,aid:false}, seed: { chacha20: [8 words] }, … }`. */
export interface TableRecord {
  readonly id: string;
  readonly game: string;
  /** Parsed game options (plain JSON). */
  readonly options: unknown;
  readonly seats: readonly StoredSeat[];
  /**
   * The table's seed, a secret while the table is not finished; its shape names the generator (shared/core/rng.ts):
   * `{ chacha20: [8 words] }` for every table made now, four plain words (sfc32) for a table stored before.
   */
  readonly seed: Seed;
  /** Seconds the all-seeing feed runs behind the table, 0..900 (0: live once every seated human agrees). */
  readonly feedDelay: number;
  /** false: the creator forbade spectators. */
  readonly allowSpectators: boolean;
  /** sha256 (hex) of the feed key given to the creator; null for tables made before the feed existed. */
  readonly feedKeyHash: string | null;
  /** ms since the epoch. */
  readonly createdAt: number;
  /** ms since the epoch when the engine's outcome was set; null while playing (a rematch clears it). */
  readonly finishedAt: number | null;
  /** How fast the bots act; absent (a record built before paces existed): BOT_PACE_DEFAULT. */
  readonly botPace?: BotPace;
  /** A seated player paused the bots (kept across a restart); absent: not paused. */
  readonly botsPaused?: boolean;
  /**
   * sha256 (hex) of the creator's person key at this table (server/talk-people.ts creatorHash), set when the
   * creator's join arrives: the same browser is the creator again after a reload or a restart. Absent or null: none.
   */
  readonly creatorHash?: string | null;
  /** What the creator decided about table talk; absent (a record built before talk existed): the defaults. */
  readonly talk?: TalkSettings;
  /** The creator's challenger queue (shared/queue.ts); absent: none. */
  readonly queue?: QueueRecord;
}

/** A table's bot controls as stored. Example: `{ pace: 'calm', paused: true }`. */
export interface BotControls {
  readonly pace: BotPace;
  readonly paused: boolean;
}

/** One accepted action of a table's log. */
export interface LoggedAction {
  /**
   * Its number: the table's version before it (the first action is 0). Rows a later latest-state action replaced
   * are gone, so numbers may skip; the table's version is the last number + 1. Example: 41.
   */
  readonly n: number;
  readonly seat: Seat;
  readonly action: unknown;
  /** When the server accepted it, ms since the epoch (the feed's delay counts from it). */
  readonly at: number;
}

interface TableRow {
  id: string;
  game: string;
  options: string;
  seats: string;
  seed: string;
  feed_delay: number | null;
  spectators: number | null;
  feed_key_hash: string | null;
  created_at: number;
  finished_at: number | null;
  bot_pace: string | null;
  bots_paused: number | null;
  creator_hash: string | null;
  talk_chat: number | null;
  talk_spectators: string | null;
  queue: string | null;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS tables (
  id TEXT PRIMARY KEY,
  game TEXT NOT NULL,
  options TEXT NOT NULL,
  seats TEXT NOT NULL,
  seed TEXT NOT NULL,
  broadcast INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  finished_at INTEGER
);
CREATE INDEX IF NOT EXISTS tables_unfinished ON tables (finished_at) WHERE finished_at IS NULL;
CREATE TABLE IF NOT EXISTS actions (
  table_id TEXT NOT NULL REFERENCES tables(id),
  n INTEGER NOT NULL,
  seat INTEGER NOT NULL,
  action TEXT NOT NULL,
  at INTEGER NOT NULL,
  latest TEXT,
  PRIMARY KEY (table_id, n)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS talk (
  table_id TEXT NOT NULL REFERENCES tables(id),
  channel TEXT NOT NULL,
  n INTEGER NOT NULL,
  kind TEXT NOT NULL,
  author TEXT NOT NULL,
  person TEXT NOT NULL,
  seat INTEGER,
  name TEXT NOT NULL,
  text TEXT NOT NULL,
  at INTEGER NOT NULL,
  version INTEGER NOT NULL,
  PRIMARY KEY (table_id, channel, n)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS talk_person ON talk (table_id, person, at);
CREATE INDEX IF NOT EXISTS talk_at ON talk (table_id, at);
CREATE TABLE IF NOT EXISTS results (
  table_id TEXT NOT NULL REFERENCES tables(id),
  n INTEGER NOT NULL,
  game TEXT NOT NULL,
  at INTEGER NOT NULL,
  seats TEXT NOT NULL,
  outcome TEXT NOT NULL,
  players TEXT NOT NULL,
  rated INTEGER NOT NULL,
  PRIMARY KEY (table_id, n)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS results_rated ON results (at, table_id, n) WHERE rated = 1;
CREATE TABLE IF NOT EXISTS player_games (
  player TEXT NOT NULL,
  at INTEGER NOT NULL,
  table_id TEXT NOT NULL,
  n INTEGER NOT NULL,
  seat INTEGER NOT NULL,
  PRIMARY KEY (player, at, table_id, n)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS player_tables (
  player TEXT NOT NULL,
  table_id TEXT NOT NULL REFERENCES tables(id),
  seat INTEGER NOT NULL,
  PRIMARY KEY (player, table_id)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS talk_mutes (
  table_id TEXT NOT NULL REFERENCES tables(id),
  person TEXT NOT NULL,
  author TEXT NOT NULL,
  PRIMARY KEY (table_id, person, author)
) WITHOUT ROWID;
`;

/**
 * Columns added after the first release, each with the value older rows get. An older file gains them on open
 * (ALTER TABLE … ADD COLUMN); its `broadcast` column (live broadcast mode, gone) stays and is written as 0.
 */
const ADDED_COLUMNS: readonly { name: string; sql: string }[] = [
  { name: 'feed_delay', sql: 'feed_delay INTEGER NOT NULL DEFAULT 120' },
  { name: 'spectators', sql: 'spectators INTEGER NOT NULL DEFAULT 1' },
  { name: 'feed_key_hash', sql: 'feed_key_hash TEXT' },
  { name: 'bot_pace', sql: `bot_pace TEXT NOT NULL DEFAULT '${BOT_PACE_DEFAULT}'` },
  { name: 'bots_paused', sql: 'bots_paused INTEGER NOT NULL DEFAULT 0' },
  { name: 'creator_hash', sql: 'creator_hash TEXT' },
  { name: 'talk_chat', sql: 'talk_chat INTEGER NOT NULL DEFAULT 1' },
  { name: 'talk_spectators', sql: `talk_spectators TEXT NOT NULL DEFAULT '${TALK_SETTINGS_DEFAULT.spectators}'` },
  { name: 'queue', sql: 'queue TEXT' },
];

/**
 * The latest-state kind of an action row (shared/core/latest.ts: 'note', 'draft'), NULL for an action kept whatever
 * follows; older files' rows get NULL (each kept, as before).
 */
const ADDED_ACTION_COLUMN = 'latest TEXT';

/**
 * SQLite's `synchronous` setting for the store (WAL mode): 'normal' (the default) survives a killed process
 * with every acknowledged action; 'full' also survives a power loss or an OS crash, at the cost of one fsync
 * per action (README, Durability; `npm run bench -- store` measures it).
 */
export type StoreSync = 'normal' | 'full';

/** One accepted action as the room hands it to queueAction: the row the store writes, the action not yet JSON. */
export type AcceptedAction = Omit<ActionRow, 'action'> & { readonly action: unknown };

/** The store could not write (disk full, read-only folder, I/O error): nothing was stored. */
export class StoreWriteError extends Error {
  /** SQLite's code when it gave one ('SQLITE_FULL', 'SQLITE_READONLY', 'SQLITE_IOERR_WRITE'), else ''. */
  readonly sqliteCode: string;
  constructor(what: string, cause: unknown) {
    const code = typeof (cause as { code?: unknown })?.code === 'string' ? (cause as { code: string }).code : '';
    super(
      `store: could not ${what}${code ? ` (${code})` : ''}: ${cause instanceof Error ? cause.message : String(cause)}`,
      { cause },
    );
    this.name = 'StoreWriteError';
    this.sqliteCode = code;
  }
}

/**
 * The data folder or its SQLite file could not be opened (a path under a file, a folder the process may not
 * write, a file that is no database): the server cannot keep anything, so it must not start.
 */
export class StoreOpenError extends Error {
  constructor(dataDir: string, cause: unknown) {
    const code =
      typeof (cause as { code?: unknown })?.code === 'string' ? ` (${(cause as { code: string }).code})` : '';
    super(`cannot open the data folder ${dataDir}${code}: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'StoreOpenError';
  }
}

/**
 * Runs one write; any failure comes out as a StoreWriteError (the transaction, if any, rolled back). The talk's
 * writes (server/talk-store.ts) go through it too.
 */
export function writing<T>(what: string, fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    throw new StoreWriteError(what, e);
  }
}

/**
 * The table store: every write is synchronous and committed before the caller goes on, so an action is on disk
 * (in the WAL) before its patch leaves. A write that fails throws StoreWriteError and leaves the file unchanged.
 */
export class Store {
  private readonly db: Database.Database;
  private readonly insertTableStmt: Database.Statement;
  private readonly updateSeatsStmt: Database.Statement;
  private readonly updateBotsStmt: Database.Statement;
  private readonly getStmt: Database.Statement;
  private readonly logStmt: Database.Statement;
  private readonly unfinishedStmt: Database.Statement;
  private readonly existsStmt: Database.Statement;
  private readonly updateCreatorStmt: Database.Statement;
  private readonly updateTalkStmt: Database.Statement;
  /** Each table's talk lines and mutes (server/talk-store.ts), in the same file. */
  readonly talk: TalkStore;
  /** The players' tables and finished games (server/player-store.ts), in the same file. */
  readonly players: PlayerStore;
  /** Each game's ratings, folded from the stored results on open and kept up as results are written. */
  readonly ratings: Ratings;
  private readonly seatsTx: (id: string, seats: readonly StoredSeat[]) => void;
  private readonly insertTx: (t: TableRecord) => void;
  private readonly updateQueueStmt: Database.Statement;

  /** Ends the worker that checkpoints the WAL (server/wal-checkpointer.ts). */
  private readonly stopCheckpoints: () => Promise<void>;

  /** The action rows' writes on this connection (server/action-rows.ts). */
  private readonly rows: ActionRowWrites;
  /** The writer thread (startWriter), once started; null: actions are written here, on the event loop. */
  private writer: StoreWriter | null = null;
  private readonly file: string;
  private readonly sync: StoreSync;

  /** Opens the store of `dataDir` (see the constructor); any failure to open it comes out as a StoreOpenError. */
  static open(dataDir: string, sync: StoreSync = 'normal'): Store {
    try {
      return new Store(dataDir, sync);
    } catch (e) {
      throw new StoreOpenError(dataDir, e);
    }
  }

  /** Opens (and creates) `<dataDir>/tavolo.sqlite` in WAL mode, `synchronous` NORMAL unless `sync` is 'full'. */
  constructor(dataDir: string, sync: StoreSync = 'normal') {
    mkdirSync(dataDir, { recursive: true });
    const file = path.join(dataDir, DB_FILE);
    this.file = file;
    this.sync = sync;
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    setWritingConnection(this.db, sync);
    this.db.exec(SCHEMA);
    this.migrate();
    // No checkpoint inside a commit on the event loop: a worker thread runs them (server/wal-checkpointer.ts).
    this.stopCheckpoints = checkpointOffLoop(this.db, file);
    this.insertTableStmt = this.db.prepare(
      'INSERT INTO tables (id, game, options, seats, seed, broadcast, feed_delay, spectators, feed_key_hash, created_at, finished_at, bot_pace, bots_paused, creator_hash, talk_chat, talk_spectators, queue) ' +
        'VALUES (?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    this.updateSeatsStmt = this.db.prepare('UPDATE tables SET seats = ? WHERE id = ?');
    this.updateBotsStmt = this.db.prepare('UPDATE tables SET bot_pace = ?, bots_paused = ? WHERE id = ?');
    this.getStmt = this.db.prepare('SELECT * FROM tables WHERE id = ?');
    this.logStmt = this.db.prepare('SELECT n, seat, action, at FROM actions WHERE table_id = ? ORDER BY n');
    this.unfinishedStmt = this.db.prepare('SELECT id FROM tables WHERE finished_at IS NULL ORDER BY created_at');
    this.existsStmt = this.db.prepare('SELECT 1 FROM tables WHERE id = ?');
    this.updateCreatorStmt = this.db.prepare('UPDATE tables SET creator_hash = ? WHERE id = ?');
    this.updateTalkStmt = this.db.prepare('UPDATE tables SET talk_chat = ?, talk_spectators = ? WHERE id = ?');
    this.talk = new TalkStore(this.db);
    this.players = new PlayerStore(this.db);
    this.updateQueueStmt = this.db.prepare('UPDATE tables SET queue = ? WHERE id = ?');
    this.insertTx = this.db.transaction((t: TableRecord) => {
      this.insertRow(t);
      this.players.link(t.id, t.seats);
    });
    this.seatsTx = this.db.transaction((id: string, seats: readonly StoredSeat[]) => {
      this.updateSeatsStmt.run(JSON.stringify(seats), id);
      this.players.link(id, seats);
    });
    this.ratings = new Ratings(this.players.ratedResults());
    this.rows = actionRowWrites(this.db);
  }

  /** The `journal_mode` and `synchronous` pragmas in force (e.g. `{ journal: 'wal', synchronous: 1 }`; 1 NORMAL, 2 FULL). */
  pragmas(): { journal: string; synchronous: number } {
    return {
      journal: this.db.pragma('journal_mode', { simple: true }) as string,
      synchronous: this.db.pragma('synchronous', { simple: true }) as number,
    };
  }

  /** Adds the columns an older file lacks (ADDED_COLUMNS, ADDED_ACTION_COLUMN). */
  private migrate(): void {
    const columns = (table: string) =>
      new Set((this.db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name));
    const have = columns('tables');
    for (const c of ADDED_COLUMNS) if (!have.has(c.name)) this.db.exec(`ALTER TABLE tables ADD COLUMN ${c.sql}`);
    if (!columns('actions').has('latest')) this.db.exec(`ALTER TABLE actions ADD COLUMN ${ADDED_ACTION_COLUMN}`);
  }

  /** Stores a new table (before its room accepts anybody), and notes which players sit there already. */
  insertTable(t: TableRecord): void {
    writing(`store table ${t.id}`, () => this.insertTx(t));
  }

  private insertRow(t: TableRecord): void {
    this.insertTableStmt.run(
      t.id,
      t.game,
      JSON.stringify(t.options),
      JSON.stringify(t.seats),
      JSON.stringify(t.seed),
      t.feedDelay,
      t.allowSpectators ? 1 : 0,
      t.feedKeyHash,
      t.createdAt,
      t.finishedAt,
      t.botPace ?? BOT_PACE_DEFAULT,
      t.botsPaused === true ? 1 : 0,
      t.creatorHash ?? null,
      (t.talk ?? TALK_SETTINGS_DEFAULT).chat ? 1 : 0,
      (t.talk ?? TALK_SETTINGS_DEFAULT).spectators,
      t.queue ? JSON.stringify(t.queue) : null,
    );
  }

  /** Replaces a table's challenger queue. */
  updateQueue(id: string, queue: QueueRecord): void {
    writing(`store the queue of ${id}`, () => this.updateQueueStmt.run(JSON.stringify(queue), id));
  }

  /** Keeps the hash of the creator's person key (the creator's join arrived: server/table-talk.ts). */
  updateCreator(id: string, creatorHash: string): void {
    writing(`store the creator of ${id}`, () => this.updateCreatorStmt.run(creatorHash, id));
  }

  /** Replaces a table's talk settings (its creator closed or opened a channel). */
  updateTalk(id: string, talk: TalkSettings): void {
    writing(`store the talk settings of ${id}`, () => this.updateTalkStmt.run(talk.chat ? 1 : 0, talk.spectators, id));
  }

  /** Replaces a table's seats (a player took one, or renamed himself), and notes which players sit there. */
  updateSeats(id: string, seats: readonly StoredSeat[]): void {
    writing(`store the seats of ${id}`, () => this.seatsTx(id, seats));
  }

  /** Replaces a table's bot controls (a seated player changed the pace, or paused or resumed the bots). */
  updateBots(id: string, bots: BotControls): void {
    writing(`store the bot controls of ${id}`, () => this.updateBotsStmt.run(bots.pace, bots.paused ? 1 : 0, id));
  }

  /** Appends accepted action number `n` (0-based; the version before it) to a table's log. */
  appendAction(id: string, n: number, seat: Seat, action: unknown, at: number): void {
    this.recordAction(id, n, seat, action, at, undefined);
  }

  /**
   * Appends accepted action `n` and, in the same transaction, sets `finished_at` when the action ends the game
   * (a time) or starts a rematch (null); `undefined` leaves it. `latest`: the action's latest-state kind
   * (shared/core/latest.ts latestKind) or folding kind (foldKind), whose row replaces the rows of the same seat and
   * kind in the table's trailing run when `replace` (a folding action that does not stand for its run exactly is
   * appended within it); null keeps every row. All of it is on disk when this returns, or none.
   */
  recordAction(
    id: string,
    n: number,
    seat: Seat,
    action: unknown,
    at: number,
    finished: number | null | undefined,
    latest: string | null = null,
    replace = true,
    result?: ResultRow,
  ): void {
    const row = { id, n, seat, action: JSON.stringify(action), at, finished, latest, replace, result };
    writing(`append action ${n} of ${id}`, () => this.rows.one(row));
    this.rated(row);
  }

  /** A stored row that ended a rated match moves the ratings. */
  private rated(row: ActionRow): void {
    const r = row.result;
    if (!r?.rated) return;
    const result: RatedResult = {
      tableId: row.id,
      n: row.n,
      game: r.game,
      at: row.at,
      players: r.players,
      names: r.seats.map((s) => s.name),
      outcome: r.outcome,
    };
    this.ratings.add(result);
  }

  /**
   * recordAction off the event loop once the writer thread runs (startWriter): `done` is called when the row is on
   * disk (null) or could not be written (the error; nothing stored), always after this returns. Before the writer
   * runs (a test's store) the row is written here and `done` is called before this returns. Rows of one table
   * are written in the order they are queued.
   */
  queueAction(accepted: AcceptedAction, done: (error: StoreWriteError | null) => void): void {
    const { id, n, seat, action, at, finished, latest, replace, result } = accepted;
    if (!this.writer) {
      let error: StoreWriteError | null = null;
      try {
        this.recordAction(id, n, seat, action, at, finished, latest, replace, result);
      } catch (e) {
        if (!(e instanceof StoreWriteError)) throw e;
        error = e;
      }
      done(error);
      return;
    }
    const row: ActionRow = { ...accepted, action: JSON.stringify(action) };
    this.writer.write(row, (e) => {
      if (!e) this.rated(row);
      done(e && new StoreWriteError(`append action ${n} of ${id}`, e));
    });
  }

  /**
   * Starts the writer thread that takes every queued action's commit off the event loop (server/store-writer.ts).
   * Should it die, its rows are written here again, none lost nor written twice.
   */
  async startWriter(): Promise<void> {
    if (this.writer) return;
    this.writer = await StoreWriter.start(this.file, this.sync, this.rows);
  }

  /** Ends the writer thread once every row queued so far is written (before close, when the server stops). */
  async drain(): Promise<void> {
    const writer = this.writer;
    this.writer = null;
    await writer?.close();
  }

  /** A table by id, or undefined. */
  getTable(id: string): TableRecord | undefined {
    const row = this.getStmt.get(id) as TableRow | undefined;
    if (!row) return undefined;
    return {
      id: row.id,
      game: row.game,
      options: JSON.parse(row.options) as unknown,
      seats: JSON.parse(row.seats) as StoredSeat[],
      seed: JSON.parse(row.seed) as Seed,
      feedDelay: row.feed_delay ?? 120,
      allowSpectators: row.spectators !== 0,
      feedKeyHash: row.feed_key_hash ?? null,
      createdAt: row.created_at,
      finishedAt: row.finished_at,
      botPace: isBotPace(row.bot_pace) ? row.bot_pace : BOT_PACE_DEFAULT,
      botsPaused: row.bots_paused === 1,
      creatorHash: row.creator_hash ?? null,
      talk: {
        chat: row.talk_chat !== 0,
        spectators: (SPECTATOR_CHANNEL_MODES as readonly unknown[]).includes(row.talk_spectators)
          ? (row.talk_spectators as TalkSettings['spectators'])
          : TALK_SETTINGS_DEFAULT.spectators,
      },
      ...(row.queue ? { queue: JSON.parse(row.queue) as QueueRecord } : {}),
    };
  }

  /** A table's whole action log as kept, oldest first, with each action's number and acceptance time. */
  loadLog(id: string): LoggedAction[] {
    const rows = this.logStmt.all(id) as { n: number; seat: number; action: string; at: number }[];
    return rows.map((r) => ({ n: r.n, seat: r.seat, action: JSON.parse(r.action) as unknown, at: r.at }));
  }

  /** Ids of every table whose game is not finished, oldest first (restored on start). */
  unfinishedIds(): string[] {
    return (this.unfinishedStmt.all() as { id: string }[]).map((r) => r.id);
  }

  /** Whether a table id was ever used (short codes are never reused). */
  exists(id: string): boolean {
    return this.existsStmt.get(id) !== undefined;
  }

  /** Closes the database (after the rooms are gone). */
  close(): void {
    void this.stopCheckpoints();
    this.db.close();
  }
}
