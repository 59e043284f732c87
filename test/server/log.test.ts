// The log's formatter (server/log.ts): a failure the server expects is one line with its code, a real bug keeps
// its stack, and what Colyseus prints goes the same way.
import { SqliteError } from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { colyseusLogger, ExpectedError, formatLog } from '../../server/log.js';
import { StoreWriteError } from '../../server/store.js';
import { TABLE_ERRORS } from '../../server/table-errors.js';

/** An error as `ws` makes one for a bad frame: its code, and its close code under ws' own symbol. */
function wsError(message: string, code: string, closeCode: number): Error {
  const e = new RangeError(message) as RangeError & { code: string };
  e.code = code;
  (e as unknown as Record<symbol, number>)[Symbol('status-code')] = closeCode;
  return e;
}

/** A network error as Node gives one (ioredis passes them on). */
function refusedConnection(): Error {
  return Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6390'), { code: 'ECONNREFUSED' });
}

describe('what the log says of an expected failure: one line with its code', () => {
  const cases: [string, string, unknown, string][] = [
    [
      'a store that cannot write: its reason, the refusal code and SQLite’s',
      "table ABC123: seat 1's move to version 7: not stored, the store cannot write",
      new StoreWriteError('append an action', new SqliteError('database or disk is full', 'SQLITE_FULL')),
      "[tavolo] table ABC123: seat 1's move to version 7: not stored, the store cannot write: database or disk is full (table/store-unavailable, SQLITE_FULL)",
    ],
    [
      'a refusal: its code',
      'table ABC123: spectator (s1) refused',
      TABLE_ERRORS.notSeated,
      '[tavolo] table ABC123: spectator (s1) refused (table/not-seated)',
    ],
    [
      "an engine's refusal: its code",
      'table ABC123: seat 0 (s1) refused',
      { code: 'labiro/door-closed', message: 'That door is closed.' },
      '[tavolo] table ABC123: seat 0 (s1) refused (labiro/door-closed)',
    ],
    [
      'a frame over the limit: 1009 and ws’ code',
      'table ABC123: seat 0 (s1) closed',
      wsError('Max payload size exceeded', 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH', 1009),
      '[tavolo] table ABC123: seat 0 (s1) closed: Max payload size exceeded (1009 WS_ERR_UNSUPPORTED_MESSAGE_LENGTH)',
    ],
    [
      'a join refused with a table code',
      'table ABC123: connection s1 not let in',
      new Error(`${TABLE_ERRORS.seatTaken.code}: ${TABLE_ERRORS.seatTaken.message}`),
      '[tavolo] table ABC123: connection s1 not let in (table/seat-taken)',
    ],
    [
      'Redis away: the network code',
      'redis unreachable (redis://127.0.0.1:6390)',
      refusedConnection(),
      '[tavolo] redis unreachable (redis://127.0.0.1:6390): connect ECONNREFUSED 127.0.0.1:6390 (ECONNREFUSED)',
    ],
    [
      'a worker job past its time',
      'table ABC123: a costly action could not be computed',
      new ExpectedError('work/timeout', 'work job ran past 10000 ms'),
      '[tavolo] table ABC123: a costly action could not be computed: work job ran past 10000 ms (work/timeout)',
    ],
  ];
  for (const [name, message, error, line] of cases)
    it(name, () => {
      expect(formatLog(message, error)).toBe(line);
    });

  it('a line with no error is the line alone', () => {
    expect(formatLog('redis reachable again (redis://127.0.0.1:6390)')).toBe(
      '[tavolo] redis reachable again (redis://127.0.0.1:6390)',
    );
  });
});

describe('what the log says of a real bug: its stack', () => {
  it('an unexpected exception keeps its message and every frame of its stack', () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'seat')");
    const text = formatLog('table ABC123: handler failed', bug);
    const [first, ...rest] = text.split('\n');
    expect(first).toBe('[tavolo] table ABC123: handler failed');
    expect(rest[0]).toBe("TypeError: Cannot read properties of undefined (reading 'seat')");
    expect(rest.filter((l) => l.startsWith('    at ')).length).toBeGreaterThan(0);
  });

  it('an Error with no code of its own is a bug, not a refusal', () => {
    expect(formatLog('feed failed', new Error('boom')).split('\n').length).toBeGreaterThan(2);
  });
});

describe("Colyseus' prints, through the log", () => {
  it('an expired seat reservation or reconnection is one line; anything else Colyseus prints keeps its stack', () => {
    const logged: string[] = [];
    const logger = colyseusLogger((m, e) => logged.push(formatLog(m, e)));
    const expired = new Error('seat reservation expired.');
    logger.error(expired.stack);
    const bug = new Error('onDispose failed');
    logger.error(bug.stack);
    logger.info(
      '❌ reconnection token invalid or expired. Did you miss .allowReconnection()?\n👉 https://docs.colyseus.io/server/room/#allowreconnection-client-seconds',
    );
    expect(logged[0]).toBe('[tavolo] colyseus: seat reservation expired. (colyseus/seat-reservation-expired)');
    expect(logged[2]).toBe(
      '[tavolo] colyseus: reconnection token invalid or expired. Did you miss .allowReconnection()? (colyseus/reconnect-expired)',
    );
    expect(logged[1]!.split('\n')[0]).toBe('[tavolo] colyseus: Error: onDispose failed');
    expect(logged[1]!.split('\n').some((l) => l.startsWith('    at '))).toBe(true);
  });
});
