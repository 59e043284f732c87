// Symbotrio's guided first game in Chromium (test/e2e/guide-ui.ts): the newcomer, offered the guided game in the
// lobby, plays the easy variant against the bot pressing only what the guide points at — the keypad key it marks,
// a card's button — until every card is won. Once on the way the square is clicked on the 3D board where the guide's
// arrow stands instead, and that square turns. Pictures: the arrow over a square at a 1280 × 720 desktop, and the
// last word. No console error, nothing leaves this machine.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { GuideStep } from '../../client/kit/guideStep.js';
import { ROOT } from './build.js';
import { cellOfLetter } from '../../client/games/symbotrio/keys.js';
import type { SymbotrioView } from '../../shared/games/symbotrio/index.js';
import {
  PICTURES,
  browserSuite,
  makeCast,
  pictureOf,
  projectPoint,
  screenshotAt,
  traced,
  viewIn,
  waitForStill,
  waitForView,
  type Person,
} from './browser.js';
import { GUIDED_GAME_MS, playGuidedGame } from './guide-ui.js';

const ARTIFACTS = path.join(ROOT, 'test-artifacts', 'e2e');
const cast = makeCast('');
const suite = browserSuite(cast, ARTIFACTS, 'guided-symbotrio-failed-');
const person = (label: string): Promise<Person> => cast.join(suite.browser, label);

const viewOf = (page: Page) => viewIn<SymbotrioView>(page);

/** The square a flip step names: its key's letter and the point of the board under the arrow. */
function flipOf(step: GuideStep): { letter: string; at: readonly [number, number, number] } | null {
  const key = step.targets[0];
  const at = step.targets.find((t) => t.kind === 'piece');
  if (!step.id.startsWith('flip-') || key?.kind !== 'control' || at?.kind !== 'piece') return null;
  return { letter: key.testId.replace('sy-place-', ''), at: at.at };
}

/** A picture of the arrow over the square to turn, at a 1280 × 720 desktop (only when PICTURES: it costs slow frames). */
async function pictureArrow(page: Page): Promise<void> {
  if (!PICTURES) return;
  const size = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 720 });
  await waitForStill(page);
  await pictureOf(page, path.join(ARTIFACTS, 'guided-symbotrio-arrow.png'));
  if (size) await page.setViewportSize(size);
  await waitForStill(page, 20_000);
}

/**
 * Clicks the board where the arrow stands, when no panel lies over that point (the play window is small), and
 * checks the click turned the square the guide named; false when a panel covers it (a later square then).
 */
async function clickUnderArrow(
  page: Page,
  flip: { letter: string; at: readonly [number, number, number] },
): Promise<boolean> {
  await waitForStill(page, 10_000);
  const p = await projectPoint(page, flip.at);
  if ((await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName, p)) !== 'CANVAS') return false;
  const before = (await viewOf(page))!;
  await traced(`click the square under the arrow (${flip.letter})`, () => page.mouse.click(p.x, p.y));
  const after = await waitForView<SymbotrioView>(
    page,
    'the square under the arrow turned',
    (v) => v.tried.length === before.tried.length + 1,
  );
  const cell = cellOfLetter(flip.letter, after.rows, after.cols)!;
  expect(after.squares.find((q) => q.row === cell.row && q.col === cell.col)?.sign).not.toBeNull();
  await page.mouse.move(0, 0); // off the board: no square stays lifted under the pointer
  return true;
}

describe('Symbotrio: the guided first game in the browser', () => {
  it(
    'offered once in the lobby, followed press by press until every card is won; once, the square under the arrow clicked on the board',
    async () => {
      let pictured = false;
      let clicked = false;
      const onStep = async (page: Page, step: GuideStep) => {
        const flip = flipOf(step);
        if (!flip) return;
        // Once: a square he saw, under the arrow (the guide remembers it for him).
        if (!pictured && step.id === 'flip-known') {
          pictured = true;
          await pictureArrow(page);
        }
        // Once: the square clicked on the 3D board instead of its key.
        if (!clicked) clicked = await clickUnderArrow(page, flip);
      };
      const started = Date.now();
      const run = await playGuidedGame(
        () => person('newcomer'),
        suite.server.url,
        'symbotrio',
        { maxSteps: 200, onStep },
        (page) => screenshotAt(page, path.join(ARTIFACTS, 'guided-symbotrio-done.png')),
      );
      await traced(
        `guided game: ${run.followed.length} presses in ${((Date.now() - started) / 1000).toFixed(0)} s`,
        async () => undefined,
      );
      for (const id of ['flip-guess', 'flip-known', 'end', 'draw']) expect(run.followed).toContain(id);
      expect(clicked).toBe(true);
    },
    GUIDED_GAME_MS,
  );

  it('no console error and no request leaving this machine', () => {
    expect(cast.problems.errors).toEqual([]);
    expect(cast.problems.outside).toEqual([]);
  });
});
