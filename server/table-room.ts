// TableRoom: the one thin room that hosts any engine. Decode → parse → apply → persist → sync → patch;
// no rule lives here (STYLE.md 6). It wires the table's parts: seats and joining (server/table-seats.ts), the
// message gate (server/table-gate.ts), the event log and catch-up (server/table-catchup.ts), dice throws
// (server/table-throws.ts), bots (server/table-bots.ts), the table's work queue (server/table-work.ts), its status
// (server/table-status.ts), its view trees (server/view-slots.ts) and the delayed feed (server/feed-stream.ts), with
// what every room of a server shares (server/table-context.ts), the people behind its connections among them
// (server/person.ts).
import {
  ClientState,
  Room,
  ServerError,
  updateLobby,
  type AuthContext,
  type ClientPrivate,
  type RoomException,
} from '@colyseus/core';
import { fail, isRecord, ok, type AnyGame, type Result, type RuleError, type Seat } from '../shared/core/index.js';
import { C2S, S2C, type EventsMessage, type FeedFrame, type TableMetadata } from '../shared/protocol.js';
import { waitsForDice } from './bot-pace.js';
import { CreatorGate } from './creator.js';
import { everyoneConsents, feedDelayMs } from './feed.js';
import { FeedStream } from './feed-stream.js';
import { LogRun } from './log-run.js';
import { personOf, type Person } from './person.js';
import { personOfClient, TablePeople } from './table-people.js';
import type { TableState } from './schema.js';
import { corkClients } from './socket-cork.js';
import type { StoreWriteError, TableRecord } from './store.js';
import { TableBots } from './table-bots.js';
import { TableCatchUp } from './table-catchup.js';
import {
  feedClientsOf,
  readOnlyRefusal,
  refusal,
  refuse,
  tell,
  type ClientData,
  type TableClient,
} from './table-client.js';
import { CLOSE_SERVER_RESTART, CLOSE_VIEW_TOO_LARGE, TABLE_ERRORS } from './table-errors.js';
import { gateFrame, handleMessages } from './table-gate.js';
import { TableSeats } from './table-seats.js';
import { TableTalk } from './table-talk.js';
import { MAX_CLIENTS_PER_TABLE, type RestoreOptions, type RoomContext } from './table-context.js';
import { createTable, loadTable, nextTable, storeAction, type LoadedTable } from './table-setup.js';
import { TableQueue } from './table-queue.js';
import { creatorHash } from './talk-people.js';
import type { LiveTable } from '../shared/players.js';
import { consentOf, listingOf, openingState, phaseOf, refreshWatchers } from './table-status.js';
import { TableThrows } from './table-throws.js';
import { TableWork } from './table-work.js';
import { ViewSlots } from './view-slots.js';
import type { Applied } from './work-jobs.js';

/** The room hosting one table; `tableRoomFor(ctx)` binds it to a server. */
export class TableRoom extends Room<TableState, TableMetadata, ClientData> {
  private game!: AnyGame;
  private record!: TableRecord;
  private engineState: unknown;
  private version = 0;
  private slots!: ViewSlots;
  /** The delayed all-seeing feed (its own slot, its own clients). */
  private feed!: FeedStream;
  private seats!: TableSeats;
  private catchUp!: TableCatchUp;
  private throws!: TableThrows;
  private bots!: TableBots;
  /** The table's chat, reactions and presence (server/table-talk.ts). */
  private talk!: TableTalk;
  private queue!: TableQueue;
  /** This table's actions in order, the costly ones and bots' moves off the event loop, with a cache and budgets. */
  private work!: TableWork;
  /** The people behind this table's connections, counted in the server's People (server/table-people.ts). */
  private people!: TablePeople;
  /** The trailing run of this table's log as this process wrote it (server/log-run.ts). */
  private logRun!: LogRun;
  private idleTimer: NodeJS.Timeout | null = null;
  private lastActivity = Date.now();
  private metadataJson = '';
  /** The spectators' view "Live now" last asked for, by version. */
  private liveCache: { version: number; view: unknown } | null = null;
  private disposed = false;
  /** Stopped because a view grew too large for the wire: nothing is sent any more, the room closes. */
  private stopped = false;
  /** The server's log, each line naming this table. */
  private readonly log = (message: string, error?: unknown) => this.ctx.log(`table ${this.roomId}: ${message}`, error);

  constructor(private readonly ctx: RoomContext) {
    super();
  }

  override onCreate(options: unknown): void {
    this.setPatchRate(null); // turn-based: one broadcastPatch() per change, no timer
    this.autoDispose = false;
    this.maxClients = MAX_CLIENTS_PER_TABLE;
    const { ctx } = this;
    this.people = new TablePeople(ctx.people);
    const restoring =
      isRecord(options) && options.restoreToken === ctx.restoreToken && typeof options.restore === 'string';
    const loaded: Result<LoadedTable> = restoring
      ? loadTable(ctx.store, (options as unknown as RestoreOptions).restore, Date.now())
      : createTable(ctx.store, options, ctx.isLive, Date.now(), ctx.seeds);
    if (!loaded.ok) throw refusal(loaded.error);
    const { record, game, engineState, version, history } = loaded.value;
    // The creator a table just created waits for: the join presenting its secret gets the feed key, within the seat
    // reservation time (@colyseus/core 0.16 Room.ts: Room#seatReservationTime, protected).
    const creator = new CreatorGate(loaded.value.creator, Date.now() + this.seatReservationTime * 1000);
    this.roomId = record.id;
    this.record = record;
    this.game = game;
    this.engineState = engineState;
    // A new table's run starts at its setup; a restored one's is unknown until its next plain row.
    this.logRun = restoring ? new LogRun() : new LogRun(engineState);
    this.version = version;
    const state = openingState(game, record, version);
    this.state = state;
    const slots = new ViewSlots(state, record.seats.length, ctx.viewLimitBytes);
    this.slots = slots;
    const log = this.log;
    this.seats = new TableSeats(
      {
        store: ctx.store,
        record,
        state,
        slots,
        creator,
        log,
        allowReconnection: (client, seconds) => this.allowReconnection(client, seconds),
        welcome: (client) => {
          this.catchUp.welcome(client);
          this.talk.welcome(client);
          this.queue.welcome(client);
        },
        creatorJoined: (client) => this.talk.creatorJoined(client),
        changed: () => this.changed(),
        touch: () => {
          this.lastActivity = Date.now();
        },
      },
      record.seats,
    );
    this.seats.showRatings();
    const seats = () => this.seats.all;
    const currentVersion = () => this.version;
    const disposed = () => this.disposed;
    this.catchUp = new TableCatchUp(
      { tableId: record.id, sender: this, version: currentVersion, seats, feedCatchUp: (h) => this.feed.catchUp(h) },
      history,
    );
    this.throws = new TableThrows({
      thrower: ctx.thrower,
      seed: record.seed,
      sender: this,
      lastThrows: this.catchUp.lastThrows,
      disposed,
      log,
      botsWaitForDice: waitsForDice(ctx.botDelayMs),
      feedThrows: (v, list) => this.feed.addThrows(v, list),
      landed: () => this.bots.schedule(),
    });
    this.bots = new TableBots({
      game,
      state,
      store: ctx.store,
      tableId: record.id,
      seed: record.seed,
      botDelayMs: ctx.botDelayMs,
      seats,
      engineState: () => this.engineState,
      version: currentVersion,
      disposed,
      log,
      eventsOf: (v) => this.catchUp.eventsOf(v),
      tracksOf: (v) => this.throws.tracksOf(v),
      simulating: (v) => this.throws.simulating(v),
      think: (seat, botId, seed) => this.work.bot(seat, botId, seed),
      broadcastPatch: () => this.broadcastPatch(),
    });
    this.work = new TableWork(
      {
        game,
        tableId: record.id,
        state: () => this.engineState,
        version: currentVersion,
        log,
        commit: (seat, action, applied) => this.act(seat, action, applied),
        botMayAct: (seat) => this.bots.mayAct(seat),
        botFailed: () => this.bots.schedule(),
      },
      ctx.work,
      ctx.workLimits,
      ctx.people,
    );
    const synced = slots.sync(game, engineState);
    if (!synced.ok) {
      ctx.log(`table ${record.id}: not opened: ${synced.error.code} (${slots.peakWireBytes} bytes)`);
      throw refusal(synced.error);
    }
    this.talk = new TableTalk({
      store: ctx.store,
      record,
      state,
      sender: this,
      limits: ctx.talkLimits,
      feedDelayMs: feedDelayMs(record.feedDelay),
      version: currentVersion,
      broadcastPatch: () => this.broadcastPatch(),
      log,
    });
    this.queue = new TableQueue({
      store: ctx.store,
      record,
      state,
      clients: this.clients,
      seats,
      isCreator: (client) => this.talk.isCreator(client),
      seatChallenger: (client, seat) => this.seats.seatChallenger(client, seat),
      makeNext: (nextSeats, queue, creator) => {
        const creatorOf = (id: string) => (creator ? creatorHash(id, creator) : null);
        const made = nextTable(ctx.store, record, nextSeats, queue, creatorOf, ctx.isLive, Date.now(), ctx.seeds);
        if (!made.ok) log(`the queue's next table: not made (${made.error.code})`);
        return made.ok ? made.value : null;
      },
      nextDelayMs: ctx.queueNextDelayMs,
      graceMs: ctx.queueGraceMs,
      broadcastPatch: () => this.broadcastPatch(),
      log,
    });
    this.refreshPhase();
    this.feed = new FeedStream(game, this.feedOutput(), () => this.state.phase as 'waiting' | 'playing' | 'finished', {
      acceptedAt: loaded.value.acceptedAt,
      steps: loaded.value.feedSteps,
      delayMs: feedDelayMs(record.feedDelay),
      allSeeing: state.feedAllSeeing,
    });
    if (this.stopped) {
      this.feed.dispose();
      this.talk.dispose();
      throw refusal(TABLE_ERRORS.viewTooLarge);
    }
    // After a restart the last throws (for joiners) and the feed's pending versions get their dice tracks again
    // (the same seeds: the same throws).
    if (restoring) this.throws.restoreLast(this.catchUp.history);
    for (const step of loaded.value.feedSteps)
      if (step.version > 0) this.throws.queue(step.events, step.version, false);
    this.refreshMetadata();

    handleMessages(this, log, {
      [C2S.action]: (client, message) => this.onAction(client, message),
      [C2S.sit]: (client, message) => this.seats.sit(client, message),
      [C2S.feedConsent]: (client, message) => this.seats.feedConsent(client, message),
      [C2S.botPace]: (client, message) => this.bots.controls(client, message, 'pace'),
      [C2S.botsPaused]: (client, message) => this.bots.controls(client, message, 'paused'),
      [C2S.talk]: (client, message) => this.talk.talk(client, message),
      [C2S.react]: (client, message) => this.talk.react(client, message),
      [C2S.presence]: (client, message) => this.talk.presence(client, message),
      [C2S.mute]: (client, message) => this.talk.mute(client, message),
      [C2S.talkSettings]: (client, message) => this.talk.changeSettings(client, message),
      [C2S.queue]: (client, message) => this.queue.request(client, message),
    });
    this.idleTimer = setInterval(() => this.closeIfIdle(), Math.max(1000, Math.min(60_000, ctx.idleDisposeMs / 2)));
    this.bots.schedule();
  }

  /**
   * Who is connecting (server/person.ts): its browser id and its address, kept as the connection's auth (Colyseus
   * carries it to a reconnection). A person holding too many connections already is refused
   * 'table/too-many-connections'.
   */
  override onAuth(_client: TableClient, options: unknown, context: AuthContext): Person {
    return this.people.admit(personOf(options, context.ip));
  }

  override onJoin(client: TableClient, options: unknown): void {
    this.seats.join(client, options);
    this.people.count(client, 1);
  }

  override async onLeave(client: TableClient, consented: boolean): Promise<void> {
    this.people.count(client, -1);
    this.talk.left(client);
    this.queue?.left(client);
    await this.seats.leave(client, consented);
    // Back within its reconnection time: the same person's connection again.
    if (client.state === ClientState.RECONNECTED && !this.disposed) this.people.count(client, 1);
  }

  override onDispose(): void {
    this.disposed = true;
    this.people?.release();
    this.feed?.dispose();
    this.talk?.dispose();
    this.queue?.dispose();
    this.work?.dispose();
    this.bots?.dispose();
    if (this.idleTimer) clearInterval(this.idleTimer);
    this.idleTimer = null;
  }

  /** On shutdown clients are closed with 'Service Restart' (not Colyseus' 'consented'), so they come back. */
  override onBeforeShutdown(): void {
    void this.disconnect(CLOSE_SERVER_RESTART);
  }

  /** Last resort: an exception in any handler is logged, the sender gets 'table/internal', the process lives. */
  override onUncaughtException(error: RoomException<this>, methodName: string): void {
    const cause = (error as { cause?: unknown }).cause;
    if (cause instanceof ServerError) {
      // A join/create refusal, already answered: one line with its code (a store failure of a join was logged where
      // it failed, with SQLite's reason; a table not created has no code yet).
      if (methodName === 'onCreate') this.ctx.log('table not created', cause);
      else if (!cause.message.startsWith(`${TABLE_ERRORS.storeUnavailable.code}:`))
        this.log(`connection ${(error as { client?: TableClient }).client?.sessionId ?? ''} not let in`, cause);
      return;
    }
    this.ctx.log(`table ${this.roomId}: exception in ${methodName}`, cause ?? error);
    const client = (error as { client?: TableClient }).client;
    if (methodName === 'onMessage' && client) refuse(client, TABLE_ERRORS.internal);
  }

  /**
   * Every raw frame passes the message gate (server/table-gate.ts) before any handler; the join acknowledgement
   * and a leave go back to Colyseus. @colyseus/core 0.16 Room.ts (build/Room.js, Room.d.ts): Room#_onMessage
   * (protected, undocumented; bound to each client's socket by Room#_onJoin), overridden here and called through
   * super.
   */
  protected override _onMessage(client: TableClient & ClientPrivate, buffer: Buffer): void {
    gateFrame(this, client, buffer, (c, b) => super._onMessage(c, b));
  }

  /** No patch leaves a stopped table (its trees may hold more than the wire can carry). */
  override broadcastPatch(): boolean {
    return this.stopped ? false : super.broadcastPatch();
  }

  /** A seated player's action: onto the table's work queue (judged there, in order), a refusal to its sender. */
  private onAction(client: TableClient, message: unknown): void {
    if (!isRecord(message) || !('action' in message)) return refuse(client, TABLE_ERRORS.badMessage);
    const readOnly = readOnlyRefusal(client.userData);
    if (readOnly) return refuse(client, readOnly);
    const seat = client.userData?.seat ?? null;
    if (seat === null) return refuse(client, TABLE_ERRORS.notSeated);
    if (this.state.phase === 'waiting') return refuse(client, TABLE_ERRORS.notStarted);
    this.work.submit(
      seat,
      message.action,
      (r) => {
        if (!r.ok) refuse(client, r.error);
      },
      personOfClient(client),
    );
  }

  /**
   * The one path of every action, human or bot: apply → persist → views → events → throws → patch. `applied`:
   * the engine's answer for `action` (already parsed), computed by the table's work (server/table-work.ts). The
   * answer comes once the action is on disk: at once when the store writes on the event loop, else as a promise
   * (the table's work holds its later actions until then).
   */
  private act(seat: Seat, action: unknown, applied: Applied): Result<void> | Promise<Result<void>> {
    if (!applied.ok) return applied;
    const now = Date.now();
    // The rest of the action, once the store answered: at once (its result returned), or later (a promise, which a
    // bug in it rejects, as an exception here reaches Colyseus' onMessage guard).
    const answer: { now?: Result<void>; later?: (rest: () => Result<void>) => void } = {};
    // Stored before anything changes: when the store cannot write, the action is refused with
    // 'table/store-unavailable' to its sender only, nothing is sent nor changed, and a bot to act tries again later.
    storeAction(
      this.ctx.store,
      this.game,
      this.record.id,
      this.version,
      seat,
      action,
      { before: this.engineState, after: applied.value.state, now },
      this.seats.all,
      this.logRun,
      (error) => {
        const rest = () => this.stored(seat, applied.value, now, error);
        if (answer.later) answer.later(rest);
        else answer.now = rest();
      },
    );
    return (
      answer.now ??
      new Promise((resolve, reject) => {
        answer.later = (rest) => {
          try {
            resolve(rest());
          } catch (e) {
            reject(e);
          }
        };
      })
    );
  }

  /** The rest of `act` once the store answered: the table moves, and everyone is told (or the sender is refused). */
  private stored(
    seat: Seat,
    applied: Extract<Applied, { ok: true }>['value'],
    now: number,
    error: StoreWriteError | null,
  ): Result<void> {
    if (error !== null) {
      this.log(`seat ${seat}'s move to version ${this.version + 1}: not stored, the store cannot write`, error);
      this.bots.schedule();
      return fail(TABLE_ERRORS.storeUnavailable.code, TABLE_ERRORS.storeUnavailable.message);
    }
    // Gone while its write was on the way: stored, and its log brings it back with the table.
    if (this.disposed || this.stopped) return ok(undefined);
    this.engineState = applied.state;
    this.version += 1;
    this.lastActivity = now;
    this.state.version = this.version;
    const events = applied.events;
    this.catchUp.record(this.version, events);
    const phase = this.state.phase;
    this.refreshPhase();
    // A rated end moved the players' ratings (the store folded it as it was written): in this action's patch.
    if (this.state.phase !== phase) this.seats.showRatings();
    const synced = this.slots.sync(this.game, this.engineState);
    if (!synced.ok) {
      this.stopTable(synced.error);
      return ok(undefined);
    }
    const throwsNow = this.throws.planNow(events);
    // Each client's events, patch and throws leave in one socket write.
    const uncork = corkClients(this.clients);
    try {
      this.catchUp.send(this.version, events);
      this.broadcastPatch();
      if (throwsNow) this.throws.send(throwsNow);
    } finally {
      uncork();
    }
    if (throwsNow) this.throws.sentNow(this.version, throwsNow);
    else this.throws.queue(events, this.version, true);
    // The feed shows it once its delay has passed (at once, in its own patch, when live).
    this.feed.push({ version: this.version, at: now, state: this.engineState, events });
    if (throwsNow) this.feed.addThrows(this.version, throwsNow);
    // An action changes no seat nor watcher: the lobby's listing can only have changed with the phase. The game
    // ended (or a rematch began): after the patch that says so, players catch up on the spectators' channel.
    if (this.state.phase !== phase) {
      this.refreshMetadata();
      this.talk.refreshReaders();
      if (this.state.phase === 'finished') this.queue.matchEnded();
    }
    this.bots.schedule();
    return ok(undefined);
  }

  /**
   * A view too large for the wire (server/view-slots.ts): said to every client and in the log, and the table
   * stops before any patch of it is sent. Its log stays stored; reopening it is refused with the same code.
   */
  private stopTable(error: RuleError): void {
    if (this.stopped) return;
    this.stopped = true;
    this.log(
      `stopped at version ${this.version}, every connection closed (${CLOSE_VIEW_TOO_LARGE} ${error.code}, ${this.slots.peakWireBytes} bytes bound)`,
    );
    if (!this.feed) return; // still in onCreate (the feed's first frame): onCreate refuses the table
    for (const client of this.clients) {
      if (client.userData) client.userData.kicked = true;
      tell(client, error); // the table's one line above says it for all
      client.leave(CLOSE_VIEW_TOO_LARGE, error.code);
    }
    void this.disconnect(CLOSE_VIEW_TOO_LARGE);
  }

  /** The feed stream's door to this room: its slot, its clients (only them), the patch. */
  private feedOutput() {
    const feedClients = () => feedClientsOf(this.clients);
    return {
      frame: (frame: FeedFrame) => {
        const r = this.slots.setFeed(frame);
        if (!r.ok) this.stopTable(r.error);
      },
      events: (msg: EventsMessage) => {
        for (const c of feedClients()) c.send(S2C.events, msg);
      },
      throwMessage: (msg: unknown) => {
        for (const c of feedClients()) c.send(S2C.throw, msg);
      },
      moved: () => this.broadcastPatch(),
      watched: () => feedClients().length > 0,
      failed: (error: unknown) => this.log('feed failed', error),
    };
  }

  /** After a join, leave or sit: phase, watchers, what the feed may show, patch, lobby listing, bots. */
  private changed(): void {
    this.refreshPhase();
    refreshWatchers(this.state, this.clients);
    // What the feed may show follows the consent of the seated humans, at once (its delay stays the creator's).
    const allSeeing = everyoneConsents(consentOf(this.seats.all));
    if (this.state.feedAllSeeing !== allSeeing) this.state.feedAllSeeing = allSeeing;
    this.feed.setAllSeeing(allSeeing);
    this.feed.refresh();
    this.broadcastPatch();
    this.talk.refreshReaders();
    this.refreshMetadata();
    this.bots.schedule();
  }

  private refreshPhase(): void {
    const phase = phaseOf(this.game, this.engineState, this.seats.all);
    if (this.state.phase !== phase) this.state.phase = phase;
  }

  /** The lobby's listing of this table, saved when it changed. */
  /**
   * The table as "Live now" shows it (server/live.ts asks each room through Colyseus' remoteRoomCall, in whichever
   * process it lives): its seats with their ratings and the spectators' view, which any spectator receives anyway.
   * Null when nobody may watch or it is not being played.
   */
  livePicture(): LiveTable | null {
    if (!this.record.allowSpectators || this.state.phase !== 'playing') return null;
    if (this.liveCache?.version !== this.version) {
      this.liveCache = { version: this.version, view: this.game.view(this.engineState, { kind: 'spectator' }) };
    }
    return {
      tableId: this.record.id,
      game: this.game.id,
      seats: this.state.seats.map((s) => ({
        name: s.name,
        kind: s.kind === 'bot' ? 'bot' : 'human',
        rating: s.rating,
        provisional: s.provisional,
      })),
      spectators: this.state.spectators,
      version: this.version,
      view: this.liveCache.view,
    };
  }

  private refreshMetadata(): void {
    const meta = listingOf(this.game, this.record, this.seats.all, this.state);
    const json = JSON.stringify(meta);
    if (json === this.metadataJson) return;
    this.metadataJson = json;
    // With Redis away the listing is not saved (the table plays on); it is saved again when Redis is back.
    void this.setMetadata(meta).then(
      () => {
        if (this.listing?.roomId) updateLobby(this);
      },
      (e: unknown) => this.log('listing not updated', e),
    );
  }

  private closeIfIdle(): void {
    if (this.clients.length > 0 || this.seats.reconnecting > 0) {
      this.lastActivity = Date.now();
      return;
    }
    if (this.bots.armed || this.work.busy) return;
    if (Date.now() - this.lastActivity >= this.ctx.idleDisposeMs) void this.disconnect();
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
