// The small HTTP API beside Colyseus: a table's public status, and the replay of a finished table.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { latestKind, replay, type GameEvent, type Viewer } from '../shared/core/index.js';
import { findGame } from '../shared/games/index.js';
import type { TalkLine } from '../shared/talk.js';
import {
  LEADERBOARD_MIN_GAMES,
  PLAYER_KEY_HEADER,
  type LeaderboardResponse,
  type LiveResponse,
  type PlayerTablesResponse,
} from '../shared/players.js';
import { isClientToken, type ReplayResponse, type ThrowMessage } from '../shared/protocol.js';
import { hashSeatKey, isTableCode } from './ids.js';
import type { Store, TableRecord } from './store.js';
import type { Thrower } from './throws.js';
import { eventsFor, mayLearn } from './visibility.js';

/**
 * Replays kept in memory, by `<id>:<version>:<seat or all>:<talk lines>` (a rematch or a new line changes the key;
 * version: last row's n + 1).
 */
const CACHE_SIZE = 32;

/**
 * Most talk lines a replay carries: the table's first 2,000, both channels (what was said during the game and just
 * after; talk goes on after a game ends, and a replay's size stays bounded whatever is said later).
 */
const REPLAY_TALK_LINES = 2000;

const gzipped = promisify(gzip);

/** A replay as the server sends it: its JSON, and that JSON gzipped (what a client that accepts gzip downloads). */
export interface ReplayWire {
  readonly json: string;
  readonly gzip: Buffer;
}

/**
 * A replay's wire forms. A frame holds a whole view, and views repeat from frame to frame: gzip sends a game of
 * hundreds of frames in a small share of its JSON bytes (README, Replays: every game's replay under 1 MB).
 */
export async function replayWire(replay: ReplayResponse): Promise<ReplayWire> {
  const json = JSON.stringify(replay);
  return { json, gzip: await gzipped(json) };
}

/** A table's public status: GET /api/tables/:id → { tableId, game, finished, live }. */
export interface TableStatus {
  readonly tableId: string;
  readonly game: string;
  readonly finished: boolean;
  /** A room hosts it now (else joining it loads it back from storage). */
  readonly live: boolean;
}

function json(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    'Access-Control-Allow-Origin': '*',
  });
  res.end(text);
}

/**
 * Folds a finished table's log as `viewer` saw it: its view after setup and after every action, the events
 * and dice throws it could learn (server/visibility.ts, as the live room filters them), and the actions of its
 * own seat (another seat's action may hold what that seat alone knew). The broadcast viewer sees everything.
 * A latest-state edit (a notebook, a draft: shared/core/latest.ts) gets no frame of its own unless it ends the log:
 * it tells nothing (no events) and the next frame shows it, so edits add no frames however many there were.
 * Never includes the seed or the generator (views never hold them). `talk`: the table's stored talk lines, oldest
 * first (person to person, no secret of the game), shown in the timeline at their versions.
 */
export async function buildReplay(
  record: TableRecord,
  log: readonly { seat: number; action: unknown }[],
  thrower: Thrower,
  viewer: Viewer = { kind: 'broadcast' },
  talk: readonly TalkLine[] = [],
): Promise<ReplayResponse | null> {
  const game = findGame(record.game);
  if (!game || record.finishedAt === null) return null;
  let start: unknown = null;
  const steps: { seat: number; action: unknown; events: GameEvent[]; view: unknown }[] = [];
  const planned: Promise<{ message: ThrowMessage; visibleTo: readonly number[] | null }[]>[] = [];
  const ownAction = (seat: number) => viewer.kind === 'broadcast' || (viewer.kind === 'seat' && viewer.seat === seat);
  const folded = replay(
    game,
    { seed: record.seed, players: record.seats.length, options: record.options },
    log,
    (events, version, state) => {
      const view = game.view(state, viewer);
      if (version === 0) {
        start = view;
        return;
      }
      const entry = log[version - 1]!;
      if (version < log.length && latestKind(game, entry.action) !== null) return;
      steps.push({
        seat: entry.seat,
        action: ownAction(entry.seat) ? entry.action : null,
        events: eventsFor(events, viewer),
        view,
      });
      planned.push(thrower.plan(events, record.seed));
    },
  );
  if (!folded.ok) return null;
  const throws = (await Promise.all(planned))
    .flat()
    .filter((t) => mayLearn(t.visibleTo ?? undefined, viewer))
    .map((t) => t.message);
  return {
    tableId: record.id,
    game: record.game,
    options: record.options,
    seats: record.seats.map((s) => ({ name: s.name, kind: s.kind })),
    createdAt: record.createdAt,
    finishedAt: record.finishedAt,
    start,
    steps,
    throws,
    talk: [...talk],
  };
}

/** The viewer a replay request asks for: `?seat=N` a seat of the table, none the all-seeing broadcast; null when bad. */
export function replayViewer(param: string | null, seats: number): Viewer | null {
  if (param === null || param === '') return { kind: 'broadcast' };
  if (!/^\d{1,3}$/.test(param)) return null;
  const seat = Number(param);
  return seat < seats ? { kind: 'seat', seat } : null;
}

/** A player page's answer: its status and body. */
interface Answer {
  readonly status: number;
  readonly body: unknown;
}

/**
 * The player pages (issue 31): GET /api/me/tables and /api/me/games[?before=] with the player key in the
 * X-Tavolo-Player header (answered from its hash alone), and GET /api/ratings/<game>, a game's leaderboard.
 */
export function playerAnswer(store: Store, url: URL, keyHeader: string | string[] | undefined): Answer {
  const board = /^\/api\/ratings\/([a-z0-9-]{1,32})$/.exec(url.pathname);
  if (board) {
    const game = board[1]!;
    if (!findGame(game)) return { status: 404, body: { code: 'game/not-found', message: 'No such game.' } };
    const body: LeaderboardResponse = {
      game,
      minGames: LEADERBOARD_MIN_GAMES,
      rows: store.ratings.leaderboard(game, LEADERBOARD_MIN_GAMES),
    };
    return { status: 200, body };
  }
  if (url.pathname !== '/api/me/tables' && url.pathname !== '/api/me/games') {
    return { status: 404, body: { code: 'api/not-found', message: 'No such page.' } };
  }
  if (keyHeader === undefined) {
    return { status: 401, body: { code: 'player/no-key', message: 'Send your player key to see your games.' } };
  }
  if (!isClientToken(keyHeader)) {
    return { status: 400, body: { code: 'player/bad-key', message: 'That player key is malformed.' } };
  }
  const player = hashSeatKey(keyHeader);
  if (url.pathname === '/api/me/tables') {
    const body: PlayerTablesResponse = { tables: store.players.tables(player) };
    return { status: 200, body };
  }
  const page = store.players.games(player, url.searchParams.get('before'));
  if (!page) return { status: 400, body: { code: 'player/bad-cursor', message: 'That page of games does not exist.' } };
  return { status: 200, body: page };
}

/** Handles /api/… requests (`live`: the "Live now" list, server/live.ts) (the promise settles when answered); null for any other path. */
export function apiHandler(
  store: Store,
  thrower: Thrower,
  isLive: (id: string) => boolean,
  live: () => Promise<LiveResponse> = async () => ({ tables: [] }),
) {
  const cache = new Map<string, ReplayWire>();
  return (req: IncomingMessage, res: ServerResponse): Promise<void> | null => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (!url.pathname.startsWith('/api/')) return null;
    return answer(req, res, url);
  };

  async function answer(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    if (req.method === 'OPTIONS' && url.pathname.startsWith('/api/me/')) {
      // `vite dev` serves the page from another port: the player key's header needs the browser's preflight.
      res.writeHead(204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Headers': PLAYER_KEY_HEADER,
        'Access-Control-Max-Age': '600',
      });
      res.end();
      return;
    }
    if (req.method !== 'GET') {
      json(res, 405, { code: 'api/method', message: 'Only GET.' });
      return;
    }
    if (url.pathname === '/api/health') {
      json(res, 200, { ok: true });
      return;
    }
    if (url.pathname === '/api/live') {
      json(res, 200, await live());
      return;
    }
    if (url.pathname.startsWith('/api/me/') || url.pathname.startsWith('/api/ratings/')) {
      const answer = playerAnswer(store, url, req.headers[PLAYER_KEY_HEADER]);
      json(res, answer.status, answer.body);
      return;
    }
    const m = /^\/api\/tables\/([^/]+)(\/replay)?$/.exec(url.pathname);
    const id = m?.[1];
    const record = id && isTableCode(id) ? store.getTable(id) : undefined;
    if (!m || !record) {
      json(res, 404, { code: 'table/not-found', message: 'No such table.' });
      return;
    }
    if (!m[2]) {
      const status: TableStatus = {
        tableId: record.id,
        game: record.game,
        finished: record.finishedAt !== null,
        live: isLive(record.id),
      };
      json(res, 200, status);
      return;
    }
    if (record.finishedAt === null) {
      json(res, 403, { code: 'table/not-finished', message: 'A replay is available once the game is finished.' });
      return;
    }
    const viewer = replayViewer(url.searchParams.get('seat'), record.seats.length);
    if (!viewer) {
      json(res, 400, { code: 'table/bad-seat', message: 'No seat with that number at this table.' });
      return;
    }
    const log = store.loadLog(record.id);
    const talkLines = Math.min(REPLAY_TALK_LINES, store.talk.count(record.id));
    const key = `${record.id}:${(log.at(-1)?.n ?? -1) + 1}:${viewer.kind === 'seat' ? viewer.seat : 'all'}:${talkLines}`;
    let wire = cache.get(key);
    if (wire === undefined) {
      const talk = store.talk.oldest(record.id, REPLAY_TALK_LINES);
      const replay = await buildReplay(record, log, thrower, viewer, talk);
      if (!replay) {
        json(res, 500, { code: 'table/internal', message: 'The log of this table does not replay.' });
        return;
      }
      wire = await replayWire(replay);
      cache.set(key, wire);
      if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    }
    const zipped = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const body = zipped ? wire.gzip : wire.json;
    res.writeHead(200, {
      'Content-Type': 'application/json; charset=utf-8',
      ...(zipped ? { 'Content-Encoding': 'gzip' } : {}),
      Vary: 'Accept-Encoding',
      'Content-Length': Buffer.byteLength(body),
      'Cache-Control': 'no-store',
      'Access-Control-Allow-Origin': '*',
    });
    res.end(body);
  }
}
