// One client cannot hurt the others (issue 12): costly engine work (a Laser identifiability verdict, a bot's
// thinking) runs off the room's event loop, in order per table. A designer re-sending an ambiguous Einstein
// layout gets every refusal answered, the repeats from the cache; past its budget the answer is 'table/busy';
// and while a verdict is still running, another table's actions are answered and this table's later actions
// wait their turn. Real colyseus.js clients; the work runner is the server's own, wrapped so a test can hold a
// job (no timings: each check waits on messages and the held job, never on a clock).
import { describe, expect, it } from 'vitest';
import { checkIdentifiable, type LaserLayout } from '../../shared/games/laser/index.js';
import type { WorkDone, WorkJob } from '../../server/work-jobs.js';
import { startWork, type WorkRunner } from '../../server/work-pool.js';
import { AMBIGUOUS, AMBIGUOUS_TWIN, CIRCUIT_A, EINSTEIN_AMBIGUOUS } from '../shared/laser/game-fixtures.js';
import { createTable, humansAndSpectator, serverPerFile, waitFor, type Player } from './helpers.js';

/** The server's work runner (one real worker thread), with a gate a test can close, and the jobs it saw. */
class HeldRunner implements WorkRunner {
  readonly jobs: WorkJob[] = [];
  /** Jobs waiting at the closed gate. */
  waiting = 0;
  /** The ms each job reports, when set (to spend a budget without depending on the machine's speed). */
  reportMs: number | null = null;
  private gate: Promise<void> = Promise.resolve();
  private open: () => void = () => {};
  private inner: WorkRunner | null = null;

  get mode(): string {
    return `held ${this.inner?.mode ?? ''}`;
  }

  hold(): void {
    this.gate = new Promise((resolve) => (this.open = resolve));
  }

  release(): void {
    this.open();
  }

  async run(job: WorkJob): Promise<WorkDone> {
    this.inner ??= startWork(1, () => {});
    this.jobs.push(job);
    this.waiting++;
    await this.gate;
    this.waiting--;
    const done = await this.inner.run(job);
    return this.reportMs === null ? done : { ...done, ms: this.reportMs };
  }

  async close(): Promise<void> {
    await this.inner?.close();
  }
}

const runner = new HeldRunner();
const live = serverPerFile({ workRunner: runner, workLimits: { windowMs: 60_000, seatMs: 1_000, tableMs: 10_000 } });

const codes = (p: Player) => p.errors.map((e) => e.code);
const design = (layout: LaserLayout) => ({ type: 'design', layout });
const designJobs = () => runner.jobs.filter((j) => j.kind === 'apply').length;

describe('costly work off the event loop', () => {
  it('a designer re-sending an ambiguous Einstein layout: every refusal answered, the repeats from the cache, the version unchanged', async () => {
    expect(checkIdentifiable(EINSTEIN_AMBIGUOUS).status).toBe('ambiguous');
    const { players } = await humansAndSpectator(live.server, 'laser', 2, { set: 'einstein', strictDesign: true });
    const [a] = players as [Player, Player];
    const jobsBefore = designJobs();
    const version = a.version;
    for (let i = 0; i < 12; i++) a.act(design(EINSTEIN_AMBIGUOUS));
    await waitFor(() => a.errors.length === 12, '12 answers', 20_000);
    expect(new Set(codes(a))).toEqual(new Set(['laser/not-identifiable']));
    // One verdict was computed; the eleven repeats were answered from the cache (same version, seat and layout).
    expect(designJobs() - jobsBefore).toBe(1);
    expect(a.version).toBe(version);
  });

  it('past its budget a seat is refused with table/busy at once, and nothing changes', async () => {
    const { players } = await humansAndSpectator(live.server, 'laser', 2);
    const [a, b] = players as [Player, Player];
    runner.reportMs = 600;
    try {
      a.act(design(AMBIGUOUS));
      await waitFor(() => a.errors.length === 1, 'the first verdict');
      a.act(design(AMBIGUOUS_TWIN));
      await waitFor(() => a.errors.length === 2, 'the second verdict');
      const jobs = designJobs();
      // 1,200 ms of the seat's 1,000 spent: a third, different layout is not even computed.
      a.act(design({ pieces: AMBIGUOUS.pieces.map((p) => (p.kind === 'absorber' ? { ...p, x: 7, y: 6 } : p)) }));
      await waitFor(() => a.errors.length === 3, 'the busy refusal');
      expect(codes(a)).toEqual(['laser/not-identifiable', 'laser/not-identifiable', 'table/busy']);
      expect(designJobs()).toBe(jobs);
      // The other seat has its own budget: its good design is accepted.
      const version = b.version;
      b.act(design(CIRCUIT_A));
      await waitFor(() => b.version > version, "the other seat's design");
      expect(b.errors).toEqual([]);
    } finally {
      runner.reportMs = null;
    }
  });

  it("while a verdict runs, another table is answered and this table's later actions wait their turn, in order", async () => {
    const slow = await humansAndSpectator(live.server, 'laser', 2, { set: 'einstein', strictDesign: true });
    const other = await humansAndSpectator(live.server, 'laser', 2);
    const [a, b] = slow.players as [Player, Player];
    const [c] = other.players as [Player, Player];
    const slowVersion = b.version;
    const otherVersion = c.version;
    runner.hold();
    try {
      const before = runner.waiting;
      a.act(design(EINSTEIN_AMBIGUOUS));
      await waitFor(() => runner.waiting === before + 1, 'the verdict held in the work runner');
      // Seat 1's draft at the same table is cheap, but it comes after the verdict: it waits.
      b.act({ type: 'draft', layout: { pieces: CIRCUIT_A.pieces.slice(0, 2) } });
      // Another table's action is answered while the verdict is still held.
      c.act({ type: 'draft', layout: { pieces: CIRCUIT_A.pieces.slice(0, 3) } });
      await waitFor(() => c.version > otherVersion, "the other table's answer");
      expect(runner.waiting).toBe(before + 1);
      expect(a.errors).toEqual([]);
      expect(b.version).toBe(slowVersion);
    } finally {
      runner.release();
    }
    // Released: the verdict is answered first (a refusal: nothing changes), then the draft is applied.
    await waitFor(() => a.errors.length === 1 && b.version === slowVersion + 1, 'the verdict, then the draft');
    expect(codes(a)).toEqual(['laser/not-identifiable']);
    expect(b.errors).toEqual([]);
  });

  it('a bot thinks in a worker thread and its move is played through the same path', async () => {
    const jobs = runner.jobs.length;
    const p = await createTable(live.server, {
      game: 'laser',
      seats: [{ kind: 'human' }, { kind: 'bot' }],
      name: 'Ada',
      options: {},
    });
    await waitFor(() => p.state.phase === 'playing' && p.version >= 1, "the bot's design", 20_000);
    const botJob = runner.jobs.slice(jobs).find((j) => j.kind === 'bot');
    expect(botJob).toMatchObject({ kind: 'bot', game: 'laser', seat: 1 });
    expect(p.errors).toEqual([]);
  });
});
