// Masterdice end to end in Chromium: the built client served by the real server, people clicking and typing.
// 1. Two players and a spectator at one table play a whole game: the table is made in the lobby, the friend
//    comes by its link, the spectator by the lobby's Watch; the code never reaches the solver nor the
//    spectator before the reveal; a reload puts the solver back in his seat.
// (One person against a bot, to the end of the match and a rematch: the guided game, guided-masterdice.test.ts.)
// Every page is watched for console errors and for requests leaving this machine. Screenshots go to
// test-artifacts/e2e/. The solver's choices come from the engine's own solver (reading his own view), but
// every move is made through the UI.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { consistentCodes } from '../../shared/games/masterdice/index.js';
import { aimBucket, bucketAim, valueShown, type Quat } from '../../server/dice/index.js';
import { framePose } from '../../shared/core/index.js';
import { aimOfDrag } from '../../client/games/masterdice/ThrowPad.js';
import { ROOT } from './build.js';
import {
  CHROMIUM_PATH,
  SHOT_SIZE,
  launchChromium,
  makeCast,
  screenshotAt,
  startTestServer,
  traced,
  type Person,
  type TestServer,
} from './browser.js';
import {
  SLOW_MS,
  VIEW_RECORDER,
  THROW_DRAG,
  lastThrowOf,
  lastTrackOf,
  nextSolverMove,
  pageShowsCode,
  placeDice,
  rollCode,
  rollWhite,
  seatAndVersion,
  seenViews,
  submitSolution,
  viewOf,
  waitForBoard,
} from './masterdice-ui.js';

const ARTIFACTS = path.join(ROOT, 'test-artifacts', 'e2e');
/** A step of a scenario: software WebGL is slow, and every step waits on throws that play in real time. */
const STEP_MS = 240_000;
/** The window of a page that only watches for a while: software frames there cost little (checks read the store). */
const WATCH_SIZE = { width: 400, height: 250 } as const;
/** The solver gives his solution after this many rows at the latest (a short game; it may be a wrong guess). */
const MAX_ROWS = 3;

let server: TestServer;
let browser: Browser;
const cast = makeCast(VIEW_RECORDER, 'full'); // the dice thrown and the camera moving at full speed, as most players see them
const { problems, people } = cast;
const person = (label: string): Promise<Person> => cast.join(browser, label);

/** Saves a screenshot at 1280×800 once the scene is still (the page plays at a smaller size). */
function shot(p: Person, name: string): Promise<void> {
  return screenshotAt(p.page, path.join(ARTIFACTS, name));
}

function problemsOf(labels: readonly string[]): { errors: string[]; outside: string[] } {
  const mine = (line: string) => labels.some((l) => line.startsWith(`${l}:`));
  return { errors: problems.errors.filter(mine), outside: problems.outside.filter(mine) };
}

/** Without Debian's Chromium (`apt-get install chromium`, or CHROMIUM=path) these tests are skipped, loudly. */
const hasChromium = existsSync(CHROMIUM_PATH);
if (!hasChromium)
  console.warn(`browser tests skipped: no Chromium at ${CHROMIUM_PATH} (apt-get install chromium, or set CHROMIUM)`);

describe.skipIf(!hasChromium)('Masterdice in Chromium', () => {
  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    server = await startTestServer(250, 'masterdice');
    browser = await launchChromium();
  }, 300_000);

  afterAll(async () => {
    for (const p of people) await p.context.close().catch(() => undefined);
    await browser?.close().catch(() => undefined);
    await server?.stop();
    const lines = [
      ...problems.errors.map((l) => `ERROR ${l}`),
      ...problems.outside.map((l) => `OUTSIDE ${l}`),
      ...problems.warnings.map((l) => `warning ${l}`),
    ];
    writeFileSync(path.join(ARTIFACTS, 'console.txt'), `${lines.join('\n')}\n`);
  }, 60_000);

  // A failed step leaves a picture of every open page, to see what the person would have seen.
  afterEach((ctx) => cast.pictureFailure(ctx.task, ARTIFACTS, 'failed-'), 120_000);

  describe('two players and a spectator at one table', () => {
    let alice: Person; // creates the table in the lobby: seat 0, solver of game 1
    let bob: Person; // comes by the link: seat 1, coder of game 1
    let carol: Person; // watches from the lobby
    let code = '';
    let secret: readonly number[] = [];
    let done = 0; // steps that passed: a step refuses to run after a failed one

    function requireStep(step: number): void {
      if (done < step) throw new Error('an earlier step failed');
    }

    it(
      'a player creates a table in the lobby, a friend joins by its link, a third watches from the lobby',
      async () => {
        alice = await person('alice');
        await alice.page.goto(`${server.url}/`);
        await alice.page.fill('#lobby-name', 'Alice');
        await alice.page.getByTestId('lobby-seat-1-human').click(); // seat 2 is a bot by default
        await alice.page.getByTestId('lobby-create').click();
        await alice.page.waitForURL(/\/t\/[A-Z0-9]+$/, { timeout: SLOW_MS });
        code = new URL(alice.page.url()).pathname.split('/')[2]!;
        await alice.page.waitForFunction(() => window.__tavolo?.store.getState().mySeat === 0, null, {
          timeout: SLOW_MS,
        });

        carol = await person('carol');
        await carol.page.goto(`${server.url}/`);
        await carol.page.getByTestId(`lobby-table-${code}`).getByTestId('lobby-watch').click();
        await carol.page.waitForURL(new RegExp(`/t/${code}\\?spectate=1$`), { timeout: SLOW_MS });

        bob = await person('bob');
        await bob.page.goto(`${server.url}/t/${code}`);
        await bob.page.getByTestId('gate-name').fill('Bob'); // a first visit by link asks for a name
        await bob.page.getByTestId('gate-join').click();
        await bob.page.waitForFunction(() => window.__tavolo?.store.getState().mySeat === 1, null, {
          timeout: SLOW_MS,
        });

        for (const p of [alice, bob, carol]) {
          const v = await waitForBoard(p.page, { gameIndex: 0, phase: 'code' });
          expect(v).toMatchObject({ coder: 1, solver: 0, codeRolled: false });
        }
        expect(await seatAndVersion(carol.page)).toMatchObject({ seat: null });
        await expect
          .poll(() => carol.page.evaluate(() => window.__tavolo!.store.getState().table?.spectators), {
            timeout: SLOW_MS,
          })
          .toBe(1);
        done = 1;
      },
      STEP_MS,
    );

    it(
      'the coder rolls the code; the solver and the spectator never receive it',
      async () => {
        requireStep(1);
        const coderView = await rollCode(bob.page, 'click');
        expect(coderView.code).toHaveLength(4);
        secret = coderView.code!;
        // The coder sees his code (the check below would catch it on the others' pages).
        await expect.poll(() => pageShowsCode(bob.page, secret), { timeout: SLOW_MS }).toBe(true);
        // The code's throw reaches the coder's page on Masterdice's 'code' channel, and no other page.
        await expect
          .poll(() => lastThrowOf(bob.page), { timeout: SLOW_MS })
          .toEqual({ roll: coderView.rollCount, channel: 'code' });
        for (const p of [alice, carol]) {
          const v = await waitForBoard(p.page, { gameIndex: 0, phase: 'attempt' });
          expect(v.codeRolled).toBe(true);
          expect(v.code).toBeNull();
          expect(await pageShowsCode(p.page, secret)).toBe(false);
          expect(await lastThrowOf(p.page)).toBeNull();
        }
        await shot(bob, 'coder.png');
        // While the solver plays, the coder's and the spectator's windows are small: every throw is drawn on all
        // three pages, and software WebGL on two cores is the bottleneck of this test.
        await bob.page.setViewportSize({ ...WATCH_SIZE });
        await carol.page.setViewportSize({ ...WATCH_SIZE });
        done = 2;
      },
      STEP_MS,
    );

    it(
      'the solver throws by hand and by key, places dice by clicks and by keys, and reads the feedback',
      async () => {
        requireStep(2);
        const via = ['click', 'key'] as const;
        for (let row = 0; row < 2; row++) {
          const rolled = await rollWhite(alice.page, row === 0 ? 'gesture' : 'key');
          expect(rolled.roll?.length).toBe(4);
          // Everybody plays the same throw, on the 'white' channel (the spectator included).
          await expect
            .poll(() => lastThrowOf(carol.page), { timeout: SLOW_MS })
            .toEqual({ roll: rolled.rollCount, channel: 'white' });
          if (row === 0) {
            // The drag went to the server: its physics threw the dice the way the hand did (their first frames fly at
            // the gesture's angle), and every die came to rest showing the value the server decided.
            const track = (await lastTrackOf(alice.page))!;
            expect(JSON.stringify(await lastTrackOf(carol.page))).toBe(JSON.stringify(track));
            expect(track.dice.map((d) => d.value)).toEqual(rolled.roll);
            for (const d of track.dice) {
              const rest = framePose(d.frames, Infinity); // the last frame: x, y, z, then the die's rotation
              expect(valueShown(rest.slice(3) as unknown as Quat, d.faceFix as unknown as Quat)).toBe(d.value);
            }
            const [dx, dz] = [THROW_DRAG.to[0] - THROW_DRAG.from[0], THROW_DRAG.to[1] - THROW_DRAG.from[1]];
            const meant = bucketAim(aimBucket(aimOfDrag(dx, dz)!));
            let mx = 0;
            let mz = 0;
            for (const d of track.dice) {
              const [a, b] = [framePose(d.frames, 0), framePose(d.frames, 3)];
              mx += b[0]! - a[0]!;
              mz += b[2]! - a[2]!;
            }
            expect(Math.abs(Math.atan2(mx, -mz) - meant.angle)).toBeLessThan(0.35);
            expect(meant.angle).toBeLessThan(-0.2); // to the solver's left, as dragged
          }
          const move = nextSolverMove(rolled, MAX_ROWS);
          expect(move.type).toBe('place');
          if (move.type !== 'place') return;
          const placed = await placeDice(alice.page, move.placements, via[row]!);
          const got = placed.rows[row]!;
          // The feedback is the engine's, computed against the code the solver never saw.
          expect(got.placed.filter((v) => v !== null)).toHaveLength(move.placements.length);
          expect(consistentCodes(placed.rows).some((c) => c.join() === secret.join())).toBe(true);
          await waitForBoard(carol.page, { rows: row + 1 });
          await waitForBoard(bob.page, { rows: row + 1 });
        }
        for (const p of [alice, carol]) {
          expect((await viewOf(p.page))!.code).toBeNull();
          expect(await pageShowsCode(p.page, secret)).toBe(false);
        }
        await shot(alice, 'solver-mid-game.png');
        await shot(carol, 'spectator.png');
        done = 3;
      },
      STEP_MS,
    );

    it(
      "a reload of the solver's page brings him back to his seat at the same version",
      async () => {
        requireStep(3);
        // Mid-attempt: the dice are rolled and not placed yet.
        const rolled = await rollWhite(alice.page, 'click');
        const before = await seatAndVersion(alice.page);
        expect(before.seat).toBe(0);
        const token = await alice.page.evaluate((c) => sessionStorage.getItem(`tavolo.reconnect.${c}`), code);
        expect(token).toBeTruthy();

        await traced('reload the solver page', async () => {
          await alice.page.reload();
          await alice.page.waitForFunction(() => window.__tavolo?.store.getState().connection === 'connected', null, {
            timeout: SLOW_MS,
          });
          await waitForBoard(alice.page, { phase: 'place', rows: 2 });
        });
        const back = await seatAndVersion(alice.page);
        expect(back).toEqual({ seat: 0, version: before.version, connection: 'connected' });
        const view = (await viewOf(alice.page))!;
        expect(view.roll).toEqual(rolled.roll);
        expect(view.code).toBeNull();
        // The others see the same table, and the solver's seat back online.
        expect((await seatAndVersion(bob.page)).version).toBe(before.version);
        await expect
          .poll(() => bob.page.evaluate(() => window.__tavolo!.store.getState().table?.seats[0]?.connected), {
            timeout: SLOW_MS,
          })
          .toBe(true);

        // And the game goes on from the reloaded page.
        await alice.page.getByTestId('md-confirm').waitFor({ timeout: SLOW_MS });
        const move = nextSolverMove(view, MAX_ROWS);
        if (move.type !== 'place') throw new Error(`expected a placement, got ${move.type}`);
        await placeDice(alice.page, move.placements, 'key');
        done = 4;
      },
      STEP_MS,
    );

    it(
      "the solver gives his solution; everyone sees the reveal and the score; the spectator's card folds by itself",
      async () => {
        requireStep(4);
        let view = (await viewOf(alice.page))!;
        for (;;) {
          const move = nextSolverMove(view, MAX_ROWS);
          if (move.type === 'solve') {
            expect(consistentCodes(view.rows).map((c) => c.join())).toContain(move.code.join());
            // The recorders: no view the solver or the spectator ever held carried the code before the reveal.
            for (const p of [alice, carol]) {
              const seen = await seenViews(p.page);
              expect(seen.length).toBeGreaterThan(0);
              expect(seen.filter((v) => v.code !== null)).toEqual([]);
              expect(await pageShowsCode(p.page, secret)).toBe(false);
            }
            await submitSolution(alice.page, move.code, 'key'); // S opens the panel (the bot game clicks Solve…)
            break;
          }
          if (move.type !== 'roll') throw new Error(`unexpected ${move.type}`);
          await rollWhite(alice.page, 'key');
          view = (await viewOf(alice.page))!;
          const next = nextSolverMove(view, MAX_ROWS);
          if (next.type !== 'place') throw new Error(`expected a placement, got ${next.type}`);
          view = await placeDice(alice.page, next.placements, 'key');
        }

        // The spectator first: his card has no Continue (it says the next game follows) and folds by itself.
        const watched = await waitForBoard(carol.page, { results: 1 });
        expect(watched.results[0]!.code).toEqual(secret);
        await carol.page.getByTestId('md-next-soon').waitFor({ timeout: SLOW_MS });
        expect(await carol.page.getByTestId('md-continue').count()).toBe(0);
        await shot(carol, 'reveal-spectator.png');
        for (const p of [alice, bob]) {
          const v = await waitForBoard(p.page, { results: 1 });
          expect(v.results[0]!.code).toEqual(secret);
          await p.page.getByTestId('md-result').waitFor({ timeout: SLOW_MS });
          expect(await p.page.getByTestId('md-continue').count()).toBe(1); // a player reads it and goes on himself
        }
        const result = (await viewOf(carol.page))!.results[0]!;
        if (result.solved)
          expect(await alice.page.getByTestId('md-result').innerText()).toContain(String(result.score));
        // The next game has begun with the roles swapped: the new code is not rolled yet, so nobody holds one.
        expect((await viewOf(alice.page))!).toMatchObject({ gameIndex: 1, coder: 0, solver: 1 });
        // The score panel, in the full layout (the compact one folds the side panels away).
        await alice.page.setViewportSize({ ...SHOT_SIZE });
        await expect.poll(() => alice.page.getByTestId('score-panel').innerText()).toContain(String(result.score));
        await shot(alice, 'reveal-solver.png');
        // The spectator's card has folded by itself (15 s at most while the next coder has not rolled).
        await expect.poll(() => carol.page.getByTestId('md-result').count(), { timeout: SLOW_MS }).toBe(0);
        done = 5;
      },
      STEP_MS,
    );

    it('no console error and no request leaving this machine on any of the three pages', () => {
      const found = problemsOf(['alice', 'bob', 'carol']);
      expect(found.errors).toEqual([]);
      expect(found.outside).toEqual([]);
    });

    afterAll(async () => {
      for (const p of [alice, bob, carol]) await p?.context.close().catch(() => undefined);
    });
  });
});
