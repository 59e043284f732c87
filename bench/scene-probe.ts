// What the scene benches share: Chromium and a server of the built client, a table opened in the lobby, waiting for a view, three's renderer counters
// of the last frame (`window.__tavolo.renderer()`) per camera, drawn-frame sampling in the page, the WebGL renderer's
// name and progress lines (statistics: stats.ts). Page-side code is sent as string scripts: tsx names inner
// functions with a helper the page lacks.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PLAY_SIZE, launchChromium, startTestServer, waitForStill } from '../test/e2e/browser.js';
import type { RenderInfo } from '../client/debug.js';

/** The counters of the last frame the canvas drew (three resets them at each frame). */
export async function countersNow(page: Page): Promise<RenderInfo> {
  const info = await page.evaluate(() => window.__tavolo?.renderer() ?? null);
  if (!info) throw new Error('no canvas on the page');
  return info;
}

/** One printed line of counters. */
export function counterLine(label: string, info: RenderInfo): string {
  return `${label}: ${info.calls} draw calls, ${info.triangles.toLocaleString('en')} triangles, ${info.textures} textures, ${info.geometries} geometries, ${info.programs} shader programs`;
}

/** What a sampling found: time between animation frames in which the canvas drew (ms), and renderer.render calls. */
export interface FrameSample {
  readonly intervals: number[];
  readonly drawn: number;
}

/**
 * Page-side script text: from now, records over `ms` the requestAnimationFrame intervals of the ticks in which
 * the canvas drew and the renders meanwhile, then calls `done` (a page-side expression) with a FrameSample.
 */
export function frameSamplerScript(ms: number, done: string): string {
  return `{
    const t = window.__tavolo;
    const frameNow = () => (t.renderer() ? t.renderer().frame : 0);
    const intervals = [];
    const first = frameNow();
    let last = first, start = -1, prev = -1;
    const tick = (now) => {
      const f = frameNow();
      if (start < 0) start = now;
      else if (f !== last) intervals.push(now - prev); // a tick in which the canvas drew
      last = f;
      prev = now;
      if (now - start < ${ms}) requestAnimationFrame(tick);
      else (${done})({ intervals, drawn: frameNow() - first });
    };
    requestAnimationFrame(tick);
  }`;
}

/** Drawn-frame intervals (ms) and renders over `ms`, from now. */
export function sampleFrames(page: Page, ms: number): Promise<FrameSample> {
  return page.evaluate(`new Promise((resolve) => ${frameSamplerScript(ms, 'resolve')})`) as Promise<FrameSample>;
}

/** The WebGL renderer the page draws with (SwiftShader here: software). */
export function webglRenderer(page: Page): Promise<string> {
  return page.evaluate(() => {
    const gl = document.createElement('canvas').getContext('webgl2');
    const ext = gl?.getExtension('WEBGL_debug_renderer_info');
    return gl ? String(gl.getParameter(ext ? ext.UNMASKED_RENDERER_WEBGL : gl.RENDERER)) : 'no WebGL2';
  });
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
  if (ctx.initScript) await context.addInitScript(ctx.initScript);
  const page = await context.newPage();
  await page.goto(`${url}/`);
  await page.fill('#lobby-name', 'Bench');
  if (game) await page.selectOption('[data-testid=lobby-game]', game);
  await page.getByTestId('lobby-create').click(); // default seats: a person, then the bot
  await page.waitForURL(/\/t\/[A-Z0-9]+$/);
  return { context, page };
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
