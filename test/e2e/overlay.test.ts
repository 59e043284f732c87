// The OBS overlay (?overlay=1) in Chromium, for all five games: the built client served by the real server.
// Ada (a colyseus.js client) sits at a table of each game with server bots; a streamer's browser source opens the
// table as a spectator overlay. Read back from a screenshot with no page background: the page's corners are fully
// transparent and the table's centre opaque. No button, panel or toast exists; every seat's name is large and
// fully visible, the scores and whose turn are there, and when Ada moves a caption says what happened, then fades.
// With ?lang=it the words are Italian. The delayed feed opened as an overlay is the same see-through page; before the
// feed starts (its setup waits the delay too) that page shows only a waiting card.
// Pictures of each overlay over a checkerboard go to test-artifacts/e2e/overlay-<game>.png.
import { coveredPieces } from './panels.js';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../shared/games/index.js';
import { GAME_IDS, shortOptionsOf } from '../../shared/games/meta.js';
import type { BaseView } from '../../shared/core/index.js';
import { en } from '../../client/i18n/en.js';
import { it as itStrings } from '../../client/i18n/it.js';
import { ROOT } from './build.js';
import { PICTURES, browserSuite, makeCast, waitForStill, type Person } from './browser.js';
import { alphaAt, decodePng } from './png.js';
import { createTable, waitFor, type Player } from '../server/helpers.js';

const ARTIFACTS = path.join(ROOT, 'test-artifacts', 'e2e');
const STEP_MS = 240_000;
/** A 16:9 browser source, small: software WebGL pays for every pixel. */
const SOURCE_SIZE = { width: 800, height: 450 } as const;
/** The size the pictures are taken at. */
const PICTURE_SIZE = { width: 1280, height: 720 } as const;
/** Names must be at least 28 px tall on a 1080p source (and in proportion on a smaller one). */
const MIN_NAME_PX_AT_1080 = 28;

/** The game whose overlay is also opened in Italian. */
const ITALIAN_GAME = 'masterdice';

const cast = makeCast('');
const suite = browserSuite(cast, ARTIFACTS, 'overlay-failed-');
const person = (label: string): Promise<Person> => cast.join(suite.browser, label);

/** Ada at a `game` table with server bots in the other seats, once the bots have played up to her turn. */
async function adaAt(game: string, extra: { feedDelay?: number } = {}): Promise<Player> {
  const seats = [
    { kind: 'human' as const },
    ...Array.from({ length: Math.max(1, GAMES[game]!.minPlayers - 1) }, () => ({ kind: 'bot' as const })),
  ];
  const ada = await createTable(suite.server.server, {
    game,
    options: shortOptionsOf(game), // each game's short game (shared/games/<id>/meta.ts): a small table
    seats,
    name: 'Ada',
    ...extra,
  });
  await waitFor(() => ada.toAct(), `${game}: Ada's turn`, 60_000);
  return ada;
}

/** The seat names the table shows (Ada and the bots' names). */
function seatNames(ada: Player): string[] {
  return [...ada.state.seats].map((s: { name: string }) => s.name);
}

/** Ada plays the move the game's first bot would make from her own view; resolves once the server took it. */
async function adaMoves(ada: Player, game: string): Promise<number> {
  const before = ada.version;
  ada.act(GAMES[game]!.bots[0]!.decide(ada.view(), 0, before + 7));
  await waitFor(() => ada.version > before, `${game}: Ada's move accepted`, 30_000);
  return before + 1;
}

/** The turn line the overlay should show now, from Ada's view, in `lang`. */
function expectedTurn(ada: Player, lang: 'en' | 'it'): string {
  const words = lang === 'it' ? itStrings : en;
  const names = seatNames(ada);
  const toAct = (ada.view() as unknown as BaseView).toAct;
  if (ada.state.phase === 'finished' && toAct.length === 0) return words.table.finished;
  return toAct.map((s) => words.table.theirTurn.replace('{{name}}', names[s]!)).join(' · ');
}

/**
 * Opens the overlay link in a fresh browser source and waits until the names show, the page shows the table at
 * `version` (Ada's: a delayed feed catches up a second later) and the scene rests (the director back on its wide shot).
 */
async function openOverlay(label: string, url: string, seats: number, version: number): Promise<Page> {
  const { page } = await person(label);
  await page.setViewportSize({ ...SOURCE_SIZE });
  await page.goto(url);
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-testid="overlay-seat-name"]').length === n,
    seats,
    { timeout: 90_000 },
  );
  await page.waitForFunction(
    (v) =>
      (window.__tavolo?.store.getState().table?.version ?? -1) >= v && (window.__tavolo?.renderer()?.frame ?? 0) > 0,
    version,
    { timeout: 90_000 },
  );
  expect(await waitForStill(page, 60_000)).toEqual([]);
  return page;
}

/**
 * Whether the overlay captions a move of `version` or later, once the page has the events of the move of `last`
 * (every client gets an events message per move, empty or not) and React has drawn them.
 */
async function captionSince(page: Page, version: number, last: number): Promise<boolean> {
  await page.waitForFunction((v) => (window.__tavolo?.store.getState().liveEvents?.version ?? -1) >= v, last, {
    timeout: 60_000,
  });
  return page.evaluate(async (v) => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    return Number(document.querySelector('[data-testid="overlay-caption"]')?.getAttribute('data-version') ?? -1) >= v;
  }, version);
}

/** How an element reads: its text, its font size in px, and its opacity with every ancestor's multiplied in. */
function readable(page: Page, selector: string) {
  return page.evaluate((sel) => {
    return [...document.querySelectorAll<HTMLElement>(sel)].map((el) => {
      let opacity = 1;
      for (let e: HTMLElement | null = el; e; e = e.parentElement) opacity *= Number(getComputedStyle(e).opacity);
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      return {
        text: el.innerText.trim(),
        fontPx: parseFloat(style.fontSize),
        /** The least a name may measure at this window's height (28 px at 1080p, in proportion). */
        minPx: (28 * innerHeight) / 1080,
        opacity,
        shown: style.visibility === 'visible' && box.width > 0 && box.height > 0,
        shadow: style.textShadow,
      };
    });
  }, selector);
}

/** The smallest alpha in a `size`-pixel square at each corner of a transparent screenshot, and at the table's centre. */
async function alphas(page: Page): Promise<{ corners: number[]; centre: number }> {
  const img = decodePng(await page.screenshot({ omitBackground: true }));
  const size = 6;
  const corner = (x0: number, y0: number) => {
    let max = 0;
    for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) max = Math.max(max, alphaAt(img, x0 + x, y0 + y));
    return max;
  };
  const w = img.width,
    h = img.height;
  const centre = await page.evaluate(() => window.__tavolo!.project(0, 0, 0));
  let minCentre = 255;
  for (let dy = -3; dy <= 3; dy++)
    for (let dx = -3; dx <= 3; dx++) minCentre = Math.min(minCentre, alphaAt(img, centre!.x + dx, centre!.y + dy));
  return {
    corners: [corner(0, 0), corner(w - size, 0), corner(0, h - size), corner(w - size, h - size)],
    centre: minCentre,
  };
}

/** Lays the page over a grey checkerboard at PICTURE_SIZE, as OBS composites it over a stream, for pictures. */
async function overCheckerboard(page: Page): Promise<void> {
  await page.addStyleTag({
    content:
      'html.tavolo-overlay { background: repeating-conic-gradient(#9a9a9a 0 25%, #e0e0e0 0 50%) 0 0 / 40px 40px !important; }',
  });
  await page.setViewportSize({ ...PICTURE_SIZE });
}

describe('the OBS overlay in the browser', () => {
  for (const game of GAME_IDS) {
    it(
      `${game}: a spectator overlay is see-through around the table, with large names, scores, whose turn and a caption, no menus, nothing of the table under them${game === ITALIAN_GAME ? '; the same in Italian; at 1080p a name is at least 28 px tall' : ''}`,
      async () => {
        const ada = await adaAt(game);
        const code = ada.welcome!.tableId;
        const names = seatNames(ada);
        const page = await openOverlay(
          `${game}-en`,
          `${suite.server.url}/t/${code}?spectate=1&overlay=1&lang=en`,
          names.length,
          ada.version,
        );
        // Nothing covers the game: no framed point of the table under the overlay's names, turn line or caption.
        expect(await coveredPieces(page)).toEqual([]);

        // Only the table is drawn: the corners let the stream through, the table's centre hides it.
        const { corners, centre } = await alphas(page);
        expect(corners).toEqual([0, 0, 0, 0]);
        expect(centre).toBe(255);
        const backgrounds = await page.evaluate(() =>
          [document.documentElement, document.body].map((e) => getComputedStyle(e).backgroundColor),
        );
        expect(backgrounds).toEqual(['rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0)']);

        // No menus: not a button, panel, log, toast or loading bar; no pointer.
        const chrome = await page.evaluate(() => ({
          buttons: document.querySelectorAll('button, [role="button"], a[href]').length,
          hud: document.querySelectorAll('.hud, .panel, .toasts, .hud-loading, .game-controls, [role="progressbar"]')
            .length,
          cursor: getComputedStyle(document.querySelector('canvas')!).cursor,
        }));
        expect(chrome).toEqual({ buttons: 0, hud: 0, cursor: 'none' });

        // Every seat's name, large and fully visible, outlined so it reads over any stream.
        const plates = await readable(page, '[data-testid="overlay-seat-name"]');
        expect(plates.map((p) => p.text)).toEqual(names);
        expect(names).toContain('Ada');
        for (const p of plates) {
          expect(p.fontPx).toBeGreaterThanOrEqual(p.minPx);
          expect(p.opacity).toBe(1);
          expect(p.shown).toBe(true);
          expect(p.shadow).not.toBe('none');
        }
        // The scores when the game keeps them (Laser's only at the end), one per seat.
        const scores = await page.evaluate(
          () => (window.__tavolo!.store.getState().view as { scores?: number[] | null }).scores ?? null,
        );
        const shownScores = await readable(page, '[data-testid="overlay-seat-score"]');
        expect(shownScores.map((s) => Number(s.text))).toEqual(scores ? [...scores] : []);
        // Whose turn: Ada's.
        await expect
          .poll(async () => (await readable(page, '[data-testid="overlay-turn"]'))[0]?.text)
          .toBe(expectedTurn(ada, 'en'));
        const [turn] = await readable(page, '[data-testid="overlay-turn"]');
        expect(turn!.text).toContain('Ada');
        expect(turn!.fontPx).toBeGreaterThanOrEqual(turn!.minPx);
        expect(turn!.opacity).toBe(1);

        // A picture of the wide shot over a checkerboard, then of Ada's move as the director frames it (for people
        // to look at; CI skips them: a 720p frame costs a second of software WebGL).
        if (PICTURES) {
          await overCheckerboard(page);
          await waitForStill(page, 60_000);
          await page.screenshot({ path: path.join(ARTIFACTS, `overlay-${game}-wide.png`) });
        }

        // Ada moves: a caption of what just happened shows, large and fully visible, in English.
        // (A Symbotrio flip has no log line until the third square: Ada plays on while it is still her turn.)
        const version = await adaMoves(ada, game);
        for (let more = 0, last = version; ; more++) {
          if (await captionSince(page, version, last)) break;
          if (more >= 5) throw new Error(`${game}: no caption after Ada's moves`);
          if (ada.toAct()) last = await adaMoves(ada, game);
        }
        const [caption] = await readable(page, '[data-testid="overlay-caption"]');
        expect(caption!.text.length).toBeGreaterThan(3);
        expect(caption!.fontPx).toBeGreaterThanOrEqual(caption!.minPx);
        expect(caption!.opacity).toBe(1);
        // Software WebGL draws a 720p frame in about a second: let the director's glide to the move settle first.
        if (PICTURES) {
          await waitForStill(page, 3_000);
          await page.screenshot({ path: path.join(ARTIFACTS, `overlay-${game}-move.png`) });
          await page.setViewportSize({ ...SOURCE_SIZE });
        }

        // The same table in Italian (checked on one game: the words come from the same describeEvent for all five,
        // and software WebGL makes each extra page cost half a minute): once the bots are back at Ada's turn (or the
        // game ended), both sources show the same newest event; the Italian caption is not the English one, and the
        // turn line is the Italian sentence.
        if (game !== ITALIAN_GAME) {
          await page.context().close();
          ada.room.leave();
          return;
        }
        await waitFor(() => ada.toAct() || ada.state.phase === 'finished', `${game}: back to Ada`, 60_000);
        const itPage = await openOverlay(
          `${game}-it`,
          `${suite.server.url}/t/${code}?spectate=1&overlay=1&lang=it`,
          names.length,
          ada.version,
        );
        expect(await itPage.evaluate(() => document.documentElement.lang)).toBe('it');
        await expect
          .poll(async () => (await readable(itPage, '[data-testid="overlay-turn"]'))[0]?.text, { timeout: 30_000 })
          .toBe(expectedTurn(ada, 'it'));
        const captionVersion = (p: Page) =>
          p.evaluate(
            () => document.querySelector('[data-testid="overlay-caption"]')?.getAttribute('data-version') ?? '',
          );
        await expect
          .poll(
            async () => {
              const v = await captionVersion(page);
              return v !== '' && v === (await captionVersion(itPage));
            },
            { timeout: 30_000 },
          )
          .toBe(true);
        const [enLine] = await readable(page, '[data-testid="overlay-caption"]');
        const [itLine] = await readable(itPage, '[data-testid="overlay-caption"]');
        expect(itLine!.text.length).toBeGreaterThan(3);
        expect(itLine!.text).not.toBe(enLine!.text);

        // A caption tells news: left alone, it fades away.
        await expect
          .poll(async () => (await readable(itPage, '[data-testid="overlay-caption"]'))[0]?.opacity, {
            timeout: 30_000,
          })
          .toBe(0);

        // The names scale with the source: at 1080p a seat name is at least 28 px tall.
        await itPage.context().close();
        await page.setViewportSize({ width: 1920, height: 1080 });
        await expect
          .poll(async () =>
            Math.min(...(await readable(page, '[data-testid="overlay-seat-name"]')).map((p) => p.fontPx)),
          )
          .toBeGreaterThanOrEqual(MIN_NAME_PX_AT_1080);
        ada.room.leave();
      },
      STEP_MS,
    );
  }

  it(
    'the delayed feed opened as an overlay is the same see-through page, without its badge or menus',
    async () => {
      const ada = await adaAt('masterdice', { feedDelay: 1 });
      await waitFor(() => ada.feedKey !== null, 'the feed key', 10_000);
      const code = ada.welcome!.tableId;
      const page = await openOverlay(
        'feed',
        `${suite.server.url}/feed/${code}?key=${encodeURIComponent(ada.feedKey!.key)}&overlay=1&lang=it`,
        2,
        ada.version,
      );
      const { corners, centre } = await alphas(page);
      expect(corners).toEqual([0, 0, 0, 0]);
      expect(centre).toBe(255);
      expect(
        await page.evaluate(() => document.querySelectorAll('button, .hud, [data-testid="feed-badge"]').length),
      ).toBe(0);
      expect((await readable(page, '[data-testid="overlay-seat-name"]')).map((p) => p.text)).toEqual(seatNames(ada));
      // The feed runs a second behind: Ada's turn shows there too, in Italian.
      await expect
        .poll(async () => (await readable(page, '[data-testid="overlay-turn"]'))[0]?.text, { timeout: 30_000 })
        .toBe(expectedTurn(ada, 'it'));
      await page.context().close();
      ada.room.leave();
    },
    STEP_MS,
  );

  it(
    'a feed overlay opened before the feed starts shows only its waiting card on the see-through page, no debug text',
    async () => {
      const ada = await adaAt('masterdice', { feedDelay: 600 });
      await waitFor(() => ada.feedKey !== null, 'the feed key', 10_000);
      const code = ada.welcome!.tableId;
      const { page } = await person('feed-waiting');
      await page.setViewportSize({ ...SOURCE_SIZE });
      await page.goto(`${suite.server.url}/feed/${code}?key=${encodeURIComponent(ada.feedKey!.key)}&overlay=1&lang=it`);
      const card = page.getByTestId('feed-waiting');
      await card.waitFor({ state: 'visible', timeout: 90_000 });
      await expect.poll(() => card.innerText(), { timeout: 30_000 }).toContain(itStrings.stream.waitTitle);
      expect(await card.innerText()).toContain('10 min');
      expect(await card.innerText()).not.toMatch(/startsAt|null|undefined|NaN|\{\{/);
      const img = decodePng(await page.screenshot({ omitBackground: true }));
      expect([
        alphaAt(img, 0, 0),
        alphaAt(img, img.width - 1, 0),
        alphaAt(img, 0, img.height - 1),
        alphaAt(img, img.width - 1, img.height - 1),
      ]).toEqual([0, 0, 0, 0]);
      expect(alphaAt(img, Math.floor(img.width / 2), Math.floor(img.height / 2))).toBe(255);
      expect(await page.evaluate(() => document.querySelectorAll('button, .hud, canvas').length)).toBe(0);
      if (PICTURES) {
        await overCheckerboard(page);
        await page.screenshot({ path: path.join(ARTIFACTS, 'overlay-feed-waiting.png') });
      }
      await page.context().close();
      ada.room.leave();
    },
    STEP_MS,
  );
});
