// The challenger queue in Chromium (issue 31): a streamer opens the line from the Stream dialog; three viewers open
// the table's link and join it; the first sits down at once, the others see their places, and the OBS overlay names
// the next challengers. The streamer plays the first challenger, then the second in turn while the third waits: at
// each match's end every page moves to the next table by itself, the next in line seated there by his player key.
// The matches are played through each page's own sending (window.__tavolo.act) with the smart bot's moves: each
// game's own browser test plays by hand; this one is about the line.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { smartBot, type MasterdiceView } from '../../shared/games/masterdice/index.js';
import { ROOT } from './build.js';
import { browserSuite, makeCast, panelsIn, pictureOf, traced } from './browser.js';

const ARTIFACTS = path.join(ROOT, 'test-artifacts', 'e2e');
const STEP_MS = 240_000;
const WIDE = { width: 1000, height: 650 };
/**
 * Once nobody clicks any more (the matches are played through window.__tavolo.act, the rest is read from the store):
 * every table redraws on every move, in software WebGL sharing two cores, so the pages shrink to a fifth the pixels.
 */
const SMALL = { width: 480, height: 300 };
const shrink = (pages: readonly Page[]) => Promise.all(pages.map((p) => p.setViewportSize(SMALL)));

const cast = makeCast('');
const suite = browserSuite(cast, ARTIFACTS, 'queue-', { queueNextDelayMs: 300 });
const live = {} as {
  anna: Page;
  bruno: Page;
  carla: Page;
  dario: Page;
  obs: Page;
  code: string;
};
let done = 0;
const requireStep = (n: number) => {
  if (done < n) throw new Error('an earlier step failed');
};

afterAll(() => {
  expect(cast.problems.errors).toEqual([]);
  expect(cast.problems.outside).toEqual([]);
});

/** A person with a name, at WIDE size. */
async function person(label: string, name: string): Promise<Page> {
  const page = (await cast.join(suite.browser, label)).page;
  await page.setViewportSize(WIDE);
  await page.goto(`${suite.server.url}/`);
  await page.locator('#lobby-name').fill(name);
  return page;
}

/** What a page shows: its table's code and phase, its seat, its queue place and the names in line. */
function shown(page: Page) {
  return page.evaluate(() => {
    const s = window.__tavolo!.store.getState();
    return {
      code: s.table?.tableId ?? null,
      phase: s.table?.phase ?? null,
      version: s.table?.version ?? -1,
      seat: s.mySeat,
      place: s.queuePlace,
      names: s.table?.queue.names ?? [],
      open: s.table?.queue.open ?? false,
    };
  });
}

async function until(page: Page, what: string, pred: (s: Awaited<ReturnType<typeof shown>>) => boolean) {
  const end = Date.now() + 120_000;
  for (;;) {
    const s = await shown(page).catch(() => null);
    if (s && pred(s)) return s;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(s)}`);
    await page.waitForTimeout(100);
  }
}

/** Plays the match at the players' table to its end: each page moves when its view says it is to act. */
async function playMatch(players: readonly Page[]): Promise<void> {
  const start = (await shown(players[0]!)).code;
  for (let moves = 0; moves < 400; moves++) {
    const states = await Promise.all(
      players.map((p) =>
        p.evaluate(() => {
          const s = window.__tavolo!.store.getState();
          return {
            view: s.view as MasterdiceView | null,
            seat: s.mySeat,
            version: s.table?.version ?? -1,
            phase: s.table?.phase,
            code: s.table?.tableId ?? null,
          };
        }),
      ),
    );
    // Over: every page shows the end, or has already moved on to the next table.
    if (states.every((s) => s.phase === 'finished' || (s.code !== null && s.code !== start))) return;
    if (states.some((s) => s.code !== start)) {
      await players[0]!.waitForTimeout(50);
      continue;
    }
    const i = states.findIndex((s) => s.view && s.seat !== null && s.view.toAct.includes(s.seat));
    if (i < 0) {
      await players[0]!.waitForTimeout(50);
      continue;
    }
    const { view, seat, version } = states[i]!;
    const action = smartBot.decide(view!, seat!, version + 17);
    const toasts = await players[i]!.evaluate(() => window.__tavolo!.store.getState().toasts.length);
    await players[i]!.evaluate((a) => window.__tavolo!.act(a), action as never);
    // Answered: the next version, or the move on to the next table (the match's last move: its patch may come and
    // go between two polls), or a refusal (a toast, read below). Polled on a timer: a page drawing in software
    // WebGL runs its animation frames late.
    await players[i]!.waitForFunction(
      ([v, code, n]) => {
        const s = window.__tavolo!.store.getState();
        return (s.table?.version ?? -1) > v || (s.table !== null && s.table.tableId !== code) || s.toasts.length > n;
      },
      [version, start, toasts] as const,
      { timeout: 60_000, polling: 100 },
    );
    const refused = await players[i]!.evaluate((n) => window.__tavolo!.store.getState().toasts.slice(n), toasts);
    if (refused.length > 0) throw new Error(`move refused: ${JSON.stringify(refused)}`);
  }
  throw new Error('the match did not end in 400 moves');
}

describe('a streamer plays his viewers in turn', () => {
  it(
    'the streamer opens the line; three viewers join from the link and see their places; the first sits down',
    async () => {
      const anna = await person('anna', 'Anna');
      live.anna = anna;
      await anna.getByTestId('lobby-seat-0-human').click();
      await anna.getByTestId('lobby-seat-1-human').click();
      await anna.getByTestId('lobby-create').click();
      await anna.waitForURL(/\/t\/[A-Z0-9]+$/, { timeout: 90_000 });
      live.code = new URL(anna.url()).pathname.split('/')[2]!;
      await panelsIn(anna);
      await anna.getByTestId('stream-open').click();
      await anna.getByTestId('queue-open-button').click();
      await until(anna, 'the line open', (s) => s.open);
      await anna.keyboard.press('Escape');

      const link = `${suite.server.url}/t/${live.code}?spectate=1`;
      for (const [label, name] of [
        ['bruno', 'Bruno'],
        ['carla', 'Carla'],
        ['dario', 'Dario'],
      ] as const) {
        const page = await person(label, name);
        live[label] = page;
        await page.goto(link);
        await panelsIn(page);
        await page.getByTestId('queue-join').click();
        if (label === 'bruno') await until(page, 'Bruno seated at once', (s) => s.seat === 1);
        else await until(page, `${name} in line`, (s) => s.place !== null);
      }
      expect((await shown(live.carla)).place).toBe(0);
      expect(await live.carla.getByTestId('queue-place').innerText()).toBe('You are next.');
      expect(await live.dario.getByTestId('queue-place').innerText()).toBe('You are number 2 in line.');
      await until(anna, 'the names at the streamer', (s) => s.names.join() === 'Carla,Dario');
      await until(anna, 'playing', (s) => s.phase === 'playing');
      await pictureOf(anna.locator('.seats-panel'), path.join(ARTIFACTS, 'queue-streamer-panel.png'));

      // The streamer's OBS overlay names the next challengers.
      const obs = (await cast.join(suite.browser, 'obs')).page;
      live.obs = obs;
      await obs.setViewportSize(WIDE);
      await obs.goto(`${link}&overlay=1`);
      await obs.getByTestId('overlay-queue').waitFor();
      expect(await obs.getByTestId('overlay-queue').innerText()).toBe('Next: Carla · Dario');
      await shrink([anna, live.bruno, live.carla, live.dario, obs]);
      done = 1;
    },
    STEP_MS,
  );

  it(
    'at the end of the first match every page moves on: Carla sits at the next table, Bruno and Dario watch it',
    async () => {
      requireStep(1);
      const { anna, bruno, carla, dario, obs } = live;
      await traced('Anna plays Bruno', () => playMatch([anna, bruno]));
      const first = live.code;
      const moved = (p: Page) => until(p, 'the next table', (s) => s.code !== null && s.code !== first);
      const all = await Promise.all([anna, bruno, carla, dario, obs].map(moved));
      const next = all[0]!.code!;
      expect(all.map((s) => s.code)).toEqual([next, next, next, next, next]);
      expect(new URL(anna.url()).pathname).toBe(`/t/${next}`);
      expect(new URL(bruno.url()).search).toBe('?spectate=1');
      expect(new URL(obs.url()).search).toBe('?spectate=1&overlay=1');
      await until(anna, 'Anna seated at seat 0', (s) => s.seat === 0);
      await until(carla, 'Carla seated at seat 1', (s) => s.seat === 1);
      await until(dario, 'Dario next', (s) => s.place === 0);
      expect((await shown(bruno)).seat).toBeNull();
      await obs.getByTestId('overlay-queue').waitFor();
      expect(await obs.getByTestId('overlay-queue').innerText()).toBe('Next: Dario');
      live.code = next;
      // Bruno has had his match: his page is not needed further (software WebGL draws every open table).
      await bruno.close();
      done = 2;
    },
    STEP_MS,
  );

  it(
    'the second challenger plays in turn while the third waits; then the third sits down',
    async () => {
      requireStep(2);
      const { anna, carla, dario } = live;
      await traced('Anna plays Carla', () => playMatch([anna, carla]));
      const second = live.code;
      await until(dario, 'Dario at the third table', (s) => s.code !== second && s.code !== null && s.seat === 1);
      await until(anna, 'Anna at the third table', (s) => s.code !== second && s.seat === 0);
      await until(carla, 'Carla watches it', (s) => s.code !== second && s.code !== null && s.seat === null);
      const third = (await shown(anna)).code;
      expect((await shown(dario)).code).toBe(third);
      done = 3;
    },
    STEP_MS,
  );
});
