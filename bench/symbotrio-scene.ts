// Scene figures for Symbotrio: what the table costs to draw. Builds the client if needed, starts the server, opens
// Debian's Chromium, makes Symbotrio tables of bots only in the lobby (two seats; six seats) and watches them as a
// spectator: three's renderer counters (`window.__tavolo.renderer()`) for the seat and top cameras at the start,
// once the won piles have grown and the board has turned, and the time per drawn frame while the bots play (squares
// flipping, cards travelling, the board turning). Chromium here renders WebGL in software (SwiftShader): frame
// times say what this machine does, not what a GPU does.
import type { Browser, Page } from 'playwright-core';
import type { RenderInfo } from '../client/debug.js';
import type { SymbotrioView } from '../shared/games/symbotrio/game-types.js';
import {
  counterLine,
  progress,
  sampleFrames,
  seatAndTopCounters,
  summaryTable,
  watchedFrames,
  workLine,
  waitForView,
  drawnBy,
  webglRenderer,
  withServedBrowser,
} from './scene-probe.js';
import { median } from './stats.js';

const VIEWPORT = { width: 1280, height: 800 } as const;
/** How long frames are timed while the bots play, ms. */
const PLAY_MS = 8000;

/** A page watching a Symbotrio table of `seats` bots made in the lobby. */
async function watchBots(browser: Browser, url: string, seats: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { ...VIEWPORT }, locale: 'en-US', deviceScaleFactor: 1 });
  context.setDefaultTimeout(120_000);
  const page = await context.newPage();
  await page.goto(`${url}/`);
  await page.fill('#lobby-name', 'Bench');
  await page.selectOption('[data-testid=lobby-game]', 'symbotrio');
  if (seats !== 2) await page.getByTestId(`lobby-seat-count-${seats}`).click();
  for (let i = 0; i < seats; i++) await page.getByTestId(`lobby-seat-${i}-bot`).click();
  await page.getByTestId('lobby-create').click();
  await page.waitForURL(/\/t\/[A-Z0-9]+$/);
  return page;
}

/** The counters of the seat camera and the top camera, the scene at rest. */
async function bothCameras(page: Page): Promise<{ seat: RenderInfo; top: RenderInfo }> {
  await page.keyboard.press('1');
  return seatAndTopCounters(page);
}

const wonCards = (v: SymbotrioView) => v.seats.reduce((n, s) => n + s.wonCount, 0);

/** What one table showed: the counters at the start and once it had grown, and frame times while the bots played. */
interface TableFigures {
  readonly label: string;
  readonly start: { readonly seat: RenderInfo; readonly top: RenderInfo };
  readonly grown: { readonly won: number; readonly turn: number; readonly seat: RenderInfo; readonly top: RenderInfo };
  readonly frames: { readonly intervals: number[]; readonly drawn: number };
}

async function measure(browser: Browser, url: string, seats: number): Promise<TableFigures> {
  const page = await watchBots(browser, url, seats);
  const label = `${seats} bots`;
  await waitForView<SymbotrioView>(page, (v) => v.phase !== 'over');
  await page.getByTestId('sy-score').waitFor(); // the game's module (scene and panels) has loaded
  // Frames first, while the bots are surely still playing (reading counters waits for the scene to be still).
  const frames = await sampleFrames(page, PLAY_MS);
  const start = await bothCameras(page);
  progress(`${label}: start read`);
  // "Grown": a dozen cards won and the board turned at least once, or the end if it comes first (bots are quick).
  const v = await waitForView<SymbotrioView>(
    page,
    (x) => (wonCards(x) >= 12 && x.boardTurn !== 0) || x.phase === 'over',
    300_000,
  );
  const grown = { won: wonCards(v), turn: v.boardTurn, ...(await bothCameras(page)) };
  progress(`${label}: grown table read`);
  await page.context().close();
  return { label, start, grown, frames };
}

/** Prints the Symbotrio scene's draw calls per camera at the start and on a grown table, and a software frame time. */
export async function run(): Promise<void> {
  await withServedBrowser(async (browser, url) => {
    const probe = await browser.newPage();
    await probe.goto(`${url}/`);
    const renderer = await webglRenderer(probe);
    await probe.close();
    // The frame figure first, printed at once: the grown tables below wait minutes for the bots to win a dozen
    // cards, and a run cut short (a lent GPU machine's minutes) still gives it.
    const watched = await watchedFrames(browser, 'symbotrio');
    progress('bots watched');
    console.log(
      `Symbotrio, ${drawnBy(renderer)}: ${workLine('a spectator watching two bots play 30 s (board turns, cards won; 1280×720), main-thread work', watched)}`,
    );
    const two = await measure(browser, url, 2);
    const six = await measure(browser, url, 6);

    console.log(
      `Symbotrio watched as a spectator (${VIEWPORT.width}×${VIEWPORT.height}, dpr 1), three's counters for the last frame (shadow pass included):`,
    );
    for (const f of [two, six]) {
      console.log(`  ${f.label}, early in the game, ${counterLine('seat camera', f.start.seat)}`);
      console.log(`  ${f.label}, early in the game, ${counterLine('top camera', f.start.top)}`);
      console.log(
        `  ${f.label}, ${f.grown.won} cards won, board turned ${f.grown.turn}×90°, ${counterLine('seat camera', f.grown.seat)}`,
      );
      console.log(`  ${f.label}, ${f.grown.won} cards won, ${counterLine('top camera', f.grown.top)}`);
    }
    console.log(`frame time, ${drawnBy(renderer)}:`);
    for (const f of [two, six]) {
      const ms =
        f.frames.intervals.length > 0
          ? `median ${median(f.frames.intervals).toFixed(0)} ms per drawn frame`
          : 'no frame drawn';
      console.log(
        `  ${f.label} playing (squares flipping, cards travelling): ${ms} (${f.frames.drawn} frames in ${PLAY_MS / 1000} s)`,
      );
    }
    console.log(
      summaryTable(
        'Symbotrio',
        [{ label: 'two bots watched 30 s (board turns)', sample: watched }],
        [two, six].flatMap((f) => [
          { label: `${f.label}, early, seat camera`, info: f.start.seat },
          { label: `${f.label}, early, top camera`, info: f.start.top },
          { label: `${f.label}, grown, seat camera`, info: f.grown.seat },
          { label: `${f.label}, grown, top camera`, info: f.grown.top },
        ]),
      ),
    );
  });
}

// `npx tsx bench/symbotrio-scene.ts` runs it alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  await run();
  process.exit(0);
}
