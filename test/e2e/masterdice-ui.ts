// Playing Masterdice through its real UI in a browser page: buttons and keys only (no net call), with the
// page's own store (`window.__tavolo`) read to know what to do next and to check what each viewer saw.
import type { Page } from 'playwright-core';
import { traced } from './browser.js';
import { recordedViews, viewRecorder } from './recorder.js';
import {
  chooseSolverAction,
  consistentCodes,
  type MasterdiceAction,
  type MasterdiceView,
} from '../../shared/games/masterdice/index.js';
import type { ThrowMessage } from '../../shared/protocol.js';
import { boardYaw, SOLVER_TRAY } from '../../client/games/masterdice/layout.js';

/** Generous waits: WebGL renders in software here, and three pages share two cores. */
export const SLOW_MS = 90_000;

/** Letters of the columns for the keyboard (blue, red, yellow, green). */
const COLUMN_KEYS = ['b', 'r', 'y', 'g'] as const;

/** Where the Masterdice recorder keeps its views in the page. */
const SEEN_SLOT = '__e2eViews';

/**
 * Script run before the app in every page of a context: records each view the page's store holds (phase,
 * game, results, and the code it carried) so a test can check that no secret ever reached that page, even
 * for a moment between two polls.
 */
export const VIEW_RECORDER = viewRecorder(
  SEEN_SLOT,
  `(view, s) => ({ code: view.code ?? null, phase: view.phase, match: view.match, gameIndex: view.gameIndex, results: (view.results || []).length, seat: s.mySeat })`,
);

/** One view as the recorder kept it. */
export interface SeenView {
  readonly code: readonly number[] | null;
  readonly phase: string;
  readonly match: number;
  readonly gameIndex: number;
  readonly results: number;
  readonly seat: number | null;
}

/** Every view this page has held since it loaded. */
export function seenViews(page: Page): Promise<SeenView[]> {
  return recordedViews<SeenView>(page, SEEN_SLOT);
}

/** The page's current Masterdice view, or null before the first state. */
export function viewOf(page: Page): Promise<MasterdiceView | null> {
  return page.evaluate(() => (window.__tavolo?.store.getState().view ?? null) as MasterdiceView | null);
}

/** The page's seat (null: spectator) and the table's version (length of the action log). */
export function seatAndVersion(
  page: Page,
): Promise<{ seat: number | null; version: number | null; connection: string }> {
  return page.evaluate(() => {
    const s = window.__tavolo!.store.getState();
    return { seat: s.mySeat, version: s.table?.version ?? null, connection: s.connection };
  });
}

/** The last dice throw the page received: its roll and the game's channel ('white', 'code'), or null. */
export function lastThrowOf(page: Page): Promise<{ roll: number; channel: string } | null> {
  return page.evaluate(() => {
    const t = window.__tavolo!.store.getState().lastThrow;
    return t ? { roll: t.roll, channel: t.channel } : null;
  });
}

/** Waits until the page's view matches every field given: match, game, number of rows, phase, finished games (at least). */
export async function waitForBoard(
  page: Page,
  want: { match?: number; gameIndex?: number; rows?: number; phase?: string; results?: number },
): Promise<MasterdiceView> {
  await page.waitForFunction(
    (w) => {
      const v = window.__tavolo?.store.getState().view as MasterdiceView | null | undefined;
      if (!v) return false;
      return (
        (w.match === undefined || v.match === w.match) &&
        (w.gameIndex === undefined || v.gameIndex === w.gameIndex) &&
        (w.rows === undefined || v.rows.length === w.rows) &&
        (w.phase === undefined || v.phase === w.phase) &&
        (w.results === undefined || v.results.length >= w.results)
      );
    },
    want,
    { timeout: SLOW_MS, polling: 100 },
  );
  return (await viewOf(page))!;
}

/** Takes the focus off any button, so Enter reaches the game's keyboard instead of pressing that button. */
async function blur(page: Page): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur?.());
}

/** The coder rolls the code: the "Roll the code" button, or the key R. */
export function rollCode(page: Page, via: 'click' | 'key'): Promise<MasterdiceView> {
  return traced(`roll the code (${via})`, () => rollCodeNow(page, via));
}

async function rollCodeNow(page: Page, via: 'click' | 'key'): Promise<MasterdiceView> {
  const button = page.getByTestId('md-roll-code');
  await button.waitFor({ timeout: SLOW_MS });
  if (via === 'click') await button.click();
  else {
    await blur(page);
    await page.keyboard.press('r');
  }
  await page.waitForFunction(
    () => (window.__tavolo?.store.getState().view as MasterdiceView | null)?.codeRolled === true,
    null,
    { timeout: SLOW_MS },
  );
  return (await viewOf(page))!;
}

/** The solver rolls his white dice (button, R, or a drag across his tray), then waits until the throw has settled and the placing panel shows. */
export function rollWhite(page: Page, via: 'click' | 'key' | 'gesture'): Promise<MasterdiceView> {
  return traced(`roll white dice (${via})`, () => rollWhiteNow(page, via));
}

/**
 * The drag `rollWhite(page, 'gesture')` makes across the solver's tray, in the board's frame (the solver on +z):
 * from near his right to far left, 1.5 units long: a hard throw, ~0.4 rad to his left.
 */
export const THROW_DRAG = { from: [0.3, 0.7], to: [-0.3, -0.7] } as const;

/** Where a point of the solver's tray (board frame, tray-relative x and z) shows on the page now. */
async function trayPoint(page: Page, x: number, z: number): Promise<{ x: number; y: number }> {
  const view = (await viewOf(page))!;
  const yaw = boardYaw(view.solver);
  const [bx, bz] = [SOLVER_TRAY[0] + x, SOLVER_TRAY[2] + z];
  // The board group turns about y by `yaw` (three's rotation: x' = x cos + z sin, z' = -x sin + z cos).
  const [wx, wz] = [bx * Math.cos(yaw) + bz * Math.sin(yaw), -bx * Math.sin(yaw) + bz * Math.cos(yaw)];
  const p = await page.evaluate(([a, b]) => window.__tavolo!.project(a, 0.01, b), [wx, wz] as const);
  if (!p) throw new Error('no table on the page');
  return p;
}

/** The page's last throw, whole (its tracks), or null. */
export function lastTrackOf(page: Page): Promise<ThrowMessage | null> {
  return page.evaluate(() => window.__tavolo!.store.getState().lastThrow);
}

async function rollWhiteNow(page: Page, via: 'click' | 'key' | 'gesture'): Promise<MasterdiceView> {
  const button = page.getByTestId('md-roll');
  await button.waitFor({ timeout: SLOW_MS });
  if (via === 'click') await button.click();
  else if (via === 'gesture') {
    const from = await trayPoint(page, ...THROW_DRAG.from);
    const to = await trayPoint(page, ...THROW_DRAG.to);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 6 });
    await page.mouse.up();
  } else {
    await blur(page);
    await page.keyboard.press('r');
  }
  await waitForBoard(page, { phase: 'place' });
  await page.getByTestId('md-confirm').waitFor({ timeout: SLOW_MS });
  return (await viewOf(page))!;
}

/** Which rolled die (index in the roll) carries each placement's value, each die used once. */
export function diceFor(
  roll: readonly number[],
  placements: readonly { column: number; value: number }[],
): { die: number; column: number }[] {
  const used = new Set<number>();
  return placements.map(({ column, value }) => {
    const die = roll.findIndex((v, i) => v === value && !used.has(i));
    if (die < 0) throw new Error(`no rolled die shows ${value} (roll ${roll.join(' ')})`);
    used.add(die);
    return { die, column };
  });
}

/**
 * Puts dice on the row and confirms, through the placing panel: 'click' (the first die and its column by
 * mouse, the others by keys, then the Confirm button) or 'key' (1–4, then B/R/Y/G, then Enter). Resolves
 * once the row with its feedback is back.
 */
export function placeDice(
  page: Page,
  placements: readonly { column: number; value: number }[],
  via: 'click' | 'key',
): Promise<MasterdiceView> {
  return traced(`place ${placements.length} dice (${via})`, () => placeDiceNow(page, placements, via));
}

async function placeDiceNow(
  page: Page,
  placements: readonly { column: number; value: number }[],
  via: 'click' | 'key',
): Promise<MasterdiceView> {
  const before = (await viewOf(page))!;
  const moves = diceFor(before.roll ?? [], placements);
  if (via === 'click') {
    // The first die goes down by mouse (the die, then its column), the others by keys, then Confirm by mouse:
    // with a die picked up the board's targets glow, and each mouse click then waits out several software
    // frames (about a second each here), where a key waits one or two. `force` skips Playwright's wait for
    // the button to hold still over two frames.
    const [first, ...rest] = moves;
    await traced('  click a die', () => page.getByTestId(`md-die-${first!.die}`).click({ force: true }));
    await traced('  click a column', () => page.getByTestId(`md-column-${first!.column}`).click({ force: true }));
    await blur(page);
    for (const { die, column } of rest) {
      await page.keyboard.press(String(die + 1));
      await page.keyboard.press(COLUMN_KEYS[column]!);
    }
    await traced('  click Confirm', () => page.getByTestId('md-confirm').click({ force: true }));
  } else {
    await blur(page);
    for (const { die, column } of moves) {
      await page.keyboard.press(String(die + 1));
      await page.keyboard.press(COLUMN_KEYS[column]!);
    }
    await page.keyboard.press('Enter');
  }
  return traced('  the row shows', () =>
    waitForBoard(page, { gameIndex: before.gameIndex, rows: before.rows.length + 1, phase: 'attempt' }),
  );
}

/** Opens the solution panel (Solve… or S), picks one value per colour and submits. */
export function submitSolution(page: Page, code: readonly number[], via: 'click' | 'key'): Promise<void> {
  return traced(`submit a solution (${via})`, () => submitSolutionNow(page, code, via));
}

async function submitSolutionNow(page: Page, code: readonly number[], via: 'click' | 'key'): Promise<void> {
  const submit = page.getByTestId('md-submit-solution');
  if ((await submit.count()) === 0) {
    if (via === 'click') await page.getByTestId('md-solve-open').click();
    else {
      await blur(page);
      await page.keyboard.press('s');
    }
  }
  await submit.waitFor({ timeout: SLOW_MS });
  for (let c = 0; c < 4; c++) await page.getByTestId(`md-solve-${c}-${code[c]}`).click();
  await submit.click();
}

/**
 * The solver's next move: the engine's smart solver, made to give its solution once `maxRows` rows are on
 * the board (then a code consistent with every row's feedback), so a test game stays short.
 */
export function nextSolverMove(view: MasterdiceView, maxRows: number): MasterdiceAction {
  if (view.phase === 'attempt' && view.rows.length >= maxRows) {
    const fits = consistentCodes(view.rows);
    return { type: 'solve', code: [...(fits[0] ?? [1, 1, 1, 1])] };
  }
  return chooseSolverAction(view, 7);
}

/** Whether the page's text or its code panel shows `code` (as the panels write it: "●4 ▲1 ■6 ★2"). */
export async function pageShowsCode(page: Page, code: readonly number[]): Promise<boolean> {
  const symbols = ['●', '▲', '■', '★'];
  const text = code.map((v, c) => `${symbols[c]}${v}`).join(' ');
  return page.evaluate(
    (t) =>
      document.body.innerText.includes(t) ||
      document.querySelector('.md-code') !== null ||
      document.querySelector(`[aria-label*="${t}"]`) !== null,
    text,
  );
}
