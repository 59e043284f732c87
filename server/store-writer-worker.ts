// The store's writer thread (server/store-writer.ts): its own connection to the store's file, writing each batch of
// action rows in one transaction and answering each batch, in order, with each row's error or null.
import Database from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';
import { actionRowWrites, setWritingConnection, type ActionRow } from './action-rows.js';
import type { StoreSync } from './store.js';

/** The writer thread's start-up data. */
export interface WriterData {
  readonly file: string;
  readonly sync: StoreSync;
}

/** Main → writer: a batch of rows. */
export interface WriterRequest {
  readonly rows: readonly ActionRow[];
}

/** Why the thread could not write one row: SQLite's code ('SQLITE_FULL') and message. */
export interface RowError {
  readonly code: string;
  readonly message: string;
}

/** Writer → main: ready, or one reply per batch, in order: each row's error, or null. */
export type WriterReply = { readonly ready: true } | { readonly errors: readonly (RowError | null)[] };

const port = parentPort;
if (!port) throw new Error('store-writer-worker: not in a worker thread');
const { file, sync } = workerData as WriterData;
const db = new Database(file, { fileMustExist: true });
setWritingConnection(db, sync);
// The checkpoints are the checkpointer thread's (server/wal-checkpointer.ts), which keeps the WAL far below this;
// should it die, this thread checkpoints at this size, still off the event loop, so the WAL never grows unbounded.
db.pragma('wal_autocheckpoint = 10000');
// The store's connection writes too (seats, talk): wait for its short transactions rather than fail.
db.pragma('busy_timeout = 5000');
const rows = actionRowWrites(db);

/** SQLite's error as the main thread reports it. */
const rowError = (e: unknown): RowError => ({
  code: typeof (e as { code?: unknown })?.code === 'string' ? (e as { code: string }).code : '',
  message: e instanceof Error ? e.message : String(e),
});

/** Writes one batch: all in one commit, or, should that fail, each row alone (one bad row refuses only itself). */
function writeBatch(batch: readonly ActionRow[]): (RowError | null)[] {
  try {
    rows.many(batch);
    return batch.map(() => null);
  } catch {
    return batch.map((row) => {
      try {
        rows.one(row);
        return null;
      } catch (e) {
        return rowError(e);
      }
    });
  }
}

port.on('message', (m: WriterRequest) => {
  port.postMessage({ errors: writeBatch(m.rows) } satisfies WriterReply);
});
port.postMessage({ ready: true } satisfies WriterReply);
