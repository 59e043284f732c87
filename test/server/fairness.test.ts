// Fairness between people (issue 28): a person is the tabs of one browser (its browser id) and the connections of
// one address together. Their costly work is budgeted across all their tables, on top of each seat's and table's
// budget, and their connections to tables are counted. Past a budget a costly action is refused with
// 'table/person-busy' to that client alone, and nothing changes; a family behind one address never notices.
// Real colyseus.js clients, all from 127.0.0.1 (one address); each job's cost is reported, not timed.
import { describe, expect, it } from 'vitest';
import type { WorkJob } from '../../server/work-jobs.js';
import { inProcessWork, type WorkRunner } from '../../server/work-pool.js';
import { AMBIGUOUS, AMBIGUOUS_TWIN, CIRCUIT_A } from '../shared/laser/game-fixtures.js';
import { createTable, joinTable, refusedJoin, serverPerFile, waitFor, type Player } from './helpers.js';

/** Runs jobs in the test's process, each reported as costing `ms` (budgets spent without depending on speed). */
class CostedRunner implements WorkRunner {
  readonly jobs: WorkJob[] = [];
  private readonly inner = inProcessWork();
  readonly mode = 'costed';
  constructor(private readonly ms: number) {}
  async run(job: WorkJob) {
    this.jobs.push(job);
    return { ...(await this.inner.run(job)), ms: this.ms };
  }
  async close(): Promise<void> {}
}

/** A browser id as client/net draws one (22 URL-safe characters), named for the test. */
const browser = (name: string) => `browser-${name}`.padEnd(22, '0');
const design = (layout: unknown) => ({ type: 'design', layout });
const codes = (p: Player) => p.errors.map((e) => e.code);
/** A third ambiguous-or-not beginner layout, different from the other two (a fresh verdict, not a cached one). */
const MOVED = { pieces: AMBIGUOUS.pieces.map((p) => (p.kind === 'absorber' ? { ...p, x: 7, y: 6 } : p)) };

/** A two-seat Laser table: seat 0 from browser `first`, seat 1 from browser `second`; both playing. */
async function laserTable(server: Parameters<typeof createTable>[0], first: string, second: string) {
  const a = await createTable(server, {
    game: 'laser',
    options: {},
    seats: [{ kind: 'human' }, { kind: 'human' }],
    name: 'A',
    browserId: browser(first),
  });
  const b = await joinTable(server, a.welcome!.tableId, { name: 'B', browserId: browser(second) });
  await waitFor(() => a.state.phase === 'playing' && b.state.phase === 'playing', 'playing');
  return [a, b] as const;
}

describe("one browser's budget across its tables", () => {
  const runner = new CostedRunner(600);
  const live = serverPerFile({
    workRunner: runner,
    workLimits: { windowMs: 600_000, seatMs: 10_000, tableMs: 10_000, browserMs: 1_000, addressMs: 100_000 },
  });

  it('two tabs of one browser at two tables share one budget: past it the second table refuses table/person-busy, and nothing changes', async () => {
    const [x1] = await laserTable(live.server, 'xena', 'yuri');
    const [x2, y2] = await laserTable(live.server, 'xena', 'zoe');
    x1.act(design(AMBIGUOUS));
    await waitFor(() => x1.errors.length === 1, 'the first verdict');
    x1.act(design(AMBIGUOUS_TWIN));
    await waitFor(() => x1.errors.length === 2, 'the second verdict');
    expect(codes(x1)).toEqual(['laser/not-identifiable', 'laser/not-identifiable']);
    // 1,200 ms of the browser's 1,000 spent at table 1: at table 2 its seat and the table are fresh, the person is not.
    const jobs = runner.jobs.length;
    const version = x2.version;
    x2.act(design(MOVED));
    await waitFor(() => x2.errors.length === 1, 'the refusal');
    expect(codes(x2)).toEqual(['table/person-busy']);
    expect(x2.errors[0]!.message).toMatch(/across all your tables/);
    expect(runner.jobs.length).toBe(jobs); // not even computed
    // Nothing changed, and the other player at that table was told nothing.
    y2.act({ type: 'draft', layout: { pieces: CIRCUIT_A.pieces.slice(0, 1) } });
    await waitFor(() => y2.version > version && x2.version > version, "the other player's draft");
    expect(x2.version).toBe(version + 1);
    expect(y2.errors).toEqual([]);
  });

  it('another browser at the same table still has its own share', async () => {
    const [x, z] = await laserTable(live.server, 'xena', 'zack');
    x.act(design(AMBIGUOUS));
    await waitFor(() => x.errors.length === 1, "xena's refusal");
    expect(codes(x)).toEqual(['table/person-busy']);
    const version = z.version;
    z.act(design(CIRCUIT_A));
    await waitFor(() => z.version > version, "zack's design");
    expect(z.errors).toEqual([]);
  });
});

describe("one address's budget across its browsers", () => {
  const runner = new CostedRunner(600);
  const live = serverPerFile({
    workRunner: runner,
    workLimits: { windowMs: 600_000, seatMs: 10_000, tableMs: 10_000, browserMs: 10_000, addressMs: 1_500 },
  });

  it('browsers behind one address share its budget: a new browser id (or none) does not buy a new share', async () => {
    const [a] = await laserTable(live.server, 'anna', 'anna-2');
    a.act(design(AMBIGUOUS));
    a.act(design(AMBIGUOUS_TWIN));
    await waitFor(() => a.errors.length === 2, "anna's verdicts");
    const [b] = await laserTable(live.server, 'bob', 'bob-2');
    b.act(design(AMBIGUOUS));
    await waitFor(() => b.errors.length === 1, "bob's verdict");
    expect(codes(b)).toEqual(['laser/not-identifiable']);
    // 1,800 ms from this address: a third browser, and a client sending no id at all, are refused at once.
    const [c] = await laserTable(live.server, 'carl', 'carl-2');
    c.act(design(AMBIGUOUS));
    const anonymous = await createTable(live.server, {
      game: 'laser',
      options: {},
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    const other = await joinTable(live.server, anonymous.welcome!.tableId, {});
    await waitFor(() => other.state.phase === 'playing', 'playing');
    anonymous.act(design(AMBIGUOUS));
    await waitFor(() => c.errors.length === 1 && anonymous.errors.length === 1, 'the refusals');
    expect(codes(c)).toEqual(['table/person-busy']);
    expect(codes(anonymous)).toEqual(['table/person-busy']);
  });
});

describe('a family behind one address, with the default budgets', () => {
  // Each verdict reported as 450 ms: two per seat is 900 ms, nearly all of a seat's 1,000 per 10 s.
  const runner = new CostedRunner(450);
  const live = serverPerFile({ workRunner: runner });

  it('three browsers at three tables, each using nearly all of its seat’s share, are never refused', async () => {
    const tables = await Promise.all(['mum', 'dad', 'kid'].map((who) => laserTable(live.server, who, `${who}-friend`)));
    for (const [p] of tables) {
      p.act(design(AMBIGUOUS));
      p.act(design(AMBIGUOUS_TWIN));
    }
    await waitFor(() => tables.every(([p]) => p.errors.length === 2), 'every verdict');
    for (const [p] of tables) expect(codes(p)).toEqual(['laser/not-identifiable', 'laser/not-identifiable']);
  });
});

describe("a person's connections", () => {
  const live = serverPerFile({ connectionLimits: { browser: 3, address: 5 } });

  it('past its limit a browser is refused table/too-many-connections; a closed tab frees its place; another browser still joins', async () => {
    const x = await createTable(live.server, {
      game: 'laser',
      options: {},
      seats: [{ kind: 'human' }, { kind: 'human' }],
      browserId: browser('xena'),
    });
    const tableId = x.welcome!.tableId;
    const tabs = [
      await joinTable(live.server, tableId, { seat: 'spectate', browserId: browser('xena') }),
      await joinTable(live.server, tableId, { seat: 'spectate', browserId: browser('xena') }),
    ];
    expect(await refusedJoin(live.server, tableId, { seat: 'spectate', browserId: browser('xena') })).toBe(
      'table/too-many-connections',
    );
    // Another browser behind the same address has its own count (the address allows 5 in all).
    const y = await joinTable(live.server, tableId, { browserId: browser('yuri') });
    expect(y.seat).toBe(1);
    await tabs[0]!.room.leave();
    await waitFor(() => x.state.spectators === 1, 'the closed tab gone');
    const again = await joinTable(live.server, tableId, { seat: 'spectate', browserId: browser('xena') });
    expect(again.welcome?.seat).toBeNull();
    await joinTable(live.server, tableId, { seat: 'spectate', browserId: browser('yuri') });
    // Five connections from this address now: a sixth is refused whatever browser it says it is.
    expect(await refusedJoin(live.server, tableId, { seat: 'spectate', browserId: browser('zoe') })).toBe(
      'table/too-many-connections',
    );
    expect(await refusedJoin(live.server, tableId, { seat: 'spectate' })).toBe('table/too-many-connections');
  });
});

describe("a browser's id", () => {
  const live = serverPerFile();

  it("never reaches another client: not in the state, the events, nor the table's public status", async () => {
    const id = browser('secretive');
    const a = await createTable(live.server, {
      game: 'masterdice',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      name: 'Anna',
      browserId: id,
    });
    const b = await joinTable(live.server, a.welcome!.tableId, { browserId: browser('other') });
    await waitFor(() => b.state.phase === 'playing', 'playing');
    const status = await fetch(`http://127.0.0.1:${live.server.port}/api/tables/${a.welcome!.tableId}`);
    expect(status.ok).toBe(true);
    const seenByB = [b.decodedText(), JSON.stringify(b.events), JSON.stringify(b.catchUps), await status.text()];
    for (const text of seenByB) expect(text).not.toContain(id);
  });
});
