// The creator of a table just made, bound to its own create request: the browser that creates a table sends a
// random secret with it (CreateOptions.creatorSecret); the server keeps only its hash, and the join presenting that
// secret (Colyseus hands the creator's own join the create's options) is the creator's. It alone gets the feed
// key, and a table that forbids spectators lets nobody else in before it. The lobby lists a table before its
// creator's socket arrives, so "the first to join" could be anybody (issue 26).
import { fail, ok, type Result } from '../shared/core/index.js';
import { isClientToken } from '../shared/protocol.js';
import { hashSeatKey } from './ids.js';
import { TABLE_ERRORS } from './table-errors.js';

/** A creator the table still waits for: the hash of its secret and the feed key kept for it. */
export interface PendingCreator {
  /** sha256 (hex) of CreateOptions.creatorSecret. */
  readonly secretHash: string;
  /** The feed key, in memory only until the creator's join takes it (SQLite keeps only its hash). */
  readonly feedKey: string;
}

/** The creator secret of untrusted CreateOptions: absent → null; a well-formed one → its hash; else refused. */
export function parseCreatorSecret(input: unknown): Result<string | null> {
  if (input === undefined) return ok(null);
  if (!isClientToken(input)) return fail(TABLE_ERRORS.badCreatorSecret.code, TABLE_ERRORS.badCreatorSecret.message);
  return ok(hashSeatKey(input));
}

/** Who a join is, as the gate sees it: the creator (with the feed key to send it), or anybody else. */
export type JoinerKind = { readonly creator: true; readonly feedKey: string } | { readonly creator: false };

/**
 * The gate of one room: waits for its creator from the create until the creator's seat reservation lapses
 * (`until`, ms since the epoch); a loaded table waits for nobody.
 */
export class CreatorGate {
  constructor(
    private pending: PendingCreator | null,
    private readonly until: number,
  ) {}

  /**
   * Decides who a join is, changing nothing: a join presenting a creator secret must be the creator's (any other
   * secret, a malformed one, or one after the creator came is refused); anybody else waits for the creator at a
   * table that forbids spectators.
   */
  check(options: Record<string, unknown>, allowSpectators: boolean, now: number): Result<JoinerKind> {
    const waiting = this.pending !== null && now < this.until ? this.pending : null;
    if (options.creatorSecret !== undefined) {
      if (
        waiting === null ||
        !isClientToken(options.creatorSecret) ||
        hashSeatKey(options.creatorSecret) !== waiting.secretHash
      ) {
        return fail(TABLE_ERRORS.badCreatorSecret.code, TABLE_ERRORS.badCreatorSecret.message);
      }
      return ok({ creator: true, feedKey: waiting.feedKey });
    }
    if (waiting !== null && !allowSpectators)
      return fail(TABLE_ERRORS.creatorFirst.code, TABLE_ERRORS.creatorFirst.message);
    return ok({ creator: false });
  }

  /** The creator has joined: its secret and the feed key are forgotten (the key was sent once). */
  arrived(): void {
    this.pending = null;
  }
}
