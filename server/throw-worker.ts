// Worker thread of the throw pool: runs the Rapier dice simulation off the main thread, one request at a time.
import { parentPort } from 'node:worker_threads';
import {
  bankedMotion,
  bankedThrows,
  bankPlace,
  initDicePhysics,
  simulateThrow,
  type BankedThrow,
  type ThrowInput,
} from './dice/index.js';

/** A motion this worker simulated into its bank, for the main thread's bank (server/throw-pool.ts). */
export interface NewMotion {
  readonly count: number;
  readonly place: number;
  readonly motion: BankedThrow;
}

/** A request from the pool. */
export interface ThrowRequest {
  readonly id: number;
  readonly input: ThrowInput;
}

const port = parentPort;
if (!port) throw new Error('throw-worker: not in a worker thread');
await initDicePhysics();
port.on('message', (req: ThrowRequest) => {
  try {
    const before = bankedThrows();
    const message = simulateThrow(req.input);
    const count = req.input.values.length;
    const place = bankPlace(req.input);
    const fresh: NewMotion | undefined =
      bankedThrows() > before ? { count, place, motion: bankedMotion(count, place)! } : undefined;
    port.postMessage({ id: req.id, message, fresh });
  } catch (e) {
    port.postMessage({ id: req.id, error: e instanceof Error ? e.message : String(e) });
  }
});
port.postMessage({ ready: true });
