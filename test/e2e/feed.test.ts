// The feed and the spectators in Chromium: the built client served by the real server, people clicking.
// Ada makes a Masterdice table in the lobby with a ten-minute feed delay (she solves; the bot codes at once). Her
// Stream dialog gives the secret feed link and says the rule; a streamer's page opens it and, the table being
// younger than ten minutes, shows a card saying when the feed starts (the setup waits its delay too). A made-up key
// gets a clear refusal. Ada sees the feed line and the spectator's name. A table made with a one-second delay
// (through colyseus.js: the form's shortest is 30 s) shows the bot's roll on the feed as spectators see it, and its
// hidden code only once its player agreed, while a spectator never holds it. A table that asks for a live feed and
// forbids spectators shows its player the consent box (ticking it, with a bot opposite, makes the feed all-seeing),
// says so in the lobby and at the table, and refuses a watcher. Screenshots of the create form, the Stream dialog,
// the waiting card, the feed page and the refusal go to test-artifacts/e2e/feed-*.png.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { MasterdiceView } from '../../shared/games/masterdice/index.js';
import { ROOT } from './build.js';
import { browserSuite, makeCast, pictureOf, screenshotAt, type Person } from './browser.js';
import { seenViews, VIEW_RECORDER } from './masterdice-ui.js';
import { createTable, waitFor, type Player } from '../server/helpers.js';
import { C2S } from '../../shared/protocol.js';

const ARTIFACTS = path.join(ROOT, 'test-artifacts', 'e2e');
const SLOW_MS = 90_000;
const STEP_MS = 240_000;
/** The window of a page that mostly watches: software frames there cost little (checks read the store). */
const WATCH_SIZE = { width: 480, height: 300 } as const;

const cast = makeCast(VIEW_RECORDER);
const suite = browserSuite(cast, ARTIFACTS, 'feed-failed-');
const person = (label: string): Promise<Person> => cast.join(suite.browser, label);

/** What a page's store says of the table: seat, version, the feed flags the players see. */
function tableOf(page: Page) {
  return page.evaluate(() => {
    const s = window.__tavolo!.store.getState() as unknown as {
      mySeat: number | null;
      feed?: boolean;
      connection: string;
      table: { version: number; feedDelay: number; feedWatchers: number; spectatorNames: readonly string[] } | null;
      view: MasterdiceView | null;
    };
    return { seat: s.mySeat, feed: s.feed === true, connection: s.connection, table: s.table, view: s.view };
  });
}

/** Waits until the page's store satisfies `pred` (checked here on each poll). */
async function waitForTable(
  page: Page,
  what: string,
  pred: (t: Awaited<ReturnType<typeof tableOf>>) => boolean,
): Promise<Awaited<ReturnType<typeof tableOf>>> {
  const end = Date.now() + SLOW_MS;
  for (;;) {
    const t = await tableOf(page);
    if (pred(t)) return t;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await page.waitForTimeout(200);
  }
}

describe('the delayed feed and the spectators in the browser', () => {
  let ada: Person;
  let streamer: Person;
  let sam: Person;
  let code = '';
  let feedUrl = '';
  /** When Ada clicked Create (the feed's countdown can only have run since). */
  let createdAt = 0;
  let done = 0;
  const requireStep = (step: number) => {
    if (done < step) throw new Error('an earlier step failed');
  };

  it(
    'Ada creates a table in the lobby with a ten-minute feed delay; her Stream dialog holds the feed link',
    async () => {
      ada = await person('ada');
      const page = ada.page;
      await page.goto(`${suite.server.url}/`);
      await page.fill('#lobby-name', 'Ada');
      await page.getByTestId('lobby-feed-delay-600').click();
      // Hidden things only with everyone's consent: the hint says so for live and for a delay alike.
      expect(await page.getByTestId('lobby-feed-delay').innerText()).toContain('only while every player agrees');
      await page.getByTestId('lobby-feed-delay-0').click();
      await expect.poll(() => page.getByTestId('lobby-feed-delay').innerText()).toContain('Live: no delay');
      expect(await page.getByTestId('lobby-feed-delay').innerText()).toContain('only while every player agrees');
      await page.getByTestId('lobby-feed-delay-600').click();
      expect(await page.getByTestId('lobby-spectators').locator('input').isChecked()).toBe(true);
      await page.setViewportSize({ width: 1280, height: 900 });
      await pictureOf(page.locator('.create-card'), path.join(ARTIFACTS, 'feed-create-form.png'));
      createdAt = Date.now();
      await page.getByTestId('lobby-create').click();
      await page.waitForURL(/\/t\/[A-Z0-9]+$/, { timeout: SLOW_MS });
      code = new URL(page.url()).pathname.split('/')[2]!;
      // The bot codes first: the code is rolled (version 1) and Ada, the solver, does not see it.
      const t = await waitForTable(page, 'the code rolled', (t) => t.seat === 0 && t.view?.codeRolled === true);
      expect(t.table!.feedDelay).toBe(600);
      expect(t.view!.code).toBeNull();

      await page.getByTestId('stream-open').click();
      const panel = page.getByTestId('stream-panel');
      await panel.waitFor({ state: 'visible' });
      feedUrl = await panel.getByTestId('stream-link-feed').inputValue();
      expect(feedUrl).toMatch(new RegExp(`^${suite.server.url}/feed/${code}\\?key=[^&]+$`));
      expect(await panel.getByTestId('stream-link-feed-overlay').inputValue()).toBe(`${feedUrl}&overlay=1`);
      expect(await panel.getByTestId('stream-link-live-overlay').inputValue()).toBe(
        `${suite.server.url}/t/${code}?spectate=1&overlay=1`,
      );
      // Her own seat's overlay link: what she sees, read only, for playing on stream.
      expect(await panel.getByTestId('stream-link-seat-overlay').inputValue()).toMatch(
        new RegExp(`^${suite.server.url}/view/${code}/0\\?key=[^&]+&overlay=1$`),
      );
      expect(await panel.getByTestId('stream-delay').innerText()).toContain('10 min');
      expect(await panel.getByTestId('stream-sight').innerText()).toContain(
        'Spectators’ view now: 0 of 1 players agreed',
      );
      expect(await panel.getByTestId('stream-rule').innerText()).toContain('the table’s start included');
      expect(await panel.innerText()).toContain('Keep the feed link to yourself');
      await screenshotAt(page, path.join(ARTIFACTS, 'feed-stream-panel.png'));
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'hidden' });
      done = 1;
    },
    STEP_MS,
  );

  it(
    'the feed link, opened before the table is ten minutes old, shows a card saying when the feed starts',
    async () => {
      requireStep(1);
      streamer = await person('streamer');
      const page = streamer.page;
      await page.goto(feedUrl);
      // Opened well within ten minutes: not even the setup is due, so the page shows no table, only when it starts.
      const card = page.getByTestId('feed-waiting');
      await card.waitFor({ state: 'visible', timeout: SLOW_MS });
      const first = await waitForTable(page, 'the feed', (t) => t.feed && t.table !== null);
      expect(first.seat).toBeNull();
      expect(first.view).toBeNull();
      await expect.poll(() => card.innerText(), { timeout: SLOW_MS }).toContain('The feed starts soon');
      expect(await card.innerText()).toContain('10 min behind');
      // Ten minutes less the time since the create, at most (the machine's speed decides how much has gone).
      const left = await page.getByTestId('feed-waiting-left').innerText();
      const [, min, sec] = /^in (\d+) min(?: (\d+) s)?/.exec(left) ?? [];
      expect(min, left).toBeDefined();
      const leftS = Number(min) * 60 + Number(sec ?? 0);
      expect(leftS).toBeLessThanOrEqual(600);
      expect(leftS).toBeGreaterThanOrEqual(600 - Math.ceil((Date.now() - createdAt) / 1000) - 1);
      await screenshotAt(page, path.join(ARTIFACTS, 'feed-waiting.png'));
      // Read only: nothing to sit at, no game button to press.
      expect(await page.getByRole('button', { name: 'Sit here' }).count()).toBe(0);
      expect(await page.getByTestId('md-roll').count()).toBe(0);
      done = 2;
    },
    STEP_MS,
  );

  it(
    'the players see that a delayed feed is running',
    async () => {
      requireStep(2);
      const line = ada.page.getByTestId('feed-line');
      await line.waitFor({ state: 'visible', timeout: SLOW_MS });
      expect(await line.innerText()).toContain('Delayed feed on · 10 min');
      done = 3;
    },
    STEP_MS,
  );

  it(
    'a made-up feed key is refused in words',
    async () => {
      requireStep(1);
      const page = await ada.context.newPage();
      await page.setViewportSize(WATCH_SIZE);
      await page.goto(`${suite.server.url}/feed/${code}?key=not-the-key-at-all`);
      const refused = page.getByTestId('feed-refused');
      await refused.waitFor({ state: 'visible', timeout: SLOW_MS });
      await expect.poll(() => refused.innerText(), { timeout: SLOW_MS }).toContain(`does not open table ${code}`);
      const t = await tableOf(page);
      expect(t.view).toBeNull();
      await pictureOf(page, path.join(ARTIFACTS, 'feed-bad-key.png'));
      await page.close();
    },
    STEP_MS,
  );

  it(
    'a spectator from the lobby is listed by name to the player',
    async () => {
      requireStep(1);
      sam = await person('sam');
      await sam.page.setViewportSize(WATCH_SIZE);
      await sam.page.goto(`${suite.server.url}/`);
      await sam.page.fill('#lobby-name', 'Sam');
      await sam.page.getByTestId(`lobby-table-${code}`).getByTestId('lobby-watch').click();
      await sam.page.waitForURL(new RegExp(`/t/${code}\\?spectate=1$`), { timeout: SLOW_MS });
      await waitForTable(sam.page, 'the spectator view', (t) => t.view !== null && t.seat === null);
      const list = ada.page.getByTestId('spectators');
      await expect.poll(() => list.innerText(), { timeout: SLOW_MS }).toContain('Sam');
      expect(await list.innerText()).toContain('1 spectator');
      done = Math.max(done, 4);
    },
    STEP_MS,
  );

  it(
    "a feed one second behind shows the bot's roll without the code until its player agrees, then the code; a spectator never holds it",
    async () => {
      requireStep(2);
      if (!sam) throw new Error('the spectator step failed');
      let nia: Player | null = null;
      try {
        // The form's shortest delay is 30 s: a one-second table is made the way the form makes one, through colyseus.js.
        nia = await createTable(suite.server.server, {
          game: 'masterdice',
          name: 'Nia',
          seats: [{ kind: 'human' }, { kind: 'bot' }],
          feedDelay: 1,
        });
        await waitFor(() => nia!.feedKey !== null, 'the feed key', SLOW_MS);
        const quick = nia.welcome!.tableId;
        await sam.page.goto(`${suite.server.url}/t/${quick}?spectate=1`);
        await streamer.page.goto(`${suite.server.url}/feed/${quick}?key=${encodeURIComponent(nia.feedKey!.key)}`);
        // Nia has not agreed: a second after the bot's roll the feed shows it as spectators see it, code hidden.
        const rolled = await waitForTable(streamer.page, 'the roll on the feed', (t) => t.view?.codeRolled === true);
        expect(rolled.view!.code).toBeNull();
        await expect
          .poll(() => streamer.page.getByTestId('feed-badge').innerText(), { timeout: SLOW_MS })
          .toContain('1 s behind · spectators’ view');
        // She agrees (the bot opposite agrees): the feed shows everything, the code included.
        nia.room.send(C2S.feedConsent, { agree: true });
        const shown = await waitForTable(
          streamer.page,
          'the code on the feed',
          (t) => t.table?.version !== undefined && Array.isArray(t.view?.code),
        );
        expect(shown.view!.code).toHaveLength(4);
        expect(shown.table!.version).toBeGreaterThanOrEqual(1);
        await expect
          .poll(() => streamer.page.getByTestId('feed-badge').innerText(), { timeout: SLOW_MS })
          .toContain('1 s behind · all-seeing');
        await waitForTable(sam.page, 'the spectator view of the rolled code', (t) => t.view?.codeRolled === true);
        await screenshotAt(streamer.page, path.join(ARTIFACTS, 'feed-page.png'));
        expect(
          (await seenViews(sam.page)).every((v) => v.code === null),
          'the spectator never holds the code',
        ).toBe(true);
        expect(
          (await seenViews(ada.page)).every((v) => v.code === null),
          'Ada never holds the code',
        ).toBe(true);
      } finally {
        await nia?.room.leave(true).catch(() => undefined);
      }
    },
    STEP_MS,
  );

  it(
    'a live-feed table without spectators: the consent box makes the feed all-seeing; the lobby and the table say no spectators',
    async () => {
      requireStep(1);
      const cleo = await person('cleo');
      await cleo.page.setViewportSize(WATCH_SIZE);
      await cleo.page.goto(`${suite.server.url}/`);
      await cleo.page.fill('#lobby-name', 'Cleo');
      await cleo.page.getByTestId('lobby-feed-delay-0').click();
      await cleo.page.getByTestId('lobby-spectators').click();
      expect(await cleo.page.getByTestId('lobby-spectators').locator('input').isChecked()).toBe(false);
      await cleo.page.getByTestId('lobby-create').click();
      await cleo.page.waitForURL(/\/t\/[A-Z0-9]+$/, { timeout: SLOW_MS });
      const closed = new URL(cleo.page.url()).pathname.split('/')[2]!;
      await cleo.page.setViewportSize({ width: 1000, height: 650 });
      await cleo.page.getByTestId('spectators-none').waitFor({ state: 'visible', timeout: SLOW_MS });
      expect(await cleo.page.getByTestId('spectators-none').innerText()).toContain('Spectators not allowed');

      // The player's box, unticked; ticking it is her consent, and with a bot opposite the feed may show everything.
      const consent = cleo.page.getByTestId('feed-consent');
      await consent.waitFor({ state: 'visible', timeout: SLOW_MS });
      expect(await consent.locator('input').isChecked()).toBe(false);
      expect((await tableOf(cleo.page)).table!.feedDelay).toBe(0);
      await consent.locator('input').check();
      await cleo.page.waitForFunction(() => window.__tavolo?.store.getState().table?.feedAllSeeing === true, null, {
        timeout: SLOW_MS,
      });
      expect(await consent.locator('input').isChecked()).toBe(true);
      await pictureOf(cleo.page.locator('.seats-panel'), path.join(ARTIFACTS, 'feed-consent.png'));
      await cleo.page.getByTestId('stream-open').click();
      await expect
        .poll(() => cleo.page.getByTestId('stream-delay').innerText(), { timeout: SLOW_MS })
        .toContain('every player agreed');
      await cleo.page.keyboard.press('Escape');

      // The lobby lists the table without a Watch button, saying why.
      await sam.page.goto(`${suite.server.url}/`);
      const row = sam.page.getByTestId(`lobby-table-${closed}`);
      await row.waitFor({ state: 'visible', timeout: SLOW_MS });
      expect(await row.getByTestId('lobby-spectator-chip').innerText()).toContain('Spectators not allowed');
      expect(await row.getByTestId('lobby-watch').count()).toBe(0);

      // A watcher who comes by the link anyway is refused in words.
      const page = await sam.context.newPage();
      await page.setViewportSize(WATCH_SIZE);
      await page.goto(`${suite.server.url}/t/${closed}?spectate=1`);
      await expect
        .poll(() => page.locator('.toasts').innerText(), { timeout: SLOW_MS })
        .toContain('does not allow spectators');
      expect((await tableOf(page)).view).toBeNull();
      await page.close();
      await cleo.context.close();
    },
    STEP_MS,
  );

  it('no console error and no request leaving this machine', () => {
    // The refused feed and the refused watcher included: a refusal is shown in words, never a console error.
    expect(cast.problems.errors).toEqual([]);
    expect(cast.problems.outside).toEqual([]);
  });

  afterAll(async () => {
    for (const p of cast.people) await p.context.close().catch(() => undefined);
  });
});
