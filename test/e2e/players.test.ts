// A returning player in Chromium (issue 31). Anna's browser draws her player key on her first visit; the games she
// plays with it (played here by a node client holding her key, as each game's own browser test plays its table by
// hand) are listed after a reload with a replay link that opens where the game ended; her code, typed on another
// device, makes that device her: it lists the same games and takes her seat back at a table in play by the key
// alone. The leaderboard lists the players with three rated games, best first. Forgetting the key makes the
// browser a new player.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { LeaderboardResponse, PlayerGamesResponse } from '../../shared/players.js';
import { PLAYER_KEY_HEADER } from '../../shared/players.js';
import type { ReplayResponse } from '../../shared/protocol.js';
import { createTable, joinTable, playUntil, waitFor } from '../server/helpers.js';
import { ROOT } from './build.js';
import { browserSuite, makeCast, pictureOf, traced } from './browser.js';

const ARTIFACTS = path.join(ROOT, 'test-artifacts', 'e2e');
const STEP_MS = 180_000;

const cast = makeCast('');
const suite = browserSuite(cast, ARTIFACTS, 'players-');
const live = {} as { anna: Page; phone: Page; waiting: string };
const brunoKey = randomBytes(16).toString('base64url');

afterAll(() => {
  expect(cast.problems.errors).toEqual([]);
  expect(cast.problems.outside).toEqual([]);
});

/** One rated Masterdice game between `annaKey` (seat 0) and Bruno, played to its end by node clients. */
async function ratedGame(annaKey: string): Promise<string> {
  const server = suite.server.server;
  const a = await createTable(server, {
    game: 'masterdice',
    seats: [{ kind: 'human' }, { kind: 'human' }],
    name: 'Anna',
    playerKey: annaKey,
  });
  const tableId = a.welcome!.tableId;
  const b = await joinTable(server, tableId, { name: 'Bruno', playerKey: brunoKey });
  await waitFor(() => a.state.phase === 'playing', 'playing');
  await playUntil(
    [a, b],
    [],
    () => a.state.phase === 'finished',
    () => undefined,
  );
  await a.room.leave();
  await b.room.leave();
  return tableId;
}

const rows = (page: Page, testId: string) => page.getByTestId(testId).locator('li');

describe('a returning player', () => {
  it(
    'finds her tables in play and her finished games after a reload; a replay opens where the game ended',
    async () => {
      const anna = (await cast.join(suite.browser, 'anna')).page;
      live.anna = anna;
      await anna.goto(`${suite.server.url}/`);
      await anna.locator('#lobby-name').fill('Anna');
      await anna.getByTestId('nav-me').click();
      await anna
        .getByTestId('my-games')
        .getByText(/No finished game yet/)
        .waitFor();
      const key = await anna.evaluate(() => localStorage.getItem('tavolo.playerKey'));
      expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);

      const finished = await traced('a rated game with her key', () => ratedGame(key!));
      // A table she sits at, waiting for a second player.
      const waiting = await createTable(suite.server.server, {
        game: 'masterdice',
        seats: [{ kind: 'human' }, { kind: 'human' }],
        name: 'Anna',
        playerKey: key!,
      });
      live.waiting = waiting.welcome!.tableId;
      await waiting.room.leave();

      await anna.reload();
      await rows(anna, 'my-games').first().waitFor();
      await expect(rows(anna, 'my-games').count()).resolves.toBe(1);
      await expect(anna.getByTestId(`my-table-${live.waiting}`).isVisible()).resolves.toBe(true);
      const game = rows(anna, 'my-games').first();
      const text = await game.innerText();
      expect(text).toContain('Masterdice');
      expect(text).toContain('against Bruno');
      expect(text).toMatch(/Won|Lost|Draw/);
      expect(text).toContain('RATED');
      await pictureOf(anna, path.join(ARTIFACTS, 'players-your-games.png'));

      // The replay link: her point of view, at the step where the game ended.
      const replay = (await (
        await fetch(`${suite.server.url}/api/tables/${finished}/replay?seat=0`)
      ).json()) as ReplayResponse;
      await game.getByText('Replay').click();
      await traced('the replay at its end', () =>
        anna.waitForFunction(
          (want) =>
            window.__tavolo?.store.getState().table?.version === want && !!window.__tavolo.store.getState().view,
          replay.steps.length,
          { timeout: 120_000 },
        ),
      );
      expect(new URL(anna.url()).search).toBe(`?at=${replay.steps.length}&seat=0`);
    },
    STEP_MS,
  );

  it(
    'her code typed on another device makes it her: the same games, and her seat back at the table by the key alone',
    async () => {
      const anna = live.anna;
      await anna.goto(`${suite.server.url}/me`);
      await anna.getByRole('button', { name: 'Show my code' }).click();
      const code = (await anna.getByTestId('player-code').innerText()).trim();
      expect(code).toMatch(/^([0-9A-Z]{4}-){6}[0-9A-Z]{2}$/);

      const phone = (await cast.join(suite.browser, 'anna-phone')).page;
      live.phone = phone;
      await phone.goto(`${suite.server.url}/me`);
      await phone
        .getByTestId('my-games')
        .getByText(/No finished game yet/)
        .waitFor();
      // A typo is refused with a reason; the code typed loosely (lower case, spaces) is taken.
      await phone.getByLabel('A code from another device').fill(code.slice(0, -1));
      await phone.getByRole('button', { name: 'Use this code' }).click();
      await phone.getByRole('alert').waitFor();
      await phone.getByLabel('A code from another device').fill(code.toLowerCase().replaceAll('-', ' '));
      await phone.getByRole('button', { name: 'Use this code' }).click();
      await phone.getByText('Welcome back').waitFor();
      await rows(phone, 'my-games').first().waitFor();
      await expect(rows(phone, 'my-games').count()).resolves.toBe(1);
      const keys = await Promise.all(
        [anna, phone].map((p) => p.evaluate(() => localStorage.getItem('tavolo.playerKey'))),
      );
      expect(keys[1]).toBe(keys[0]);

      // Back to the waiting table: the phone has no seat key for it, only her player key.
      await phone.getByTestId(`my-table-${live.waiting}`).getByRole('button', { name: 'Back to the table' }).click();
      await traced('seated by the player key', () =>
        phone.waitForFunction(() => window.__tavolo?.store.getState().mySeat === 0, undefined, { timeout: 120_000 }),
      );
      const name = await phone.evaluate(() => window.__tavolo!.store.getState().table?.seats[0]?.name);
      expect(name).toBe('Anna');
    },
    STEP_MS,
  );

  it(
    'the leaderboard lists the players with three rated games, best first',
    async () => {
      const key = (await live.anna.evaluate(() => localStorage.getItem('tavolo.playerKey')))!;
      await traced('two more rated games', async () => {
        await ratedGame(key);
        await ratedGame(key);
      });
      const board = (await (await fetch(`${suite.server.url}/api/ratings/masterdice`)).json()) as LeaderboardResponse;
      expect(board.rows.map((r) => r.name).sort()).toEqual(['Anna', 'Bruno']);
      const page = live.anna;
      await page.goto(`${suite.server.url}/`);
      await page.getByRole('link', { name: 'Ratings' }).click();
      await page.getByTestId('leaderboard-row').first().waitFor();
      const shown = await page.getByTestId('leaderboard-row').allInnerTexts();
      expect(shown).toHaveLength(2);
      shown.forEach((line, i) => {
        const r = board.rows[i]!;
        expect(line.split('\t').map((s) => s.trim())).toEqual([
          String(i + 1),
          r.name,
          String(Math.round(r.rating)),
          '3',
        ]);
      });
      await pictureOf(page, path.join(ARTIFACTS, 'players-leaderboard.png'));
      // Her games page counts them.
      const games = (await (
        await fetch(`${suite.server.url}/api/me/games`, { headers: { [PLAYER_KEY_HEADER]: key } })
      ).json()) as PlayerGamesResponse;
      expect(games.total).toBe(3);
    },
    STEP_MS,
  );

  it(
    'forgetting the key makes this browser a new player; the other device is still her',
    async () => {
      const phone = live.phone;
      await phone.goto(`${suite.server.url}/me`);
      await rows(phone, 'my-games').first().waitFor();
      await phone.getByRole('button', { name: 'Forget me on this browser' }).click();
      await phone.getByRole('button', { name: 'Forget me', exact: true }).click();
      await phone.getByText('Forgotten.').waitFor();
      await phone
        .getByTestId('my-games')
        .getByText(/No finished game yet/)
        .waitFor();
      const [was, now] = await Promise.all(
        [live.anna, phone].map((p) => p.evaluate(() => localStorage.getItem('tavolo.playerKey'))),
      );
      expect(now).not.toBe(was);
      await live.anna.goto(`${suite.server.url}/me`);
      await rows(live.anna, 'my-games').first().waitFor();
      await expect(rows(live.anna, 'my-games').count()).resolves.toBe(3);
    },
    STEP_MS,
  );
});
