// How sharp the printed parts of each table (cards, boards, tokens, the letters on them) can be on a phone at
// device pixel ratio 2: for every game, a table against the bot on a 390×844 phone upright and 844×390 sideways,
// seat and top camera, the least texels per device pixel of each print (window.__tavolo.prints(2), see
// client/scene/printSharpness.ts). 1 or more: each device pixel has its own texel (crisp); under 1 the print is
// magnified. Geometry only: it holds for any GPU drawing at ratio 2 (Chromium here draws in software at 1).
// Then the frame-time budget (client/scene/pixelRatio.ts): the full look forced on this software rasteriser at
// ratio 2, the cinematic camera turning, the canvas' ratio read each second as the governor steps it down (a
// real phone GPU only steps down when its moving frames miss the budget; frame times on a GPU: not measured here).
import type { Page } from 'playwright-core';
import type { PrintOnPage } from '../client/debug.js';
import { GAMES } from '../shared/games/index.js';
import { waitForStill } from '../test/e2e/browser.js';
import { openBenchTable, progress, withServedBrowser } from './scene-probe.js';

const SIZES = [
  { label: 'phone upright 390×844', width: 390, height: 844 },
  { label: 'phone sideways 844×390', width: 844, height: 390 },
] as const;

const DPR = 2;

function printsAt(page: Page): Promise<PrintOnPage[]> {
  return page.evaluate(`window.__tavolo.prints(${DPR})`) as Promise<PrintOnPage[]>;
}

function line(camera: string, prints: PrintOnPage[]): string {
  if (prints.length === 0) return `  ${camera}: no print on the page`;
  const least = prints[0]!;
  const soft = prints.filter((p) => p.texelsPerPixel < 1);
  const softText = soft.length
    ? `; under 1: ${soft.map((p) => `${p.what} ${p.texelsPerPixel.toFixed(2)}`).join(', ')}`
    : '';
  return `  ${camera}: ${prints.length} prints, least ${least.texelsPerPixel.toFixed(2)} texels per device pixel (${least.what}, ${least.print})${softText}`;
}

/** Prints the figures. */
export async function run(): Promise<void> {
  await withServedBrowser(async (browser, url) => {
    for (const game of Object.keys(GAMES)) {
      for (const size of SIZES) {
        const { context, page } = await openBenchTable(browser, url, game, {
          viewport: { width: size.width, height: size.height },
          deviceScaleFactor: DPR,
          touch: true,
        });
        await page.waitForFunction(
          'window.__tavolo && window.__tavolo.store.getState().view && window.__tavolo.prints(2).length > 0',
        );
        await waitForStill(page);
        const seat = await printsAt(page);
        await page.keyboard.press('2');
        await waitForStill(page);
        const top = await printsAt(page);
        progress(`${game} ${size.label} read`);
        console.log(`${game}, ${size.label}, ratio ${DPR}:`);
        console.log(line('seat camera', seat));
        console.log(line('top camera', top));
        await context.close();
      }
    }
    await governedRatio(browser, url);
  });
}

/** The canvas' pixel ratio over 40 s of the cinematic camera, the full look forced in software at ratio 2. */
async function governedRatio(browser: import('playwright-core').Browser, url: string): Promise<void> {
  const phone = {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: DPR,
    touch: true,
    initScript: 'window.__tavoloQuality = "full"',
  };
  const { context, page } = await openBenchTable(browser, url, undefined, phone);
  await page.waitForFunction('window.__tavolo && window.__tavolo.renderer() && window.__tavolo.renderer().frame > 0');
  await waitForStill(page);
  const read = () =>
    page.evaluate(
      '({ ratio: window.__tavolo.renderer().pixelRatio, frame: window.__tavolo.renderer().frame })',
    ) as Promise<{ ratio: number; frame: number }>;
  const start = await read();
  await page.evaluate("window.__tavolo.store.getState().setCamera('cinematic')");
  const t0 = Date.now();
  const steps: string[] = [];
  let last = start;
  while (Date.now() - t0 < 40_000) {
    await page.waitForTimeout(1000);
    const now = await read();
    if (now.ratio !== last.ratio)
      steps.push(
        `${last.ratio} → ${now.ratio} after ${((Date.now() - t0) / 1000).toFixed(0)} s (${now.frame - start.frame} frames, ${((Date.now() - t0) / (now.frame - start.frame)).toFixed(0)} ms each so far)`,
      );
    last = now;
  }
  const end = await read();
  console.log(
    `pixel ratio, full look forced in software, 390×844 at ratio ${DPR}, cinematic camera 40 s: started at ${start.ratio}; ${steps.length ? steps.join('; ') : 'no step'}; ${end.frame - start.frame} frames drawn`,
  );
  await context.close();
}
