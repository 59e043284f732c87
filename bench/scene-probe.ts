// What the scene benches share: Chromium and a server of the built client, a table opened in the lobby, waiting for a view, three's renderer counters
// of the last frame (`window.__tavolo.renderer()`) per camera, drawn-frame sampling in the page, the WebGL renderer's
// name and progress lines (statistics: stats.ts). Page-side code is sent as string scripts: tsx names inner
// functions with a helper the page lacks.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PLAY_SIZE, launchChromium, startTestServer, waitForStill } from '../test/e2e/browser.js';
import type { RenderInfo } from '../client/debug.js';
import { median, quantile } from './stats.js';

/** The counters of the last frame the canvas drew (three resets them at each frame). */
export async function countersNow(page: Page): Promise<RenderInfo> {
  // A view can arrive before the game's scene has mounted its canvas (its chunk still loading): wait for the canvas.
  await page
    .waitForFunction(() => (window.__tavolo?.renderer() ?? null) !== null, null, { timeout: 60_000 })
    .catch(() => {});
  const info = await page.evaluate(() => window.__tavolo?.renderer() ?? null);
  if (!info) throw new Error('no canvas on the page');
  return info;
}

/** One printed line of counters. */
export function counterLine(label: string, info: RenderInfo): string {
  return `${label}: ${info.calls} draw calls, ${info.triangles.toLocaleString('en')} triangles, ${info.textures} textures, ${info.geometries} geometries, ${info.programs} shader programs`;
}

/**
 * Page-side script text run before the page's own (a context's init script): every requestAnimationFrame
 * callback the page registers (R3F's loop, its after-effects, the app's own) is timed with performance.now()
 * around it, and the times of one animation frame (callbacks that share its timestamp) are added up. That is the
 * main thread's work inside the frame: R3F's useFrame callbacks, three's scene walk and renderer.render with every
 * WebGL call it makes (commands for the GPU process, and the calls that wait for it: a shader's link status, a
 * texture's upload). With software WebGL the rasterising itself runs in Chromium's GPU process, not in it.
 * After each callback, outside the timed span, the renderer's counters are noted: whether the canvas drew in
 * that frame, and whether shader programs, textures or geometries were created in it.
 */
export const FRAME_WORK_SCRIPT = `{
  const raf = window.requestAnimationFrame.bind(window);
  const log = { on: false, ts: [], ms: [], frame: [], programs: [], textures: [], geometries: [] };
  window.__benchFrameWork = log;
  window.requestAnimationFrame = (cb) => raf((ts) => {
    if (cb.__benchOwn || !log.on) return cb(ts);
    const t0 = performance.now();
    try { return cb(ts); } finally {
      const ms = performance.now() - t0;
      const r = window.__tavolo && window.__tavolo.renderer ? window.__tavolo.renderer() : null;
      let n = log.ts.length;
      if (n === 0 || log.ts[n - 1] !== ts) { log.ts.push(ts); log.ms.push(0); n += 1; }
      log.ms[n - 1] += ms;
      log.frame[n - 1] = r ? r.frame : 0;
      log.programs[n - 1] = r ? r.programs : 0;
      log.textures[n - 1] = r ? r.textures : 0;
      log.geometries[n - 1] = r ? r.geometries : 0;
    }
  });
}`;

/** One drawn frame's main-thread work (FRAME_WORK_SCRIPT) and what it created: shader programs, textures, geometries. */
export interface FrameWork {
  /** When the frame began, ms after the sampling did. */
  readonly at: number;
  readonly ms: number;
  readonly programs: number;
  readonly textures: number;
  readonly geometries: number;
}

/**
 * What a sampling found: time between animation frames in which the canvas drew (ms), renderer.render calls, and
 * (with FRAME_WORK_SCRIPT on the page) the main-thread work of each frame in which the canvas drew.
 */
export interface FrameSample {
  readonly intervals: number[];
  readonly drawn: number;
  readonly work: FrameWork[];
}

/**
 * Page-side script text: from now, records over `ms` the requestAnimationFrame intervals of the ticks in which
 * the canvas drew, the renders meanwhile and each drawn frame's work, then calls `done` (a page-side expression)
 * with a FrameSample. Its own callback is left out of the work.
 */
export function frameSamplerScript(ms: number, done: string): string {
  return `{
    const t = window.__tavolo;
    const log = window.__benchFrameWork;
    const frameNow = () => (t.renderer() ? t.renderer().frame : 0);
    const intervals = [];
    const first = frameNow();
    let last = first, start = -1, prev = -1, from = 0;
    if (log) { log.on = true; from = log.ts.length; }
    const drawnWork = () => {
      if (!log) return [];
      const out = [];
      let frame = first, programs = -1, textures = -1, geometries = -1;
      for (let i = from; i < log.ts.length; i++) {
        if (programs < 0) { programs = log.programs[i]; textures = log.textures[i]; geometries = log.geometries[i]; }
        if (log.frame[i] !== frame) out.push({ at: log.ts[i] - start, ms: log.ms[i], programs: log.programs[i] - programs, textures: log.textures[i] - textures, geometries: log.geometries[i] - geometries });
        frame = log.frame[i]; programs = log.programs[i]; textures = log.textures[i]; geometries = log.geometries[i];
      }
      log.on = false;
      log.ts.length = log.ms.length = log.frame.length = log.programs.length = log.textures.length = log.geometries.length = 0;
      return out;
    };
    const tick = (now) => {
      const f = frameNow();
      if (start < 0) start = now;
      else if (f !== last) intervals.push(now - prev); // a tick in which the canvas drew
      last = f;
      prev = now;
      if (now - start < ${ms}) requestAnimationFrame(tick);
      else (${done})({ intervals, drawn: frameNow() - first, work: drawnWork() });
    };
    tick.__benchOwn = true;
    requestAnimationFrame(tick);
  }`;
}

/** Drawn-frame intervals (ms), renders and each drawn frame's work over `ms`, from now. */
export function sampleFrames(page: Page, ms: number): Promise<FrameSample> {
  return page.evaluate(`new Promise((resolve) => ${frameSamplerScript(ms, 'resolve')})`) as Promise<FrameSample>;
}

/** The size the frame figures are taken at, as the issue asks: 1280×720. */
export const FRAME_SIZE = { width: 1280, height: 720 } as const;

/** What a sample's frame work says in one line: p95 / slowest, frames, and what the slowest created. */
export function workLine(label: string, s: FrameSample): string {
  if (s.work.length === 0) return `${label}: no drawn frame with its work measured`;
  const ms = s.work.map((w) => w.ms);
  const slow = s.work.reduce((a, b) => (b.ms > a.ms ? b : a));
  const signed = (n: number, what: string) => (n ? `${n > 0 ? '+' : ''}${n} ${what}` : '');
  const made = [
    signed(slow.programs, 'shader programs'),
    signed(slow.textures, 'textures'),
    signed(slow.geometries, 'geometries'),
  ].filter(Boolean);
  return `${label}: main-thread work per drawn frame p95 ${quantile(ms, 0.95).toFixed(1)} ms, slowest ${slow.ms.toFixed(1)} ms${made.length ? ` (${made.join(', ')})` : ''}, median ${median(ms).toFixed(1)} ms, ${ms.length} frames`;
}

/** The summary a scene suite ends with: each timed animation's p95 / slowest work, each visited state's draw calls, the max. */
export function summaryTable(
  game: string,
  animations: readonly { readonly label: string; readonly sample: FrameSample }[],
  states: readonly { readonly label: string; readonly info: RenderInfo }[],
): string {
  const rows = [`summary, ${game} (targets: p95 ≤ 4 ms, no frame over 16 ms, ≤ 60 draw calls):`];
  rows.push('  | animation (1280×720) | frames | p95 ms | slowest ms |', '  |---|---|---|---|');
  for (const { label, sample } of animations) {
    const ms = sample.work.map((w) => w.ms);
    rows.push(
      `  | ${label} | ${ms.length} | ${quantile(ms, 0.95).toFixed(1)} | ${ms.length ? Math.max(...ms).toFixed(1) : 'NaN'} |`,
    );
  }
  rows.push(
    "  | scene state | draw calls (three's counter: the main pass, reset after the shadow pass) |",
    '  |---|---|',
  );
  for (const { label, info } of states) rows.push(`  | ${label} | ${info.calls} |`);
  rows.push(`  | **max** | **${Math.max(...states.map((s) => s.info.calls))}** |`);
  return rows.join('\n');
}

/** The WebGL renderer the page draws with (SwiftShader here: software; a GPU's name under CHROMIUM_GPU). */
export function webglRenderer(page: Page): Promise<string> {
  return page.evaluate(() => {
    const gl = document.createElement('canvas').getContext('webgl2');
    const ext = gl?.getExtension('WEBGL_debug_renderer_info');
    return gl ? String(gl.getParameter(ext ? ext.UNMASKED_RENDERER_WEBGL : gl.RENDERER)) : 'no WebGL2';
  });
}

/** How a frame-time line names what drew it: software WebGL is no GPU figure; a GPU's renderer is. */
export function drawnBy(renderer: string): string {
  return /SwiftShader|llvmpipe|software/i.test(renderer)
    ? `software WebGL (${renderer}), not a GPU figure`
    : `WebGL on the GPU (${renderer})`;
}

/** Runs `body` with Chromium and a server of the built client (bots answer after 300 ms), both stopped after. */
export async function withServedBrowser(body: (browser: Browser, url: string) => Promise<void>): Promise<void> {
  const server = await startTestServer(300, 'bench');
  const browser = await launchChromium();
  try {
    await body(browser, server.url);
  } finally {
    await browser.close().catch(() => undefined);
    await server.stop();
  }
}

/** What a bench page's browser context may differ in from the default (PLAY_SIZE, ratio 1): a phone's size, ratio and touch; a script run before the page's own. */
export interface BenchContext {
  readonly viewport?: { readonly width: number; readonly height: number };
  readonly deviceScaleFactor?: number;
  readonly touch?: boolean;
  readonly initScript?: string;
}

/** A page (English, two-minute waits; PLAY_SIZE at ratio 1 unless `ctx` says otherwise) on which 'Bench' has made a table of `game` (default: the lobby's) with the default seats. */
export async function openBenchTable(
  browser: Browser,
  url: string,
  game?: string,
  ctx: BenchContext = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const touch = ctx.touch ? { hasTouch: true, isMobile: true } : {};
  const context = await browser.newContext({
    viewport: { ...(ctx.viewport ?? PLAY_SIZE) },
    locale: 'en-US',
    deviceScaleFactor: ctx.deviceScaleFactor ?? 1,
    ...touch,
  });
  context.setDefaultTimeout(120_000);
  await context.addInitScript(FRAME_WORK_SCRIPT);
  if (ctx.initScript) await context.addInitScript(ctx.initScript);
  const page = await context.newPage();
  await page.goto(`${url}/`);
  await page.fill('#lobby-name', 'Bench');
  if (game) await page.selectOption('[data-testid=lobby-game]', game);
  await page.getByTestId('lobby-create').click(); // default seats: a person, then the bot
  await page.waitForURL(/\/t\/[A-Z0-9]+$/);
  return { context, page };
}

/** A spectator's page (FRAME_SIZE, English) on a table of `game` that 'Bench' made in the lobby with `seats` bots and no person: the issue's way of watching frames. */
export async function watchBotTable(browser: Browser, url: string, game: string, seats = 2): Promise<Page> {
  const context = await browser.newContext({ viewport: { ...FRAME_SIZE }, locale: 'en-US', deviceScaleFactor: 1 });
  context.setDefaultTimeout(120_000);
  await context.addInitScript(FRAME_WORK_SCRIPT);
  const page = await context.newPage();
  await page.goto(`${url}/`);
  await page.fill('#lobby-name', 'Bench');
  await page.selectOption('[data-testid=lobby-game]', game);
  if (seats !== 2) await page.getByTestId(`lobby-seat-count-${seats}`).click();
  for (let i = 0; i < seats; i++) await page.getByTestId(`lobby-seat-${i}-bot`).click();
  await page.getByTestId('lobby-create').click();
  await page.waitForURL(/\/t\/[A-Z0-9]+$/);
  return page;
}

/** How long a spectator watches a bots' table for its frame figures, ms (the issue's method: 30 s). */
export const WATCH_MS = 30_000;
/** How long the watched table's bots wait before each action, ms: a person's pace, so that 30 s see a game to its end (a Laser duel of bots takes ~20 actions). */
const WATCH_BOT_DELAY_MS = 1000;

/**
 * The issue's frame figures: on a server of its own whose bots answer after WATCH_BOT_DELAY_MS, a spectator
 * (FRAME_SIZE) opens a new table of `seats` bots of `game`, waits for its first frames to be drawn and the table to
 * rest (the page's loading is not an animation), then samples every drawn frame's work for `ms` while the bots play
 * (to the end, where they finish sooner: the end's reveal included).
 */
export async function watchedFrames(browser: Browser, game: string, seats = 2, ms = WATCH_MS): Promise<FrameSample> {
  const server = await startTestServer(WATCH_BOT_DELAY_MS, 'bench');
  try {
    const page = await watchBotTable(browser, server.url, game, seats);
    await page.waitForFunction(() => (window.__tavolo?.renderer()?.frame ?? 0) > 0, null, { polling: 100 });
    // The page's loading is over once the table rests; bots that keep it moving: sampled from 10 s on.
    await waitForStill(page, 10_000).catch(() => undefined);
    const sample = await sampleFrames(page, ms);
    await page.context().close();
    return sample;
  } finally {
    await server.stop();
  }
}

/** Waits until the page's store view satisfies `pred` (gives up after `ms` rather than hang the bench). */
export async function waitForView<V>(page: Page, pred: (v: V) => boolean, ms = 120_000): Promise<V> {
  const end = Date.now() + ms;
  for (;;) {
    const v = (await page.evaluate(() => window.__tavolo!.store.getState().view)) as V | null;
    if (v && pred(v)) return v;
    if (Date.now() > end) throw new Error('the table never reached the state the bench waits for');
    await page.waitForTimeout(200);
  }
}

/** The counters of the seat camera (the one shown now) and of the top camera, the scene at rest; back on the seat camera after. */
export async function seatAndTopCounters(page: Page): Promise<{ seat: RenderInfo; top: RenderInfo }> {
  await waitForStill(page);
  const seat = await countersNow(page);
  await page.keyboard.press('2');
  await waitForStill(page);
  const top = await countersNow(page);
  await page.keyboard.press('1');
  await waitForStill(page);
  return { seat, top };
}

const t0 = Date.now();
/** A progress line on stderr with TAVOLO_BENCH_VERBOSE=1. */
export function progress(what: string): void {
  if (process.env.TAVOLO_BENCH_VERBOSE) console.error(`  [${((Date.now() - t0) / 1000).toFixed(1)} s] ${what}`);
}
