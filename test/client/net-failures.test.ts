// How client/net reads a failed create/join/reconnect: down server (retry), gone table, or a refusal to show.
import { describe, expect, it } from 'vitest';
import { classifyFailure } from '../../client/net/client.js';
import { splitRefusal } from '../../client/net/refusal.js';

class CodedError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
  }
}

describe('failures', () => {
  it('a refusal from the room carries its code before a colon', () => {
    expect(splitRefusal('table/seat-taken: That seat is already taken.')).toEqual({
      code: 'table/seat-taken',
      message: 'That seat is already taken.',
    });
    expect(splitRefusal('room "X" not found')).toEqual({ code: '', message: 'room "X" not found' });
  });

  const cases: [string, unknown, string][] = [
    ['a network error event means the server is unreachable', new Event('error'), 'unreachable'],
    ['a fetch TypeError means the server is unreachable', new TypeError('Failed to fetch'), 'unreachable'],
    [
      'an HTTP status means the server is not the game server (unreachable)',
      new CodedError('Not Found', 404),
      'unreachable',
    ],
    ['a socket closed before joining (1006) is unreachable', new CodedError('', 1006), 'unreachable'],
    ['an unknown room id means the table is gone', new CodedError('room "ABC" not found', 4212), 'not-found'],
    [
      'an expired reconnection token falls back to the seat key',
      new CodedError('reconnection token invalid or expired.', 4214),
      'expired',
    ],
    ['a room refusal is shown to the player', new CodedError('table/bad-seats: Seats must be a list', 4216), 'refused'],
  ];
  for (const [name, error, kind] of cases) {
    it(name, () => expect(classifyFailure(error).kind).toBe(kind));
  }

  it('a refused join keeps the code for translation', () => {
    expect(classifyFailure(new CodedError('table/bad-bot: No bot with that id for this game.', 4216))).toEqual({
      kind: 'refused',
      code: 'table/bad-bot',
      message: 'No bot with that id for this game.',
    });
  });
});
