// The reactions a table's delayed feed shows (issue 29): each one held until the feed's delay has passed since it
// was written, then handed to the feed's clients, in order, with one timer for the next due (no polling). A feed
// shows no message, only reactions, never earlier than the game it shows.
import type { TalkLine } from '../shared/talk.js';

/** The feed's queue of reactions not shown yet. */
export class FeedReactions {
  private readonly queue: TalkLine[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private disposed = false;

  constructor(
    private readonly delayMs: number,
    /** Hands a due reaction to the feed's clients. */
    private readonly show: (line: TalkLine) => void,
    private readonly failed: (error: unknown) => void,
    private readonly clock: () => number = Date.now,
  ) {}

  /** A reaction written (in `at` order): shown once `at` + the delay has passed. */
  push(line: TalkLine): void {
    if (this.disposed) return;
    this.queue.push(line);
    if (this.queue.length === 1) this.schedule();
  }

  /** Whether a reaction still waits for its time (a feed client's catch-up leaves it out: it comes live). */
  waiting(line: TalkLine): boolean {
    return this.queue.some((q) => q.channel === line.channel && q.n === line.n);
  }

  /** When a reaction written at `at` may be shown. */
  dueAt(at: number): number {
    return at + this.delayMs;
  }

  /** No more reactions: the timer stops (the room is gone). */
  dispose(): void {
    this.disposed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(): void {
    const head = this.queue[0];
    if (!head || this.disposed || this.timer) return;
    // A timer may fire a millisecond early: release() checks the clock again and waits more if so.
    this.timer = setTimeout(() => this.release(), Math.max(0, this.dueAt(head.at) - this.clock()) + 1);
  }

  private release(): void {
    this.timer = null;
    try {
      const now = this.clock();
      while (this.queue[0] && this.dueAt(this.queue[0].at) <= now) this.show(this.queue.shift()!);
    } catch (e) {
      this.failed(e);
    }
    this.schedule();
  }
}
