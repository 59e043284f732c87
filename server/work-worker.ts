// Worker thread of the work pool: runs costly engine applies and bots' moves off the tables' event loop, one
// job at a time (server/work-jobs.ts).
import { parentPort } from 'node:worker_threads';
import { runJob, type WorkJob } from './work-jobs.js';

/** A request from the pool. */
export interface WorkRequest {
  readonly id: number;
  readonly job: WorkJob;
}

const port = parentPort;
if (!port) throw new Error('work-worker: not in a worker thread');
port.on('message', (req: WorkRequest) => {
  try {
    port.postMessage({ id: req.id, done: runJob(req.job) });
  } catch (e) {
    port.postMessage({ id: req.id, error: e instanceof Error ? e.message : String(e) });
  }
});
port.postMessage({ ready: true });
