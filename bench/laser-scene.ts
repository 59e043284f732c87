// Scene figures for Laser: what the table costs to draw. Builds the client if needed, starts the server, opens
// Debian's Chromium, makes a Laser duel in the lobby (a person against the bot), designs the circuit by
// clicking the 3D board, fires three pointers, then reads three's renderer counters (`window.__tavolo.renderer()`)
// for the seat and top cameras and while a beam plays, and times frames while a beam plays and while the
// cinematic camera orbits. Chromium here renders WebGL in software (SwiftShader): frame times say what this
// machine does, not what a GPU does.
import type { Page } from 'playwright-core';
import { waitForStill } from '../test/e2e/browser.js';
import { BOARD_TOP, cellToLocal } from '../client/games/laser/geometry.js';
import { tableBoards } from '../client/games/laser/stations.js';
import {
  countersNow,
  counterLine,
  FRAME_SIZE,
  openBenchTable,
  progress,
  sampleFrames,
  seatAndTopCounters,
  summaryTable,
  watchedFrames,
  drawnBy,
  webglRenderer,
  withServedBrowser,
  workLine,
  type FrameSample,
} from './scene-probe.js';
import { median } from './stats.js';

const VIEWPORT = { width: 1280, height: 800 } as const;
/** How long frames are timed after a shot's answer arrives, ms. */
const SAMPLE_MS = 2500;
/** How long frames are timed while the cinematic camera orbits, ms. */
const ORBIT_MS = 8000;

// biome-ignore lint/suspicious/noExplicitAny: the bench reads a few fields of the store's view inside the page, where the game's view type is not at hand
const viewOf = (page: Page) => page.evaluate(() => window.__tavolo!.store.getState().view as any);

/** Clicks cell (x, y) of seat 0's circuit in a duel, through the live camera. */
async function clickCircuitCell(page: Page, x: number, y: number): Promise<void> {
  const board = tableBoards('duel', [0, 1], [0, 1], 0)[0]!;
  const [lx, lz] = cellToLocal(x, y);
  const p = await page.evaluate(
    ([a, b, c]) => window.__tavolo!.project(a!, b!, c!),
    [board.place.x + lx, BOARD_TOP, board.place.z + lz],
  );
  if (!p) throw new Error('no projection');
  await page.mouse.move(p.x, p.y);
  await page.mouse.click(p.x, p.y);
  await page.waitForFunction(
    ([px, py]) => {
      // biome-ignore lint/suspicious/noExplicitAny: a few fields of the view, read inside the page where the game's view type is not at hand
      const v = window.__tavolo!.store.getState().view as any;
      return v.circuits[0].draft?.pieces.some((q: { x: number; y: number }) => q.x === px && q.y === py);
    },
    [x, y],
    { polling: 200 },
  );
}

/** Fires pointer p by typing it (the HTML controls), waits for its answer, samples frames while the beam plays. */
async function fire(page: Page, p: number): Promise<FrameSample> {
  await page.waitForFunction(
    () => {
      // biome-ignore lint/suspicious/noExplicitAny: a few fields of the view, read inside the page where the game's view type is not at hand
      const v = window.__tavolo!.store.getState().view as any;
      return v.phase !== 'investigate' || v.turn === 0;
    },
    null,
    { polling: 250 },
  );
  const before = (await viewOf(page)).circuits[1].shots.length as number;
  await page.fill('[data-testid=lz-fire-input]', String(p));
  await page.press('[data-testid=lz-fire-input]', 'Enter');
  await page.waitForFunction(
    (b) => {
      // biome-ignore lint/suspicious/noExplicitAny: a few fields of the view, read inside the page where the game's view type is not at hand
      const v = window.__tavolo!.store.getState().view as any;
      return v.circuits[1].shots.length > b;
    },
    before,
    { polling: 100 },
  );
  return sampleFrames(page, SAMPLE_MS);
}

/** Prints the Laser scene's draw calls per camera and state, and software frame times while a beam plays. */
export async function run(): Promise<void> {
  await withServedBrowser(async (browser, url) => {
    const { context, page } = await openBenchTable(browser, url, 'laser'); // default seats: a person, then the bot
    await page.waitForSelector('[data-testid=lz-kind-absorber]');
    await page.setViewportSize({ ...VIEWPORT });
    await waitForStill(page);
    const design = await countersNow(page);
    progress('table shown');
    const circuit: [string, number, number][] = [
      ['absorber', 2, 1],
      ['reflector', 5, 5],
      ['jump', 3, 3],
      ['diagonal', 6, 2],
      ['triangle', 1, 4],
    ];
    for (const [kind, x, y] of circuit) {
      await page.click(`[data-testid=lz-kind-${kind}]`);
      await clickCircuitCell(page, x, y);
    }
    await page.click('[data-testid=lz-submit-design]');
    await page.waitForFunction(
      () => (window.__tavolo!.store.getState().view as { phase?: string })?.phase === 'investigate',
      null,
      { polling: 250 },
    );
    progress('designed');
    await page.setViewportSize({ ...FRAME_SIZE });
    await waitForStill(page);
    const firstBeam = await fire(page, 3); // the first beam of the page: whatever it makes the first time shows here
    const secondBeam = await fire(page, 12);
    progress('two beams fired');
    await page.setViewportSize({ ...VIEWPORT });
    const { seat, top } = await seatAndTopCounters(page);
    progress('counters read');
    await page.setViewportSize({ ...FRAME_SIZE });
    await waitForStill(page);
    const beam = await fire(page, 26);
    const during = await countersNow(page);
    await waitForStill(page);
    await page.setViewportSize({ ...VIEWPORT });
    await waitForStill(page);
    // Steady drawing: the cinematic camera orbits (a frame every tick, no React update).
    await page.keyboard.press('3');
    await page.waitForTimeout(1500);
    const orbit = await sampleFrames(page, ORBIT_MS);
    await page.keyboard.press('1');
    await waitForStill(page);
    const renderer = await webglRenderer(page);
    progress('person’s table done');
    const watched = await watchedFrames(browser, 'laser');
    progress('bots watched');
    const shots = ((await viewOf(page)).circuits as { shots: unknown[] }[]).map((c) => c.shots.length).join(' + ');
    await context.close();

    console.log(
      `Laser duel against the bot (${VIEWPORT.width}×${VIEWPORT.height}, dpr 1), three's counters for the last frame (shadow pass included):`,
    );
    console.log(`  ${counterLine('design phase, seat camera', design)}`);
    console.log(`  ${counterLine(`investigation (${shots} shots), seat camera`, seat)}`);
    console.log(`  ${counterLine(`investigation, top camera`, top)}`);
    console.log(`  ${counterLine('while a beam plays (seat camera)', during)}`);
    console.log(
      `main-thread work per drawn frame while a beam plays (${FRAME_SIZE.width}×${FRAME_SIZE.height}; every requestAnimationFrame callback of the frame, R3F's render included):`,
    );
    console.log(`  ${workLine('first beam of the page', firstBeam)}`);
    console.log(`  ${workLine('second beam', secondBeam)}`);
    console.log(`  ${workLine('third beam', beam)}`);
    console.log(`  ${workLine('a spectator watching two bots play 30 s (the end included)', watched)}`);
    console.log(`frame time while a beam plays, ${drawnBy(renderer)}:`);
    console.log(
      `  median ${median(beam.intervals).toFixed(0)} ms per drawn frame (${beam.intervals.length} drawn frames in the ${SAMPLE_MS / 1000} s after the answer arrived)`,
    );
    console.log(
      `  cinematic camera orbiting: median ${median(orbit.intervals).toFixed(0)} ms per frame (${orbit.intervals.length} frames in ${ORBIT_MS / 1000} s)`,
    );
    console.log(`  ${workLine('cinematic camera orbiting (1280×800)', orbit)}`);
    console.log(
      summaryTable(
        'Laser',
        [
          { label: 'first beam of the page', sample: firstBeam },
          { label: 'second beam', sample: secondBeam },
          { label: 'third beam', sample: beam },
          { label: 'two bots watched 30 s', sample: watched },
        ],
        [
          { label: 'design phase, seat camera', info: design },
          { label: 'investigation, seat camera', info: seat },
          { label: 'investigation, top camera', info: top },
          { label: 'while a beam plays, seat camera', info: during },
        ],
      ),
    );
  });
}

// `npx tsx bench/laser-scene.ts` runs it alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  await run();
  process.exit(0);
}
