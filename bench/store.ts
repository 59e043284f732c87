// Benchmark: what one accepted action costs the SQLite store (append in WAL mode, committed before the patch
// leaves), with `synchronous = NORMAL` (the default: survives a killed process) and `FULL` (also a power loss:
// one fsync per action). Run on the data folder's disk (the OS temp folder here, like the tests).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Store, type StoreSync } from '../server/store.js';
import { median, quantile } from './stats.js';

/** Actions appended per setting (a few tables, one after another, like a busy server). */
const ACTIONS = 2000;
const TABLES = 8;

/** Per-action append times (µs) with one setting, in a fresh data folder. */
function measure(sync: StoreSync): { times: number[]; pragmas: { journal: string; synchronous: number } } {
  const dir = mkdtempSync(path.join(tmpdir(), `tavolo-bench-store-${sync}-`));
  const store = new Store(dir, sync);
  try {
    for (let t = 0; t < TABLES; t++) {
      store.insertTable({
        id: `BENCH${t}`,
        game: 'masterdice',
        options: { games: 2, aid: false },
        seats: [
          { kind: 'human', name: 'A', botId: '', keyHash: 'a'.repeat(64) },
          { kind: 'bot', name: 'B', botId: 'masterdice/smart', keyHash: null },
        ],
        seed: [1, 2, 3, 4],
        feedDelay: 120,
        allowSpectators: true,
        feedKeyHash: null,
        createdAt: Date.now(),
        finishedAt: null,
      });
    }
    const action = {
      type: 'place',
      placements: [
        { die: 0, column: 2 },
        { die: 3, column: 1 },
      ],
    };
    for (let i = 0; i < 50; i++)
      store.recordAction(`BENCH${i % TABLES}`, 1_000_000 + i, 0, action, Date.now(), undefined); // warm-up
    const times: number[] = [];
    for (let i = 0; i < ACTIONS; i++) {
      const t0 = performance.now();
      store.recordAction(`BENCH${i % TABLES}`, Math.floor(i / TABLES), i % 2, action, Date.now(), undefined);
      times.push((performance.now() - t0) * 1000);
    }
    return { times, pragmas: store.pragmas() };
  } finally {
    store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Prints µs per appended action with synchronous NORMAL and FULL (median, p99, mean) and the difference. */
export async function run(): Promise<void> {
  const results: Record<StoreSync, number[]> = { normal: [], full: [] };
  for (const sync of ['normal', 'full'] as const) {
    const { times, pragmas } = measure(sync);
    results[sync] = times;
    const mean = times.reduce((a, b) => a + b, 0) / times.length;
    console.log(
      `store: append one action, journal ${pragmas.journal}, synchronous ${sync.toUpperCase()} (${pragmas.synchronous}): ` +
        `median ${median(times).toFixed(0)} µs, p99 ${quantile(times, 0.99).toFixed(0)} µs, mean ${mean.toFixed(0)} µs, ` +
        `slowest ${(Math.max(...times) / 1000).toFixed(1)} ms, ${times.filter((t) => t > 5000).length} over 5 ms (${ACTIONS} actions, ${TABLES} tables)`,
    );
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  console.log(
    `store: FULL costs ${(mean(results.full) - mean(results.normal)).toFixed(0)} µs more per action on average (${(mean(results.full) / mean(results.normal)).toFixed(1)}× NORMAL), on ${tmpdir()}'s disk`,
  );
}
