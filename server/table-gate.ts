// The table room's message gate: every raw frame a client sends passes here before any handler. Flood and size
// checks, one decode, then the handler the room registered with onMessage, as Colyseus 0.16 dispatches it but
// answering a bad frame with 'table/bad-message' instead of closing the connection. It reads Colyseus' private
// handler table: each such reach names the @colyseus/core 0.16.20 source it relies on.
import { ClientState, Protocol, type ClientPrivate } from '@colyseus/core';
import { decodeFrame } from './frame-decode.js';
import { ExpectedError } from './log.js';
import { takeToken } from './rate-limit.js';
import { connectionName, refuse, tell, type ClientData, type TableClient } from './table-client.js';
import { CLOSE_RATE_LIMITED, TABLE_ERRORS } from './table-errors.js';

/** Largest client message accepted, in bytes on the wire. */
export const MAX_MESSAGE_BYTES = 4096;

/**
 * Colyseus' own keys among the handlers: the catch-all this room registers and the framework's default. A frame
 * typed with one of them is an unknown type (typed '__no_message_handler' it once closed the connection).
 */
const CATCH_ALL: ReadonlySet<string | number> = new Set(['*', '__no_message_handler']);

/** A handler as Colyseus 0.16 keeps it in `onMessageHandlers` (callback wrapped by onUncaughtException). */
interface MessageHandler {
  callback: (...args: unknown[]) => void;
  validate?: (message: unknown) => unknown;
}

/** The room's handlers by message type, as its onMessage calls registered them (with '*', the catch-all). */
function handlersOf(room: object): Record<string | number, MessageHandler | undefined> {
  // @colyseus/core 0.16 Room.ts (build/Room.js, Room.d.ts): Room#onMessageHandlers (private; written by
  // Room#onMessage as { callback, validate }, read by Room#_onMessage).
  return (room as { onMessageHandlers: Record<string | number, MessageHandler | undefined> }).onMessageHandlers;
}

/**
 * Every raw frame, decoded once: flood and size checks, then the type and msgpack payload, then the handler
 * registered with onMessage (or '*'), as Colyseus 0.16's Room._onMessage dispatches, with two differences: a
 * frame that does not decode (or fails a handler's validate) gets 'table/bad-message' instead of a closed
 * connection, and a type is looked up only among the room's own handlers ('constructor' or '__proto__' is
 * unknown, not Object.prototype's, and '*' or '__no_message_handler' are unknown too). The join acknowledgement
 * (while joining) and a leave go to Colyseus (`colyseus`: the room's super._onMessage); any other frame from a
 * joined client is answered 'table/bad-message'.
 */
export function gateFrame(
  room: object,
  client: TableClient & ClientPrivate,
  buffer: Buffer,
  colyseus: (client: TableClient & ClientPrivate, buffer: Buffer) => void,
): void {
  if (client.state === ClientState.LEAVING) return;
  const code = buffer[0];
  const data = client.userData;
  if (code !== Protocol.ROOM_DATA && code !== Protocol.ROOM_DATA_BYTES) {
    // The join acknowledgement only while joining: sent again later it is a bad message like any other.
    if (
      (code === Protocol.JOIN_ROOM && client.state === ClientState.JOINING) ||
      code === Protocol.LEAVE_ROOM ||
      !data?.joined
    )
      colyseus(client, buffer);
    else if (spend(client, data)) refuse(client, TABLE_ERRORS.badMessage);
    return;
  }
  if (!data?.joined || !spend(client, data)) return;
  const frame = buffer.byteLength > MAX_MESSAGE_BYTES ? null : decodeFrame(buffer, code === Protocol.ROOM_DATA);
  if (frame === null) return refuse(client, TABLE_ERRORS.badMessage);
  const handlers = handlersOf(room);
  const handler = !CATCH_ALL.has(frame.type) && Object.hasOwn(handlers, frame.type) ? handlers[frame.type] : undefined;
  let message = frame.message;
  if (handler?.validate !== undefined) {
    try {
      message = handler.validate(message);
    } catch {
      return refuse(client, TABLE_ERRORS.badMessage);
    }
  }
  if (handler) handler.callback(client, message);
  else handlers['*']!.callback(client, frame.type, message);
}

/** Takes one token from the client's flood allowance; a flooder is answered once and disconnected. */
function spend(client: TableClient, data: ClientData): boolean {
  if (takeToken(data.bucket, Date.now())) return true;
  if (!data.kicked) {
    data.kicked = true;
    tell(client, TABLE_ERRORS.rateLimited);
    data.log(
      `${connectionName(client)} closed`,
      new ExpectedError(`${CLOSE_RATE_LIMITED} ${TABLE_ERRORS.rateLimited.code}`, 'too many messages'),
    );
    client.leave(CLOSE_RATE_LIMITED, TABLE_ERRORS.rateLimited.code);
  }
  return false;
}

/** A message handler of the room: the sender and its decoded payload. */
type Handler = (client: TableClient, message: unknown) => void;

/**
 * Registers the room's handlers by message type (Colyseus' Room#onMessage), each guarded, and the catch-all that
 * answers any other type with 'table/bad-message'.
 */
export function handleMessages(
  room: {
    onMessage(type: string, callback: Handler): unknown;
    onMessage(type: '*', callback: (client: TableClient) => void): unknown;
  },
  log: (message: string, error?: unknown) => void,
  handlers: Record<string, Handler>,
): void {
  for (const [type, handle] of Object.entries(handlers))
    room.onMessage(type, (client, message) => guard(client, log, () => handle(client, message)));
  room.onMessage('*', (client: TableClient) => refuse(client, TABLE_ERRORS.badMessage));
}

/**
 * Runs a message handler; an exception is logged and answered with 'table/internal', the state untouched (the
 * room's onUncaughtException is the last resort behind it).
 */
function guard(client: TableClient, log: (message: string, error?: unknown) => void, fn: () => void): void {
  try {
    fn();
  } catch (e) {
    log('handler failed', e);
    refuse(client, TABLE_ERRORS.internal);
  }
}
