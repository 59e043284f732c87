// Scene figures for Labiro: what the table costs to draw. Builds the client if needed, starts the server, opens
// Debian's Chromium, makes a Labiro table in the lobby (a person against the bot, the flower map), chooses a
// start tower by clicking it in 3D, then reads three's renderer counters (`window.__tavolo.renderer()`) for
// the seat and top cameras, with the turn preview shown, and while a push chain turns; and times frames while
// a chain plays and while the cinematic camera orbits. Chromium here renders WebGL in software (SwiftShader):
// frame times say what this machine does, not what a GPU does.
import type { Page } from 'playwright-core';
import type { LabiroView } from '../shared/games/labiro/game-types.js';
import { legalFromView } from '../shared/games/labiro/index.js';
import { waitForStill } from '../test/e2e/browser.js';
import { targetsOf, turnPreview } from '../client/games/labiro/hints.js';
import { towerPosition } from '../client/games/labiro/layout.js';
import {
  countersNow,
  counterLine,
  FRAME_SIZE,
  openBenchTable,
  progress,
  sampleFrames,
  seatAndTopCounters,
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
/** How long frames are timed after a chain's view arrives, ms. */
const SAMPLE_MS = 2500;
/** How long frames are timed while the cinematic camera orbits, ms. */
const ORBIT_MS = 8000;

/** Moves the mouse over tower `base` (through the live camera) and clicks it when `click`. */
async function pointAt(page: Page, view: LabiroView, base: number, click: boolean): Promise<void> {
  const [x, y, z] = towerPosition(view, base);
  const p = await page.evaluate(([a, b, c]) => window.__tavolo!.project(a!, b!, c!), [x, y, z]);
  if (!p) throw new Error('no projection');
  await page.mouse.move(p.x, p.y);
  if (click) await page.mouse.click(p.x, p.y);
}

/** Prints the Labiro scene's draw calls per camera and state, and software frame times while a chain turns. */
export async function run(): Promise<void> {
  await withServedBrowser(async (browser, url) => {
    const { context, page } = await openBenchTable(browser, url, 'labiro'); // default seats: a person, then the bot
    let view = await waitForView<LabiroView>(page, (v) => v.phase === 'start' && v.toAct.includes(0));
    await page.setViewportSize({ ...VIEWPORT });
    await waitForStill(page);
    const start = await countersNow(page);
    progress('table shown');
    await pointAt(page, view, targetsOf(legalFromView(view, 0), 'start')[0]!, true);
    view = await waitForView<LabiroView>(page, (v) => v.phase === 'play' && v.toAct.includes(0));
    await page.mouse.move(5, 5);
    const { seat, top } = await seatAndTopCounters(page);
    // The turn tool: the preview of the longest chain within reach under the mouse.
    await page.getByTestId('lb-turn').click();
    const turns = targetsOf(legalFromView(view, 0), 'turn').sort(
      (a, b) => turnPreview(view, b).length - turnPreview(view, a).length,
    );
    const tower = turns[0]!;
    const chain = turnPreview(view, tower).length;
    await pointAt(page, view, tower, false);
    await waitForStill(page);
    const preview = await countersNow(page);
    progress('counters read');
    await pointAt(page, view, tower, true); // arms the turn
    await waitForStill(page);
    await page.setViewportSize({ ...FRAME_SIZE });
    await waitForStill(page);
    const used = view.turnsUsed;
    const sampling = sampleFrames(page, SAMPLE_MS);
    await page.getByTestId('lb-confirm').click(); // confirms it: the chain plays
    const turning = await sampling;
    await waitForView<LabiroView>(page, (v) => v.turnsUsed > used);
    const during = await countersNow(page);
    await page.setViewportSize({ ...VIEWPORT });
    await waitForStill(page);
    await page.mouse.move(5, 5);
    // Steady drawing: the cinematic camera orbits (a frame every tick, no React update).
    await page.keyboard.press('3');
    await page.waitForTimeout(1500);
    const orbit = await sampleFrames(page, ORBIT_MS);
    await page.keyboard.press('1');
    await waitForStill(page);
    const renderer = await webglRenderer(page);
    await context.close();
    progress('person’s table done');
    const watched = await watchedFrames(browser, 'labiro');
    progress('bots watched');

    console.log(
      `Labiro against the bot, flower map (${VIEWPORT.width}×${VIEWPORT.height}, dpr 1), three's counters for the last frame (shadow pass included):`,
    );
    console.log(`  ${counterLine('start phase, seat camera', start)}`);
    console.log(`  ${counterLine('in play, seat camera', seat)}`);
    console.log(`  ${counterLine('in play, top camera', top)}`);
    console.log(`  ${counterLine(`turn preview of a ${chain}-tower chain (seat camera)`, preview)}`);
    console.log(`  ${counterLine('after the chain turned (seat camera)', during)}`);
    console.log(`frame time, ${drawnBy(renderer)}:`);
    console.log(
      `  while a ${chain}-tower chain turns (${FRAME_SIZE.width}×${FRAME_SIZE.height}): median ${median(turning.intervals).toFixed(0)} ms per drawn frame (${turning.intervals.length} drawn frames in ${SAMPLE_MS / 1000} s)`,
    );
    console.log(
      `  cinematic camera orbiting (${VIEWPORT.width}×${VIEWPORT.height}): median ${median(orbit.intervals).toFixed(0)} ms per frame (${orbit.intervals.length} frames in ${ORBIT_MS / 1000} s)`,
    );
    console.log(
      `main-thread work per drawn frame (${FRAME_SIZE.width}×${FRAME_SIZE.height}; every requestAnimationFrame callback of the frame, R3F's render included):`,
    );
    console.log(`  ${workLine(`while a ${chain}-tower chain turns`, turning)}`);
    console.log(`  ${workLine('a spectator watching two bots play 30 s', watched)}`);
    console.log(
      summaryTable(
        'Labiro',
        [
          { label: `a ${chain}-tower push chain`, sample: turning },
          { label: 'two bots watched 30 s', sample: watched },
        ],
        [
          { label: 'start phase, seat camera', info: start },
          { label: 'in play, seat camera', info: seat },
          { label: 'in play, top camera', info: top },
          { label: 'turn preview, seat camera', info: preview },
          { label: 'after the chain turned, seat camera', info: during },
        ],
      ),
    );
  });
}

// `npx tsx bench/labiro-scene.ts` runs it alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  await run();
  process.exit(0);
}
