// How an accepted action is written to the `actions` table, on whichever connection writes it: the store's own
// (server/store.ts, one row at a time) and the writer thread's (server/store-writer-worker.ts, a batch of rows from
// many tables in one transaction). One module, so both write exactly the same rows, on connections set alike.
import type Database from 'better-sqlite3';
import type { Outcome } from '../shared/core/index.js';
import type { PlayerSeat } from '../shared/players.js';
import type { StoreSync } from './store.js';

/** How each connection that writes the store is set: `synchronous` by the store's durability, foreign keys on. */
export function setWritingConnection(db: Database.Database, sync: StoreSync): void {
  db.pragma(sync === 'full' ? 'synchronous = FULL' : 'synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
}

/** One accepted action as the store writes it: the action as JSON text, and what else changes with it. */
export interface ActionRow {
  /** The table's id. */
  readonly id: string;
  /** The action's number: the table's version before it. */
  readonly n: number;
  readonly seat: number;
  /** The action as JSON text. */
  readonly action: string;
  /** When the server accepted it, ms since the epoch. */
  readonly at: number;
  /** `finished_at` to set with it (a time, or null for a rematch); undefined leaves it. */
  readonly finished: number | null | undefined;
  /** Its latest-state or folding kind (shared/core/latest.ts), null for a row kept whatever follows. */
  readonly latest: string | null;
  /** Whether it replaces the rows of its seat and kind in the table's trailing run. */
  readonly replace: boolean;
  /** The match it ends, stored with it (the players' games and ratings read it); absent for every other action. */
  readonly result?: ResultRow;
}

/**
 * A match's end as the `results` table keeps it, one row per match (a rematch's end is a row of its own), written in
 * the transaction of the action that ended it: a game listed as played is a game whose end is on disk.
 */
export interface ResultRow {
  readonly game: string;
  /** The seats as they were (stored as JSON). */
  readonly seats: readonly PlayerSeat[];
  /** The engine's outcome (stored as JSON). */
  readonly outcome: Outcome;
  /** Each seat's player hash (server/players.ts), '' for a bot or a player who sent no player key. */
  readonly players: readonly string[];
  /** It counts for the ratings (shared/players.ts isRated). */
  readonly rated: boolean;
}

/** The writes of action rows prepared on one connection. */
export interface ActionRowWrites {
  /** One row, on disk when this returns (its own transaction). Throws SQLite's error, leaving the file unchanged. */
  one(row: ActionRow): void;
  /** Rows of many tables in one transaction (one commit for all: group commit), all or none. Throws SQLite's error. */
  many(rows: readonly ActionRow[]): void;
  /**
   * Whether action `n` of table `id` was committed (a writer thread died: did its last commits land?): it, or a later
   * row of the table, is stored (a later row may have replaced it; a table's rows commit in order).
   */
  landed(id: string, n: number): boolean;
}

/** Prepares the action-row statements on `db`. */
export function actionRowWrites(db: Database.Database): ActionRowWrites {
  const append = db.prepare('INSERT INTO actions (table_id, n, seat, action, at, latest) VALUES (?, ?, ?, ?, ?, ?)');
  // The row of the same seat and latest-state kind in the table's trailing run of latest-state rows (the run
  // after its last other row; keepLatest's rule): found from the end of the table's log, a dozen rows at most.
  const supersede = db.prepare(
    'DELETE FROM actions WHERE table_id = @id AND seat = @seat AND latest = @latest AND n > COALESCE(' +
      '(SELECT n FROM actions WHERE table_id = @id AND latest IS NULL ORDER BY n DESC LIMIT 1), -1)',
  );
  const setFinished = db.prepare('UPDATE tables SET finished_at = ? WHERE id = ?');
  const atOrAfter = db.prepare('SELECT 1 FROM actions WHERE table_id = ? AND n >= ? LIMIT 1');
  const addResult = db.prepare(
    'INSERT INTO results (table_id, n, game, at, seats, outcome, players, rated) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const addPlayerGame = db.prepare('INSERT INTO player_games (player, at, table_id, n, seat) VALUES (?, ?, ?, ?, ?)');
  const write = ({ id, n, seat, action, at, finished, latest, replace, result }: ActionRow) => {
    if (latest !== null && replace) supersede.run({ id, seat, latest });
    append.run(id, n, seat, action, at, latest);
    if (finished !== undefined) setFinished.run(finished, id);
    if (result === undefined) return;
    const r = result;
    const seats = JSON.stringify(r.seats);
    addResult.run(id, n, r.game, at, seats, JSON.stringify(r.outcome), JSON.stringify(r.players), r.rated ? 1 : 0);
    // One seat per player: the same key at two seats of one table lists the game once, at its first seat.
    const seen = new Set<string>();
    r.players.forEach((player, s) => {
      if (player === '' || seen.has(player)) return;
      seen.add(player);
      addPlayerGame.run(player, at, id, n, s);
    });
  };
  const oneTx = db.transaction(write);
  const manyTx = db.transaction((rows: readonly ActionRow[]) => {
    for (const row of rows) write(row);
  });
  return {
    // One plain row alone is its own transaction (SQLite's autocommit): BEGIN and COMMIT cost two more statements.
    one: (row) =>
      row.finished === undefined && row.result === undefined && (row.latest === null || !row.replace)
        ? write(row)
        : oneTx(row),
    many: (rows) => manyTx(rows),
    landed: (id, n) => atOrAfter.get(id, n) !== undefined,
  };
}
