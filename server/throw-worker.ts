// Worker thread of the throw pool: runs the Rapier dice simulation off the main thread, one request at a time.
import { parentPort } from 'node:worker_threads';
import { initDicePhysics, simulateThrow, type ThrowInput } from './dice/index.js';

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
    port.postMessage({ id: req.id, message: simulateThrow(req.input) });
  } catch (e) {
    port.postMessage({ id: req.id, error: e instanceof Error ? e.message : String(e) });
  }
});
port.postMessage({ ready: true });
