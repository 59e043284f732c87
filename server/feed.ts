// The delayed feed's clock, in pure functions: which delay applies, which version is due at a given time and
// when the next one falls due. No timers and no clock here (server/feed-stream.ts holds those), so every rule
// is tested without a server.
import { fail, ok, type Result } from '../shared/core/index.js';
import { FEED_DELAY_DEFAULT, FEED_DELAY_MAX } from '../shared/protocol.js';
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

/** Whether every seated human agrees to a live feed (bots agree; a free seat has nobody to ask). */
export function everyoneConsents(seats: readonly ConsentSeat[]): boolean {
  return seats.every((s) => s.kind === 'bot' || !s.occupied || s.feedConsent === true);
}

/** The feed runs live: the creator asked for 0 and every seated human agrees now. */
export function isFeedLive(requested: number, seats: readonly ConsentSeat[]): boolean {
  return requested === 0 && everyoneConsents(seats);
}

/** The delay the feed runs with now, in ms: the requested one, except 0 without everybody's consent → default. */
export function feedDelayMs(requested: number, live: boolean): number {
  if (requested === 0) return live ? 0 : FEED_DELAY_DEFAULT * 1000;
  return requested * 1000;
}

/**
 * The version the feed shows at `now`: the newest version accepted at least `delayMs` ago, never below `shown`
 * (the feed never moves back; when the delay grows it holds until time catches up). `acceptedAt[v]` is when
 * version v was reached (ms); version 0, the setup, is due at once whatever its time.
 * Example: acceptedAt [0, 1000, 5000], delay 2000, now 6500, shown 0 → 1 (5000 + 2000 > 6500).
 */
export function dueVersion(acceptedAt: readonly number[], delayMs: number, now: number, shown: number): number {
  let v = Math.max(0, shown);
  while (v + 1 < acceptedAt.length && acceptedAt[v + 1]! + delayMs <= now) v++;
  return v;
}

/** When the version after `shown` falls due (ms since the epoch), or null when none is pending. */
export function nextDueAt(acceptedAt: readonly number[], delayMs: number, shown: number): number | null {
  const next = acceptedAt[shown + 1];
  return next === undefined ? null : next + delayMs;
}

/**
 * The oldest version a restarted server must keep the state of, so that the feed can be rebuilt: the newest
 * version accepted at least FEED_DELAY_MAX ago (it is due whatever the delay), else 0.
 */
export function feedWindowStart(acceptedAt: readonly number[], now: number): number {
  return dueVersion(acceptedAt, FEED_DELAY_MAX * 1000, now, 0);
}
