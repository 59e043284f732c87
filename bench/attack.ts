// Attack (issues 12 and 28, "no person can starve another table"): one person with ten tabs — ten Laser tables
// with strict design and the Einstein set, one browser id, one address — each tab re-sending ambiguous Einstein
// layouts (a different one each time: the refusal cache cannot help; ~40–90 ms of search each), paced under the
// flood limit. Meanwhile, at other tables: (a) a Symbotrio player against the server's bot, whose reply gap (the
// player's move arrives → the bot's move arrives, the bot's pause included) is measured; (b) two humans at a Laser
// table, one drafting, whose action→patch time is measured. Each runs quiet first, then under the attack, in one
// run, against this checkout's server ('fair': the work pool takes bots first, then people round-robin; budgets
// per person) and the server as issue 28 measured it ('unfair': one first-come line, budgets per seat and table).
// Real colyseus.js clients in this process; the server in its own (bench/attack-server.ts). Knobs: ATTACK_TABS
// (10), ATTACK_SENDS (120 per tab), ATTACK_GAP_MS (60: 16 a second, the flood limit is 20), ATTACK_QUIET_MS
// (8000), ATTACK_BOT_DELAY_MS (100), ATTACK_SERVERS ('unfair,fair').
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Room } from 'colyseus.js';
import type { AnyGame, BaseView } from '../shared/core/index.js';
import { findGame } from '../shared/games/index.js';
import type { LaserLayout } from '../shared/games/laser/index.js';
import { C2S, S2C, TABLE_ROOM, type ErrorMessage } from '../shared/protocol.js';
import { CIRCUIT_A, EINSTEIN_AMBIGUOUS } from '../test/shared/laser/game-fixtures.js';
import { median, quantile } from './stats.js';
import { readView } from './view-read.js';
import { nodeClient } from '../test/node-client.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const TABS = Number(process.env.ATTACK_TABS ?? 10);
const SENDS = Number(process.env.ATTACK_SENDS ?? 120);
const GAP_MS = Number(process.env.ATTACK_GAP_MS ?? 60);
const QUIET_MS = Number(process.env.ATTACK_QUIET_MS ?? 8000);
const SERVERS = (process.env.ATTACK_SERVERS ?? 'unfair,fair').split(',').filter((s) => s === 'fair' || s === 'unfair');
/** Longest wait for the attacker's answers before the measurement stops anyway. */
const CAP_MS = 90_000;
/** The attacker's browser id, the same in every tab (client/net draws one per browser). */
const ATTACKER = 'attacker-browser-id-000000';
/** Targets of issue 28: how far the attack may move each p99, ms. */
const TARGET_BOT_MS = 100;
const TARGET_PAIR_MS = 20;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const f0 = (x: number) => (Number.isFinite(x) ? x.toFixed(0) : '–');
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

/** Starts bench/attack-server.ts in `mode`; resolves with its URL and a stop function. */
async function startServerChild(mode: string): Promise<{ url: string; work: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tavolo-attack-'));
  const child: ChildProcess = fork(path.join(HERE, 'attack-server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ATTACK_MODE: mode, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (/\(port \d+\)/.test(out)) resolve(out);
    });
    child.once('exit', (code) => reject(new Error(`attack server exited (${code})`)));
  });
  const port = Number(/\(port (\d+)\)/.exec(line)![1]);
  const work = /work (.*) \(port/.exec(line)?.[1] ?? '?';
  const stop = async () => {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(5000)]);
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { url: `http://127.0.0.1:${port}`, work, stop };
}

/** A connected client: its room, its decoded version, the refusals it got, a wake-up on every new version. */
interface Seated {
  readonly room: Room;
  version: number;
  readonly errors: ErrorMessage[];
  /** Called (then cleared) on each new version or refusal. */
  wake: (() => void) | null;
}

function seated(room: Room): Seated {
  const s: Seated = { room, version: -1, errors: [], wake: null };
  const poke = () => {
    const w = s.wake;
    s.wake = null;
    w?.();
  };
  room.onStateChange((state: { version: number }) => {
    if (state.version === s.version) return;
    s.version = state.version;
    poke();
  });
  room.onMessage(S2C.error, (m: ErrorMessage) => {
    s.errors.push(m);
    poke();
  });
  for (const type of [S2C.events, S2C.throw, S2C.welcome, S2C.seatKey, S2C.feedKey, S2C.viewKey, S2C.catchUp])
    room.onMessage(type, () => {});
  return s;
}

/** Resolves on the client's next version or refusal (or after `ms`). */
function next(s: Seated, ms = CAP_MS): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    s.wake = () => {
      clearTimeout(timer);
      resolve();
    };
  });
}

/** Creates a table with `seats` and joins its other human seats; each client joins as `browserId` when given. */
async function openTable(
  url: string,
  create: Record<string, unknown>,
  humans: number,
  browserId?: string,
): Promise<Seated[]> {
  const who = browserId ? { browserId } : {};
  const first = seated(await nodeClient(url).create(TABLE_ROOM, { ...create, ...who, name: 'P0' }));
  const all = [first];
  for (let i = 1; i < humans; i++)
    all.push(seated(await nodeClient(url).joinById(first.room.roomId, { ...who, name: `P${i}` })));
  while (all.some((s) => s.version < 0)) await next(first, 200);
  return all;
}

/** Where samples go: the window now open (quiet or attacked), or none between windows. */
interface Windows {
  bot: number[] | null;
  pair: number[] | null;
}

/**
 * (a) A Symbotrio player against the server's bot: plays a legal move from its own view whenever it is to act;
 * each bot move's gap (the version before it arrived → the bot's version arrived) goes to the open window.
 */
async function botLoop(url: string, w: Windows, stop: () => boolean): Promise<void> {
  const game = findGame('symbotrio') as AnyGame;
  let rng = 12345;
  const pick = (n: number) => {
    rng = (rng * 1103515245 + 12345) % 2 ** 31;
    return rng % n;
  };
  while (!stop()) {
    const [p] = await openTable(url, { game: 'symbotrio', seats: [{ kind: 'human' }, { kind: 'bot' }] }, 1);
    const me = p!;
    let lastAt = performance.now();
    let botToAct = false;
    while (!stop()) {
      const view = readView(me.room.state, 0) as BaseView | null;
      if (!view) {
        await next(me, 200);
        continue;
      }
      if (view.toAct.length === 0) break; // game over: a fresh table
      botToAct = view.toAct.includes(1);
      if (view.toAct.includes(0)) {
        const legal = game.legalFromView?.(view, 0) ?? [];
        if (legal.length === 0) break;
        me.room.send(C2S.action, { action: legal[pick(legal.length)] });
      }
      const before = me.version;
      const waited = next(me);
      await waited;
      const now = performance.now();
      if (me.version !== before && botToAct) w.bot?.push(now - lastAt);
      lastAt = now;
    }
    await me.room.leave();
  }
}

/** (b) Two humans at a Laser table: one drafts, waits for its version, drafts again; action→patch to the window. */
async function pairLoop(url: string, w: Windows, stop: () => boolean): Promise<void> {
  const [a, b] = await openTable(url, { game: 'laser', options: {}, seats: [{ kind: 'human' }, { kind: 'human' }] }, 2);
  let i = 0;
  while (!stop()) {
    const before = a!.version;
    const t = performance.now();
    a!.room.send(C2S.action, {
      action: { type: 'draft', layout: { pieces: CIRCUIT_A.pieces.slice(0, 1 + (i++ % 4)) } },
    });
    while (a!.version === before && performance.now() - t < CAP_MS) await next(a!);
    w.pair?.push(performance.now() - t);
    await sleep(60); // a person's pace, under the flood limit too
  }
  await Promise.all([a!.room.leave(), b!.room.leave()]);
}

/** `n` different ambiguous Einstein layouts for tab `tab`: the sensor moved to another free cell each time. */
function attackLayouts(n: number, tab: number): LaserLayout[] {
  const taken = new Set(
    EINSTEIN_AMBIGUOUS.pieces.flatMap((p) => [`${p.x},${p.y}`, ...(p.x2 === undefined ? [] : [`${p.x2},${p.y2}`])]),
  );
  const free: [number, number][] = [];
  for (let y = 0; y < 7; y++) for (let x = 0; x < 8; x++) if (!taken.has(`${x},${y}`)) free.push([x, y]);
  return Array.from({ length: n }, (_, i) => {
    const [x, y] = free[(i + tab * 7) % free.length]!;
    return { pieces: EINSTEIN_AMBIGUOUS.pieces.map((p) => (p.kind === 'sensor' ? { ...p, x, y } : p)) };
  });
}

/** One window's figures. */
interface Row {
  readonly bot: number[];
  readonly pair: number[];
  readonly answers: number;
  readonly lastAnswerMs: number;
  readonly codes: Map<string, number>;
}

/** The quiet window, then the attacked one, on one server: its rows. */
async function measure(url: string): Promise<{ quiet: Row; attacked: Row }> {
  const w: Windows = { bot: null, pair: null };
  let done = false;
  const loops = [botLoop(url, w, () => done), pairLoop(url, w, () => done)];
  await sleep(1000); // both tables open and playing
  w.bot = [];
  w.pair = [];
  await sleep(QUIET_MS);
  const quiet: Row = { bot: w.bot, pair: w.pair, answers: 0, lastAnswerMs: 0, codes: new Map() };
  w.bot = null;
  w.pair = null;
  // The person's ten tabs: opened first (not measured), then all sending at once.
  const tabs: Seated[] = [];
  for (let t = 0; t < TABS; t++) {
    const [designer] = await openTable(
      url,
      {
        game: 'laser',
        options: { set: 'einstein', strictDesign: true },
        seats: [{ kind: 'human' }, { kind: 'human' }],
      },
      2,
      ATTACKER,
    );
    tabs.push(designer!);
  }
  const answered = (s: Seated) => s.errors.length + (s.version > 0 ? 1 : 0);
  w.bot = [];
  w.pair = [];
  const start = performance.now();
  await Promise.all(
    tabs.map(async (designer, t) => {
      await sleep((t * GAP_MS) / TABS); // the tabs' sends interleaved
      for (const layout of attackLayouts(SENDS, t)) {
        if (answered(designer) > 0 && designer.version > 0) break; // a layout accepted: the design is over
        designer.room.send(C2S.action, { action: { type: 'design', layout } });
        await sleep(GAP_MS);
      }
      while (answered(designer) < SENDS && designer.version <= 0 && performance.now() - start < CAP_MS)
        await next(designer, 500);
    }),
  );
  const lastAnswerMs = performance.now() - start;
  const attacked: Row = {
    bot: w.bot,
    pair: w.pair,
    answers: tabs.reduce((n, s) => n + answered(s), 0),
    lastAnswerMs,
    codes: new Map(),
  };
  w.bot = null;
  w.pair = null;
  for (const s of tabs) {
    for (const e of s.errors) attacked.codes.set(e.code, (attacked.codes.get(e.code) ?? 0) + 1);
    if (s.version > 0) attacked.codes.set('accepted', (attacked.codes.get('accepted') ?? 0) + 1);
  }
  done = true;
  await Promise.all(loops);
  await Promise.all(tabs.map((s) => s.room.leave()));
  return { quiet, attacked };
}

/** p50, p99 and max of `xs`, ms. */
function spread(xs: readonly number[]): { p50: number; p99: number; max: number } {
  const s = [...xs].sort((a, b) => a - b);
  return { p50: median(s), p99: quantile(s, 0.99), max: s.at(-1) ?? NaN };
}

/** Runs the attack against each server and prints one row per window, then the differences beside the targets. */
export async function run(): Promise<void> {
  console.log(
    `attacker: ${TABS} tabs of one browser (one address), each a strict Einstein Laser table re-sending ${SENDS} different ambiguous layouts, one every ${GAP_MS} ms; ` +
      `(a) a Symbotrio player against the server's bot (bot pause ${process.env.ATTACK_BOT_DELAY_MS ?? 100} ms, included); (b) two humans at a Laser table drafting; load average at start ${load()}`,
  );
  console.log(
    'server | window | bot replies | bot gap p50 | p99 | max ms | pair actions | action→patch p50 | p99 | max ms | attacker answers | answered after ms | attacker codes',
  );
  const moved: string[] = [];
  for (const mode of SERVERS) {
    const server = await startServerChild(mode);
    try {
      const { quiet, attacked } = await measure(server.url);
      for (const [name, r] of [
        ['quiet', quiet],
        ['attacked', attacked],
      ] as const) {
        const b = spread(r.bot);
        const p = spread(r.pair);
        const codes = [...r.codes].map(([c, n]) => `${c} ×${n}`).join(', ') || '–';
        console.log(
          `${mode} (${server.work}) | ${name} | ${r.bot.length} | ${f0(b.p50)} | ${f0(b.p99)} | ${f0(b.max)} | ${r.pair.length} | ${f0(p.p50)} | ${f0(p.p99)} | ${f0(p.max)} | ${name === 'quiet' ? '–' : `${r.answers}/${TABS * SENDS}`} | ${name === 'quiet' ? '–' : f0(r.lastAnswerMs)} | ${codes}`,
        );
      }
      const dBot = spread(attacked.bot).p99 - spread(quiet.bot).p99;
      const dPair = spread(attacked.pair).p99 - spread(quiet.pair).p99;
      moved.push(
        `${mode}: the attack moved the bot reply gap p99 by ${f0(dBot)} ms (target < ${TARGET_BOT_MS}: ${dBot < TARGET_BOT_MS ? 'met' : 'missed'}) and the two-human action→patch p99 by ${f0(dPair)} ms (target < ${TARGET_PAIR_MS}: ${dPair < TARGET_PAIR_MS ? 'met' : 'missed'})`,
      );
    } finally {
      await server.stop();
    }
  }
  for (const line of moved) console.log(line);
  console.log(`load average at end ${load()}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
