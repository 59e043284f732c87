// The server's log: what an operator reads. An expected failure (a refusal, a connection closed for a bad frame or
// a flood, a store that cannot write, Redis away, a worker job past its time) is one line with its code and the
// table; only an unexpected exception (a real bug) keeps its stack.
import { inspect } from 'node:util';
import { StoreWriteError } from './store.js';

/** Where the server's lines go: what happened (naming the table when there is one), and the error behind it, if any. */
export type Log = (message: string, error?: unknown) => void;

/** A failure the server expects and answers (a worker job past its time…): logged in one line by its code. */
export class ExpectedError extends Error {
  constructor(
    /** Stable code the log line ends with, e.g. 'work/timeout'. */
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ExpectedError';
  }
}

/** Network errors of a peer that went away or never answered (Redis during an outage): expected, never a bug. */
const NETWORK_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** ioredis' answers to a command while its connection is down (its messages, as it words them). */
const REDIS_DOWN_MESSAGES: ReadonlySet<string> = new Set([
  'Connection is closed.',
  "Stream isn't writeable and enableOfflineQueue options is false",
]);

/** A refusal code as the engines and the room word them ('table/store-unavailable', 'labiro/door-closed'). */
const REFUSAL_CODE = /^[a-z][a-z0-9]*\/[a-z0-9-]+$/;

/** The close code `ws` gives a frame error (its own symbol, ws/lib/constants.js kStatusCode, read by its name). */
function wsCloseCode(error: object): number | null {
  for (const key of Object.getOwnPropertySymbols(error))
    if (key.description === 'status-code') {
      const code = (error as Record<symbol, unknown>)[key];
      return typeof code === 'number' ? code : null;
    }
  return null;
}

/**
 * The code of an expected failure, or null for an unexpected one (a bug, whose stack the log keeps): a
 * StoreWriteError ('table/store-unavailable' and SQLite's code), a WebSocket frame error (its close code, 1002 or
 * 1009, and ws' code), a refusal ({ code: 'table/…' }, or a join refusal's `table/…: message`), a network error
 * (ECONNREFUSED…), ioredis' "connection down" answers, an ExpectedError.
 */
export function expectedCode(error: unknown): string | null {
  if (error instanceof StoreWriteError)
    return `table/store-unavailable${error.sqliteCode ? `, ${error.sqliteCode}` : ''}`;
  if (error instanceof ExpectedError) return error.code;
  if (typeof error !== 'object' || error === null) return null;
  const { code, message, name } = error as { code?: unknown; message?: unknown; name?: unknown };
  if (typeof code === 'string') {
    if (code.startsWith('WS_ERR_')) return `${wsCloseCode(error) ?? 'ws'} ${code}`;
    if (REFUSAL_CODE.test(code) || NETWORK_CODES.has(code)) return code;
  }
  if (name === 'MaxRetriesPerRequestError') return 'redis/unreachable';
  if (typeof message === 'string') {
    if (REDIS_DOWN_MESSAGES.has(message)) return 'redis/unreachable';
    const refusal = /^([a-z][a-z0-9]*\/[a-z0-9-]+): /.exec(message);
    if (refusal) return refusal[1]!;
  }
  return null;
}

/** An expected failure's reason in a few words: its message's first line (a refusal object says it by its code). */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return '';
  if (error instanceof StoreWriteError && error.cause instanceof Error) return error.cause.message.split('\n')[0]!;
  return error.message.split('\n')[0]!;
}

/**
 * The text of one log entry: `[tavolo] <message>` alone; with an expected failure, its reason and code on the same
 * line (`[tavolo] table ABC123: seat 1's move to version 7: not stored, the store cannot write: database or disk
 * is full (table/store-unavailable, SQLITE_FULL)`); with anything else, the error as Node prints it, stack included.
 */
export function formatLog(message: string, error?: unknown): string {
  const line = `[tavolo] ${message}`;
  if (error === undefined) return line;
  const code = expectedCode(error);
  if (code !== null) {
    const reason = reasonOf(error);
    return `${line}${reason && !reason.startsWith(`${code}: `) ? `: ${reason}` : ''} (${code})`;
  }
  return `${line}\n${inspect(error)}`;
}

/**
 * What Colyseus prints for a case Tavolo expects, by its first line: a WebSocket opened with a seat reservation that
 * expired or never was (@colyseus/ws-transport 0.16 WebSocketTransport#onConnection throws and prints its stack), a
 * reconnection to a room gone or with a stale token (@colyseus/core 0.16 MatchMaker.reconnect prints a hint for
 * developers, then refuses it).
 */
const COLYSEUS_EXPECTED: readonly { line: RegExp; code: string }[] = [
  { line: /^Error: seat reservation expired\.$/, code: 'colyseus/seat-reservation-expired' },
  { line: /^❌ reconnection token invalid or expired\./, code: 'colyseus/reconnect-expired' },
  { line: /^❌ room ".*" has been disposed\./, code: 'colyseus/room-disposed' },
];

/**
 * Colyseus' logger (the Server's `logger` option) writing to the log: its notes as they are, one line for what it
 * prints of an expected case, the whole text (its stack) for anything else.
 */
export function colyseusLogger(
  log: Log,
): Record<'debug' | 'info' | 'warn' | 'error' | 'trace', (...args: unknown[]) => void> {
  const write = (...args: unknown[]) => {
    const text = args.map((a) => (typeof a === 'string' ? a : inspect(a))).join(' ');
    const first = text.split('\n')[0]!;
    const expected = COLYSEUS_EXPECTED.find((e) => e.line.test(first));
    if (expected) log('colyseus', new ExpectedError(expected.code, first.replace(/^(Error: |❌ )/, '')));
    else log(`colyseus: ${text}`);
  };
  // Colyseus' debug and trace lines (each health check it makes, each matchmaking step) are for its own developers.
  const quiet = () => {};
  return { debug: quiet, info: write, warn: write, error: write, trace: quiet };
}

/** The default log: every entry to stderr as formatLog words it. */
export const consoleLog: Log = (message, error) => console.error(formatLog(message, error));
