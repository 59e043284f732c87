// The store's writer thread (issue 30): every accepted action's commit, off the event loop. A commit was a sixth of
// the main thread's time per action under load; here the main thread only hands the row over and answers its
// sender once the thread says it is on disk, so the guarantee stays: nothing acknowledged before it is in the WAL.
// Rows queued in one turn of the event loop leave as one batch, written in one transaction (group commit), in the
// order they were queued; replies come back in the same order. Should a batch fail, each of its rows is tried alone,
// so one bad row refuses only its own action. Should the thread die, its unanswered rows are looked up on the
// store's own connection (a commit may have landed just before) and written there if missing, and every later row
// is written there too: nothing is lost nor written twice.
import type { Worker } from 'node:worker_threads';
import type { ActionRow, ActionRowWrites } from './action-rows.js';
import type { StoreSync } from './store.js';
import type { RowError, WriterData, WriterReply, WriterRequest } from './store-writer-worker.js';
import { startWorker, workerCode } from './worker-code.js';

/** SQLite's error as the thread reported it (same `code` and message as the driver's SqliteError). */
export class WriterError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'WriterError';
  }
}

type Done = (error: Error | null) => void;

/** One batch sent and not yet answered. */
interface InFlight {
  readonly rows: readonly ActionRow[];
  readonly done: readonly Done[];
}

/** The main thread's side of the writer thread. */
export class StoreWriter {
  private rows: ActionRow[] = [];
  private done: Done[] = [];
  private scheduled = false;
  private readonly inFlight: InFlight[] = [];
  /** The thread is gone (died, or closed): rows are written on the store's connection. */
  private gone = false;
  private closed: Promise<void> | null = null;
  /** Called when the last batch in flight is answered (close waits for it). */
  private idle: (() => void) | null = null;

  private constructor(
    private readonly worker: Worker,
    /** The store's own connection's writes, for a dead thread's rows. */
    private readonly here: ActionRowWrites,
  ) {
    worker.on('message', (m: WriterReply) => {
      if ('errors' in m) this.answered(m.errors);
    });
    worker.on('error', () => this.takeBack());
    worker.on('exit', () => this.takeBack());
  }

  /** Starts the thread on `file` and waits until it has opened the database. */
  static async start(file: string, sync: StoreSync, here: ActionRowWrites, timeoutMs = 30_000): Promise<StoreWriter> {
    const data: WriterData = { file, sync };
    const worker = await startWorker(
      workerCode(import.meta.url, 'store-writer-worker'),
      'store writer',
      timeoutMs,
      data,
    );
    // A process that exits does not wait for it: a row not yet answered was never acknowledged.
    worker.unref();
    return new StoreWriter(worker, here);
  }

  /** Writes `row` after every row queued before it; `done` gets null once it is on disk, or why it is not. */
  write(row: ActionRow, done: Done): void {
    if (this.gone) {
      // Still after this returns, as the thread's answer would be.
      const error = this.writeHere(row);
      queueMicrotask(() => done(error));
      return;
    }
    this.rows.push(row);
    this.done.push(done);
    if (!this.scheduled) {
      this.scheduled = true;
      // After this turn's I/O callbacks: every row queued by the frames read in this turn leaves in one batch.
      setImmediate(() => this.flush());
    }
  }

  /** Ends the thread after the rows queued so far are written and answered. */
  close(): Promise<void> {
    this.closed ??= (async () => {
      this.flush();
      if (this.inFlight.length > 0) await new Promise<void>((resolve) => (this.idle = resolve));
      this.gone = true;
      // Nothing in flight: no transaction is open in the thread.
      await this.worker.terminate();
    })();
    return this.closed;
  }

  private flush(): void {
    this.scheduled = false;
    if (this.rows.length === 0) return;
    const batch: InFlight = { rows: this.rows, done: this.done };
    this.rows = [];
    this.done = [];
    if (this.gone) {
      this.settleHere(batch);
      return;
    }
    this.inFlight.push(batch);
    this.worker.postMessage({ rows: batch.rows } satisfies WriterRequest);
  }

  private answered(errors: readonly (RowError | null)[]): void {
    const batch = this.inFlight.shift();
    if (!batch) return;
    batch.done.forEach((done, i) => {
      const e = errors[i];
      done(e ? new WriterError(e.message, e.code) : null);
    });
    if (this.inFlight.length === 0) this.idle?.();
  }

  /** The thread died: its unanswered rows and every later one are written on the store's connection. */
  private takeBack(): void {
    if (this.gone) return;
    this.gone = true;
    for (const batch of this.inFlight.splice(0)) this.settleHere(batch, true);
    this.flush();
    this.idle?.();
  }

  /** Writes a batch here (`maybeLanded`: the thread may have committed it before it died) and answers its rows. */
  private settleHere(batch: InFlight, maybeLanded = false): void {
    batch.rows.forEach((row, i) => {
      const error = maybeLanded && this.here.landed(row.id, row.n) ? null : this.writeHere(row);
      batch.done[i]!(error);
    });
  }

  private writeHere(row: ActionRow): Error | null {
    try {
      this.here.one(row);
      return null;
    } catch (e) {
      return e instanceof Error ? e : new Error(String(e));
    }
  }
}
