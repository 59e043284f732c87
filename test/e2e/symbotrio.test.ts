// Symbotrio end to end in Chromium: the built client served by the real server, a person playing like a person.
// A player reads Symbotrio's name and blurb in the Italian lobby, makes a table against the bot, and a spectator
// watches from the lobby. On her turn the player turns up three squares — one by clicking it on the 3D board, one
// by the letter on the board's frame, one by tapping the panel's keypad — and ends the try. The spectator sees each
// sign while it lies face up and the log line telling what was turned; once the squares are face down again no
// page shows a sign. No page ever holds a face-down square's sign, no console error, nothing leaves this machine.
// Screenshots go to test-artifacts/e2e/.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Sign, SymbotrioView } from '../../shared/games/symbotrio/index.js';
import { lobby } from '../../client/games/symbotrio/lobby.js';
import { squareLetter } from '../../client/games/symbotrio/keys.js';
import { squarePosition } from '../../client/games/symbotrio/layout.js';
import { ROOT } from './build.js';
import {
  aimAndClick,
  browserSuite,
  makeCast,
  pauseBots,
  projectPoint,
  screenshotAt,
  traced,
  viewIn,
  waitForStill,
  pictureOf,
  unfoldMenu,
  waitForView as waitForView_,
  type Person,
} from './browser.js';
import { decodePng } from './png.js';
import { recordedViews, viewRecorder } from './recorder.js';

const ARTIFACTS = path.join(ROOT, 'test-artifacts', 'e2e');
const SLOW_MS = 90_000;
const STEP_MS = 240_000;
const WATCH_SIZE = { width: 400, height: 250 } as const;

/** Where the Symbotrio recorder keeps its entries in the page. */
const SEEN_SLOT = '__e2eSymbotrio';

/**
 * Script run before the app in every page: records, for every view the page's store held, how many squares showed
 * a sign and how many signs the try had turned (a sign may show only while its square lies face up in this try).
 */
const SYMBOTRIO_RECORDER = viewRecorder(
  SEEN_SLOT,
  `(view) => (view.squares && view.tried ? {
    phase: view.phase,
    up: view.squares.filter((q) => q.sign !== null).length,
    tried: view.tried.length,
  } : null)`,
);

/** One view as the recorder kept it. */
interface SeenSigns {
  readonly phase: string;
  readonly up: number;
  readonly tried: number;
}

const cast = makeCast(SYMBOTRIO_RECORDER);
const person = (label: string): Promise<Person> => cast.join(suite.browser, label);
const viewOf = (page: Page) => viewIn<SymbotrioView>(page);
const waitForView = (page: Page, what: string, pred: (v: SymbotrioView) => boolean, ms = SLOW_MS) =>
  waitForView_<SymbotrioView>(page, what, pred, ms);

/** The signs up on a view's board, by place (row, col) — what the page shows now. */
const upSigns = (v: SymbotrioView): string[] =>
  v.squares
    .filter((q) => q.sign !== null)
    .map((q) => `${q.row},${q.col}:${q.sign}`)
    .sort();
/** How many elements of the page draw a sign (the panels' sticker icons). */
const signsDrawn = (page: Page) => page.evaluate(() => document.querySelectorAll('[data-sign]').length);

// Server and Chromium for the file; a failed step leaves a picture of every open page, to see what the person saw.
const suite = browserSuite(cast, ARTIFACTS, 'symbotrio-failed-');

describe('Symbotrio in the browser', () => {
  let ada: Person;
  let sam: Person;
  let done = 0;
  let tableCode = '';
  const requireStep = (step: number) => {
    if (done < step) throw new Error('an earlier step failed');
  };

  it(
    'the lobby names Symbotrio in Italian; a player makes a table against the bot; a spectator watches from the lobby',
    async () => {
      ada = await person('ada');
      const page = ada.page;
      await page.goto(`${suite.server.url}/`);
      await page.locator('input[name="lang"][value="it"]').check();
      await page.fill('#lobby-name', 'Ada');
      await page.getByTestId('lobby-game').selectOption('symbotrio');
      const it = (await lobby.strings.it()) as {
        name: string;
        blurb: string;
        options: { easy: string; first: string; firsts: { seat: string } };
      };
      await expect
        .poll(() => page.getByTestId('lobby-game').locator('option[value="symbotrio"]').textContent(), {
          timeout: SLOW_MS,
        })
        .toBe(it.name);
      const form = () =>
        page
          .locator('.create-form')
          .textContent()
          .then((t) => t ?? '');
      await expect.poll(form, { timeout: SLOW_MS }).toContain(it.blurb);
      for (const words of [it.options.easy, it.options.first, it.options.firsts.seat])
        expect(await form()).toContain(words);
      // Ada starts (a chosen seat: the first, hers), so the test needs no bot's turn first.
      await page.getByTestId('lobby-opt-first-seat').click();
      await pictureOf(page.locator('.create-card'), path.join(ARTIFACTS, 'symbotrio-lobby-it.png'));
      await page.locator('input[name="lang"][value="en"]').check();
      await page.getByTestId('lobby-create').click();
      await page.waitForURL(/\/t\/[A-Z0-9]+$/, { timeout: SLOW_MS });
      const code = new URL(page.url()).pathname.split('/')[2]!;
      tableCode = code;
      const v = await waitForView(page, 'the game under way', (v) => v.phase !== 'over' && v.you === 0);
      expect(v.players).toBe(2);
      expect(v.turn).toBe(0); // the chosen first seat
      expect(v.squares.every((q) => q.sign === null)).toBe(true);

      sam = await person('sam');
      await sam.page.setViewportSize(WATCH_SIZE);
      await sam.page.goto(`${suite.server.url}/`);
      await sam.page.getByTestId(`lobby-table-${code}`).getByTestId('lobby-watch').click();
      await sam.page.waitForURL(new RegExp(`/t/${code}\\?spectate=1$`), { timeout: SLOW_MS });
      await waitForView(sam.page, 'the spectator view', (v) => v.you === null);
      done = 1;
    },
    STEP_MS,
  );

  it(
    'on her turn the player turns up three squares — a click on the board, a letter key, a tap on the keypad — and the spectator sees each sign',
    async () => {
      requireStep(1);
      const page = ada.page;
      // Her turn to crack with no square up yet: turn up a card or play a trickster first when that is the moment.
      let v = await traced('a fresh try', () => readyToCrack(page));
      const gem = v.cracking;
      expect(gem).not.toBeNull();

      // 1. A click on a face-down square of the 3D board.
      v = await traced('click a square', () => clickSquare(page, v));
      await spectatorSees(v);

      // 2. The letter of a face-down place, as printed on the board's frame.
      const second = v.squares.find((q) => q.sign === null)!;
      await page.keyboard.press(squareLetter(second.row, second.col, v.cols).toLowerCase());
      v = await waitForView(page, 'the second square up', (x) => x.tried.length === 2);
      expect(v.squares.find((q) => q.row === second.row && q.col === second.col)!.sign).not.toBeNull();
      await spectatorSees(v);

      // 3. A tap on the panel's keypad.
      const third = v.squares.find((q) => q.sign === null)!;
      await page.getByTestId(`sy-place-${squareLetter(third.row, third.col, v.cols)}`).click();
      v = await waitForView(page, 'the third square up', (x) => x.tried.length === 3);
      await spectatorSees(v);
      expect(await signsDrawn(page)).toBeGreaterThan(0);
      await screenshotAt(page, path.join(ARTIFACTS, 'symbotrio-three-up.png'));
      await expect
        .poll(() => page.getByTestId('sy-stop').getAttribute('data-enabled'), { timeout: SLOW_MS })
        .toBe('true');
      tried = v.tried;
      done = 2;
    },
    STEP_MS,
  );

  let tried: readonly Sign[] = [];
  it(
    'she ends the try: the squares go face down on every page, and the spectator’s log tells what was turned',
    async () => {
      requireStep(2);
      const page = ada.page;
      const turnCount = (await viewOf(page))!.turnCount;
      await page.getByTestId('sy-stop').click();
      await waitForView(page, 'the try over', (x) => x.turnCount > turnCount);
      const seen = await waitForView(
        sam.page,
        'the spectator sees the squares face down',
        (x) => x.turnCount > turnCount && x.tried.length === 0,
      );
      expect(seen.squares.filter((q) => q.sign !== null).length).toBe(0);
      for (const p of [page, sam.page]) await expect.poll(() => signsDrawn(p), { timeout: SLOW_MS }).toBe(0);
      const log = () =>
        sam.page
          .locator('.log-lines')
          .textContent()
          .then((t) => t ?? '');
      await expect.poll(log, { timeout: SLOW_MS }).toMatch(/Ada turned/);
      const line = (await log()).split(/(?=Ada turned)/).find((l) => l.startsWith('Ada turned'))!;
      for (const sign of tried) expect(line, `the log names the ${sign}`).toMatch(new RegExp(SIGN_WORD[sign], 'i'));
      await screenshotAt(sam.page, path.join(ARTIFACTS, 'symbotrio-spectator.png'));
      done = 3;
    },
    STEP_MS,
  );

  it(
    'the spectator saves a photo: a PNG of the table alone (the canvas, over the room), named after the game, the table and the move',
    async () => {
      requireStep(3);
      // The photo is named after the move it shows: Ada pauses the bots, so the table holds still at one move.
      await pauseBots(ada.page);
      const page = sam.page;
      const paused = await ada.page.evaluate(() => window.__tavolo!.store.getState().table!.version);
      await page.waitForFunction(
        (v) =>
          window.__tavolo?.store.getState().table?.version === v && window.__tavolo.store.getState().table?.botsPaused,
        paused,
      );
      const version = await page.evaluate(() => window.__tavolo!.store.getState().table!.version);
      await unfoldMenu(page); // the spectator's small window keeps the photo in the Menu drawer
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: SLOW_MS }),
        page.getByTestId('photo').click(),
      ]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`^tavolo-symbotrio-${tableCode}-move-\\d+\\.png$`));
      expect(download.suggestedFilename()).toBe(`tavolo-symbotrio-${tableCode}-move-${version}.png`);
      const file = await download.path();
      await download.saveAs(path.join(ARTIFACTS, 'symbotrio-photo.png'));
      const png = decodePng(readFileSync(file!));
      const canvas = await page.evaluate(() => {
        const c = document.querySelector('canvas')!;
        return { width: c.width, height: c.height };
      });
      expect({ width: png.width, height: png.height }).toEqual(canvas);
      // Opaque everywhere (the room behind the table), and a real picture: hundreds of colours, not a blank frame.
      const colours = new Set<number>();
      let transparent = 0;
      for (let i = 0; i < png.rgba.length; i += 4 * 7) {
        colours.add((png.rgba[i]! << 16) | (png.rgba[i + 1]! << 8) | png.rgba[i + 2]!);
        if (png.rgba[i + 3]! < 255) transparent++;
      }
      expect(transparent).toBe(0);
      expect(colours.size).toBeGreaterThan(200);
      await expect
        .poll(
          () =>
            page
              .locator('[aria-live="polite"]')
              .allTextContents()
              .then((t) => t.join(' ')),
          { timeout: SLOW_MS },
        )
        .toContain(download.suggestedFilename());
    },
    STEP_MS,
  );

  it(
    'no page ever held a face-down square’s sign; no console error; nothing left this machine',
    async () => {
      requireStep(3);
      for (const p of [ada, sam]) {
        const seen = await recordedViews<SeenSigns>(p.page, SEEN_SLOT);
        expect(seen.length).toBeGreaterThan(3);
        for (const s of seen) expect(s.up, JSON.stringify(s)).toBe(s.tried);
        expect(seen.some((s) => s.up === 3)).toBe(true);
      }
      expect(cast.problems.errors).toEqual([]);
      expect(cast.problems.outside).toEqual([]);
    },
    STEP_MS,
  );

  it(
    'the spectator mutes the table; after a reload the table is still muted, and the volume is where it was',
    async () => {
      // Last: the reload starts the spectator's page afresh (its view recorder too).
      requireStep(3);
      const page = sam.page;
      await unfoldMenu(page);
      const mute = page.getByTestId('sound-mute');
      await expect.poll(() => mute.getAttribute('aria-pressed'), { timeout: SLOW_MS }).toBe('false');
      await page.getByTestId('sound-volume').fill('40');
      await mute.click();
      await expect.poll(() => mute.getAttribute('aria-pressed'), { timeout: SLOW_MS }).toBe('true');
      await page.reload();
      await waitForView(page, 'the spectator view again', (v) => v.you === null);
      await unfoldMenu(page);
      await expect
        .poll(() => page.getByTestId('sound-mute').getAttribute('aria-pressed'), { timeout: SLOW_MS })
        .toBe('true');
      // Unmuting brings the remembered volume back.
      await page.getByTestId('sound-mute').click();
      await expect.poll(() => page.getByTestId('sound-volume').inputValue(), { timeout: SLOW_MS }).toBe('40');
      expect(cast.problems.errors).toEqual([]);
    },
    STEP_MS,
  );

  /** Waits for the spectator's view to show exactly the signs the player's view shows now. */
  async function spectatorSees(v: SymbotrioView): Promise<void> {
    const want = upSigns(v);
    await waitForView(sam.page, `the spectator sees ${want.join(' ')}`, (x) => upSigns(x).join() === want.join());
  }
});

/** A word of the log line for each sign (the English sticker names). */
const SIGN_WORD: Readonly<Record<Sign, string>> = {
  red: 'red',
  blue: 'blue',
  yellow: 'yellow',
  small: 'short',
  medium: 'medium',
  large: 'long',
  triangle: 'triangle',
  rhombus: 'rhombus',
  square: 'square',
  rectangle: 'rectangle',
  circle: '(?<!semi)circle',
  semicircle: 'semicircle',
};

/** Whether a person can click a scene point now: on screen it is the table, not a panel over it. */
async function inSight(page: Page, at: readonly [number, number, number]): Promise<boolean> {
  const p = await projectPoint(page, at);
  return page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.tagName === 'CANVAS', [p.x, p.y]);
}

/** Clicks a face-down square of the 3D board that a person can see, as a person does; returns the view once it is up. */
async function clickSquare(page: Page, v: SymbotrioView): Promise<SymbotrioView> {
  await waitForStill(page, 15_000);
  const down = v.squares.filter((q) => q.sign === null);
  let target: (typeof down)[number] | null = null;
  for (const q of down) if (!target && (await inSight(page, squarePosition(q.row, q.col, v.rows, v.cols)))) target = q;
  if (!target) throw new Error('no face-down square in sight');
  const q = target;
  const up = await aimAndClick<SymbotrioView>(
    page,
    async () => {
      const now = (await viewOf(page))!;
      return projectPoint(page, squarePosition(q.row, q.col, now.rows, now.cols));
    },
    `turn the square at ${q.row},${q.col}`,
    (x) => x.tried.length === 1,
  );
  expect(up.squares.find((s) => s.row === q.row && s.col === q.col)!.sign).not.toBeNull();
  return up;
}

/** Plays the page's seat up to a fresh try of its own: turns up a card, or draws a trickster's first card, as needed. */
async function readyToCrack(page: Page): Promise<SymbotrioView> {
  for (let i = 0; i < 12; i++) {
    const v = await waitForView(page, 'my turn', (x) => x.turn === 0 && x.phase !== 'over');
    if (v.phase === 'crack' && v.tried.length === 0) return v;
    const stamp = v.turnCount;
    if (v.phase === 'draw') await page.getByTestId('sy-draw').click();
    else if (v.phase === 'trick') await page.locator('[data-testid^="sy-steal-"][data-enabled="true"]').first().click();
    else await page.getByTestId('sy-stop').click();
    await waitForView(page, 'the card resolved', (x) => x.turnCount !== stamp || x.phase !== v.phase);
  }
  throw new Error('no try of my own came');
}
