// Real server processes for the tests that need them (several processes on Redis, kill -9): the server bundled
// once per test file with esbuild (a process then starts in well under a second instead of tsx's seconds),
// free ports, a private redis-server, and waiting for a process's "listening" line.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RunningServer } from '../../server/app.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A free TCP port on 127.0.0.1 (asked of the OS, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/**
 * Bundles server/main.ts into one ES module under node_modules/.cache (so that its packages resolve from the
 * project's node_modules), beside the server's worker threads' entries (server/worker-code.ts loads them from the
 * main module's folder), and returns the main module's path. Each bundle has its own folder: test files bundle at
 * the same time.
 */
export async function bundleServer(): Promise<string> {
  const { build } = await import('esbuild');
  const outdir = path.join(root, 'node_modules', '.cache', 'tavolo-test-server', `${process.pid}-${Date.now()}`);
  mkdirSync(outdir, { recursive: true });
  await build({
    entryPoints: ['main', 'store-writer-worker', 'throw-worker', 'work-worker'].map((name) => ({
      in: path.join(root, 'server', `${name}.ts`),
      out: name,
    })),
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outdir,
    logLevel: 'error',
  });
  return path.join(outdir, 'main.js');
}

/** A child process and everything it printed. */
export interface Child {
  readonly child: ChildProcess;
  /** stdout and stderr so far. */
  output(): string;
  /** Resolves when the process has exited (at once if it already has). */
  exited(): Promise<void>;
}

function watch(child: ChildProcess): Child {
  let text = '';
  child.stdout?.on('data', (d: Buffer) => (text += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (text += d.toString()));
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    output: () => text,
    exited: () => (child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : exit),
  };
}

/** Waits until `c` printed `line` (rejects if it exits first or after `ms`). */
async function printed(c: Child, line: string | RegExp, ms: number): Promise<void> {
  const end = Date.now() + ms;
  const seen = () => (typeof line === 'string' ? c.output().includes(line) : line.test(c.output()));
  while (!seen()) {
    if (c.child.exitCode !== null || c.child.signalCode !== null)
      throw new Error(`process exited before printing ${String(line)}:\n${c.output()}`);
    if (Date.now() > end) throw new Error(`no ${String(line)} after ${ms} ms:\n${c.output()}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** One Tavolo server process. `server` is what the test helpers (clientFor, joinTable…) take. */
export interface ServerProcess extends Child {
  readonly port: number;
  readonly server: RunningServer;
  /** Ends the process at once, with no chance to write anything more (SIGKILL). */
  kill9(): Promise<void>;
}

/** Spawns `bundle` as a server process on `port` with `dataDir` and extra environment (not waiting for anything). */
export function spawnServerProcess(
  bundle: string,
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
): Child {
  const child = spawn(process.execPath, [bundle], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(dataDir, 'no-client'),
      DICE_WORKERS: '0',
      BOT_DELAY_MS: '5',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return watch(child);
}

/** Starts `bundle` as a server process on `port` with `dataDir` and extra environment; resolves once it listens. */
export async function startServerProcess(
  bundle: string,
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const c = spawnServerProcess(bundle, port, dataDir, env);
  const { child } = c;
  try {
    await printed(c, `(port ${port})`, 20_000);
  } catch (e) {
    child.kill('SIGKILL');
    throw e;
  }
  const kill9 = async () => {
    child.kill('SIGKILL');
    await c.exited();
  };
  const server: RunningServer = {
    port,
    diceMode: 'in-process',
    workMode: 'in-process',
    restored: [],
    stop: kill9,
  } as unknown as RunningServer;
  return { ...c, port, server, kill9 };
}

/** Debian's redis-server, or null when it is not installed. */
export function redisServerPath(): string | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).concat(['/usr/bin', '/usr/sbin'])) {
    const p = path.join(dir, 'redis-server');
    if (dir && existsSync(p)) return p;
  }
  return null;
}

/** A private redis-server: its port, its URL, and how to stop it. */
export interface RedisProcess extends Child {
  readonly port: number;
  readonly url: string;
  kill9(): Promise<void>;
}

/** Starts redis-server on `port` in `dir`, in memory only (no RDB, no AOF), listening on 127.0.0.1 only. */
export async function startRedis(binary: string, port: number, dir: string): Promise<RedisProcess> {
  mkdirSync(dir, { recursive: true });
  const child = spawn(
    binary,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
      '--protected-mode',
      'no',
    ],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const c = watch(child);
  await printed(c, 'Ready to accept connections', 10_000);
  const kill9 = async () => {
    child.kill('SIGKILL');
    await c.exited();
  };
  return { ...c, port, url: `redis://127.0.0.1:${port}`, kill9 };
}
