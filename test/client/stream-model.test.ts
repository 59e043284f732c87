// The stream UI's plain rules: delays in words, the feed line players see, the consent box, the creator's links,
// the folded spectator list.
import { describe, expect, it } from 'vitest';
import { parseRoute } from '../../client/router.js';
import { FEED_DELAY_MAX } from '../../shared/protocol.js';
import {
  asksConsent,
  consentCount,
  DEFAULT_FEED_DELAY,
  delayWords,
  FEED_DELAY_CHOICES,
  feedLine,
  seatOverlayLink,
  secondsUntil,
  spectatorList,
  streamLinks,
  type FeedFacts,
} from '../../client/ui/table/stream.js';

const human = (feedConsent = false, occupied = true) => ({ kind: 'human' as const, occupied, feedConsent });
const bot = { kind: 'bot' as const, occupied: true, feedConsent: true };
const facts = (over: Partial<FeedFacts> = {}): FeedFacts => ({
  feedDelay: 120,
  feedAllSeeing: false,
  feedWatchers: 1,
  seats: [human(), bot],
  ...over,
});

describe('feed delay choices', () => {
  it('offer live, 30 s and 1 to 15 minutes, with 2 minutes the default', () => {
    expect([...FEED_DELAY_CHOICES]).toEqual([0, 30, 60, 120, 300, 600, 900]);
    expect(FEED_DELAY_CHOICES).toContain(DEFAULT_FEED_DELAY);
    expect(DEFAULT_FEED_DELAY).toBe(120);
  });

  it('every choice is a whole number of seconds the protocol accepts (0..15 min)', () => {
    expect(FEED_DELAY_MAX).toBe(900);
    for (const d of FEED_DELAY_CHOICES) {
      expect(Number.isInteger(d)).toBe(true);
      expect(d).toBeGreaterThanOrEqual(0);
      expect(d).toBeLessThanOrEqual(FEED_DELAY_MAX);
    }
  });
});

describe('delay in words', () => {
  const cases: [string, number, ReturnType<typeof delayWords>][] = [
    ['zero is live', 0, { key: 'stream.live', values: {} }],
    ['under a minute in seconds', 30, { key: 'stream.seconds', values: { count: 30 } }],
    ['one second (test tables)', 1, { key: 'stream.seconds', values: { count: 1 } }],
    ['whole minutes in minutes', 120, { key: 'stream.minutes', values: { count: 2 } }],
    ['fifteen minutes', 900, { key: 'stream.minutes', values: { count: 15 } }],
    ['a minute and a half in both', 90, { key: 'stream.minutesSeconds', values: { min: 1, sec: 30 } }],
  ];
  for (const [name, seconds, words] of cases) it(name, () => expect(delayWords(seconds)).toEqual(words));
});

describe('the feed line players see', () => {
  it('is hidden while no feed is open', () => {
    expect(feedLine(facts({ feedWatchers: 0 }))).toBeNull();
  });
  it("says the delay of a delayed feed, and that it shows the spectators' view", () => {
    expect(feedLine(facts({ feedDelay: 300 }))).toEqual({ kind: 'delayed', seconds: 300, allSeeing: false });
  });
  it('says all-seeing once every player agreed, whatever the delay', () => {
    expect(feedLine(facts({ feedDelay: 300, feedAllSeeing: true }))).toEqual({
      kind: 'delayed',
      seconds: 300,
      allSeeing: true,
    });
    expect(feedLine(facts({ feedDelay: 0, feedAllSeeing: true }))).toEqual({
      kind: 'live',
      seconds: 0,
      allSeeing: true,
    });
  });
  it("a live feed without everyone's consent stays live, in the spectators' view (no fallback delay)", () => {
    expect(feedLine(facts({ feedDelay: 0, feedAllSeeing: false }))).toEqual({
      kind: 'live',
      seconds: 0,
      allSeeing: false,
    });
  });
});

describe('the waiting card', () => {
  it('counts whole seconds down to the start, never below zero', () => {
    expect(secondsUntil(10_000, 0)).toBe(10);
    expect(secondsUntil(10_000, 8_500)).toBe(2);
    expect(secondsUntil(10_000, 12_000)).toBe(0);
  });
});

describe('the consent box', () => {
  it('is asked of every seated human while a feed is open, at any delay', () => {
    expect(asksConsent(facts({ feedDelay: 0 }), 0)).toBe(true);
    expect(asksConsent(facts({ feedDelay: 120, feedWatchers: 1 }), 0)).toBe(true);
    expect(asksConsent(facts({ feedDelay: 900, feedWatchers: 2 }), 0)).toBe(true);
  });
  it('a table nobody streams asks nothing, unless live was asked for or the player agreed (to take it back)', () => {
    expect(asksConsent(facts({ feedDelay: 120, feedWatchers: 0 }), 0)).toBe(false);
    expect(asksConsent(facts({ feedDelay: 0, feedWatchers: 0 }), 0)).toBe(true);
    expect(asksConsent(facts({ feedDelay: 120, feedWatchers: 0, seats: [human(true), bot] }), 0)).toBe(true);
  });
  it("is not asked of a spectator nor of a bot's seat", () => {
    expect(asksConsent(facts({ feedDelay: 0 }), null)).toBe(false);
    expect(asksConsent(facts(), 1)).toBe(false);
  });
  it('counts seated humans only (bots agree, free seats do not count)', () => {
    expect(consentCount(facts({ seats: [human(true), human(false), human(false, false), bot] }))).toEqual({
      agreed: 1,
      humans: 2,
    });
  });
});

describe("the creator's links", () => {
  const links = streamLinks('https://tavolo.example', 'K7P2QX', 'sEcr3t-_');
  it('the feed link opens the feed route with the key', () => {
    const u = new URL(links.feed);
    expect(parseRoute(u.pathname, u.search)).toEqual({ kind: 'feed', code: 'K7P2QX', key: 'sEcr3t-_' });
  });
  it('the feed overlay is the feed with overlay=1', () => {
    const u = new URL(links.feedOverlay);
    expect(parseRoute(u.pathname, u.search)).toEqual({ kind: 'feed', code: 'K7P2QX', key: 'sEcr3t-_', overlay: true });
  });
  it('the live overlay is a spectator overlay and carries no key', () => {
    const u = new URL(links.liveOverlay);
    expect(parseRoute(u.pathname, u.search)).toEqual({ kind: 'table', code: 'K7P2QX', spectate: true, overlay: true });
    expect(links.liveOverlay).not.toContain('sEcr3t');
  });
});

describe("a seat's own overlay link", () => {
  const link = seatOverlayLink('https://tavolo.example', 'K7P2QX', 1, 'v13w-k3y_');
  it("opens that seat's view as an overlay, with its view key and nothing else", () => {
    const u = new URL(link);
    expect(u.pathname).toBe('/view/K7P2QX/1');
    expect(parseRoute(u.pathname, u.search)).toEqual({ kind: 'seat-view', code: 'K7P2QX', seat: 1, key: 'v13w-k3y_' });
    expect(u.searchParams.get('overlay')).toBe('1');
    expect([...u.searchParams.keys()].sort()).toEqual(['key', 'overlay']);
  });
  it('a path without a key, or with a seat that is not a number, is the lobby', () => {
    expect(parseRoute('/view/K7P2QX/1', '')).toEqual({ kind: 'lobby' });
    expect(parseRoute('/view/K7P2QX/x', '?key=k')).toEqual({ kind: 'lobby' });
  });
});

describe('spectator names', () => {
  const many = ['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal'];
  it('lists a few names in full, a nameless one as a guest', () => {
    expect(spectatorList(['Ann', '', ' Bo '], false)).toEqual({ names: ['Ann', null, 'Bo'], more: 0 });
  });
  it('folds a long list behind a count', () => {
    expect(spectatorList(many, false)).toEqual({ names: many.slice(0, 5), more: 3 });
  });
  it('shows everybody once unfolded', () => {
    expect(spectatorList(many, true)).toEqual({ names: many, more: 0 });
  });
  it('never folds a single name away', () => {
    expect(spectatorList(many.slice(0, 6), false).more).toBe(0);
  });
});
