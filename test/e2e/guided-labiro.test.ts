// Labiro's guided first game in Chromium (test/e2e/guide-ui.ts): the newcomer, offered the guided game in the
// lobby, plays the short game (one round: a turn each) against the bot pressing only what the guide points at —
// his start tower, the towers he walks to and turns under the gilt arrow, the panel's buttons (Take, End turn…) —
// until the round limit or a full chest ends it. Pictures (not in CI): a walk at the play size; once, at a
// 1280 × 720 desktop, a tower to turn under the arrow (nothing of the overlay over that point); and the last word.
// No console error, nothing leaves this machine.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { GuideStep } from '../../client/kit/guideStep.js';
import { ROOT } from './build.js';
import {
  PICTURES,
  pictureOf,
  browserSuite,
  makeCast,
  projectPoint,
  screenshotAt,
  traced,
  waitForStill,
  type Person,
} from './browser.js';
import { GUIDED_GAME_MS, playGuidedGame } from './guide-ui.js';

const ARTIFACTS = path.join(ROOT, 'test-artifacts', 'e2e');
const cast = makeCast('');
const suite = browserSuite(cast, ARTIFACTS, 'guided-labiro-failed-');
const person = (label: string): Promise<Person> => cast.join(suite.browser, label);
/**
 * The newcomer's window: the play size made a little taller, where Labiro's panel (tools, tower and hand) starts
 * open under the labyrinth. At 800 × 500 it starts folded and the guide opens it for each button of the tower
 * and folds it again for each tower to click (the unit tests follow that path), each time swinging the camera:
 * the game then took twice as long on this machine.
 */
const NEWCOMER_SIZE = { width: 800, height: 600 } as const;
async function newcomer(): Promise<Person> {
  const p = await person('newcomer');
  await p.page.setViewportSize({ ...NEWCOMER_SIZE });
  return p;
}

/**
 * Once, mid-game, at a 1280 × 720 desktop: a picture of the arrow over the tower the guide asks him to turn, and
 * a check that the point the next press clicks is the table, not a panel. Back to the play size after.
 */
async function shotOfTurn(page: Page, step: GuideStep): Promise<void> {
  const at = step.targets[0];
  if (at?.kind !== 'piece')
    throw new Error(`a turn is armed on the tower under the arrow: ${JSON.stringify(step.targets)}`);
  await traced('the arrow over the tower to turn, at 1280 x 720', async () => {
    const size = page.viewportSize();
    await page.setViewportSize({ width: 1280, height: 720 });
    await waitForStill(page, 20_000);
    await pictureOf(page, path.join(ARTIFACTS, 'guided-labiro-turn.png'));
    const p = await projectPoint(page, at.at);
    expect(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName, p)).toBe('CANVAS');
    if (size) await page.setViewportSize(size);
    await waitForStill(page, 20_000);
  });
}

describe('Labiro: the guided first game in the browser', () => {
  it(
    'offered once in the lobby, followed press by press (towers chosen, walked to or turned under the arrow) to the end of the game',
    async () => {
      let shot = false;
      let walked = false;
      const onStep = async (page: Page, step: GuideStep) => {
        if (!PICTURES) return;
        if (!walked && step.id === 'walk') {
          walked = true; // what he sees at the play size: the arrow over the tower to walk to
          await waitForStill(page, 10_000);
          await pictureOf(page, path.join(ARTIFACTS, 'guided-labiro-walk.png'));
        }
        if (shot || step.id !== 'turn-arm') return;
        shot = true;
        await shotOfTurn(page, step);
      };
      const started = Date.now();
      const run = await playGuidedGame(newcomer, suite.server.url, 'labiro', { maxSteps: 200, onStep }, (page) =>
        screenshotAt(page, path.join(ARTIFACTS, 'guided-labiro-done.png')),
      );
      if (process.env.TAVOLO_E2E_TRACE)
        console.error(
          `guided labiro: ${run.followed.length} presses in ${((Date.now() - started) / 1000).toFixed(0)} s`,
        );
      // Each run meets a new deal: what every guided game holds (test/client/labiro-guide.test.ts follows every
      // kind of step over fixed deals; a newcomer shut in all his one turn never walks, a walk that fills his chest
      // ends the game before End).
      expect(run.followed.slice(0, 2)).toEqual(['start', 'take']);
      expect(run.followed.filter((id) => id === 'walk' || id === 'turn-arm')).not.toEqual([]);
      expect(shot).toBe(PICTURES && run.followed.includes('turn-arm'));
    },
    GUIDED_GAME_MS,
  );

  it('no console error and no request leaving this machine', () => {
    expect(cast.problems.errors).toEqual([]);
    expect(cast.problems.outside).toEqual([]);
  });
});
