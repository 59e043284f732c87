// What the stream UI derives from a table, in plain data: the feed delay choices and their words, the line a
// player sees while a feed runs, the consent box, the creator's links and the spectators' names. No React.
import { FEED_DELAY_DEFAULT } from '../../../shared/protocol.js';
import { routePath } from '../../router.js';

/** The feed delays (seconds) the create form offers: live (no delay), 30 s, 1, 2, 5, 10, 15 min. */
export const FEED_DELAY_CHOICES = [0, 30, 60, 120, 300, 600, 900] as const;

/** The delay a table gets when the creator does not choose. */
export const DEFAULT_FEED_DELAY = FEED_DELAY_DEFAULT;

/** What the stream UI reads of a table (a subset of TableSnapshot, so tests need no whole snapshot). */
export interface FeedFacts {
  /** The feed's delay in seconds, as the creator chose it (0: live). */
  readonly feedDelay: number;
  /** Every human seat is taken and agrees: the feed may show every secret in play. */
  readonly feedAllSeeing: boolean;
  /** Feed connections open now. */
  readonly feedWatchers: number;
  readonly seats: readonly {
    readonly kind: 'human' | 'bot';
    readonly occupied: boolean;
    readonly feedConsent: boolean;
  }[];
}

/** A delay in words, as an i18n key and its values: `{ key: 'stream.minutes', values: { count: 2 } }`. */
export interface DelayWords {
  readonly key: 'stream.live' | 'stream.seconds' | 'stream.minutes' | 'stream.minutesSeconds';
  readonly values: { readonly count?: number; readonly min?: number; readonly sec?: number };
}

/** A delay in seconds said the way a person says it: whole minutes as minutes, under a minute as seconds. */
export function delayWords(seconds: number): DelayWords {
  const s = Math.max(0, Math.round(seconds));
  if (s === 0) return { key: 'stream.live', values: {} };
  if (s < 60) return { key: 'stream.seconds', values: { count: s } };
  if (s % 60 === 0) return { key: 'stream.minutes', values: { count: s / 60 } };
  return { key: 'stream.minutesSeconds', values: { min: Math.floor(s / 60), sec: s % 60 } };
}

/** How many seated humans have ticked consent, out of how many (bots count as agreeing and are left out). */
export function consentCount(facts: Pick<FeedFacts, 'seats'>): { readonly agreed: number; readonly humans: number } {
  const humans = facts.seats.filter((s) => s.kind === 'human' && s.occupied);
  return { agreed: humans.filter((s) => s.feedConsent).length, humans: humans.length };
}

/**
 * The line everyone at the table sees while a feed is open: none, or the feed's delay (live: 0) and whether it
 * shows everything now or the spectators' view.
 */
export type FeedLine = null | {
  readonly kind: 'delayed' | 'live';
  readonly seconds: number;
  readonly allSeeing: boolean;
};

/** The feed line for a table: shown only while at least one feed connection is open. */
export function feedLine(facts: FeedFacts): FeedLine {
  if (facts.feedWatchers <= 0) return null;
  return { kind: facts.feedDelay === 0 ? 'live' : 'delayed', seconds: facts.feedDelay, allSeeing: facts.feedAllSeeing };
}

/**
 * Whether this page shows the consent box: we hold a human seat, and the question is live: a feed is open (at any
 * delay), the creator asked for a live feed, or we agreed already (so we can take it back). A table nobody streams
 * asks nothing.
 */
export function asksConsent(
  facts: Pick<FeedFacts, 'seats' | 'feedDelay' | 'feedWatchers'>,
  mySeat: number | null,
): boolean {
  if (mySeat === null) return false;
  const seat = facts.seats[mySeat];
  if (seat?.kind !== 'human') return false;
  return facts.feedWatchers > 0 || facts.feedDelay === 0 || seat.feedConsent;
}

/** The feed's waiting card: seconds left before it starts (never below 0), from its start time and the clock. */
export function secondsUntil(startsAt: number, now: number): number {
  return Math.max(0, Math.ceil((startsAt - now) / 1000));
}

/** The creator's links (paths; the panel prefixes the origin): the feed, its overlay, the live spectator overlay. */
export interface StreamLinks {
  readonly feed: string;
  readonly feedOverlay: string;
  readonly liveOverlay: string;
}

/** The stream panel's links for table `code` with feed key `key`. */
export function streamLinks(origin: string, code: string, key: string): StreamLinks {
  return {
    feed: origin + routePath({ kind: 'feed', code, key }),
    feedOverlay: origin + routePath({ kind: 'feed', code, key, overlay: true }),
    liveOverlay: origin + routePath({ kind: 'table', code, spectate: true, overlay: true }),
  };
}

/** A seat's own read-only OBS overlay link (the seat's view key from ViewKeyMessage): `/view/CODE/SEAT?key=K&overlay=1`. */
export function seatOverlayLink(origin: string, code: string, seat: number, key: string): string {
  return origin + routePath({ kind: 'seat-view', code, seat, key });
}

/** How many spectator names the seats panel lists before folding the rest behind "and N more". */
export const SPECTATORS_SHOWN = 5;

/** The spectators' names to list (null: joined without a name, shown as "Guest") and how many more are folded. */
export function spectatorList(
  names: readonly string[],
  expanded: boolean,
  shown = SPECTATORS_SHOWN,
): { readonly names: readonly (string | null)[]; readonly more: number } {
  const all = names.map((n) => (n.trim() ? n.trim() : null));
  // Folding one name behind "1 more" saves nothing: fold only when at least two would hide.
  if (expanded || all.length <= shown + 1) return { names: all, more: 0 };
  return { names: all.slice(0, shown), more: all.length - shown };
}
