// How fast one person may talk at one table (issue 29): token buckets for messages, reactions and presence reports,
// per person (server/person.ts: browser id, else address) and per table, from shared/talk.ts TALK_LIMITS (a server
// may set its own: ServerConfig.talkLimits, tests make them tight). The daily cap is counted from the store.
import type { TALK_LIMITS } from '../shared/talk.js';

/** The limits a table enforces: TALK_LIMITS' fields as numbers. */
export type TalkLimits = { readonly [K in keyof typeof TALK_LIMITS]: number };

/** What a person spends: a message, a reaction, a presence report. */
type Spend = 'message' | 'reaction' | 'presence';

interface Bucket {
  tokens: number;
  /** ms of the last refill. */
  at: number;
}

/** One table's buckets, by person key. */
export class TalkBuckets {
  private readonly buckets = new Map<string, Record<Spend, Bucket>>();

  constructor(private readonly limits: TalkLimits) {}

  /** Takes one token of `what` for `person` at `now` (ms); false, taking nothing, when his bucket is empty. */
  take(person: string, what: Spend, now: number): boolean {
    const [burst, everyMs] = this.rule(what);
    let mine = this.buckets.get(person);
    if (!mine) {
      const full = () => ({ tokens: 0, at: now });
      mine = { message: full(), reaction: full(), presence: full() };
      mine.message.tokens = this.limits.messageBurst;
      mine.reaction.tokens = this.limits.reactionBurst;
      mine.presence.tokens = this.limits.presenceBurst;
      this.buckets.set(person, mine);
    }
    const b = mine[what];
    b.tokens = Math.min(burst, b.tokens + Math.max(0, now - b.at) / everyMs);
    b.at = now;
    if (b.tokens < 1) return false;
    b.tokens -= 1;
    return true;
  }

  private rule(what: Spend): [burst: number, everyMs: number] {
    const l = this.limits;
    if (what === 'message') return [l.messageBurst, l.messageEveryMs];
    if (what === 'reaction') return [l.reactionBurst, l.reactionEveryMs];
    return [l.presenceBurst, l.presenceEveryMs];
  }
}
