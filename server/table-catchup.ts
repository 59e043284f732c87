// What a table's clients are told of its events: each action's events live, to each client as much as it may see,
// and, for a client that arrives (a joiner, a reconnecting client, a spectator who sat down), the welcome and one
// catch-up message with every event it may see so far and the last throw per dice channel.
import type { GameEvent, Viewer } from '../shared/core/index.js';
import {
  S2C,
  type CatchUpMessage,
  type EventsMessage,
  type ViewKeyMessage,
  type WelcomeMessage,
} from '../shared/protocol.js';
import { seatViewKey } from './seat-view.js';
import type { StoredSeat } from './store.js';
import { feedClientsOf, viewerOf, type TableClient, type TableSender } from './table-client.js';
import type { PlannedThrow } from './throws.js';
import { eventsFor, mayLearn } from './visibility.js';

/** One accepted action's events, by the version it made. */
export interface LoggedEvents {
  version: number;
  events: GameEvent[];
}

/** What the catch-up needs from its room. */
export interface CatchUpHost {
  readonly tableId: string;
  readonly sender: TableSender;
  version(): number;
  seats(): readonly StoredSeat[];
  /** A feed client's catch-up: the feed's own, up to the version it shows (server/feed-stream.ts). */
  feedCatchUp(history: readonly LoggedEvents[]): CatchUpMessage;
}

/** The table's event log and last throws, and what each client is sent of them. */
export class TableCatchUp {
  /** Every action's events by version, so a client joining mid-game gets the log it missed. */
  readonly history: LoggedEvents[];
  /** The last throw on each of the game's dice channels, replayed to a joiner (who may see it). */
  readonly lastThrows = new Map<string, PlannedThrow>();

  constructor(
    private readonly host: CatchUpHost,
    history: readonly LoggedEvents[],
  ) {
    this.history = history.slice();
  }

  /** The events of `version` when it is the last one logged, else none (what a bot's wait is measured on). */
  eventsOf(version: number): readonly GameEvent[] {
    const last = this.history.at(-1);
    return last?.version === version ? last.events : [];
  }

  /**
   * Welcome, then the log and the last throws this client may see (a joiner, a reconnecting client or a
   * spectator who sat down catches up); a feed client gets the feed's instead, up to the version it shows.
   */
  welcome(client: TableClient): void {
    const tableId = this.host.tableId;
    const data = client.userData;
    const seatView = data?.seatView ?? null;
    const msg: WelcomeMessage =
      seatView === null ? { tableId, seat: data?.seat ?? null } : { tableId, seat: seatView, readOnly: true };
    client.send(S2C.welcome, msg);
    // A seat's holder gets the key of its own overlay link (derived from its stored key hash: nothing new kept).
    const seat = data?.seat ?? null;
    const keyHash = seat === null ? null : (this.host.seats()[seat]?.keyHash ?? null);
    if (seat !== null && keyHash !== null)
      client.send(S2C.viewKey, { tableId, seat, key: seatViewKey(keyHash) } satisfies ViewKeyMessage);
    client.send(
      S2C.catchUp,
      client.userData?.feed ? this.host.feedCatchUp(this.history) : this.catchUpFor(viewerOf(client)),
    );
  }

  /** An accepted action's events, logged for whoever arrives later. */
  record(version: number, events: GameEvent[]): void {
    this.history.push({ version, events });
  }

  /** An accepted action's events, sent to each live client as much as it may see (feed clients get theirs later). */
  send(version: number, events: readonly GameEvent[]): void {
    const sender = this.host.sender;
    if (events.every((e) => e.visibleTo === undefined)) {
      // Every live client may see them all: one message, encoded once (feed clients get theirs later).
      const msg: EventsMessage = { version, events };
      sender.broadcast(S2C.events, msg, { except: feedClientsOf(sender.clients) });
      return;
    }
    for (const client of sender.clients) {
      if (client.userData?.feed) continue;
      const msg: EventsMessage = { version, events: eventsFor(events, viewerOf(client)) };
      client.send(S2C.events, msg);
    }
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
    return { version: this.host.version(), steps, throws };
  }
}
