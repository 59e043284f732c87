// The client's URL scheme: lobby, table by code (player or spectator), feed, a seat's own overlay, replay.
import { describe, expect, it } from 'vitest';
import { normaliseCode, parseRoute, routePath } from '../../client/router.js';

describe('routes', () => {
  const cases: [string, string, string, ReturnType<typeof parseRoute>][] = [
    ['the root is the lobby', '/', '', { kind: 'lobby' }],
    ['a table link joins as a player', '/t/K7P2QX', '', { kind: 'table', code: 'K7P2QX', spectate: false }],
    ['spectate=1 watches', '/t/K7P2QX', '?spectate=1', { kind: 'table', code: 'K7P2QX', spectate: true }],
    ['a lower-case code is normalised', '/t/k7p2qx/', '', { kind: 'table', code: 'K7P2QX', spectate: false }],
    ['a replay link', '/replay/K7P2QX', '', { kind: 'replay', code: 'K7P2QX' }],
    [
      'a replay link to a moment from a seat',
      '/replay/K7P2QX',
      '?at=12&seat=1',
      { kind: 'replay', code: 'K7P2QX', at: 12, seat: 1 },
    ],
    ['a replay moment that is not a number is ignored', '/replay/K7P2QX', '?at=x', { kind: 'replay', code: 'K7P2QX' }],
    [
      'an overlay of a table',
      '/t/K7P2QX',
      '?spectate=1&overlay=1',
      { kind: 'table', code: 'K7P2QX', spectate: true, overlay: true },
    ],
    [
      'a feed link carries its key',
      '/feed/k7p2qx',
      '?key=abc_DEF-1',
      { kind: 'feed', code: 'K7P2QX', key: 'abc_DEF-1' },
    ],
    [
      'a feed overlay',
      '/feed/K7P2QX',
      '?key=abc&overlay=1',
      { kind: 'feed', code: 'K7P2QX', key: 'abc', overlay: true },
    ],
    ['a feed link without its key is the lobby', '/feed/K7P2QX', '', { kind: 'lobby' }],
    [
      "a seat's own overlay link carries its seat and view key",
      '/view/k7p2qx/1',
      '?key=v13w_K-y&overlay=1',
      { kind: 'seat-view', code: 'K7P2QX', seat: 1, key: 'v13w_K-y' },
    ],
    ["a seat's own overlay link without its key is the lobby", '/view/K7P2QX/1', '?overlay=1', { kind: 'lobby' }],
    ['an unknown path falls back to the lobby', '/nope/x/y', '', { kind: 'lobby' }],
    ['a code with symbols is not a table', '/t/AB-CD', '', { kind: 'lobby' }],
  ];
  for (const [name, path, search, route] of cases) {
    it(name, () => expect(parseRoute(path, search)).toEqual(route));
  }

  it('every route survives a round trip through its path', () => {
    for (const route of [
      { kind: 'lobby' },
      { kind: 'table', code: 'ABCD23', spectate: false },
      { kind: 'table', code: 'ABCD23', spectate: true },
      { kind: 'replay', code: 'ABCD23' },
      { kind: 'replay', code: 'ABCD23', at: 7, seat: 0 },
      { kind: 'table', code: 'ABCD23', spectate: true, overlay: true },
      { kind: 'feed', code: 'ABCD23', key: 'k3y', overlay: true },
      { kind: 'feed', code: 'ABCD23', key: 'k3y' },
      { kind: 'seat-view', code: 'ABCD23', seat: 0, key: 'v13w' },
    ] as const) {
      const path = routePath(route);
      const q = path.indexOf('?');
      expect(parseRoute(q < 0 ? path : path.slice(0, q), q < 0 ? '' : path.slice(q))).toEqual(route);
    }
  });

  it('a typed code keeps only letters and digits, upper-cased', () => {
    expect(normaliseCode(' ab-cd 23 ')).toBe('ABCD23');
  });
});
