// One table's delayed all-seeing feed: the accepted versions waiting for their time, the frame shown now, and
// one timer set for the next version due (no polling). The room pushes each accepted action and its dice
// throws; the stream says what its feed clients get and when (server/feed.ts decides the times).
import type { AnyGame, GameEvent, Viewer } from '../shared/core/index.js';
import type { CatchUpMessage, EventsMessage, FeedFrame, ThrowMessage } from '../shared/protocol.js';
import { dueVersion, nextDueAt } from './feed.js';
import { eventsFor } from './visibility.js';

/** The feed's viewer: it sees everything, only later. */
const FEED_VIEWER: Viewer = { kind: 'broadcast' };

/** One accepted version as the feed keeps it until it is shown. */
export interface FeedStep {
  readonly version: number;
  /** When the server accepted it (ms since the epoch); for version 0, the table's creation. */
  readonly at: number;
  /** The engine state after it. */
  readonly state: unknown;
  readonly events: readonly GameEvent[];
}

/** Where the stream's output goes: the room's feed slot and its feed clients. */
export interface FeedOutput {
  /** Writes the feed's frame into its synced tree (server/view-slots.ts setFeed). */
  frame(frame: FeedFrame): void;
  /** Sends the events of a version the feed just reached, to every feed client. */
  events(msg: EventsMessage): void;
  /** Sends a dice throw of a version the feed reached, to every feed client. */
  throwMessage(msg: ThrowMessage): void;
  /** The frame moved: the room sends its patch. */
  moved(): void;
  /** A timer-driven step failed (a bug): logged by the room, the process lives. */
  failed(error: unknown): void;
}

/** How a stream starts: every version's acceptance time, and the steps from the oldest one it may need. */
export interface FeedStart {
  /** `acceptedAt[v]`: when version v was reached; index 0 is the table's creation. */
  readonly acceptedAt: readonly number[];
  /** The versions from the feed's window start (see feedWindowStart) to the newest, in order. */
  readonly steps: readonly FeedStep[];
  readonly delayMs: number;
}

/** The delayed feed of one table. */
export class FeedStream {
  private readonly acceptedAt: number[];
  /** Versions after the shown one, waiting for their time. */
  private readonly pending = new Map<number, FeedStep>();
  /** Throws of versions not shown yet. */
  private readonly pendingThrows = new Map<number, ThrowMessage[]>();
  /** The last throw per dice channel up to the shown version (a joining feed client catches up on it). */
  private readonly lastThrows = new Map<string, ThrowMessage>();
  private shownVersion: number;
  private shownState: unknown;
  private delay: number;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** When the timer is due (the version after the shown one's time), or null without a timer. */
  private timerAt: number | null = null;
  private disposed = false;

  constructor(
    private readonly game: AnyGame,
    private readonly out: FeedOutput,
    /** The table's live phase, used for the setup frame (version 0 waits for players like the table). */
    private readonly livePhase: () => FeedFrame['phase'],
    start: FeedStart,
    private readonly clock: () => number = Date.now,
  ) {
    this.acceptedAt = start.acceptedAt.slice();
    this.delay = start.delayMs;
    const first = start.steps[0];
    if (!first) throw new Error('FeedStream: no step to start from');
    for (const step of start.steps) this.pending.set(step.version, step);
    // What was due before this stream existed is shown at once, without sending anything (nobody watches yet).
    const due = dueVersion(this.acceptedAt, this.delay, this.clock(), first.version);
    this.shownVersion = due;
    this.shownState = this.pending.get(due)!.state;
    for (const v of [...this.pending.keys()]) if (v <= due) this.pending.delete(v);
    this.writeFrame();
    this.schedule();
  }

  /** The version the feed shows now. */
  get version(): number {
    return this.shownVersion;
  }

  /** The delay the feed runs with now, in ms. */
  get delayMs(): number {
    return this.delay;
  }

  /** An action was accepted: it is shown once its time comes (at once with a zero delay). */
  push(step: FeedStep): void {
    this.acceptedAt[step.version] = step.at;
    this.pending.set(step.version, step);
    this.advance();
  }

  /** The dice throws of version `version`: sent now if the feed already shows it, else kept until it does. */
  addThrows(version: number, throws: readonly ThrowMessage[]): void {
    if (throws.length === 0 || this.disposed) return;
    if (version > this.shownVersion) {
      this.pendingThrows.set(version, [...(this.pendingThrows.get(version) ?? []), ...throws]);
      return;
    }
    for (const t of throws) {
      this.lastThrows.set(t.channel, t);
      this.out.throwMessage(t);
    }
  }

  /** Changes the delay (consent given or withdrawn): a shorter one shows what is now due, a longer one holds. */
  setDelay(ms: number): void {
    if (ms === this.delay) return;
    this.delay = ms;
    this.advance();
  }

  /** Re-writes the frame (the table's phase changed while the feed still shows the setup). */
  refresh(): void {
    if (this.shownVersion === 0) this.writeFrame();
  }

  /** What a feed client joining now gets, in one message: the events of every shown version, the last throw per channel. */
  catchUp(history: readonly { version: number; events: readonly GameEvent[] }[]): CatchUpMessage {
    const steps: EventsMessage[] = [];
    for (const h of history) {
      if (h.version > this.shownVersion) break;
      const visible = eventsFor(h.events, FEED_VIEWER);
      if (visible.length > 0) steps.push({ version: h.version, events: visible });
    }
    return { version: this.shownVersion, steps, throws: [...this.lastThrows.values()] };
  }

  /** Stops the timer (the room is gone). */
  dispose(): void {
    this.disposed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Shows every version now due, in order: its events, the frame, then its throws; then waits for the next. */
  private advance(): void {
    if (this.disposed) return;
    const due = dueVersion(this.acceptedAt, this.delay, this.clock(), this.shownVersion);
    if (due > this.shownVersion) {
      const throws: ThrowMessage[] = [];
      for (let v = this.shownVersion + 1; v <= due; v++) {
        const step = this.pending.get(v);
        if (!step) throw new Error(`FeedStream: version ${v} is missing`);
        this.pending.delete(v);
        this.shownState = step.state;
        this.out.events({ version: v, events: eventsFor(step.events, FEED_VIEWER) });
        throws.push(...(this.pendingThrows.get(v) ?? []));
        this.pendingThrows.delete(v);
      }
      this.shownVersion = due;
      this.writeFrame();
      this.out.moved();
      for (const t of throws) {
        this.lastThrows.set(t.channel, t);
        this.out.throwMessage(t);
      }
    }
    this.schedule();
  }

  private schedule(): void {
    const at = nextDueAt(this.acceptedAt, this.delay, this.shownVersion);
    // Actions pushed while the feed waits for an older version leave its timer as it is (no timer churn).
    if (this.timer && at === this.timerAt && !this.disposed) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.timerAt = null;
    if (at === null || this.disposed) return;
    this.timerAt = at;
    // A timer may fire a millisecond early: advance() checks the clock again and sets a new one if so.
    this.timer = setTimeout(() => {
      this.timer = null;
      this.timerAt = null;
      try {
        this.advance();
      } catch (e) {
        this.out.failed(e);
      }
    }, Math.max(0, at - this.clock()) + 1);
  }

  private writeFrame(): void {
    const phase: FeedFrame['phase'] =
      this.shownVersion === 0 ? this.livePhase() : this.game.outcome(this.shownState) ? 'finished' : 'playing';
    const frame: FeedFrame = { version: this.shownVersion, phase, view: this.game.view(this.shownState, FEED_VIEWER) };
    this.out.frame(frame);
  }
}
