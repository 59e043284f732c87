// Scene figures for Web: what the table costs to draw. Builds the client if needed, starts the server, opens
// Debian's Chromium, makes Web tables of bots only in the lobby (two seats; five seats with random obstacles)
// and watches them as a spectator: the draw calls and triangles of a whole frame (counted at the WebGL calls, so
// the shadow pass is in) beside three's renderer counters (`window.__tavolo.renderer()`, which three resets after
// the shadow pass: the main pass only), read while the network grows (the frame shown when the table first holds
// five cards, with the card count of that same moment) and at the end for the seat and top cameras (every network
// lit), and the time per frame while the cinematic camera orbits the finished five-seat table. Chromium here
// renders WebGL in software (SwiftShader): frame times say what this machine does, not what a GPU does.
//
// Why the whole frame is counted here: three's counters read the same for both cameras (Web's pieces are never
// frustum-culled and the table is in view from both), and the "grown" reading used to wait for the scene to be
// still, which two bots only allow once the game is over, so it repeated the end's figures.
import type { Browser, Page } from 'playwright-core';
import type { RenderInfo } from '../client/debug.js';
import type { WebView } from '../shared/games/web/game-types.js';
import { PLAY_SIZE, waitForStill } from '../test/e2e/browser.js';
import {
  counterLine,
  progress,
  sampleFrames,
  summaryTable,
  waitForView,
  watchedFrames,
  drawnBy,
  webglRenderer,
  withServedBrowser,
  workLine,
} from './scene-probe.js';
import { median } from './stats.js';

const VIEWPORT = { width: 1280, height: 800 } as const;
/** How long frames are timed while the cinematic camera orbits, ms. */
const ORBIT_MS = 8000;

/**
 * Page-side script run before the app: counts WebGL draw calls and triangles per animation frame (every render
 * pass: shadows, main), keeping in `window.__webGlFrame` the last frame in which three rendered the table once
 * (a tick that also re-photographed the environment's cube map, six renders, is not a table frame).
 */
const GL_COUNTER = `{
  const P = WebGL2RenderingContext.prototype;
  const now = { calls: 0, triangles: 0 };
  window.__webGlFrame = { calls: 0, triangles: 0 };
  const wrap = (name, tris) => {
    const f = P[name];
    P[name] = function (...a) { now.calls++; now.triangles += tris(a); return f.apply(this, a); };
  };
  wrap('drawElements', (a) => (a[0] === 4 ? a[1] / 3 : 0));
  wrap('drawArrays', (a) => (a[0] === 4 ? a[2] / 3 : 0));
  wrap('drawElementsInstanced', (a) => (a[0] === 4 ? (a[1] / 3) * a[4] : 0));
  wrap('drawArraysInstanced', (a) => (a[0] === 4 ? (a[2] / 3) * a[3] : 0));
  let lastFrame = -1;
  const tick = () => {
    // Only a tick in which three rendered the scene exactly once: not the environment's six cube faces.
    const info = window.__tavolo && window.__tavolo.renderer();
    const frame = info ? info.frame : -1;
    if (now.calls > 0 && frame === lastFrame + 1) window.__webGlFrame = { calls: now.calls, triangles: now.triangles };
    lastFrame = frame;
    now.calls = 0; now.triangles = 0;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}`;

/** A whole frame's WebGL draws (shadow pass included). */
interface GlFrame {
  readonly calls: number;
  readonly triangles: number;
}

/** What the last drawn frame cost, read at one moment with the table it showed. */
interface FrameCost {
  readonly cards: number;
  readonly phase: string;
  readonly gl: GlFrame;
  readonly three: RenderInfo;
}

/** The last drawn frame's whole-frame and main-pass counters, and the view's card count and phase at that moment. */
async function frameCost(page: Page): Promise<FrameCost> {
  const r = (await page.evaluate(`(() => {
    const v = window.__tavolo.store.getState().view;
    return { cards: v.table.length, phase: v.phase, gl: window.__webGlFrame, three: window.__tavolo.renderer() };
  })()`)) as FrameCost;
  return r;
}

/** One printed line: the whole frame, then three's main-pass counters. */
function costLine(label: string, c: FrameCost): string {
  const whole =
    c.gl.calls > 0
      ? `${c.gl.calls} draw calls, ${c.gl.triangles.toLocaleString('en')} triangles a frame (shadow pass in)`
      : 'no frame of the table alone drawn yet';
  return `${label}: ${whole}; ${counterLine('main pass', c.three)}`;
}

/** A page watching a Web table of `seats` bots made in the lobby (random obstacles when asked). */
async function watchBots(browser: Browser, url: string, seats: number, obstacles: boolean): Promise<Page> {
  const context = await browser.newContext({ viewport: { ...VIEWPORT }, locale: 'en-US', deviceScaleFactor: 1 });
  context.setDefaultTimeout(120_000);
  await context.addInitScript(GL_COUNTER);
  const page = await context.newPage();
  await page.goto(`${url}/`);
  await page.fill('#lobby-name', 'Bench');
  await page.selectOption('[data-testid=lobby-game]', 'web');
  if (seats !== 2) await page.getByTestId(`lobby-seat-count-${seats}`).click();
  for (let i = 0; i < seats; i++) await page.getByTestId(`lobby-seat-${i}-bot`).click();
  if (obstacles) await page.getByTestId('lobby-opt-obstacles-random').click();
  await page.getByTestId('lobby-create').click();
  await page.waitForURL(/\/t\/[A-Z0-9]+$/);
  return page;
}

/** The seat camera's and the top camera's frame costs, the scene at rest (the game over: nothing moves any more). */
async function bothCameras(page: Page): Promise<{ seat: FrameCost; top: FrameCost }> {
  await page.keyboard.press('1');
  await waitForStill(page);
  const seat = await frameCost(page);
  await page.keyboard.press('2');
  await waitForStill(page);
  const top = await frameCost(page);
  await page.keyboard.press('1');
  await waitForStill(page);
  return { seat, top };
}

/** What one table showed: the frame drawn while it grew (seat camera), and both cameras at the end. */
interface TableFigures {
  readonly label: string;
  readonly grown: FrameCost;
  readonly end: { readonly cables: number; readonly seat: FrameCost; readonly top: FrameCost };
}

async function measure(
  browser: Browser,
  url: string,
  seats: number,
  obstacles: boolean,
): Promise<{ figures: TableFigures; page: Page }> {
  const page = await watchBots(browser, url, seats, obstacles);
  const label = `${seats} bots${obstacles ? ', random obstacles' : ''}`;
  // "Grown": the frame shown as soon as the table holds five cards (bots play on: no waiting for stillness).
  await waitForView<WebView>(page, (x) => x.table.length >= 5 || x.phase === 'over', 240_000);
  await page.waitForTimeout(300);
  const grown = await frameCost(page);
  progress(`${label}: grown table read`);
  const v = await waitForView<WebView>(page, (x) => x.phase === 'over', 240_000);
  const end = { cables: v.cables.length, ...(await bothCameras(page)) };
  progress(`${label}: end read`);
  return { figures: { label, grown, end }, page };
}

/** Prints the Web scene's draw calls per camera on growing and finished tables, and a software frame time. */
export async function run(): Promise<void> {
  await withServedBrowser(async (browser, url) => {
    const two = await measure(browser, url, 2, false);
    await two.page.context().close();
    const five = await measure(browser, url, 5, true);
    const page = five.page;
    await page.setViewportSize({ ...PLAY_SIZE });
    await page.keyboard.press('3');
    await page.waitForTimeout(1500);
    const orbit = await sampleFrames(page, ORBIT_MS);
    await page.keyboard.press('1');
    const renderer = await webglRenderer(page);
    await page.context().close();
    const watched = await watchedFrames(browser, 'web');
    progress('bots watched');

    console.log(
      `Web watched as a spectator (${VIEWPORT.width}×${VIEWPORT.height}, dpr 1), the last drawn frame: whole frame at the WebGL calls, and three's main-pass counters:`,
    );
    for (const f of [two.figures, five.figures]) {
      const g = f.grown;
      console.log(
        `  ${f.label}, while it grew (${g.cards} cards down${g.phase === 'over' ? ', the game already over' : ''}), ${costLine('seat camera', g)}`,
      );
      console.log(
        `  ${f.label}, at the end (${f.end.seat.cards} cards, ${f.end.cables} cables, networks lit), ${costLine('seat camera', f.end.seat)}`,
      );
      console.log(`  ${f.label}, at the end, ${costLine('top camera', f.end.top)}`);
    }
    console.log(`frame time, ${drawnBy(renderer)}:`);
    console.log(
      `  cinematic camera orbiting the finished five-seat table (${PLAY_SIZE.width}×${PLAY_SIZE.height}): median ${median(orbit.intervals).toFixed(0)} ms per frame (${orbit.intervals.length} frames in ${ORBIT_MS / 1000} s)`,
    );
    console.log(
      `  ${workLine('a spectator watching two bots play 30 s (cards flying to the table; 1280×720), main-thread work', watched)}`,
    );
    console.log(
      summaryTable(
        'Web',
        [{ label: 'two bots watched 30 s (card flights)', sample: watched }],
        [two.figures, five.figures].flatMap((f) => [
          { label: `${f.label}, while it grew, seat camera`, info: f.grown.three },
          { label: `${f.label}, at the end, seat camera`, info: f.end.seat.three },
          { label: `${f.label}, at the end, top camera`, info: f.end.top.three },
        ]),
      ),
    );
  });
}

// `npx tsx bench/web-scene.ts` runs it alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  await run();
  process.exit(0);
}
