// A seat's own overlay link: a streamer who plays shows exactly what his seat sees, read-only. Its key is derived
// from the seat's stored key hash (which never leaves the server), so the server can hand it to the seat's holder
// after any welcome without keeping anything new, and check it against the one seat it names: it opens no other
// seat, holds no seat key, and cannot be turned back into the seat key.
import { createHash } from 'node:crypto';
import { fail, ok, type Result, type Seat } from '../shared/core/index.js';
import type { StoredSeat } from './store.js';
import { TABLE_ERRORS } from './table-errors.js';

/** The view key of a seat taken with the key whose hash is `keyHash` (43 URL-safe characters). */
export function seatViewKey(keyHash: string): string {
  return createHash('sha256').update(`tavolo/seat-view\u0000${keyHash}`).digest('base64url');
}

/**
 * The seat a join asks to watch with its own overlay link (JoinOptions.viewSeat and viewKey): null when it asks
 * for none; the seat when the key is that seat's (a human seat someone holds); else refused 'table/bad-view-key'.
 */
export function parseSeatView(options: Record<string, unknown>, seats: readonly StoredSeat[]): Result<Seat | null> {
  if (options.viewSeat === undefined && options.viewKey === undefined) return ok(null);
  const seat = options.viewSeat;
  const key = options.viewKey;
  const bad = () => fail(TABLE_ERRORS.badViewKey.code, TABLE_ERRORS.badViewKey.message);
  if (
    typeof seat !== 'number' ||
    !Number.isInteger(seat) ||
    seat < 0 ||
    seat >= seats.length ||
    typeof key !== 'string'
  )
    return bad();
  const held = seats[seat]!;
  if (held.kind !== 'human' || held.keyHash === null || key !== seatViewKey(held.keyHash)) return bad();
  return ok(seat);
}
