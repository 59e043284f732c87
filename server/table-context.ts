// What every table room of one server shares (the store, the dice and work runners, the people and their budgets,
// timings, the restore token), and the options the server passes to re-create a stored table: startServer builds
// it, tableRoomFor binds it.
import type { Seed } from '../shared/core/index.js';
import type { People } from './person.js';
import type { Store } from './store.js';
import type { TalkLimits } from './talk-limits.js';
import type { Thrower } from './throws.js';
import type { WorkLimits } from './work-budget.js';
import type { WorkRunner } from './work-pool.js';

/** Most connections (players and spectators) one table accepts. */
export const MAX_CLIENTS_PER_TABLE = 128;

/** What every table room of one server shares. */
export interface RoomContext {
  readonly store: Store;
  /** Dice simulation (worker threads). */
  readonly thrower: Thrower;
  /** Costly engine applies and bots' moves, off the event loop (server/work-pool.ts, server/table-work.ts). */
  readonly work: WorkRunner;
  /** Budgets of that work per seat, per table and per person (default DEFAULT_WORK_LIMITS). */
  readonly workLimits?: WorkLimits;
  /** Every person's connections and costly work across this server's tables (server/person.ts). */
  readonly people: People;
  /** Pause before a bot seat acts at the 'normal' pace, in ms (server/bot-pace.ts scales it by the table's pace). */
  readonly botDelayMs: number;
  /** A room with nobody connected for this long closes (its table stays in SQLite and comes back on join). */
  readonly idleDisposeMs: number;
  /** Secret that only startServer knows: create options carrying it restore a stored table. */
  readonly restoreToken: string;
  readonly log: (message: string, error?: unknown) => void;
  /** The bound a table's views may reach on the wire (default: the encoder's buffer; tests make it small). */
  readonly viewLimitBytes?: number;
  /** How fast one person may talk at one table (ServerConfig.talkLimits over shared/talk.ts TALK_LIMITS). */
  readonly talkLimits: TalkLimits;
  /** Where each new table's seed comes from (default: makeSeed; ServerConfig.seeds). */
  readonly seeds?: () => Seed;
  /** Whether a room hosts table `id` in this process now (a new table's code must be free). */
  readonly isLive: (id: string) => boolean;
  /** How long the end of a queue's match shows before everyone is sent to the next table, ms. */
  readonly queueNextDelayMs: number;
  /** How long a viewer who left keeps his place in a challenger queue, ms. */
  readonly queueGraceMs: number;
}

/** Options the server itself passes to re-create a stored table (never accepted without the token). */
export interface RestoreOptions {
  readonly restore: string;
  readonly restoreToken: string;
}
