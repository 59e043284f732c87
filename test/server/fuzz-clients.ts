// The fuzzer's connections (test/server/fuzz.ts): a real colyseus.js room with what it received and the flood
// allowance it has left, and the signal that wakes the fuzzer's waits whenever something arrives.
import type { Room } from 'colyseus.js';
import type { Seat } from '../../shared/core/index.js';
import {
  S2C,
  type CatchUpMessage,
  type ErrorMessage,
  type FeedKeyMessage,
  type SeatKeyMessage,
  type WelcomeMessage,
} from '../../shared/protocol.js';
import type { TalkCatchUp } from '../../shared/talk.js';
import { viewJson } from '../../client/net/snapshot.js';
import { BURST, RATE_PER_SECOND } from '../../server/rate-limit.js';
import type { Sender } from './fuzz-frames.js';

/** Tokens a fuzz client keeps unspent below the server's burst (its clock and the server's differ a little). */
const SPARE_TOKENS = 4;
/** How long an answer may take before the message counts as unanswered (a busy 2-core machine). */
export const ANSWER_MS = 8000;

/** Resolves waits when something arrives on any client of a run. */
export class Signal {
  private waiting: { pred: () => boolean; done: (ok: boolean) => void }[] = [];

  kick(): void {
    if (this.waiting.length === 0) return;
    const still: typeof this.waiting = [];
    for (const w of this.waiting)
      if (w.pred()) w.done(true);
      else still.push(w);
    this.waiting = still;
  }

  /** True once `pred()` holds, false after `ms`. */
  until(pred: () => boolean, ms = ANSWER_MS): Promise<boolean> {
    if (pred()) return Promise.resolve(true);
    return new Promise((resolve) => {
      const entry = {
        pred,
        done: (ok: boolean) => {
          clearTimeout(timer);
          resolve(ok);
        },
      };
      const timer = setTimeout(() => {
        this.waiting = this.waiting.filter((w) => w !== entry);
        resolve(false);
      }, ms);
      this.waiting.push(entry);
    });
  }
}

/** One real colyseus.js connection at a table: what it received, and the flood allowance it has left. */
export class Conn {
  readonly errors: ErrorMessage[] = [];
  events = 0;
  catchUps = 0;
  welcome: WelcomeMessage | null = null;
  key: string | null = null;
  /** The table's feed key (only its creator gets it). */
  feedKey: string | null = null;
  leftWith: number | null = null;
  /** Its author id at the table's talk (from its talk catch-up): a mute naming it is refused 'talk/bad-author'. */
  me: string | null = null;
  /** Talk lines it received live (a refused talk message must reach nobody). */
  talkLines = 0;
  /** Decoded states so far (the first full state and every patch). */
  patches = 0;
  /** `patches` when its view was last found equal to the engine's. */
  checkedAt = -1;
  private tokens = BURST - SPARE_TOKENS;
  private at = Date.now();

  constructor(
    readonly room: Room,
    signal: Signal,
    /** Joined with the feed key: the delayed, read-only feed. */
    readonly feed = false,
  ) {
    const kick = () => signal.kick();
    room.onMessage(S2C.error, (m: ErrorMessage) => {
      this.errors.push(m);
      kick();
    });
    room.onMessage(S2C.events, () => {
      this.events++;
      kick();
    });
    room.onMessage(S2C.catchUp, (_m: CatchUpMessage) => {
      this.catchUps++;
      kick();
    });
    room.onMessage(S2C.welcome, (m: WelcomeMessage) => {
      this.welcome = m;
      kick();
    });
    room.onMessage(S2C.seatKey, (m: SeatKeyMessage) => {
      this.key = m.key;
      kick();
    });
    room.onMessage(S2C.feedKey, (m: FeedKeyMessage) => {
      this.feedKey = m.key;
      kick();
    });
    room.onMessage(S2C.talkCatchUp, (m: TalkCatchUp) => {
      this.me = m.me;
      kick();
    });
    room.onMessage(S2C.talk, () => {
      this.talkLines++;
      kick();
    });
    room.onMessage('*', () => kick());
    room.onError(() => kick());
    room.onLeave((code) => {
      this.leftWith = code;
      kick();
    });
    room.onStateChange(() => {
      this.patches++;
      kick();
    });
  }

  get seat(): Seat | null {
    return this.welcome?.seat ?? null;
  }

  /** Who it is to the room. */
  get sender(): Sender {
    return this.feed ? 'feed' : this.seat;
  }

  /** How problem lines name it. */
  get label(): string {
    return this.feed ? 'the feed' : this.seat === null ? 'a spectator' : `seat ${this.seat}`;
  }

  get version(): number {
    return (this.room.state as { version?: number } | undefined)?.version ?? -1;
  }

  get open(): boolean {
    return this.leftWith === null;
  }

  get ready(): boolean {
    return this.welcome !== null && this.catchUps > 0 && this.version >= 0;
  }

  viewJson(): string | null {
    return viewJson(this.room.state, this.seat);
  }

  /** Takes `n` tokens of the server's allowance (server/rate-limit.ts refill) if it has them. */
  spend(n: number): boolean {
    const now = Date.now();
    this.tokens = Math.min(BURST - SPARE_TOKENS, this.tokens + (Math.max(0, now - this.at) / 1000) * RATE_PER_SECOND);
    this.at = now;
    if (this.tokens < n) return false;
    this.tokens -= n;
    return true;
  }

  /**
   * The server has read everything sent so far (its answers are here): refill counts from now on. The server
   * spends a message's token when the message arrives, with its bucket full up to then; a message that took long
   * to arrive (a busy event loop) left the server less refill than the sender counted, and a later burst within
   * the sender's count was once refused 'table/rate-limited'. Counted from the answer instead, the sender never
   * counts more than the server holds.
   */
  settle(): void {
    this.at = Math.max(this.at, Date.now());
  }

  /** The `ws` WebSocket under colyseus.js (Node): for frames colyseus.js would never send. */
  // biome-ignore lint/suspicious/noExplicitAny: colyseus.js types neither the transport nor its socket; callers use the Node `ws` socket as it is
  get ws(): any {
    // biome-ignore lint/suspicious/noExplicitAny: colyseus.js does not type its connection's transport
    return (this.room.connection as any).transport.ws;
  }
}
