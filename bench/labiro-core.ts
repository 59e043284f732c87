// Benchmark: Labiro's core. Reachable-set time (walking only), planner time with up to 3 turns (with and
// without a rope and an unlock key), push-chain time, all on seeded random maps with the box's towers at
// random turns; plus how far the planner's reach grows with each turn and how long chains get — under the
// table's default push rule ('mesh') with the spec's first wording ('collide') measured beside it.
import { makeRng, nextInt, type RngState } from '../shared/core/rng.js';
import {
  makeBoard,
  randomBoard,
  reachable,
  reachableWithTurns,
  turnChain,
  type LabiroBoard,
  type PushRule,
} from '../shared/games/labiro/index.js';

function boards(count: number, seed: number, push: PushRule = 'mesh'): { board: LabiroBoard; from: number }[] {
  let rng: RngState = makeRng(seed);
  return Array.from({ length: count }, () => {
    let board: LabiroBoard;
    let from: number;
    [board, rng] = randomBoard(rng);
    [from, rng] = nextInt(rng, 0, 17);
    return { board: makeBoard(board, board.towers, push), from };
  });
}

const quantile = (xs: readonly number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] as number;
};
const fmt = (ms: number) => (ms < 1 ? `${(ms * 1000).toFixed(1)} µs` : `${ms.toFixed(2)} ms`);
const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** Times `f` on each item; per-item best of `reps` passes (filters out preemption on a busy machine). */
function timeEach<T>(items: readonly T[], f: (x: T) => unknown, reps: number, inner = 1): number[] {
  const best = items.map(() => Infinity);
  for (let r = 0; r < reps; r++) {
    items.forEach((x, i) => {
      const t0 = performance.now();
      for (let k = 0; k < inner; k++) f(x);
      best[i] = Math.min(best[i]!, (performance.now() - t0) / inner);
    });
  }
  return best;
}

const line = (what: string, ts: readonly number[]) =>
  console.log(
    `labiro: ${what}: median ${fmt(quantile(ts, 0.5))}, p95 ${fmt(quantile(ts, 0.95))}, max ${fmt(Math.max(...ts))} (${ts.length} positions)`,
  );

/** Prints reachable-set, planner and push-chain timings and reach statistics. */
export async function run(): Promise<void> {
  const cases = boards(500, 2026);
  line(
    'reachable set (walk only)',
    timeEach(cases, ({ board, from }) => reachable(board, from), 3, 50),
  );

  const few = cases.slice(0, 200);
  const extras = { rope: true, unlock: true };
  for (const f of cases.slice(200, 260)) {
    // warm-up on other positions (the JIT), so the first timed ones are fair
    reachableWithTurns(f.board, f.from, 3);
    reachableWithTurns(f.board, f.from, 3, undefined, extras);
  }
  line(
    'reachableWithTurns, 3 turns',
    timeEach(few, ({ board, from }) => reachableWithTurns(board, from, 3), 3),
  );
  line(
    'reachableWithTurns, 3 turns + rope + unlock key',
    timeEach(few, ({ board, from }) => reachableWithTurns(board, from, 3, undefined, extras), 3),
  );
  line(
    'turnChain (one turn and its pushes)',
    timeEach(cases, ({ board, from }) => turnChain(board, from, board.towers[from]!.arrow), 3, 50),
  );

  for (const push of ['mesh', 'collide'] as const) {
    const set = boards(500, 2026, push);
    const some = set.slice(0, 200);
    const sizes = [0, 1, 2, 3].map((k) => some.map(({ board, from }) => reachableWithTurns(board, from, k).size));
    console.log(
      `labiro (${push}): towers reachable, mean over ${some.length} positions, with 0/1/2/3 turns: ${sizes.map((x) => mean(x).toFixed(2)).join(' / ')}`,
    );
    console.log(
      `labiro (${push}): positions where turning reaches more towers than walking: ${((100 * sizes[3]!.filter((x, i) => x > sizes[0]![i]!).length) / some.length).toFixed(0)}%`,
    );
    const chains = set.map(({ board, from }) => turnChain(board, from, board.towers[from]!.arrow).steps.length);
    const hist = [1, 2, 3, 4].map(
      (n) => `${n}: ${((100 * chains.filter((c) => (n < 4 ? c === n : c >= n)).length) / chains.length).toFixed(0)}%`,
    );
    console.log(
      `labiro (${push}): push-chain length (towers turned) over ${chains.length} turns: mean ${mean(chains).toFixed(2)}, max ${Math.max(...chains)}; ${hist.join(', ')} (4 = 4 or more)`,
    );
  }
}
