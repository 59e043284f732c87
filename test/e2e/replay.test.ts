// Replays end to end in Chromium, for every registered game: two server bots finish a short game (bots answer
// in a few ms), then a person opens a shared moment /replay/CODE?at=N and sees exactly the server's frame N
// (the step and the view in the page's store), drags the slider to another moment, and plays on at 4×.
// From one seat's point of view the page shows that seat's frames; the picker and the share button keep the
// point of view and the moment in the link. Screenshots of each game's replay go to test-artifacts/e2e/.
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../shared/games/index.js';
import type { ReplayResponse } from '../../shared/protocol.js';
import { botsFinish } from '../server/replay-games.js';
import { ROOT } from './build.js';
import {
  launchChromium,
  newPerson,
  noProblems,
  pictureOf,
  startTestServer,
  traced,
  type TestServer,
} from './browser.js';

const ARTIFACTS = path.join(ROOT, 'test-artifacts', 'e2e');
const STEP_MS = 180_000;
/** Games whose replay is also played, paused, seen from a seat and shared in the browser (one with dice). */
const FULL_CONTROLS = new Set(['masterdice', 'labiro']);

const problems = noProblems();
const live = {} as { server: TestServer; browser: Browser; page: Page };

beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  live.server = await startTestServer(2, 'replay');
  live.browser = await launchChromium();
  live.page = (await newPerson(live.browser, 'viewer', problems)).page;
}, 600_000);

afterAll(async () => {
  await live.browser?.close();
  await live.server?.stop();
}, 60_000);

async function replayOf(tableId: string, seat?: number): Promise<ReplayResponse> {
  const res = await fetch(
    `${live.server.url}/api/tables/${tableId}/replay${seat === undefined ? '' : `?seat=${seat}`}`,
  );
  expect(res.status).toBe(200);
  return (await res.json()) as ReplayResponse;
}

/** The server's view at frame n (0: the setup). */
const frameView = (r: ReplayResponse, n: number): unknown => (n === 0 ? r.start : r.steps[n - 1]!.view);

/** What the page's store shows now: the step (the synthetic table's version), the view, the seats. */
function shown(page: Page) {
  return page.evaluate(() => {
    const s = window.__tavolo!.store.getState();
    return { step: s.table?.version ?? -1, view: s.view as unknown, mySeat: s.mySeat, watchSeat: s.watchSeat };
  });
}

/** Waits until the page shows step `n` (and returns what it shows). */
async function waitForStep(page: Page, n: number, ms = 60_000): Promise<Awaited<ReturnType<typeof shown>>> {
  await page.waitForFunction(
    (want) => window.__tavolo?.store.getState().table?.version === want && !!window.__tavolo.store.getState().view,
    n,
    { timeout: ms },
  );
  return shown(page);
}

/**
 * Presses a button by its name. A click event rather than Playwright's pointer click: software WebGL keeps
 * the page's main thread busy drawing, and the pointer click's wait for two still animation frames took 10–20 s
 * on this machine (the whole file ran 11 minutes); the button and its handler are the same.
 */
function press(page: Page, name: string): Promise<void> {
  return page.getByRole('button', { name, exact: true }).dispatchEvent('click');
}

/** Sets a slider or a select as a person's input does (the value, then the input and change events React hears). */
function setControl(page: Page, selector: string, value: string): Promise<void> {
  return page.evaluate(
    ([sel, v]) => {
      const el = document.querySelector(sel) as HTMLInputElement | HTMLSelectElement;
      const proto = el instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
      Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, v);
      el.dispatchEvent(new Event('input', { bubbles: true }));
      el.dispatchEvent(new Event('change', { bubbles: true }));
    },
    [selector, value] as const,
  );
}

describe('replays in the browser', () => {
  for (const game of Object.values(GAMES)) {
    it(
      `${game.id}: a shared moment opens at that step and the slider scrubs${FULL_CONTROLS.has(game.id) ? "; play, pause, a seat's point of view and its link" : ''}`,
      async () => {
        const { tableId, watcher } = await traced(`${game.id}: bots finish`, () =>
          botsFinish(live.server.server, game),
        );
        await watcher.room.leave();
        const all = await replayOf(tableId);
        const last = all.steps.length;
        expect(last).toBeGreaterThan(3);
        const page = live.page;

        // A shared moment: the page opens at frame N and shows the server's frame N.
        const at = Math.floor(last / 2);
        await page.goto(`${live.server.url}/replay/${tableId}?at=${at}`);
        const opened = await traced('open at N', () => waitForStep(page, at));
        expect(opened.view).toEqual(frameView(all, at));
        expect(opened.mySeat).toBeNull();
        await expect(page.locator('.replay-step').textContent()).resolves.toBe(`Move ${at} of ${last}`);

        // The slider scrubs to another moment, shown at rest.
        const to = Math.max(1, at - 3);
        await traced('drag the slider', () => setControl(page, '.replay-bar input[type=range]', String(to)));
        expect((await traced('scrubbed', () => waitForStep(page, to))).view).toEqual(frameView(all, to));

        // The bar's controls are the same for every game (the frames differ, and the server test checks every
        // game's frames from every point of view): the rest runs on two games, software WebGL charging seconds
        // for each remount of a scene.
        if (!FULL_CONTROLS.has(game.id)) return;

        // One step forward shows the next frame (its animations are checked by looking: see the report).
        await press(page, 'Forward');
        expect((await traced('stepped', () => waitForStep(page, to + 1))).view).toEqual(frameView(all, to + 1));

        // Play at 4× moves on by itself; pause stops it.
        await press(page, '4×');
        await press(page, 'Play');
        await traced('play 2 steps', () =>
          page.waitForFunction((n) => (window.__tavolo?.store.getState().table?.version ?? 0) >= n, to + 3, {
            timeout: 60_000,
          }),
        );
        await traced('pause', () => press(page, 'Pause'));
        // Paused once the bar offers Play again; a step the player had already taken shows by the next frame.
        await page.getByRole('button', { name: 'Play', exact: true }).waitFor();
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        const paused = await shown(page);
        expect(paused.view).toEqual(frameView(all, paused.step));
        await page.waitForTimeout(1_500);
        expect((await shown(page)).step).toBe(paused.step);

        // Seat 1's point of view from the picker: the URL keeps it, the page shows seat 1's frames.
        const seat1 = await replayOf(tableId, 1);
        await traced('pick seat 1', () => setControl(page, '.replay-pov select', '1'));
        // A replay never seats the viewer (no controls to play), it looks from seat 1's chair.
        await page.waitForFunction(() => window.__tavolo?.store.getState().watchSeat === 1, null, { timeout: 30_000 });
        await page.waitForFunction(() => !document.querySelector('.replay-pov select[aria-busy=true]'), null, {
          timeout: 30_000,
        });
        expect(new URL(page.url()).searchParams.get('seat')).toBe('1');
        const asSeat = await shown(page);
        expect(asSeat.mySeat).toBeNull();
        expect(asSeat.view).toEqual(frameView(seat1, asSeat.step));

        // Share this moment: the link names the step and the point of view, and opens there.
        await traced('share', () => press(page, 'Share this moment'));
        const link = await page.getByRole('textbox', { name: 'Link to this moment' }).inputValue();
        expect(link).toBe(`${live.server.url}/replay/${tableId}?at=${asSeat.step}&seat=1`);
        await traced('screenshot', () => pictureOf(page, path.join(ARTIFACTS, `replay-${game.id}.png`)));
        await page.goto(link);
        const reopened = await traced('reopen the link', () => waitForStep(page, asSeat.step));
        expect(reopened.watchSeat).toBe(1);
        expect(reopened.view).toEqual(frameView(seat1, asSeat.step));

        // A moment past the end opens on the last step.
        await page.goto(`${live.server.url}/replay/${tableId}?at=${last + 50}`);
        expect((await waitForStep(page, last)).view).toEqual(frameView(all, last));
      },
      STEP_MS,
    );
  }

  it('no console error, nothing leaves this machine', () => {
    expect(problems.errors).toEqual([]);
    expect(problems.outside).toEqual([]);
  });
});
