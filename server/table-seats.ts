// A table's seats and who holds them: how a connection joins (by seat key, a free seat, a chosen seat, as a
// spectator, the feed or a seat's own overlay link), sits down later, consents to an all-seeing feed, leaves and
// reconnects, and how a seat reclaimed by its key lets its old connection go. Seats are stored before they change.
import type { Client, Deferred } from '@colyseus/core';
import type { StateView } from '@colyseus/schema';
import { isRecord, type Seat } from '../shared/core/index.js';
import { PROVISIONAL_RD } from '../shared/players.js';
import { isClientToken, S2C, type FeedKeyMessage, type SeatKeyMessage } from '../shared/protocol.js';
import type { CreatorGate } from './creator.js';
import { hashSeatKey, makeSeatKey } from './ids.js';
import { ExpectedError } from './log.js';
import { RATING_START, RATING_START_RD } from './ratings.js';
import { makeBucket } from './rate-limit.js';
import type { TableState } from './schema.js';
import { parseSeatView } from './seat-view.js';
import { cleanName, defaultName, isOccupied } from './seats.js';
import { StoreWriteError, type Store, type StoredSeat, type TableRecord } from './store.js';
import { connectionName, readOnlyRefusal, refusal, refuse, type ClientData, type TableClient } from './table-client.js';
import { CLOSE_REPLACED, TABLE_ERRORS } from './table-errors.js';
import type { ViewSlots } from './view-slots.js';

/** Seconds a dropped client keeps its place for `client.reconnect(token)`. */
export const RECONNECT_SECONDS = 60;

/** What the seats need from their room. */
export interface SeatsHost {
  readonly store: Store;
  readonly record: TableRecord;
  readonly state: TableState;
  readonly slots: ViewSlots;
  /** The creator a table just created waits for (server/creator.ts). */
  readonly creator: CreatorGate;
  /** Colyseus' Room#allowReconnection: the client's place kept for `seconds`. */
  allowReconnection(client: TableClient, seconds: number): Deferred<Client>;
  /** Welcome and catch-up for a client that arrived (server/table-catchup.ts, server/table-talk.ts). */
  welcome(client: TableClient): void;
  /** The join presenting the creator's secret arrived (its person may change the talk settings: table-talk.ts). */
  creatorJoined(client: TableClient): void;
  /** After a join, leave or sit: phase, patch, lobby listing, bots. */
  changed(): void;
  /** Someone came or went: the idle timer starts again. */
  touch(): void;
  log(message: string, error?: unknown): void;
}

/** The seats of one table, with their key hashes, and the connection holding each. */
export class TableSeats {
  /** Server copy of the seats, with key hashes. */
  private seats: StoredSeat[];
  /** The connection holding each seat (still set while it may reconnect). */
  private readonly holders: (TableClient | null)[];
  private readonly pendingReconnects = new Map<Seat, Deferred<Client>>();

  constructor(
    private readonly host: SeatsHost,
    seats: readonly StoredSeat[],
  ) {
    this.seats = seats.slice();
    this.holders = this.seats.map(() => null);
  }

  /** The seats as stored. */
  get all(): readonly StoredSeat[] {
    return this.seats;
  }

  /** Dropped seat holders still within their reconnection time (the room does not close while any is). */
  get reconnecting(): number {
    return this.pendingReconnects.size;
  }

  /**
   * A join: decided first, nothing changed until the request is known to be good (a refusal throws the
   * ServerError colyseus.js' join rejects with). Then the welcome and the change everybody sees.
   */
  join(client: TableClient, options: unknown): void {
    const { host } = this;
    const o = isRecord(options) ? options : {};
    const data: ClientData = {
      seat: null,
      feed: false,
      seatView: null,
      name: cleanName(o.name),
      playerHash: null,
      bucket: makeBucket(Date.now()),
      kicked: false,
      joined: false,
      log: (message, error) => host.log(message, error),
    };
    client.userData = data;
    host.touch();
    // The creator (the join presenting the create's secret) gets the feed key and may always watch; before it, a
    // table without spectators lets nobody in.
    const joiner = host.creator.check(o, host.record.allowSpectators, Date.now());
    if (!joiner.ok) throw refusal(joiner.error);
    if (o.playerKey !== undefined && !isClientToken(o.playerKey)) throw refusal(TABLE_ERRORS.badPlayerKey);
    data.playerHash = o.playerKey === undefined ? null : hashSeatKey(o.playerKey);
    const creatorKey = joiner.value.creator ? joiner.value.feedKey : null;
    const mayWatch = host.record.allowSpectators || creatorKey !== null;
    const seatView = parseSeatView(o, this.seats);
    if (!seatView.ok) throw refusal(seatView.error);
    if (o.feedKey !== undefined) {
      if (
        typeof o.feedKey !== 'string' ||
        host.record.feedKeyHash === null ||
        hashSeatKey(o.feedKey) !== host.record.feedKeyHash
      ) {
        throw refusal(TABLE_ERRORS.badFeedKey);
      }
      data.feed = true;
      client.view = host.slots.feedView;
    } else if (seatView.value !== null) {
      // A seat's own overlay: that seat's trees, live, read-only (server/seat-view.ts).
      data.seatView = seatView.value;
      client.view = host.slots.viewForSeat(seatView.value);
    } else if (o.seatKey !== undefined) {
      const seat = typeof o.seatKey === 'string' ? this.seatForKey(o.seatKey) : null;
      if (seat === null) throw refusal(TABLE_ERRORS.badSeatKey);
      this.reclaim(client, seat);
    } else if (o.seat === 'spectate') {
      if (!mayWatch) throw refusal(TABLE_ERRORS.noSpectators);
      this.watch(client);
    } else {
      // The page's own key for the seat it takes (JoinOptions.claimKey): a seat that holds it already is the page's.
      if (o.claimKey !== undefined && !isClientToken(o.claimKey)) throw refusal(TABLE_ERRORS.badSeatKey);
      const claimKey = o.claimKey;
      const claimed = claimKey === undefined ? null : this.seatForKey(claimKey);
      const players = data.playerHash === null ? -1 : this.seats.findIndex((s) => s.playerHash === data.playerHash);
      if (claimed !== null) {
        this.reclaim(client, claimed);
        this.sendSeatKey(client, claimed, claimKey!);
      } else if (players >= 0) {
        // The player's own seat, found by the player key (another device, or a browser that lost the seat key):
        // a new seat key for it, stored before it is sent (the old one no longer opens it).
        const key = makeSeatKey();
        if (!this.rekey(players, key)) throw refusal(TABLE_ERRORS.storeUnavailable);
        this.reclaim(client, players);
        this.sendSeatKey(client, players, key);
      } else if (o.seat !== undefined) {
        const seat = o.seat;
        if (!this.isHumanSeat(seat)) throw refusal(TABLE_ERRORS.badSeat);
        if (isOccupied(this.seats[seat]!)) throw refusal(TABLE_ERRORS.seatTaken);
        if (!this.claimSeat(client, seat, claimKey)) throw refusal(TABLE_ERRORS.storeUnavailable);
      } else {
        const free = this.seats.findIndex((s) => s.kind === 'human' && !isOccupied(s));
        if (free >= 0) {
          if (!this.claimSeat(client, free, claimKey)) throw refusal(TABLE_ERRORS.storeUnavailable);
        } else if (!mayWatch) throw refusal(TABLE_ERRORS.noSpectators);
        else this.watch(client);
      }
    }
    data.joined = true;
    if (creatorKey !== null) {
      host.creator.arrived();
      host.creatorJoined(client);
      client.send(S2C.feedKey, { tableId: host.record.id, key: creatorKey } satisfies FeedKeyMessage);
    }
    host.welcome(client);
    host.changed();
  }

  /** A spectator sits down at a free human seat (its new StateView adds its seat's overlay to what it had). */
  sit(client: TableClient, message: unknown): void {
    const data = client.userData;
    const readOnly = readOnlyRefusal(data);
    if (readOnly) return refuse(client, readOnly);
    if (!data || !isRecord(message)) return refuse(client, TABLE_ERRORS.badMessage);
    if (data.seat !== null) return refuse(client, TABLE_ERRORS.alreadySeated);
    const seat = message.seat;
    if (!this.isHumanSeat(seat)) return refuse(client, TABLE_ERRORS.badSeat);
    if (isOccupied(this.seats[seat]!)) return refuse(client, TABLE_ERRORS.seatTaken);
    if (!this.claimSeat(client, seat)) return refuse(client, TABLE_ERRORS.storeUnavailable);
    this.host.welcome(client);
    this.host.changed();
  }

  /** A spectator first in the challenger queue takes a free seat (server/table-queue.ts), as its own `sit` would. */
  seatChallenger(client: TableClient, seat: Seat): boolean {
    if (client.userData?.seat !== null || !this.isHumanSeat(seat) || isOccupied(this.seats[seat]!)) return false;
    if (!this.claimSeat(client, seat)) return false;
    this.host.welcome(client);
    this.host.changed();
    return true;
  }

  /** A seated player ticks or unticks consent to an all-seeing feed (any delay); the feed's frame follows at once. */
  feedConsent(client: TableClient, message: unknown): void {
    const data = client.userData;
    const readOnly = readOnlyRefusal(data);
    if (readOnly) return refuse(client, readOnly);
    if (!isRecord(message) || typeof message.agree !== 'boolean') return refuse(client, TABLE_ERRORS.badMessage);
    const seat = data?.seat ?? null;
    if (seat === null) return refuse(client, TABLE_ERRORS.notSeated);
    if ((this.seats[seat]!.feedConsent === true) === message.agree) return;
    const next = this.seats.map((s, i) => (i === seat ? { ...s, feedConsent: message.agree as boolean } : s));
    if (!this.storeSeats(next, `${connectionName(client)} changing its feed consent`))
      return refuse(client, TABLE_ERRORS.storeUnavailable);
    this.seats = next;
    this.host.state.seats[seat]!.feedConsent = message.agree;
    this.host.changed();
  }

  /**
   * A connection left: everybody sees it go. Unless it left on purpose or was closed by the server, its place
   * (its seat, if it held one) is kept for RECONNECT_SECONDS, and the connection that comes back catches up.
   */
  async leave(client: TableClient, consented: boolean): Promise<void> {
    const { host } = this;
    const data = client.userData;
    if (!data?.joined) return;
    host.touch();
    const seat = data.seat;
    if (seat !== null) {
      if (this.holders[seat] !== client) return;
      host.state.seats[seat]!.connected = false;
    }
    host.changed();
    if (consented || data.kicked) {
      // Still its seat's holder: changed() above takes no seat from anyone.
      if (seat !== null) this.holders[seat] = null;
      return;
    }
    const reconnection = host.allowReconnection(client, RECONNECT_SECONDS);
    if (seat !== null) this.pendingReconnects.set(seat, reconnection);
    try {
      const fresh = (await reconnection) as TableClient;
      if (seat !== null) {
        this.pendingReconnects.delete(seat);
        this.holders[seat] = fresh;
        host.state.seats[seat]!.connected = true;
      }
      host.touch();
      host.welcome(fresh);
      host.changed();
    } catch {
      if (seat !== null) {
        if (this.pendingReconnects.get(seat) === reconnection) this.pendingReconnects.delete(seat);
        if (this.holders[seat] === client) this.holders[seat] = null;
      }
    }
  }

  /** Whether `seat` (untrusted input) names a human seat of this table. */
  private isHumanSeat(seat: unknown): seat is Seat {
    return (
      typeof seat === 'number' &&
      Number.isInteger(seat) &&
      seat >= 0 &&
      seat < this.seats.length &&
      this.seats[seat]!.kind === 'human'
    );
  }

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
      this.host.log(
        `${connectionName(old)} closed`,
        new ExpectedError(`${CLOSE_REPLACED} table/seat-reclaimed`, `its seat taken back by ${client.sessionId}`),
      );
      old.leave(CLOSE_REPLACED, 'table/seat-reclaimed');
    }
  }

  /** A seat taken back by its key: its old connection let go, its name the joiner's when he gave one. */
  private reclaim(client: TableClient, seat: Seat): void {
    this.takeOver(seat, client);
    const { name, playerHash } = client.userData!;
    const was = this.seats[seat]!;
    const renamed = name !== null && name !== was.name;
    // A seat taken before its player sent a key (or under another key) is the key's player's from now on.
    const rekeyed = playerHash !== null && playerHash !== was.playerHash;
    if (renamed || rekeyed) {
      this.changeSeat(seat, `seat ${seat} renamed`, {
        ...(renamed ? { name } : {}),
        ...(rekeyed ? { playerHash } : {}),
      });
    }
    this.seatClient(client, seat);
  }

  /** Gives a seat a new key (its player came back by the player key). */
  private rekey(seat: Seat, key: string): boolean {
    return this.changeSeat(seat, `seat ${seat} given a new key`, { keyHash: hashSeatKey(key) });
  }

  /**
   * A free human seat taken: its key (the joiner's claim key, else a new one) stored, hashed, before it is sent.
   */
  private claimSeat(client: TableClient, seat: Seat, key: string = makeSeatKey()): boolean {
    const name = client.userData?.name ?? defaultName(seat);
    const playerHash = client.userData?.playerHash ?? null;
    const next = this.seats.slice();
    next[seat] = { kind: 'human', name, botId: '', keyHash: hashSeatKey(key), feedConsent: false, playerHash };
    if (!this.storeSeats(next, `${connectionName(client)} taking seat ${seat}`)) return false;
    this.seats = next;
    const s = this.host.state.seats[seat]!;
    s.name = name;
    s.occupied = true;
    s.feedConsent = false;
    this.seatClient(client, seat);
    this.sendSeatKey(client, seat, key);
    return true;
  }

  /** Tells the seat's new holder (and no one else) the key that gets it back. */
  private sendSeatKey(client: TableClient, seat: Seat, key: string): void {
    const msg: SeatKeyMessage = { tableId: this.host.record.id, seat, key };
    client.send(S2C.seatKey, msg);
  }

  /** Changes one seat as stored (then its name as shown); false, nothing changed, when the store cannot write it. */
  private changeSeat(seat: Seat, what: string, change: Partial<StoredSeat>): boolean {
    const next = this.seats.map((s, i) => (i === seat ? { ...s, ...change } : s));
    if (!this.storeSeats(next, what)) return false;
    this.seats = next;
    this.host.state.seats[seat]!.name = next[seat]!.name;
    return true;
  }

  /** Each seat's rating in this game as everybody sees it (0: a bot, a free seat, or a player without a key). */
  showRatings(): void {
    this.seats.forEach((s, i) => {
      const shown = this.host.state.seats[i]!;
      const r = s.playerHash ? this.host.store.ratings.of(this.host.record.game, s.playerHash) : null;
      const rating = s.playerHash ? Math.round(r?.rating ?? RATING_START) : 0;
      const provisional = s.playerHash ? (r?.rd ?? RATING_START_RD) > PROVISIONAL_RD : false;
      if (shown.rating !== rating) shown.rating = rating;
      if (shown.provisional !== provisional) shown.provisional = provisional;
    });
  }

  /** Binds a connection to its seat: its own StateView (its seat's slot only), connected. */
  private seatClient(client: TableClient, seat: Seat): void {
    this.showRatings();
    this.holders[seat] = client;
    client.userData!.seat = seat;
    const view: StateView = this.host.slots.viewForSeat(seat);
    client.view = view;
    this.host.state.seats[seat]!.connected = true;
  }

  private watch(client: TableClient): void {
    client.userData!.seat = null;
    client.view = this.host.slots.spectatorView;
  }

  /** Stores the seats; false (logged, `what` naming whose change) when the store cannot write, and then nothing changed. */
  private storeSeats(next: StoredSeat[], what: string): boolean {
    try {
      this.host.store.updateSeats(this.host.record.id, next);
      return true;
    } catch (e) {
      if (!(e instanceof StoreWriteError)) throw e;
      this.host.log(`${what}: not stored, the store cannot write`, e);
      return false;
    }
  }
}
