// Builds the client (vite → dist/) when the build is missing or older than its sources, once at a time: the
// browser tests and the scene benchmark serve the real bundle, so they build what they need themselves.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file lives in test/e2e/). */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Where the built client goes: dist/ (as `npm start` serves it), or TAVOLO_DIST for a private build. */
export const DIST = path.resolve(ROOT, process.env.TAVOLO_DIST ?? 'dist');

/** Sources the bundle is made of: the client, the shared engines it imports, and the build config. */
const SOURCES = ['client', 'shared', 'vite.config.ts', 'package.json'];

function newestMtime(p: string): number {
  const s = statSync(p, { throwIfNoEntry: false });
  if (!s) return 0;
  if (!s.isDirectory()) return s.mtimeMs;
  let newest = s.mtimeMs; // a deleted file bumps its folder
  for (const entry of readdirSync(p)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  }
  return newest;
}

/** Whether `outDir` holds a build at least as new as every source file. */
export function isBuildFresh(outDir = DIST): boolean {
  const index = statSync(path.join(outDir, 'index.html'), { throwIfNoEntry: false });
  if (!index) return false;
  return SOURCES.every((s) => newestMtime(path.join(ROOT, s)) <= index.mtimeMs);
}

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

/**
 * Runs `vite build` into `outDir` unless the build there is fresh. A lock folder keeps two callers (a test
 * and the benchmark, or two test files) from building into the same folder at once; a stale lock (older than
 * five minutes: a killed build) is taken over.
 */
export async function ensureClientBuilt(outDir = DIST): Promise<{ built: boolean }> {
  const lock = `${outDir}.building`;
  for (;;) {
    if (isBuildFresh(outDir)) return { built: false };
    try {
      mkdirSync(lock);
      break;
    } catch {
      const s = statSync(lock, { throwIfNoEntry: false });
      if (s && Date.now() - s.mtimeMs > 5 * 60_000) rmSync(lock, { recursive: true, force: true });
      await sleep(500);
    }
  }
  try {
    if (isBuildFresh(outDir)) return { built: false };
    const started = new Date();
    const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
    const run = spawnSync(
      process.execPath,
      [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
      {
        cwd: ROOT,
        encoding: 'utf8',
        timeout: 300_000,
        // vitest sets NODE_ENV=test and vite keeps a NODE_ENV it finds: a build started by a test run got React's
        // development build (slower, StrictMode's double renders), which the benches then measured from dist/ too.
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
    if (run.status !== 0 || !existsSync(path.join(outDir, 'index.html'))) {
      throw new Error(`vite build failed (${run.status ?? run.signal}):\n${run.stdout}\n${run.stderr}`);
    }
    // Stamp the build with its start: a source saved while it ran makes the next call build again.
    utimesSync(path.join(outDir, 'index.html'), started, started);
    return { built: true };
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
