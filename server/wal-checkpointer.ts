// The store's WAL checkpoints, off the event loop (issue 30). SQLite's automatic checkpoint runs inside the commit
// that crosses 1,000 pages of WAL: that one write copies the WAL into the database file and syncs it, a stall of
// 10–300 ms on the event loop under load (every other table waits). Here the store's connection checkpoints never
// (wal_autocheckpoint = 0) and a worker thread with its own connection to the same file runs a PASSIVE checkpoint
// at a steady interval, which waits for no writer and blocks none. What a commit puts on disk is unchanged: the
// action is in the WAL before its patch leaves, as before. Should the worker fail, the store's connection takes
// its automatic checkpoints back, so the WAL never grows without bound.
import type Database from 'better-sqlite3';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** Pause between two checkpoints, ms: at 2,000 actions/s the WAL grows by about 1,000 pages a second. */
export const CHECKPOINT_INTERVAL_MS = 1_000;

/** SQLite's default automatic checkpoint (pages), restored on the store's connection should the worker fail. */
const AUTO_CHECKPOINT_PAGES = 1_000;

/** The worker's source (plain CommonJS, no loader needed): a timer and a PASSIVE checkpoint on its own connection. */
const WORKER_SOURCE = `
const { workerData } = require('node:worker_threads');
const Database = require(workerData.sqlite);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 0');
setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (e) {
    if (e && e.code !== 'SQLITE_BUSY' && e.code !== 'SQLITE_LOCKED') throw e;
  }
}, workerData.intervalMs);
`;

/** Moves the WAL checkpoints of `db` (the connection to `file`) to a worker thread; returns its stop. */
export function checkpointOffLoop(
  db: Database.Database,
  file: string,
  intervalMs = CHECKPOINT_INTERVAL_MS,
): () => Promise<void> {
  db.pragma('wal_autocheckpoint = 0');
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { file, intervalMs, sqlite: createRequire(import.meta.url).resolve('better-sqlite3') },
  });
  worker.unref();
  let stopped = false;
  const takeBack = () => {
    if (!stopped && db.open) db.pragma(`wal_autocheckpoint = ${AUTO_CHECKPOINT_PAGES}`);
  };
  worker.on('error', takeBack);
  worker.on('exit', takeBack);
  return async () => {
    stopped = true;
    await worker.terminate();
  };
}
