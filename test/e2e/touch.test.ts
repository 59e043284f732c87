// Every game on a phone, by touch alone: a person opens the lobby on a touch screen (upright 390×844, or
// sideways 844×390), makes a table against a bot and plays a turn with taps only — on the game's buttons and on
// the 3D pieces themselves (a tap where the piece shows, through the live camera, never under a panel). The top
// bar is one row; the Menu opens the drawer with the panels and closes it again; no keyboard hint is shown.
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { LabiroView } from '../../shared/games/labiro/index.js';
import type { LaserView } from '../../shared/games/laser/index.js';
import type { MasterdiceView } from '../../shared/games/masterdice/index.js';
import type { SymbotrioView } from '../../shared/games/symbotrio/index.js';
import { web, TURNED_CELLS, type Shape, type WebAction, type WebView } from '../../shared/games/web/index.js';
import { towerPosition } from '../../client/games/labiro/layout.js';
import { BOARD_TOP, cellToLocal } from '../../client/games/laser/geometry.js';
import { offsetFrom, tableBoards } from '../../client/games/laser/stations.js';
import { ORIENT_KEY } from '../../client/games/laser/ui/model.js';
import { chooseCircuit, samePiece } from './laser-ui.js';
import { squarePosition } from '../../client/games/symbotrio/layout.js';
import { squareLetter } from '../../client/games/symbotrio/keys.js';
import { sceneModel } from '../../client/games/web/model.js';
import { gridToScene, BOARD_Y, CARD_T } from '../../client/games/web/layout.js';
import { playAt } from '../../client/games/web/intents.js';
import { ROOT } from './build.js';
import {
  browserSuite,
  makeCast,
  pictureOf,
  projectPoint,
  viewIn,
  waitForStill,
  waitForView,
  watchPage,
} from './browser.js';

const ARTIFACTS = path.join(ROOT, 'test-artifacts', 'e2e');
const STEP_MS = 240_000;
const UPRIGHT = { width: 390, height: 844 } as const;
const SIDEWAYS = { width: 844, height: 390 } as const;

const cast = makeCast('');
const suite = browserSuite(cast, ARTIFACTS, 'touch-failed-');
const contexts: BrowserContext[] = [];
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
});

/** A phone: a touch screen without a mouse, the page watched for errors and outside requests like every test's. */
async function phone(label: string, size: { width: number; height: number }): Promise<Page> {
  const context = await suite.browser.newContext({
    viewport: { ...size },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 1,
    locale: 'en-US',
    reducedMotion: 'reduce',
  });
  context.setDefaultTimeout(90_000);
  contexts.push(context);
  const page = await context.newPage();
  watchPage(page, label, cast.problems);
  return page;
}

/** Makes a table of `game` against a bot from the lobby, by taps; resolves on the table's page. */
async function newTable(
  page: Page,
  game: string,
  extra: (page: Page) => Promise<void> = async () => undefined,
): Promise<void> {
  await page.goto(`${suite.server.url}/`);
  await page.fill('#lobby-name', 'Pia');
  await page.getByTestId('lobby-game').selectOption(game);
  await page.getByTestId('lobby-seat-0-human').tap();
  await page.getByTestId('lobby-seat-1-bot').tap();
  await extra(page);
  await page.getByTestId('lobby-create').tap();
  await page.waitForURL(/\/t\/[A-Z0-9]+$/, { timeout: 90_000 });
}

/** Whether a scene point shows on the table now (not under a panel, inside the window). */
async function inSight(page: Page, at: readonly [number, number, number]): Promise<boolean> {
  const p = await projectPoint(page, at);
  return page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.tagName === 'CANVAS', [p.x, p.y]);
}

/** Taps a scene point like a finger (asked again on each try: the camera may still be settling), until `landed`. */
async function tapAt<V>(
  page: Page,
  at: () => Promise<readonly [number, number, number]>,
  what: string,
  landed: (v: V) => boolean,
): Promise<V> {
  for (let attempt = 0; attempt < 5; attempt++) {
    await waitForStill(page, 15_000);
    const p = await projectPoint(page, await at());
    await page.touchscreen.tap(p.x, p.y);
    const v = await waitForView<V>(page, what, landed, 15_000).catch(() => null);
    if (v) return v;
  }
  await pictureOf(page, path.join(ARTIFACTS, `touch-failed-${what.replace(/[^a-z0-9]+/gi, '-')}.png`));
  throw new Error(`no tap landed: ${what}`);
}

/** The phone's chrome: one row on top, the drawer opens and closes, no keyboard hints, targets of 44 px. */
async function checkChrome(page: Page, name: string): Promise<void> {
  const top = await page.locator('.hud-top').boundingBox();
  expect(top!.height, 'the top bar is one row').toBeLessThan(70);
  expect(await page.locator('.hud-left').isVisible()).toBe(false);
  await page.getByTestId('menu-toggle').tap();
  await expect.poll(() => page.locator('.hud-left').isVisible()).toBe(true);
  await pictureOf(page, path.join(ARTIFACTS, `touch-${name}-menu.png`));
  await page.getByTestId('menu-toggle').tap();
  await expect.poll(() => page.locator('.hud-left').isVisible()).toBe(false);
  const hints = await page
    .locator('.kbd-hint')
    .evaluateAll((els) => els.filter((e) => (e as HTMLElement).offsetParent !== null).length);
  expect(hints, 'no keyboard hint on a touch screen').toBe(0);
  const small = await page.locator('.hud button:visible').evaluateAll((els) =>
    els
      .filter((e) => {
        const r = e.getBoundingClientRect();
        return r.width > 0 && (r.width < 43.5 || r.height < 43.5);
      })
      .map(
        (e) =>
          `${e.getAttribute('data-testid') ?? e.textContent?.trim()} ${Math.round(e.getBoundingClientRect().width)}×${Math.round(e.getBoundingClientRect().height)}`,
      ),
  );
  expect(small, 'buttons smaller than 44 px').toEqual([]);
}

describe('every game by touch on a phone', () => {
  it(
    'Masterdice, upright: roll, pick a die and a column, confirm — by taps',
    async () => {
      const page = await phone('masterdice', UPRIGHT);
      await newTable(page, 'masterdice');
      const v0 = await waitForView<MasterdiceView>(
        page,
        'my roll',
        (v) => v.phase === 'attempt' && v.codeRolled && v.solver === 0,
      );
      await checkChrome(page, 'masterdice');
      await page.getByTestId('md-roll').tap();
      const rolled = await waitForView<MasterdiceView>(page, 'my dice', (v) => v.phase === 'place' && v.roll !== null);
      await page.getByTestId('md-confirm').waitFor();
      await page.getByTestId('md-die-0').tap();
      await page.getByTestId('md-column-2').tap();
      await page.getByTestId('md-confirm').tap();
      const placed = await waitForView<MasterdiceView>(page, 'the row', (v) => v.rows.length === v0.rows.length + 1);
      expect(placed.rows[0]!.placed[2]).toBe(rolled.roll![0]);
      await pictureOf(page, path.join(ARTIFACTS, 'touch-masterdice.png'));
    },
    STEP_MS,
  );

  it(
    'Laser, sideways: the whole circuit designed by taps on the palette and the 3D board, then submitted (the controls docked on the right)',
    async () => {
      const page = await phone('laser', SIDEWAYS);
      await newTable(page, 'laser');
      const v0 = await waitForView<LaserView>(page, 'the design', (v) => v.phase === 'design');
      await checkChrome(page, 'laser');
      const own = v0.circuits.findIndex((c) => c.owner === 0);
      const cellAt = async (x: number, y: number): Promise<[number, number, number]> => {
        const v = (await viewIn<LaserView>(page))!;
        const board = tableBoards(
          v.mode,
          v.circuits.map((c) => c.owner),
          v.investigators,
          0,
        ).find((b) => b.key === `circuit:${own}`)!;
        const at = offsetFrom(board.place, ...cellToLocal(x, y));
        return [at.x, BOARD_TOP + 0.06, at.z];
      };
      // The whole design by taps: each component from the palette (turned with its buttons) onto its 3D cell, then Submit.
      const circuit = chooseCircuit();
      for (const piece of circuit.pieces) {
        await page.getByTestId(`lz-kind-${piece.kind}`).tap();
        if (piece.orientation) await page.getByTestId(`lz-orient-${ORIENT_KEY[piece.orientation]}`).tap();
        await tapAt<LaserView>(
          page,
          () => cellAt(piece.x, piece.y),
          `${piece.kind} on ${piece.x},${piece.y}`,
          (x) => (x.circuits[own]!.draft?.pieces ?? []).some((p) => samePiece(p, piece)),
        );
      }
      await expect.poll(() => page.getByTestId('lz-submit-design').isEnabled(), { timeout: 90_000 }).toBe(true);
      await page.getByTestId('lz-submit-design').tap();
      const v = await waitForView<LaserView>(page, 'my circuit submitted', (x) => x.circuits[own]!.layout !== null);
      expect(v.circuits[own]!.layout!.pieces).toHaveLength(circuit.pieces.length);
      await pictureOf(page, path.join(ARTIFACTS, 'touch-laser.png'));
    },
    STEP_MS,
  );

  it(
    'Labiro, upright: tap a free tower to start on it',
    async () => {
      const page = await phone('labiro', UPRIGHT);
      await newTable(page, 'labiro');
      const v0 = await waitForView<LabiroView>(page, 'my start choice', (v) => v.phase === 'start' && v.turn === 0);
      await checkChrome(page, 'labiro');
      await waitForStill(page, 15_000);
      const taken = new Set(v0.seats.map((s) => s.home));
      let start = -1;
      for (let b = 0; b < v0.board.towers.length && start < 0; b++) {
        if (!v0.board.towers[b]!.ruby && !taken.has(b) && (await inSight(page, towerPosition(v0, b)))) start = b;
      }
      expect(start).toBeGreaterThanOrEqual(0);
      await tapAt<LabiroView>(
        page,
        async () => towerPosition((await viewIn<LabiroView>(page))!, start),
        `start on ${start}`,
        (v) => v.seats[0]!.home === start,
      );
      await pictureOf(page, path.join(ARTIFACTS, 'touch-labiro.png'));
    },
    STEP_MS,
  );

  it(
    'Symbotrio, upright: a try by taps — a square of the 3D board, two on the keypad — then Stop',
    async () => {
      const page = await phone('symbotrio', UPRIGHT);
      await newTable(page, 'symbotrio', (p) => p.getByTestId('lobby-opt-first-seat').tap());
      const v0 = await waitForView<SymbotrioView>(
        page,
        'my try',
        (v) => v.turn === 0 && v.phase === 'crack' && v.tried.length === 0,
      );
      await checkChrome(page, 'symbotrio');
      await waitForStill(page, 15_000);
      let target: (typeof v0.squares)[number] | null = null;
      for (const q of v0.squares)
        if (!target && q.sign === null && (await inSight(page, squarePosition(q.row, q.col, v0.rows, v0.cols))))
          target = q;
      expect(target).not.toBeNull();
      const q = target!;
      let up = await tapAt<SymbotrioView>(
        page,
        async () => squarePosition(q.row, q.col, v0.rows, v0.cols),
        `turn ${q.row},${q.col}`,
        (v) => v.tried.length === 1,
      );
      expect(up.squares.find((s) => s.row === q.row && s.col === q.col)!.sign).not.toBeNull();
      // Two more by taps on the panel's keypad, then Stop: the try is over and the turn moves on.
      for (const n of [2, 3]) {
        const next = up.squares.find((s) => s.sign === null)!;
        await page.getByTestId(`sy-place-${squareLetter(next.row, next.col, up.cols)}`).tap();
        up = await waitForView<SymbotrioView>(page, `square ${n} up`, (v) => v.tried.length === n);
      }
      await expect
        .poll(() => page.getByTestId('sy-stop').getAttribute('data-enabled'), { timeout: 90_000 })
        .toBe('true');
      await page.getByTestId('sy-stop').tap();
      await waitForView<SymbotrioView>(page, 'the try over', (v) => v.turnCount > up.turnCount);
      await pictureOf(page, path.join(ARTIFACTS, 'touch-symbotrio.png'));
    },
    STEP_MS,
  );

  it(
    'Web, sideways: pick a card, tap a legal spot of the table to lay it, end the turn',
    async () => {
      const page = await phone('web', SIDEWAYS);
      await newTable(page, 'web');
      const v = await waitForView<WebView>(page, 'my turn', (v) => v.turn === 0 && v.played === null);
      await checkChrome(page, 'web');
      await waitForStill(page, 15_000);
      const cellsOf = (shape: Shape, rotation: number) => TURNED_CELLS[shape][((rotation % 4) + 4) % 4]!;
      const gridPoint = (w: WebView, gx: number, gy: number): [number, number, number] => {
        const [x, z] = gridToScene(sceneModel(w, cellsOf).frame, gx, gy);
        return [x, BOARD_Y + CARD_T, z];
      };
      // A card played unturned, on the spot nearest the middle that shows on the table.
      const plays = web.legalFromView!(v, 0).filter(
        (a): a is Extract<WebAction, { type: 'play' }> => a.type === 'play' && a.rotation === 0,
      );
      let chosen: { play: Extract<WebAction, { type: 'play' }>; square: [number, number] } | null = null;
      for (const play of plays.sort((a, b) => Math.hypot(a.x, a.y) - Math.hypot(b.x, b.y))) {
        if (chosen) break;
        const card = v.seats[0]!.hand.find((c) => c.id === play.card)!;
        const cells = cellsOf(card.shape, 0);
        const square: [number, number] = [
          play.x + Math.floor((Math.max(...cells.map(([x]) => x + 1)) - 1) / 2),
          play.y + Math.floor((Math.max(...cells.map(([, y]) => y + 1)) - 1) / 2),
        ];
        if (JSON.stringify(playAt(card.id, card.shape, 0, square, cellsOf)) !== JSON.stringify(play)) continue;
        if (await inSight(page, gridPoint(v, square[0] + 0.5, square[1] + 0.5))) chosen = { play, square };
      }
      expect(chosen).not.toBeNull();
      const { play, square } = chosen!;
      await page.getByTestId(`wb-card-${play.card}`).tap();
      await expect.poll(() => page.getByTestId(`wb-card-${play.card}`).getAttribute('aria-pressed')).toBe('true');
      const laid = await tapAt<WebView>(
        page,
        async () => gridPoint((await viewIn<WebView>(page))!, square[0] + 0.5, square[1] + 0.5),
        `lay card ${play.card}`,
        (x) => x.table.some((c) => c.id === play.card),
      );
      expect(laid.table.find((c) => c.id === play.card)).toMatchObject({ x: play.x, y: play.y, rotation: 0 });
      // The turn ends by a tap (its actions left unused): the bot plays next.
      await expect.poll(() => page.getByTestId('wb-end').isEnabled(), { timeout: 90_000 }).toBe(true);
      await page.getByTestId('wb-end').tap();
      await waitForView<WebView>(page, 'the bot to play', (x) => x.turn !== 0 || x.table.length > laid.table.length);
      await pictureOf(page, path.join(ARTIFACTS, 'touch-web.png'));
    },
    STEP_MS,
  );

  it('no page logged an error or asked anything of another machine', () => {
    expect(cast.problems.errors).toEqual([]);
    expect(cast.problems.outside).toEqual([]);
  });
});
