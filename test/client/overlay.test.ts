// The OBS overlay's pure parts: which log line the caption tells, and how an overlay link picks its language.
import { describe, expect, it } from 'vitest';
import { latestCaption } from '../../client/ui/overlay/caption.js';
import { isOverlaySearch } from '../../client/ui/overlay/page.js';
import { overlayLinkLang } from '../../client/i18n/index.js';
import { overlayWideShot } from '../../client/ui/overlay/framing.js';
import type { LogLine } from '../../client/store.js';

const line = (id: number, version: number, type: string, seat = 0): LogLine => ({ id, version, event: { type, seat } });

/** A game's describer in miniature: a bare dice throw has no line of its own, as in the real games. */
const describe_ = (
  event: { type: string } & Record<string, unknown>,
  names: readonly string[],
  lang: 'it' | 'en',
): string | null =>
  event.type === 'dice-thrown'
    ? null
    : lang === 'it'
      ? `${names[event.seat as number]} muove`
      : `${names[event.seat as number]} moves`;

describe('the overlay caption', () => {
  const names = ['Ada', 'Bot'];

  it('tells the newest line the game describes', () => {
    const log = [line(1, 1, 'move', 0), line(2, 2, 'move', 1)];
    expect(latestCaption(log, describe_, names, 'en')).toEqual({ id: 2, version: 2, text: 'Bot moves' });
  });

  it('skips the newest events when the game gives them no line (a bare dice throw)', () => {
    const log = [line(1, 1, 'move', 0), line(2, 2, 'dice-thrown', 1)];
    expect(latestCaption(log, describe_, names, 'en')).toEqual({ id: 1, version: 1, text: 'Ada moves' });
  });

  it('speaks the language asked for', () => {
    expect(latestCaption([line(7, 3, 'move', 0)], describe_, names, 'it')?.text).toBe('Ada muove');
  });

  it('is empty before anything happened', () => {
    expect(latestCaption([], describe_, names, 'en')).toBeNull();
    expect(latestCaption([line(1, 1, 'dice-thrown')], describe_, names, 'en')).toBeNull();
  });
});

describe('an overlay link', () => {
  it('is recognised by overlay=1 or overlay=true, nothing else', () => {
    expect(isOverlaySearch('?spectate=1&overlay=1')).toBe(true);
    expect(isOverlaySearch('?key=k&overlay=true')).toBe(true);
    expect(isOverlaySearch('?overlay=0')).toBe(false);
    expect(isOverlaySearch('?spectate=1')).toBe(false);
  });

  it('chooses its language with lang=it or lang=en, over the saved choice', () => {
    expect(overlayLinkLang('?spectate=1&overlay=1&lang=it')).toBe('it');
    expect(overlayLinkLang('?overlay=1&lang=en')).toBe('en');
  });

  it('leaves the language alone when lang is missing or unknown, or the page is not an overlay', () => {
    expect(overlayLinkLang('?overlay=1')).toBeNull();
    expect(overlayLinkLang('?overlay=1&lang=de')).toBeNull();
    expect(overlayLinkLang('?spectate=1&lang=it')).toBeNull();
  });
});

describe('the overlay wide shot', () => {
  const wide = { position: [3, 9, 11], target: [0, 0, 1.5] } as const;
  const shot = overlayWideShot(wide);
  const from = (p: readonly number[], t: readonly number[]) => {
    const d = p.map((x, i) => x - t[i]!);
    const n = Math.hypot(...d);
    return { dir: d.map((x) => x / n), dist: n };
  };

  it('looks at the middle of the table, from the side and height of the wide shot it replaces', () => {
    expect(shot.target[0]).toBe(0);
    expect(shot.target[2]).toBe(0);
    const a = from(wide.position, wide.target),
      b = from(shot.position, shot.target);
    for (let i = 0; i < 3; i++) expect(b.dir[i]).toBeCloseTo(a.dir[i]!, 6);
  });

  it('stands back far enough for the whole table top (16 × 10) to fit a 40° view', () => {
    const halfDiagonal = Math.hypot(16, 10) / 2;
    const reach = from(shot.position, shot.target).dist * Math.tan((20 * Math.PI) / 180);
    expect(reach).toBeGreaterThan(halfDiagonal * 0.75);
  });
});
