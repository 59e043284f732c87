// The feed's rules without a server: what it may show (consent, secrets settled), which version is due when, and
// the stream that shows them (a fake clock and fake timers: each version, the setup included, appears exactly when
// due, never before, never back; its sight switches at once when consent changes or a round ends live).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { masterdice, type MasterdiceState, type MasterdiceView } from '../../shared/games/masterdice/index.js';
import {
  dueVersion,
  everyoneConsents,
  feedDelayMs,
  feedSight,
  feedWindowStart,
  nextDueAt,
  parseAllowSpectators,
  parseFeedDelay,
  secretsSettled,
} from '../../server/feed.js';
import { FeedStream, type FeedOutput, type FeedThrow } from '../../server/feed-stream.js';
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

  it("every human seat must be taken and agree; bots agree; a free seat's future player has agreed to nothing", () => {
    expect(everyoneConsents([human(true), human(true)])).toBe(true);
    expect(everyoneConsents([human(true), human(false)])).toBe(false);
    expect(everyoneConsents([human(true), bot])).toBe(true);
    expect(everyoneConsents([bot, bot])).toBe(true);
    expect(everyoneConsents([human(true), human(false, false)])).toBe(false);
  });

  it("the delay is the creator's, whatever the consent (consent decides what the feed shows, not when)", () => {
    expect(feedDelayMs(0)).toBe(0);
    expect(feedDelayMs(1)).toBe(1000);
    expect(feedDelayMs(300)).toBe(300_000);
  });
});

describe('which version is due', () => {
  const at = [0, 1000, 5000, 5200];

  it('the setup waits its delay too: nothing is due before the table is that old', () => {
    expect(dueVersion(at, 2000, 1999, -1)).toBe(-1);
    expect(dueVersion(at, 2000, 2000, -1)).toBe(0);
    expect(nextDueAt(at, 2000, -1)).toBe(2000);
    expect(dueVersion(at, 0, 0, -1)).toBe(0);
  });

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

describe('what the feed may show', () => {
  const setup = masterdice.setup({ seed: [1, 2, 3, 4], players: 2, options: masterdice.defaultOptions });
  if (!setup.ok) throw new Error(setup.error.code);
  const s0 = setup.value;
  const laterGame: MasterdiceState = { ...s0, gameIndex: 1 };
  const over: MasterdiceState = { ...s0, phase: 'over' };

  it("a secret in play only with everybody's consent; settled once the live table is in a later round or over", () => {
    expect(secretsSettled(masterdice, s0, s0)).toBe(false);
    expect(secretsSettled(masterdice, s0, laterGame)).toBe(true);
    expect(secretsSettled(masterdice, s0, over)).toBe(true);
    expect(feedSight(masterdice, false, s0, s0)).toBe('table');
    expect(feedSight(masterdice, true, s0, s0)).toBe('all');
    expect(feedSight(masterdice, false, s0, laterGame)).toBe('all');
  });

  it('a game without rounds keeps every secret until the live game is over', () => {
    const noRounds = { ...masterdice, round: undefined };
    expect(secretsSettled(noRounds, s0, laterGame)).toBe(false);
    expect(secretsSettled(noRounds, s0, over)).toBe(true);
  });
});

describe('the feed stream', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
  });
  afterEach(() => vi.useRealTimers());

  /** A stream over Masterdice's setup, recording what it outputs and when. */
  function stream(delayMs: number, allSeeing = false, watching = { now: true }) {
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
      watched: () => watching.now,
      failed: (e) => {
        throw e;
      },
    };
    const s = new FeedStream(masterdice, out, () => 'playing', {
      acceptedAt: [Date.now()],
      steps: [{ version: 0, at: Date.now(), state: setup.value, events: [] }],
      delayMs,
      allSeeing,
    });
    return { s, frames, events, throws, state: setup.value };
  }
  const step = (version: number, state: unknown) => ({
    version,
    at: Date.now(),
    state,
    events: [{ type: `e${version}` }],
  });
  const dice = (roll: number, visibleTo: number[] | null = null): FeedThrow => ({
    message: { roll, channel: visibleTo ? 'code' : 'white', fps: 60, dice: [] },
    visibleTo,
  });
  /** A state whose code is rolled (the secret of game 0). */
  const rolled = (state: MasterdiceState): MasterdiceState => ({ ...state, code: [4, 1, 6, 2], phase: 'attempt' });

  it('the setup waits its delay like every version: first a frame saying when the feed starts, then each version exactly when due', () => {
    const { s, frames, events, state } = stream(2000);
    expect(frames.map((f) => f.frame)).toEqual([
      { version: 0, phase: 'playing', view: null, sight: 'table', startsAt: 1_002_000 },
    ]);
    expect(s.version).toBe(-1);
    vi.advanceTimersByTime(500);
    s.push(step(1, state));
    vi.advanceTimersByTime(500);
    s.push(step(2, state));
    vi.advanceTimersByTime(999);
    expect(s.version).toBe(-1);
    vi.advanceTimersByTime(2);
    expect(s.version).toBe(0);
    expect(frames.at(-1)!.frame.view).toEqual(masterdice.view(state, { kind: 'spectator' }));
    vi.advanceTimersByTime(500);
    expect(s.version).toBe(1);
    vi.advanceTimersByTime(500);
    expect(s.version).toBe(2);
    expect(frames.slice(1).map((f) => [f.frame.version, f.at - 1_000_000])).toEqual([
      [0, 2001],
      [1, 2501],
      [2, 3001],
    ]);
    expect(events.map((e) => [e.msg.version, e.at - 1_000_000])).toEqual([
      [1, 2501],
      [2, 3001],
    ]);
    s.dispose();
  });

  it("without everybody's consent the frame is the spectators' view; consent shows everything at once, withdrawing hides it at once", () => {
    const { s, frames, state } = stream(1000);
    const secret = rolled(state);
    s.push(step(1, secret));
    vi.advanceTimersByTime(1001);
    expect(s.version).toBe(1);
    const shown = () => frames.at(-1)!.frame;
    expect(shown().sight).toBe('table');
    expect((shown().view as MasterdiceView).code).toBeNull();
    s.setAllSeeing(true);
    expect(shown()).toMatchObject({ version: 1, sight: 'all' });
    expect((shown().view as MasterdiceView).code).toEqual([4, 1, 6, 2]);
    s.setAllSeeing(false);
    expect(shown()).toMatchObject({ version: 1, sight: 'table' });
    expect((shown().view as MasterdiceView).code).toBeNull();
    s.dispose();
  });

  it("a round over live shows that round's secrets on the delayed frame at once; the next round's stay hidden", () => {
    const { s, frames, state } = stream(60_000);
    const secret = rolled(state);
    s.push(step(1, secret));
    vi.advanceTimersByTime(60_001);
    expect(frames.at(-1)!.frame).toMatchObject({ version: 1, sight: 'table' });
    // Live, game 0 ends and game 1's code is rolled: the feed, a minute behind, may now show game 0's code.
    s.push(step(2, { ...secret, gameIndex: 1, code: [1, 1, 1, 1] }));
    expect(frames.at(-1)!.frame).toMatchObject({ version: 1, sight: 'all' });
    expect((frames.at(-1)!.frame.view as MasterdiceView).code).toEqual([4, 1, 6, 2]);
    vi.advanceTimersByTime(60_001);
    expect(frames.at(-1)!.frame).toMatchObject({ version: 2, sight: 'table' });
    expect((frames.at(-1)!.frame.view as MasterdiceView).code).toBeNull();
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
    const caught = s.catchUp([
      { version: 1, events: [{ type: 'e1' }] },
      { version: 2, events: [{ type: 'e2' }] },
    ]);
    expect(caught.version).toBe(1);
    expect(caught.steps.map((e) => e.version)).toEqual([1]);
    expect(caught.throws.map((t) => t.roll)).toEqual([2]);
    s.dispose();
  });

  it("a seat's secret throw and events reach the feed only when it may show everything", () => {
    const { s, throws, events, state } = stream(0);
    s.push({
      version: 1,
      at: Date.now(),
      state: rolled(state),
      events: [{ type: 'dice-thrown', visibleTo: [1] }, { type: 'code-rolled' }],
    });
    s.addThrows(1, [dice(1, [1])]);
    expect(events.at(-1)!.msg.events.map((e) => e.type)).toEqual(['code-rolled']);
    expect(throws).toEqual([]);
    expect(s.catchUp([{ version: 1, events: [{ type: 'dice-thrown', visibleTo: [1] }] }]).throws).toEqual([]);
    s.setAllSeeing(true);
    s.push({ version: 2, at: Date.now(), state: rolled(state), events: [{ type: 'dice-thrown', visibleTo: [1] }] });
    s.addThrows(2, [dice(2, [1])]);
    expect(events.at(-1)!.msg.events.map((e) => e.type)).toEqual(['dice-thrown']);
    expect(throws.map((t) => t.roll)).toEqual([2]);
    s.dispose();
  });

  it('nobody watching, no frame is written; the first feed client gets the frame due, with what it may show', () => {
    const watching = { now: false };
    const { s, frames, state } = stream(1000, false, watching);
    s.push(step(1, rolled(state)));
    s.push(step(2, rolled(state)));
    vi.advanceTimersByTime(1001);
    s.setAllSeeing(true);
    expect(frames).toEqual([]);
    expect(s.version).toBe(2);
    // Nothing changed since the last frame was owed: a refresh with nobody watching writes nothing either.
    s.refresh();
    expect(frames).toEqual([]);
    watching.now = true;
    s.refresh();
    expect(frames.map((f) => f.frame)).toEqual([
      {
        version: 2,
        phase: 'playing',
        view: masterdice.view(rolled(state), { kind: 'broadcast' }),
        sight: 'all',
        startsAt: null,
      },
    ]);
    // Written once: the next refresh owes nothing.
    s.refresh();
    expect(frames).toHaveLength(1);
    s.dispose();
  });

  it('after dispose nothing more is shown', () => {
    const { s, frames, state } = stream(1000);
    s.push(step(1, state));
    s.dispose();
    vi.advanceTimersByTime(5000);
    expect(frames.map((f) => f.frame.version)).toEqual([0]);
    expect(frames[0]!.frame.view).toBeNull();
  });
});
