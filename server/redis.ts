// Several server processes behind one address: Colyseus' own Redis presence (pub/sub between processes: seat
// reservations, reconnection checks, the lobby's updates) and Redis driver (the shared table list), plus the
// little Tavolo needs on top: a fast, clear refusal while Redis is unreachable, the table list written again
// when Redis comes back empty, and waking an idle table on the process whose data folder holds it.
import type { MatchMakerDriver, Presence } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';

/** What ioredis exposes that we watch: its connection status and its events. */
interface RedisConnection {
  readonly status: string;
  on(event: 'ready' | 'error' | 'end' | 'close', listener: (arg?: unknown) => void): unknown;
}

/** ioredis connection options from a `redis://[user:password@]host[:port][/db]` (or `rediss://`) URL. */
export function redisOptions(url: string): Record<string, unknown> {
  const u = new URL(url);
  if (u.protocol !== 'redis:' && u.protocol !== 'rediss:')
    throw new Error(`REDIS_URL must start with redis:// or rediss://, got ${u.protocol}`);
  const db = u.pathname.length > 1 ? Number(u.pathname.slice(1)) : 0;
  if (!Number.isInteger(db) || db < 0) throw new Error(`REDIS_URL: bad database number in ${url}`);
  return {
    host: u.hostname || '127.0.0.1',
    port: u.port ? Number(u.port) : 6379,
    ...(u.username ? { username: decodeURIComponent(u.username) } : {}),
    ...(u.password ? { password: decodeURIComponent(u.password) } : {}),
    db,
    ...(u.protocol === 'rediss:' ? { tls: {} } : {}),
    // While Redis is away a command fails after one reconnection attempt instead of waiting in a queue: a join
    // is refused in well under a second instead of hanging (and app.ts refuses at once when it knows).
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    retryStrategy: (times: number) => Math.min(100 * times, 1000),
  };
}

/** RedisPresence with its two connections visible (to watch them). */
class WatchedRedisPresence extends RedisPresence {
  connections(): RedisConnection[] {
    // @colyseus/redis-presence 0.16 RedisPresence (build/index.d.ts): RedisPresence#pub and #sub (protected ioredis
    // connections, Redis | Cluster), read as the status and events they share.
    return [this.pub as unknown as RedisConnection, this.sub as unknown as RedisConnection];
  }
}

/** Channel on which a process asks the others to wake (restore) an idle table they hold. */
const WAKE_CHANNEL = 'tavolo:wake';
/**
 * Hash of each unfinished table's home: its code → the id of the process that last held it. Unlike Colyseus'
 * listing, which its health check removes when that process dies, a home stays: a join then hears that the
 * table's process is down (and retries) instead of "not found".
 */
const HOMES_KEY = 'tavolo:homes';

/** Presence and driver for Colyseus' Server, and what the app needs to know about Redis. */
export interface RedisScaling {
  readonly presence: Presence;
  readonly driver: MatchMakerDriver;
  /** Every Redis connection is up (false during an outage, and before the first connection). */
  reachable(): boolean;
  /** Runs `fn` each time the connections are all up again after an outage (not the first time). */
  onRecovered(fn: () => void): void;
  /** Calls `fn(tableId)` when another process asks for an idle table to be woken. */
  onWakeRequest(fn: (tableId: string) => void): Promise<void>;
  /** Asks every process to wake table `tableId` (the one whose data folder holds it does). */
  requestWake(tableId: string): Promise<void>;
  /** Resolves once every connection is up, or rejects after `ms`. */
  ready(ms: number): Promise<void>;
  /** Records that process `processId` holds table `tableId` (kept when that process dies). */
  setHome(tableId: string, processId: string): Promise<void>;
  /** Forgets table `tableId`'s home (the table finished and closed: any process may wake it from its folder). */
  clearHome(tableId: string): Promise<void>;
  /** The process that last held table `tableId`, or null when none is known. */
  homeOf(tableId: string): Promise<string | null>;
  /** Whether process `processId` is subscribed to its Colyseus channel: false once it died (its connection gone). */
  processAnswers(processId: string): Promise<boolean>;
}

/** Connects Colyseus' Redis presence and driver to `url`; outages are logged once each, with their end. */
export function redisScaling(url: string, log: (message: string, error?: unknown) => void): RedisScaling {
  const options = redisOptions(url);
  const presence = new WatchedRedisPresence(options as never);
  const driver = new RedisDriver(options as never);
  // @colyseus/redis-driver 0.16 RedisDriver.ts (build/RedisDriver.d.ts): RedisDriver#_client (private readonly: its
  // ioredis connection), cast past `private` to watch it.
  const connections = [...presence.connections(), (driver as unknown as { _client: RedisConnection })._client];
  const reachable = () => connections.every((c) => c.status === 'ready');
  let everReady = false;
  let down = false;
  const recovered: (() => void)[] = [];
  for (const c of connections) {
    c.on('error', (e) => {
      if (down || !everReady) return;
      down = true;
      log(`redis unreachable (${url}): new joins are refused until it is back; tables in play go on`, e);
    });
    c.on('ready', () => {
      if (!reachable()) return;
      if (!everReady) {
        everReady = true;
        return;
      }
      if (down) log(`redis reachable again (${url})`);
      down = false;
      for (const fn of recovered) fn();
    });
  }
  return {
    presence,
    driver,
    reachable,
    onRecovered: (fn) => void recovered.push(fn),
    onWakeRequest: async (fn) => {
      await presence.subscribe(WAKE_CHANNEL, (id: unknown) => {
        if (typeof id === 'string') fn(id);
      });
    },
    requestWake: (tableId) => presence.publish(WAKE_CHANNEL, tableId),
    ready: async (ms) => {
      const end = Date.now() + ms;
      while (!reachable()) {
        if (Date.now() > end) throw new Error(`redis: no connection to ${url} after ${ms} ms`);
        await new Promise((r) => setTimeout(r, 20));
      }
      everReady = true;
    },
    setHome: async (tableId, processId) => void (await presence.hset(HOMES_KEY, tableId, processId)),
    clearHome: async (tableId) => void (await presence.hdel(HOMES_KEY, tableId)),
    homeOf: (tableId) => presence.hget(HOMES_KEY, tableId),
    // @colyseus/core 0.16 MatchMaker.ts (build/MatchMaker.js): getProcessChannel(id) is `p:${id}`, the channel each
    // process subscribes to in accept() and keeps while its Redis connection lives; healthCheckAllProcesses reads
    // PUBSUB CHANNELS the same way.
    processAnswers: async (processId) => (await presence.channels(`p:${processId}`)).length > 0,
  };
}
