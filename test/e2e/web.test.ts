// Web end to end in Chromium: the built client served by the real server, a person clicking like a person.
// A player makes a Web table against the bot in the lobby, placing two coins by hand on the obstacle grid; a
// spectator watches from the lobby. On his turn the player picks a card from his hand, turns it with the Turn
// button and drops it on a spot the engine lists by clicking the table in 3D; then takes a cable in hand and lays
// it by clicking a side that lights up. The spectator sees the card and the cable appear; the log tells of both.
// No page ever holds a dot it may not see, no console error, nothing leaves this machine. Screenshots go to
// test-artifacts/e2e/.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { web, TURNED_CELLS, type Shape, type WebAction, type WebView, type XY } from '../../shared/games/web/index.js';
import { sceneModel } from '../../client/games/web/model.js';
import { gridToScene, BOARD_Y, CARD_T } from '../../client/games/web/layout.js';
import { playAt } from '../../client/games/web/intents.js';
import { ROOT } from './build.js';
import {
  aimAndClick,
  browserSuite,
  makeCast,
  projectPoint,
  screenshotAt,
  traced,
  viewIn,
  waitForStill,
  pictureOf,
  waitForView as waitForView_,
  type Person,
} from './browser.js';
import { recordedViews, viewRecorder } from './recorder.js';

const ARTIFACTS = path.join(ROOT, 'test-artifacts', 'e2e');
const SLOW_MS = 90_000;
const STEP_MS = 240_000;
const WATCH_SIZE = { width: 400, height: 250 } as const;
/** The coins the player places in the lobby. */
const COINS: readonly XY[] = [
  [3, 2],
  [-3, -2],
];

/** Where the Web recorder keeps its entries in the page. */
const SEEN_SLOT = '__e2eWeb';

/**
 * Script run before the app in every page: records, for every view the page's store held, whether it showed any
 * dots this page may not see (another seat's hand cards, or anything on a pile).
 */
const WEB_RECORDER = viewRecorder(
  SEEN_SLOT,
  `(view) => (view.seats && view.piles ? {
    phase: view.phase,
    foreignDots: view.seats.some((p, i) => i !== view.you && p.hand.some((c) => c.dots !== null)),
    pileDots: view.piles.some((p) => p.top && 'dots' in p.top),
  } : null)`,
);

/** One view as the recorder kept it. */
interface SeenDots {
  readonly phase: string;
  readonly foreignDots: boolean;
  readonly pileDots: boolean;
}

const cast = makeCast(WEB_RECORDER);
const person = (label: string): Promise<Person> => cast.join(suite.browser, label);

const viewOf = (page: Page) => viewIn<WebView>(page);
const waitForView = (page: Page, what: string, pred: (v: WebView) => boolean, ms = SLOW_MS) =>
  waitForView_<WebView>(page, what, pred, ms);
const cellsOf = (shape: Shape, rotation: number) => TURNED_CELLS[shape][((rotation % 4) + 4) % 4]!;

/** A grid point (square units, x east, y south) as a scene point on the cards' top, in the scene's own frame for this view. */
function gridPoint(v: WebView, gx: number, gy: number): [number, number, number] {
  const [x, z] = gridToScene(sceneModel(v, cellsOf).frame, gx, gy);
  return [x, BOARD_Y + CARD_T, z];
}

/** Whether a person can click a grid point now: on screen it is the table, not a panel over it. */
async function inSight(page: Page, v: WebView, gx: number, gy: number): Promise<boolean> {
  const p = await projectPoint(page, gridPoint(v, gx, gy));
  return page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.tagName === 'CANVAS', [p.x, p.y]);
}

/** The square the pointer rests on to drop `play` (the scene centres the picked card on the square under the pointer). */
function dropSquare(play: Extract<WebAction, { type: 'play' }>, shape: Shape): XY {
  const cells = cellsOf(shape, play.rotation);
  const w = Math.max(...cells.map(([x]) => x + 1));
  const h = Math.max(...cells.map(([, y]) => y + 1));
  return [play.x + Math.floor((w - 1) / 2), play.y + Math.floor((h - 1) / 2)];
}

// Server and Chromium for the file; a failed step leaves a picture of every open page, to see what the person saw.
const suite = browserSuite(cast, ARTIFACTS, 'web-failed-');

describe('Web in the browser', () => {
  let ada: Person;
  let sam: Person;
  let done = 0;
  const requireStep = (step: number) => {
    if (done < step) throw new Error('an earlier step failed');
  };

  it(
    'a player makes a Web table against the bot, placing two coins by hand; a spectator watches from the lobby',
    async () => {
      ada = await person('ada');
      const page = ada.page;
      await page.goto(`${suite.server.url}/`);
      await page.fill('#lobby-name', 'Ada');
      await page.getByTestId('lobby-game').selectOption('web');
      await page.getByTestId('lobby-opt-obstacles-placed').click();
      for (const [x, y] of COINS) await page.getByTestId(`lobby-obstacle-${x}_${y}`).click();
      await expect
        .poll(() => page.getByTestId(`lobby-obstacle-${COINS[0]![0]}_${COINS[0]![1]}`).getAttribute('aria-pressed'), {
          timeout: SLOW_MS,
        })
        .toBe('true');
      await pictureOf(page.getByTestId('lobby-opt-obstacles'), path.join(ARTIFACTS, 'web-lobby-obstacles.png'));
      await page.getByTestId('lobby-create').click();
      await page.waitForURL(/\/t\/[A-Z0-9]+$/, { timeout: SLOW_MS });
      const code = new URL(page.url()).pathname.split('/')[2]!;
      const v = await waitForView(page, 'the game under way', (v) => v.phase === 'play');
      expect(v.players).toBe(2);
      expect(v.you).toBe(0);
      expect([...v.obstacles].map(String).sort()).toEqual(COINS.map(String).sort());
      expect(v.seats[0]!.hand.every((c) => c.dots !== null)).toBe(true);
      expect(v.seats[1]!.hand.every((c) => c.dots === null)).toBe(true);

      sam = await person('sam');
      await sam.page.setViewportSize(WATCH_SIZE);
      await sam.page.goto(`${suite.server.url}/`);
      await sam.page.getByTestId(`lobby-table-${code}`).getByTestId('lobby-watch').click();
      await sam.page.waitForURL(new RegExp(`/t/${code}\\?spectate=1$`), { timeout: SLOW_MS });
      await waitForView(sam.page, 'the spectator view', (v) => v.phase === 'play' && v.you === null);
      done = 1;
    },
    STEP_MS,
  );

  it(
    'on his turn the player picks a card, turns it and drops it on a legal spot by clicking the table',
    async () => {
      requireStep(1);
      const page = ada.page;
      let v = await traced('my turn', () =>
        waitForView(page, 'my turn, before my card', (v) => v.turn === 0 && v.played === null),
      );
      // From the top camera no card hides behind the hand's fan.
      await traced('top camera', async () => {
        await page.keyboard.press('2');
        await waitForStill(page, 15_000);
      });
      await expect
        .poll(() => page.getByTestId('wb-end').getAttribute('data-reason'), { timeout: SLOW_MS })
        .toBe('web/cannot-pass');

      // The card with the most legal spots after one quarter turn; the spot nearest the middle a person can see.
      const legal = web.legalFromView!(v, 0).filter(
        (a): a is Extract<WebAction, { type: 'play' }> => a.type === 'play' && a.rotation === 1,
      );
      const byCard = new Map<number, Extract<WebAction, { type: 'play' }>[]>();
      for (const a of legal) byCard.set(a.card, [...(byCard.get(a.card) ?? []), a]);
      const [cardId, spots] = [...byCard].sort((a, b) => b[1].length - a[1].length)[0]!;
      const card = v.seats[0]!.hand.find((c) => c.id === cardId)!;
      const centre = (p: Extract<WebAction, { type: 'play' }>) => Math.hypot(...dropSquare(p, card.shape));
      let chosen: Extract<WebAction, { type: 'play' }> | null = null;
      for (const p of [...spots].sort((a, b) => centre(a) - centre(b))) {
        const [sx, sy] = dropSquare(p, card.shape);
        // The scene centres the card on the square under the pointer: that square must give exactly this play.
        expect(playAt(card.id, card.shape, 1, [sx, sy], cellsOf)).toEqual(p);
        if (!chosen && (await inSight(page, v, sx + 0.5, sy + 0.5))) chosen = p;
      }
      if (!chosen) throw new Error('no legal spot for the card in sight');
      const play = chosen;

      await page.getByTestId(`wb-card-${card.id}`).click();
      await expect
        .poll(() => page.getByTestId(`wb-card-${card.id}`).getAttribute('aria-pressed'), { timeout: SLOW_MS })
        .toBe('true');
      await page.getByTestId('wb-rotate').click();
      const [sx, sy] = dropSquare(play, card.shape);
      v = await traced('drop the card', () =>
        aimAndClick<WebView>(
          page,
          async () => projectPoint(page, gridPoint((await viewOf(page))!, sx + 0.5, sy + 0.5)),
          `drop card ${card.id} at ${play.x},${play.y}`,
          (x) => x.table.some((c) => c.id === card.id),
        ),
      );
      const placed = v.table.find((c) => c.id === card.id)!;
      expect([placed.rotation, placed.x, placed.y]).toEqual([1, play.x, play.y]);
      expect(v.played).toEqual({ card: card.id, dots: placed.dots });
      await waitForView(page, 'the actions counter', (x) => x.actionsLeft === placed.dots);
      await expect
        .poll(() => page.getByTestId('wb-actions').textContent(), { timeout: SLOW_MS })
        .toContain(`${placed.dots} action`);
      await screenshotAt(page, path.join(ARTIFACTS, 'web-played.png'));
      done = 2;
    },
    STEP_MS,
  );

  it(
    'the player takes a cable in hand and lays it by clicking a side that lights up',
    async () => {
      requireStep(2);
      const page = ada.page;
      let v = (await viewOf(page))!;
      const before = v.cables.length;
      await page.getByTestId('wb-cable').click();
      await expect
        .poll(() => page.getByTestId('wb-cable').getAttribute('aria-pressed'), { timeout: SLOW_MS })
        .toBe('true');
      await waitForStill(page, 15_000);
      const sides = web.legalFromView!(v, 0).filter(
        (a): a is Extract<WebAction, { type: 'cable' }> => a.type === 'cable',
      );
      expect(sides.length).toBeGreaterThan(0);
      // Aim inside square a, near its side towards b: that square and that side are under the pointer.
      const aim = (c: Extract<WebAction, { type: 'cable' }>): [number, number] => [
        c.a[0] + 0.5 + 0.4 * (c.b[0] - c.a[0]),
        c.a[1] + 0.5 + 0.4 * (c.b[1] - c.a[1]),
      ];
      let chosen: Extract<WebAction, { type: 'cable' }> | null = null;
      for (const c of sides) if (!chosen && (await inSight(page, v, ...aim(c)))) chosen = c;
      if (!chosen) throw new Error('no legal side in sight');
      const cable = chosen;
      const same = (x: WebView) =>
        x.cables.some(
          (k) =>
            k.colour === 0 && [k.a, k.b].map(String).sort().join() === [cable.a, cable.b].map(String).sort().join(),
        );
      v = await traced('lay the cable', () =>
        aimAndClick<WebView>(
          page,
          async () => projectPoint(page, gridPoint((await viewOf(page))!, ...aim(cable))),
          `lay a cable ${cable.a} – ${cable.b}`,
          same,
        ),
      );
      expect(v.cables.length).toBe(before + 1);
      expect(v.seats[0]!.front).toBe(2);
      await screenshotAt(page, path.join(ARTIFACTS, 'web-cabled.png'));

      // The spectator sees the card and the cable; the log tells of both.
      const seen = await waitForView(
        sam.page,
        'the spectator sees the card and the cable',
        (s) => s.table.length === v.table.length && same(s),
      );
      expect(seen.table.map((c) => c.id)).toEqual(v.table.map((c) => c.id));
      const log = () =>
        sam.page
          .locator('.log-lines')
          .textContent()
          .then((t) => t ?? '');
      await expect.poll(log, { timeout: SLOW_MS }).toMatch(/Ada plays an? \w+ card: \d actions?\./);
      await expect.poll(log, { timeout: SLOW_MS }).toMatch(/Ada lays a cable/);
      done = 3;
    },
    STEP_MS,
  );

  it(
    'no page ever held a dot it may not see; no console error; nothing left this machine',
    async () => {
      requireStep(3);
      for (const p of [ada, sam]) {
        const seen = await recordedViews<SeenDots>(p.page, SEEN_SLOT);
        expect(seen.length).toBeGreaterThan(2);
        for (const s of seen) {
          expect(s.foreignDots).toBe(false);
          expect(s.pileDots).toBe(false);
        }
      }
      expect(cast.problems.errors).toEqual([]);
      expect(cast.problems.outside).toEqual([]);
    },
    STEP_MS,
  );
});
