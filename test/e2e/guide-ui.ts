// Following a guided first game in a browser page like a newcomer: read the guide's advice, press what it points
// at (the marked control, or the 3D piece under its arrow), until the guide says the game is over.
import type { Page } from 'playwright-core';
import { traced, waitForStill } from './browser.js';
import type { GuideStep, GuideTarget } from '../../client/kit/guideStep.js';

/** The guide's advice on the page now. */
export function guideOf(page: Page): Promise<GuideStep | null> {
  return page.evaluate(() => window.__tavolo?.guide() ?? null);
}

/** What `followGuide` saw: the ids of the steps followed, in order, and the last step. */
export interface GuideRun {
  readonly followed: string[];
  readonly last: GuideStep | null;
}

/**
 * Does what the guide says until it says 'done' (or `maxSteps` presses): a control by its test id (checking the
 * guide marked it), a piece by clicking where its arrow stands; a step with nothing to press is waited out.
 */
export async function followGuide(
  page: Page,
  maxSteps: number,
  stepMs = 90_000,
  onStep?: (page: Page, step: GuideStep) => Promise<void>,
): Promise<GuideRun> {
  const followed: string[] = [];
  let step = await guideOf(page);
  for (let n = 0; n < maxSteps; n++) {
    if (step?.id === 'done') return { followed, last: step };
    if (step && onStep) {
      await onStep(page, step); // may reload the page: read the advice again
      step = await guideOf(page);
      if (step?.id === 'done') return { followed, last: step };
    }
    // The advice and the table's version before the press, read together (a bot's move between two reads would
    // pair new advice with an old version): an action that lands moves the version, even when the advice that
    // follows reads the same (a prisoner drawn, the bot's turn played between two polls, "turn up a card" again).
    const now = await page.evaluate(() => ({
      step: window.__tavolo?.guide() ?? null,
      version: window.__tavolo?.store.getState().table?.version ?? -1,
    }));
    step = now.step;
    if (step?.id === 'done') return { followed, last: step };
    const { version } = now;
    const target = step?.targets[0];
    if (step && target) {
      followed.push(step.id);
      await traced(`guide: ${step.id}`, () => press(page, target, stepMs));
    }
    // The advice changes once the press landed (or the bot moved): wait for the next one.
    const before = JSON.stringify(step);
    await page.waitForFunction(
      ([b, v]) =>
        JSON.stringify(window.__tavolo?.guide() ?? null) !== b ||
        (window.__tavolo?.store.getState().table?.version ?? -1) !== v,
      [before, version] as const,
      { timeout: stepMs, polling: 100 },
    );
    step = await guideOf(page);
  }
  throw new Error(`the guided game did not end in ${maxSteps} steps (followed: ${followed.join(' ')})`);
}

/** Presses what the guide points at: the control it marked, or the piece under its arrow. */
async function press(page: Page, target: GuideTarget, stepMs: number): Promise<void> {
  if (target.kind === 'control') {
    const el = page.getByTestId(target.testId);
    await el.waitFor({ state: 'visible', timeout: stepMs });
    await page.waitForFunction(
      (id) => document.querySelector(`[data-testid="${id}"]`)?.classList.contains('guide-target') ?? false,
      target.testId,
      { timeout: 30_000 },
    );
    await el.click({ force: true });
    return;
  }
  await waitForStill(page, 10_000);
  const p = await page.evaluate(([x, y, z]) => window.__tavolo!.project(x, y, z), target.at);
  if (!p) throw new Error('no table canvas');
  await page.mouse.click(p.x, p.y);
}

/** What a game's guided test may add: a check at some step of the way (Masterdice reloads there). */
export interface GuidedGameOptions {
  /** The most presses the game may take. */
  readonly maxSteps: number;
  /** Called before each press, with the step about to be followed; may act on the page (a reload). */
  readonly onStep?: (page: Page, step: GuideStep) => Promise<void>;
  /** Called once the guide is closed at the finished table, before going back to the lobby. */
  readonly afterGame?: (page: Page) => Promise<void>;
}

const SLOW_MS = 90_000;
/** A whole guided game against a bot (software WebGL). */
export const GUIDED_GAME_MS = 420_000;

/**
 * The guided first game of `game` in a fresh browser context, as a newcomer meets it: the lobby offers it once;
 * he takes it, does only what the guide points at until the game is over and the guide says its last word, and
 * closes the guide; back in the lobby the offer has become a small button. Reduced motion (faster animations):
 * the guide is followed, not watched.
 */
export async function playGuidedGame(
  newPerson: () => Promise<{ page: Page; context: { close(): Promise<void> } }>,
  url: string,
  game: string,
  options: GuidedGameOptions,
  shot?: (page: Page) => Promise<void>,
): Promise<GuideRun> {
  const p = await newPerson();
  const page = p.page;
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${url}/`);
  await page.fill('#lobby-name', 'Newcomer');
  await page.getByTestId('lobby-game').selectOption(game);
  await page.getByTestId('guided-offer').waitFor({ timeout: SLOW_MS });
  await page.getByTestId('lobby-guided').click();
  await page.waitForURL(/\/t\/[A-Z0-9]+$/, { timeout: SLOW_MS });
  await page.getByTestId('guide-bubble').waitFor({ timeout: SLOW_MS });
  const seats = await page.evaluate(() => window.__tavolo!.store.getState().table!.seats.map((s) => s.kind));
  if (seats[0] !== 'human' || !seats.slice(1).every((k) => k === 'bot'))
    throw new Error(`a guided table seats the newcomer and bots, not ${seats.join(' ')}`);

  const run = await followGuide(page, options.maxSteps, SLOW_MS, options.onStep);
  if (run.last?.id !== 'done') throw new Error(`the guide ended on ${run.last?.id}`);
  const phase = await page.evaluate(() => window.__tavolo!.store.getState().table!.phase);
  if (phase !== 'finished') throw new Error(`the guide said done with the table ${phase}`);
  await page.waitForFunction(
    () => document.querySelector('[data-testid="guide-bubble"]')?.getAttribute('data-step') === 'done',
    null,
    { timeout: SLOW_MS },
  );
  await shot?.(page);
  await page.getByTestId('guide-close').click();
  await page.waitForFunction(() => !document.querySelector('[data-testid="guide-bubble"]'), null, { timeout: SLOW_MS });
  await options.afterGame?.(page);

  // Offered once: back in the lobby the note is gone, the button stays.
  await page.goto(`${url}/`);
  await page.getByTestId('lobby-game').selectOption(game);
  await page.getByTestId('lobby-guided').waitFor({ timeout: SLOW_MS });
  if ((await page.getByTestId('guided-offer').count()) !== 0) throw new Error('the guided game was offered twice');
  await p.context.close();
  return run;
}
