// Worker threads for the tables' expensive engine work (costly applies, bots' moves; server/work-jobs.ts), so
// that one table's search never holds up another table's answers. Each worker runs one job at a time; jobs wait
// in the pool's fair queue (server/work-queue.ts: bots first, then round-robin by lane), and with two workers or
// more one is kept free of people's costly verdicts, so no table's bot waits behind another person's verdicts. A job that runs past its time limit costs its worker (terminated, a
// fresh one started) and is rejected; the pool never waits forever.
import type { Worker } from 'node:worker_threads';
import { ExpectedError } from './log.js';
import { runJob, type WorkDone, type WorkJob } from './work-jobs.js';
import { BOTS_ONLY, FairQueue, type WorkClass, type WorkLane } from './work-queue.js';
import type { WorkRequest } from './work-worker.js';
import { startWorker, workerCode } from './worker-code.js';

/** Runs work jobs: in worker threads, or in the main thread as a fallback. */
export interface WorkRunner {
  /** Runs `job` when its turn comes in `lane` (default: one shared lane of costly work). */
  run(job: WorkJob, lane?: WorkLane): Promise<WorkDone>;
  close(): Promise<void>;
  /** 'workers ×N' or 'in-process', for logs and the benchmark. */
  readonly mode: string;
}

/** A job running longer than this is abandoned (its worker is replaced). */
export const JOB_TIMEOUT_MS = 20_000;

/** The lane of a job sent without one. */
const SHARED_LANE: WorkLane = { cls: 'costly', key: '' };

type Reply = { id: number; done: WorkDone } | { id: number; error: string } | { ready: true };

interface Pending {
  resolve(d: WorkDone): void;
  reject(e: Error): void;
  timer: NodeJS.Timeout;
}

/** A job waiting in the fair queue for a free worker. */
interface Waiting {
  readonly job: WorkJob;
  readonly lane: WorkLane;
  resolve(d: WorkDone): void;
  reject(e: Error): void;
}

/** One worker and the jobs it owes. */
class Slot {
  readonly owed = new Map<number, Pending>();
  /** The class of the job it runs now (null: idle). */
  running: WorkClass | null = null;
  alive = true;
  constructor(readonly worker: Worker) {}
}

/** `size` worker threads, one job each at a time; waiting jobs are served from the fair queue. */
export class WorkPool implements WorkRunner {
  private readonly slots: Slot[] = [];
  private readonly queue = new FairQueue<Waiting>();
  private nextId = 1;
  private closed = false;

  private constructor(
    private readonly code: string,
    private readonly jobTimeoutMs: number,
    private readonly log: (m: string, e?: unknown) => void,
  ) {}

  /** Starts `size` workers (each loads every game's engine once). */
  static async start(
    size: number,
    log: (m: string, e?: unknown) => void,
    jobTimeoutMs = JOB_TIMEOUT_MS,
  ): Promise<WorkPool> {
    const pool = new WorkPool(workerCode(import.meta.url, 'work-worker'), jobTimeoutMs, log);
    const workers = await Promise.all(Array.from({ length: size }, () => startWorker(pool.code, 'work worker')));
    for (const w of workers) pool.adopt(w);
    return pool;
  }

  get mode(): string {
    return `workers ×${this.slots.length}`;
  }

  private adopt(worker: Worker): Slot {
    const slot = new Slot(worker);
    worker.unref();
    worker.on('message', (reply: Reply) => {
      if ('ready' in reply) return;
      const p = slot.owed.get(reply.id);
      if (!p) return;
      slot.owed.delete(reply.id);
      slot.running = null;
      clearTimeout(p.timer);
      if ('error' in reply) p.reject(new Error(reply.error));
      else p.resolve(reply.done);
      this.dispatch();
    });
    const die = (e: Error) => this.retire(slot, e);
    worker.on('error', die);
    worker.on('exit', () => die(new Error('work worker exited')));
    this.slots.push(slot);
    this.dispatch();
    return slot;
  }

  /** A dead or stuck worker: its jobs are rejected, and a fresh worker takes its place (unless closing). */
  private retire(slot: Slot, e: Error): void {
    if (!slot.alive) return;
    slot.alive = false;
    this.slots.splice(this.slots.indexOf(slot), 1);
    for (const p of slot.owed.values()) {
      clearTimeout(p.timer);
      p.reject(e);
    }
    slot.owed.clear();
    void slot.worker.terminate();
    if (this.closed) return;
    startWorker(this.code, 'work worker').then(
      (w) => (this.closed ? void w.terminate() : this.adopt(w)),
      (err: unknown) => {
        this.log('a work worker could not be restarted', err);
        // No worker left to take them: the waiting jobs are rejected rather than kept forever.
        if (this.slots.length === 0) this.rejectWaiting(new Error('no work worker alive'));
      },
    );
  }

  run(job: WorkJob, lane: WorkLane = SHARED_LANE): Promise<WorkDone> {
    if (this.closed || this.slots.length === 0) return Promise.reject(new Error('no work worker alive'));
    return new Promise<WorkDone>((resolve, reject) => {
      this.queue.push(lane, { job, lane, resolve, reject });
      this.dispatch();
    });
  }

  /**
   * Hands waiting jobs to idle workers, in the fair queue's order. With two workers or more, people's costly
   * verdicts may hold all but one: that one is left for bots' moves, which then never wait behind a verdict.
   */
  private dispatch(): void {
    const costlyCap = this.slots.length >= 2 ? this.slots.length - 1 : this.slots.length;
    for (const slot of this.slots) {
      if (!slot.alive || slot.owed.size > 0) continue;
      const costly = this.slots.filter((s) => s.running === 'costly').length;
      const next = this.queue.take(costly < costlyCap ? undefined : BOTS_ONLY);
      if (!next) continue;
      slot.running = next.lane.cls;
      const id = this.nextId++;
      const timer = setTimeout(
        () => this.retire(slot, new ExpectedError('work/timeout', `work job ran past ${this.jobTimeoutMs} ms`)),
        this.jobTimeoutMs,
      );
      slot.owed.set(id, { resolve: next.resolve, reject: next.reject, timer });
      const req: WorkRequest = { id, job: next.job };
      slot.worker.postMessage(req);
    }
  }

  private rejectWaiting(e: Error): void {
    for (let w = this.queue.take(); w; w = this.queue.take()) w.reject(e);
  }

  async close(): Promise<void> {
    this.closed = true;
    const all = this.slots.splice(0);
    for (const s of all) {
      s.alive = false;
      for (const p of s.owed.values()) {
        clearTimeout(p.timer);
        p.reject(new ExpectedError('work/closed', 'work pool closed'));
      }
    }
    this.rejectWaiting(new Error('work pool closed'));
    await Promise.all(all.map((s) => s.worker.terminate()));
  }
}

/** The main-thread fallback: each job after the current event (a patch is never held back), blocking while it runs. */
export function inProcessWork(): WorkRunner {
  return {
    mode: 'in-process',
    run: (job) =>
      new Promise((resolve, reject) =>
        setImmediate(() => {
          try {
            resolve(runJob(job));
          } catch (e) {
            reject(e as Error);
          }
        }),
      ),
    close: async () => {},
  };
}

/**
 * The work runner: `workers` threads (0: in the main thread). The threads start in the background (loading every
 * engine takes a second or two) so a server is up at once; jobs sent meanwhile wait for them. When they cannot
 * start, jobs run in the main thread.
 */
export function startWork(workers: number, log: (m: string, e?: unknown) => void): WorkRunner {
  if (workers <= 0) return inProcessWork();
  const fallback = inProcessWork();
  let mode = `workers ×${workers} (starting)`;
  const ready: Promise<WorkRunner> = WorkPool.start(workers, log).then(
    (pool) => {
      mode = pool.mode;
      return pool;
    },
    (e: unknown) => {
      log('work workers did not start; costly moves and bots run in the main thread', e);
      mode = fallback.mode;
      return fallback;
    },
  );
  return {
    get mode() {
      return mode;
    },
    run: (job, lane) => ready.then((r) => r.run(job, lane)),
    close: () => ready.then((r) => r.close()),
  };
}
