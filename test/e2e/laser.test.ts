// Laser end to end in Chromium: the built client served by the real server, a person clicking like a person.
// A player makes a Laser table in the lobby (himself and the bot), places his five components by picking them
// in the palette and clicking cells of his 3D board, submits; then fires one pointer by clicking it in 3D and
// one by typing its number: the beam plays and the answer shows in the answers list and the log. A spectator
// watches from the lobby; neither page ever holds the bot's circuit before the end. Every page is watched for
// console errors and requests leaving this machine. Screenshots go to test-artifacts/e2e/.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BEGINNER_KINDS, traceBeam, type LaserView } from '../../shared/games/laser/index.js';
import { chooseCircuit, samePiece } from './laser-ui.js';
import { BOARD_TOP, cellToLocal, pointerToLocal } from '../../client/games/laser/geometry.js';
import { offsetFrom, tableBoards } from '../../client/games/laser/stations.js';
import { ORIENT_KEY } from '../../client/games/laser/ui/model.js';
import { ROOT } from './build.js';
import {
  aimAndClick,
  browserSuite,
  makeCast,
  projectPoint,
  screenshotAt,
  viewIn,
  waitForView as waitForView_,
  type Person,
} from './browser.js';
import { recordedViews, viewRecorder } from './recorder.js';

const ARTIFACTS = path.join(ROOT, 'test-artifacts', 'e2e');
const SLOW_MS = 90_000;
const STEP_MS = 240_000;
const WATCH_SIZE = { width: 400, height: 250 } as const;

/** Where the Laser recorder keeps its entries in the page. */
const SEEN_SLOT = '__e2eLaser';

/**
 * Script run before the app in every page: records, for every view the page's store held, the circuits it
 * carried a layout or draft of (owner seat), so a test can check that no secret reached the page even briefly.
 */
const LASER_RECORDER = viewRecorder(
  SEEN_SLOT,
  `(view, s) => (view.circuits ? { phase: view.phase, seat: s.mySeat, known: view.circuits.filter((c) => c.layout || c.draft).map((c) => c.owner) } : null)`,
);

/** One view as the Laser recorder kept it: its phase, the page's seat, and the owners of the circuits it showed. */
interface SeenCircuits {
  readonly phase: string;
  readonly seat: number | null;
  readonly known: (number | null)[];
}

const cast = makeCast(LASER_RECORDER);
const person = (label: string): Promise<Person> => cast.join(suite.browser, label);

const viewOf = (page: Page) => viewIn<LaserView>(page);
const waitForView = (page: Page, what: string, pred: (v: LaserView) => boolean, ms = SLOW_MS) =>
  waitForView_<LaserView>(page, what, pred, ms);

/** Page pixels of a point of board `key` (cell or pointer), through the live camera. */
async function boardPoint(
  page: Page,
  view: LaserView,
  seat: number,
  key: string,
  local: readonly [number, number],
): Promise<{ x: number; y: number }> {
  const boards = tableBoards(
    view.mode,
    view.circuits.map((c) => c.owner),
    view.investigators,
    seat,
  );
  const board = boards.find((b) => b.key === key);
  if (!board) throw new Error(`no board ${key}`);
  const at = offsetFrom(board.place, local[0], local[1]);
  return projectPoint(page, [at.x, BOARD_TOP + 0.06, at.z]);
}

/** Aims at a spot of board `key` through the live camera and clicks it like a person (see aimAndClick). */
const clickSpot = (
  page: Page,
  key: string,
  local: readonly [number, number],
  what: string,
  landed: (v: LaserView) => boolean,
): Promise<LaserView> =>
  aimAndClick(page, async () => boardPoint(page, (await viewOf(page))!, 0, key, local), what, landed);

// Server and Chromium for the file; a failed step leaves a picture of every open page, to see what the person saw.
const suite = browserSuite(cast, ARTIFACTS, 'laser-failed-');

describe('Laser in the browser', () => {
  let ada: Person;
  let sam: Person;
  let done = 0;
  const requireStep = (step: number) => {
    if (done < step) throw new Error('an earlier step failed');
  };

  it(
    'a player makes a Laser table with a bot in the lobby; a spectator watches from the lobby',
    async () => {
      ada = await person('ada');
      await ada.page.goto(`${suite.server.url}/`);
      await ada.page.fill('#lobby-name', 'Ada');
      await ada.page.getByTestId('lobby-game').selectOption('laser');
      await ada.page.getByTestId('lobby-create').click();
      await ada.page.waitForURL(/\/t\/[A-Z0-9]+$/, { timeout: SLOW_MS });
      const code = new URL(ada.page.url()).pathname.split('/')[2]!;
      const v = await waitForView(ada.page, 'the design phase', (v) => v.phase === 'design');
      expect(v.mode).toBe('duel');
      expect(v.kinds).toEqual([...BEGINNER_KINDS]);

      sam = await person('sam');
      await sam.page.setViewportSize(WATCH_SIZE);
      await sam.page.goto(`${suite.server.url}/`);
      await sam.page.getByTestId(`lobby-table-${code}`).getByTestId('lobby-watch').click();
      await sam.page.waitForURL(new RegExp(`/t/${code}\\?spectate=1$`), { timeout: SLOW_MS });
      await waitForView(sam.page, 'the spectator view', (v) => v.phase === 'design');
      done = 1;
    },
    STEP_MS,
  );

  it(
    'the player places every component by clicking his 3D board, turns them with the palette, and submits',
    async () => {
      requireStep(1);
      const page = ada.page;
      const circuit = chooseCircuit();
      for (const piece of circuit.pieces) {
        await page.getByTestId(`lz-kind-${piece.kind}`).click();
        if (piece.orientation) await page.getByTestId(`lz-orient-${ORIENT_KEY[piece.orientation]}`).click();
        const view = (await viewOf(page))!;
        const own = view.circuits.findIndex((c) => c.owner === 0);
        await clickSpot(
          page,
          `circuit:${own}`,
          cellToLocal(piece.x, piece.y),
          `${piece.kind} on ${piece.x},${piece.y}`,
          (v) => (v.circuits[own]!.draft?.pieces ?? []).some((p) => samePiece(p, piece)),
        );
      }
      const drafted = (await viewOf(page))!.circuits.find((c) => c.owner === 0)!.draft!;
      expect([...drafted.pieces].sort((a, b) => a.kind.localeCompare(b.kind))).toEqual(
        [...circuit.pieces].sort((a, b) => a.kind.localeCompare(b.kind)),
      );
      await page
        .getByTestId('lz-verdict')
        .getByText(/identifiable/i)
        .first()
        .waitFor({ timeout: SLOW_MS });
      await page.getByTestId('lz-submit-design').click();
      const v = await waitForView(page, 'the investigation', (v) => v.phase === 'investigate');
      expect(v.circuits.find((c) => c.owner === 0)!.layout).not.toBeNull();
      await screenshotAt(page, path.join(ARTIFACTS, 'laser-designed.png'));
      done = 2;
    },
    STEP_MS,
  );

  it(
    'the player fires by clicking a pointer and by typing its number; the beam plays and the answer shows',
    async () => {
      requireStep(2);
      const page = ada.page;
      let v = await waitForView(page, 'my turn', (v) => v.turn === 0, SLOW_MS);
      const target = v.target!;
      const notebook = `notebook:0`;
      // 1. A click on pointer 5 of the notebook board.
      v = await clickSpot(page, notebook, pointerToLocal(5), 'the shot into pointer 5', (v) =>
        v.circuits[target]!.shots.some((s) => s.by === 0 && s.pointer === 5),
      );
      const first = v.circuits[target]!.shots.find((s) => s.by === 0 && s.pointer === 5)!;
      const row = page.getByTestId(`lz-shot-${target}-${first.n}`);
      await row.waitFor({ timeout: SLOW_MS });
      await expect(row.textContent()).resolves.toContain('5');
      await screenshotAt(page, path.join(ARTIFACTS, 'laser-fired.png'));

      // 2. Typing 17 and Enter, on the next turn.
      v = await waitForView(page, 'my next turn', (v) => v.turn === 0 && v.phase === 'investigate', SLOW_MS);
      await page.getByTestId('lz-fire-input').fill('17');
      await page.getByTestId('lz-fire-input').press('Enter');
      v = await waitForView(page, 'the shot into pointer 17', (v) =>
        v.circuits[target]!.shots.some((s) => s.by === 0 && s.pointer === 17),
      );
      const second = v.circuits[target]!.shots.find((s) => s.by === 0 && s.pointer === 17)!;
      await page.getByTestId(`lz-shot-${target}-${second.n}`).waitFor({ timeout: SLOW_MS });

      // The spectator saw the same public answers, and the log tells of them.
      const seen = await waitForView(
        sam.page,
        'the spectator sees both shots',
        (s) => s.circuits[target]!.shots.length >= second.n + 1,
      );
      expect(seen.circuits[target]!.shots.find((s) => s.n === first.n)!.answer).toEqual(first.answer);
      await expect(page.locator('.log-lines').textContent()).resolves.toMatch(/17/);

      // The bot's own shots land on the player's circuit as its layout says (the answer is the engine's trace).
      const mine = v.circuits.find((c) => c.owner === 0)!;
      for (const s of mine.shots) expect(s.answer).toEqual(traceBeam(mine.layout!, s.pointer));
      done = 3;
    },
    STEP_MS,
  );

  it(
    "no page ever held the bot's circuit; no console error; nothing left this machine",
    async () => {
      requireStep(3);
      for (const p of [ada, sam]) {
        const seen = await recordedViews<SeenCircuits>(p.page, SEEN_SLOT);
        expect(seen.length).toBeGreaterThan(2);
        for (const s of seen) {
          if (s.phase === 'over') continue;
          for (const owner of s.known) expect(owner).toBe(s.seat);
        }
      }
      expect(cast.problems.errors).toEqual([]);
      expect(cast.problems.outside).toEqual([]);
    },
    STEP_MS,
  );
});
