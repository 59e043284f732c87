// Sync patches (issue 12): in every registered game, the bytes of the state patch each client receives after
// one action, and the server's time per action, for this checkout's server and for today's design (the per-viewer
// JSON slots, the server unpacked from git by bench/old-tree.ts) side by side. Real colyseus.js clients in their
// own process (bench/load-client.ts) play seeded tables, seats by the game's default bot on their own rebuilt
// view, plus one spectator each; the server runs in its own process with a probe around act()
// (bench/probe-server.ts). Knobs: BENCH_PATCH_TABLES (tables per game, 4), BENCH_PATCH_ACTIONS (actions per
// table, 30), BENCH_PATCH_SECONDS (most time per game, 8), BENCH_PATCH_GAMES (game ids, all), BENCH_PATCH_WARMUP
// (unmeasured passes over the games first, 1: a server that has run for a while has its hot paths compiled; a
// cold one timed its first few hundred actions in V8's interpreter, ~1.5–2× slower), BENCH_OLD=0 (skip today's
// design), BENCH_OLD_REF.
import { GAMES } from '../shared/games/index.js';
import type { WindowReport } from './load-client.js';
import { ClientPool, startTavolo, REPO_ROOT, type ServerChild } from './load-proc.js';
import { oldRef, oldTree } from './old-tree.js';
import type { ProbeReport } from './probe-server.js';
import { median, quantile } from './stats.js';

const TABLES = Number(process.env.BENCH_PATCH_TABLES ?? 4);
const ACTIONS = Number(process.env.BENCH_PATCH_ACTIONS ?? 30);
const SECONDS = Number(process.env.BENCH_PATCH_SECONDS ?? 8);
/** BENCH_PATCH_GAMES: only these game ids (comma-separated; all when unset). */
const ONLY = (process.env.BENCH_PATCH_GAMES ?? '').split(',').filter(Boolean);
/** Unmeasured passes over the games before the measured one, on the same server process. */
const WARMUP = Number(process.env.BENCH_PATCH_WARMUP ?? 1);
/** Target of issue 12: median bytes per patch after one action. */
const TARGET_BYTES = 64;
/** Target of issue 12: server CPU per action, ms. */
const TARGET_CPU_MS = 0.3;

/** One game's figures on one server. */
export interface GameFigures {
  readonly game: string;
  readonly seats: number;
  readonly actions: number;
  readonly refused: number;
  /** Bytes per action patch: every client, seats only, the spectator only. */
  readonly all: number[];
  readonly seat: number[];
  readonly spectator: number[];
  readonly probe: ProbeReport;
  /** Server CPU over the play, ms: its main thread (event loop), and every thread (dice and work pools too). */
  readonly mainCpuMs: number;
  readonly allCpuMs: number;
}

/** Seats for a benchmark table: two where the game allows, else its minimum. */
function seatsFor(id: string): number {
  const g = GAMES[id]!;
  return Math.min(g.maxPlayers, Math.max(g.minPlayers, 2));
}

/**
 * Waits (15 s at most) until the server process, all its threads, uses under a fifth of a core: on two cores a
 * game's leftover worker-thread work (dice tracks) starved the next game's costly actions (Laser's designs).
 */
async function settle(server: ServerChild): Promise<void> {
  const deadline = performance.now() + 15_000;
  while (performance.now() < deadline) {
    const cpu0 = server.cpuMs();
    await new Promise((r) => setTimeout(r, 300));
    if (!(server.cpuMs() - cpu0 > 60)) return;
  }
}

/** Plays the games WARMUP times without keeping figures, then measureGames: the figures of a warm server. */
async function measureWarm(server: ServerChild, pool: ClientPool, seed: number): Promise<GameFigures[]> {
  for (let i = 0; i < WARMUP; i++) await measureGames(server, pool, seed + 1000 * (i + 1));
  return measureGames(server, pool, seed);
}

/** Plays TABLES tables of each game against `server`; the figures per game. */
export async function measureGames(server: ServerChild, pool: ClientPool, seed: number): Promise<GameFigures[]> {
  const out: GameFigures[] = [];
  for (const id of Object.keys(GAMES).filter((g) => ONLY.length === 0 || ONLY.includes(g))) {
    const seats = seatsFor(id);
    // The last game's work (dice throws, verdicts in the server's worker threads) ends before this one starts.
    await settle(server);
    // Tables are made and joined first, held; the window (and the server's CPU count) starts with the play.
    await pool.hold(true);
    const spec = {
      url: server.url,
      kind: 'tavolo' as const,
      game: id,
      seats,
      spectators: 1,
      think: [2, 12] as const,
      seed,
      bot: '',
      maxActions: ACTIONS,
    };
    const added = await pool.add(spec, TABLES);
    if (added.error) console.log(`(${id}: a table could not be made: ${added.error})`);
    await new Promise((r) => setTimeout(r, 200));
    await server.reset();
    await pool.open();
    const main0 = server.mainCpuMs();
    const all0 = server.cpuMs();
    await pool.hold(false);
    const deadline = performance.now() + SECONDS * 1000;
    let probe = await server.read();
    while (performance.now() < deadline && probe.actions + probe.refused < TABLES * ACTIONS) {
      await new Promise((r) => setTimeout(r, 250));
      probe = await server.read();
    }
    await new Promise((r) => setTimeout(r, 300)); // the last patches reach the clients
    probe = await server.read();
    const mainCpuMs = server.mainCpuMs() - main0;
    const allCpuMs = server.cpuMs() - all0;
    const w: WindowReport = await pool.close();
    out.push({
      game: id,
      seats,
      actions: probe.actions,
      refused: probe.refused,
      all: [...w.seatPatch, ...w.spectatorPatch],
      seat: w.seatPatch,
      spectator: w.spectatorPatch,
      probe,
      mainCpuMs,
      allCpuMs,
    });
  }
  return out;
}

const f0 = (x: number) => (Number.isFinite(x) ? x.toFixed(0) : '–');
const f2 = (x: number) => (Number.isFinite(x) ? x.toFixed(2) : '–');
const f3 = (x: number) => (Number.isFinite(x) ? x.toFixed(3) : '–');
const mean = (xs: readonly number[]) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : NaN);

/** Median of act() less the engine's own work in it (apply, views): what the room itself spends. */
function platform(p: ProbeReport): number {
  return median(p.act.map((a, i) => a - (p.apply?.[i] ?? 0) - (p.view[i] ?? 0)));
}

/** Prints one server's rows. */
function printRows(label: string, figs: readonly GameFigures[]): void {
  console.log(`\n${label}`);
  console.log(
    "  (ms columns but act p50 are means per action; engine: the game's parseAction + apply inside act (0 when the table's",
  );
  console.log(
    '  work ran them before act); view: its view() calls; platform p50: act − engine − view, the part server/ decides)',
  );
  console.log(
    'game       | seats | actions | bytes/patch p50 | p90 | seat p50 | spectator p50 | act ms p50 | act ms mean | engine ms | view ms | platform p50 | patch ms | store ms | CPU ms/action: event loop | all threads',
  );
  for (const f of figs) {
    const p = f.probe;
    console.log(
      [
        f.game.padEnd(10),
        String(f.seats).padStart(5),
        `${f.actions}${f.refused ? ` (+${f.refused} refused)` : ''}`.padStart(7),
        f0(median(f.all)).padStart(15),
        f0(quantile(f.all, 0.9)).padStart(3),
        f0(median(f.seat)).padStart(8),
        f0(median(f.spectator)).padStart(13),
        f3(median(p.act)).padStart(10),
        f3(mean(p.act)).padStart(11),
        f3(mean(p.apply ?? [])).padStart(9),
        f3(mean(p.view)).padStart(7),
        f3(platform(p)).padStart(12),
        f3(mean(p.patch)).padStart(8),
        f3(mean(p.store)).padStart(8),
        f2(p.actions ? f.mainCpuMs / p.actions : NaN).padStart(25),
        f2(p.actions ? f.allCpuMs / p.actions : NaN).padStart(11),
      ].join(' | '),
    );
  }
}

/** Prints the side-by-side summary of the two designs, one row per game. */
function printCompare(now: readonly GameFigures[], old: readonly GameFigures[] | null): void {
  console.log(
    `\nside by side, now | today's design, beside issue 12's targets (bytes/patch p50 ≤ ${TARGET_BYTES}; server CPU ≤ ${TARGET_CPU_MS} ms/action)`,
  );
  console.log(
    '  "act": the room\'s act() p50, wall clock (the target\'s figure; a loaded machine inflates it); "event loop": the server main',
  );
  console.log("  thread's CPU over the play ÷ actions (everything else too: joins, messages, sockets; 10 ms ticks)");
  console.log(
    `game       | bytes p50 now | today | ratio | target ≤ ${TARGET_BYTES} | act ms p50 now | today | target ≤ ${TARGET_CPU_MS} | platform p50 now | today | event loop ms/action now | today`,
  );
  const cpu = (g: GameFigures | undefined) => (g?.actions ? g.mainCpuMs / g.actions : NaN);
  const verdict = (x: number, target: number) => (Number.isFinite(x) ? (x <= target ? 'met' : 'not met') : '–');
  for (const f of now) {
    const o = old?.find((x) => x.game === f.game);
    const b = median(f.all);
    const ob = o ? median(o.all) : NaN;
    const a = median(f.probe.act);
    console.log(
      [
        f.game.padEnd(10),
        f0(b).padStart(13),
        f0(ob).padStart(5),
        (o ? `${(ob / b).toFixed(1)}×` : '–').padStart(5),
        verdict(b, TARGET_BYTES).padStart(11),
        f3(a).padStart(14),
        (o ? f3(median(o.probe.act)) : '–').padStart(5),
        verdict(a, TARGET_CPU_MS).padStart(12),
        f3(platform(f.probe)).padStart(16),
        (o ? f3(platform(o.probe)) : '–').padStart(5),
        f2(cpu(f)).padStart(24),
        f2(cpu(o)),
      ].join(' | '),
    );
  }
}

export async function run(): Promise<void> {
  const seed = Number(process.env.BENCH_SEED ?? 12);
  console.log(
    `clients: colyseus.js in 1 child process, ${TABLES} tables per game (2 seats where allowed + 1 spectator), ${ACTIONS} actions a table, seed ${seed}; server: its own process, act() timed by a probe (wall clock: a loaded machine inflates it), measured after ${WARMUP} unmeasured pass(es) over the games`,
  );
  const pool = new ClientPool(1);
  try {
    const server = await startTavolo(REPO_ROOT);
    let now: GameFigures[];
    try {
      now = await measureWarm(server, pool, seed);
    } finally {
      await server.stop();
    }
    printRows('this checkout', now);
    let old: GameFigures[] | null = null;
    if (process.env.BENCH_OLD !== '0') {
      try {
        const ref = oldRef();
        const oldServer = await startTavolo(oldTree(ref.sha));
        try {
          old = await measureWarm(oldServer, pool, seed);
        } finally {
          await oldServer.stop();
        }
        printRows(`today's design: the JSON-slot server at ${ref.sha} (${ref.why})`, old);
      } catch (e) {
        console.log(`(today's design not measured: ${(e as Error).message})`);
      }
    }
    printCompare(now, old);
  } finally {
    await pool.stop();
  }
}
