// The fuzzer's frames and the answers it expects (test/server/fuzz.ts): the exact bytes colyseus.js would send,
// and what the room and the engine owe them, predicted by mirroring the table room (server/table-gate.ts: its
// size checks and handlers; the frame decoded by the room's own server/frame-decode.ts) and the engine
// (parseAction, then apply on the state the fuzzer holds).
import { Protocol } from '@colyseus/core';
import { Packr, unpack } from '@colyseus/msgpackr';
import { encode } from '@colyseus/schema';
import { isRecord, type AnyGame, type Seat } from '../../shared/core/index.js';
import { C2S } from '../../shared/protocol.js';
import { NO_QUEUE, parseQueueOp, queueApply } from '../../shared/queue.js';
import {
  parseMuteSend,
  parsePresenceSend,
  parseReactSend,
  parseTalkSend,
  parseTalkSettingsSend,
  TALK_ERRORS,
  type MuteSend,
} from '../../shared/talk.js';
import { decodeFrame } from '../../server/frame-decode.js';
import { TABLE_ERRORS } from '../../server/table-errors.js';
import { MAX_MESSAGE_BYTES } from '../../server/table-gate.js';

/** The server's WebSocket frame limit (server/app.ts WS_MAX_PAYLOAD): a bigger frame closes the connection. */
export const WS_MAX_PAYLOAD = 64 * 1024;
/** Close code (RFC 6455 'message too big') of a frame over WS_MAX_PAYLOAD. */
export const CLOSE_TOO_BIG = 1009;
/** Close code (RFC 6455 'protocol error') of bytes that are no WebSocket frame. */
export const CLOSE_PROTOCOL_ERROR = 1002;
/** Close code of Colyseus' leave frame (Protocol.LEAVE_ROOM), whatever follows its first byte. */
export const CLOSE_CONSENTED = Protocol.WS_CLOSE_CONSENTED;

const packr = new Packr();

/** msgpack bytes of a payload, as colyseus.js' Room.send packs it. */
export function pack(payload: unknown): Uint8Array {
  return Uint8Array.from(packr.pack(payload));
}

/** The bytes colyseus.js sends for `room.send(type, payload)` (ROOM_DATA) or `room.sendBytes` (ROOM_DATA_BYTES). */
export function frameOf(type: string | number, body: Uint8Array | null, code: number = Protocol.ROOM_DATA): Uint8Array {
  const head = Buffer.alloc((typeof type === 'string' ? Buffer.byteLength(type) : 0) + 16);
  const it = { offset: 0 };
  head[it.offset++] = code;
  if (typeof type === 'string') encode.string(head, type, it);
  else encode.number(head, type, it);
  const out = new Uint8Array(it.offset + (body?.byteLength ?? 0));
  out.set(head.subarray(0, it.offset), 0);
  if (body) out.set(body, it.offset);
  return out;
}

/** What the server must answer to one message. */
export type Answer =
  | { readonly error: string; readonly busy?: boolean }
  | { readonly close: number }
  | { readonly accepted: unknown };

/** What the fuzzer knows of a table: the engine state it holds, who sits where. */
export interface TableModel {
  readonly game: AnyGame;
  readonly state: unknown;
  /** feedDelay of the table (the fuzzer's tables keep the default). */
  readonly feedDelay: number;
  readonly seats: number;
}

const refused = (e: { code: string }, busy = false): Answer => ({ error: e.code, busy });

/** Who sends: a seat, a spectator (null), or the table's delayed feed (read-only). */
export type Sender = Seat | null | 'feed';

/** What the talk handlers read of a sender besides its seat (server/table-talk.ts). */
export interface TalkSender {
  /** Its author id (its talk catch-up's `me`), null before it came. */
  readonly me: string | null;
  /** It is the connection whose join presented the creator's secret (no browser id: that connection only). */
  readonly creator: boolean;
}

const NOBODY: TalkSender = { me: null, creator: false };

/**
 * The answer the room and the engine owe a joined client of a playing table for the bytes of one WebSocket
 * message; flood control aside (the caller keeps within the allowance).
 */
export function predict(t: TableModel, seat: Sender, bytes: Uint8Array, who: TalkSender = NOBODY): Answer {
  if (bytes.byteLength > WS_MAX_PAYLOAD) return { close: CLOSE_TOO_BIG };
  const code = bytes[0];
  if (code === Protocol.LEAVE_ROOM) return { close: CLOSE_CONSENTED };
  if (code !== Protocol.ROOM_DATA && code !== Protocol.ROOM_DATA_BYTES) return refused(TABLE_ERRORS.badMessage);
  if (bytes.byteLength > MAX_MESSAGE_BYTES) return refused(TABLE_ERRORS.badMessage);
  const frame = decodeFrame(Buffer.from(bytes), code === Protocol.ROOM_DATA);
  if (frame === null) return refused(TABLE_ERRORS.badMessage);
  return predictMessage(t, seat, frame.type, frame.message, who);
}

/** The handlers' answer to a decoded message (onAction, onSit, onFeedConsent, the talk's, '*'). */
function predictMessage(t: TableModel, seat: Sender, type: string | number, m: unknown, who: TalkSender): Answer {
  const talk = predictTalk(seat, type, m, who);
  if (talk) return talk;
  if (type === C2S.queue) return predictQueue(t, seat, m, who);
  if (type === C2S.action) {
    if (!isRecord(m) || !('action' in m)) return refused(TABLE_ERRORS.badMessage);
    if (seat === 'feed') return refused(TABLE_ERRORS.feedReadOnly);
    if (seat === null) return refused(TABLE_ERRORS.notSeated);
    return predictAction(t, seat, m.action);
  }
  if (type === C2S.sit) {
    if (seat === 'feed') return refused(TABLE_ERRORS.feedReadOnly);
    if (!isRecord(m)) return refused(TABLE_ERRORS.badMessage);
    if (seat !== null) return refused(TABLE_ERRORS.alreadySeated);
    const s = m.seat;
    if (typeof s !== 'number' || !Number.isInteger(s) || s < 0 || s >= t.seats) return refused(TABLE_ERRORS.badSeat);
    return refused(TABLE_ERRORS.seatTaken); // every seat of a playing table is taken
  }
  if (type === C2S.feedConsent) {
    if (seat === 'feed') return refused(TABLE_ERRORS.feedReadOnly);
    if (!isRecord(m) || typeof m.agree !== 'boolean') return refused(TABLE_ERRORS.badMessage);
    if (seat === null) return refused(TABLE_ERRORS.notSeated);
    // A seat's consent is taken at any delay (it changes what the feed shows, not the game): never sent as a shot.
    return { accepted: m.agree };
  }
  return refused(TABLE_ERRORS.badMessage);
}

/**
 * The talk handlers' answer (server/table-talk.ts), null for another type: the feed is read-only, then the shared
 * parser decides; a mute of one's own author id and settings from anyone but the creator are refused. The fuzzer
 * never opens nor closes a channel, so the table's default settings hold.
 */
function predictTalk(seat: Sender, type: string | number, m: unknown, who: TalkSender): Answer | null {
  const parse =
    type === C2S.talk
      ? parseTalkSend
      : type === C2S.react
        ? parseReactSend
        : type === C2S.presence
          ? parsePresenceSend
          : type === C2S.mute
            ? parseMuteSend
            : type === C2S.talkSettings
              ? parseTalkSettingsSend
              : null;
  if (parse === null) return null;
  if (seat === 'feed') return refused(TALK_ERRORS.readOnly);
  const parsed = parse(m);
  if (!parsed.ok) return refused(parsed.error);
  if (type === C2S.mute && (parsed.value as MuteSend).author === who.me) return refused(TALK_ERRORS.badAuthor);
  if (type === C2S.talkSettings && !who.creator) return refused(TALK_ERRORS.notCreator);
  return { accepted: parsed.value };
}

/**
 * The challenger queue's answer (server/table-queue.ts): the feed is read-only, then the shared parser and rules
 * decide. The fuzzer never opens a queue and its connections send no player key: a closed queue, asked by nobody's
 * key, at a table of human seats.
 */
function predictQueue(t: TableModel, seat: Sender, m: unknown, who: TalkSender): Answer {
  if (seat === 'feed') return refused(TABLE_ERRORS.feedReadOnly);
  const op = parseQueueOp(m);
  if (!op.ok) return refused(op.error);
  const seats = Array.from({ length: t.seats }, () => ({ kind: 'human' as const }));
  const asker = { creator: who.creator, seat, player: null, name: '' };
  const applied = queueApply(NO_QUEUE, op.value, asker, seats);
  return applied.ok ? { accepted: op.value } : refused(applied.error);
}

/** The engine's answer to `input` from `seat` (parse, then apply), or table/internal where the engine throws. */
function predictAction(t: TableModel, seat: Seat, input: unknown): Answer {
  try {
    const parsed = t.game.parseAction(input);
    if (!parsed.ok) return refused(parsed.error);
    const busy = t.game.costly?.(t.state, seat, parsed.value) === true;
    const applied = t.game.apply(t.state, seat, parsed.value);
    if (!applied.ok) return refused(applied.error, busy);
    return { accepted: parsed.value };
  } catch {
    return refused(TABLE_ERRORS.internal);
  }
}

/** An action as the server receives it: through msgpack (undefined fields dropped, `__proto__` renamed). */
export function onTheWire(action: unknown): unknown {
  return (unpack(packr.pack({ action })) as { action: unknown }).action;
}
