// The browser side of the end-to-end tests and the scene benchmark: Debian's Chromium via playwright-core,
// one server on a free port serving the built client, and a watcher that records what a person would not
// see: console errors, page errors, failed requests, and any request that leaves this machine.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startServer, type RunningServer, type ServerConfig } from '../../server/app.js';
import { pinnedSeeds } from '../pinned-seeds.js';
import { DIST, ensureClientBuilt } from './build.js';

/**
 * On a machine with a GPU, CHROMIUM_GPU holds the flags that let Chromium use it (e.g. `--use-angle=vulkan
 * --ignore-gpu-blocklist`), in place of `--disable-gpu`: the scene benchmark then measures real frame times.
 */
const GPU_FLAGS = process.env.CHROMIUM_GPU?.split(/\s+/).filter(Boolean) ?? ['--disable-gpu'];

/** Chromium flags for headless runs (software WebGL on this machine: no GPU, unless CHROMIUM_GPU says how to use one). */
export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  ...GPU_FLAGS,
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

/** Where Chromium is: CHROMIUM, else Debian's package. */
export const CHROMIUM_PATH = process.env.CHROMIUM ?? '/usr/bin/chromium';

/** Starts Chromium; the caller closes it. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
}

/** A running server for browser tests, with its own data folder. */
export interface TestServer {
  readonly url: string;
  readonly server: RunningServer;
  /** The server's log lines so far (kept, not printed: a failed step writes them beside its pictures). */
  readonly logLines: readonly string[];
  stop(): Promise<void>;
}

/**
 * Builds the client when stale, then starts the real server on a free port serving it; its tables' deals are
 * pinned by `deals` (pinnedSeeds: the test file's name).
 */
export async function startTestServer(
  botDelayMs: number,
  deals: string,
  extra: Partial<ServerConfig> = {},
): Promise<TestServer> {
  await ensureClientBuilt();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tavolo-e2e-'));
  const logLines: string[] = [];
  const server = await startServer({
    port: 0,
    dataDir,
    botDelayMs,
    staticDir: DIST,
    host: '127.0.0.1',
    diceWorkers: 1,
    log: (message, error) => logLines.push(`${new Date().toISOString()} ${message}${error ? ` ${logged(error)}` : ''}`),
    seeds: pinnedSeeds(deals),
    ...extra,
  });
  return {
    url: `http://127.0.0.1:${server.port}`,
    server,
    logLines,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What went wrong in one page, by kind; warnings are kept apart (reported, not failures). */
export interface Problems {
  readonly errors: string[];
  readonly warnings: string[];
  /** Requests to a host other than this machine. */
  readonly outside: string[];
}

/** An empty problem list. */
export function noProblems(): Problems {
  return { errors: [], warnings: [], outside: [] };
}

/** A log line's error in one line: its code or name and message. */
function logged(error: unknown): string {
  if (error instanceof Error) return `${(error as { code?: unknown }).code ?? error.name}: ${error.message}`;
  return typeof error === 'object' ? JSON.stringify(error) : String(error);
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** What a page threw, in words: an Error's name, message and first stack lines; any other value as itself. */
function thrownText(e: unknown): string {
  if (e instanceof Error)
    return `${e.name}: ${e.message}${e.stack ? ` ${e.stack.split('\n').slice(1, 4).join(' ').trim()}` : ''}`;
  let shown: string;
  try {
    shown = JSON.stringify(e) ?? String(e);
  } catch {
    shown = String(e);
  }
  return `a thrown ${e === null ? 'null' : typeof e} (not an Error): ${shown.slice(0, 300)}`;
}

/** Records the page's console errors, page errors, failed requests and requests leaving localhost. */
export function watchPage(page: Page, label: string, into: Problems): void {
  page.on('console', (m) => {
    const where = m.location();
    const at = where.url ? ` (${where.url.replace(/^https?:\/\/[^/]+/, '')}:${where.lineNumber})` : '';
    if (m.type() === 'error') into.errors.push(`${label}: console error: ${m.text()}${at}`);
    else if (m.type() === 'warning') into.warnings.push(`${label}: console warning: ${m.text()}`);
  });
  // The context's web errors carry where the page threw (a rejection with no reason has no stack of its own).
  page.context().on('weberror', (w) => {
    if (w.page() !== page) return;
    const at = w.location();
    const where = at.url
      ? ` (thrown at ${at.url.replace(/^https?:\/\/[^/]+/, '')}:${at.line + 1}:${at.column + 1})`
      : '';
    into.errors.push(
      `${label}: page error on ${page.url().replace(/^https?:\/\/[^/]+/, '')}: ${thrownText(w.error())}${where}`,
    );
  });
  page.on('requestfailed', (r) => {
    const why = r.failure()?.errorText ?? '';
    // A reload or navigation cancels what the old page was still fetching: not a failure a person sees.
    if (why === 'net::ERR_ABORTED') return;
    into.errors.push(`${label}: request failed: ${r.url()} (${why})`);
  });
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.protocol === 'data:' || u.protocol === 'blob:') return;
    if (!LOCAL_HOSTS.has(u.hostname)) into.outside.push(`${label}: ${r.url()}`);
  });
  page.on('websocket', (ws) => {
    const u = new URL(ws.url());
    if (!LOCAL_HOSTS.has(u.hostname)) into.outside.push(`${label}: websocket ${ws.url()}`);
  });
}

/** One person at the table: a browser context (its own storage) and its page. */
export interface Person {
  readonly label: string;
  readonly context: BrowserContext;
  readonly page: Page;
}

/**
 * The window size people play in during tests: software WebGL costs about a second per frame at 1280×800 on
 * this machine and a quarter of that here (the app's compact layout). Screenshots are taken at SHOT_SIZE.
 */
export const PLAY_SIZE = { width: 800, height: 500 } as const;
/** The window size of screenshots. */
export const SHOT_SIZE = { width: 1280, height: 800 } as const;

/**
 * How much the tests' pages move: 'reduce' (the default) asks for reduced motion, so every animation plays in the
 * same code at the table's faster clock (scene/motion.ts) and software WebGL draws fewer frames; 'full' where a
 * test is about the motion itself (Masterdice's dice thrown at full speed).
 */
export type Motion = 'reduce' | 'full';

/** Opens a fresh context (English, PLAY_SIZE, `motion`, `timeoutMs` for every action) with one watched page. */
export async function newPerson(
  browser: Browser,
  label: string,
  problems: Problems,
  timeoutMs = 90_000,
  motion: Motion = 'reduce',
): Promise<Person> {
  const context = await browser.newContext({
    viewport: { ...PLAY_SIZE },
    locale: 'en-US',
    deviceScaleFactor: 1,
    reducedMotion: motion === 'reduce' ? 'reduce' : 'no-preference',
  });
  context.setDefaultTimeout(timeoutMs);
  const page = await context.newPage();
  watchPage(page, label, problems);
  return { label, context, page };
}

/** The people one test file opens: all watched into one problem list, every page running the file's init script. */
export interface Cast {
  readonly problems: Problems;
  readonly people: Person[];
  /** Opens a person in `browser` (see newPerson) and adds them to the cast. */
  join(browser: Browser, label: string): Promise<Person>;
  /** For a failed step: a picture of every open page (`<prefix><step>-<label>.png` in `dir`), to see what each person saw. */
  pictureFailure(
    task: { readonly name: string; readonly result?: { readonly state?: string } },
    dir: string,
    prefix: string,
  ): Promise<void>;
}

/** A cast whose pages all run `initScript` (a view recorder) before the app, at `motion`. */
export function makeCast(initScript: string, motion: Motion = 'reduce'): Cast {
  const problems = noProblems();
  const people: Person[] = [];
  return {
    problems,
    people,
    async join(browser, label) {
      const p = await newPerson(browser, label, problems, 90_000, motion);
      await p.context.addInitScript(initScript);
      people.push(p);
      return p;
    },
    async pictureFailure(task, dir, prefix) {
      if (task.result?.state !== 'fail') return;
      const step = task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 40);
      for (const p of people) {
        if (p.page.isClosed()) continue;
        await p.page
          .screenshot({ path: path.join(dir, `${prefix}${step}-${p.label}.png`), timeout: 20_000 })
          .catch(() => undefined);
      }
    },
  };
}

/**
 * What still moves on the page's table (window.__tavolo.moving(): a frame asked for, a camera glide, panels not
 * framed yet, the director on a close shot), read at two animation frames in a row with no frame drawn between;
 * empty when the table rests. A page without a table canvas has nothing to wait for.
 */
export function motionOn(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const t = window.__tavolo;
    const info = t?.renderer();
    if (!t || !info) return [];
    const first = t.moving();
    if (first.length > 0) return first;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const then = t.moving();
    if (then.length > 0) return then;
    return t.renderer()?.frame === info.frame ? [] : ['a frame drawn'];
  });
}

/**
 * Waits until the table rests: it has drawn, and nothing on it moves or is about to (motionOn). It waits for that
 * state, never for a quiet spell of time (a slow software frame on a busy machine is no rest). Returns what still
 * moved when it gave up after `timeoutMs` (a cinematic camera never rests), else an empty list.
 */
export async function waitForStill(page: Page, timeoutMs = 60_000): Promise<string[]> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const moving = await motionOn(page);
    if (process.env.TAVOLO_E2E_TRACE && moving.length > 0)
      console.error(`[${((Date.now() - traceStart) / 1000).toFixed(1)} s] still moving: ${moving.join(', ')}`);
    if (moving.length === 0 || Date.now() > end) return moving;
    await page.waitForTimeout(50);
  }
}

/**
 * Whether the tests save pictures for people to look at: always outside CI, in CI only with TAVOLO_E2E_SHOTS=1.
 * Nobody looks at CI's pictures, and each costs seconds of software WebGL at 1280×800 (a failed step still
 * leaves a picture of every page: Cast.pictureFailure).
 */
export const PICTURES = !process.env.CI || process.env.TAVOLO_E2E_SHOTS === '1';

/** A picture of one element (a form, a panel) into `file`, when PICTURES. */
export async function pictureOf(
  target: { screenshot(o: { path: string }): Promise<unknown> },
  file: string,
): Promise<void> {
  if (PICTURES) await target.screenshot({ path: file });
}

/** A screenshot at SHOT_SIZE once the scene is still, then back to the size the page had (only when PICTURES). */
export function screenshotAt(page: Page, file: string): Promise<void> {
  if (!PICTURES) return Promise.resolve();
  return traced(`screenshot ${path.basename(file)}`, async () => {
    const size = page.viewportSize();
    await page.setViewportSize({ ...SHOT_SIZE });
    await waitForStill(page);
    await page.screenshot({ path: file });
    if (size) await page.setViewportSize(size);
  });
}

const traceStart = Date.now();
/** With TAVOLO_E2E_TRACE=1, prints how long each step took (to find what is slow on a loaded machine). */
export async function traced<T>(what: string, step: () => Promise<T>): Promise<T> {
  if (!process.env.TAVOLO_E2E_TRACE) return step();
  const t = Date.now();
  try {
    return await step();
  } finally {
    console.error(
      `[${((Date.now() - traceStart) / 1000).toFixed(1)} s] ${what}: ${((Date.now() - t) / 1000).toFixed(1)} s`,
    );
  }
}

/** The page's current game view (the table store's), or null before a table shows. */
export function viewIn<V>(page: Page): Promise<V | null> {
  return page.evaluate(() => (window.__tavolo?.store.getState().view ?? null) as unknown) as Promise<V | null>;
}

/** Waits until the page's view satisfies `pred` (evaluated here on each poll); throws after `ms`. */
export async function waitForView<V>(page: Page, what: string, pred: (v: V) => boolean, ms = 90_000): Promise<V> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await viewIn<V>(page);
    if (v && pred(v)) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await page.waitForTimeout(150);
  }
}

/**
 * Aims and clicks like a person: moves the mouse over the spot `at()` gives (page pixels, asked again on each
 * try) until the scene shows it can be clicked there (the pointer cursor), clicks, and waits for `landed`.
 * Aims again when the click did not land: after a screenshot resize the camera may take a few slow software
 * frames to settle.
 */
export async function aimAndClick<V>(
  page: Page,
  at: () => Promise<{ x: number; y: number }>,
  what: string,
  landed: (v: V) => boolean,
): Promise<V> {
  for (let attempt = 0; attempt < 6; attempt++) {
    await waitForStill(page, 15_000);
    const p = await at();
    await page.mouse.move(p.x, p.y);
    const aimed = await page
      .waitForFunction(() => document.body.style.cursor === 'pointer', null, { timeout: 5_000 })
      .then(
        () => true,
        () => false,
      );
    if (aimed) {
      await page.mouse.click(p.x, p.y);
      const v = await waitForView(page, what, landed, 20_000).catch(() => null);
      if (v) return v;
    }
    await page.mouse.move(p.x + 60, p.y + 60);
  }
  throw new Error(`no click landed: ${what}`);
}

/** Page pixels of a scene point through the live camera (the debug hook's projection). */
export async function projectPoint(
  page: Page,
  at: readonly [number, number, number],
): Promise<{ x: number; y: number }> {
  // The table's canvas may still be mounting (its chunk, a reload): its projection is waited for, not read once.
  const px = await page
    .waitForFunction(([x, y, z]) => window.__tavolo!.project(x, y, z), at, { timeout: 30_000 })
    .then((h) => h.jsonValue())
    .catch(() => null);
  if (!px) throw new Error('no table canvas');
  return px;
}

/** What a browser test file shares: its server and its Chromium, set once its beforeAll has run. */
export interface BrowserSuite {
  readonly server: TestServer;
  readonly browser: Browser;
}

/**
 * Registers a browser test file's set-up: a test server (bots answer after 250 ms; `serverConfig` over the test
 * defaults) and Chromium before the tests, both stopped after; and, for a failed step, a picture of every page of `cast` in `artifacts` named
 * `<prefix><step>-<person>.png`.
 */
export function browserSuite(
  cast: Cast,
  artifacts: string,
  prefix: string,
  serverConfig: Partial<ServerConfig> = {},
): BrowserSuite {
  const live = {} as { server: TestServer; browser: Browser };
  beforeAll(async () => {
    if (!existsSync(CHROMIUM_PATH))
      throw new Error(`Chromium not found at ${CHROMIUM_PATH} (.ci/run installs Debian's chromium)`);
    mkdirSync(artifacts, { recursive: true });
    live.server = await startTestServer(250, prefix, serverConfig);
    live.browser = await launchChromium();
  }, 600_000);
  afterAll(async () => {
    await live.browser?.close();
    await live.server?.stop();
  }, 60_000);
  afterEach(async (ctx) => {
    await cast.pictureFailure(ctx.task, artifacts, prefix);
    if (ctx.task.result?.state !== 'fail') return;
    // Both sides of a failure beside its pictures: the pages' console (warnings too: a connection closed, a
    // refusal) and the server's log so far.
    const { errors, warnings, outside } = cast.problems;
    const lines = [...errors, ...warnings.map((w) => `warning ${w}`), ...outside.map((o) => `outside ${o}`)];
    writeFileSync(path.join(artifacts, `${prefix}console.txt`), `${lines.join('\n')}\n`);
    if (live.server) writeFileSync(path.join(artifacts, `${prefix}server.log`), `${live.server.logLines.join('\n')}\n`);
  }, 120_000);
  return live;
}

/**
 * Waits until the table's panels are in: their chunk loads once the first frame is on screen
 * (client/ui/table/later.ts), so a step that reads them, or says one is absent, waits for them first.
 */
export async function panelsIn(page: Page): Promise<void> {
  await page.locator('.seats-panel').waitFor({ state: 'attached' });
}

/** On a narrow window the top bar's other controls (sound, photo, cameras, language) and the panels fold into the Menu drawer: opens it if folded. */
export async function unfoldMenu(page: Page): Promise<void> {
  // The table's top bar first (a page just reloaded may not have drawn it yet: the button looked hidden then).
  const toggle = page.getByTestId('menu-toggle');
  await toggle.waitFor({ state: 'attached' });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') {
    await toggle.click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="menu-toggle"]')?.getAttribute('aria-expanded') === 'true',
    );
  }
}

/**
 * A seated player presses Pause bots (unless they are paused already) and waits until the table says so: a test that
 * reads a moving table pauses its bots first, so what it reads holds still.
 */
export async function pauseBots(page: Page): Promise<void> {
  const paused = () => page.evaluate(() => window.__tavolo?.store.getState().table?.botsPaused === true);
  if (await paused()) return;
  await unfoldMenu(page);
  await page.getByTestId('bots-pause').click();
  await page.waitForFunction(() => window.__tavolo?.store.getState().table?.botsPaused === true);
}
