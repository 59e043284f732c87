// Everyone included, checked in Chromium: the lobby and each game's table (its panels and controls) read through
// the browser's own accessibility tree — every control has a role and a name, every field a label —, the Tab key
// reaches every control in reading order with a visible focus ring, the log and the refusals are live regions a
// screen reader announces, and every line of text in the panels stands out from its panel (contrast ≥ 4.5:1,
// 3:1 for large text, the panel laid over the darkest table). And nothing covers the game (test/e2e/panels.ts): at
// 1280×720, 1000×650 and on a phone, and for a spectator, no clickable piece and no framed point under a panel.
import { CHECKED_SIZES, coveredAtSizes } from './panels.js';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { GAME_IDS } from '../../shared/games/meta.js';
import { ROOT } from './build.js';
import { browserSuite, makeCast, panelsIn, pauseBots } from './browser.js';

const ARTIFACTS = path.join(ROOT, 'test-artifacts', 'e2e');
const STEP_MS = 240_000;
const cast = makeCast('');
const suite = browserSuite(cast, ARTIFACTS, 'a11y-failed-');

/** Roles a person operates; each needs a name a screen reader can say. */
const CONTROLS = new Set([
  'button',
  'link',
  'textbox',
  'combobox',
  'checkbox',
  'radio',
  'slider',
  'spinbutton',
  'switch',
  'tab',
  'menuitem',
  'listbox',
  'searchbox',
]);

/** Controls in the accessibility tree (Chromium's own, through the DevTools protocol) that have no name. */
async function unnamedControls(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: { role?: { value?: string }; name?: { value?: string }; ignored?: boolean; backendDOMNodeId?: number }[];
  };
  await cdp.detach();
  return nodes
    .filter((n) => !n.ignored && CONTROLS.has(n.role?.value ?? '') && !(n.name?.value ?? '').trim())
    .map((n) => `${n.role?.value} #${n.backendDOMNodeId}`);
}

/**
 * Controls under `scope` that a person can use now (shown, not disabled) yet show no tooltip: every button, field,
 * select and fold summary says what it does in a `title`; a radio, a tickbox or a field may take its label's.
 */
async function untitledControls(page: Page, scope: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const out: string[] = [];
    for (const root of document.querySelectorAll(sel)) {
      for (const e of root.querySelectorAll<HTMLElement>('button, select, input, textarea, summary')) {
        if (e.offsetParent === null || (e as HTMLButtonElement).disabled) continue;
        if (e.title.trim()) continue;
        const labels = e instanceof HTMLInputElement || e instanceof HTMLTextAreaElement ? [...(e.labels ?? [])] : [];
        if (labels.some((l) => l.title.trim())) continue;
        const type = e instanceof HTMLInputElement ? `[${e.type}]` : '';
        const name =
          e.getAttribute('data-testid') ??
          e.getAttribute('aria-label') ??
          (e.textContent?.trim() || labels[0]?.textContent?.trim() || '').slice(0, 30);
        out.push(`${e.tagName.toLowerCase()}${type}: ${name}`);
      }
    }
    return out;
  }, scope);
}

/** Tabs through the page once round: the controls reached in order, and those whose focus showed no ring. */
async function tabThrough(page: Page, max = 160): Promise<{ reached: string[]; unringed: string[] }> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    for (const e of document.querySelectorAll('[data-a11y-seen]')) e.removeAttribute('data-a11y-seen');
  });
  const reached: string[] = [];
  const unringed: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const seen = await page.evaluate(() => {
      const e = document.activeElement as HTMLElement | null;
      if (!e || e === document.body) return null;
      const again = e.hasAttribute('data-a11y-seen');
      e.setAttribute('data-a11y-seen', '');
      const s = getComputedStyle(e);
      const ring = (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2) || s.boxShadow !== 'none';
      const input = e as HTMLInputElement;
      // A radio or checkbox styled as a segment shows its ring on the label beside it (base.css).
      const sibling = e.nextElementSibling ? getComputedStyle(e.nextElementSibling) : null;
      const ringBeside =
        (input.type === 'radio' || input.type === 'checkbox') && sibling !== null && sibling.outlineStyle !== 'none';
      const id = `${e.tagName.toLowerCase()}:${e.getAttribute('data-testid') ?? e.getAttribute('aria-label') ?? e.textContent?.trim().slice(0, 24) ?? ''}`;
      return { id, ring: ring || ringBeside, again };
    });
    if (!seen) continue;
    if (seen.again) break; // once round the page
    reached.push(seen.id);
    if (!seen.ring) unringed.push(seen.id);
  }
  return { reached, unringed };
}

/** Lines of panel text whose contrast with their panel (over the darkest table) is under WCAG AA. */
async function lowContrast(page: Page, scope: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const parse = (c: string): [number, number, number, number] => {
      const m = c.match(/rgba?\(([^)]+)\)/);
      if (!m) return [0, 0, 0, 0];
      const p = m[1]!
        .split(/[ ,/]+/)
        .filter(Boolean)
        .map(Number);
      return [p[0]!, p[1]!, p[2]!, p[3] ?? 1];
    };
    const lum = ([r, g, b]: number[]) => {
      const f = (byte: number) => {
        const v = byte / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * f(r!) + 0.7152 * f(g!) + 0.0722 * f(b!);
    };
    const over = (top: number[], under: number[]) =>
      top.slice(0, 3).map((v, i) => v * top[3]! + under[i]! * (1 - top[3]!));
    const out: string[] = [];
    for (const root of document.querySelectorAll(sel)) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const text = n.textContent?.trim();
        const el = n.parentElement;
        if (
          !text ||
          !el ||
          el.offsetParent === null ||
          el.closest('.visually-hidden, .seg-label, [aria-hidden="true"]')
        )
          continue;
        const s = getComputedStyle(el);
        if (s.visibility === 'hidden' || parseFloat(s.opacity) === 0) continue;
        // The background: every layer up to the page, laid over black (the darkest the table gets).
        const layers: number[][] = [];
        for (let e: HTMLElement | null = el; e; e = e.parentElement) {
          const bg = parse(getComputedStyle(e).backgroundColor);
          if (bg[3] > 0) layers.push(bg);
          if (bg[3] >= 1) break;
        }
        let back = [0, 0, 0];
        for (const l of layers.reverse()) back = over(l, back);
        const fg = over(parse(s.color), back);
        const [a, b] = [lum(fg), lum(back)].sort((x, y) => y - x);
        const ratio = (a! + 0.05) / (b! + 0.05);
        const large = parseFloat(s.fontSize) >= 24 || (parseFloat(s.fontSize) >= 18.6 && Number(s.fontWeight) >= 700);
        const disabled = el.closest('button:disabled, [aria-disabled="true"]') !== null;
        if (!disabled && ratio < (large ? 3 : 4.5)) out.push(`"${text.slice(0, 40)}" ${ratio.toFixed(2)}:1`);
      }
    }
    return out;
  }, scope);
}

describe('accessibility in Chromium: names, roles, focus, live regions, contrast', () => {
  it(
    'the lobby',
    async () => {
      const p = await cast.join(suite.browser, 'lobby');
      await p.page.goto(`${suite.server.url}/`);
      await p.page.getByTestId('lobby-create').waitFor();
      expect(await unnamedControls(p.page)).toEqual([]);
      // Every control says what it does on hover (issue 14).
      expect(await untitledControls(p.page, '.lobby')).toEqual([]);
      const { reached, unringed } = await tabThrough(p.page);
      expect(reached.length).toBeGreaterThan(8);
      expect(reached.some((r) => r.includes('lobby-create'))).toBe(true);
      expect(unringed).toEqual([]);
      expect(await lowContrast(p.page, '.lobby')).toEqual([]);
    },
    STEP_MS,
  );

  for (const game of GAME_IDS) {
    it(
      `a ${game} table: top bar, seats, score, log and the game's controls; nothing covers the game, for the player at three sizes and a spectator`,
      async () => {
        const p = await cast.join(suite.browser, game);
        const page = p.page;
        await page.setViewportSize({ width: 1000, height: 650 }); // the desktop layout, every panel shown
        await page.emulateMedia({ reducedMotion: 'reduce' }); // and the table's faster clock running (scene/motion.ts)
        await page.goto(`${suite.server.url}/`);
        await page.fill('#lobby-name', 'Pia');
        await page.getByTestId('lobby-game').selectOption(game);
        expect(await untitledControls(page, '.lobby')).toEqual([]); // the game's own options too
        await page.getByTestId('lobby-seat-0-human').click();
        await page.getByTestId('lobby-seat-1-bot').click();
        await page.getByTestId('lobby-create').click();
        await page.waitForURL(/\/t\/[A-Z0-9]+$/, { timeout: 90_000 });
        await page.locator('.game-controls :is(button, input)').first().waitFor();
        await panelsIn(page);
        expect(await unnamedControls(page)).toEqual([]);
        // Every control of the top bar, the panels and the game's own says what it does on hover (issue 14).
        expect(await untitledControls(page, '.hud')).toEqual([]);
        // The log and the refusals are announced: live regions a screen reader follows.
        expect(await page.locator('.log-panel [aria-live="polite"]').count()).toBe(1);
        expect(await page.locator('.toasts[aria-live]').count()).toBe(1);
        const { reached, unringed } = await tabThrough(page);
        // The top bar first (lobby, link, stream, …), then the game's own controls: all reached, each with a ring.
        expect(reached.length).toBeGreaterThan(6);
        expect(unringed).toEqual([]);
        // Every control of the game's own panel is on the Tab path.
        const controls = await page.evaluate(() =>
          [
            ...document.querySelectorAll<HTMLElement>(
              '.game-controls button, .game-controls input, .game-controls select',
            ),
          ]
            .filter((e) => e.offsetParent !== null && !(e as HTMLButtonElement).disabled && e.tabIndex >= 0)
            .map(
              (e) =>
                `${e.tagName.toLowerCase()}:${e.getAttribute('data-testid') ?? e.getAttribute('aria-label') ?? e.textContent?.trim().slice(0, 24) ?? ''}`,
            ),
        );
        expect(controls.length).toBeGreaterThan(0);
        expect(controls.filter((c) => !reached.includes(c))).toEqual([]);
        expect(await lowContrast(page, '.hud .panel, .hud .game-controls, .hud-top, .turn-line')).toEqual([]);

        // Nothing covers the game: no clickable piece and no framed point under a panel, at three sizes (issue 14);
        // then a spectator of the same table, at the small window. The bots pause first: the check reads a table at rest.
        await pauseBots(page);
        expect(await coveredAtSizes(page)).toEqual([]);
        const code = new URL(page.url()).pathname.split('/')[2]!;
        const watcher = await cast.join(suite.browser, `${game}-spectator`);
        await watcher.page.emulateMedia({ reducedMotion: 'reduce' });
        await watcher.page.goto(`${suite.server.url}/t/${code}?spectate=1`);
        await watcher.page.waitForFunction(
          () => window.__tavolo?.store.getState().view != null && (window.__tavolo?.renderer()?.frame ?? 0) > 0,
          null,
          { timeout: 90_000 },
        );
        expect(await coveredAtSizes(watcher.page, [CHECKED_SIZES[1]])).toEqual([]);
        await watcher.context.close();
        await p.context.close();
      },
      STEP_MS,
    );
  }

  it('no page logged an error or asked anything of another machine', () => {
    expect(cast.problems.errors).toEqual([]);
    expect(cast.problems.outside).toEqual([]);
  });
});
