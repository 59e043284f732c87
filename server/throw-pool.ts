// A small pool of worker threads for dice simulations: a throw takes tens of ms of physics, and the tables'
// event loop must not wait for it. Each motion a worker simulates comes back into the main thread's bank too.
import type { Worker } from 'node:worker_threads';
import type { ThrowMessage } from '../shared/protocol.js';
import { bankThrow, type ThrowInput } from './dice/index.js';
import { ExpectedError } from './log.js';
import type { NewMotion, ThrowRequest } from './throw-worker.js';
import { startWorker, workerCode } from './worker-code.js';

type Reply = { id: number; message: ThrowMessage; fresh?: NewMotion } | { id: number; error: string } | { ready: true };

interface Slot {
  readonly worker: Worker;
  inFlight: number;
  alive: boolean;
  /** Request ids this worker owes an answer. */
  readonly owed: Set<number>;
}

/** Runs simulateThrow in `size` worker threads; requests go to the least busy one. */
export class ThrowPool {
  private readonly pending = new Map<number, { resolve: (m: ThrowMessage) => void; reject: (e: Error) => void }>();
  private nextId = 1;

  private constructor(private readonly slots: Slot[]) {
    for (const slot of slots) {
      slot.worker.on('message', (reply: Reply) => {
        if ('ready' in reply) return;
        slot.inFlight -= 1;
        slot.owed.delete(reply.id);
        const p = this.pending.get(reply.id);
        this.pending.delete(reply.id);
        if (!p) return;
        if ('error' in reply) p.reject(new Error(reply.error));
        else {
          // The main thread plays that motion's later rolls itself (server/throws.ts).
          if (reply.fresh) bankThrow(reply.fresh.count, reply.fresh.place, reply.fresh.motion);
          p.resolve(reply.message);
        }
      });
      const die = (e: Error) => {
        slot.alive = false;
        for (const id of slot.owed) {
          this.pending.get(id)?.reject(e);
          this.pending.delete(id);
        }
        slot.owed.clear();
      };
      slot.worker.on('error', die);
      slot.worker.on('exit', () => die(new Error('throw worker exited')));
    }
  }

  /** Starts `size` workers and waits until each has loaded the physics engine. */
  static async start(size: number, timeoutMs = 30_000): Promise<ThrowPool> {
    const code = workerCode(import.meta.url, 'throw-worker');
    const slots = await Promise.all(
      Array.from({ length: size }, () =>
        startWorker(code, 'throw worker', timeoutMs).then(
          (worker): Slot => ({ worker, inFlight: 0, alive: true, owed: new Set() }),
        ),
      ),
    );
    for (const s of slots) s.worker.unref();
    return new ThrowPool(slots);
  }

  /** Simulates one throw in a worker. */
  simulate(input: ThrowInput): Promise<ThrowMessage> {
    const alive = this.slots.filter((s) => s.alive);
    if (alive.length === 0) return Promise.reject(new Error('no throw worker alive'));
    const slot = alive.reduce((a, b) => (b.inFlight < a.inFlight ? b : a));
    const id = this.nextId++;
    slot.inFlight += 1;
    slot.owed.add(id);
    return new Promise<ThrowMessage>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      const req: ThrowRequest = { id, input };
      slot.worker.postMessage(req);
    });
  }

  private failAll(e: Error): void {
    for (const p of this.pending.values()) p.reject(e);
    this.pending.clear();
  }

  /** Whether at least one worker still runs. */
  get alive(): boolean {
    return this.slots.some((s) => s.alive);
  }

  /** Stops the workers; pending throws are rejected. */
  async close(): Promise<void> {
    this.failAll(new ExpectedError('dice/closed', 'throw pool closed'));
    for (const s of this.slots) s.alive = false;
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }
}
