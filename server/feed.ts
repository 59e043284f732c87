// The delayed feed's rules, in pure functions: what it may show (everybody's consent, or secrets settled), which
// version is due at a given time and when the next one falls due. No timers and no clock here
// (server/feed-stream.ts holds those), so every rule is tested without a server.
import { fail, ok, type AnyGame, type Result, type Viewer } from '../shared/core/index.js';
import { FEED_DELAY_DEFAULT, FEED_DELAY_MAX, type FeedSight } from '../shared/protocol.js';
import { TABLE_ERRORS } from './table-errors.js';

/** The creator's feed delay from untrusted CreateOptions: absent → the default; an integer 0..900 s; else refused. */
export function parseFeedDelay(input: unknown): Result<number> {
  if (input === undefined) return ok(FEED_DELAY_DEFAULT);
  if (typeof input !== 'number' || !Number.isInteger(input) || input < 0 || input > FEED_DELAY_MAX) {
    return fail(TABLE_ERRORS.badFeedDelay.code, TABLE_ERRORS.badFeedDelay.message);
  }
  return ok(input);
}

/** Whether spectators may watch, from untrusted CreateOptions: absent → true; a boolean; else refused. */
export function parseAllowSpectators(input: unknown): Result<boolean> {
  if (input === undefined) return ok(true);
  if (typeof input !== 'boolean') return fail(TABLE_ERRORS.badSpectators.code, TABLE_ERRORS.badSpectators.message);
  return ok(input);
}

/** One seat as the consent rule reads it. */
export interface ConsentSeat {
  readonly kind: 'human' | 'bot';
  /** A human holds it (bots: always). */
  readonly occupied: boolean;
  readonly feedConsent?: boolean;
}

/**
 * Whether the feed may show every secret still in play: every human seat is taken and its player agrees (bots
 * agree). A free seat's future player has agreed to nothing, so it counts as no.
 */
export function everyoneConsents(seats: readonly ConsentSeat[]): boolean {
  return seats.every((s) => s.kind === 'bot' || (s.occupied && s.feedConsent === true));
}

/** The delay the feed runs with, in ms: the creator's, whatever the consent (consent decides what it shows). */
export function feedDelayMs(requested: number): number {
  return requested * 1000;
}

/**
 * Whether nothing hidden in `shown` (a delayed state) can help anyone seated any more, judged from the live state:
 * the live game is over, or it is in a later round (the engine's optional `round`; without it the whole match is
 * one round). The one door through which the feed shows a secret nobody agreed to show.
 */
export function secretsSettled(game: AnyGame, shown: unknown, live: unknown): boolean {
  if (game.outcome(live) !== null) return true;
  return game.round !== undefined && game.round(live) > game.round(shown);
}

/** What a feed frame of `shown` may show: everything with everybody's consent or once settled, else the spectators' view. */
export function feedSight(game: AnyGame, allSeeing: boolean, shown: unknown, live: unknown): FeedSight {
  return allSeeing || secretsSettled(game, shown, live) ? 'all' : 'table';
}

/** The viewer a feed of that sight is: the broadcast one, or a spectator. */
export function feedViewer(sight: FeedSight): Viewer {
  return sight === 'all' ? { kind: 'broadcast' } : { kind: 'spectator' };
}

/**
 * The version the feed shows at `now`: the newest version accepted at least `delayMs` ago, never below `shown`
 * (the feed never moves back; when the delay grows it holds until time catches up); -1 while not even the setup
 * (version 0, the table's creation) is that old. `acceptedAt[v]` is when version v was reached (ms).
 * Example: acceptedAt [0, 1000, 5000], delay 2000, now 6500, shown 0 → 1 (5000 + 2000 > 6500).
 */
export function dueVersion(acceptedAt: readonly number[], delayMs: number, now: number, shown: number): number {
  let v = Math.max(-1, shown);
  while (v + 1 < acceptedAt.length && acceptedAt[v + 1]! + delayMs <= now) v++;
  return v;
}

/** When the version after `shown` (-1: nothing shown yet) falls due (ms since the epoch), or null when none is pending. */
export function nextDueAt(acceptedAt: readonly number[], delayMs: number, shown: number): number | null {
  const next = acceptedAt[shown + 1];
  return next === undefined ? null : next + delayMs;
}

/**
 * The oldest version a restarted server must keep the state of, so that the feed can be rebuilt: the newest
 * version accepted at least FEED_DELAY_MAX ago (it is due whatever the delay), else 0.
 */
export function feedWindowStart(acceptedAt: readonly number[], now: number): number {
  return Math.max(0, dueVersion(acceptedAt, FEED_DELAY_MAX * 1000, now, -1));
}
