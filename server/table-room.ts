// TableRoom: the one thin room that hosts any engine. Decode → parse → apply → persist → sync → patch;
// no rule lives here (STYLE.md 6).
import {
  ClientState,
  ErrorCode,
  matchMaker,
  Protocol,
  Room,
  ServerError,
  updateLobby,
  type Client,
  type ClientPrivate,
  type Deferred,
  type RoomException,
} from '@colyseus/core';
import { ArraySchema, type StateView } from '@colyseus/schema';
import {
  fail,
  isDiceThrown,
  isRecord,
  ok,
  subSeed,
  type AnyGame,
  type GameEvent,
  type Result,
  type RuleError,
  type Seat,
  type Seed,
  type Viewer,
} from '../shared/core/index.js';
import {
  C2S,
  S2C,
  type CatchUpMessage,
  type ErrorMessage,
  type EventsMessage,
  type FeedFrame,
  type FeedKeyMessage,
  type SeatKeyMessage,
  type TableMetadata,
  type ViewKeyMessage,
  type WelcomeMessage,
  type ThrowMessage,
  type BotPace,
  isBotPace,
  BOT_PACE_DEFAULT,
} from '../shared/protocol.js';
import { botDelay, waitsForDice } from './bot-pace.js';
import { everyoneConsents, feedDelayMs } from './feed.js';
import { FeedStream } from './feed-stream.js';
import { decodeFrame } from './frame-decode.js';
import { hashSeatKey, makeSeatKey } from './ids.js';
import { makeBucket, takeToken, type Bucket } from './rate-limit.js';
import { makeTableState, SeatState, type TableState } from './schema.js';
import { cleanName, defaultName, isOccupied } from './seats.js';
import { StoreWriteError, type Store, type StoredSeat, type TableRecord } from './store.js';
import {
  CLOSE_RATE_LIMITED,
  CLOSE_REPLACED,
  CLOSE_SERVER_RESTART,
  CLOSE_VIEW_TOO_LARGE,
  refusalText,
  TABLE_ERRORS,
} from './table-errors.js';
import { createTable, loadTable, type LoadedTable } from './table-setup.js';
import { CreatorGate } from './creator.js';
import { parseSeatView, seatViewKey } from './seat-view.js';
import type { PlannedThrow, Thrower } from './throws.js';
import { corkClients } from './socket-cork.js';
import { ViewSlots } from './view-slots.js';
import { TableWork, type TableWorkHost } from './table-work.js';
import type { WorkLimits } from './work-budget.js';
import type { Applied } from './work-jobs.js';
import type { WorkRunner } from './work-pool.js';
import { eventsFor, mayLearn, viewerFor } from './visibility.js';

/** Largest client message accepted, in bytes on the wire. */
export const MAX_MESSAGE_BYTES = 4096;
/** Seconds a dropped client keeps its place for `client.reconnect(token)`. */
export const RECONNECT_SECONDS = 60;
/** Most connections (players and spectators) one table accepts. */
export const MAX_CLIENTS_PER_TABLE = 128;

/** What every table room of one server shares. */
export interface RoomContext {
  readonly store: Store;
  /** Dice simulation (worker threads). */
  readonly thrower: Thrower;
  /** Costly engine applies and bots' moves, off the event loop (server/work-pool.ts, server/table-work.ts). */
  readonly work: WorkRunner;
  /** Budgets of that work per seat and per table (default DEFAULT_WORK_LIMITS). */
  readonly workLimits?: WorkLimits;
  /** Pause before a bot seat acts at the 'normal' pace, in ms (server/bot-pace.ts scales it by the table's pace). */
  readonly botDelayMs: number;
  /** A room with nobody connected for this long closes (its table stays in SQLite and comes back on join). */
  readonly idleDisposeMs: number;
  /** Secret that only startServer knows: create options carrying it restore a stored table. */
  readonly restoreToken: string;
  readonly log: (message: string, error?: unknown) => void;
  /** The bound a table's views may reach on the wire (default: the encoder's buffer; tests make it small). */
  readonly viewLimitBytes?: number;
  /** Where each new table's seed comes from (default: makeSeed; ServerConfig.seeds). */
  readonly seeds?: () => Seed;
}

/** Options the server itself passes to re-create a stored table (never accepted without the token). */
export interface RestoreOptions {
  readonly restore: string;
  readonly restoreToken: string;
}

/** Per-connection data. */
interface ClientData {
  /** The seat this client holds, null for a spectator or a feed client. */
  seat: Seat | null;
  /** A feed client (joined with the feed key): read-only, it receives only the delayed feed. */
  feed: boolean;
  /** A seat's own overlay link (joined with its view key): read-only, it receives that seat's view live; else null. */
  seatView: Seat | null;
  /** The name it joined with (used when a spectator sits). */
  name: string | null;
  bucket: Bucket;
  /** Closed by the server (flooding, or its seat taken over): no reconnection is kept. */
  kicked: boolean;
  /** onJoin finished (a refused join leaves no trace in onLeave). */
  joined: boolean;
}

type TableClient = Client<ClientData>;

/** The refusal of a read-only connection's message (the feed, a seat's own overlay link), or null for anyone else. */
function readOnlyRefusal(data: ClientData | undefined): RuleError | null {
  if (data?.feed) return TABLE_ERRORS.feedReadOnly;
  if (data && data.seatView !== null) return TABLE_ERRORS.seatViewReadOnly;
  return null;
}

/** A join refusal: rejects colyseus.js' joinById/create with `<code>: <message>`. */
function refusal(e: ErrorMessage): ServerError {
  return new ServerError(ErrorCode.MATCHMAKE_UNHANDLED, refusalText(e));
}

/** The room hosting one table; `tableRoomFor(ctx)` binds it to a server. */
export class TableRoom extends Room<TableState, TableMetadata, ClientData> {
  private game!: AnyGame;
  private record!: TableRecord;
  /** Server copy of the seats, with key hashes. */
  private seats: StoredSeat[] = [];
  private engineState: unknown;
  private version = 0;
  private slots!: ViewSlots;
  /** The delayed all-seeing feed (its own slot, its own clients). */
  private feed!: FeedStream;
  /** The creator a table just created waits for: the join presenting its secret gets the feed key (server/creator.ts). */
  private creator!: CreatorGate;
  /** The connection holding each seat (still set while it may reconnect). */
  private holders: (TableClient | null)[] = [];
  private pendingReconnects = new Map<Seat, Deferred<Client>>();
  /** The last throw on each of the game's dice channels, replayed to a joiner (who may see it). */
  private lastThrows = new Map<string, PlannedThrow>();
  /** Every action's events by version, so a client joining mid-game gets the log it missed. */
  private history: { version: number; events: GameEvent[] }[] = [];
  private botTimer: NodeJS.Timeout | null = null;
  /** The tracks of the last live action's dice throws, by version: how long a bot waits for them to land. */
  private lastTracks: { version: number; tracks: readonly ThrowMessage[] } | null = null;
  /** The version whose dice are still being simulated (their tracks not sent yet), or null. */
  private diceInFlight: number | null = null;
  private idleTimer: NodeJS.Timeout | null = null;
  private lastActivity = Date.now();
  private metadataJson = '';
  /** Throws go out in roll order, each as soon as it and every earlier one are simulated. */
  private throwChain: Promise<void> = Promise.resolve();
  /** Throws on the chain not yet sent: while any is, a new throw waits its turn behind them (roll order). */
  private throwsQueued = 0;
  private disposed = false;
  /** This table's actions in order, the costly ones and bots' moves off the event loop, with a cache and budgets. */
  private work!: TableWork;
  /** Stopped because a view grew too large for the wire: nothing is sent any more, the room closes. */
  private stopped = false;

  constructor(private readonly ctx: RoomContext) {
    super();
  }

  override onCreate(options: unknown): void {
    this.setPatchRate(null); // turn-based: one broadcastPatch() per change, no timer
    this.autoDispose = false;
    this.maxClients = MAX_CLIENTS_PER_TABLE;
    const restoring =
      isRecord(options) && options.restoreToken === this.ctx.restoreToken && typeof options.restore === 'string';
    const loaded: Result<LoadedTable> = restoring
      ? loadTable(this.ctx.store, (options as unknown as RestoreOptions).restore, Date.now())
      : createTable(
          this.ctx.store,
          options,
          (id) => matchMaker.getLocalRoomById(id) !== undefined,
          Date.now(),
          this.ctx.seeds,
        );
    if (!loaded.ok) throw refusal(loaded.error);
    const { record, game, engineState, version, history } = loaded.value;
    this.creator = new CreatorGate(loaded.value.creator, Date.now() + this.seatReservationTime * 1000);
    this.history = history.slice();
    this.roomId = record.id;
    this.record = record;
    this.game = game;
    this.seats = record.seats.slice();
    this.engineState = engineState;
    this.version = version;
    this.holders = this.seats.map(() => null);

    const state = makeTableState();
    state.gameId = game.id;
    state.tableId = record.id;
    state.version = version;
    state.optionsJson = JSON.stringify(record.options);
    state.spectators = 0;
    state.feedDelay = record.feedDelay;
    state.feedWatchers = 0;
    state.allowSpectators = record.allowSpectators;
    state.botPace = record.botPace ?? BOT_PACE_DEFAULT;
    state.botsPaused = record.botsPaused === true;
    this.seats.forEach((s, index) => {
      const seat = new SeatState();
      seat.index = index;
      seat.kind = s.kind;
      seat.name = s.name;
      seat.botId = s.botId;
      seat.occupied = isOccupied(s);
      seat.connected = s.kind === 'bot';
      seat.feedConsent = s.kind === 'bot' || s.feedConsent === true;
      state.seats.push(seat);
    });
    state.phase = 'waiting';
    state.feedAllSeeing = everyoneConsents(this.consentSeats());
    this.state = state;
    this.slots = new ViewSlots(state, this.seats.length, this.ctx.viewLimitBytes);
    this.work = new TableWork(this.workHost(), this.ctx.work, this.ctx.workLimits);
    const synced = this.slots.sync(game, engineState);
    if (!synced.ok) {
      this.ctx.log(`table ${record.id}: not opened: ${synced.error.code} (${this.slots.peakWireBytes} bytes)`);
      throw refusal(synced.error);
    }
    this.refreshPhase();
    this.feed = new FeedStream(game, this.feedOutput(), () => this.state.phase as 'waiting' | 'playing' | 'finished', {
      acceptedAt: loaded.value.acceptedAt,
      steps: loaded.value.feedSteps,
      delayMs: feedDelayMs(record.feedDelay),
      allSeeing: state.feedAllSeeing,
    });
    if (this.stopped) {
      this.feed.dispose();
      throw refusal(TABLE_ERRORS.viewTooLarge);
    }
    // After a restart the last throws (for joiners) and the feed's pending versions get their dice tracks again
    // (the same seeds: the same throws).
    if (restoring) this.restoreLastThrows();
    for (const step of loaded.value.feedSteps) if (step.version > 0) this.queueThrows(step.events, step.version, false);
    this.refreshMetadata();

    this.onMessage(C2S.action, (client: TableClient, message: unknown) =>
      this.guard(client, () => this.onAction(client, message)),
    );
    this.onMessage(C2S.sit, (client: TableClient, message: unknown) =>
      this.guard(client, () => this.onSit(client, message)),
    );
    this.onMessage(C2S.feedConsent, (client: TableClient, message: unknown) =>
      this.guard(client, () => this.onFeedConsent(client, message)),
    );
    this.onMessage(C2S.botPace, (client: TableClient, message: unknown) =>
      this.guard(client, () => this.onBotControls(client, message, 'pace')),
    );
    this.onMessage(C2S.botsPaused, (client: TableClient, message: unknown) =>
      this.guard(client, () => this.onBotControls(client, message, 'paused')),
    );
    this.onMessage('*', (client: TableClient) => this.refuse(client, TABLE_ERRORS.badMessage));
    this.idleTimer = setInterval(
      () => this.closeIfIdle(),
      Math.max(1000, Math.min(60_000, this.ctx.idleDisposeMs / 2)),
    );
    this.scheduleBot();
  }

  override onJoin(client: TableClient, options: unknown): void {
    const o = isRecord(options) ? options : {};
    const data: ClientData = {
      seat: null,
      feed: false,
      seatView: null,
      name: cleanName(o.name),
      bucket: makeBucket(Date.now()),
      kicked: false,
      joined: false,
    };
    client.userData = data;
    this.lastActivity = Date.now();
    // Decide first, change nothing until the request is known to be good. The creator (the join presenting the
    // create's secret) gets the feed key and may always watch; before it, a table without spectators lets nobody in.
    const joiner = this.creator.check(o, this.record.allowSpectators, Date.now());
    if (!joiner.ok) throw refusal(joiner.error);
    const creatorKey = joiner.value.creator ? joiner.value.feedKey : null;
    const mayWatch = this.record.allowSpectators || creatorKey !== null;
    const seatView = parseSeatView(o, this.seats);
    if (!seatView.ok) throw refusal(seatView.error);
    if (o.feedKey !== undefined) {
      if (
        typeof o.feedKey !== 'string' ||
        this.record.feedKeyHash === null ||
        hashSeatKey(o.feedKey) !== this.record.feedKeyHash
      ) {
        throw refusal(TABLE_ERRORS.badFeedKey);
      }
      data.feed = true;
      client.view = this.slots.feedView;
    } else if (seatView.value !== null) {
      // A seat's own overlay: that seat's trees, live, read-only (server/seat-view.ts).
      data.seatView = seatView.value;
      client.view = this.slots.viewForSeat(seatView.value);
    } else if (o.seatKey !== undefined) {
      const seat = typeof o.seatKey === 'string' ? this.seatForKey(o.seatKey) : null;
      if (seat === null) throw refusal(TABLE_ERRORS.badSeatKey);
      this.takeOver(seat, client);
      if (data.name !== null && data.name !== this.seats[seat]!.name) this.renameSeat(seat, data.name);
      this.seatClient(client, seat);
    } else if (o.seat === 'spectate') {
      if (!mayWatch) throw refusal(TABLE_ERRORS.noSpectators);
      this.watch(client);
    } else if (o.seat !== undefined) {
      const seat = o.seat;
      if (
        typeof seat !== 'number' ||
        !Number.isInteger(seat) ||
        seat < 0 ||
        seat >= this.seats.length ||
        this.seats[seat]!.kind !== 'human'
      ) {
        throw refusal(TABLE_ERRORS.badSeat);
      }
      if (isOccupied(this.seats[seat]!)) throw refusal(TABLE_ERRORS.seatTaken);
      if (!this.claimSeat(client, seat)) throw refusal(TABLE_ERRORS.storeUnavailable);
    } else {
      const free = this.seats.findIndex((s) => s.kind === 'human' && !isOccupied(s));
      if (free >= 0) {
        if (!this.claimSeat(client, free)) throw refusal(TABLE_ERRORS.storeUnavailable);
      } else if (!mayWatch) throw refusal(TABLE_ERRORS.noSpectators);
      else this.watch(client);
    }
    data.joined = true;
    if (creatorKey !== null) {
      this.creator.arrived();
      client.send(S2C.feedKey, { tableId: this.record.id, key: creatorKey } satisfies FeedKeyMessage);
    }
    this.welcome(client);
    this.changed();
  }

  override async onLeave(client: TableClient, consented: boolean): Promise<void> {
    const data = client.userData;
    if (!data?.joined) return;
    this.lastActivity = Date.now();
    const seat = data.seat;
    if (seat === null) {
      this.changed();
    } else {
      if (this.holders[seat] !== client) return;
      this.state.seats[seat]!.connected = false;
      this.changed();
    }
    if (consented || data.kicked) {
      if (seat !== null && this.holders[seat] === client) this.holders[seat] = null;
      return;
    }
    const reconnection = this.allowReconnection(client, RECONNECT_SECONDS);
    if (seat !== null) this.pendingReconnects.set(seat, reconnection);
    try {
      const fresh = (await reconnection) as TableClient;
      if (seat !== null) {
        this.pendingReconnects.delete(seat);
        this.holders[seat] = fresh;
        this.state.seats[seat]!.connected = true;
      }
      this.lastActivity = Date.now();
      this.welcome(fresh);
      this.changed();
    } catch {
      if (seat !== null) {
        if (this.pendingReconnects.get(seat) === reconnection) this.pendingReconnects.delete(seat);
        if (this.holders[seat] === client) this.holders[seat] = null;
      }
    }
  }

  override onDispose(): void {
    this.disposed = true;
    this.feed?.dispose();
    this.work?.dispose();
    if (this.botTimer) clearTimeout(this.botTimer);
    if (this.idleTimer) clearInterval(this.idleTimer);
    this.botTimer = null;
    this.idleTimer = null;
  }

  /** On shutdown clients are closed with 'Service Restart' (not Colyseus' 'consented'), so they come back. */
  override onBeforeShutdown(): void {
    void this.disconnect(CLOSE_SERVER_RESTART);
  }

  /** Last resort: an exception in any handler is logged, the sender gets 'table/internal', the process lives. */
  override onUncaughtException(error: RoomException<this>, methodName: string): void {
    const cause = (error as { cause?: unknown }).cause;
    if (cause instanceof ServerError) return; // a join/create refusal, already answered
    this.ctx.log(`table ${this.roomId}: exception in ${methodName}`, cause ?? error);
    const client = (error as { client?: TableClient }).client;
    if (methodName === 'onMessage' && client) this.refuse(client, TABLE_ERRORS.internal);
  }

  /**
   * Every raw frame, decoded once: flood and size checks, then the type and msgpack payload, then the handler
   * registered with onMessage (or '*'), as Colyseus 0.16's Room._onMessage dispatches, with two differences: a
   * frame that does not decode (or fails a handler's validate) gets 'table/bad-message' instead of a closed
   * connection, and a type is looked up only among the room's own handlers ('constructor' or '__proto__' is
   * unknown, not Object.prototype's, and '*' or '__no_message_handler' are unknown too). The join acknowledgement
   * (while joining) and a leave go to Colyseus; any other frame from a joined client is answered 'table/bad-message'.
   */
  protected override _onMessage(client: TableClient & ClientPrivate, buffer: Buffer): void {
    if (client.state === ClientState.LEAVING) return;
    const code = buffer[0];
    const data = client.userData;
    if (code !== Protocol.ROOM_DATA && code !== Protocol.ROOM_DATA_BYTES) {
      // The join acknowledgement only while joining: sent again later it is a bad message like any other.
      if (
        (code === Protocol.JOIN_ROOM && client.state === ClientState.JOINING) ||
        code === Protocol.LEAVE_ROOM ||
        !data?.joined
      )
        super._onMessage(client, buffer);
      else if (this.spend(client, data)) this.refuse(client, TABLE_ERRORS.badMessage);
      return;
    }
    if (!data?.joined || !this.spend(client, data)) return;
    const frame = buffer.byteLength > MAX_MESSAGE_BYTES ? null : decodeFrame(buffer, code === Protocol.ROOM_DATA);
    if (frame === null) return this.refuse(client, TABLE_ERRORS.badMessage);
    const handlers = (this as unknown as { onMessageHandlers: Record<string | number, MessageHandler | undefined> })
      .onMessageHandlers;
    const handler =
      !CATCH_ALL.has(frame.type) && Object.hasOwn(handlers, frame.type) ? handlers[frame.type] : undefined;
    let message = frame.message;
    if (handler?.validate !== undefined) {
      try {
        message = handler.validate(message);
      } catch {
        return this.refuse(client, TABLE_ERRORS.badMessage);
      }
    }
    if (handler) handler.callback(client, message);
    else handlers['*']!.callback(client, frame.type, message);
  }

  /** Takes one token from the client's flood allowance; a flooder is answered once and disconnected. */
  private spend(client: TableClient, data: ClientData): boolean {
    if (takeToken(data.bucket, Date.now())) return true;
    if (!data.kicked) {
      data.kicked = true;
      this.refuse(client, TABLE_ERRORS.rateLimited);
      client.leave(CLOSE_RATE_LIMITED, TABLE_ERRORS.rateLimited.code);
    }
    return false;
  }

  // ---- messages -------------------------------------------------------------------------------------------

  private onAction(client: TableClient, message: unknown): void {
    if (!isRecord(message) || !('action' in message)) return this.refuse(client, TABLE_ERRORS.badMessage);
    const readOnly = readOnlyRefusal(client.userData);
    if (readOnly) return this.refuse(client, readOnly);
    const seat = client.userData?.seat ?? null;
    if (seat === null) return this.refuse(client, TABLE_ERRORS.notSeated);
    if (this.state.phase === 'waiting') return this.refuse(client, TABLE_ERRORS.notStarted);
    this.work.submit(seat, message.action, (r) => {
      if (!r.ok) this.refuse(client, r.error);
    });
  }

  private onSit(client: TableClient, message: unknown): void {
    const data = client.userData;
    const readOnly = readOnlyRefusal(data);
    if (readOnly) return this.refuse(client, readOnly);
    if (!data || !isRecord(message)) return this.refuse(client, TABLE_ERRORS.badMessage);
    if (data.seat !== null) return this.refuse(client, TABLE_ERRORS.alreadySeated);
    const seat = message.seat;
    if (
      typeof seat !== 'number' ||
      !Number.isInteger(seat) ||
      seat < 0 ||
      seat >= this.seats.length ||
      this.seats[seat]!.kind !== 'human'
    ) {
      return this.refuse(client, TABLE_ERRORS.badSeat);
    }
    if (isOccupied(this.seats[seat]!)) return this.refuse(client, TABLE_ERRORS.seatTaken);
    // Its new StateView holds the spectators' tree it had and adds its seat's overlay.
    if (!this.claimSeat(client, seat)) return this.refuse(client, TABLE_ERRORS.storeUnavailable);
    this.welcome(client);
    this.changed();
  }

  /** A seated player ticks or unticks consent to an all-seeing feed (any delay); the feed's frame follows at once. */
  private onFeedConsent(client: TableClient, message: unknown): void {
    const data = client.userData;
    const readOnly = readOnlyRefusal(data);
    if (readOnly) return this.refuse(client, readOnly);
    if (!isRecord(message) || typeof message.agree !== 'boolean') return this.refuse(client, TABLE_ERRORS.badMessage);
    const seat = data?.seat ?? null;
    if (seat === null) return this.refuse(client, TABLE_ERRORS.notSeated);
    if ((this.seats[seat]!.feedConsent === true) === message.agree) return;
    const next = this.seats.map((s, i) => (i === seat ? { ...s, feedConsent: message.agree as boolean } : s));
    if (!this.storeSeats(next)) return this.refuse(client, TABLE_ERRORS.storeUnavailable);
    this.seats = next;
    this.state.seats[seat]!.feedConsent = message.agree;
    this.changed();
  }

  /**
   * A seated player sets the bots' pace ({ pace }) or pauses or resumes them ({ paused }): stored, then synced to
   * every client; the bot's timer follows at once (cleared while paused, armed again with the new pace).
   */
  private onBotControls(client: TableClient, message: unknown, field: 'pace' | 'paused'): void {
    const data = client.userData;
    const readOnly = readOnlyRefusal(data);
    if (readOnly) return this.refuse(client, readOnly);
    if (!isRecord(message)) return this.refuse(client, TABLE_ERRORS.badMessage);
    const value = message[field];
    if (field === 'pace' && !isBotPace(value)) {
      return this.refuse(client, typeof value === 'string' ? TABLE_ERRORS.badBotPace : TABLE_ERRORS.badMessage);
    }
    if (field === 'paused' && typeof value !== 'boolean') return this.refuse(client, TABLE_ERRORS.badMessage);
    const seat = data?.seat ?? null;
    if (seat === null || this.seats[seat]?.kind !== 'human') return this.refuse(client, TABLE_ERRORS.notSeated);
    if (!this.seats.some((s) => s.kind === 'bot')) return this.refuse(client, TABLE_ERRORS.noBots);
    const pace = field === 'pace' ? (value as BotPace) : this.botPace();
    const paused = field === 'paused' ? value === true : this.state.botsPaused;
    if (pace === this.botPace() && paused === this.state.botsPaused) return;
    try {
      this.ctx.store.updateBots(this.record.id, { pace, paused });
    } catch (e) {
      if (!(e instanceof StoreWriteError)) throw e;
      this.ctx.log(`table ${this.record.id}: bot controls not changed, the store cannot write`, e);
      return this.refuse(client, TABLE_ERRORS.storeUnavailable);
    }
    this.state.botPace = pace;
    this.state.botsPaused = paused;
    this.broadcastPatch();
    this.scheduleBot();
  }

  /**
   * The one path of every action, human or bot: parse → apply → persist → views → events → throws → patch.
   * `ready`: the engine's answer for `input` (already parsed), computed by the table's work (server/table-work.ts).
   */
  private act(seat: Seat, input: unknown, ready?: Applied): Result<void> {
    const parsed = ready ? ok(input) : this.game.parseAction(input);
    if (!parsed.ok) return parsed;
    const applied = ready ?? this.game.apply(this.engineState, seat, parsed.value);
    if (!applied.ok) return applied;
    const now = Date.now();
    const stored = this.persistAction(seat, parsed.value, applied.value.state, now);
    if (!stored.ok) return stored;
    this.engineState = applied.value.state;
    this.version += 1;
    this.lastActivity = now;
    this.state.version = this.version;
    const events = applied.value.events as GameEvent[];
    this.history.push({ version: this.version, events });
    const phase = this.state.phase;
    this.refreshPhase();
    const synced = this.slots.sync(this.game, this.engineState);
    if (!synced.ok) {
      this.stopTable(synced.error);
      return ok(undefined);
    }
    // Dice whose motions are banked here are thrown at once (behind no earlier throw still being simulated).
    const throwsNow =
      this.throwsQueued === 0 && events.some(isDiceThrown) ? this.ctx.thrower.planNow(events, this.record.seed) : null;
    // Each client's events, patch and throws leave in one socket write.
    const uncork = corkClients(this.clients);
    try {
      this.sendEvents(events);
      this.broadcastPatch();
      if (throwsNow) this.sendThrows(throwsNow);
    } finally {
      uncork();
    }
    if (throwsNow) this.lastTracks = { version: this.version, tracks: throwsNow.map((t) => t.message) };
    if (!throwsNow) this.queueThrows(events, this.version, true);
    // The feed shows it once its delay has passed (at once, in its own patch, when live).
    this.feed.push({ version: this.version, at: now, state: this.engineState, events });
    if (throwsNow) this.feed.addThrows(this.version, throwsNow);
    // An action changes no seat nor watcher: the lobby's listing can only have changed with the phase.
    if (this.state.phase !== phase) this.refreshMetadata();
    this.scheduleBot();
    return ok(undefined);
  }

  /**
   * Writes an accepted action (and the game's end or a rematch's start) to the store before anything changes:
   * when the store cannot write, the action is refused with 'table/store-unavailable' to its sender only, nothing
   * is sent nor changed, and a bot to act tries again after its delay.
   */
  private persistAction(seat: Seat, action: unknown, next: unknown, now: number): Result<void> {
    const wasOver = Boolean(this.game.outcome(this.engineState));
    const isOver = Boolean(this.game.outcome(next));
    try {
      this.ctx.store.recordAction(
        this.record.id,
        this.version,
        seat,
        action,
        now,
        wasOver === isOver ? undefined : isOver ? now : null,
      );
      return ok(undefined);
    } catch (e) {
      if (!(e instanceof StoreWriteError)) throw e;
      this.ctx.log(`table ${this.record.id}: action ${this.version} refused, the store cannot write`, e);
      this.scheduleBot();
      return fail(TABLE_ERRORS.storeUnavailable.code, TABLE_ERRORS.storeUnavailable.message);
    }
  }

  /** Stores the seats; false (logged) when the store cannot write, and then nothing changed. */
  private storeSeats(next: StoredSeat[]): boolean {
    try {
      this.ctx.store.updateSeats(this.record.id, next);
      return true;
    } catch (e) {
      if (!(e instanceof StoreWriteError)) throw e;
      this.ctx.log(`table ${this.record.id}: seats not changed, the store cannot write`, e);
      return false;
    }
  }

  // ---- seats ----------------------------------------------------------------------------------------------

  private seatForKey(key: string): Seat | null {
    const hash = hashSeatKey(key);
    const seat = this.seats.findIndex((s) => s.kind === 'human' && s.keyHash === hash);
    return seat >= 0 ? seat : null;
  }

  /** A seat reclaimed by key: the connection holding it (or waiting to reconnect to it) is let go. */
  private takeOver(seat: Seat, client: TableClient): void {
    this.pendingReconnects.get(seat)?.reject(new Error('seat reclaimed'));
    this.pendingReconnects.delete(seat);
    const old = this.holders[seat];
    this.holders[seat] = null;
    if (old && old !== client) {
      if (old.userData) old.userData.kicked = true;
      old.leave(CLOSE_REPLACED, 'table/seat-reclaimed');
    }
  }

  /** A free human seat taken for the first time: a new key, stored (hashed) before it is sent. */
  private claimSeat(client: TableClient, seat: Seat): boolean {
    const key = makeSeatKey();
    const name = client.userData?.name ?? defaultName(seat);
    const next = this.seats.slice();
    next[seat] = { kind: 'human', name, botId: '', keyHash: hashSeatKey(key), feedConsent: false };
    if (!this.storeSeats(next)) return false;
    this.seats = next;
    const s = this.state.seats[seat]!;
    s.name = name;
    s.occupied = true;
    s.feedConsent = false;
    this.seatClient(client, seat);
    const msg: SeatKeyMessage = { tableId: this.record.id, seat, key };
    client.send(S2C.seatKey, msg);
    return true;
  }

  /** A player back under a new name; the old name stays when the store cannot write it. */
  private renameSeat(seat: Seat, name: string): void {
    const next = this.seats.map((s, i) => (i === seat ? { ...s, name } : s));
    if (!this.storeSeats(next)) return;
    this.seats = next;
    this.state.seats[seat]!.name = name;
  }

  /** Binds a connection to its seat: its own StateView (its seat's slot only), connected. */
  private seatClient(client: TableClient, seat: Seat): void {
    this.holders[seat] = client;
    client.userData!.seat = seat;
    const view: StateView = this.slots.viewForSeat(seat);
    client.view = view;
    this.state.seats[seat]!.connected = true;
  }

  private watch(client: TableClient): void {
    client.userData!.seat = null;
    client.view = this.slots.spectatorView;
  }

  // ---- sending --------------------------------------------------------------------------------------------

  /** No patch leaves a stopped table (its trees may hold more than the wire can carry). */
  override broadcastPatch(): boolean {
    return this.stopped ? false : super.broadcastPatch();
  }

  /**
   * A view too large for the wire (server/view-slots.ts): said to every client and in the log, and the table
   * stops before any patch of it is sent. Its log stays stored; reopening it is refused with the same code.
   */
  private stopTable(error: RuleError): void {
    if (this.stopped) return;
    this.stopped = true;
    this.ctx.log(
      `table ${this.record.id}: stopped at version ${this.version}: ${error.code} (${this.slots.peakWireBytes} bytes bound)`,
    );
    if (!this.feed) return; // still in onCreate (the feed's first frame): onCreate refuses the table
    for (const client of this.clients) {
      if (client.userData) client.userData.kicked = true;
      this.refuse(client, error);
      client.leave(CLOSE_VIEW_TOO_LARGE, error.code);
    }
    void this.disconnect(CLOSE_VIEW_TOO_LARGE);
  }

  private refuse(client: TableClient, error: RuleError): void {
    const msg: ErrorMessage = { code: error.code, message: error.message };
    client.send(S2C.error, msg);
  }

  /** Who a live client is to the engine: its seat, the seat its own overlay link shows, or a spectator. */
  private viewerOf(client: TableClient) {
    return viewerFor(client.userData?.seat ?? client.userData?.seatView ?? null);
  }

  /** The live clients (seats and spectators): never a feed client. */
  private liveClients(): TableClient[] {
    return this.clients.filter((c) => !c.userData?.feed);
  }

  /**
   * Welcome, then the log and the last throws this client may see (a joiner, a reconnecting client or a
   * spectator who sat down catches up); a feed client gets the feed's instead, up to the version it shows.
   */
  private welcome(client: TableClient): void {
    const data = client.userData;
    const seatView = data?.seatView ?? null;
    const msg: WelcomeMessage =
      seatView === null
        ? { tableId: this.record.id, seat: data?.seat ?? null }
        : { tableId: this.record.id, seat: seatView, readOnly: true };
    client.send(S2C.welcome, msg);
    // A seat's holder gets the key of its own overlay link (derived from its stored key hash: nothing new kept).
    const seat = data?.seat ?? null;
    const keyHash = seat === null ? null : (this.seats[seat]?.keyHash ?? null);
    if (seat !== null && keyHash !== null)
      client.send(S2C.viewKey, { tableId: this.record.id, seat, key: seatViewKey(keyHash) } satisfies ViewKeyMessage);
    client.send(
      S2C.catchUp,
      client.userData?.feed ? this.feed.catchUp(this.history) : this.catchUpFor(this.viewerOf(client)),
    );
  }

  /** One message with the past `viewer` may see: its events of every version so far, its last throw per channel. */
  private catchUpFor(viewer: Viewer): CatchUpMessage {
    const steps: EventsMessage[] = [];
    for (const h of this.history) {
      const visible = eventsFor(h.events, viewer);
      if (visible.length > 0) steps.push({ version: h.version, events: visible });
    }
    const throws = [...this.lastThrows.values()]
      .filter((t) => mayLearn(t.visibleTo ?? undefined, viewer))
      .map((t) => t.message);
    return { version: this.version, steps, throws };
  }

  private sendEvents(events: readonly GameEvent[]): void {
    if (events.every((e) => e.visibleTo === undefined)) {
      // Every live client may see them all: one message, encoded once (feed clients get theirs later).
      const msg: EventsMessage = { version: this.version, events: [...events] };
      this.broadcast(S2C.events, msg, { except: this.clients.filter((c) => c.userData?.feed) });
      return;
    }
    for (const client of this.liveClients()) {
      const msg: EventsMessage = { version: this.version, events: eventsFor(events, this.viewerOf(client)) };
      client.send(S2C.events, msg);
    }
  }

  /**
   * Dice tracks take tens of ms of physics: they are simulated in worker threads and follow the patch (clients
   * match a track to its roll by `roll`), in roll order.
   */
  private queueThrows(events: readonly GameEvent[], version: number, live: boolean): void {
    if (!events.some(isDiceThrown)) return; // nothing to simulate: no promise, no turn of the chain
    const planned = this.ctx.thrower.plan(events, this.record.seed);
    this.throwsQueued += 1;
    if (live && waitsForDice(this.ctx.botDelayMs)) this.diceInFlight = version;
    this.throwChain = this.throwChain.then(async () => {
      let list: PlannedThrow[];
      try {
        list = await planned;
      } catch (e) {
        this.ctx.log(`table ${this.roomId}: dice simulation failed`, e);
        if (live) this.thrownLive(version, []);
        return;
      } finally {
        this.throwsQueued -= 1;
      }
      if (this.disposed) return;
      this.feed.addThrows(version, list);
      if (!live) return;
      const uncork = corkClients(this.clients);
      try {
        this.sendThrows(list);
      } finally {
        uncork();
      }
      this.thrownLive(
        version,
        list.map((t) => t.message),
      );
    });
  }

  /** An action's simulated throws went out (none when the simulation failed): a bot waiting for them is armed. */
  private thrownLive(version: number, tracks: readonly ThrowMessage[]): void {
    this.lastTracks = { version, tracks };
    if (this.diceInFlight !== version) return;
    this.diceInFlight = null;
    if (!this.disposed) this.scheduleBot();
  }

  /** Sends an action's dice tracks to the live clients who may see each (feed clients get theirs later). */
  private sendThrows(list: readonly PlannedThrow[]): void {
    for (const t of list) {
      this.lastThrows.set(t.message.channel, t);
      // A track is ~2.4 KB of msgpack: encoded once for all who may see it.
      const except = this.clients.filter(
        (c) => c.userData?.feed || !mayLearn(t.visibleTo ?? undefined, this.viewerOf(c)),
      );
      if (except.length < this.clients.length) this.broadcast(S2C.throw, t.message, { except });
    }
  }

  /** The last throw per dice channel, simulated again from the log after a restart, for whoever joins. */
  private restoreLastThrows(): void {
    const last = new Map<string, GameEvent>();
    for (const h of this.history) for (const e of h.events) if (isDiceThrown(e)) last.set(e.channel, e);
    if (last.size === 0) return;
    const planned = this.ctx.thrower.plan([...last.values()], this.record.seed);
    this.throwsQueued += 1;
    this.throwChain = this.throwChain.then(async () => {
      try {
        for (const t of await planned) this.lastThrows.set(t.message.channel, t);
      } catch (e) {
        this.ctx.log(`table ${this.roomId}: dice simulation failed`, e);
      } finally {
        this.throwsQueued -= 1;
      }
    });
  }

  /** The feed stream's door to this room: its slot, its clients (only them), the patch. */
  private feedOutput() {
    const feedClients = () => this.clients.filter((c) => c.userData?.feed);
    return {
      frame: (frame: FeedFrame) => {
        const r = this.slots.setFeed(frame);
        if (!r.ok) this.stopTable(r.error);
      },
      events: (msg: EventsMessage) => feedClients().forEach((c) => c.send(S2C.events, msg)),
      throwMessage: (msg: unknown) => feedClients().forEach((c) => c.send(S2C.throw, msg)),
      moved: () => this.broadcastPatch(),
      failed: (error: unknown) => this.ctx.log(`table ${this.roomId}: feed failed`, error),
    };
  }

  /** Who is watching: spectators (count and names, in joining order) and feed connections, from the clients. */
  private refreshWatchers(): void {
    const joined = this.clients.filter((c) => c.userData?.joined);
    // A seat's own overlay link is neither a spectator nor a feed: it shows what its player already sees.
    const spectators = joined.filter(
      (c) => !c.userData!.feed && c.userData!.seat === null && c.userData!.seatView === null,
    );
    const names = spectators.map((c) => c.userData!.name ?? '');
    const feedWatchers = joined.filter((c) => c.userData!.feed).length;
    if (this.state.spectators !== spectators.length) this.state.spectators = spectators.length;
    if (this.state.feedWatchers !== feedWatchers) this.state.feedWatchers = feedWatchers;
    const current = this.state.spectatorNames;
    if (current.length !== names.length || names.some((n, i) => current[i] !== n)) {
      this.state.spectatorNames = new ArraySchema<string>(...names);
    }
  }

  /** What the feed may show follows the consent of the seated humans, at once (its delay stays the creator's). */
  private refreshFeedSight(): void {
    const allSeeing = everyoneConsents(this.consentSeats());
    if (this.state.feedAllSeeing !== allSeeing) this.state.feedAllSeeing = allSeeing;
    this.feed.setAllSeeing(allSeeing);
  }

  private consentSeats() {
    return this.seats.map((s) => ({ kind: s.kind, occupied: isOccupied(s), feedConsent: s.feedConsent }));
  }

  /** After a join, leave or sit: phase, patch, lobby listing, bots. */
  private changed(): void {
    this.refreshPhase();
    this.refreshWatchers();
    this.refreshFeedSight();
    this.feed.refresh();
    this.broadcastPatch();
    this.refreshMetadata();
    this.scheduleBot();
  }

  private refreshPhase(): void {
    const phase = this.game.outcome(this.engineState)
      ? 'finished'
      : this.seats.every(isOccupied)
        ? 'playing'
        : 'waiting';
    if (this.state.phase !== phase) this.state.phase = phase;
  }

  private refreshMetadata(): void {
    const meta: TableMetadata = {
      game: this.game.id,
      tableId: this.record.id,
      seats: this.seats.map((s) => ({ name: s.name, kind: s.kind, occupied: isOccupied(s) })),
      phase: this.state.phase as TableMetadata['phase'],
      spectators: this.state.spectators,
      allowSpectators: this.record.allowSpectators,
      createdAt: this.record.createdAt,
    };
    const json = JSON.stringify(meta);
    if (json === this.metadataJson) return;
    this.metadataJson = json;
    // With Redis away the listing is not saved (the table plays on); it is saved again when Redis is back.
    void this.setMetadata(meta).then(
      () => {
        if (this.listing?.roomId) updateLobby(this);
      },
      (e: unknown) => this.ctx.log(`table ${this.record.id}: listing not updated`, e),
    );
  }

  // ---- bots and idling ------------------------------------------------------------------------------------

  /** The table's bot pace (the schema keeps it as a plain string). */
  private botPace(): BotPace {
    return isBotPace(this.state.botPace) ? this.state.botPace : BOT_PACE_DEFAULT;
  }

  /**
   * Arms the timer of the next bot to act (clearing any earlier one): none while the bots are paused, nor while
   * the dice of the last action are still being simulated (their sending arms it); the wait is the table's pace,
   * plus the last throw's length (server/bot-pace.ts).
   */
  private scheduleBot(): void {
    if (this.botTimer) clearTimeout(this.botTimer);
    this.botTimer = null;
    if (this.state.phase !== 'playing' || this.state.botsPaused || !this.seats.some((s) => s.kind === 'bot')) return;
    const seat = this.game.toAct(this.engineState).find((s) => this.seats[s]?.kind === 'bot');
    if (seat === undefined) return;
    if (waitsForDice(this.ctx.botDelayMs) && this.diceInFlight === this.version) return;
    const last = this.history.at(-1);
    const lastEvents = last?.version === this.version ? last.events : [];
    const tracks = this.lastTracks?.version === this.version ? this.lastTracks.tracks : null;
    const pace = this.botPace();
    this.botTimer = setTimeout(
      () => {
        this.botTimer = null;
        try {
          this.botMove(seat);
        } catch (e) {
          this.ctx.log(`table ${this.roomId}: bot failed`, e);
        }
      },
      botDelay(this.ctx.botDelayMs, pace, lastEvents, tracks),
    );
  }

  /**
   * A bot decides from its seat's view and the game's botMemory (what every seat saw, never sent to a client),
   * then acts through the same path as a human.
   */
  private botMove(seat: Seat): void {
    const bot = this.game.bots.find((b) => b.id === this.seats[seat]!.botId) ?? this.game.bots[0];
    if (!bot) return;
    // Its thinking (and, if refused, the engine's first legal action instead) runs on the work runner. Its seed is a
    // one-way sub-seed of the table's: everybody sees its moves, which must tell nothing of the game's hidden draws.
    this.work.bot(seat, bot.id, subSeed(this.record.seed, this.version));
  }

  /** The room's door for its table work: the engine state, commits through act(), bots' retries. */
  private workHost(): TableWorkHost {
    return {
      game: this.game,
      state: () => this.engineState,
      version: () => this.version,
      commit: (seat, action, applied) => this.act(seat, action, applied),
      botMayAct: (seat) =>
        !this.disposed &&
        !this.state.botsPaused &&
        this.state.phase === 'playing' &&
        this.game.toAct(this.engineState).includes(seat),
      botFailed: () => this.scheduleBot(),
      log: (message, error) => this.ctx.log(`table ${this.roomId}: ${message}`, error),
    };
  }

  private closeIfIdle(): void {
    if (this.clients.length > 0 || this.pendingReconnects.size > 0) {
      this.lastActivity = Date.now();
      return;
    }
    if (this.botTimer || this.work.busy) return;
    if (Date.now() - this.lastActivity >= this.ctx.idleDisposeMs) void this.disconnect();
  }

  /** Runs a message handler; an exception is logged and answered with 'table/internal', the state untouched. */
  private guard(client: TableClient, fn: () => void): void {
    try {
      fn();
    } catch (e) {
      this.ctx.log(`table ${this.roomId}: handler failed`, e);
      this.refuse(client, TABLE_ERRORS.internal);
    }
  }
}

/** The TableRoom class bound to one server's context, for `gameServer.define(TABLE_ROOM, …)`. */
export function tableRoomFor(ctx: RoomContext): typeof TableRoom {
  return class BoundTableRoom extends TableRoom {
    constructor() {
      super(ctx);
    }
  } as unknown as typeof TableRoom;
}

/**
 * Colyseus' own keys among the handlers: the catch-all this room registers and the framework's default. A frame
 * typed with one of them is an unknown type (typed '__no_message_handler' it once closed the connection).
 */
const CATCH_ALL: ReadonlySet<string | number> = new Set(['*', '__no_message_handler']);

/** A handler as Colyseus 0.16 keeps it in `onMessageHandlers` (callback wrapped by onUncaughtException). */
interface MessageHandler {
  callback: (...args: unknown[]) => void;
  validate?: (message: unknown) => unknown;
}
