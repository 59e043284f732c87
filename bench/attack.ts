// Attack (issue 12, "one client cannot hurt the others"): at a Laser table with strict design and the Einstein
// set, one designer re-sends an ambiguous layout (a ~90 ms verdict) 120 times, paced under the flood limit,
// while a player at another table keeps acting (a draft, then the next as soon as it is answered). Printed: the
// other table's answer times (p50, p99, max) without and with the attack, and what the attacker got back; for
// this checkout's server (verdicts in worker threads, the refusal cache, budgets) and for the server as it was
// (verdicts on the event loop, no cache, no budget: bench/attack-server.ts ATTACK_MODE=before). A second attack
// sends 120 different ambiguous layouts (the cache cannot help; the budget answers). Real colyseus.js clients in
// this process; the server in its own. Knobs: ATTACK_SENDS (120), ATTACK_GAP_MS (60: 16 a second, the flood
// limit is 20), ATTACK_QUIET_MS (4000).
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client, type Room } from 'colyseus.js';
import { C2S, S2C, TABLE_ROOM, type ErrorMessage } from '../shared/protocol.js';
import type { LaserLayout } from '../shared/games/laser/index.js';
import { CIRCUIT_A, EINSTEIN_AMBIGUOUS } from '../test/shared/laser/game-fixtures.js';
import { median, quantile } from './stats.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const SENDS = Number(process.env.ATTACK_SENDS ?? 120);
const GAP_MS = Number(process.env.ATTACK_GAP_MS ?? 60);
const QUIET_MS = Number(process.env.ATTACK_QUIET_MS ?? 4000);
/** Longest wait for the attacker's answers before the measurement stops anyway. */
const CAP_MS = 60_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const f1 = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : '–');

/** Starts bench/attack-server.ts in `mode`; resolves with its URL and a stop function. */
async function startServerChild(
  mode: 'before' | 'now',
): Promise<{ url: string; work: string; stop: () => Promise<void> }> {
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

/** A seated client: its room, its decoded version, the refusals it got. */
interface Seated {
  readonly room: Room;
  version: number;
  readonly errors: ErrorMessage[];
}

function seated(room: Room): Seated {
  const s: Seated = { room, version: -1, errors: [] };
  room.onStateChange((state: { version: number }) => (s.version = state.version));
  room.onMessage(S2C.error, (m: ErrorMessage) => s.errors.push(m));
  for (const type of [S2C.events, S2C.throw, S2C.welcome, S2C.seatKey, S2C.feedKey, S2C.viewKey, S2C.catchUp])
    room.onMessage(type, () => {});
  return s;
}

/** A two-seat Laser table with both seats taken: the creator and the second player. */
async function laserTable(url: string, options: Record<string, unknown>): Promise<[Seated, Seated]> {
  const a = seated(
    await new Client(url).create(TABLE_ROOM, {
      game: 'laser',
      options,
      seats: [{ kind: 'human' }, { kind: 'human' }],
      name: 'A',
    }),
  );
  const b = seated(await new Client(url).joinById(a.room.roomId, { name: 'B' }));
  const end = Date.now() + 10_000;
  while ((a.version < 0 || b.version < 0) && Date.now() < end) await sleep(10);
  return [a, b];
}

/** The victim's loop: a draft, wait for its version, the next; answer times until `stop()` says so. */
async function actLoop(p: Seated, stop: () => boolean): Promise<number[]> {
  const times: number[] = [];
  let i = 0;
  while (!stop()) {
    const before = p.version;
    const t = performance.now();
    p.room.send(C2S.action, {
      action: { type: 'draft', layout: { pieces: CIRCUIT_A.pieces.slice(0, 1 + (i++ % 4)) } },
    });
    while (p.version === before && performance.now() - t < CAP_MS) await sleep(1);
    times.push(performance.now() - t);
    await sleep(60); // under the flood limit too
  }
  return times;
}

/** `n` ambiguous-looking layouts: the same one each time, or the sensor moved to a new cell each time. */
function attackLayouts(n: number, distinct: boolean): LaserLayout[] {
  const taken = new Set(
    EINSTEIN_AMBIGUOUS.pieces.flatMap((p) => [`${p.x},${p.y}`, ...(p.x2 === undefined ? [] : [`${p.x2},${p.y2}`])]),
  );
  const free: [number, number][] = [];
  for (let y = 0; y < 7; y++) for (let x = 0; x < 8; x++) if (!taken.has(`${x},${y}`)) free.push([x, y]);
  return Array.from({ length: n }, (_, i) => {
    if (!distinct) return EINSTEIN_AMBIGUOUS;
    const [x, y] = free[i % free.length]!;
    return { pieces: EINSTEIN_AMBIGUOUS.pieces.map((p) => (p.kind === 'sensor' ? { ...p, x, y } : p)) };
  });
}

/** One measurement: the victim's answer times, with or without an attack running at the same time. */
async function measure(
  url: string,
  attack: 'none' | 'repeat' | 'distinct',
): Promise<{ times: number[]; answers: number; codes: Map<string, number>; lastAnswerMs: number }> {
  const [victim] = await laserTable(url, {});
  const codes = new Map<string, number>();
  if (attack === 'none') {
    const end = performance.now() + QUIET_MS;
    const times = await actLoop(victim, () => performance.now() > end);
    return { times, answers: 0, codes, lastAnswerMs: 0 };
  }
  const [designer] = await laserTable(url, { set: 'einstein', strictDesign: true });
  const layouts = attackLayouts(SENDS, attack === 'distinct');
  const start = performance.now();
  let lastAnswer = start;
  const answered = () => designer.errors.length + (designer.version > 0 ? 1 : 0);
  const victimDone = actLoop(victim, () => answered() >= SENDS || performance.now() - start > CAP_MS);
  for (const layout of layouts) {
    designer.room.send(C2S.action, { action: { type: 'design', layout } });
    await sleep(GAP_MS);
  }
  while (answered() < SENDS && performance.now() - start < CAP_MS) {
    await sleep(2);
    lastAnswer = performance.now();
  }
  if (answered() >= SENDS) lastAnswer = performance.now();
  const times = await victimDone;
  for (const e of designer.errors) codes.set(e.code, (codes.get(e.code) ?? 0) + 1);
  if (designer.version > 0) codes.set('accepted', 1);
  await Promise.all([victim.room.leave(), designer.room.leave()]);
  return { times, answers: answered(), codes, lastAnswerMs: lastAnswer - start };
}

/** Runs the attack against both servers and prints one row per measurement. */
export async function run(): Promise<void> {
  console.log(
    `attacker: ${SENDS} Einstein strict designs, one every ${GAP_MS} ms; victim: drafts at another table, one after each answer`,
  );
  console.log(
    'server | attack | victim actions | p50 ms | p99 ms | max ms | attacker answers | answered after ms | attacker codes',
  );
  const p99s = new Map<string, number>();
  for (const mode of ['before', 'now'] as const) {
    const server = await startServerChild(mode);
    try {
      for (const attack of ['none', 'repeat', 'distinct'] as const) {
        const r = await measure(server.url, attack);
        const sorted = [...r.times].sort((a, b) => a - b);
        const p99 = quantile(sorted, 0.99);
        p99s.set(`${mode}/${attack}`, p99);
        const codes = [...r.codes].map(([c, n]) => `${c} ×${n}`).join(', ') || '–';
        console.log(
          `${mode} (${server.work}) | ${attack} | ${r.times.length} | ${f1(median(sorted))} | ${f1(p99)} | ${f1(sorted.at(-1) ?? NaN)} | ${attack === 'none' ? '–' : `${r.answers}/${SENDS}`} | ${attack === 'none' ? '–' : f1(r.lastAnswerMs)} | ${codes}`,
        );
      }
    } finally {
      await server.stop();
    }
  }
  for (const mode of ['before', 'now'] as const) {
    const quiet = p99s.get(`${mode}/none`) ?? NaN;
    const moved = ['repeat', 'distinct']
      .map((a) => `${a} ${f1((p99s.get(`${mode}/${a}`) ?? NaN) - quiet)} ms`)
      .join(', ');
    console.log(`${mode}: the attack moved the other table's p99 by ${moved} (target: < 50 ms)`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
