// Several processes heal by themselves, in Chromium (issue 28): a private redis-server and two server processes,
// A and B, each serving the built client. A Masterdice table lives on A; its second player and a spectator come
// by B's address (as they would behind one load balancer), and a third page watches B's lobby. Then:
// 1. A is killed with SIGKILL: the pages keep retrying (they hear that the table's process is down), the lobby
//    drops the table, and once A starts again on its folder both pages are back by themselves (no reload): the
//    player in his seat, the spectator watching, at the version they left; the game goes on.
// 2. Redis is killed and A with it: the pages keep retrying (the shared list is away); Redis starts again
//    (empty), then A: the pages are back by themselves again, and the game goes on to a new move.
// The test waits for states, never for time; the seconds each step took are printed.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MasterdiceView } from '../../shared/games/masterdice/index.js';
import { createTable, joinTable, type Player, waitFor } from '../server/helpers.js';
import {
  bundleServer,
  freePort,
  redisServerPath,
  startRedis,
  startServerProcess,
  type RedisProcess,
  type ServerProcess,
} from '../server/processes.js';
import { CHROMIUM_PATH, launchChromium, makeCast, type Person, screenshotAt } from './browser.js';
import { DIST, ensureClientBuilt, ROOT } from './build.js';
import { rollCode, SLOW_MS, VIEW_RECORDER, waitForBoard } from './masterdice-ui.js';

const ARTIFACTS = path.join(ROOT, 'test-artifacts', 'e2e');
/** A step: processes start and stop, and software WebGL draws three pages on two cores. */
const STEP_MS = 240_000;
/** The pages' window: nothing here is about pictures (the one screenshot resizes), and small frames cost little. */
const SMALL = { width: 400, height: 250 } as const;

/** Opens a person's page at `url` in a small window. */
async function visit(label: string, url: string): Promise<Person> {
  const p = await cast.join(browser, label);
  await p.page.setViewportSize({ ...SMALL });
  await p.page.goto(url);
  return p;
}

const hasChromium = existsSync(CHROMIUM_PATH);
const redisBinary = redisServerPath();
if (process.env.CI && (!hasChromium || !redisBinary))
  throw new Error('the healing test needs Chromium and redis-server: .ci/run installs both');
if (!hasChromium || !redisBinary)
  console.warn('[heal.test] SKIPPED: it needs Chromium and redis-server (apt-get install chromium redis-server)');

const work = {
  dir: '',
  bundle: '',
  redis: null as RedisProcess | null,
  redisPort: 0,
  a: null as ServerProcess | null,
  b: null as ServerProcess | null,
  aPort: 0,
};
let browser: Browser;
const cast = makeCast(VIEW_RECORDER);

/** Starts process A (again) on its port and folder. */
async function startA(): Promise<ServerProcess> {
  const env = {
    REDIS_URL: work.redis!.url,
    PUBLIC_ADDRESS: `127.0.0.1:${work.aPort}`,
    STATIC_DIR: DIST,
  };
  work.a = await startServerProcess(work.bundle, work.aPort, path.join(work.dir, 'a'), env);
  return work.a;
}

/** What a page's connection shows: its state, why it waits, how many tries so far, its seat and version. */
interface Shown {
  readonly connection: string;
  readonly reason: string | null;
  readonly attempt: number;
  readonly seat: number | null;
  readonly version: number | null;
}

function shown(page: Page): Promise<Shown> {
  return page.evaluate(() => {
    const s = window.__tavolo!.store.getState();
    return {
      connection: s.connection,
      reason: s.reconnect?.reason ?? null,
      attempt: s.reconnect?.attempt ?? 0,
      seat: s.mySeat,
      version: s.table?.version ?? null,
    };
  });
}

/** Waits until the page's connection matches `want` (the listed fields; `attempt` at least). */
async function waitShown(page: Page, want: Partial<Shown>): Promise<Shown> {
  await page.waitForFunction(
    (w) => {
      const s = window.__tavolo?.store.getState();
      if (!s) return false;
      return (
        (w.connection === undefined || s.connection === w.connection) &&
        (w.reason === undefined || (s.reconnect?.reason ?? null) === w.reason) &&
        (w.attempt === undefined || (s.reconnect?.attempt ?? 0) >= w.attempt) &&
        (w.seat === undefined || s.mySeat === w.seat) &&
        (w.version === undefined || (s.table?.version ?? -1) >= (w.version ?? 0))
      );
    },
    want,
    { timeout: SLOW_MS, polling: 100 },
  );
  return shown(page);
}

/** Starts keeping every connection state the page's store goes through (read by `connectionsSeen`). */
async function recordConnections(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __connections?: string[] };
    const store = window.__tavolo!.store;
    w.__connections = [store.getState().connection];
    store.subscribe((s) => {
      if (w.__connections!.at(-1) !== s.connection) w.__connections!.push(s.connection);
    });
  });
}

/** Every connection state the page went through since `recordConnections`, in order (repeats folded). */
function connectionsSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __connections?: string[] }).__connections ?? []);
}

/** Whether the lobby page lists table `code`. */
function listed(page: Page, code: string): Promise<boolean> {
  return page
    .getByTestId(`lobby-table-${code}`)
    .count()
    .then((n) => n > 0);
}

/** Seconds since `t0`, one decimal, for the printed figures. */
const since = (t0: number) => ((Date.now() - t0) / 1000).toFixed(1);

describe.skipIf(!hasChromium || !redisBinary)('several processes heal by themselves, in Chromium', () => {
  let bruno: Person; // the second player, by B's address
  let vera: Person; // a spectator, by B's address
  let lia: Person; // B's lobby
  let anna: Player; // the first player, a test client
  let annaKey = '';
  let code = '';
  let done = 0;
  const requireStep = (n: number) => {
    if (done < n) throw new Error(`step ${n} did not pass`);
  };

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    await ensureClientBuilt();
    work.dir = mkdtempSync(path.join(tmpdir(), 'tavolo-heal-'));
    work.bundle = await bundleServer();
    work.redisPort = await freePort();
    work.redis = await startRedis(redisBinary!, work.redisPort, path.join(work.dir, 'redis'));
    work.aPort = await freePort();
    const bPort = await freePort();
    [, work.b] = await Promise.all([
      startA(),
      startServerProcess(work.bundle, bPort, path.join(work.dir, 'b'), {
        REDIS_URL: work.redis.url,
        PUBLIC_ADDRESS: `127.0.0.1:${bPort}`,
        STATIC_DIR: DIST,
      }),
    ]);
    browser = await launchChromium();
  }, 300_000);

  afterAll(async () => {
    for (const p of cast.people) await p.context.close().catch(() => undefined);
    await browser?.close().catch(() => undefined);
    for (const p of [work.a, work.b, work.redis]) await p?.kill9();
    if (work.dir) rmSync(work.dir, { recursive: true, force: true });
    if (work.bundle) rmSync(work.bundle, { force: true });
  }, 60_000);

  afterEach((ctx) => cast.pictureFailure(ctx.task, ARTIFACTS, 'heal-failed-'), 120_000);

  it(
    'a table on A: its second player and a spectator come by B, the lobby through B lists it, the code is rolled',
    async () => {
      const b = work.b!;
      const bUrl = `http://127.0.0.1:${b.port}`;
      anna = await createTable(work.a!.server, {
        game: 'masterdice',
        seats: [{ kind: 'human' }, { kind: 'human' }],
        name: 'Anna',
      });
      code = anna.welcome!.tableId;
      annaKey = anna.key!.key;

      lia = await visit('lia', `${bUrl}/`);
      await expect.poll(() => listed(lia.page, code), { timeout: SLOW_MS }).toBe(true);

      bruno = await visit('bruno', `${bUrl}/t/${code}`);
      await bruno.page.getByTestId('gate-name').fill('Bruno');
      await bruno.page.getByTestId('gate-join').click();
      await waitShown(bruno.page, { connection: 'connected', seat: 1 });
      await recordConnections(bruno.page);

      vera = await visit('vera', `${bUrl}/t/${code}?spectate=1`);
      await waitShown(vera.page, { connection: 'connected', seat: null });
      await recordConnections(vera.page);

      // Bruno codes game 1: he rolls the code from his page; Anna and Vera see it rolled.
      await rollCode(bruno.page, 'click');
      await waitFor(() => anna.view().codeRolled === true, 'Anna sees the code rolled');
      await waitForBoard(vera.page, { phase: 'attempt' });
      done = 1;
    },
    STEP_MS,
  );

  it(
    'A is killed: the pages keep retrying and the lobby drops the table; A starts again: both pages are back by themselves, at the version they left, and the game goes on',
    async () => {
      requireStep(1);
      const left = (await shown(bruno.page)).version!;
      const killedAt = Date.now();
      await work.a!.kill9();
      // Both pages hear that the table's process is down, and keep trying.
      for (const p of [bruno, vera]) await waitShown(p.page, { reason: 'process-down', attempt: 3 });
      // The lobby through B no longer lists the table of a process that is gone.
      await expect.poll(() => listed(lia.page, code), { timeout: SLOW_MS }).toBe(false);
      const dropped = since(killedAt);
      await screenshotAt(bruno.page, path.join(ARTIFACTS, 'heal-waiting.png'));
      for (const p of [bruno, vera]) expect((await shown(p.page)).connection).toBe('reconnecting');

      const restartAt = Date.now();
      await startA();
      const back = await waitShown(bruno.page, { connection: 'connected', seat: 1, version: left });
      const brunoBack = since(restartAt);
      await waitShown(vera.page, { connection: 'connected', seat: null, version: left });
      const veraBack = since(restartAt);
      await expect.poll(() => listed(lia.page, code), { timeout: SLOW_MS }).toBe(true);
      console.log(
        `[heal] kill -9 of A: the lobby dropped the table after ${dropped} s; after A's restart Bruno was back in ${brunoBack} s, Vera in ${veraBack} s (no reload)`,
      );
      expect(back.version).toBe(left);

      // Anna comes back by her seat key (through B) and rolls her white dice; both pages see the move.
      anna = await joinTable(work.b!.server, code, { seatKey: annaKey });
      expect(anna.seat).toBe(0);
      anna.act(anna.botMove());
      await waitFor(() => anna.version > left, "Anna's roll");
      for (const p of [bruno, vera]) await waitShown(p.page, { version: anna.version });
      expect(anna.errors).toEqual([]);
      done = 2;
    },
    STEP_MS,
  );

  it(
    'Redis is killed and A with it: the pages keep retrying; Redis starts again (empty), then A: both pages are back by themselves and the game goes on',
    async () => {
      requireStep(2);
      const left = anna.version;
      await work.redis!.kill9();
      await work.a!.kill9();
      for (const p of [bruno, vera]) await waitShown(p.page, { reason: 'lobby-unavailable', attempt: 3 });

      const restartAt = Date.now();
      work.redis = await startRedis(redisBinary!, work.redisPort, path.join(work.dir, 'redis'));
      await startA();
      await waitShown(bruno.page, { connection: 'connected', seat: 1, version: left });
      await waitShown(vera.page, { connection: 'connected', seat: null, version: left });
      console.log(`[heal] Redis and A killed: both pages back ${since(restartAt)} s after Redis and A started again`);
      const view = (await bruno.page.evaluate(() => window.__tavolo!.store.getState().view)) as MasterdiceView;
      expect(view.codeRolled).toBe(true);

      anna = await joinTable(work.b!.server, code, { seatKey: annaKey });
      expect(anna.seat).toBe(0);
      expect(anna.version).toBe(left);
      anna.act(anna.botMove());
      await waitFor(() => anna.version > left, "Anna's move");
      for (const p of [bruno, vera]) await waitShown(p.page, { version: anna.version });
      expect(anna.errors).toEqual([]);
      done = 3;
    },
    STEP_MS,
  );

  it('no page ever showed the table as gone or closed, and no page threw', async () => {
    requireStep(3);
    for (const p of [bruno, vera]) {
      const states = await connectionsSeen(p.page);
      expect(states).toContain('reconnecting');
      expect(states.filter((s) => s === 'gone' || s === 'closed')).toEqual([]);
      expect(states.at(-1)).toBe('connected');
    }
    const errors = cast.problems.errors.filter(
      // A process that is down refuses connections: the browser reports each failed socket or request to it.
      (line) => !line.includes(`127.0.0.1:${work.aPort}`) && !/ERR_CONNECTION_REFUSED|WebSocket connection/.test(line),
    );
    expect(errors).toEqual([]);
    expect(cast.problems.outside).toEqual([]);
  });
});
