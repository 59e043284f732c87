// Benchmark: Web's engine (issue 9). `apply` per second replaying long seeded random playouts (every action
// of 2–5 player games that run until a pile empties; target ≥ 100,000/s); `findHoles` on their late-game
// tables (≤ 1 ms); every legal placement of a full hand (five cards, all three shapes) on those tables (≤ 20 ms).
import { DECK, findHoles, indexSquares, spotsForHand, web, type WebState } from '../shared/games/web/index.js';
import { median, quantile } from './stats.js';
import { longPlayouts, type Playout } from './web-tables.js';

const PLAYOUTS = 40;
const SEED = 9000;
const fmt = (ms: number) => (ms < 1 ? `${(ms * 1000).toFixed(0)} µs` : `${ms.toFixed(2)} ms`);

/** Times `f` on each item: per item the best of `reps` passes (filters out preemption on a busy machine). */
function timeEach<T>(items: readonly T[], f: (x: T) => unknown, reps: number): number[] {
  const best = items.map(() => Infinity);
  for (let r = 0; r < reps; r++) {
    items.forEach((x, i) => {
      const t0 = performance.now();
      f(x);
      best[i] = Math.min(best[i]!, performance.now() - t0);
    });
  }
  return best;
}

/** Replays a playout's log with `apply` from its set-up; returns the applies made and the milliseconds they took. */
function replayTimed(p: Playout): [number, number] {
  const setup = web.setup({ seed: p.seed, players: p.players, options: p.options });
  if (!setup.ok) throw new Error(setup.error.code);
  let s: WebState = setup.value;
  const t0 = performance.now();
  for (const { seat, action } of p.log) {
    const r = web.apply(s, seat, action);
    if (!r.ok) throw new Error(r.error.code);
    s = r.value.state;
  }
  return [p.log.length, performance.now() - t0];
}

/** Every square a card or an obstacle covers on a state's table (findHoles' input). */
const blockedOf = (s: WebState): [number, number][] => [
  ...s.table.flatMap((c) => c.squares.map((q): [number, number] => [q.x, q.y])),
  ...s.obstacles.map(([x, y]): [number, number] => [x, y]),
];

/** A full hand: two straights, two curves and a square of the deck, with handles 1–5. */
const FULL_HAND = [
  ...DECK.filter((c) => c.shape === 'straight').slice(0, 2),
  ...DECK.filter((c) => c.shape === 'curve').slice(0, 2),
  ...DECK.filter((c) => c.shape === 'square').slice(0, 1),
].map((c, i) => ({ id: i + 1, ...c }));

/** Prints the engine's figures. */
export async function run(): Promise<void> {
  const playouts = longPlayouts(PLAYOUTS, SEED);
  const actions = playouts.reduce((n, p) => n + p.log.length, 0);
  const late = playouts.map((p) => p.late);
  console.log(
    `web engine: ${PLAYOUTS} long random playouts (2–5 players, 6 random obstacles), ${actions} actions; late-game tables: ${median(late.map((s) => s.table.length))} cards, ${median(late.map((s) => s.cables.length))} cables (medians)`,
  );

  for (const p of playouts.slice(0, 10)) replayTimed(p); // warm-up (the JIT)
  // Two figures: whole passes over every playout (garbage collection included, preemption too on a busy
  // machine), and each playout's best replay (what a quiet machine would show between collections).
  const best = playouts.map(() => Infinity);
  const passes: number[] = [];
  for (let rep = 0; rep < 5; rep++) {
    let pass = 0;
    playouts.forEach((p, i) => {
      const t = replayTimed(p)[1];
      pass += t;
      best[i] = Math.min(best[i]!, t);
    });
    passes.push(pass);
  }
  const rate = (ms: number) => Math.round((actions / ms) * 1000).toLocaleString('en');
  console.log(
    `web engine: apply in random playouts: ${rate(Math.min(...passes))} actions/s over a whole pass (best of 5), ${rate(best.reduce((a, b) => a + b, 0))} actions/s from each playout's best replay (target ≥ 100,000)`,
  );

  const blocked = late.map(blockedOf);
  const holes = blocked.map((b) => findHoles(b).length);
  const tHoles = timeEach(blocked, (b) => findHoles(b), 20);
  console.log(
    `web engine: findHoles on a late-game table (${median(blocked.map((b) => b.length))} blocked squares, ${median(holes)} holes, medians): median ${fmt(median(tHoles))}, p95 ${fmt(quantile(tHoles, 0.95))}, max ${fmt(Math.max(...tHoles))} (target ≤ 1 ms)`,
  );

  const spots = late.map((s) =>
    [
      ...spotsForHand(
        indexSquares(
          s.table.flatMap((c) => c.squares),
          s.obstacles,
        ),
        FULL_HAND,
      ).values(),
    ].reduce((n, l) => n + l.length, 0),
  );
  const tSpots = timeEach(
    late,
    (s) =>
      spotsForHand(
        indexSquares(
          s.table.flatMap((c) => c.squares),
          s.obstacles,
        ),
        FULL_HAND,
      ),
    20,
  );
  console.log(
    `web engine: every legal placement of a full hand (5 cards, 3 shapes; ${median(spots)} placements, median) on a late-game table, index built: median ${fmt(median(tSpots))}, p95 ${fmt(quantile(tSpots, 0.95))}, max ${fmt(Math.max(...tSpots))} (target ≤ 20 ms)`,
  );
}
