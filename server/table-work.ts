// One table's actions in order, with the expensive ones off the event loop (issue 12, "one client cannot hurt
// the others"). A cheap action at an idle table is applied at once, in the caller's turn of the event loop. A
// costly one (the game's `costly` hint) and bots' moves run on the work runner (worker threads); meanwhile the
// table's later actions wait behind it in a serial queue, so every action is judged on the state the one
// before it left, and a refused action changes nothing. Refusals of costly actions are remembered (same
// version, seat and action: answered at once), and each seat and the table have a budget of worker ms per
// window, beyond which the answer is 'table/busy' at once; so does the person who sent it, across all their
// tables (server/person.ts), beyond which the answer is 'table/person-busy'. On the work runner a bot's move waits
// in its table's lane, a costly action in its person's (server/work-queue.ts).
import { err, type AnyGame, type Result, type RuleError, type Seat } from '../shared/core/index.js';
import type { People, Person } from './person.js';
import { TABLE_ERRORS } from './table-errors.js';
import { CostWindow, DEFAULT_WORK_LIMITS, type WorkLimits } from './work-budget.js';
import type { Applied, WorkDone } from './work-jobs.js';
import type { WorkRunner } from './work-pool.js';

/** What the table work needs from its room. */
export interface TableWorkHost {
  readonly game: AnyGame;
  /** The table's id: its bots' lane on the work runner. */
  readonly tableId: string;
  /** The current engine state and version. */
  state(): unknown;
  version(): number;
  /**
   * Commits an action whose engine answer is known: persist, sync, patch (a refusal changes nothing). A promise
   * while the store writes it off the event loop: the table's later actions wait for it.
   */
  commit(seat: Seat, action: unknown, applied: Applied): Result<void> | Promise<Result<void>>;
  /** Whether a bot at `seat` is still expected to act now. */
  botMayAct(seat: Seat): boolean;
  /** A bot's move could not be computed (a worker died): try again later. */
  botFailed(seat: Seat): void;
  log(message: string, error?: unknown): void;
}

/** Figures for tests and the benchmark. */
export interface TableWorkStats {
  offloaded: number;
  cacheHits: number;
  busyRefusals: number;
  /** Of those, refused because the person had used their share across tables. */
  personRefusals: number;
}

const busy = (): Result<never> => err({ ...TABLE_ERRORS.busy });

/** The serial queue, cache and budgets of one table. */
export class TableWork {
  private tail: Promise<void> = Promise.resolve();
  /** Jobs queued or running. */
  private pending = 0;
  private readonly refusals = new Map<string, RuleError>();
  private refusalsVersion = -1;
  private readonly spent: CostWindow;
  private disposed = false;
  readonly stats: TableWorkStats = { offloaded: 0, cacheHits: 0, busyRefusals: 0, personRefusals: 0 };

  constructor(
    private readonly host: TableWorkHost,
    private readonly runner: WorkRunner,
    private readonly limits: WorkLimits = DEFAULT_WORK_LIMITS,
    /** Every person's budget, shared by the server's tables (null: seat and table budgets only). */
    private readonly people: People | null = null,
    private readonly now: () => number = Date.now,
  ) {
    this.spent = new CostWindow(limits.windowMs);
  }

  /** Whether an action or a bot's move is queued or running. */
  get busy(): boolean {
    return this.pending > 0;
  }

  /**
   * A seat's action from a client (`person`: who sent it, null when unknown): `reply` gets the answer (at once when
   * it is cheap and the table idle).
   */
  submit(seat: Seat, input: unknown, reply: (r: Result<void>) => void, person: Person | null = null): void {
    const parsed = this.host.game.parseAction(input);
    if (!parsed.ok) {
      reply(parsed);
      return;
    }
    const action: unknown = parsed.value;
    const costly = this.host.game.costly?.(this.host.state(), seat, action) === true;
    if (!costly && this.pending === 0) {
      const answer = this.applyNow(seat, action);
      if (answer instanceof Promise) this.enqueue(() => answer.then(reply), reply);
      else reply(answer);
      return;
    }
    if (costly && this.pending === 0) {
      const early = this.remembered(seat, action) ?? this.overBudget(seat, person);
      if (early) {
        reply(early);
        return;
      }
    }
    if (this.pending >= this.limits.queue) {
      reply(this.refuseBusy());
      return;
    }
    this.enqueue(async () => {
      if (!costly) return reply(await this.applyNow(seat, action));
      const early = this.remembered(seat, action) ?? this.overBudget(seat, person);
      if (early) return reply(early);
      const state = this.host.state();
      this.stats.offloaded++;
      // A person's verdicts share one lane across their tables; without a known person, the table's own.
      const key = person ? (person.browser ?? person.address) : `table:${this.host.tableId}`;
      let done: WorkDone;
      try {
        done = await this.runner.run(
          { kind: 'apply', game: this.host.game.id, state, seat, action },
          { cls: 'costly', key },
        );
      } catch (e) {
        this.host.log('a costly action could not be computed', e);
        return reply(
          String((e as Error)?.message).startsWith('work job ran past')
            ? this.refuseBusy()
            : err({ ...TABLE_ERRORS.internal }),
        );
      }
      if (this.disposed) return;
      const at = this.now();
      this.spent.charge(seat, done.ms, at);
      this.spent.charge('table', done.ms, at);
      if (person) this.people?.charge(person, done.ms, at);
      if (!done.applied.ok) this.remember(seat, action, done.applied.error);
      reply(await this.host.commit(seat, action, done.applied));
    }, reply);
  }

  /** A bot's move at `seat`, decided and judged on the work runner, committed in turn; skipped if the table moved on. */
  bot(seat: Seat, botId: string, seed: number): void {
    const version = this.host.version();
    this.enqueue(async () => {
      if (this.host.version() !== version || !this.host.botMayAct(seat)) return;
      let done: WorkDone;
      try {
        done = await this.runner.run(
          { kind: 'bot', game: this.host.game.id, bot: botId, state: this.host.state(), seat, seed },
          { cls: 'bot', key: `table:${this.host.tableId}` },
        );
      } catch (e) {
        this.host.log(`bot ${botId} could not be computed`, e);
        if (!this.disposed) this.host.botFailed(seat);
        return;
      }
      // Paused (or no longer to act) while it thought: the move is dropped; the room arms the bot again later.
      if (this.disposed || !this.host.botMayAct(seat)) return;
      if (done.botRefused) this.host.log(`bot ${botId} was refused (${done.botRefused}); playing a legal action`);
      const r = await this.host.commit(seat, done.action, done.applied);
      if (!r.ok) this.host.log(`bot ${botId}'s move was refused (${r.error.code})`);
    });
  }

  /** No more commits: jobs still running finish into the void. */
  dispose(): void {
    this.disposed = true;
  }

  private applyNow(seat: Seat, action: unknown): Result<void> | Promise<Result<void>> {
    return this.host.commit(seat, action, this.host.game.apply(this.host.state(), seat, action) as Applied);
  }

  private enqueue(job: () => Promise<void> | void, reply?: (r: Result<void>) => void): void {
    this.pending++;
    this.tail = this.tail
      .then(job)
      .catch((e: unknown) => {
        this.host.log('a queued action failed', e);
        reply?.(err({ ...TABLE_ERRORS.internal }));
      })
      .finally(() => {
        this.pending--;
      });
  }

  private key(seat: Seat, action: unknown): string {
    return `${seat}|${JSON.stringify(action)}`;
  }

  /** The refusal this seat got for this action at this version, if remembered. */
  private remembered(seat: Seat, action: unknown): Result<never> | null {
    if (this.refusalsVersion !== this.host.version()) return null;
    const e = this.refusals.get(this.key(seat, action));
    if (!e) return null;
    this.stats.cacheHits++;
    return err(e);
  }

  private remember(seat: Seat, action: unknown, e: RuleError): void {
    if (this.limits.cache <= 0) return;
    const version = this.host.version();
    if (this.refusalsVersion !== version) {
      this.refusals.clear();
      this.refusalsVersion = version;
    }
    if (this.refusals.size >= this.limits.cache) this.refusals.delete(this.refusals.keys().next().value as string);
    this.refusals.set(this.key(seat, action), e);
  }

  /**
   * 'table/busy' when the seat or the table has used its worker time for the window; 'table/person-busy' when the
   * person who sent it has, across their tables.
   */
  private overBudget(seat: Seat, person: Person | null): Result<never> | null {
    const at = this.now();
    if (this.spent.used(seat, at) >= this.limits.seatMs || this.spent.used('table', at) >= this.limits.tableMs)
      return this.refuseBusy();
    if (person && this.people?.overBudget(person, at)) {
      this.stats.busyRefusals++;
      this.stats.personRefusals++;
      return err({ ...TABLE_ERRORS.personBusy });
    }
    return null;
  }

  private refuseBusy(): Result<never> {
    this.stats.busyRefusals++;
    return busy();
  }
}
