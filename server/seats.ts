// Seat plans and names: validating the creator's seat list and a player's display name (untrusted input).
import type { AnyGame, Result } from '../shared/core/index.js';
import { fail, ok } from '../shared/core/index.js';
import type { StoredSeat } from './store.js';
import { TABLE_ERRORS } from './table-errors.js';

/** Longest display name, in characters (code points). */
export const MAX_NAME = 24;

/** Default name of a human seat: 'Player 1', 'Player 2', … */
export function defaultName(seat: number): string {
  return `Player ${seat + 1}`;
}

/** A bot's display name from its id: 'masterdice/smart' → 'Smart bot'; a plain 'laser/bot' → 'Bot'. */
export function botName(botId: string): string {
  const tail = botId.slice(botId.lastIndexOf('/') + 1) || 'bot';
  const name = `${tail.charAt(0).toUpperCase()}${tail.slice(1)}`;
  return tail === 'bot' ? name : `${name} bot`;
}

/** A cleaned display name (control characters dropped, spaces squeezed, at most 24 characters), or null. */
export function cleanName(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const text = input
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the pattern exists to strip control characters from names
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...text].slice(0, MAX_NAME);
  const name = chars.join('').trim();
  return name.length > 0 ? name : null;
}

/** Validates the creator's seat list against the game: count within min/max, bots known (default: the first). */
export function parseSeatPlan(game: AnyGame, input: unknown): Result<StoredSeat[]> {
  const bad = () => fail(TABLE_ERRORS.badSeats.code, TABLE_ERRORS.badSeats.message);
  if (!Array.isArray(input)) return bad();
  if (input.length < game.minPlayers || input.length > game.maxPlayers) return bad();
  const seats: StoredSeat[] = [];
  for (const entry of input as unknown[]) {
    if (typeof entry !== 'object' || entry === null) return bad();
    const e = entry as { kind?: unknown; bot?: unknown };
    if (e.kind === 'human') {
      seats.push({ kind: 'human', name: '', botId: '', keyHash: null });
    } else if (e.kind === 'bot') {
      const botId = e.bot === undefined ? game.bots[0]?.id : e.bot;
      if (typeof botId !== 'string' || !game.bots.some((b) => b.id === botId)) {
        return fail(TABLE_ERRORS.badBot.code, TABLE_ERRORS.badBot.message);
      }
      seats.push({ kind: 'bot', name: botName(botId), botId, keyHash: null });
    } else {
      return bad();
    }
  }
  // Several bots of one kind are told apart by their seat number (any language reads it): "Bot 2", "Bot 3".
  const twins = (seat: StoredSeat) =>
    seat.kind === 'bot' && seats.filter((s) => s.kind === 'bot' && s.botId === seat.botId).length > 1;
  return ok(seats.map((seat, i) => (twins(seat) ? { ...seat, name: `${seat.name} ${i + 1}` } : seat)));
}

/** Whether a stored seat is taken: bots always, humans once somebody holds its key. */
export function isOccupied(seat: StoredSeat): boolean {
  return seat.kind === 'bot' || seat.keyHash !== null;
}
