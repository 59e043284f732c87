// What the table room keeps per connection (its seat, or the feed, or a seat's overlay link; its name; its flood
// allowance) and the answers every part of the room gives a connection from it: a refusal, who it is to the engine.
import { ErrorCode, ServerError, type Client } from '@colyseus/core';
import type { RuleError, Seat, Viewer } from '../shared/core/index.js';
import { S2C, type ErrorMessage } from '../shared/protocol.js';
import type { Log } from './log.js';
import type { Bucket } from './rate-limit.js';
import { refusalText, TABLE_ERRORS } from './table-errors.js';
import { viewerFor } from './visibility.js';

/** Per-connection data. */
export interface ClientData {
  /** The seat this client holds, null for a spectator or a feed client. */
  seat: Seat | null;
  /** A feed client (joined with the feed key): read-only, it receives only the delayed feed. */
  feed: boolean;
  /** A seat's own overlay link (joined with its view key): read-only, it receives that seat's view live; else null. */
  seatView: Seat | null;
  /** The name it joined with (used when a spectator sits). */
  name: string | null;
  /** sha256 of the player key it joined with (JoinOptions.playerKey; a seat it takes is that player's), or null. */
  playerHash: string | null;
  bucket: Bucket;
  /** Closed by the server (flooding, or its seat taken over): no reconnection is kept. */
  kicked: boolean;
  /** onJoin finished (a refused join leaves no trace in onLeave). */
  joined: boolean;
  /** The server's log, each line naming this connection's table (its refusals and its close go there). */
  log: Log;
}

/** A connection to a table room, with its data. */
export type TableClient = Client<ClientData>;

/**
 * What the room's parts use of the room to send: its connections, and Colyseus' broadcast (a message encoded once
 * for all who get it).
 */
export interface TableSender {
  readonly clients: readonly TableClient[];
  broadcast(type: string, message: unknown, options: { except: TableClient[] }): void;
}

/** Nobody to leave out (read-only: a broadcast reads it). */
const NO_CLIENTS: TableClient[] = [];

/**
 * The feed's clients among `clients`, left out of the live messages: one shared empty list when there are none,
 * the usual case, so an action's broadcasts make no list.
 */
export function feedClientsOf(clients: readonly TableClient[]): TableClient[] {
  if (!clients.some((c) => c.userData?.feed)) return NO_CLIENTS;
  return clients.filter((c) => c.userData?.feed);
}

/** The refusal of a read-only connection's message (the feed, a seat's own overlay link), or null for anyone else. */
export function readOnlyRefusal(data: ClientData | undefined): RuleError | null {
  if (data?.feed) return TABLE_ERRORS.feedReadOnly;
  if (data && data.seatView !== null) return TABLE_ERRORS.seatViewReadOnly;
  return null;
}

/** How the log names a connection: who it is at the table and its session id ('seat 1 (Xy3…)', 'spectator (…)'). */
export function connectionName(client: TableClient): string {
  const data = client.userData;
  const who =
    data?.feed === true
      ? 'feed'
      : data?.seat !== null && data?.seat !== undefined
        ? `seat ${data.seat}`
        : data?.seatView !== null && data?.seatView !== undefined
          ? `seat ${data.seatView}'s overlay`
          : 'spectator';
  return `${who} (${client.sessionId})`;
}

/**
 * Answers a connection's message with a refusal: the error code and its human message (nothing changed), and one
 * line in the log. A 'table/store-unavailable' is not logged again: the store's failure was, with SQLite's reason.
 */
export function refuse(client: TableClient, error: RuleError): void {
  tell(client, error);
  if (error.code !== TABLE_ERRORS.storeUnavailable.code)
    client.userData?.log(`${connectionName(client)} refused`, error);
}

/** Sends a refusal without a line in the log (the caller logs what it does with the connection). */
export function tell(client: TableClient, error: RuleError): void {
  const msg: ErrorMessage = { code: error.code, message: error.message };
  client.send(S2C.error, msg);
}

/** A join refusal: rejects colyseus.js' joinById/create with `<code>: <message>`. */
export function refusal(e: ErrorMessage): ServerError {
  return new ServerError(ErrorCode.MATCHMAKE_UNHANDLED, refusalText(e));
}

/** Who a live client is to the engine: its seat, the seat its own overlay link shows, or a spectator. */
export function viewerOf(client: TableClient): Viewer {
  return viewerFor(client.userData?.seat ?? client.userData?.seatView ?? null);
}
