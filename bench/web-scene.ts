// Scene figures for Web: what the table costs to draw. Builds the client if needed, starts the server, opens
// Debian's Chromium, makes Web tables of bots only in the lobby (two seats; five seats with random obstacles)
// and watches them as a spectator: three's renderer counters (`window.__tavolo.renderer()`) for the seat and
// top cameras once the network has grown and at the end (every network lit), and the time per frame while the
// cinematic camera orbits the finished five-seat table. Chromium here renders WebGL in software
// (SwiftShader): frame times say what this machine does, not what a GPU does.
import type { Browser, Page } from 'playwright-core';
import type { RenderInfo } from '../client/debug.js';
import type { WebView } from '../shared/games/web/game-types.js';
import { PLAY_SIZE } from '../test/e2e/browser.js';
import { counterLine, progress, sampleFrames, seatAndTopCounters, waitForView, webglRenderer, withServedBrowser } from './scene-probe.js';
import { median } from './stats.js';

const VIEWPORT = { width: 1280, height: 800 } as const;
/** How long frames are timed while the cinematic camera orbits, ms. */
const ORBIT_MS = 8000;

/** A page watching a Web table of `seats` bots made in the lobby (random obstacles when asked). */
async function watchBots(browser: Browser, url: string, seats: number, obstacles: boolean): Promise<Page> {
  const context = await browser.newContext({ viewport: { ...VIEWPORT }, locale: 'en-US', deviceScaleFactor: 1 });
  context.setDefaultTimeout(120_000);
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

/** The counters of the seat camera and the top camera, the scene at rest. */
async function bothCameras(page: Page): Promise<{ seat: RenderInfo; top: RenderInfo }> {
  await page.keyboard.press('1');
  return seatAndTopCounters(page);
}

/** What one table showed: its pieces and the counters while it grew and at the end. */
interface TableFigures {
  readonly label: string;
  readonly grown: { readonly cards: number; readonly seat: RenderInfo; readonly top: RenderInfo };
  readonly end: { readonly cards: number; readonly cables: number; readonly seat: RenderInfo; readonly top: RenderInfo };
}

async function measure(browser: Browser, url: string, seats: number, obstacles: boolean): Promise<{ figures: TableFigures; page: Page }> {
  const page = await watchBots(browser, url, seats, obstacles);
  const label = `${seats} bots${obstacles ? ', random obstacles' : ''}`;
  // "Grown": the central card and at least eight more, or the end if it comes first.
  let v = await waitForView<WebView>(page, (x) => x.table.length >= 9 || x.phase === 'over', 240_000);
  const grown = { cards: v.table.length, ...(await bothCameras(page)) };
  progress(`${label}: grown table read`);
  v = await waitForView<WebView>(page, (x) => x.phase === 'over', 240_000);
  const end = { cards: v.table.length, cables: v.cables.length, ...(await bothCameras(page)) };
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

    console.log(`Web watched as a spectator (${VIEWPORT.width}×${VIEWPORT.height}, dpr 1), three's counters for the last frame (shadow pass included):`);
    for (const f of [two.figures, five.figures]) {
      console.log(`  ${f.label}, ${f.grown.cards} cards down, ${counterLine('seat camera', f.grown.seat)}`);
      console.log(`  ${f.label}, ${f.grown.cards} cards down, ${counterLine('top camera', f.grown.top)}`);
      console.log(`  ${f.label}, at the end (${f.end.cards} cards, ${f.end.cables} cables, networks lit), ${counterLine('seat camera', f.end.seat)}`);
      console.log(`  ${f.label}, at the end, ${counterLine('top camera', f.end.top)}`);
    }
    console.log(`frame time, software WebGL (${renderer}), not a GPU figure:`);
    console.log(`  cinematic camera orbiting the finished five-seat table (${PLAY_SIZE.width}×${PLAY_SIZE.height}): median ${median(orbit.intervals).toFixed(0)} ms per frame (${orbit.intervals.length} frames in ${ORBIT_MS / 1000} s)`);
  });
}

// `npx tsx bench/web-scene.ts` runs it alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  await run();
  process.exit(0);
}
