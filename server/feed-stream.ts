// One table's delayed feed: the accepted versions waiting for their time, the frame shown now, and one timer set
// for the next version due (no polling). The room pushes each accepted action and its dice throws, and says
// whether every seated human agrees to an all-seeing feed; the stream says what its feed clients get and when
// (server/feed.ts decides the times and how much each frame may show). Every version, the setup included, waits
// its delay; before the setup is due the frame says when the feed starts.
import type { AnyGame, GameEvent, Seat } from '../shared/core/index.js';
import type { CatchUpMessage, EventsMessage, FeedFrame, FeedSight, ThrowMessage } from '../shared/protocol.js';
import { dueVersion, feedSight, feedViewer, nextDueAt } from './feed.js';
import { eventsFor, mayLearn } from './visibility.js';

/** One accepted version as the feed keeps it until it is shown. */
export interface FeedStep {
  readonly version: number;
  /** When the server accepted it (ms since the epoch); for version 0, the table's creation. */
  readonly at: number;
  /** The engine state after it. */
  readonly state: unknown;
  readonly events: readonly GameEvent[];
}

/** A dice throw as the feed keeps it: the message and who may see it (null: everybody), as server/throws.ts plans it. */
export interface FeedThrow {
  readonly message: ThrowMessage;
  readonly visibleTo: readonly Seat[] | null;
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
  /**
   * A feed client is connected. Nobody watching, no frame is written (a table's view, diffed and encoded on every
   * action for no one); the frame owed is written when one joins (FeedStream#refresh).
   */
  watched(): boolean;
  /** A timer-driven step failed (a bug): logged by the room, the process lives. */
  failed(error: unknown): void;
}

/** How a stream starts: every version's acceptance time, the steps from the oldest one it may need, what it may show. */
export interface FeedStart {
  /** `acceptedAt[v]`: when version v was reached; index 0 is the table's creation. */
  readonly acceptedAt: readonly number[];
  /** The versions from the feed's window start (see feedWindowStart) to the newest, in order. */
  readonly steps: readonly FeedStep[];
  readonly delayMs: number;
  /** Every seated human agrees to show every secret in play (server/feed.ts everyoneConsents). */
  readonly allSeeing: boolean;
}

/** The delayed feed of one table. */
export class FeedStream {
  private readonly acceptedAt: number[];
  /** Versions after the shown one, waiting for their time. */
  private readonly pending = new Map<number, FeedStep>();
  /** Throws of versions not shown yet. */
  private readonly pendingThrows = new Map<number, FeedThrow[]>();
  /** The last throw per dice channel up to the shown version (a joining feed client catches up on it). */
  private readonly lastThrows = new Map<string, FeedThrow>();
  /** The version shown; -1 while even the setup waits for its delay. */
  private shownVersion: number;
  /** The state shown (null while waiting), and the newest state the table reached (what "settled" is judged by). */
  private shownState: unknown;
  private liveState: unknown;
  /** The creator's delay, in ms: it never changes (consent decides what the feed shows, not when). */
  private readonly delay: number;
  private allSeeing: boolean;
  /** The sight of the frame shown (written, or owed while nobody watches). */
  private sight: FeedSight = 'table';
  /** The frame shown changed while nobody watched: it is written when a feed client joins. */
  private owed = false;
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
    this.allSeeing = start.allSeeing;
    const first = start.steps[0];
    const last = start.steps.at(-1);
    if (!first || !last) throw new Error('FeedStream: no step to start from');
    for (const step of start.steps) this.pending.set(step.version, step);
    this.liveState = last.state;
    // What was due before this stream existed is shown at once, without sending anything (nobody watches yet).
    const due = dueVersion(this.acceptedAt, this.delay, this.clock(), first.version - 1);
    this.shownVersion = due;
    this.shownState = due >= 0 ? this.pending.get(due)!.state : null;
    for (const v of [...this.pending.keys()]) if (v <= due) this.pending.delete(v);
    this.writeFrame();
    this.schedule();
  }

  /** The version the feed shows now (-1 while it waits for its start). */
  get version(): number {
    return this.shownVersion;
  }

  /** An action was accepted: it is shown once its time comes; the frame shown may now show more (a round ended). */
  push(step: FeedStep): void {
    this.acceptedAt[step.version] = step.at;
    this.pending.set(step.version, step);
    this.liveState = step.state;
    if (!this.advance()) this.rewriteIfSightChanged();
  }

  /** The dice throws of version `version`: sent now if the feed already shows it, else kept until it does. */
  addThrows(version: number, throws: readonly FeedThrow[]): void {
    if (throws.length === 0 || this.disposed) return;
    if (version > this.shownVersion) {
      this.pendingThrows.set(version, [...(this.pendingThrows.get(version) ?? []), ...throws]);
      return;
    }
    this.sendThrows(throws);
  }

  /** Every seated human agrees (true) or one does not (false): the frame switches at once. */
  setAllSeeing(allSeeing: boolean): void {
    if (allSeeing === this.allSeeing) return;
    this.allSeeing = allSeeing;
    this.rewriteIfSightChanged();
  }

  /**
   * Re-writes the frame when the table's phase changed while the feed still shows the setup (or waits for it), and
   * writes the frame owed once a feed client watches (the room calls it after every join, leave or sit).
   */
  refresh(): void {
    if (this.shownVersion <= 0 || this.owed) this.writeFrame();
  }

  /**
   * What a feed client joining now gets, in one message: the events of every shown version and the last throw
   * per channel, as much of them as the frame's sight allows (rounds only grow: a frame whose secrets are
   * settled has every earlier version's settled too).
   */
  catchUp(history: readonly { version: number; events: readonly GameEvent[] }[]): CatchUpMessage {
    const viewer = feedViewer(this.sight);
    const steps: EventsMessage[] = [];
    for (const h of history) {
      if (h.version > this.shownVersion) break;
      const visible = eventsFor(h.events, viewer);
      if (visible.length > 0) steps.push({ version: h.version, events: visible });
    }
    const throws = [...this.lastThrows.values()]
      .filter((t) => mayLearn(t.visibleTo ?? undefined, viewer))
      .map((t) => t.message);
    return { version: Math.max(0, this.shownVersion), steps, throws };
  }

  /** Stops the timer (the room is gone). */
  dispose(): void {
    this.disposed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /**
   * Shows every version now due, in order: its events (as much as its own sight allows), the frame, then its
   * throws (as much as the frame's sight allows); then waits for the next. True when the frame moved.
   */
  private advance(): boolean {
    if (this.disposed) return false;
    const due = dueVersion(this.acceptedAt, this.delay, this.clock(), this.shownVersion);
    const moved = due > this.shownVersion;
    if (moved) {
      const throws: FeedThrow[] = [];
      for (let v = this.shownVersion + 1; v <= due; v++) {
        const step = this.pending.get(v);
        if (!step) throw new Error(`FeedStream: version ${v} is missing`);
        this.pending.delete(v);
        this.shownState = step.state;
        const viewer = feedViewer(feedSight(this.game, this.allSeeing, step.state, this.liveState));
        if (v > 0) this.out.events({ version: v, events: eventsFor(step.events, viewer) });
        throws.push(...(this.pendingThrows.get(v) ?? []));
        this.pendingThrows.delete(v);
      }
      this.shownVersion = due;
      this.writeFrame();
      this.out.moved();
      this.sendThrows(throws);
    }
    this.schedule();
    return moved;
  }

  /** Sends throws of shown versions that the frame's sight allows, and keeps the last per channel. */
  private sendThrows(throws: readonly FeedThrow[]): void {
    const viewer = feedViewer(this.sight);
    for (const t of throws) {
      this.lastThrows.set(t.message.channel, t);
      if (mayLearn(t.visibleTo ?? undefined, viewer)) this.out.throwMessage(t.message);
    }
  }

  /** Writes the frame again when what it may show changed (consent given or withdrawn, a round over live). */
  private rewriteIfSightChanged(): void {
    if (this.disposed || this.shownVersion < 0) return;
    if (feedSight(this.game, this.allSeeing, this.shownState, this.liveState) === this.sight) return;
    this.writeFrame();
    this.out.moved();
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
    this.timer = setTimeout(
      () => {
        this.timer = null;
        this.timerAt = null;
        try {
          this.advance();
        } catch (e) {
          this.out.failed(e);
        }
      },
      Math.max(0, at - this.clock()) + 1,
    );
  }

  /** Writes the frame shown into the feed's tree, or owes it while nobody watches (the sight is kept either way). */
  private writeFrame(): void {
    this.sight =
      this.shownVersion < 0 ? 'table' : feedSight(this.game, this.allSeeing, this.shownState, this.liveState);
    this.owed = !this.out.watched();
    if (this.owed) return;
    if (this.shownVersion < 0) {
      // Not even the setup is due: nothing of the table yet, only when the feed starts.
      this.out.frame({
        version: 0,
        phase: this.livePhase(),
        view: null,
        sight: 'table',
        startsAt: this.acceptedAt[0]! + this.delay,
      });
      return;
    }
    const phase: FeedFrame['phase'] =
      this.shownVersion === 0 ? this.livePhase() : this.game.outcome(this.shownState) ? 'finished' : 'playing';
    const view = this.game.view(this.shownState, feedViewer(this.sight));
    this.out.frame({ version: this.shownVersion, phase, view, sight: this.sight, startsAt: null });
  }
}
