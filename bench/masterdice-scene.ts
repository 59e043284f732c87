// Scene figures: what the Masterdice table costs to draw. Builds the client if needed, starts the server,
// opens Debian's Chromium, creates a table in the lobby (a person in seat 1, the smart bot in seat 2), plays
// two rows through the UI, then reads three's renderer counters (`window.__tavolo.renderer()`) for the seat
// and top cameras, counts the renders one state update causes, and times frames while the cinematic camera
// orbits and while a throw plays. Chromium here renders WebGL in software (SwiftShader): the frame times say
// what this machine does, not what a GPU does. `npx tsx bench/masterdice-scene.ts` runs it alone.
import type { Page } from 'playwright-core';
import { PLAY_SIZE, waitForStill } from '../test/e2e/browser.js';
import { nextSolverMove, placeDice, rollWhite, viewOf, waitForBoard } from '../test/e2e/masterdice-ui.js';
import {
  countersNow,
  counterLine,
  FRAME_SIZE,
  frameSamplerScript,
  openBenchTable,
  progress,
  sampleFrames,
  summaryTable,
  watchedFrames,
  drawnBy,
  webglRenderer,
  withServedBrowser,
  workLine,
  type FrameSample,
} from './scene-probe.js';
import { median, quantile } from './stats.js';

/** The window measured (rows are played at the tests' smaller size, where software frames are cheaper). */
const VIEWPORT = { width: 1280, height: 800 } as const;
/** How long frames are timed while a throw plays, ms. */
const SAMPLE_MS = 2000;
/** How long frames are timed while the cinematic camera orbits, ms. */
const ORBIT_MS = 4000;

/**
 * Arms a sampler in the page: when the next throw arrives in the store, it records over `ms` the
 * requestAnimationFrame intervals (ms) of the ticks in which the canvas drew, and the renderer.render calls
 * meanwhile, into `window.__sceneSample`. A string script: tsx names inner functions with a helper the page
 * lacks.
 */
function armThrowSampler(page: Page, ms: number): Promise<void> {
  return page.evaluate(`(() => {
    const before = window.__tavolo.store.getState().lastThrow;
    window.__sceneSample = null;
    const unsubscribe = window.__tavolo.store.subscribe((s) => {
      if (!s.lastThrow || s.lastThrow === before) return;
      unsubscribe();
      ${frameSamplerScript(ms, '(sample) => { window.__sceneSample = sample; }')}
    });
  })()`);
}

/** Drawn-frame intervals (ms) over `ms` while the cinematic camera orbits (a frame every tick, no React update). */
async function sampleOrbit(page: Page, ms: number): Promise<number[]> {
  await page.keyboard.press('3');
  await page.waitForFunction(() => window.__tavolo!.store.getState().camera === 'cinematic', null, { polling: 250 });
  await page.waitForTimeout(1500); // the glide to the cinematic pose
  const { intervals } = await sampleFrames(page, ms);
  await page.keyboard.press('1');
  await page.waitForFunction(() => window.__tavolo!.store.getState().camera === 'seat', null, { polling: 250 });
  await waitForStill(page);
  return intervals;
}

/** What one throw's sampling found. */
interface ThrowSample {
  /** Time between animation frames in which the canvas drew, ms. */
  readonly intervals: number[];
  /** renderer.render calls during the sampling window (frames, plus any extra pass). */
  readonly renders: number;
  /** How long the throw's track lasts, s. */
  readonly throwSeconds: number;
  /** The whole sample, with each drawn frame's main-thread work. */
  readonly sample: FrameSample;
}

/** Rolls (key R) and samples frames while the throw plays; resolves once the dice rest and can be placed. */
async function sampleThrow(page: Page): Promise<ThrowSample> {
  await armThrowSampler(page, SAMPLE_MS);
  await page.keyboard.press('r');
  const handle = await page.waitForFunction(
    () => (window as unknown as { __sceneSample: unknown }).__sceneSample,
    null,
    { polling: 250 },
  );
  const sample = (await handle.jsonValue()) as FrameSample;
  const { intervals, drawn } = sample;
  const throwSeconds = await page.evaluate(() => {
    const t = window.__tavolo!.store.getState().lastThrow;
    return t ? Math.max(...t.dice.map((d) => d.frames.length / 7)) / t.fps : 0;
  });
  await page.getByTestId('md-confirm').waitFor();
  return { intervals, renders: drawn, throwSeconds, sample };
}

/** Prints draw calls, triangles, textures and geometries per camera, renders per update, and software frame times. */
export async function run(): Promise<void> {
  await withServedBrowser(async (browser, url) => {
    progress('server and browser up');
    const { context, page } = await openBenchTable(browser, url); // default seats: a person, then the smart bot
    await waitForBoard(page, { phase: 'attempt' }); // the bot has rolled the code
    progress('table shown, code rolled');

    // Mid-game: two rows on the board (the engine's solver picks what the UI places).
    for (let row = 0; row < 2; row++) {
      const rolled = await rollWhite(page, 'key');
      const move = nextSolverMove(rolled, 7);
      if (move.type !== 'place') throw new Error(`expected a placement, got ${move.type}`);
      await placeDice(page, move.placements, 'key');
      progress(`row ${row + 1} placed`);
    }
    const view = (await viewOf(page))!;

    await page.setViewportSize({ ...VIEWPORT });
    await waitForStill(page);
    const seat = await countersNow(page);
    await page.keyboard.press('2'); // top camera (it glides there, then stops drawing)
    await page.waitForFunction(() => window.__tavolo!.store.getState().camera === 'top', null, { polling: 250 });
    await waitForStill(page);
    const top = await countersNow(page);
    await page.keyboard.press('1');
    await page.waitForFunction(() => window.__tavolo!.store.getState().camera === 'seat', null, { polling: 250 });
    await waitForStill(page);
    progress('counters read');

    // Nothing moves, the table screen re-renders once (a new table snapshot, as after any message): how many
    // times does the renderer draw? One frame is the on-demand ideal.
    const before = (await countersNow(page)).frame;
    await page.evaluate(() => {
      const store = window.__tavolo!.store;
      store.setState({ table: store.getState().table ? { ...store.getState().table! } : null });
    });
    await waitForStill(page);
    const rendersPerUpdate = (await countersNow(page)).frame - before;

    const orbitLarge = await sampleOrbit(page, ORBIT_MS);
    progress('orbit sampled');

    // Throws: frame times while one plays, from the moment its track reaches the page, at both sizes.
    await page.setViewportSize({ ...FRAME_SIZE });
    await waitForStill(page);
    const large = await sampleThrow(page);
    const during = await countersNow(page);
    progress(`throw sampled at ${FRAME_SIZE.width}×${FRAME_SIZE.height}`);
    const placeNow = nextSolverMove((await viewOf(page))!, 7);
    if (placeNow.type === 'place') await placeDice(page, placeNow.placements, 'key');
    await page.setViewportSize({ ...PLAY_SIZE });
    await waitForStill(page);
    const orbitSmall = await sampleOrbit(page, ORBIT_MS);
    const small = placeNow.type === 'place' ? await sampleThrow(page) : null;
    progress(`throw sampled at ${PLAY_SIZE.width}×${PLAY_SIZE.height}`);
    const renderer = await webglRenderer(page);
    await context.close();
    const watched = await watchedFrames(browser, 'masterdice');
    progress('bots watched');

    const frames = (label: string, t: ThrowSample) =>
      `  ${label}: median ${median(t.intervals).toFixed(0)} ms, p90 ${quantile(t.intervals, 0.9).toFixed(0)} ms per frame ` +
      `(${t.intervals.length} drawn frames in the ${SAMPLE_MS / 1000} s after the throw arrived; ${t.renders} renderer.render calls)`;
    console.log(
      `Masterdice table mid-game (${view.rows.length} rows placed, ${VIEWPORT.width}×${VIEWPORT.height}, dpr 1), three's counters for the last frame (shadow pass included):`,
    );
    console.log(`  ${counterLine('seat camera', seat)}`);
    console.log(`  ${counterLine('top camera ', top)}`);
    console.log(`  ${counterLine('during a throw (seat camera)', during)}`);
    console.log(
      `renderer.render calls after one table update with nothing moving: ${rendersPerUpdate} (1 is the on-demand ideal)`,
    );
    const steady = (label: string, xs: number[]) =>
      `  ${label}: median ${median(xs).toFixed(0)} ms, p90 ${quantile(xs, 0.9).toFixed(0)} ms per frame (${xs.length} frames in ${ORBIT_MS / 1000} s)`;
    console.log(
      `frame time, cinematic camera orbiting (a frame every tick, no React update), headless Chromium, ${drawnBy(renderer)}:`,
    );
    console.log(steady(`${VIEWPORT.width}×${VIEWPORT.height}`, orbitLarge));
    console.log(steady(`${PLAY_SIZE.width}×${PLAY_SIZE.height}`, orbitSmall));
    console.log(
      `frame time while 4 white dice are thrown (the throw lasts ${large.throwSeconds.toFixed(1)} s), headless Chromium, ${drawnBy(renderer)}:`,
    );
    console.log(frames(`${FRAME_SIZE.width}×${FRAME_SIZE.height}`, large));
    if (small) console.log(frames(`${PLAY_SIZE.width}×${PLAY_SIZE.height}`, small));
    console.log(
      `main-thread work per drawn frame (${FRAME_SIZE.width}×${FRAME_SIZE.height}; every requestAnimationFrame callback of the frame, R3F's render included):`,
    );
    console.log(`  ${workLine('while 4 white dice are thrown', large.sample)}`);
    console.log(`  ${workLine('a spectator watching two bots play 30 s', watched)}`);
    console.log(
      summaryTable(
        'Masterdice',
        [
          { label: 'a throw of 4 dice', sample: large.sample },
          { label: 'two bots watched 30 s', sample: watched },
        ],
        [
          { label: 'mid-game, seat camera', info: seat },
          { label: 'mid-game, top camera', info: top },
          { label: 'during a throw, seat camera', info: during },
        ],
      ),
    );
  });
}

// `npx tsx bench/masterdice-scene.ts` runs it alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  await run();
  process.exit(0);
}
