// startServer: one HTTP port serving the built client, the small API and Colyseus (lobby + tables), with
// every unfinished table brought back from SQLite. Used by server/main.ts, the tests and the benchmark.
import { LobbyRoom, matchMaker, Server, ServerError, type Room } from '@colyseus/core';
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Seed } from '../shared/core/index.js';
import { LOBBY_ROOM, TABLE_ROOM } from '../shared/protocol.js';
import { TALK_LIMITS } from '../shared/talk.js';
import { apiHandler } from './api.js';
import { liveTables } from './live.js';
import { QUEUE_GRACE_MS } from './table-queue.js';
import { isTableCode } from './ids.js';
import { colyseusLogger, consoleLog, type Log } from './log.js';
import {
  answerMatchmake,
  isMatchmakeRequest,
  matchmakeTarget,
  readMatchmakeBody,
  refuseMatchmake,
} from './matchmake-request.js';
import { DEFAULT_CONNECTION_LIMITS, People, type ConnectionLimits } from './person.js';
import { startHealthSweep } from './process-health.js';
import { staticHandler } from './static.js';
import { redisScaling } from './redis.js';
import { Store, type StoreSync } from './store.js';
import { TABLE_ERRORS } from './table-errors.js';
import type { RestoreOptions, RoomContext } from './table-context.js';
import type { TalkLimits } from './talk-limits.js';
import { tableRoomFor } from './table-room.js';
import { startThrower } from './throws.js';
import { DEFAULT_WORK_LIMITS, type WorkLimits } from './work-budget.js';
import { startWork, type WorkRunner } from './work-pool.js';
import { LoggedWebSocketTransport } from './ws-transport.js';
import { DEFAULT_BOT_DELAY_MS } from './bot-pace.js';
import os from 'node:os';

/** How long an idle HTTP connection stays open, ms: longer than any client keeps one (see the server below). */
export const KEEP_ALIVE_MS = 65_000;

/** What startServer needs; everything but the port and the data folder has a default. */
export interface ServerConfig {
  /** TCP port; 0 picks a free one (tests, benchmark). */
  readonly port: number;
  /** Folder of tavolo.sqlite (created if missing). */
  readonly dataDir: string;
  /** Pause before a bot acts at the 'normal' pace, ms (server/bot-pace.ts scales it by each table's pace). Default 1400. */
  readonly botDelayMs?: number;
  /** How long the end of a challenger queue's match shows before everyone goes to the next table, ms. Default 6000. */
  readonly queueNextDelayMs?: number;
  /** How long a viewer who left keeps his place in a challenger queue, ms. Default QUEUE_GRACE_MS (30 s). */
  readonly queueGraceMs?: number;
  /** The built client to serve (default: none, API and Colyseus only). */
  readonly staticDir?: string;
  /** A table room with nobody connected closes after this long, ms (its table comes back on join). Default 30 min. */
  readonly idleDisposeMs?: number;
  /** Host to bind. Default: all interfaces. */
  readonly host?: string;
  /** Worker threads simulating dice throws; 0 simulates in the main thread. Default: cores − 1, 1 to 4. */
  readonly diceWorkers?: number;
  /**
   * Worker threads for costly moves and bots' thinking; 0 runs them in the main thread. Default: as diceWorkers (0
   * too), at least 2 (the pool keeps one free of people's costly verdicts for bots' moves: server/work-pool.ts).
   */
  readonly workWorkers?: number;
  /** Budgets of that work per seat, per table and per person (default DEFAULT_WORK_LIMITS). */
  readonly workLimits?: Partial<WorkLimits>;
  /** Connections to tables one browser and one address may hold at once (default DEFAULT_CONNECTION_LIMITS). */
  readonly connectionLimits?: Partial<ConnectionLimits>;
  /** A work runner to use instead of starting one (tests hold a job to check what goes on meanwhile). */
  readonly workRunner?: WorkRunner;
  /** Where errors go: one line per expected failure, a stack for a bug (server/log.ts). Default: stderr. */
  readonly log?: Log;
  /**
   * Redis (`redis://host:port[/db]`) shared by several processes behind one address: Colyseus' Redis presence and
   * driver replace the in-memory ones (README, Running several processes). Default: none, one process alone.
   */
  readonly redisUrl?: string;
  /** This process's own `host:port` as browsers reach it (with Redis: where a table's seat reservation sends them). */
  readonly publicAddress?: string;
  /** SQLite `synchronous`: 'normal' (default, survives a killed process) or 'full' (also a power loss). */
  readonly storeSync?: StoreSync;
  /** false: the actions are committed on the event loop, without the writer thread (the benchmark's comparison). */
  readonly storeWriter?: boolean;
  /** The bound a table's views may reach on the wire (default: the encoder's buffer; tests make it small). */
  readonly viewLimitBytes?: number;
  /**
   * Where each new table's seed comes from (default: server/ids.ts makeSeed, a random 256-bit ChaCha20 key). Browser tests pin
   * the deals so that a run never meets a deal the last one did not: green or red, the same every time.
   */
  readonly seeds?: () => Seed;
  /** How fast one person may talk at one table (default shared/talk.ts TALK_LIMITS; tests make them tight). */
  readonly talkLimits?: Partial<TalkLimits>;
}

/** A running server. */
export interface RunningServer {
  /** The port it listens on (the real one when 0 was asked). */
  readonly port: number;
  /** How dice are simulated ('workers ×1', 'in-process'). */
  readonly diceMode: string;
  /** How costly moves and bots run ('workers ×1', 'in-process'). */
  readonly workMode: string;
  /** Ids of the tables restored from SQLite at start. */
  readonly restored: readonly string[];
  /** Closes every room and connection, then the database. */
  stop(): Promise<void>;
}

/** Byte limit of one WebSocket frame; the room itself refuses messages over 4 KB with 'table/bad-message'. */
const WS_MAX_PAYLOAD = 64 * 1024;

/** Starts Tavolo's server: static client + /api + Colyseus on one port, unfinished tables restored. */
export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const log = config.log ?? consoleLog;
  /** Whether a room hosts table `id` in this process now. */
  const isLive = (id: string) => matchMaker.getLocalRoomById(id) !== undefined;
  // The store first: a data folder that cannot be opened stops the start before any worker thread exists.
  const store = Store.open(config.dataDir, config.storeSync);
  // Every action's commit off the event loop (server/store-writer.ts); should its thread not start, the actions are
  // written on the event loop, as before it existed.
  const writer = (config.storeWriter === false ? Promise.resolve() : store.startWriter()).catch((e: unknown) =>
    log('store writer thread did not start: actions are written on the event loop', e),
  );
  const workers = config.diceWorkers ?? Math.max(1, Math.min(4, os.availableParallelism() - 1));
  const thrower = await startThrower(workers, log);
  await writer;
  const work = config.workRunner ?? startWork(config.workWorkers ?? (workers === 0 ? 0 : Math.max(2, workers)), log);
  const workLimits: WorkLimits = { ...DEFAULT_WORK_LIMITS, ...config.workLimits };
  const ctx: RoomContext = {
    store,
    thrower,
    work,
    workLimits,
    people: new People({ ...DEFAULT_CONNECTION_LIMITS, ...config.connectionLimits }, workLimits),
    botDelayMs: config.botDelayMs ?? DEFAULT_BOT_DELAY_MS,
    queueNextDelayMs: config.queueNextDelayMs ?? 6000,
    queueGraceMs: config.queueGraceMs ?? QUEUE_GRACE_MS,
    isLive,
    idleDisposeMs: config.idleDisposeMs ?? 30 * 60_000,
    restoreToken: randomBytes(16).toString('hex'),
    talkLimits: { ...TALK_LIMITS, ...config.talkLimits },
    log,
    ...(config.viewLimitBytes ? { viewLimitBytes: config.viewLimitBytes } : {}),
    ...(config.seeds ? { seeds: config.seeds } : {}),
  };
  const api = apiHandler(store, thrower, isLive, liveTables());
  const files = config.staticDir ? staticHandler(config.staticDir) : null;

  const http = createServer((req: IncomingMessage, res: ServerResponse) => {
    const apiCall = api(req, res);
    if (apiCall) {
      apiCall.catch((e: unknown) => {
        log('api request failed', e);
        if (!res.headersSent) res.writeHead(500).end();
      });
      return;
    }
    if (files) {
      files(req, res).catch((e: unknown) => {
        log('static request failed', e);
        if (!res.headersSent) res.writeHead(500).end();
      });
    } else {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    }
  });
  // An idle keep-alive connection is left for the client to close (Node's agent closes its own after 5 s, browsers
  // later and retry): closed here after Node's default 5 s, a client whose event loop was busy a moment past that
  // sent its next create or join into the closed socket, and got "socket hang up" without an answer.
  http.keepAliveTimeout = KEEP_ALIVE_MS;
  http.headersTimeout = KEEP_ALIVE_MS + 1000;
  const transport = new LoggedWebSocketTransport({ server: http, maxPayload: WS_MAX_PAYLOAD }, log);
  // With Redis, every table lives on the process whose data folder holds it: created where the request came in,
  // restored only there (never sent to another process), its listing carrying this process's public address.
  const scaling = config.redisUrl ? redisScaling(config.redisUrl, log) : null;
  if (scaling) await scaling.ready(10_000);
  const gameServer = new Server({
    transport,
    greet: false,
    gracefullyShutdown: false,
    // Colyseus' own prints through the log too (it keeps one logger per process: the last server started's).
    logger: colyseusLogger(log),
    ...(scaling
      ? {
          presence: scaling.presence,
          driver: scaling.driver,
          selectProcessIdToCreateRoom: async () => matchMaker.processId,
        }
      : {}),
    ...(config.publicAddress ? { publicAddress: config.publicAddress } : {}),
  });
  const liveRooms = new Set<Room>();
  const lobbies = new Set<LobbyRoom>();
  const lobbyHandler = gameServer.define(LOBBY_ROOM, LobbyRoom);
  lobbyHandler.on('create', (room: LobbyRoom) => lobbies.add(room));
  lobbyHandler.on('dispose', (room: LobbyRoom) => lobbies.delete(room));
  const tableHandler = gameServer.define(TABLE_ROOM, tableRoomFor(ctx)).enableRealtimeListing();
  for (const handler of [lobbyHandler, tableHandler]) {
    handler.on('create', (room: Room) => liveRooms.add(room));
    handler.on('dispose', (room: Room) => liveRooms.delete(room));
  }
  // With Redis, each table's home is kept beside its listing: a join after its process died hears 'process down'.
  const homeOf = (room: Room) => {
    scaling
      ?.setHome(room.roomId, matchMaker.processId)
      .catch((e: unknown) => log(`table ${room.roomId}: home not recorded`, e));
  };
  tableHandler.on('create', homeOf);
  tableHandler.on('dispose', (room: Room) => {
    if ((room.state as { phase?: unknown } | undefined)?.phase === 'finished')
      scaling?.clearHome(room.roomId).catch((e: unknown) => log(`table ${room.roomId}: home not cleared`, e));
  });
  // Redis back after an outage may have lost the table list (no persistence): each process lists its rooms again.
  scaling?.onRecovered(() => {
    for (const room of liveRooms) {
      room.listing.save().catch((e: unknown) => log(`room ${room.roomId}: listing not saved again`, e));
      if (!lobbies.has(room as LobbyRoom)) homeOf(room);
    }
  });
  const tables = function* () {
    for (const room of liveRooms) if (!lobbies.has(room as LobbyRoom)) yield room;
  };
  const stopSweep = scaling ? startHealthSweep(scaling, () => lobbies, tables) : () => {};

  // A stored table whose room closed while idle comes back when somebody joins it by its code.
  const restoring = new Map<string, Promise<unknown>>();
  const restore = (id: string): Promise<unknown> => {
    let p = restoring.get(id);
    if (!p) {
      const options: RestoreOptions = { restore: id, restoreToken: ctx.restoreToken };
      p = matchMaker.createRoom(TABLE_ROOM, options).finally(() => restoring.delete(id));
      restoring.set(id, p);
    }
    return p;
  };
  // With Redis, an idle table held by another process is woken there (it restores it from its own folder).
  await scaling?.onWakeRequest((id) => {
    if (isTableCode(id) && !isLive(id) && store.exists(id))
      restore(id).catch((e: unknown) => log(`table ${id}: could not be restored`, e));
  });
  // False when the table's process no longer answers (killed, its machine gone): listed there, or its home
  // there once Colyseus' health check took that process's listings off the shared list; the browser retries
  // until the process is back. Else true: listed live, woken, or unknown (Colyseus then answers "not found").
  const wakeElsewhere = async (id: string): Promise<boolean> => {
    const listing = await matchMaker.getRoomById(id);
    if (listing) {
      if (listing.processId === matchMaker.processId || (await scaling!.processAnswers(listing.processId))) return true;
      // No channel left: the sweep (server/process-health.ts) cleans its listings up; this join need not wait for it.
      void matchMaker.healthCheckProcessId(listing.processId).catch(() => undefined);
      return false;
    }
    const home = await scaling!.homeOf(id);
    if (home && home !== matchMaker.processId && !(await scaling!.processAnswers(home))) return false;
    await scaling!.requestWake(id);
    for (let i = 0; i < 60 && !(await matchMaker.getRoomById(id)); i++) await new Promise((r) => setTimeout(r, 50));
    return true;
  };
  // The request listener Colyseus put on the HTTP server, taken over so that matchmaking requests come here first:
  // @colyseus/core 0.16 Server.ts (build/Server.js, Server.d.ts): Server#attachMatchMakingRoutes (protected), which
  // wraps the earlier 'request' listeners and sends '/matchmake/' to Server#handleMatchMakeRequest (protected;
  // server/matchmake-request.ts answers in its place).
  const colyseusListeners = http.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  http.removeAllListeners('request');
  http.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!isMatchmakeRequest(req)) {
      colyseusListeners.forEach((l) => {
        l.call(http, req, res);
      });
      return;
    }
    readMatchmakeBody(req, res, log).then(
      (options) => {
        if (options) matchmake(req, res, options);
      },
      (e: unknown) => log('matchmaking request failed', e),
    );
  });
  /** A matchmaking request whose body is a JSON object of bounded size (server/matchmake-request.ts). */
  const matchmake = (req: IncomingMessage, res: ServerResponse, options: Record<string, unknown>): void => {
    if (scaling && !scaling.reachable()) {
      // Redis is away: every join, create or reconnection would fail after a wait; say so at once.
      refuseMatchmake(res, TABLE_ERRORS.lobbyUnavailable, log);
      return;
    }
    const target = matchmakeTarget(req);
    const { method, roomName } = target;
    if (method === 'reconnect' && !scaling && !isLive(roomName)) {
      // One process: a reconnection to a room that is not here can only be stale (Colyseus would print a hint for developers).
      refuseMatchmake(res, TABLE_ERRORS.reconnectExpired, log);
      return;
    }
    // A reconnection names its table too: one whose process died is answered as a join is (process down).
    const id = method === 'joinById' || method === 'reconnect' ? roomName : undefined;
    const pass = () => {
      answerMatchmake(req, res, options, target).catch((e: unknown) => {
        log('matchmaking request failed', e);
        refuseMatchmake(res, TABLE_ERRORS.internal, null);
      });
    };
    if (id && isTableCode(id) && !isLive(id) && store.exists(id)) {
      restore(id).then(pass, (e: unknown) => {
        log(`table ${id}: could not be restored`, e);
        // A table that cannot reopen says why (its view too large, a game no longer known), not "not found".
        if (e instanceof ServerError && /^table\/[a-z-]+: /.test(e.message)) refuseMatchmake(res, e.message, null);
        else pass();
      });
    } else if (id && isTableCode(id) && scaling && !isLive(id)) {
      wakeElsewhere(id).then(
        (up) => (up ? pass() : refuseMatchmake(res, TABLE_ERRORS.processDown, log)),
        (e: unknown) => {
          log(`table ${id}: could not be woken`, e);
          pass();
        },
      );
    } else {
      pass();
    }
  };

  const restored: string[] = [];
  for (const id of store.unfinishedIds()) {
    try {
      await restore(id);
      restored.push(id);
    } catch (e) {
      log(`table ${id}: could not be restored`, e);
    }
  }

  await gameServer.listen(config.port, config.host);
  const port = (http.address() as AddressInfo).port;

  let stopping: Promise<void> | null = null;
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      stopSweep();
      await gameServer.gracefullyShutdown(false);
      http.closeAllConnections();
      await new Promise<void>((resolve) => (http.listening ? http.close(() => resolve()) : resolve()));
      await thrower.close();
      if (!config.workRunner) await work.close();
      await store.drain();
      store.close();
    })();
    return stopping;
  };
  return { port, restored, diceMode: thrower.mode, workMode: work.mode, stop };
}
