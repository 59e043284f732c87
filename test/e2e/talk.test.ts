// Table talk in Chromium (issue 29): two players and a spectator at one Masterdice table write, react and reload.
// What each person sees: the message with its writer's name and seat, "typing…" on the writer's seat while he
// writes, a letter typed in the chat that never plays the game's key, a hostile message shown as text, a reaction
// as a bubble over the seat (a spectator's as the corner counter, and the spectators' chat kept from the players
// during play until the creator opens it), the unread count of a folded chat, a mute, the talk and the mute back
// after a reload; and the chat as a live region whose every control has a name.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { ROOT } from './build.js';
import { browserSuite, makeCast, type Person } from './browser.js';

const ARTIFACTS = path.join(ROOT, 'test-artifacts', 'e2e');
const STEP_MS = 240_000;
/** The desktop layout, where the chat sits open beside the log. */
const WIDE = { width: 1000, height: 650 };
const cast = makeCast('');
const suite = browserSuite(cast, ARTIFACTS, 'talk-failed-');

/** The lines a page's chat shows now, as "name: text" (reactions by their id), from the store it renders. */
function chatOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const talk = window.__tavolo!.store.getState().talk;
    return talk.lines.filter((l) => !talk.muted.includes(l.author)).map((l) => `${l.name}: ${l.text}`);
  });
}

/** Waits until `page`'s chat list on screen shows `text` (the rendered text, not the store). */
async function seesLine(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (t) => [...document.querySelectorAll('[data-testid="talk-lines"] .talk-text')].some((e) => e.textContent === t),
    text,
  );
}

/**
 * Starts recording the text of every element matching `selector` that appears on the page (a reaction's bubble
 * shows a few seconds only: the record keeps it for the test to read whenever it gets to it).
 */
async function recordAppearing(page: Page, selector: string): Promise<void> {
  await page.evaluate((sel) => {
    const seen: string[] = [];
    (window as unknown as { __seen: Record<string, string[]> }).__seen ??= {};
    (window as unknown as { __seen: Record<string, string[]> }).__seen[sel] = seen;
    const note = () => {
      for (const e of document.querySelectorAll(sel))
        if (!seen.includes(e.textContent ?? '')) seen.push(e.textContent ?? '');
    };
    new MutationObserver(note).observe(document.body, { childList: true, subtree: true, characterData: true });
    note();
  }, selector);
}

/** Waits until an element matching `selector` has appeared (recordAppearing) and returns the texts seen. */
async function appeared(page: Page, selector: string): Promise<string[]> {
  await page.waitForFunction(
    (sel) => ((window as unknown as { __seen: Record<string, string[]> }).__seen[sel] ?? []).length > 0,
    selector,
  );
  return page.evaluate((sel) => (window as unknown as { __seen: Record<string, string[]> }).__seen[sel]!, selector);
}

/** Writes `text` in the chat field and sends it with Enter. */
async function say(page: Page, text: string): Promise<void> {
  await page.getByTestId('talk-input').fill(text);
  await page.getByTestId('talk-input').press('Enter');
}

describe('table talk in Chromium: two players and a spectator write, react and reload', () => {
  let alice: Person;
  let bob: Person;
  let carol: Person;
  let code = '';
  let done = 0;
  const requireStep = (n: number) => {
    if (done < n) throw new Error('an earlier step failed');
  };

  it(
    'the three sit down: the chat is open beside the log, a live region, every control named',
    async () => {
      alice = await cast.join(suite.browser, 'alice');
      await alice.page.setViewportSize(WIDE);
      await alice.page.goto(`${suite.server.url}/`);
      await alice.page.fill('#lobby-name', 'Alice');
      await alice.page.getByTestId('lobby-seat-0-human').click();
      await alice.page.getByTestId('lobby-seat-1-human').click();
      await alice.page.getByTestId('lobby-create').click();
      await alice.page.waitForURL(/\/t\/[A-Z0-9]+$/, { timeout: 90_000 });
      code = new URL(alice.page.url()).pathname.split('/')[2]!;

      bob = await cast.join(suite.browser, 'bob');
      await bob.page.setViewportSize(WIDE);
      await bob.page.goto(`${suite.server.url}/t/${code}`);
      await bob.page.getByTestId('gate-name').fill('Bob');
      await bob.page.getByTestId('gate-join').click();

      carol = await cast.join(suite.browser, 'carol');
      await carol.page.setViewportSize(WIDE);
      await carol.page.goto(`${suite.server.url}/t/${code}?spectate=1`);
      for (const p of [alice, bob, carol]) {
        await p.page.waitForFunction(() => window.__tavolo?.store.getState().talk.me != null);
        await p.page.getByTestId('talk-input').waitFor();
      }
      const chat = alice.page.getByTestId('talk');
      expect(await chat.locator('[role="log"][aria-live="polite"]').count()).toBe(1);
      // Every button and field of the chat has a name a screen reader says, and a tooltip (a tickbox or a radio
      // takes both from its label).
      const unnamed = await chat.evaluate((root) =>
        [...root.querySelectorAll<HTMLElement>('button, input, summary')]
          .filter((e) => e.offsetParent !== null)
          .filter((e) => {
            const labels = e instanceof HTMLInputElement ? [...(e.labels ?? [])] : [];
            const name = [e.getAttribute('aria-label'), e.textContent, ...labels.map((l) => l.textContent)].join('');
            const title = [e.title, ...labels.map((l) => l.title)].join('');
            return !name.trim() || !title.trim();
          })
          .map((e) => e.outerHTML.slice(0, 80)),
      );
      expect(unnamed).toEqual([]);
      done = 1;
    },
    STEP_MS,
  );

  it(
    "a player's message reaches everyone with his name and seat; while he writes his seat says typing",
    async () => {
      requireStep(1);
      await alice.page.getByTestId('talk-input').fill('Good luck, Bob!');
      await bob.page.getByTestId('seat-typing-0').waitFor();
      await alice.page.getByTestId('talk-input').press('Enter');
      await seesLine(alice.page, 'Good luck, Bob!');
      await seesLine(bob.page, 'Good luck, Bob!');
      // A spectator's chat opens on his own channel: the players' is the other tab, with its unread count.
      // (Carol's page gets the line on its own time: her tab's count is waited for, not read once.)
      await expect
        .poll(() => carol.page.getByRole('tab', { name: /Table/ }).textContent(), { timeout: 30_000 })
        .toMatch(/Table\s*1/);
      await carol.page.getByRole('tab', { name: /Table/ }).click();
      await seesLine(carol.page, 'Good luck, Bob!');
      await bob.page.getByTestId('seat-typing-0').waitFor({ state: 'detached' });
      const row = bob.page.locator('[data-testid="talk-lines"] li').filter({ hasText: 'Good luck, Bob!' });
      expect(await row.locator('.talk-name').textContent()).toBe('Alice');
      expect(await row.locator('.talk-seat').textContent()).toBe('seat 1');
      expect(await alice.page.getByTestId('talk-input').inputValue()).toBe('');
      done = 2;
    },
    STEP_MS,
  );

  it(
    "a letter typed in the chat never plays the game's key: the coder writes an r and the code stays unrolled",
    async () => {
      requireStep(2);
      // Masterdice's coder rolls the code with R (or Enter): typed in the chat, both only write and send.
      // Real key presses (a fill would press no key), then Enter; the server answers each page in order, so a roll
      // sent before the line would have reached Bob's view before his own line comes back.
      await bob.page.getByTestId('talk-input').pressSequentially('r');
      await bob.page.getByTestId('talk-input').press('Enter');
      await seesLine(bob.page, 'r');
      await seesLine(alice.page, 'r');
      const rolled = await bob.page.evaluate(
        () => (window.__tavolo!.store.getState().view as { codeRolled?: boolean } | null)?.codeRolled,
      );
      expect(rolled).toBe(false);
      done = 3;
    },
    STEP_MS,
  );

  it(
    'a hostile message shows as its text: no element of its own, no link',
    async () => {
      requireStep(3);
      const hostile = '<img src=x onerror=alert(1)> see https://example.com <b>bold</b>';
      await say(bob.page, hostile);
      await seesLine(alice.page, hostile);
      const lines = alice.page.getByTestId('talk-lines');
      expect(await lines.locator('img, a, b, script').count()).toBe(0);
      done = 4;
    },
    STEP_MS,
  );

  it(
    "a player's reaction floats over his seat; a spectator's goes to the corner counter and his chat stays among spectators",
    async () => {
      requireStep(4);
      await recordAppearing(alice.page, '[data-testid="reaction-bubble-1"]');
      await recordAppearing(carol.page, '[data-testid="spectator-reactions"]');
      await bob.page.getByTestId('talk-reactions').locator('[data-reaction="well-played"]').click();
      expect(await appeared(alice.page, '[data-testid="reaction-bubble-1"]')).toEqual(['BobWell played']);
      await carol.page.getByRole('tab', { name: /Spectators/ }).click();
      await say(carol.page, 'Spectating, have fun');
      await carol.page.getByTestId('talk-reactions').locator('[data-reaction="thumbs-up"]').click();
      expect((await appeared(carol.page, '[data-testid="spectator-reactions"]'))[0]).toContain('1');
      await seesLine(carol.page, 'Spectating, have fun');
      // Alice wrote after Carol's line: once hers is back, the server has passed Carol's by her (none reached her).
      await say(alice.page, 'back to the game');
      await seesLine(alice.page, 'back to the game');
      expect(await chatOf(alice.page)).not.toContain(': Spectating, have fun');
      const spectatorsLines = await alice.page.evaluate(
        () => window.__tavolo!.store.getState().talk.lines.filter((l) => l.channel === 'spectators').length,
      );
      expect(spectatorsLines).toBe(0);
      done = 5;
    },
    STEP_MS,
  );

  it(
    "the creator opens the spectators' channel to the players; a folded chat counts what came; a mute holds",
    async () => {
      requireStep(5);
      const settings = alice.page.getByTestId('talk-settings');
      await settings.locator('summary').click();
      await settings.locator('input[type="radio"][value="open"]').check();
      // The players' chats get the spectators' tab, with what was said there.
      await bob.page.getByRole('tab', { name: /Spectators/ }).click();
      await seesLine(bob.page, 'Spectating, have fun');
      await bob.page.getByRole('tab', { name: /Table/ }).click();
      // Bob folds his chat: Alice's next two lines show as 2 new on it, and opening it reads them.
      await bob.page.getByTestId('talk').locator('.talk-fold').click();
      await say(alice.page, 'Ready?');
      await say(alice.page, 'Your move');
      await expect.poll(() => bob.page.getByTestId('talk-unread').textContent(), { timeout: 90_000 }).toMatch(/2/);
      await bob.page.getByTestId('talk').locator('.talk-fold').click();
      await seesLine(bob.page, 'Your move');
      await bob.page.getByTestId('talk-unread').waitFor({ state: 'detached' });
      // Alice mutes Carol: Carol's next line reaches Bob, never Alice.
      await alice.page.getByRole('tab', { name: /Spectators/ }).click();
      await alice.page
        .locator('[data-testid="talk-lines"] li')
        .filter({ hasText: 'Spectating, have fun' })
        .locator('.talk-mute')
        .click();
      await alice.page.getByTestId('talk-muted').waitFor();
      await say(carol.page, 'Can you hear me?');
      await bob.page.getByRole('tab', { name: /Spectators/ }).click();
      await seesLine(bob.page, 'Can you hear me?');
      await bob.page.getByRole('tab', { name: /Table/ }).click();
      await say(bob.page, 'I can');
      await alice.page.getByRole('tab', { name: /Table/ }).click();
      await seesLine(alice.page, 'I can');
      const heard = await alice.page.evaluate(() => window.__tavolo!.store.getState().talk.lines.map((l) => l.text));
      expect(heard).not.toContain('Can you hear me?');
      done = 6;
    },
    STEP_MS,
  );

  it(
    'a reload brings the talk back, as it was written, and the mute with it',
    async () => {
      requireStep(6);
      const before = await chatOf(alice.page);
      await alice.page.reload();
      await alice.page.waitForFunction(
        (n) => (window.__tavolo?.store.getState().talk.lines.length ?? 0) >= n,
        before.length,
      );
      expect(await chatOf(alice.page)).toEqual(before);
      await seesLine(alice.page, 'Good luck, Bob!');
      await alice.page.getByTestId('talk-muted').waitFor();
      done = 7;
    },
    STEP_MS,
  );

  it('no page logged an error or asked anything of another machine', () => {
    expect(cast.problems.errors).toEqual([]);
    expect(cast.problems.outside).toEqual([]);
  });
});
