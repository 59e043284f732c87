// How much expensive engine work one seat, one table and one person may ask for: ms of worker time in a sliding
// window. Beyond it, the table answers 'table/busy' (a seat or the table) or 'table/person-busy' (a person, across
// all their tables: server/person.ts, issue 28) at once instead of queueing more searches (issue 12).

/** Limits of one table's expensive work. */
export interface WorkLimits {
  /** The sliding window, ms. */
  readonly windowMs: number;
  /** Worker ms one seat's costly actions may use per window. */
  readonly seatMs: number;
  /** Worker ms all of a table's costly actions may use per window. */
  readonly tableMs: number;
  /** Worker ms one browser's costly actions may use per window, across all its tables (server/person.ts). */
  readonly browserMs: number;
  /** Worker ms the costly actions from one address may use per window (several browsers: a family). */
  readonly addressMs: number;
  /** Actions waiting in a table's queue (behind a costly one) beyond which a new one is refused. */
  readonly queue: number;
  /** Refusals remembered per table (same version, seat and action: answered at once). */
  readonly cache: number;
}

/**
 * Defaults: a designer may run about ten ~90 ms verdicts per 10 s; the table about thirty; one browser, across all
 * its tables, twenty (a fifth of one worker); one address fifty (a family at three tables, each seat at its
 * limit, uses thirty).
 */
export const DEFAULT_WORK_LIMITS: WorkLimits = {
  windowMs: 10_000,
  seatMs: 1_000,
  tableMs: 3_000,
  browserMs: 2_000,
  addressMs: 5_000,
  queue: 16,
  cache: 64,
};

/** Spending in a sliding window, per key (a seat, or 'table'). */
export class CostWindow {
  private readonly spent = new Map<string | number, { at: number; ms: number }[]>();

  constructor(private readonly windowMs: number) {}

  /** ms spent by `key` within the window ending `now`. */
  used(key: string | number, now: number): number {
    const list = this.spent.get(key);
    if (!list) return 0;
    while (list.length > 0 && list[0]!.at <= now - this.windowMs) list.shift();
    if (list.length === 0) this.spent.delete(key);
    return list.reduce((s, e) => s + e.ms, 0);
  }

  /** Records `ms` spent by `key` at `now`. */
  charge(key: string | number, ms: number, now: number): void {
    let list = this.spent.get(key);
    if (!list) {
      list = [];
      this.spent.set(key, list);
    }
    list.push({ at: now, ms });
  }
}
