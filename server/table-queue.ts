// A table's challenger queue as the room's part (issue 31; the rules are shared/queue.ts): its requests, each
// answered or refused with its code and stored before anybody sees it; each connection's place, told to it alone;
// the grace a viewer who left keeps his place for; a queued viewer seated at once while a challenger seat is free;
// and, when a match ends, the next match's table made with the next challenger seated, everyone there sent on to it.
import { ArraySchema } from '@colyseus/schema';
import type { Seat } from '../shared/core/index.js';
import { S2C, type NextTableMessage, type QueuePlaceMessage } from '../shared/protocol.js';
import {
  challengerSeats,
  matchEnded,
  nextMatch,
  parseQueueOp,
  queueApply,
  withoutPlace,
  type QueueRecord,
} from '../shared/queue.js';
import { isOccupied } from './seats.js';
import { StoreWriteError, type Store, type StoredSeat, type TableRecord } from './store.js';
import { readOnlyRefusal, refuse, type TableClient } from './table-client.js';
import { TABLE_ERRORS } from './table-errors.js';
import type { TableState } from './schema.js';

/** How long a viewer who left keeps his place in line, ms (he may reload, or his phone may drop a moment). */
export const QUEUE_GRACE_MS = 30_000;

/** What the queue needs from its room. */
export interface QueueHost {
  readonly store: Store;
  readonly record: TableRecord;
  readonly state: TableState;
  readonly clients: readonly TableClient[];
  /** The seats as stored now. */
  seats(): readonly StoredSeat[];
  /** Whether a connection is the table's creator's. */
  isCreator(client: TableClient): boolean;
  /** Seats a spectator at a free seat (as its own `sit` would); false when it could not. */
  seatChallenger(client: TableClient, seat: Seat): boolean;
  /**
   * Stores the next match's table (same settings, these seats, this queue; the creator's browser, `creator`, is its
   * creator too); its code, or null when not stored.
   */
  makeNext(seats: readonly StoredSeat[], queue: QueueRecord, creator: TableClient | null): string | null;
  /** How long everyone sees the end before being sent on to the next table, ms. */
  readonly nextDelayMs: number;
  /** How long a viewer who left keeps his place in line, ms (QUEUE_GRACE_MS). */
  readonly graceMs: number;
  /** Sends the state's changes now (the room patches by hand). */
  broadcastPatch(): void;
  log(message: string, error?: unknown): void;
}

/** One table's challenger queue. */
export class TableQueue {
  private queue: QueueRecord;
  /** Players in line with no connection here, and when they lose their place. */
  private readonly graces = new Map<string, ReturnType<typeof setTimeout>>();
  private nextTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly host: QueueHost) {
    this.queue = host.record.queue ?? { open: false, games: 1, hostSeat: null, entries: [], played: [] };
    // Restored: nobody is connected yet, so every place in line starts its grace now.
    for (const e of this.queue.entries) this.startGrace(e.player);
  }

  /** C2S queue: a request, answered by the change everybody sees, or refused to its sender. */
  request(client: TableClient, message: unknown): void {
    const data = client.userData;
    const readOnly = readOnlyRefusal(data);
    if (readOnly) return refuse(client, readOnly);
    const op = parseQueueOp(message);
    if (!op.ok) return refuse(client, op.error);
    const player = data?.playerHash ?? null;
    const who = {
      // The creator's browser, or his player key at a queue's next table (another device, a node script).
      creator: this.host.isCreator(client) || (player !== null && player === this.queue.hostPlayer),
      seat: data?.seat ?? null,
      player,
      name: data?.name || 'Guest',
    };
    const next = queueApply(this.queue, op.value, who, this.host.seats());
    if (!next.ok) return refuse(client, next.error);
    if (!this.store(next.value)) return refuse(client, TABLE_ERRORS.storeUnavailable);
    this.seatWaiting();
    // The table is over and waited for the line: the one who just came may be the next challenger.
    if (op.value.op === 'join' && this.host.state.phase === 'finished') this.advance();
  }

  /** A connection arrived or came back: its place (and the grace of its player's place ends). */
  welcome(client: TableClient): void {
    const player = client.userData?.playerHash ?? null;
    if (player !== null) {
      const grace = this.graces.get(player);
      if (grace) clearTimeout(grace);
      this.graces.delete(player);
    }
    this.tellPlace(client);
  }

  /** A connection left: a player in line with no other connection here keeps his place for QUEUE_GRACE_MS. */
  left(client: TableClient): void {
    const player = client.userData?.playerHash ?? null;
    if (player === null || !this.queue.entries.some((e) => e.player === player)) return;
    const still = this.host.clients.some((c) => c !== client && c.userData?.playerHash === player);
    if (!still) this.startGrace(player);
  }

  /** The match ended (the action that ended it is stored): each challenger has played one more; then the next. */
  matchEnded(): void {
    if (!this.queue.open) return;
    if (!this.store(matchEnded(this.queue, this.host.seats()))) return;
    this.advance();
  }

  /** Ends the timers (the room is gone). */
  dispose(): void {
    for (const t of this.graces.values()) clearTimeout(t);
    this.graces.clear();
    if (this.nextTimer) clearTimeout(this.nextTimer);
    this.nextTimer = null;
  }

  /** Makes the next match's table when the queue has one to make, and sends everyone there after a moment. */
  private advance(): void {
    if (this.host.state.queueNext !== '') return;
    const seats = this.host.seats();
    const plan = nextMatch(this.queue, seats);
    if (!plan) return;
    const nextSeats = seats.map((s, i): StoredSeat => {
      if (s.kind === 'bot') return s;
      const from = plan.seats.find((p) => p.seat === i)?.from ?? null;
      const player = from ? from.player : (s.playerHash ?? null);
      const name = from ? from.name : s.name;
      // Held for its player (a key nobody knows): only his player key takes it, as on another device.
      return player === null
        ? { kind: 'human', name: '', botId: '', keyHash: null }
        : { kind: 'human', name, botId: '', keyHash: `held:${player}`, playerHash: player, feedConsent: false };
    });
    const creator = this.host.clients.find((c) => this.host.isCreator(c)) ?? null;
    const code = this.host.makeNext(nextSeats, plan.queue, creator);
    if (code === null) return;
    // This table's queue has moved on with its line (stored with where to: shown after a restart too).
    if (!this.store({ ...this.queue, open: false, entries: [], next: code })) return;
    const seatedPlayers = new Set(nextSeats.flatMap((s) => (s.playerHash ? [s.playerHash] : [])));
    this.nextTimer = setTimeout(() => {
      this.nextTimer = null;
      for (const c of this.host.clients) {
        const player = c.userData?.playerHash ?? null;
        const msg: NextTableMessage = { tableId: code, seated: player !== null && seatedPlayers.has(player) };
        c.send(S2C.nextTable, msg);
      }
    }, this.host.nextDelayMs);
  }

  /** While a challenger seat is free, the first in line who is here takes it. */
  private seatWaiting(): void {
    const seats = this.host.seats();
    for (const seat of challengerSeats(this.queue, seats)) {
      if (isOccupied(seats[seat]!)) continue;
      const place = this.queue.entries.findIndex((e) =>
        this.host.clients.some((c) => c.userData?.playerHash === e.player && c.userData.seat === null),
      );
      if (place < 0) return;
      const player = this.queue.entries[place]!.player;
      const client = this.host.clients.find((c) => c.userData?.playerHash === player && c.userData.seat === null)!;
      if (!this.store(withoutPlace(this.queue, place))) return;
      if (!this.host.seatChallenger(client, seat)) this.host.log(`queue: could not seat ${client.sessionId}`);
    }
  }

  private startGrace(player: string): void {
    if (this.graces.has(player)) return;
    this.graces.set(
      player,
      setTimeout(() => {
        this.graces.delete(player);
        const place = this.queue.entries.findIndex((e) => e.player === player);
        if (place >= 0) this.store(withoutPlace(this.queue, place));
      }, this.host.graceMs),
    );
  }

  /** Stores the queue and shows it (names to all, each connection its place); false, nothing changed, when not stored. */
  private store(next: QueueRecord): boolean {
    try {
      this.host.store.updateQueue(this.host.record.id, next);
    } catch (e) {
      if (!(e instanceof StoreWriteError)) throw e;
      this.host.log('queue: not stored, the store cannot write', e);
      return false;
    }
    const before = this.queue;
    this.queue = next;
    const { state } = this.host;
    if (state.queueOpen !== next.open) state.queueOpen = next.open;
    if (state.queueGames !== next.games) state.queueGames = next.games;
    if (next.next !== undefined && state.queueNext !== next.next) state.queueNext = next.next;
    const names = next.entries.map((e) => e.name);
    if (state.queueNames.length !== names.length || names.some((n, i) => state.queueNames[i] !== n)) {
      state.queueNames = new ArraySchema<string>(...names);
    }
    this.host.broadcastPatch();
    if (before.entries !== next.entries) for (const c of this.host.clients) this.tellPlace(c);
    return true;
  }

  private tellPlace(client: TableClient): void {
    const player = client.userData?.playerHash ?? null;
    if (player === null || client.userData?.feed) return;
    const place = this.queue.entries.findIndex((e) => e.player === player);
    const msg: QueuePlaceMessage = { place: place >= 0 ? place : null };
    client.send(S2C.queuePlace, msg);
  }
}
