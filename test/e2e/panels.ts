// Whether the table shell's panels leave the game alone: every clickable piece of the live scene (its box's
// corners, window.__tavolo.clickables) and every point the game's camera frames (window.__tavolo.framed) must
// show inside the window and under no panel (the top bar, the turn line, the seats, score and log panels, the
// game's controls, the overlay's names and captions).
import type { Page } from 'playwright-core';
import { waitForStill } from './browser.js';

/** The panels a piece may not lie under, as CSS selectors of their boxes. */
const PANELS = [
  '.hud-top > *',
  '.hud-center > *',
  '.hud-left > *',
  '.hud-right > *',
  '.hud-bottom > *',
  '.overlay-hud .overlay-top > *',
  '.overlay-hud .overlay-caption',
];

/**
 * What lies under a panel or outside the window, one line per piece or point (empty when all is clear), read at a
 * moment the table rests (window.__tavolo.moving() empty, checked in the same task as the reading): the camera has
 * glided to the framing of the panels as they are. A reading while something moves is not taken (the camera
 * frames a panel's change at the next animation frame, a fold or resize at its next measure, then glides).
 */
export async function coveredPieces(page: Page, timeoutMs = 60_000): Promise<string[]> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const moving = await waitForStill(page, Math.max(1, end - Date.now()));
    const reading = moving.length > 0 ? null : await coveredAtRest(page);
    if (reading) return reading;
    if (Date.now() > end) throw new Error(`the table never rested to be read: ${moving.join(', ')}`);
  }
}

/** The covered pieces and points now, or null when something on the table moves at this moment. */
function coveredAtRest(page: Page): Promise<string[] | null> {
  return page.evaluate((selectors) => {
    if (window.__tavolo!.moving().length > 0) return null;
    const panels = selectors
      .flatMap((s) => [...document.querySelectorAll<HTMLElement>(s)])
      .filter((el) => getComputedStyle(el).visibility !== 'hidden' && Number(getComputedStyle(el).opacity) > 0.05)
      .map((el) => ({ name: el.className || el.tagName, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && r.height > 0);
    const where = (p: { x: number; y: number }, slack: number): string | null => {
      if (p.x < -slack || p.y < -slack || p.x > innerWidth + slack || p.y > innerHeight + slack)
        return 'outside the window';
      const under = panels.find(
        ({ r }) => p.x > r.left + slack && p.x < r.right - slack && p.y > r.top + slack && p.y < r.bottom - slack,
      );
      return under ? `under ${String(under.name).split(' ')[0]}` : null;
    };
    const bad: string[] = [];
    for (const c of window.__tavolo!.clickables()) {
      for (const p of c.corners) {
        const w = where(p, 4);
        if (w) {
          bad.push(`${c.what} ${w} (${Math.round(p.x)}, ${Math.round(p.y)})`);
          break;
        }
      }
    }
    // The camera frames the pieces 24 px clear of every panel and moves once a panel comes further (CameraFrame's
    // PANEL_SLACK): a framed point may touch a panel's edge, never lie under it.
    window.__tavolo!.framed().forEach((p, i) => {
      const w = where(p, 4);
      if (w) bad.push(`framed point ${i} ${w} (${Math.round(p.x)}, ${Math.round(p.y)})`);
    });
    return bad;
  }, PANELS);
}

/** The shell's areas whose panels may not lie on one another's (each panel as shown: clipped by its scrolling column). */
const AREAS = ['.hud-top', '.hud-center', '.hud-left', '.hud-right', '.hud-bottom'];

/** Panels of different areas lying on one another (text over text), as lines; empty when none does. */
export function overlappingPanels(page: Page): Promise<string[]> {
  return page.evaluate((areas) => {
    const shown = areas.flatMap((area) => {
      const column = document.querySelector<HTMLElement>(area);
      if (!column || getComputedStyle(column).display === 'none') return [];
      const clip = column.getBoundingClientRect();
      const scrolls = getComputedStyle(column).overflowY !== 'visible';
      return [...column.children]
        .filter((el) => getComputedStyle(el).visibility !== 'hidden' && getComputedStyle(el).display !== 'none')
        .map((el) => {
          const r = el.getBoundingClientRect();
          const box = scrolls
            ? {
                left: Math.max(r.left, clip.left),
                right: Math.min(r.right, clip.right),
                top: Math.max(r.top, clip.top),
                bottom: Math.min(r.bottom, clip.bottom),
              }
            : r;
          return { area, name: String((el as HTMLElement).className || el.tagName).split(' ')[0], box };
        })
        .filter(({ box }) => box.right - box.left > 0 && box.bottom - box.top > 0);
    });
    const bad: string[] = [];
    for (let i = 0; i < shown.length; i++) {
      for (let j = i + 1; j < shown.length; j++) {
        const a = shown[i]!,
          b = shown[j]!;
        if (a.area === b.area) continue;
        const w = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const h = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (w > 4 && h > 4)
          bad.push(`${a.area} ${a.name} over ${b.area} ${b.name} (${Math.round(w)}×${Math.round(h)} px)`);
      }
    }
    return bad;
  }, AREAS);
}

/** Windows a table is checked at: a desktop, a small window, a phone upright. */
export const CHECKED_SIZES = [
  { name: '1280×720', width: 1280, height: 720 },
  { name: '1000×650', width: 1000, height: 650 },
  { name: 'phone 390×844', width: 390, height: 844 },
] as const;

/** Resizes the page and waits until the table rests there (the framed camera has measured the new room and glided to it). */
export async function settleAt(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize({ width: size.width, height: size.height });
  await page.waitForFunction(([w, h]) => innerWidth === w && innerHeight === h, [size.width, size.height]);
  await waitForStill(page, 30_000);
}

/** Where the top camera is checked too (the seat camera is checked at every size): the tightest window. */
const TOP_AT = new Set(['phone 390×844']);

/** A print shown magnified on a phone at device pixel ratio 2 (under one texel per device pixel), as lines. */
export async function softPrints(page: Page): Promise<string[]> {
  const prints = (await page.evaluate('window.__tavolo.prints(2)')) as {
    what: string;
    print: string;
    texelsPerPixel: number;
  }[];
  return prints
    .filter((p) => p.texelsPerPixel < 1)
    .map((p) => `${p.what} (${p.print}) at ${p.texelsPerPixel.toFixed(2)} texels per device pixel`);
}

/**
 * The pieces covered at each size, as `size camera: piece` lines (empty when every size is clear): the seat
 * camera at every size, the top camera at the phone's (`top`); at the phone size also every print shown magnified
 * at ratio 2.
 */
export async function coveredAtSizes(
  page: Page,
  sizes: readonly { name: string; width: number; height: number }[] = CHECKED_SIZES,
  top = true,
): Promise<string[]> {
  const out: string[] = [];
  const check = async (label: string) => {
    const clickables = await page.evaluate(() => window.__tavolo!.clickables().length);
    const framed = await page.evaluate(() => window.__tavolo!.framed().length);
    if (framed === 0) out.push(`${label}: no framed point published`);
    for (const line of await coveredPieces(page)) out.push(`${label}: ${line}`);
    for (const line of await overlappingPanels(page)) out.push(`${label}: ${line}`);
    if (process.env.TAVOLO_E2E_TRACE)
      console.error(`[panels] ${label}: ${clickables} clickables, ${framed} framed points`);
  };
  for (const size of sizes) {
    await settleAt(page, size);
    await check(`${size.name} seat`);
    if (size.width < 500) for (const line of await softPrints(page)) out.push(`${size.name}: ${line}`);
    if (!top || !TOP_AT.has(size.name)) continue;
    await page.evaluate(() => window.__tavolo!.store.getState().setCamera('top'));
    await settleAt(page, size);
    await check(`${size.name} top`);
    await page.evaluate(() => window.__tavolo!.store.getState().setCamera('seat'));
  }
  return out;
}
