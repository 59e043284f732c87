// Web's guided first game in Chromium (test/e2e/guide-ui.ts): the newcomer against one bot picks the card the guide
// marks, turns it, drops it where the gilt arrow stands on the table, takes a cable and lays it on the side under
// the arrow, draws and ends his turns as told, until the game is over. Pictures: the first card about to be dropped,
// the arrow on the table (1280 × 720), and the end. No console error, nothing leaves this machine.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ROOT } from './build.js';
import { PICTURES, browserSuite, makeCast, screenshotAt, traced, waitForStill, type Person } from './browser.js';
import { GUIDED_GAME_MS, playGuidedGame } from './guide-ui.js';
import type { GuideStep } from '../../client/kit/guideStep.js';

const ARTIFACTS = path.join(ROOT, 'test-artifacts', 'e2e');
const cast = makeCast('');
const suite = browserSuite(cast, ARTIFACTS, 'guided-web-failed-');
const person = (label: string): Promise<Person> => cast.join(suite.browser, label);

/** A picture at 1280 × 720 once the scene is still (the arrow has dropped in), then back to the page's size. */
async function shotAt720(page: Page, file: string): Promise<void> {
  if (!PICTURES) return;
  await traced(`screenshot ${path.basename(file)}`, async () => {
    const size = page.viewportSize();
    await page.setViewportSize({ width: 1280, height: 720 });
    await waitForStill(page, 30_000);
    await page.screenshot({ path: file });
    if (size) await page.setViewportSize(size);
  });
}

describe('Web: the guided first game in the browser', () => {
  it(
    'offered once in the lobby, followed press by press (cards dropped and cables laid under the arrow) to the end of the game',
    async () => {
      let shot = false;
      const onStep = async (page: Page, step: GuideStep) => {
        if (step.id !== 'drop-card' || shot) return;
        shot = true;
        await shotAt720(page, path.join(ARTIFACTS, 'guided-web-drop-card.png'));
      };
      const run = await playGuidedGame(
        () => person('newcomer'),
        suite.server.url,
        'web',
        { maxSteps: 120, onStep },
        (page) => screenshotAt(page, path.join(ARTIFACTS, 'guided-web-done.png')),
      );
      for (const id of ['pick-card', 'drop-card', 'take-cable', 'lay-cable', 'end']) expect(run.followed).toContain(id);
    },
    GUIDED_GAME_MS,
  );

  it('no console error and no request leaving this machine', () => {
    expect(cast.problems.errors).toEqual([]);
    expect(cast.problems.outside).toEqual([]);
  });
});
