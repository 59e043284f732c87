// A returning player at a real server (issue 31): the player key finds the player's seat from another device and
// lists the tables in play; a finished game between two keyed players is listed with its result and a replay link
// to its end, moves both ratings (shown on the seats) and is rated again, identically, by a store opened on the
// file afterwards. Keys never reach any other client, and the player pages refuse what is malformed.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashSeatKey } from '../../server/ids.js';
import { Store } from '../../server/store.js';
import {
  PLAYER_KEY_HEADER,
  type LeaderboardResponse,
  type LiveResponse,
  type PlayerGamesResponse,
  type PlayerTablesResponse,
} from '../../shared/players.js';
import type { ReplayResponse } from '../../shared/protocol.js';
import { CLOSE_REPLACED } from '../../server/table-errors.js';
import { createTable, joinTable, playUntil, refusedJoin, serverPerFile, waitFor } from './helpers.js';

const live = serverPerFile();
const key = () => randomBytes(16).toString('base64url');

async function api<T>(path: string, playerKey?: string): Promise<{ status: number; body: T }> {
  const res = await fetch(`http://127.0.0.1:${live.server.port}${path}`, {
    headers: playerKey === undefined ? {} : { [PLAYER_KEY_HEADER]: playerKey },
  });
  return { status: res.status, body: (await res.json()) as T };
}

/** Anna (key `ka`) creates a two-seat Masterdice table and Bruno (`kb`) takes the other seat. */
async function annaAndBruno(ka: string, kb: string) {
  const a = await createTable(live.server, {
    game: 'masterdice',
    seats: [{ kind: 'human' }, { kind: 'human' }],
    name: 'Anna',
    playerKey: ka,
  });
  const tableId = a.welcome!.tableId;
  const b = await joinTable(live.server, tableId, { name: 'Bruno', playerKey: kb });
  await waitFor(() => [a, b].every((p) => p.state.phase === 'playing'), 'playing');
  return { a, b, tableId };
}

describe('a returning player', () => {
  it('gets the seat back from another device by the player key alone, with a new seat key; the tables list shows it', async () => {
    const ka = key();
    const kb = key();
    const { a, b, tableId } = await annaAndBruno(ka, kb);

    const annaTables = await api<PlayerTablesResponse>('/api/me/tables', ka);
    expect(annaTables.status).toBe(200);
    expect(annaTables.body.tables).toEqual([
      expect.objectContaining({
        tableId,
        game: 'masterdice',
        seat: 0,
        phase: 'playing',
        seats: [
          { name: 'Anna', kind: 'human' },
          { name: 'Bruno', kind: 'human' },
        ],
      }),
    ]);
    expect((await api<PlayerTablesResponse>('/api/me/tables', kb)).body.tables.map((t) => t.seat)).toEqual([1]);
    expect((await api<PlayerTablesResponse>('/api/me/tables', key())).body.tables).toEqual([]);

    // Another device: no seat key, no claim key, no reconnection token; only the player key (imported by its code).
    const other = await joinTable(live.server, tableId, { name: 'Anna', playerKey: ka });
    expect(other.seat).toBe(0);
    await waitFor(() => other.key !== null, 'the new seat key');
    expect(other.key!.key).not.toBe(a.key!.key);
    await waitFor(() => a.leftWith !== null, 'the old connection let go');
    expect(a.leftWith).toBe(CLOSE_REPLACED);
    // The old seat key no longer opens the seat; the new one does.
    expect(await refusedJoin(live.server, tableId, { seatKey: a.key!.key })).toBe('table/bad-seat-key');
    // A stranger's key takes nothing: the table is full, so it watches.
    const stranger = await joinTable(live.server, tableId, { name: 'Carla', playerKey: key() });
    expect(stranger.seat).toBeNull();
    for (const p of [other, b, stranger]) await p.room.leave();
  });

  it('refuses a malformed player key at the table and at the player pages', async () => {
    const { a, b, tableId } = await annaAndBruno(key(), key());
    expect(await refusedJoin(live.server, tableId, { playerKey: 'short' })).toBe('table/bad-player-key');
    expect(await refusedJoin(live.server, tableId, { playerKey: 42 as unknown as string })).toBe(
      'table/bad-player-key',
    );
    expect((await api<{ code: string }>('/api/me/tables')).body.code).toBe('player/no-key');
    expect((await api<{ code: string }>('/api/me/games', 'x y')).status).toBe(400);
    expect((await api<{ code: string }>('/api/me/games?before=nonsense', key())).body.code).toBe('player/bad-cursor');
    expect((await api<{ code: string }>('/api/ratings/chess')).status).toBe(404);
    expect((await api<{ code: string }>('/api/me/else', key())).status).toBe(404);
    for (const p of [a, b]) await p.room.leave();
  });

  it('finds a finished game with its result and its end in the replay, and both ratings move, the same after a reopen', async () => {
    const ka = key();
    const kb = key();
    const { a, b, tableId } = await annaAndBruno(ka, kb);
    // A keyed player who has not played yet is shown at the start, as a guess.
    expect([a.state.seats[0].rating, a.state.seats[1].rating]).toEqual([1500, 1500]);
    expect(a.state.seats[0].provisional).toBe(true);
    const all = [a, b];
    const secrets = [ka, kb, hashSeatKey(ka), hashSeatKey(kb)];
    const check = () => {
      for (const p of all) {
        const text = `${p.decodedText()}${JSON.stringify([p.events, p.errors, p.catchUps, p.talk])}`;
        for (const s of secrets) expect(text).not.toContain(s);
      }
    };
    await playUntil(all, [], () => a.state.phase === 'finished', check);
    const end = a.view().outcome!;
    // The finishing patch carries the new ratings.
    await waitFor(() => b.state.phase === 'finished' && b.state.seats[0].rating !== 1500, 'ratings on the seats');
    const winner = end.winners[0]!;
    if (!end.draw) {
      expect(a.state.seats[winner].rating).toBeGreaterThan(1500);
      expect(a.state.seats[1 - winner].rating).toBeLessThan(1500);
    }

    const games = await api<PlayerGamesResponse>('/api/me/games', ka);
    expect(games.status).toBe(200);
    expect(games.body.total).toBe(1);
    expect(games.body.next).toBeNull();
    const g = games.body.games[0]!;
    expect(g).toMatchObject({ tableId, game: 'masterdice', seat: 0, rated: true, scores: end.scores });
    expect(g.result).toBe(end.draw ? 'draw' : end.winners.includes(0) ? 'won' : 'lost');
    // The replay's step where it ended is its last one.
    const replay = (await api<ReplayResponse>(`/api/tables/${tableId}/replay?seat=0`)).body;
    expect(g.replayAt).toBe(replay.steps.length);
    // The table is no longer in play.
    expect((await api<PlayerTablesResponse>('/api/me/tables', ka)).body.tables).toEqual([]);
    // Nobody has 3 rated games: the leaderboard is still empty.
    expect((await api<LeaderboardResponse>('/api/ratings/masterdice')).body.rows).toEqual([]);
    check();

    const shown = [a.state.seats[0].rating, a.state.seats[1].rating];
    for (const p of all) await p.room.leave();
    // Ratings are folded from the stored results: a store opened on the same file has the same numbers.
    const reopened = new Store(live.dataDir);
    try {
      const again = [ka, kb].map((k) => Math.round(reopened.ratings.of('masterdice', hashSeatKey(k))!.rating));
      expect(again).toEqual(shown);
      expect(reopened.ratings.of('masterdice', hashSeatKey(ka))!.games).toBe(1);
    } finally {
      reopened.close();
    }
  });

  it('a game against a bot is listed but not rated', async () => {
    const ka = key();
    const a = await createTable(live.server, {
      game: 'masterdice',
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'masterdice/smart' }],
      name: 'Anna',
      playerKey: ka,
    });
    // The bot acts by itself; Anna moves whenever it is her turn.
    while (a.state.phase !== 'finished') {
      await waitFor(() => a.state.phase === 'finished' || a.toAct(), 'my turn or the end');
      if (a.toAct()) {
        const before = a.version;
        a.act(a.botMove());
        await waitFor(() => a.version > before, 'my move');
      }
    }
    const games = await api<PlayerGamesResponse>('/api/me/games', ka);
    expect(games.body.games).toHaveLength(1);
    expect(games.body.games[0]!.rated).toBe(false);
    expect(a.state.seats[0].rating).toBe(1500);
    await a.room.leave();
  });
});

describe('live now', () => {
  it('lists the tables being played that may be watched, most watched first, with the spectators’ view and the ratings', async () => {
    const ka = key();
    const { a, b, tableId } = await annaAndBruno(ka, key());
    const watchers = [
      await joinTable(live.server, tableId, { seat: 'spectate' }),
      await joinTable(live.server, tableId, { seat: 'spectate' }),
    ];
    // A table nobody may watch, and one still waiting for a player: not listed.
    const closed = await createTable(live.server, {
      game: 'masterdice',
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'masterdice/smart' }],
      spectators: false,
    });
    const waiting = await createTable(live.server, {
      game: 'masterdice',
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    // A bots' table with one spectator.
    const bots = await createTable(live.server, {
      game: 'symbotrio',
      seats: [
        { kind: 'bot', bot: 'symbotrio/medium' },
        { kind: 'bot', bot: 'symbotrio/medium' },
      ],
      seat: 'spectate',
      botPace: 'calm',
    });
    await waitFor(() => watchers.every((w) => w.state.spectators === 2), 'two spectators');
    let body: LiveResponse = { tables: [] };
    // The list is kept for a moment: ask until it shows this moment.
    const until = Date.now() + 30_000;
    while (!body.tables.some((t) => t.tableId === tableId && t.spectators === 2) && Date.now() < until) {
      body = (await api<LiveResponse>('/api/live')).body;
      await new Promise((r) => setTimeout(r, 100));
    }
    const ids = body.tables.map((t) => t.tableId);
    expect(ids).toContain(tableId);
    expect(ids).toContain(bots.welcome!.tableId);
    expect(ids).not.toContain(closed.welcome!.tableId);
    expect(ids).not.toContain(waiting.welcome!.tableId);
    expect(body.tables.map((t) => t.spectators)).toEqual(
      [...body.tables.map((t) => t.spectators)].sort((x, y) => y - x),
    );
    const ours = body.tables.find((t) => t.tableId === tableId)!;
    expect(ours.seats.map((s) => [s.name, s.rating > 0])).toEqual([
      ['Anna', true],
      ['Bruno', true],
    ]);
    // Exactly what a spectator of that version receives.
    await waitFor(() => watchers[0]!.version === ours.version, 'the spectator at that version');
    expect(ours.view).toEqual(watchers[0]!.view());
    expect(JSON.stringify(body)).not.toContain(hashSeatKey(ka));
    for (const p of [a, b, ...watchers, closed, waiting, bots]) await p.room.leave();
  });
});
