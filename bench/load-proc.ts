// The platform benchmarks' processes, seen from the parent: a server child (Tavolo's from a source tree, or the
// bare Colyseus room) with its IPC probe, and a pool of client children (bench/load-client.ts) that hold the
// connections. Requests and replies over IPC carry an id.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TableSpec, WindowReport } from './load-client.js';
import type { ProbeReport } from './probe-server.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
/** This checkout's root (where tsx and node_modules are). */
export const REPO_ROOT = path.resolve(HERE, '..');

/** A child that answers `{ id, … }` to each `{ id, type, … }`. */
class Ipc {
  private next = 1;
  private readonly waiting = new Map<number, (m: Record<string, unknown>) => void>();

  constructor(readonly child: ChildProcess) {
    child.on('message', (m: { id?: number }) => {
      const done = m.id !== undefined ? this.waiting.get(m.id) : undefined;
      if (done) {
        this.waiting.delete(m.id!);
        done(m as Record<string, unknown>);
      }
    });
    child.on('exit', () => {
      for (const done of this.waiting.values()) done({ error: 'child exited' });
      this.waiting.clear();
    });
  }

  ask(body: Record<string, unknown>): Promise<Record<string, unknown>> {
    const id = this.next++;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      this.child.send({ id, ...body });
    });
  }
}

/** Forks a bench entry with tsx, its stdout/stderr piped; resolves once it printed '(port N)'. */
async function forkServer(file: string, env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(path.join(HERE, file), [], {
    cwd: REPO_ROOT,
    // BENCH_SERVER_NODE_ARGS: extra node flags for the server child only (e.g. '--cpu-prof --cpu-prof-dir=/tmp/p').
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean)],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let errText = '';
  child.stderr!.on('data', (d: Buffer) => (errText = (errText + d.toString()).slice(-3000)));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /\(port (\d+)\)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.on('exit', (code) =>
      reject(new Error(`${file} exited (${code}): ${errText.trim().split('\n').slice(-6).join(' | ')}`)),
    );
  });
  return { child, port };
}

/** A running server child: its address, its probe, its process CPU. */
export interface ServerChild {
  readonly url: string;
  readonly pid: number;
  /** Starts a probe window. */
  reset(): Promise<void>;
  /** What the probe saw since reset(). */
  read(): Promise<ProbeReport>;
  /** CPU time (user + system, every thread) the process used so far, ms, from /proc; NaN elsewhere. */
  cpuMs(): number;
  /** The same, of its main thread only (the event loop: rooms, sockets), without the worker threads. */
  mainCpuMs(): number;
  stop(): Promise<void>;
}

function serverChild(child: ChildProcess, port: number, cleanup: () => void): ServerChild {
  const ipc = new Ipc(child);
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    reset: async () => void (await ipc.ask({ type: 'reset' })),
    read: async () => (await ipc.ask({ type: 'read' })).report as ProbeReport,
    cpuMs: () => procCpuMs(child.pid),
    mainCpuMs: () => procCpuMs(child.pid, child.pid),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        const force = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(force);
      }
      cleanup();
    },
  };
}

/** Tavolo's server from `root` (this checkout, or an older tree), bots instant, data in a temp folder. */
export async function startTavolo(root = REPO_ROOT): Promise<ServerChild> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tavolo-bench-'));
  const { child, port } = await forkServer('probe-server.ts', {
    BENCH_SERVER_ROOT: root,
    DATA_DIR: dataDir,
    PORT: '0',
  });
  return serverChild(child, port, () => rmSync(dataDir, { recursive: true, force: true }));
}

/** The bare Colyseus room's server. */
export async function startBare(): Promise<ServerChild> {
  const { child, port } = await forkServer('bare-server.ts', { PORT: '0' });
  return serverChild(child, port, () => {});
}

/**
 * CPU time (user + system, ms) a process used so far, all its threads, or only thread `tid` (its main thread's id
 * is the pid), from /proc (Linux; 10 ms ticks); NaN elsewhere.
 */
export function procCpuMs(pid: number | undefined, tid?: number): number {
  try {
    const fields = readFileSync(tid === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${tid}/stat`, 'utf8')
      .split(') ')[1]!
      .split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in 100 Hz ticks
  } catch {
    return NaN;
  }
}

/** Client children holding the connections; tables are spread over them in turn. */
export class ClientPool {
  private readonly ipcs: Ipc[];
  private turn = 0;

  constructor(processes: number) {
    this.ipcs = Array.from(
      { length: processes },
      () =>
        new Ipc(
          fork(path.join(HERE, 'load-client.ts'), [], {
            cwd: REPO_ROOT,
            execArgv: ['--import', 'tsx', ...(process.env.BENCH_CLIENT_NODE_ARGS ?? '').split(' ').filter(Boolean)],
            stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
          }),
        ),
    );
  }

  get size(): number {
    return this.ipcs.length;
  }

  /** Adds `count` tables, spread over the processes; resolves with the clients now connected, and any error. */
  async add(spec: TableSpec, count: number): Promise<{ clients: number; error?: string }> {
    const shares = this.ipcs.map(() => 0);
    for (let i = 0; i < count; i++) shares[(this.turn + i) % shares.length]! += 1;
    this.turn = (this.turn + count) % shares.length;
    const replies = await Promise.all(this.ipcs.map((ipc, i) => ipc.ask({ type: 'tables', spec, count: shares[i]! })));
    const error = replies.map((r) => r.error).find((e) => e !== undefined) as string | undefined;
    return { clients: replies.reduce((s, r) => s + (typeof r.clients === 'number' ? r.clients : 0), 0), error };
  }

  /** CPU time the client processes used so far, ms (all of them together). */
  cpuMs(): number {
    return this.ipcs.reduce((sum, ipc) => sum + procCpuMs(ipc.child.pid), 0);
  }

  /** Holds every seat's next action in every process (on), or lets them play (off). */
  async hold(on: boolean): Promise<void> {
    await Promise.all(this.ipcs.map((ipc) => ipc.ask({ type: 'hold', on })));
  }

  /** Starts a window in every process. */
  async open(): Promise<void> {
    await Promise.all(this.ipcs.map((ipc) => ipc.ask({ type: 'window', on: true })));
  }

  /** Ends the window: every process's samples, merged. */
  async close(): Promise<WindowReport> {
    const replies = await Promise.all(this.ipcs.map((ipc) => ipc.ask({ type: 'window', on: false })));
    const all: WindowReport = {
      latency: [],
      rollLatency: [],
      seatPatch: [],
      spectatorPatch: [],
      otherPatches: 0,
      otherBytes: 0,
      refused: 0,
      clients: 0,
    };
    for (const r of replies.map((x) => x.report as WindowReport | null)) {
      if (!r) continue;
      all.latency.push(...r.latency);
      all.rollLatency.push(...r.rollLatency);
      all.seatPatch.push(...r.seatPatch);
      all.spectatorPatch.push(...r.spectatorPatch);
      all.otherPatches += r.otherPatches;
      all.otherBytes += r.otherBytes;
      all.refused += r.refused;
      all.clients += r.clients;
    }
    return all;
  }

  /** Leaves every room and ends the processes. */
  async stop(): Promise<void> {
    await Promise.all(
      this.ipcs.map(async (ipc) => {
        if (ipc.child.exitCode !== null) return;
        const exited = new Promise((r) => ipc.child.once('exit', r));
        await Promise.race([ipc.ask({ type: 'stop' }), new Promise((r) => setTimeout(r, 10_000))]);
        ipc.child.kill('SIGTERM');
        await exited;
      }),
    );
  }
}
