// Shared helpers of the server tests: a real server on a free port in a temp data folder, real colyseus.js
// clients, and a player wrapper that records what its client received and decoded.
import Database from 'better-sqlite3';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Client, Room } from 'colyseus.js';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  makeRng,
  replay,
  type AnyGame,
  type GameEvent,
  type RngState,
  type Seat,
  type Seed,
} from '../../shared/core/index.js';
import {
  masterdice,
  smartBot,
  type MasterdiceState,
  type MasterdiceView,
} from '../../shared/games/masterdice/index.js';
import {
  C2S,
  S2C,
  TABLE_ROOM,
  type CatchUpMessage,
  type CreateOptions,
  type ErrorMessage,
  type EventsMessage,
  type FeedFrame,
  type FeedKeyMessage,
  type JoinOptions,
  type NextTableMessage,
  type QueuePlaceMessage,
  type SeatKeyMessage,
  type ThrowMessage,
  type ViewKeyMessage,
  type WelcomeMessage,
} from '../../shared/protocol.js';
import type { MutedMessage, TalkCatchUp, TalkLine } from '../../shared/talk.js';
import { startServer, type RunningServer, type ServerConfig } from '../../server/app.js';
import { BURST, RATE_PER_SECOND, type Bucket } from '../../server/rate-limit.js';
import { DB_FILE } from '../../server/store.js';
import { pinnedSeeds } from '../pinned-seeds.js';
import { readView, viewJson } from '../../client/net/snapshot.js';
import { nodeClient } from '../node-client.js';

/**
 * Messages a test player keeps in hand below the server's burst, for the few messages it sends outside `act`
 * (a sit, a raw send) that its own count does not see.
 */
const SPARE_TOKENS = 4;
/**
 * The rate a test player refills at: three quarters of the server's. The server counts refill from when it
 * handles a message, the player from when it sends one; at the server's own rate, a server pause of a fifth of
 * a second on a loaded machine let a player at full speed (the kill -9 burst) be refused table/rate-limited.
 * A quarter below, the server's bucket keeps filling and absorbs pauses of seconds.
 */
const PLAYER_RATE = RATE_PER_SECOND * 0.75;

/** A fresh temp data folder. */
export function makeDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'tavolo-test-'));
}

/** Removes a temp data folder. */
export function removeDataDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** Starts a quiet server on a free port. */
export function boot(dataDir: string, extra: Partial<ServerConfig> = {}): Promise<RunningServer> {
  return startServer({ port: 0, dataDir, botDelayMs: 2, log: () => {}, ...extra });
}

/** The server a test file shares: `server` and `dataDir` are set once its beforeAll has run. */
export interface FileServer {
  readonly server: RunningServer;
  readonly dataDir: string;
}

/** Boots one quiet server for the calling test file (beforeAll) and stops it and removes its data (afterAll). */
export function serverPerFile(extra: Partial<ServerConfig> = {}): FileServer {
  const live = {} as { server: RunningServer; dataDir: string };
  beforeAll(async () => {
    live.dataDir = makeDataDir();
    // The file's tables are dealt from pinned seeds (as the browser tests' are): no run meets a deal another did
    // not (a Labiro game the first player could win in his first turn failed a test once in many runs).
    const file = path.basename(expect.getState().testPath ?? 'server');
    live.server = await boot(live.dataDir, { seeds: pinnedSeeds(file), ...extra });
  });
  afterAll(async () => {
    await live.server?.stop();
    if (live.dataDir) removeDataDir(live.dataDir);
  });
  return live;
}

/**
 * Polls until `pred()` holds (or throws after `ms`): waits on the network, never measures time. The bound only
 * ends a wait that will never come true: generous, as a machine whose cores are busy answers slowly.
 */
export async function waitFor(pred: () => boolean, what = 'condition', ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!pred()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** A small seeded generator of whole numbers below `n` (xorshift32), for a test's repeatable choices. */
export function chooser(seed: number): (n: number) => number {
  let x = seed >>> 0 || 1;
  return (n) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % n;
  };
}

/** What one colyseus.js client got: its room, messages, and its decoded state. */
export class Player {
  readonly errors: ErrorMessage[] = [];
  /** Every EventsMessage, live or from a catch-up (its steps, in order). */
  readonly events: EventsMessage[] = [];
  /** Every ThrowMessage, live or from a catch-up. */
  readonly throws: ThrowMessage[] = [];
  /** Each catch-up message as it came (one after every welcome). */
  readonly catchUps: CatchUpMessage[] = [];
  /** Every live talk line (S2C talk), in order. */
  readonly talk: TalkLine[] = [];
  /** Each talk catch-up as it came (one after every welcome, one more when its channels change). */
  readonly talkCatchUps: TalkCatchUp[] = [];
  /** Each list of muted authors the server sent (S2C muted). */
  readonly mutedLists: MutedMessage[] = [];
  /** Every decoded state this client went through (one per full state or patch): its version and own view slot. */
  readonly seen: { version: number; json: string }[] = [];
  welcome: WelcomeMessage | null = null;
  key: SeatKeyMessage | null = null;
  /** The feed key, when this client created its table. */
  feedKey: FeedKeyMessage | null = null;
  /** The key of its seat's own overlay link (after each welcome of a seated client). */
  viewKey: ViewKeyMessage | null = null;
  leftWith: number | null = null;
  /** Its place in the challenger queue as last told (null: not in line; undefined: never told). */
  queuePlace: number | null | undefined = undefined;
  /** Where the queue's next match is, once told. */
  nextTable: NextTableMessage | null = null;
  /**
   * The server's flood allowance as this client spends it (server/rate-limit.ts), so that a test player never
   * sends faster than the server lets a person: a bot-driven player answers in a few ms, and a quick game once
   * went past the burst and was refused with 'table/rate-limited' (the Labiro server test's flake).
   */
  private readonly allowance: Bucket = { tokens: BURST - SPARE_TOKENS, at: Date.now() };
  /** Actions waiting for the allowance to refill, in the order they were made; and the timer that sends them. */
  private readonly outbox: unknown[] = [];
  private outboxTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    public room: Room,
    public client: Client,
  ) {
    this.listen(room);
  }

  /** Hooks the message handlers onto a (new) room object, e.g. after a reconnect. */
  listen(room: Room): void {
    this.room = room;
    this.leftWith = null;
    room.onMessage(S2C.error, (m: ErrorMessage) => this.errors.push(m));
    room.onMessage(S2C.events, (m: EventsMessage) => this.events.push(m));
    room.onMessage(S2C.throw, (m: ThrowMessage) => this.throws.push(m));
    room.onMessage(S2C.catchUp, (m: CatchUpMessage) => {
      this.catchUps.push(m);
      this.events.push(...m.steps);
      this.throws.push(...m.throws);
    });
    room.onMessage(S2C.welcome, (m: WelcomeMessage) => (this.welcome = m));
    room.onMessage(S2C.seatKey, (m: SeatKeyMessage) => (this.key = m));
    room.onMessage(S2C.feedKey, (m: FeedKeyMessage) => (this.feedKey = m));
    room.onMessage(S2C.viewKey, (m: ViewKeyMessage) => (this.viewKey = m));
    room.onMessage(S2C.talk, (m: TalkLine) => this.talk.push(m));
    room.onMessage(S2C.talkCatchUp, (m: TalkCatchUp) => this.talkCatchUps.push(m));
    room.onMessage(S2C.muted, (m: MutedMessage) => this.mutedLists.push(m));
    room.onMessage(S2C.queuePlace, (m: QueuePlaceMessage) => (this.queuePlace = m.place));
    room.onMessage(S2C.nextTable, (m: NextTableMessage) => (this.nextTable = m));
    room.onLeave((code) => (this.leftWith = code));
    room.onStateChange((state) => {
      // The view client/net rebuilds from the trees this client decodes (its own seat's overlay, if any).
      const json = viewJson(state, null);
      if (json !== null) this.seen.push({ version: state.version, json });
    });
  }

  /** The seat from the welcome message (null: spectator). */
  get seat(): Seat | null {
    return this.welcome?.seat ?? null;
  }

  // biome-ignore lint/suspicious/noExplicitAny: the decoded Colyseus schema state, whose shape differs by game; tests read fields of the game they play
  get state(): any {
    return this.room.state;
  }

  get version(): number {
    return this.state?.version ?? -1;
  }

  /** Keys of the decoded `views` map (its trees: 'spectator', plus 'seat:N' for a seat; 'feed' for the feed). */
  viewKeys(): string[] {
    return ([...(this.state?.views?.keys() ?? [])] as string[]).sort();
  }

  /** This client's own view, rebuilt from its decoded trees as client/net does. */
  view(): MasterdiceView {
    return readView(this.state, this.seat) as MasterdiceView;
  }

  /** The whole decoded state as text (every field any client could read). */
  decodedText(): string {
    return JSON.stringify(this.state.toJSON());
  }

  /**
   * Sends a game action: at once while the flood allowance lasts, else as soon as it has refilled (in order).
   * A refusal or the new version comes back as usual; wait for those, never for the send.
   */
  act(action: unknown): void {
    this.outbox.push(action);
    this.sendWithinAllowance();
  }

  private sendWithinAllowance(): void {
    while (this.outbox.length > 0) {
      // The server's refill (takeToken), slower (PLAYER_RATE) and with a burst SPARE_TOKENS smaller.
      const now = Date.now();
      const a = this.allowance;
      a.tokens = Math.min(BURST - SPARE_TOKENS, a.tokens + (Math.max(0, now - a.at) / 1000) * PLAYER_RATE);
      a.at = now;
      if (a.tokens < 1) {
        this.outboxTimer ??= setTimeout(
          () => {
            this.outboxTimer = null;
            this.sendWithinAllowance();
          },
          Math.ceil(1000 / PLAYER_RATE),
        );
        return;
      }
      a.tokens -= 1;
      this.room.send(C2S.action, { action: this.outbox.shift() });
    }
  }

  /** Whether it is this seat's turn in its own view. */
  toAct(): boolean {
    return this.seat !== null && this.view().toAct.includes(this.seat);
  }

  /** The move the engine's smart bot would make from this client's own view (how test players decide). */
  botMove(): unknown {
    return smartBot.decide(this.view(), this.seat!, this.version + 17);
  }
}

/** A feed client (joined with the feed key): each frame it decoded and each message, with when it arrived. */
export class FeedClient {
  readonly frames: { at: number; frame: FeedFrame }[] = [];
  readonly events: { at: number; msg: EventsMessage }[] = [];
  readonly throws: { at: number; msg: ThrowMessage }[] = [];
  readonly errors: ErrorMessage[] = [];
  /** Each catch-up message as it came (one after its welcome). */
  readonly catchUps: CatchUpMessage[] = [];
  /** Every live talk line (the feed's: reactions, after its delay), with when it arrived. */
  readonly talk: { at: number; line: TalkLine }[] = [];
  /** Each talk catch-up as it came (one after its welcome). */
  readonly talkCatchUps: TalkCatchUp[] = [];
  /** Every view slot key it ever decoded. */
  readonly slotKeys = new Set<string>();
  welcome: WelcomeMessage | null = null;
  private lastJson = '';

  constructor(readonly room: Room) {
    room.onMessage(S2C.error, (m: ErrorMessage) => this.errors.push(m));
    room.onMessage(S2C.events, (m: EventsMessage) => this.events.push({ at: Date.now(), msg: m }));
    room.onMessage(S2C.throw, (m: ThrowMessage) => this.throws.push({ at: Date.now(), msg: m }));
    room.onMessage(S2C.catchUp, (m: CatchUpMessage) => {
      this.catchUps.push(m);
      for (const msg of m.steps) this.events.push({ at: Date.now(), msg });
      for (const msg of m.throws) this.throws.push({ at: Date.now(), msg });
    });
    room.onMessage(S2C.welcome, (m: WelcomeMessage) => (this.welcome = m));
    room.onMessage(S2C.talk, (line: TalkLine) => this.talk.push({ at: Date.now(), line }));
    room.onMessage(S2C.talkCatchUp, (m: TalkCatchUp) => this.talkCatchUps.push(m));
    room.onMessage(S2C.muted, () => this.errors.push({ code: 'test/muted', message: 'a feed client got a mute list' }));
    room.onMessage(S2C.seatKey, () =>
      this.errors.push({ code: 'test/seat-key', message: 'a feed client got a seat key' }),
    );
    room.onMessage(S2C.feedKey, () =>
      this.errors.push({ code: 'test/feed-key', message: 'a feed client got the feed key' }),
    );
    room.onMessage(S2C.viewKey, () =>
      this.errors.push({ code: 'test/view-key', message: "a feed client got a seat's view key" }),
    );
    room.onStateChange((state) => {
      for (const key of state.views?.keys() ?? []) this.slotKeys.add(key as string);
      const json = viewJson(state, 'feed');
      if (!json || json === this.lastJson) return;
      this.lastJson = json;
      this.frames.push({ at: Date.now(), frame: JSON.parse(json) as FeedFrame });
    });
  }

  /** The newest frame, or null before the first. */
  get frame(): FeedFrame | null {
    return this.frames.at(-1)?.frame ?? null;
  }

  // biome-ignore lint/suspicious/noExplicitAny: the decoded Colyseus schema state, whose shape differs by game; tests read fields of the game they play
  get state(): any {
    return this.room.state;
  }
}

/** Opens table `tableId`'s feed with `feedKey` and waits for its first frame. */
export async function openFeed(server: RunningServer, tableId: string, feedKey: string): Promise<FeedClient> {
  const f = new FeedClient(await clientFor(server).joinById(tableId, { feedKey }));
  await waitFor(() => f.welcome !== null && f.frame !== null, "the feed's first frame");
  return f;
}

/** A colyseus.js client for a running server. */
export function clientFor(server: RunningServer): Client {
  return nodeClient(`http://127.0.0.1:${server.port}`);
}

/** A join that must be refused: resolves to the refusal's code ('joined' when it was let in). */
export async function refusedJoin(
  server: RunningServer,
  tableId: string,
  options: Record<string, unknown>,
): Promise<string> {
  try {
    const room = await clientFor(server).joinById(tableId, options);
    await room.leave();
    return 'joined';
  } catch (e) {
    return String((e as Error).message).split(':')[0]!;
  }
}

/** A fresh creator secret, as a creating browser draws one (client/net/secret.ts): 16 random bytes, base64url. */
export function creatorSecret(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * Creates a table (with a creator secret of its own unless `options` brings one, so the creator gets the feed
 * key) and waits for the creator's welcome.
 */
export async function createTable(server: RunningServer, options: CreateOptions): Promise<Player> {
  const client = clientFor(server);
  const p = new Player(await client.create(TABLE_ROOM, { creatorSecret: creatorSecret(), ...options }), client);
  await waitFor(() => p.welcome !== null && p.state?.tableId, 'welcome');
  return p;
}

/** Joins a table by code and waits for the welcome. */
export async function joinTable(server: RunningServer, tableId: string, options: JoinOptions = {}): Promise<Player> {
  const client = clientFor(server);
  const p = new Player(await client.joinById(tableId, options), client);
  await waitFor(() => p.welcome !== null && p.state?.tableId === tableId, 'welcome');
  return p;
}

/** Two humans at a fresh two-seat Masterdice table, plus an ordinary spectator. */
export async function twoPlayersAndSpectator(server: RunningServer, extra: Partial<CreateOptions> = {}) {
  const a = await createTable(server, {
    game: 'masterdice',
    seats: [{ kind: 'human' }, { kind: 'human' }],
    name: 'Anna',
    ...extra,
  });
  const tableId = a.welcome!.tableId;
  const b = await joinTable(server, tableId, { name: 'Bruno' });
  const s = await joinTable(server, tableId, { seat: 'spectate' });
  await waitFor(() => [a, b, s].every((p) => p.state.phase === 'playing' && p.state.spectators === 1), 'playing');
  return { a, b, s, tableId };
}

/** A table as SQLite keeps it: the seed, the options, the number of seats and the action log. */
export interface StoredTable {
  /** `{ chacha20: [8 words] }` for a table made now (four plain words: a table stored before ChaCha20). */
  readonly seed: Seed;
  readonly options: unknown;
  readonly players: number;
  /**
   * Each accepted action kept, with its number (the table's version before it: numbers skip where a later
   * latest-state edit replaced a row) and when the server accepted it (ms since the epoch).
   */
  readonly log: { n: number; seat: number; action: unknown; at: number }[];
  /** The table's version: its last row's number + 1 (replaced latest-state edits leave gaps: server/store.ts). */
  readonly version: number;
  /** When the table was made (ms since the epoch): version 0's time. */
  readonly createdAt: number;
}

/**
 * Replays a stored table (readStoredTable), calling `onStep` with each kept row's events, version and state: the
 * version is the row's number + 1, so a row that a later latest-state edit or folding walk replaced leaves a gap.
 */
export function replayStored(
  game: AnyGame,
  stored: StoredTable,
  onStep: (events: GameEvent[], version: number, state: unknown) => void,
): void {
  const input = { seed: stored.seed, players: stored.players, options: stored.options };
  const r = replay(game, input, stored.log, (e, i, state) =>
    onStep(e as GameEvent[], i === 0 ? 0 : stored.log[i - 1]!.n + 1, state),
  );
  if (!r.ok) throw new Error(`${game.id}: the stored log does not replay: ${r.error.code}`);
}

/** Reads a table straight from SQLite (seed, options, log), to rebuild the server's hidden state in a test. */
export function readStoredTable(dataDir: string, tableId: string): StoredTable {
  const db = new Database(path.join(dataDir, DB_FILE), { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare('SELECT seed, options, seats, created_at FROM tables WHERE id = ?').get(tableId) as {
      seed: string;
      options: string;
      seats: string;
      created_at: number;
    };
    const log = (
      db.prepare('SELECT n, seat, action, at FROM actions WHERE table_id = ? ORDER BY n').all(tableId) as {
        n: number;
        seat: number;
        action: string;
        at: number;
      }[]
    ).map((r) => ({ n: r.n, seat: r.seat, action: JSON.parse(r.action) as unknown, at: r.at }));
    const players = (JSON.parse(row.seats) as unknown[]).length;
    return {
      seed: JSON.parse(row.seed) as Seed,
      options: JSON.parse(row.options),
      players,
      log,
      version: (log.at(-1)?.n ?? -1) + 1,
      createdAt: row.created_at,
    };
  } finally {
    db.close();
  }
}

/** Reads a Masterdice table's secrets straight from SQLite (seed, state) to check no client ever decodes them. */
export function readSecrets(dataDir: string, tableId: string): { seed: Seed; engine: MasterdiceState } {
  const t = readStoredTable(dataDir, tableId);
  const engine = replay(
    masterdice,
    { seed: t.seed, players: t.players, options: t.options as MasterdiceState['options'] },
    t.log as never,
  );
  if (!engine.ok) throw new Error(engine.error.code);
  return { seed: t.seed, engine: engine.value };
}

/**
 * The 32-bit words of a seed and of generator states: an old table's sfc32 words, a ChaCha20 key with its nonce
 * and position. The large ones (the key, sfc32's words) are what a client must never receive.
 */
export function secretWords(seed: Seed, ...states: RngState[]): number[] {
  const wordsOf = (x: Seed | RngState): number[] =>
    typeof x === 'number'
      ? [x]
      : Array.isArray(x)
        ? [...(x as readonly number[])]
        : 'chacha20' in x
          ? [...x.chacha20, ...('nonce' in x ? x.nonce : [])]
          : [];
  return [seed, ...states].flatMap(wordsOf);
}

/** Strings that must never appear in anything a client decodes: the seed, generator words, seat keys. */
export function secretStrings(seed: Seed, engine: MasterdiceState, keys: readonly string[]): string[] {
  const words = secretWords(seed, makeRng(seed), engine.rng).filter((w) => w >= 100_000);
  return [JSON.stringify(seed), ...words.map(String), ...keys];
}

/**
 * Plays actions chosen by `move` (default: Masterdice's smart bot) on each client's own view until `done()`,
 * calling `check` after every version every client has received. Returns the number of actions sent.
 */
export async function playUntil(
  players: readonly Player[],
  watchers: readonly Player[],
  done: () => boolean,
  check: () => void,
  move: (p: Player) => unknown = (p) => p.botMove(),
): Promise<number> {
  let sent = 0;
  while (!done()) {
    const actor = players.find((p) => p.toAct());
    if (!actor) throw new Error('nobody to act');
    const before = actor.version;
    actor.act(move(actor));
    sent += 1;
    await waitFor(() => [...players, ...watchers].every((p) => p.version > before), `version ${before + 1}`);
    check();
  }
  return sent;
}

/** Cuts a client's socket without a close handshake (a dropped network). */
export function dropConnection(p: Player): void {
  (p.room.connection as unknown as { transport: { ws: { terminate(): void } } }).transport.ws.terminate();
}

/** Opens a `game` table with `seats` humans (the first creates it) and one spectator, all joined and playing. */
export async function humansAndSpectator(
  server: RunningServer,
  game: string,
  seats: number,
  options: Record<string, unknown> = {},
) {
  const creator = await createTable(server, {
    game,
    options,
    seats: Array.from({ length: seats }, () => ({ kind: 'human' as const })),
    name: 'P0',
  });
  const tableId = creator.welcome!.tableId;
  const players = [creator];
  for (let i = 1; i < seats; i++) players.push(await joinTable(server, tableId, { name: `P${i}` }));
  const spectator = await joinTable(server, tableId, { seat: 'spectate' });
  await waitFor(
    () => [...players, spectator].every((p) => p.state.phase === 'playing' && p.state.spectators === 1),
    'playing',
  );
  return { players, spectator, tableId };
}
