// A table's physical dice throws: the tracks of an action's dice events (simulated in worker threads, or at once
// when banked), sent in roll order to the live clients who may see each, handed to the delayed feed, and kept as
// the last throw per channel for whoever joins. It also knows whether the last action's dice are still in the air
// (a bot waits for them to land).
import { isDiceThrown, type GameEvent, type Seed } from '../shared/core/index.js';
import { S2C, type ThrowMessage } from '../shared/protocol.js';
import { corkClients } from './socket-cork.js';
import { feedClientsOf, viewerOf, type TableSender } from './table-client.js';
import type { LoggedEvents } from './table-catchup.js';
import type { PlannedThrow, Thrower } from './throws.js';
import { mayLearn } from './visibility.js';

/** What the throws need from their room. */
export interface ThrowsHost {
  readonly thrower: Thrower;
  readonly seed: Seed;
  readonly sender: TableSender;
  /** Whether a bot waits for the last action's dice to land before it acts (server/bot-pace.ts waitsForDice). */
  readonly botsWaitForDice: boolean;
  /** The last throw per dice channel, for joiners (server/table-catchup.ts). */
  readonly lastThrows: Map<string, PlannedThrow>;
  /** Hands an action's throws to the delayed feed. */
  feedThrows(version: number, list: readonly PlannedThrow[]): void;
  /** The dice a bot was waiting for went out (or failed): it may be armed now. */
  landed(): void;
  disposed(): boolean;
  log(message: string, error?: unknown): void;
}

/** The throw chain of one table: roll order, the tracks in flight, the last tracks sent. */
export class TableThrows {
  /** Throws go out in roll order, each as soon as it and every earlier one are simulated. */
  private chain: Promise<void> = Promise.resolve();
  /** Throws on the chain not yet sent: while any is, a new throw waits its turn behind them (roll order). */
  private queued = 0;
  /** The tracks of the last live action's dice throws, by version: how long a bot waits for them to land. */
  private lastTracks: { version: number; tracks: readonly ThrowMessage[] } | null = null;
  /** The version whose dice are still being simulated (their tracks not sent yet), or null. */
  private inFlight: number | null = null;

  constructor(private readonly host: ThrowsHost) {}

  /** Whether the dice of `version` are still being simulated (a bot waiting for them is not armed yet). */
  simulating(version: number): boolean {
    return this.inFlight === version;
  }

  /** The tracks sent for `version`'s dice, or null (none sent, or another version's). */
  tracksOf(version: number): readonly ThrowMessage[] | null {
    return this.lastTracks?.version === version ? this.lastTracks.tracks : null;
  }

  /** Dice whose motions are banked here are thrown at once (behind no earlier throw still simulated); else null. */
  planNow(events: readonly GameEvent[]): PlannedThrow[] | null {
    return this.queued === 0 && events.some(isDiceThrown) ? this.host.thrower.planNow(events, this.host.seed) : null;
  }

  /** Throws planned at once were sent with their action (in its socket write): a bot's wait is measured on them. */
  sentNow(version: number, list: readonly PlannedThrow[]): void {
    this.lastTracks = { version, tracks: list.map((t) => t.message) };
  }

  /**
   * Dice tracks take tens of ms of physics: they are simulated in worker threads and follow the patch (clients
   * match a track to its roll by `roll`), in roll order. `live`: an action just accepted (else a version the feed
   * has still to show after a restart, whose tracks only the feed gets).
   */
  queue(events: readonly GameEvent[], version: number, live: boolean): void {
    if (!events.some(isDiceThrown)) return; // nothing to simulate: no promise, no turn of the chain
    const planned = this.host.thrower.plan(events, this.host.seed);
    this.queued += 1;
    if (live && this.host.botsWaitForDice) this.inFlight = version;
    this.chain = this.chain.then(async () => {
      let list: PlannedThrow[];
      try {
        list = await planned;
      } catch (e) {
        this.host.log('dice simulation failed', e);
        if (live) this.thrownLive(version, []);
        return;
      } finally {
        this.queued -= 1;
      }
      if (this.host.disposed()) return;
      this.host.feedThrows(version, list);
      if (!live) return;
      const uncork = corkClients(this.host.sender.clients);
      try {
        this.send(list);
      } finally {
        uncork();
      }
      this.thrownLive(
        version,
        list.map((t) => t.message),
      );
    });
  }

  /** Sends an action's dice tracks to the live clients who may see each (feed clients get theirs later). */
  send(list: readonly PlannedThrow[]): void {
    const sender = this.host.sender;
    for (const t of list) {
      this.host.lastThrows.set(t.message.channel, t);
      // A track is ~2.4 KB of msgpack: encoded once for all who may see it.
      const except =
        t.visibleTo === null
          ? feedClientsOf(sender.clients)
          : sender.clients.filter((c) => c.userData?.feed || !mayLearn(t.visibleTo ?? undefined, viewerOf(c)));
      if (except.length < sender.clients.length) sender.broadcast(S2C.throw, t.message, { except });
    }
  }

  /** The last throw per dice channel, simulated again from the log after a restart, for whoever joins. */
  restoreLast(history: readonly LoggedEvents[]): void {
    const last = new Map<string, GameEvent>();
    for (const h of history) for (const e of h.events) if (isDiceThrown(e)) last.set(e.channel, e);
    if (last.size === 0) return;
    const planned = this.host.thrower.plan([...last.values()], this.host.seed);
    this.queued += 1;
    this.chain = this.chain.then(async () => {
      try {
        for (const t of await planned) this.host.lastThrows.set(t.message.channel, t);
      } catch (e) {
        this.host.log('dice simulation failed', e);
      } finally {
        this.queued -= 1;
      }
    });
  }

  /** An action's simulated throws went out (none when the simulation failed): a bot waiting for them is armed. */
  private thrownLive(version: number, tracks: readonly ThrowMessage[]): void {
    this.lastTracks = { version, tracks };
    if (this.inFlight !== version) return;
    this.inFlight = null;
    if (!this.host.disposed()) this.host.landed();
  }
}
