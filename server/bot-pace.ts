// How long a bot waits before it acts, in one pure function: the table's pace times the server's base delay, plus
// the length of the dice throw the last action made (so the dice have landed on every screen before the bot
// moves). No timers and no clock here (the room holds the timer), so every case is tested without a server.
import { fail, isDiceThrown, ok, type GameEvent, type Result } from '../shared/core/index.js';
import { frameCount } from '../shared/core/dice-track.js';
import { BOT_PACE_DEFAULT, isBotPace, type BotPace, type ThrowMessage } from '../shared/protocol.js';
import { TABLE_ERRORS } from './table-errors.js';

/** Each pace as a multiple of the base delay (BOT_DELAY_MS): tests that make the base small stay fast at any pace. */
export const PACE_FACTORS: Readonly<Record<BotPace, number>> = { calm: 2.5, normal: 1, fast: 0.4 };

/**
 * The longest a throw can take to land, in ms: the dice simulation stops at 4 s (server/dice/simulate.ts
 * MAX_STEPS). Waited for when the last action threw dice whose tracks the room does not hold (after a restart).
 */
export const THROW_MAX_MS = 4000;

/** The production base delay, ms (server/main.ts): at 'normal' a person reads each bot move before the next. */
export const DEFAULT_BOT_DELAY_MS = 1400;

/**
 * Below this base delay (ms) bots do not wait for dice to land: such a base is a test's or a benchmark's, which
 * want bots fast (the dice would add up to THROW_MAX_MS to each move after a throw).
 */
export const DICE_WAIT_MIN_BASE_MS = 500;

/** Whether bots at a server with this base delay wait for thrown dice to land before they act. */
export function waitsForDice(baseMs: number): boolean {
  return baseMs >= DICE_WAIT_MIN_BASE_MS;
}

/** Milliseconds until the last die of a throw stops (its longest track over the throw's fps). */
export function throwLengthMs(track: ThrowMessage): number {
  let frames = 0;
  for (const d of track.dice) frames = Math.max(frames, frameCount(d.frames));
  return track.fps > 0 ? (Math.max(0, frames - 1) * 1000) / track.fps : 0;
}

/**
 * The wait before a bot acts, in ms: `baseMs` × the pace's factor, plus, when `lastEvents` (the events of the
 * action just before) hold a dice throw and the base is a person's (waitsForDice), the longest of `tracks` (that
 * action's throws; null when unknown, after a restart: THROW_MAX_MS). Example: botDelay(1400, 'calm', [], null) → 3500.
 */
export function botDelay(
  baseMs: number,
  pace: BotPace,
  lastEvents: readonly GameEvent[],
  tracks: readonly ThrowMessage[] | null,
): number {
  const paced = Math.round(Math.max(0, baseMs) * PACE_FACTORS[pace]);
  if (!waitsForDice(baseMs) || !lastEvents.some(isDiceThrown)) return paced;
  const landing = tracks === null ? THROW_MAX_MS : Math.max(0, ...tracks.map(throwLengthMs));
  return paced + Math.ceil(landing);
}

/** The creator's pace from untrusted CreateOptions: absent → BOT_PACE_DEFAULT; a BotPace; else refused. */
export function parseBotPace(input: unknown): Result<BotPace> {
  if (input === undefined) return ok(BOT_PACE_DEFAULT);
  return isBotPace(input) ? ok(input) : fail(TABLE_ERRORS.badBotPace.code, TABLE_ERRORS.badBotPace.message);
}
