// Scene figures: what the Masterdice table costs to draw. Builds the client if needed, starts the server,
// opens Debian's Chromium, creates a table in the lobby (a person in seat 1, the smart bot in seat 2), plays
// two rows through the UI, then reads three's renderer counters (`window.__tavolo.renderer()`) for the seat
// and top cameras, counts the renders one state update causes, and times frames while the cinematic camera
// orbits and while a throw plays. Chromium here renders WebGL in software (SwiftShader): the frame times say
// what this machine does, not what a GPU does. `npx tsx bench/scene.ts` runs it alone.
import type { Page } from 'playwright-core';
import { PLAY_SIZE, launchChromium, startTestServer, waitForStill } from '../test/e2e/browser.js';
import { nextSolverMove, placeDice, rollWhite, viewOf, waitForBoard } from '../test/e2e/masterdice-ui.js';
import type { RenderInfo } from '../client/debug.js';

/** The window measured (rows are played at the tests' smaller size, where software frames are cheaper). */
const VIEWPORT = { width: 1280, height: 800 } as const;
/** How long frames are timed while a throw plays, ms. */
const SAMPLE_MS = 2000;
/** How long frames are timed while the cinematic camera orbits, ms. */
const ORBIT_MS = 4000;

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length === 0 ? NaN : s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

function quantile(xs: readonly number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
}

/** The counters of the last frame the canvas drew (three resets them at each frame). */
async function countersNow(page: Page): Promise<RenderInfo> {
  const info = await page.evaluate(() => window.__tavolo?.renderer() ?? null);
  if (!info) throw new Error('no canvas on the page');
  return info;
}

function line(label: string, info: RenderInfo): string {
  return `${label}: ${info.calls} draw calls, ${info.triangles.toLocaleString('en')} triangles, ${info.textures} textures, ${info.geometries} geometries, ${info.programs} shader programs`;
}

/**
 * Arms a sampler in the page: when the next throw arrives in the store, it records over `ms` the
 * requestAnimationFrame intervals (ms) of the ticks in which the canvas drew, and the renderer.render calls
 * meanwhile, into `window.__sceneSample`. A string script: tsx names inner functions with a helper the page
 * lacks.
 */
function armThrowSampler(page: Page, ms: number): Promise<void> {
  return page.evaluate(`(() => {
    const t = window.__tavolo;
    const before = t.store.getState().lastThrow;
    const frameNow = () => (t.renderer() ? t.renderer().frame : 0);
    window.__sceneSample = null;
    const unsubscribe = t.store.subscribe((s) => {
      if (!s.lastThrow || s.lastThrow === before) return;
      unsubscribe();
      const intervals = [];
      const startFrame = frameNow();
      let lastFrame = startFrame;
      let start = -1;
      let prev = -1;
      const tick = (now) => {
        const f = frameNow();
        if (start < 0) start = now;
        else if (f !== lastFrame) intervals.push(now - prev); // a tick in which the canvas drew
        lastFrame = f;
        prev = now;
        if (now - start < ${ms}) requestAnimationFrame(tick);
        else window.__sceneSample = { intervals, drawn: frameNow() - startFrame };
      };
      requestAnimationFrame(tick);
    });
  })()`);
}

/** Drawn-frame intervals (ms) over `ms` while the cinematic camera orbits (a frame every tick, no React update). */
async function sampleOrbit(page: Page, ms: number): Promise<number[]> {
  await page.keyboard.press('3');
  await page.waitForFunction(() => window.__tavolo!.store.getState().camera === 'cinematic', null, { polling: 250 });
  await page.waitForTimeout(1500); // the glide to the cinematic pose
  const intervals = (await page.evaluate(`new Promise((resolve) => {
    const t = window.__tavolo;
    const frameNow = () => (t.renderer() ? t.renderer().frame : 0);
    const intervals = [];
    let lastFrame = frameNow();
    let start = -1;
    let prev = -1;
    const tick = (now) => {
      const f = frameNow();
      if (start < 0) start = now;
      else if (f !== lastFrame) intervals.push(now - prev);
      lastFrame = f;
      prev = now;
      if (now - start < ${ms}) requestAnimationFrame(tick);
      else resolve(intervals);
    };
    requestAnimationFrame(tick);
  })`)) as number[];
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
}

/** Rolls (key R) and samples frames while the throw plays; resolves once the dice rest and can be placed. */
async function sampleThrow(page: Page): Promise<ThrowSample> {
  await armThrowSampler(page, SAMPLE_MS);
  await page.keyboard.press('r');
  const handle = await page.waitForFunction(() => (window as unknown as { __sceneSample: unknown }).__sceneSample, null, { polling: 250 });
  const { intervals, drawn } = (await handle.jsonValue()) as { intervals: number[]; drawn: number };
  const throwSeconds = await page.evaluate(() => {
    const t = window.__tavolo!.store.getState().lastThrow;
    return t ? Math.max(...t.dice.map((d) => d.frames.length / 7)) / t.fps : 0;
  });
  await page.getByTestId('md-confirm').waitFor();
  return { intervals, renders: drawn, throwSeconds };
}

/** Progress lines on stderr with TAVOLO_BENCH_VERBOSE=1. */
const t0 = Date.now();
function progress(what: string): void {
  if (process.env.TAVOLO_BENCH_VERBOSE) console.error(`  [${((Date.now() - t0) / 1000).toFixed(1)} s] ${what}`);
}

/** Prints draw calls, triangles, textures and geometries per camera, renders per update, and software frame times. */
export async function run(): Promise<void> {
  const server = await startTestServer(300);
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { ...PLAY_SIZE }, locale: 'en-US', deviceScaleFactor: 1 });
    context.setDefaultTimeout(120_000);
    const page = await context.newPage();
    progress('server and browser up');
    await page.goto(`${server.url}/`);
    await page.fill('#lobby-name', 'Bench');
    await page.getByTestId('lobby-create').click(); // default seats: a person, then the smart bot
    await page.waitForURL(/\/t\/[A-Z0-9]+$/);
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
    const large = await sampleThrow(page);
    const during = await countersNow(page);
    progress(`throw sampled at ${VIEWPORT.width}×${VIEWPORT.height}`);
    const placeNow = nextSolverMove((await viewOf(page))!, 7);
    if (placeNow.type === 'place') await placeDice(page, placeNow.placements, 'key');
    await page.setViewportSize({ ...PLAY_SIZE });
    await waitForStill(page);
    const orbitSmall = await sampleOrbit(page, ORBIT_MS);
    const small = placeNow.type === 'place' ? await sampleThrow(page) : null;
    progress(`throw sampled at ${PLAY_SIZE.width}×${PLAY_SIZE.height}`);
    const renderer = await page.evaluate(() => {
      const gl = document.createElement('canvas').getContext('webgl2');
      const ext = gl?.getExtension('WEBGL_debug_renderer_info');
      return gl ? String(gl.getParameter(ext ? ext.UNMASKED_RENDERER_WEBGL : gl.RENDERER)) : 'no WebGL2';
    });

    const frames = (label: string, t: ThrowSample) =>
      `  ${label}: median ${median(t.intervals).toFixed(0)} ms, p90 ${quantile(t.intervals, 0.9).toFixed(0)} ms per frame ` +
      `(${t.intervals.length} drawn frames in the ${SAMPLE_MS / 1000} s after the throw arrived; ${t.renders} renderer.render calls)`;
    console.log(`Masterdice table mid-game (${view.rows.length} rows placed, ${VIEWPORT.width}×${VIEWPORT.height}, dpr 1), three's counters for the last frame (shadow pass included):`);
    console.log(`  ${line('seat camera', seat)}`);
    console.log(`  ${line('top camera ', top)}`);
    console.log(`  ${line('during a throw (seat camera)', during)}`);
    console.log(`renderer.render calls after one table update with nothing moving: ${rendersPerUpdate} (1 is the on-demand ideal)`);
    const steady = (label: string, xs: number[]) =>
      `  ${label}: median ${median(xs).toFixed(0)} ms, p90 ${quantile(xs, 0.9).toFixed(0)} ms per frame (${xs.length} frames in ${ORBIT_MS / 1000} s)`;
    console.log(`frame time, cinematic camera orbiting (a frame every tick, no React update) — software WebGL, headless Chromium, not a GPU figure:`);
    console.log(steady(`${VIEWPORT.width}×${VIEWPORT.height}`, orbitLarge));
    console.log(steady(`${PLAY_SIZE.width}×${PLAY_SIZE.height}`, orbitSmall));
    console.log(`frame time while 4 white dice are thrown (the throw lasts ${large.throwSeconds.toFixed(1)} s) — software WebGL, headless Chromium, not a GPU figure (${renderer}):`);
    console.log(frames(`${VIEWPORT.width}×${VIEWPORT.height}`, large));
    if (small) console.log(frames(`${PLAY_SIZE.width}×${PLAY_SIZE.height}`, small));
    await context.close();
  } finally {
    await browser.close().catch(() => undefined);
    await server.stop();
  }
}

// `npx tsx bench/scene.ts` runs it alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  await run();
  process.exit(0);
}
