// The feed's clock without a server: which delay applies (consent), which version is due when, and the stream
// that shows them (a fake clock and fake timers: each version appears exactly when due, never before, never back).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { masterdice } from '../../shared/games/masterdice/index.js';
import { dueVersion, everyoneConsents, feedDelayMs, feedWindowStart, isFeedLive, nextDueAt, parseAllowSpectators, parseFeedDelay } from '../../server/feed.js';
import { FeedStream, type FeedOutput } from '../../server/feed-stream.js';
import type { EventsMessage, FeedFrame, ThrowMessage } from '../../shared/protocol.js';

describe('the feed delay option', () => {
  const cases: [string, unknown, number | string][] = [
    ['absent: two minutes', undefined, 120],
    ['zero: live (with consent)', 0, 0],
    ['fifteen minutes', 900, 900],
    ['one second', 1, 1],
    ['over fifteen minutes', 901, 'table/bad-feed-delay'],
    ['negative', -5, 'table/bad-feed-delay'],
    ['a fraction', 2.5, 'table/bad-feed-delay'],
    ['a string', '60', 'table/bad-feed-delay'],
    ['null', null, 'table/bad-feed-delay'],
  ];
  for (const [name, input, want] of cases) {
    it(name, () => {
      const r = parseFeedDelay(input);
      expect(r.ok ? r.value : r.error.code).toBe(want);
    });
  }

  it('spectators: absent allowed, a boolean kept, anything else refused', () => {
    expect(parseAllowSpectators(undefined)).toEqual({ ok: true, value: true });
    expect(parseAllowSpectators(false)).toEqual({ ok: true, value: false });
    const r = parseAllowSpectators(0);
    expect(r.ok ? 'ok' : r.error.code).toBe('table/bad-spectators');
  });
});

describe('consent', () => {
  const human = (feedConsent: boolean, occupied = true) => ({ kind: 'human' as const, occupied, feedConsent });
  const bot = { kind: 'bot' as const, occupied: true };

  it('every seated human must agree; bots agree; a free seat has nobody to ask', () => {
    expect(everyoneConsents([human(true), human(true)])).toBe(true);
    expect(everyoneConsents([human(true), human(false)])).toBe(false);
    expect(everyoneConsents([human(true), bot])).toBe(true);
    expect(everyoneConsents([human(true), human(false, false)])).toBe(true);
  });

  it('live only when 0 was asked; without consent the default two minutes; any other delay as asked', () => {
    expect(isFeedLive(0, [human(true)])).toBe(true);
    expect(isFeedLive(60, [human(true)])).toBe(false);
    expect(feedDelayMs(0, true)).toBe(0);
    expect(feedDelayMs(0, false)).toBe(120_000);
    expect(feedDelayMs(300, false)).toBe(300_000);
  });
});

describe('which version is due', () => {
  const at = [0, 1000, 5000, 5200];

  it('the newest version accepted at least the delay ago', () => {
    expect(dueVersion(at, 2000, 3000, 0)).toBe(1);
    expect(dueVersion(at, 2000, 2999, 0)).toBe(0);
    expect(dueVersion(at, 2000, 7000, 0)).toBe(2);
    expect(dueVersion(at, 2000, 7200, 0)).toBe(3);
    expect(dueVersion(at, 0, 5200, 0)).toBe(3);
  });

  it('never moves back: a longer delay holds the shown version', () => {
    expect(dueVersion(at, 120_000, 7200, 3)).toBe(3);
    expect(dueVersion(at, 120_000, 7200, 2)).toBe(2);
  });

  it('the next version falls due its delay after it was accepted; none when all are shown', () => {
    expect(nextDueAt(at, 2000, 1)).toBe(7000);
    expect(nextDueAt(at, 2000, 3)).toBeNull();
  });

  it('a restarted server keeps the states from the newest version older than the longest delay', () => {
    const now = 2_000_000;
    expect(feedWindowStart([0, now - 1_000_000, now - 950_000, now - 10_000], now)).toBe(2);
    expect(feedWindowStart([0, now - 10_000], now)).toBe(0);
  });
});

describe('the feed stream', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
  });
  afterEach(() => vi.useRealTimers());

  /** A stream over Masterdice's setup, recording what it outputs and when. */
  function stream(delayMs: number) {
    const setup = masterdice.setup({ seed: [1, 2, 3, 4], players: 2, options: masterdice.defaultOptions });
    if (!setup.ok) throw new Error(setup.error.code);
    const frames: { at: number; frame: FeedFrame }[] = [];
    const events: { at: number; msg: EventsMessage }[] = [];
    const throws: ThrowMessage[] = [];
    const out: FeedOutput = {
      frame: (frame) => frames.push({ at: Date.now(), frame: JSON.parse(JSON.stringify(frame)) as FeedFrame }),
      events: (msg) => events.push({ at: Date.now(), msg }),
      throwMessage: (msg) => throws.push(msg),
      moved: () => undefined,
      failed: (e) => {
        throw e;
      },
    };
    const s = new FeedStream(masterdice, out, () => 'playing', {
      acceptedAt: [Date.now()],
      steps: [{ version: 0, at: Date.now(), state: setup.value, events: [] }],
      delayMs,
    });
    return { s, frames, events, throws, state: setup.value };
  }
  const step = (version: number, state: unknown) => ({ version, at: Date.now(), state, events: [{ type: `e${version}` }] });
  const dice = (roll: number): ThrowMessage => ({ roll, channel: 'white', fps: 60, dice: [] });

  it('shows the setup at once, then each version exactly its delay after it was accepted', () => {
    const { s, frames, events, state } = stream(2000);
    expect(frames.map((f) => f.frame.version)).toEqual([0]);
    s.push(step(1, state));
    vi.advanceTimersByTime(500);
    s.push(step(2, state));
    vi.advanceTimersByTime(1499);
    expect(s.version).toBe(0);
    vi.advanceTimersByTime(2);
    expect(s.version).toBe(1);
    vi.advanceTimersByTime(500);
    expect(s.version).toBe(2);
    expect(frames.slice(1).map((f) => f.at - 1_000_000)).toEqual([2001, 2501]);
    expect(events.map((e) => [e.msg.version, e.at - 1_000_000])).toEqual([[1, 2001], [2, 2501]]);
    s.dispose();
  });

  it('a shorter delay (consent) shows what is due at once; a longer one holds until time catches up', () => {
    const { s, state } = stream(120_000);
    s.push(step(1, state));
    vi.advanceTimersByTime(1000);
    expect(s.version).toBe(0);
    s.setDelay(0);
    expect(s.version).toBe(1);
    s.setDelay(120_000);
    s.push(step(2, state));
    vi.advanceTimersByTime(119_000);
    expect(s.version).toBe(1);
    vi.advanceTimersByTime(1001);
    expect(s.version).toBe(2);
    s.dispose();
  });

  it('a throw waits for its version; one for a version already shown goes out at once; a joiner gets the last per channel', () => {
    const { s, throws, state } = stream(1000);
    s.push(step(1, state));
    s.addThrows(1, [dice(1)]);
    expect(throws).toEqual([]);
    vi.advanceTimersByTime(1001);
    expect(throws.map((t) => t.roll)).toEqual([1]);
    s.addThrows(1, [dice(2)]);
    expect(throws.map((t) => t.roll)).toEqual([1, 2]);
    const caught = s.catchUp([{ version: 1, events: [{ type: 'e1' }] }, { version: 2, events: [{ type: 'e2' }] }]);
    expect(caught.version).toBe(1);
    expect(caught.steps.map((e) => e.version)).toEqual([1]);
    expect(caught.throws.map((t) => t.roll)).toEqual([2]);
    s.dispose();
  });

  it('after dispose nothing more is shown', () => {
    const { s, frames, state } = stream(1000);
    s.push(step(1, state));
    s.dispose();
    vi.advanceTimersByTime(5000);
    expect(frames.map((f) => f.frame.version)).toEqual([0]);
  });
});
