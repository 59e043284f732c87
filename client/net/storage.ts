// What the browser remembers per table: seat keys and the claim key drawn before a seat is taken (localStorage:
// survive a server restart), the reconnection token (sessionStorage: this tab only, survives a reload), and the
// creator's feed keys (localStorage);
// and once for all tables, the browser's id (localStorage), by which the server counts one person's tabs.
import { isClientToken } from '../../shared/protocol.js';
import { randomToken } from './secret.js';

const SEAT_KEY = (tableId: string) => `tavolo.seatKey.${tableId}`;
const TOKEN_KEY = (tableId: string) => `tavolo.reconnect.${tableId}`;

/** A stored seat key. Example: `{ seat: 1, key: 'f3a9…' }`. */
export interface StoredSeatKey {
  readonly seat: number;
  readonly key: string;
}

function read(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function write(storage: Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    /* storage blocked: the session still works, only without resume */
  }
}

/** The seat key kept for a table, if any. */
export function loadSeatKey(tableId: string): StoredSeatKey | null {
  const raw = read(localStorage, SEAT_KEY(tableId));
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredSeatKey>;
    return typeof parsed.key === 'string' && typeof parsed.seat === 'number'
      ? { seat: parsed.seat, key: parsed.key }
      : null;
  } catch {
    return null;
  }
}

/** Remembers the secret that gets a seat back (SeatKeyMessage); the claim key drawn for it is done with. */
export function saveSeatKey(tableId: string, value: StoredSeatKey): void {
  write(localStorage, SEAT_KEY(tableId), JSON.stringify(value));
  write(localStorage, CLAIM_KEY(tableId), null);
}

const CLAIM_KEY = (tableId: string) => `tavolo.claimKey.${tableId}`;

/**
 * The key this browser asks for a seat of a table with (JoinOptions.claimKey): drawn and kept before the first join
 * that may take a seat, so the page holds the seat's key even if the connection drops before the server's
 * SeatKeyMessage; the same key every time after, until a seat key is kept (then it is the seat key).
 */
export function claimKeyFor(tableId: string): string {
  const stored = read(localStorage, CLAIM_KEY(tableId));
  if (isClientToken(stored)) return stored;
  const key = randomToken();
  write(localStorage, CLAIM_KEY(tableId), key);
  return key;
}

/** The Colyseus reconnection token of this tab for a table ('roomId:token'), if any. */
export function loadReconnectToken(tableId: string): string | null {
  return read(sessionStorage, TOKEN_KEY(tableId));
}

/** Keeps (or with null forgets) the reconnection token of this tab for a table. */
export function saveReconnectToken(tableId: string, token: string | null): void {
  write(sessionStorage, TOKEN_KEY(tableId), token);
}

const BROWSER_ID = 'tavolo.browserId';
/** The id of this page when storage is blocked (one page, one person still). */
let pageBrowserId: string | null = null;

/**
 * This browser's id (JoinOptions.browserId): drawn once and kept in localStorage, so every tab of the browser is one
 * person to the server's budgets (server/person.ts). Not a secret; the server never shows it to anyone.
 */
export function browserId(): string {
  const storage = typeof localStorage === 'undefined' ? null : localStorage;
  const stored = storage ? read(storage, BROWSER_ID) : null;
  if (isClientToken(stored)) return stored;
  pageBrowserId ??= randomToken();
  if (storage) write(storage, BROWSER_ID, pageBrowserId);
  return pageBrowserId;
}

const FEED_KEY = (tableId: string) => `tavolo:feed:${tableId}`;

/** The feed key this browser got as the creator of a table (FeedKeyMessage), or null. */
export function loadFeedKey(tableId: string): string | null {
  const raw = read(localStorage, FEED_KEY(tableId));
  return raw ? raw : null;
}

/** Remembers the creator's feed key of a table (localStorage: it outlives the tab, like a seat key). */
export function saveFeedKey(tableId: string, key: string): void {
  write(localStorage, FEED_KEY(tableId), key);
}
