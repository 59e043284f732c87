// A table's load, per game: what its first drawn frame costs beyond the lobby's first load (gzipped bytes of what
// Chromium fetched before that frame: the 3D chunk, the net, the game's chunk, anything else), and the time from
// clicking a table link to that frame, cold (a fresh browser context: empty cache), on loopback with the built
// client and the real server. Two ways in: a link opened in a new tab (a fresh page load of /t/<CODE>, the seat
// reclaimed by the seat key the browser keeps) and the lobby's Create button (a page already on the lobby). For
// Masterdice also when the solver's tray physics (Rapier) was asked for, arrived and was ready, against the first
// frame. "First frame": the FIRST_FRAME_MARK the table sets (client/scene/firstFrame.tsx). Bytes: CDP
// Network.loadingFinished per request ("wire": what came over the socket; the server gzips text and wasm,
// server/static.ts), each response also sized as its dist/ file gzipped at level 9, joined to the page's resource timing by URL for when each arrived.
// `npx tsx bench/table-load.ts` runs it alone.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DIST } from '../test/e2e/build.js';
import { FIRST_FRAME_MARK, PHYSICS_READY_MARK } from '../client/scene/marks.js';
import { drawnBy, progress, webglRenderer, withServedBrowser } from './scene-probe.js';
import { median } from './stats.js';

/** The window of the frame figures. */
const VIEWPORT = { width: 1280, height: 720 } as const;
/** Link loads per game (each in a fresh context). */
const LINK_RUNS = 3;
/** The targets: bytes beyond the lobby's first load (KB: 1,000 bytes), and ms from the click to the first frame. */
const TARGET_KB = 250;
const TARGET_MS = 1500;
/** How long the bench waits for the physics after the first frame before it reports "not yet", ms. */
const PHYSICS_WAIT_MS = 20_000;
const CLICK_MARK = 'bench:create-click';
/** How many files each load lists by size (TAVOLO_TABLE_LOAD_FILES: all of them, to see what a chunk split moved). */
const LISTED = Number(process.env.TAVOLO_TABLE_LOAD_FILES ?? 5);

/** What a browser keeps between visits (its seat key and name in localStorage). */
type Kept = Awaited<ReturnType<BrowserContext['storageState']>>;

/** One response Chromium finished: its URL, bytes on the wire, and (page side) when it started and ended. */
interface Fetched {
  readonly url: string;
  readonly wire: number;
  readonly gzip: number;
  readonly start: number;
  readonly end: number;
}

/** What one load found. */
interface Load {
  /** ms from the click (navigation start, or the Create click) to the first frame. */
  readonly ms: number;
  /** The page's main-thread CPU ms from the click until the bench saw the first frame (within ~50 ms of it). */
  readonly cpu: number;
  /** The GPU process's CPU ms over the same span (software WebGL: shader compiles and draws). */
  readonly gpu: number;
  /** Shader programs compiled by the first frame. */
  readonly programs: number;
  /** What was fetched before the first frame, beyond the lobby's first load. */
  readonly before: Fetched[];
  /** What was fetched after it, until the bench stopped looking. */
  readonly after: Fetched[];
  /** The physics: when its chunk was asked for and arrived, and when it was ready, ms after the first frame. */
  readonly physics: {
    readonly asked: number;
    readonly arrived: number;
    readonly ready: number | null;
    readonly gzip: number;
  } | null;
}

const gzipCache = new Map<string, number>();
/** Gzipped bytes of a built file, or null when the URL names no file of dist/. */
function gzipOfDist(pathname: string): number | null {
  const rel = pathname.startsWith('/assets/') ? pathname.slice(1) : 'index.html';
  let n = gzipCache.get(rel);
  if (n === undefined) {
    try {
      n = gzipSync(readFileSync(path.join(DIST, rel)), { level: 9 }).length;
    } catch {
      return null;
    }
    gzipCache.set(rel, n);
  }
  return n;
}

/** The lobby's first load as index.html names it: the document, its scripts, modulepreloads and stylesheets. */
function lobbyFirstLoad(): Set<string> {
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  return new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] as string));
}

/** Records every response the page's network finishes (CDP), to be joined with the page's resource timing later. */
async function recordNetwork(page: Page): Promise<() => Promise<Fetched[]>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const urls = new Map<string, string>();
  const wire = new Map<string, number>();
  cdp.on('Network.responseReceived', (e) => urls.set(e.requestId, e.response.url));
  cdp.on('Network.loadingFinished', (e) => wire.set(e.requestId, e.encodedDataLength));
  return async () => {
    const timing = (await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((r) => ({ url: r.name, start: r.startTime, end: (r as PerformanceResourceTiming).responseEnd })),
    )) as { url: string; start: number; end: number }[];
    const byUrl = new Map(timing.map((t) => [t.url, t]));
    const nav = (await page.evaluate(() => location.href)) as string;
    const out: Fetched[] = [];
    for (const [id, url] of urls) {
      const bytes = wire.get(id);
      if (bytes === undefined || !url.startsWith('http')) continue;
      const t = byUrl.get(url) ?? (url === nav ? { start: 0, end: 0 } : null);
      if (!t) continue;
      const { pathname } = new URL(url);
      out.push({ url: pathname, wire: bytes, gzip: gzipOfDist(pathname) ?? bytes, start: t.start, end: t.end });
    }
    return out;
  };
}

/** The page's main-thread CPU time so far, ms (CDP Performance metrics 'ThreadTime': less swayed by a busy machine than wall time). */
async function cpuClock(page: Page): Promise<() => Promise<number>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  return async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return (metrics.find((m) => m.name === 'ThreadTime')?.value ?? Number.NaN) * 1000;
  };
}

/** The GPU process's CPU time so far, ms (CDP SystemInfo.getProcessInfo): SwiftShader compiles and draws there. */
async function gpuClock(browser: Browser): Promise<() => Promise<number>> {
  const cdp = await browser.newBrowserCDPSession();
  return async () => {
    const { processInfo } = await cdp.send('SystemInfo.getProcessInfo');
    return processInfo.filter((p) => p.type.toLowerCase() === 'gpu').reduce((s, p) => s + p.cpuTime * 1000, 0);
  };
}

/** Shader programs three has compiled in the page so far (0 without a canvas). */
function programsNow(page: Page): Promise<number> {
  return page.evaluate(() => window.__tavolo?.renderer()?.programs ?? 0);
}

/** Waits for a performance mark in the page and returns its time (ms since the page's time origin). */
async function markTime(page: Page, name: string, ms = 120_000): Promise<number> {
  const handle = await page.waitForFunction((n) => performance.getEntriesByName(n)[0]?.startTime ?? false, name, {
    timeout: ms,
    polling: 50,
  });
  return (await handle.jsonValue()) as number;
}

/** A mark's time if set within `ms`, else null. */
async function markTimeOrNull(page: Page, name: string, ms: number): Promise<number | null> {
  return markTime(page, name, ms).catch(() => null);
}

/** The physics' figures after the first frame `ff` (Masterdice only; null where it never loaded). */
async function physicsOf(page: Page, ff: number, fetched: () => Promise<Fetched[]>): Promise<Load['physics']> {
  const ready = await markTimeOrNull(page, PHYSICS_READY_MARK, PHYSICS_WAIT_MS);
  const parts = (await fetched()).filter((f) => /ReadyDicePhysics|rapier|\.wasm$/i.test(f.url));
  const big = parts.filter((f) => /ReadyDicePhysics|\.wasm$/.test(f.url)); // the chunk and its wasm, not the re-export stub
  if (!big.length) return null;
  return {
    asked: Math.min(...parts.map((f) => f.start)) - ff,
    arrived: Math.max(...big.map((f) => f.end)) - ff,
    ready: ready === null ? null : ready - ff,
    gzip: parts.reduce((s, f) => s + f.gzip, 0),
  };
}

/**
 * The test probes' chunk (client/scene/testProbes.ts): only a browser under automation, as this bench's, asks for it;
 * a person's page never does, so it is not counted.
 */
const TEST_ONLY = /\/testProbes-[^/]*\.js$/;

/** Splits what was fetched from `since` on at the first frame `ff`, leaving out the lobby's first load (and TEST_ONLY). */
function split(all: Fetched[], since: number, ff: number, lobby: Set<string>): Pick<Load, 'before' | 'after'> {
  const extra = all.filter(
    (f) => f.start >= since && !lobby.has(f.url) && f.url !== '/' && !f.url.startsWith('/t/') && !TEST_ONLY.test(f.url),
  );
  return { before: extra.filter((f) => f.end <= ff), after: extra.filter((f) => f.end > ff) };
}

/** A cold context (nothing cached), English, at VIEWPORT; `storage`: what the browser remembers (a seat key). */
async function coldPage(browser: Browser, storage?: Kept) {
  const context = await browser.newContext({
    viewport: { ...VIEWPORT },
    locale: 'en-US',
    deviceScaleFactor: 1,
    ...(storage ? { storageState: storage } : {}),
  });
  context.setDefaultTimeout(120_000);
  await context.addInitScript(`addEventListener('click', (e) => {
    if (e.target && e.target.closest && e.target.closest('[data-testid=lobby-create]')) performance.mark('${CLICK_MARK}');
  }, true);`);
  return { context, page: await context.newPage() };
}

/** From the lobby (loaded, its net in): Create, then the table's first frame. Returns the table's code and what the browser keeps. */
async function fromLobby(browser: Browser, url: string, game: string, lobby: Set<string>) {
  const { context, page } = await coldPage(browser);
  const fetched = await recordNetwork(page);
  const cpu = await cpuClock(page);
  await page.goto(`${url}/`);
  await page.fill('#lobby-name', 'Bench');
  await page.selectOption('[data-testid=lobby-game]', game);
  await page.waitForLoadState('networkidle').catch(() => undefined); // the lobby's lazy net chunk is in
  const gpu = await gpuClock(browser);
  const [cpuAtClick, gpuAtClick] = [await cpu(), await gpu()];
  await page.getByTestId('lobby-create').click();
  const ff = await markTime(page, FIRST_FRAME_MARK);
  const [cpuAtFrame, gpuAtFrame, programs] = [await cpu(), await gpu(), await programsNow(page)];
  const click = await markTime(page, CLICK_MARK);
  const physics = game === 'masterdice' ? await physicsOf(page, ff, fetched) : null;
  const load: Load = {
    ms: ff - click,
    cpu: cpuAtFrame - cpuAtClick,
    gpu: gpuAtFrame - gpuAtClick,
    programs,
    ...split(await fetched(), click, ff, lobby),
    physics,
  };
  const code = new URL(page.url()).pathname.split('/')[2]!;
  const storage = await context.storageState();
  await context.close();
  return { load, code, storage };
}

/** A link to the table opened in a fresh tab of a cold browser that keeps the seat key: the page load to its first frame. */
async function fromLink(
  browser: Browser,
  url: string,
  code: string,
  game: string,
  storage: Kept,
  lobby: Set<string>,
): Promise<Load> {
  const { context, page } = await coldPage(browser, storage);
  const fetched = await recordNetwork(page);
  const cpu = await cpuClock(page);
  const gpu = await gpuClock(browser);
  const gpuAtClick = await gpu();
  await page.goto(`${url}/t/${code}`);
  const ff = await markTime(page, FIRST_FRAME_MARK);
  const [cpuAtFrame, gpuAtFrame, programs] = [await cpu(), await gpu(), await programsNow(page)];
  const physics = game === 'masterdice' ? await physicsOf(page, ff, fetched) : null;
  const load: Load = {
    ms: ff,
    cpu: cpuAtFrame,
    gpu: gpuAtFrame - gpuAtClick,
    programs,
    ...split(await fetched(), 0, ff, lobby),
    physics,
  };
  await context.close();
  return load;
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const sum = (fs: Fetched[], k: 'gzip' | 'wire') => fs.reduce((s, f) => s + f[k], 0);

/** The largest files of a load, named without their hash. */
function largest(fs: Fetched[], n = 5): string {
  return [...fs]
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, n)
    .map((f) => `${f.url.replace(/^\/assets\//, '').replace(/-[\w-]{8}\./, '.')} ${kb(f.gzip)}`)
    .join(', ');
}

function physicsLine(p: Load['physics']): string {
  if (!p) return 'physics: not loaded within the wait';
  const at = (ms: number) => `${ms >= 0 ? '+' : ''}${ms.toFixed(0)} ms`;
  return `physics (${kb(p.gzip)} KB gzipped): asked ${at(p.asked)}, arrived ${at(p.arrived)}, ready ${p.ready === null ? 'not yet' : at(p.ready)} against the first frame`;
}

/** Prints, per game, the link and the lobby loads: ms to the first frame and bytes beyond the lobby's first load. */
export async function run(): Promise<void> {
  const games = ['masterdice', 'laser', 'labiro', 'web', 'symbotrio'];
  const only = process.env.TAVOLO_TABLE_LOAD_GAMES?.split(',') ?? games;
  await withServedBrowser(async (browser, url) => {
    // Read once the client is built: a stale build is rebuilt first, and its files' names change with it.
    const lobby = lobbyFirstLoad();
    const probe = await browser.newPage();
    const renderer = await webglRenderer(probe);
    await probe.close();
    console.log(
      `A table's first frame, cold (fresh context), loopback, ${VIEWPORT.width}×${VIEWPORT.height}, ${drawnBy(renderer)}; bytes beyond the lobby's first load, gzipped (KB = 1,000 bytes; "wire": as the server sent them, gzipped where it gzips); targets ≤ ${TARGET_KB} KB and ≤ ${TARGET_MS} ms`,
    );
    for (const game of games.filter((g) => only.includes(g))) {
      const spa = await fromLobby(browser, url, game, lobby);
      progress(`${game}: lobby load done`);
      const links: Load[] = [];
      for (let i = 0; i < LINK_RUNS; i++) links.push(await fromLink(browser, url, spa.code, game, spa.storage, lobby));
      progress(`${game}: link loads done`);
      const first = links[0]!;
      const times = links.map((l) => l.ms);
      const cpus = links.map((l) => l.cpu);
      const gpus = links.map((l) => l.gpu);
      console.log(
        `${game.padEnd(10)} link: first frame median ${median(times).toFixed(0)} ms (${times.map((t) => t.toFixed(0)).join(', ')}; CPU median: page main thread ${median(cpus).toFixed(0)} ms, GPU process ${median(gpus).toFixed(0)} ms; ${first.programs} shader programs), ${kb(sum(first.before, 'gzip'))} KB gzipped before it in ${first.before.length} files (wire ${kb(sum(first.before, 'wire'))} KB); lobby Create: ${spa.load.ms.toFixed(0)} ms (CPU: page ${spa.load.cpu.toFixed(0)} ms, GPU process ${spa.load.gpu.toFixed(0)} ms), ${kb(sum(spa.load.before, 'gzip'))} KB`,
      );
      console.log(`  largest before the first frame (KB gzipped): ${largest(first.before, LISTED)}`);
      if (first.after.length) console.log(`  after it: ${largest(first.after, LISTED)}`);
      if (game === 'masterdice') {
        console.log(`  link ${physicsLine(first.physics)}`);
        console.log(`  lobby Create ${physicsLine(spa.load.physics)}`);
      }
    }
  });
}

// `npx tsx bench/table-load.ts` runs it alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  await run();
  process.exit(0);
}
