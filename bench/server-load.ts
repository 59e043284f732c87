// Server load: N Masterdice tables of 2 colyseus.js clients each, every client playing the engine's random bot
// on its own view with a human-like think pause; N grows until the p99 action→patch latency passes 50 ms or
// the time budget ends. The server runs in its own process (server/main.ts) on loopback.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client, type Room } from 'colyseus.js';
import { randomBot, type MasterdiceView } from '../shared/games/masterdice/index.js';
import { C2S, TABLE_ROOM, viewKey, type WelcomeMessage } from '../shared/protocol.js';

/** Table counts tried, in order. */
const STEPS = [10, 25, 50, 100, 200, 400, 800, 1600];
/** Think pause before each action, ms (uniform in this range). */
const THINK_MS: readonly [number, number] = [300, 500];
/** How long each step is measured once its tables are playing, ms. */
const WINDOW_MS = 6000;
/** The whole benchmark stops starting new steps after this, ms. */
const BUDGET_MS = 100_000;
/** The latency that ends the ramp (BENCH_P99_LIMIT_MS overrides it, to explore past it on a noisy machine). */
const P99_LIMIT_MS = Number(process.env.BENCH_P99_LIMIT_MS ?? 50);
/** Wire code of a state patch (colyseus Protocol.ROOM_STATE_PATCH). */
const ROOM_STATE_PATCH = 15;
/** Wire code of a room message, and the start of a 'throw' message (type as a 5-char msgpack string). */
const ROOM_DATA = 13;
const THROW_PREFIX = [ROOM_DATA, 0xa5, ...Buffer.from('throw')];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Sample {
  latency: number;
  /** The action rolled dice (its throw is simulated in a worker while the patch goes out). */
  rolled: boolean;
}

/** One bench client: plays whenever its own view says it is to act, after a think pause. */
class BenchPlayer {
  seat: number | null = null;
  private pending: { version: number; at: number; rolled: boolean } | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  patchBytes = 0;
  patches = 0;
  throwBytes = 0;
  throwCount = 0;

  constructor(
    readonly room: Room,
    private readonly record: (s: Sample) => void,
  ) {
    room.onMessage('welcome', (m: WelcomeMessage) => {
      this.seat = m.seat;
      this.consider();
    });
    room.onMessage('*', () => {});
    room.onStateChange(() => this.onState());
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const ws = (room.connection as any).transport.ws as { addEventListener(t: string, f: (e: { data: ArrayBuffer }) => void): void };
    ws.addEventListener('message', (e) => {
      const bytes = new Uint8Array(e.data);
      if (bytes[0] === ROOM_STATE_PATCH) {
        this.patchBytes += bytes.byteLength;
        this.patches += 1;
      } else if (THROW_PREFIX.every((b, i) => bytes[i] === b)) {
        this.throwBytes += bytes.byteLength;
        this.throwCount += 1;
      }
    });
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  private get state(): any {
    return this.room.state;
  }

  private onState(): void {
    const version = this.state?.version as number | undefined;
    if (this.pending && version !== undefined && version >= this.pending.version) {
      this.record({ latency: performance.now() - this.pending.at, rolled: this.pending.rolled });
      this.pending = null;
    }
    this.consider();
  }

  private consider(): void {
    if (this.stopped || this.pending || this.timer || this.seat === null || this.state?.phase === 'waiting') return;
    const slot = this.state?.views?.get(viewKey(this.seat));
    if (!slot?.json) return;
    const view = JSON.parse(slot.json as string) as MasterdiceView;
    const mine = view.toAct.includes(this.seat) || (view.phase === 'over' && this.seat === 0);
    if (!mine) return;
    const think = THINK_MS[0] + Math.random() * (THINK_MS[1] - THINK_MS[0]);
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.stopped) return;
      const fresh = this.state?.views?.get(viewKey(this.seat));
      if (!fresh?.json) return;
      const v = JSON.parse(fresh.json as string) as MasterdiceView;
      const action = v.phase === 'over' ? { type: 'rematch' } : randomBot.decide(v, this.seat!, Math.floor(Math.random() * 2 ** 32));
      const rolled = action.type === 'roll' || action.type === 'roll-code';
      this.pending = { version: (this.state.version as number) + 1, at: performance.now(), rolled };
      this.room.send(C2S.action, { action });
    }, think);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.room.leave().catch(() => {});
  }
}

/** CPU time (user + system, all threads, ms) a process used so far, from /proc (Linux); NaN elsewhere. */
function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in 100 Hz ticks
  } catch {
    return NaN;
  }
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Starts server/main.ts in a child process on a free port and a temp data folder. */
async function startChild(dataDir: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, BOT_DELAY_MS: '0', STATIC_DIR: path.join(dataDir, 'no-client') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errText = '';
  child.stderr!.on('data', (d: Buffer) => (errText = (errText + d.toString()).slice(-2000)));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /\(port (\d+)\)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.on('exit', (code) => reject(new Error(`server exited (${code}): ${errText}`)));
  });
  return { child, port };
}

async function addTables(client: Client, count: number, players: BenchPlayer[], record: (s: Sample) => void): Promise<void> {
  const BATCH = 10;
  for (let i = 0; i < count; i += BATCH) {
    await Promise.all(
      Array.from({ length: Math.min(BATCH, count - i) }, async () => {
        const a = await client.create(TABLE_ROOM, { game: 'masterdice', seats: [{ kind: 'human' }, { kind: 'human' }], name: 'A' });
        players.push(new BenchPlayer(a, record));
        const b = await client.joinById(a.roomId, { name: 'B' });
        players.push(new BenchPlayer(b, record));
      }),
    );
  }
}

/** Prints, per step: clients held, p50/p99 action→patch latency, mean bytes per patch on the client socket. */
export async function run(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tavolo-bench-'));
  const { child, port } = await startChild(dataDir);
  const client = new Client(`http://127.0.0.1:${port}`);
  const players: BenchPlayer[] = [];
  let window: Sample[] | null = null;
  const record = (s: Sample) => window?.push(s);
  const started = performance.now();
  console.log(`server: server/main.ts in a child process, loopback; clients: colyseus.js, random bot, think ${THINK_MS[0]}–${THINK_MS[1]} ms`);
  console.log(`machine load average at start: ${loadavg().map((l) => l.toFixed(1)).join(' ')} (other processes skew the tail)`);
  console.log('tables | clients | actions/s | p50 ms | p99 ms | max ms | p99 rolls | p99 others | bytes/patch | bytes/throw | server CPU % | CPU ms/action');
  try {
    for (const tables of STEPS) {
      if (performance.now() - started > BUDGET_MS) {
        console.log(`(time budget of ${BUDGET_MS / 1000} s spent: stopped before ${tables} tables)`);
        break;
      }
      await addTables(client, tables - players.length / 2, players, record);
      // Let the new tables start, then measure a window.
      await new Promise((r) => setTimeout(r, 1000));
      const sum = (f: (p: BenchPlayer) => number) => players.reduce((s, p) => s + f(p), 0);
      const bytes0 = sum((p) => p.patchBytes);
      const patches0 = sum((p) => p.patches);
      const throwBytes0 = sum((p) => p.throwBytes);
      const throws0 = sum((p) => p.throwCount);
      const cpu0 = cpuMs(child.pid);
      window = [];
      await new Promise((r) => setTimeout(r, WINDOW_MS));
      const cpu = cpuMs(child.pid) - cpu0;
      const samples = window;
      window = null;
      const lat = samples.map((s) => s.latency).sort((x, y) => x - y);
      const bytes = sum((p) => p.patchBytes) - bytes0;
      const patches = sum((p) => p.patches) - patches0;
      const throwBytes = sum((p) => p.throwBytes) - throwBytes0;
      const throwCount = sum((p) => p.throwCount) - throws0;
      const p99 = percentile(lat, 99);
      const sorted = (rolled: boolean) => samples.filter((x) => x.rolled === rolled).map((x) => x.latency).sort((x, y) => x - y);
      console.log(
        [
          String(tables).padStart(6),
          String(players.length).padStart(7),
          (samples.length / (WINDOW_MS / 1000)).toFixed(0).padStart(9),
          percentile(lat, 50).toFixed(1).padStart(6),
          p99.toFixed(1).padStart(6),
          (lat.at(-1) ?? NaN).toFixed(1).padStart(6),
          percentile(sorted(true), 99).toFixed(1).padStart(9),
          percentile(sorted(false), 99).toFixed(1).padStart(10),
          (patches ? bytes / patches : NaN).toFixed(0).padStart(11),
          (throwCount ? throwBytes / throwCount : NaN).toFixed(0).padStart(11),
          ((cpu / WINDOW_MS) * 100).toFixed(0).padStart(12),
          (samples.length ? cpu / samples.length : NaN).toFixed(2).padStart(13),
        ].join(' | '),
      );
      if (p99 > P99_LIMIT_MS) {
        console.log(`p99 passed ${P99_LIMIT_MS} ms at ${tables} tables (${players.length} clients)`);
        break;
      }
    }
  } finally {
    await Promise.all(players.map((p) => p.stop()));
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await run();
  process.exit(0);
}
