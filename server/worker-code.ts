// The one way the server starts a worker thread on one of its own modules: under tsx (how the server runs) the
// eval'd source registers tsx's loader before importing the .ts entry; from built JavaScript it imports the .js.
// Each worker says `{ ready: true }` first, once it has loaded what it needs.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/** Worker source (for `new Worker(code, { eval: true })`) that loads `name` (e.g. 'work-worker') beside `here`. */
export function workerCode(here: string, name: string): string {
  const entry = new URL(here.endsWith('.ts') ? `./${name}.ts` : `./${name}.js`, here).href;
  if (!here.endsWith('.ts')) return `import(${JSON.stringify(entry)});`;
  const api = pathToFileURL(
    createRequire(here)
      .resolve('tsx/package.json')
      .replace(/package\.json$/, 'dist/esm/api/index.mjs'),
  ).href;
  return `import(${JSON.stringify(api)}).then((m) => { m.register(); return import(${JSON.stringify(entry)}); });`;
}

/** Starts a worker on `code` (workerCode) and waits for its `{ ready: true }`; `what` names it in the errors. */
export function startWorker(code: string, what: string, timeoutMs = 30_000, workerData?: unknown): Promise<Worker> {
  const worker = new Worker(code, { eval: true, workerData });
  return new Promise<Worker>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not start`)), timeoutMs);
    worker.once('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    worker.once('message', (m: { ready?: unknown }) => {
      clearTimeout(timer);
      if (m.ready === true) resolve(worker);
      else reject(new Error(`${what}: unexpected first message`));
    });
  }).catch(async (e: unknown) => {
    await worker.terminate();
    throw e;
  });
}
