// Masterdice's guided first game in Chromium (test/e2e/guide-ui.ts): the newcomer solves the bot's code and then
// codes for it, pressing only what the guide points at. On the way, the bug issue 14 found: after the game he
// solved, Continue and a reload, the new coder must be asked to roll the code, not told the dice are rolling.
// Also: Skip turns the guide off for good at that table (a reload keeps it off), and the rules panel starts a
// guided game again. After the match, Rematch starts a new one with the roles of the first game flipped. No
// console error, nothing leaves this machine.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { MasterdiceView } from '../../shared/games/masterdice/index.js';
import { ROOT } from './build.js';
import { browserSuite, makeCast, panelsIn, screenshotAt, unfoldMenu, type Person } from './browser.js';
import { GUIDED_GAME_MS, guideOf, playGuidedGame } from './guide-ui.js';
import type { GuideStep } from '../../client/kit/guideStep.js';

const ARTIFACTS = path.join(ROOT, 'test-artifacts', 'e2e');
const SLOW_MS = 90_000;
const cast = makeCast('');
const suite = browserSuite(cast, ARTIFACTS, 'guided-failed-');
const person = (label: string): Promise<Person> => cast.join(suite.browser, label);

const viewOf = (page: Page) => page.evaluate(() => window.__tavolo!.store.getState().view as MasterdiceView);
const lastThrowOf = (page: Page) =>
  page.evaluate(() => {
    const t = window.__tavolo!.store.getState().lastThrow;
    return t ? { roll: t.roll, channel: t.channel } : null;
  });

describe('Masterdice: the guided first game in the browser', () => {
  it(
    'offered once in the lobby, followed press by press to the end of the match; a reload as the new coder says nothing rolls',
    async () => {
      let reloaded = false;
      const onStep = async (page: Page, step: GuideStep) => {
        const view = await viewOf(page);
        if (reloaded || step.id !== 'roll-code' || view.gameIndex !== 1) return;
        reloaded = true;
        // He solved game 1, pressed Continue: the last throw he saw was his white roll, with the roll number the
        // code phase still carries.
        expect(await lastThrowOf(page)).toMatchObject({ channel: 'white', roll: view.rollCount });
        await page.reload();
        await page.waitForFunction(() => window.__tavolo?.store.getState().connection === 'connected', null, {
          timeout: SLOW_MS,
        });
        await expect
          .poll(() => lastThrowOf(page), { timeout: SLOW_MS })
          .toMatchObject({ channel: 'white', roll: view.rollCount });
        await page.getByTestId('md-roll-code').waitFor({ timeout: SLOW_MS });
        const prompt = await page.locator('.md-prompt').innerText();
        expect(prompt).not.toMatch(/rolling/i);
        expect(prompt).toMatch(/roll the secret code/i);
        expect(await page.getByTestId('md-roll-code').isEnabled()).toBe(true);
        await page.getByTestId('guide-bubble').waitFor({ timeout: SLOW_MS }); // the guide came back with the page
      };
      // The match is over: the card names the winner, and Rematch starts a new match with the first roles flipped.
      const afterGame = async (page: Page) => {
        const over = await viewOf(page);
        expect(over.phase).toBe('over');
        expect(over.results).toHaveLength(2);
        expect(await page.getByTestId('md-match-over').innerText()).toMatch(/win|draw/i);
        await page.getByTestId('md-rematch').click();
        await page.waitForFunction(
          () => (window.__tavolo?.store.getState().view as MasterdiceView | null)?.match === 1,
          null,
          { timeout: SLOW_MS },
        );
        expect(await viewOf(page)).toMatchObject({ gameIndex: 0, results: [], coder: over.results[0]!.solver });
      };
      const run = await playGuidedGame(
        () => person('newcomer'),
        suite.server.url,
        'masterdice',
        { maxSteps: 200, onStep, afterGame },
        (page) => screenshotAt(page, path.join(ARTIFACTS, 'guided-masterdice-done.png')),
      );
      expect(reloaded).toBe(true);
      for (const id of ['roll', 'place-die', 'confirm', 'continue', 'roll-code']) expect(run.followed).toContain(id);
    },
    GUIDED_GAME_MS,
  );

  it(
    'the rules panel starts a guided game; Skip turns the guide off, and a reload keeps it off',
    async () => {
      const p = await person('skipper');
      const page = p.page;
      await page.goto(`${suite.server.url}/`);
      await page.fill('#lobby-name', 'Skipper');
      await page.getByTestId('guided-no').click(); // "No thanks": the offer folds into the small button
      expect(await page.getByTestId('guided-offer').count()).toBe(0);
      await page.getByTestId('lobby-create').click();
      await page.waitForURL(/\/t\/[A-Z0-9]+$/, { timeout: SLOW_MS });
      const plain = page.url();
      await page.getByTestId('menu-toggle').waitFor({ timeout: SLOW_MS });
      await panelsIn(page);
      expect(await page.getByTestId('guide-bubble').count()).toBe(0);

      await unfoldMenu(page);
      await page.getByRole('button', { name: /^rules$/i }).click();
      await page.getByTestId('rules-guided').click();
      await page.waitForURL((u) => /\/t\/[A-Z0-9]+$/.test(u.pathname) && u.href !== plain, { timeout: SLOW_MS });
      await page.getByTestId('guide-bubble').waitFor({ timeout: SLOW_MS });
      // The guide's first step (its solver loads with the guided game: client/games/masterdice/guide.ts).
      await expect.poll(() => guideOf(page), { timeout: SLOW_MS }).not.toBeNull();
      await page.getByTestId('guide-skip').click();
      await expect.poll(() => page.getByTestId('guide-bubble').count()).toBe(0);
      await page.reload();
      await page.waitForFunction(() => window.__tavolo?.store.getState().connection === 'connected', null, {
        timeout: SLOW_MS,
      });
      await page.getByTestId('menu-toggle').waitFor({ timeout: SLOW_MS });
      await panelsIn(page);
      expect(await page.getByTestId('guide-bubble').count()).toBe(0);
      await p.context.close();
    },
    GUIDED_GAME_MS,
  );

  it('no console error and no request leaving this machine', () => {
    expect(cast.problems.errors).toEqual([]);
    expect(cast.problems.outside).toEqual([]);
  });
});
