// The one way the server starts a worker thread on one of its own modules: under tsx (how the server runs) the
// eval'd source registers tsx's loader before importing the .ts entry; from built JavaScript it imports the .js.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

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
