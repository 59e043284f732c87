// Labiro end to end in Chromium: the built client served by the real server, a person clicking like a person.
// A player makes a Labiro table in the lobby (himself and the bot); a spectator watches from the lobby. The
// player chooses his start tower by clicking it in 3D, turns a tower with the Turn tool (the first click shows
// the push chain, the Confirm button turns it) and walks his pawn by clicking a tower his pawn can reach; the
// spectator sees the same labyrinth and the log tells of it. No page ever holds a hidden object or ruby tile,
// no console error, nothing leaves this machine. Screenshots go to test-artifacts/e2e/.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { reachable, reachableWithTurns, type LabiroView, type Plan } from '../../shared/games/labiro/index.js';
import { towerPosition } from '../../client/games/labiro/layout.js';
import { ROOT } from './build.js';
import {
  aimAndClick,
  browserSuite,
  makeCast,
  waitForStill,
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

/** Where the Labiro recorder keeps its entries in the page. */
const SEEN_SLOT = '__e2eLabiro';

/**
 * Script run before the app in every page: records, for every view the page's store held, whether it carried
 * any tile this page may not see (a tower's private tile it never looked at — these players never look — or
 * the broadcast feed's secrets before the end).
 */
const LABIRO_RECORDER = viewRecorder(
  SEEN_SLOT,
  `(view, s) => (view.towers ? { phase: view.phase, private: view.towers.filter((t) => t.private).length, secrets: view.secrets !== undefined } : null)`,
);

/** One view as the recorder kept it. */
interface SeenTiles {
  readonly phase: string;
  readonly private: number;
  readonly secrets: boolean;
}

const cast = makeCast(LABIRO_RECORDER);
const person = (label: string): Promise<Person> => cast.join(suite.browser, label);

const viewOf = (page: Page) => viewIn<LabiroView>(page);
const waitForView = (page: Page, what: string, pred: (v: LabiroView) => boolean, ms = SLOW_MS) =>
  waitForView_<LabiroView>(page, what, pred, ms);

/** Aims at tower `base` through the live camera and clicks it like a person (see aimAndClick). */
const clickTower = (page: Page, base: number, what: string, landed: (v: LabiroView) => boolean): Promise<LabiroView> =>
  aimAndClick(page, async () => projectPoint(page, towerPosition((await viewOf(page))!, base)), what, landed);

/** The free simple towers, those from which the pawn can get furthest with its first three turns first. */
function startsByReach(v: LabiroView): number[] {
  const taken = new Set(v.seats.map((s) => s.home));
  const free = v.board.towers.flatMap((t, b) => (t.ruby || taken.has(b) ? [] : [b]));
  const reach = new Map(free.map((b) => [b, reachableWithTurns(v.board, b, 3).size]));
  return free.sort((a, b) => reach.get(b)! - reach.get(a)!);
}

/** Whether a person can click tower `base` now: its point on screen is the table, not a panel over it. */
async function inSight(page: Page, v: LabiroView, base: number): Promise<boolean> {
  const p = await projectPoint(page, towerPosition(v, base));
  return page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.tagName === 'CANVAS', [p.x, p.y]);
}

/** Plans that turn at least one tower and then walk somewhere new, from the seat's pawn: fewest turns first. */
function turnThenWalk(v: LabiroView, seat: number): [number, Plan][] {
  const pawn = v.seats[seat]!.pawn!;
  const plans = [...reachableWithTurns(v.board, pawn, 3 - v.turnsUsed)].filter(([b, p]) => b !== pawn && p.turns > 0);
  return plans.sort((a, b) => a[1].turns - b[1].turns || a[1].steps.length - b[1].steps.length);
}

// Server and Chromium for the file; a failed step leaves a picture of every open page, to see what the person saw.
const suite = browserSuite(cast, ARTIFACTS, 'labiro-failed-');

describe('Labiro in the browser', () => {
  let ada: Person;
  let sam: Person;
  let done = 0;
  const requireStep = (step: number) => {
    if (done < step) throw new Error('an earlier step failed');
  };

  it(
    'a player makes a Labiro table with a bot in the lobby; a spectator watches from the lobby',
    async () => {
      ada = await person('ada');
      await ada.page.goto(`${suite.server.url}/`);
      await ada.page.fill('#lobby-name', 'Ada');
      await ada.page.getByTestId('lobby-game').selectOption('labiro');
      await ada.page.getByTestId('lobby-create').click();
      await ada.page.waitForURL(/\/t\/[A-Z0-9]+$/, { timeout: SLOW_MS });
      const code = new URL(ada.page.url()).pathname.split('/')[2]!;
      const v = await waitForView(ada.page, 'the start phase', (v) => v.phase === 'start');
      expect(v.players).toBe(2);
      expect(v.board.push).toBe('mesh');

      sam = await person('sam');
      await sam.page.setViewportSize(WATCH_SIZE);
      await sam.page.goto(`${suite.server.url}/`);
      await sam.page.getByTestId(`lobby-table-${code}`).getByTestId('lobby-watch').click();
      await sam.page.waitForURL(new RegExp(`/t/${code}\\?spectate=1$`), { timeout: SLOW_MS });
      await waitForView(sam.page, 'the spectator view', (v) => v.phase === 'start');
      done = 1;
    },
    STEP_MS,
  );

  it(
    'the player chooses his start tower by clicking it in 3D; the bot chooses its own',
    async () => {
      requireStep(1);
      const page = ada.page;
      const v0 = await waitForView(page, 'my start choice', (v) => v.phase === 'start' && v.turn === 0);
      // From the top camera no tower hides behind another's walls; panels are checked for each candidate.
      await page.keyboard.press('2');
      await waitForStill(page, 15_000);
      let start = -1;
      for (const b of startsByReach(v0)) if (start < 0 && (await inSight(page, v0, b))) start = b;
      expect(start).toBeGreaterThanOrEqual(0);
      await clickTower(page, start, `start on tower ${start}`, (v) => v.seats[0]!.home === start);
      const v = await waitForView(page, 'play, my turn', (v) => v.phase === 'play' && v.turn === 0);
      expect(v.seats[0]!.pawn).toBe(start);
      expect(v.seats[1]!.home).not.toBeNull();
      expect(v.seats[1]!.home).not.toBe(start);
      done = 2;
    },
    STEP_MS,
  );

  it(
    'the player turns a tower (preview, then confirm) and walks his pawn through the doors it opened',
    async () => {
      requireStep(2);
      const page = ada.page;
      let v = (await viewOf(page))!;
      // The first plan whose towers a person can click (none under a panel).
      let chosen: [number, Plan] | null = null;
      for (const [b, p] of turnThenWalk(v, 0)) {
        if (chosen) break;
        const towers = p.steps.map((st) =>
          st.kind === 'turn' ? st.tower : st.kind === 'move' || st.kind === 'rope' ? st.to : st.tower,
        );
        let seen = true;
        for (const t of towers) if (seen && !(await inSight(page, v, t))) seen = false;
        if (seen) chosen = [b, p];
      }
      if (!chosen) throw new Error('no tower to reach by turning from here, in sight');
      const [target, plan] = chosen;
      let turnsSeen = 0;
      for (const step of plan.steps) {
        v = (await viewOf(page))!;
        if (step.kind === 'turn') {
          const before = v.board.towers[step.tower]!.turn;
          const used = v.turnsUsed;
          await page.getByTestId('lb-turn').click();
          // First click: the turn is armed and its chain previewed; the Confirm button turns it.
          await clickTower(page, step.tower, `arm the turn of tower ${step.tower}`, () => true);
          await page.getByTestId('lb-armed').waitFor({ timeout: SLOW_MS });
          if (turnsSeen === 0) await screenshotAt(page, path.join(ARTIFACTS, 'labiro-preview.png'));
          await page.getByTestId('lb-confirm').click();
          v = await waitForView(page, `tower ${step.tower} turned`, (x) => x.turnsUsed === used + 1);
          expect(v.board.towers[step.tower]!.turn).toBe((before + step.dir + 6) % 6);
          turnsSeen++;
        } else if (step.kind === 'move') {
          await page.getByTestId('lb-walk').click();
          expect(reachable(v.board, v.seats[0]!.pawn!).has(step.to)).toBe(true);
          await clickTower(page, step.to, `walk to tower ${step.to}`, (x) => x.seats[0]!.pawn === step.to);
        } else {
          throw new Error(`unexpected plan step ${step.kind}`);
        }
      }
      v = await waitForView(page, 'the pawn on its target', (x) => x.seats[0]!.pawn === target);
      expect(turnsSeen).toBeGreaterThan(0);
      await screenshotAt(page, path.join(ARTIFACTS, 'labiro-walked.png'));

      // The spectator sees the same labyrinth and pawn; the log tells of the turn and the walk.
      const seen = await waitForView(sam.page, 'the spectator sees the walk', (s) => s.seats[0]!.pawn === target);
      expect(seen.board.towers.map((t) => t.turn)).toEqual(v.board.towers.map((t) => t.turn));
      const log = (await page.locator('.log-lines').textContent()) ?? '';
      expect(log.length).toBeGreaterThan(0);
      done = 3;
    },
    STEP_MS,
  );

  it(
    'no page ever held a hidden object or ruby tile; no console error; nothing left this machine',
    async () => {
      requireStep(3);
      for (const p of [ada, sam]) {
        const seen = await recordedViews<SeenTiles>(p.page, SEEN_SLOT);
        expect(seen.length).toBeGreaterThan(2);
        for (const s of seen) {
          if (s.phase === 'over') continue;
          expect(s.private).toBe(0);
          expect(s.secrets).toBe(false);
        }
      }
      expect(cast.problems.errors).toEqual([]);
      expect(cast.problems.outside).toEqual([]);
    },
    STEP_MS,
  );
});
