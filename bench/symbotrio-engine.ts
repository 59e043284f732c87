// Benchmark: Symbotrio's engine (issue 10): `apply` per second replaying seeded playouts of 2–6 players (random
// legal actions mixed with the easy thief's through the platform's bot path, so games end; target ≥ 100,000/s).
// The bots' figures are in bench/symbotrio-bots.ts.
import { botDecision, makeRng, nextFloat, nextInt, unwrap, type RngState } from '../shared/core/index.js';
import { symbotrio, thief, type SymbotrioAction, type SymbotrioState } from '../shared/games/symbotrio/index.js';

/** One seeded playout's log (mixed random and easy-thief actions). */
function playoutLog(seed: number, players: number): { seat: number; action: SymbotrioAction }[] {
  let s: SymbotrioState = unwrap(symbotrio.setup({ seed, players, options: { easy: false, first: 'random' } }));
  let rng: RngState = makeRng(seed);
  const easy = thief('easy');
  const log: { seat: number; action: SymbotrioAction }[] = [];
  for (let step = 0; symbotrio.toAct(s).length > 0; step++) {
    const seat = s.turn;
    let r: number;
    [r, rng] = nextFloat(rng);
    let action: SymbotrioAction;
    if (r < 0.3) {
      const legal = symbotrio.legalActions(s, seat);
      [r, rng] = nextInt(rng, 0, legal.length - 1);
      action = legal[r]!;
    } else action = botDecision(symbotrio, easy, s, seat, step);
    s = unwrap(symbotrio.apply(s, seat, action)).state;
    log.push({ seat, action });
  }
  return log;
}

/** Prints the engine's apply rate. */
export async function run(): Promise<void> {
  const logs = [2, 3, 4, 5, 6].flatMap((players) =>
    [1, 2].map((k) => ({ seed: k * 100 + players, players, log: playoutLog(k * 100 + players, players) })),
  );
  for (let round = 0; round < 2; round++) {
    let applies = 0,
      ms = 0;
    for (const p of logs) {
      let s: SymbotrioState = unwrap(
        symbotrio.setup({ seed: p.seed, players: p.players, options: { easy: false, first: 'random' } }),
      );
      const t0 = performance.now();
      for (const e of p.log)
        s = (symbotrio.apply(s, e.seat, e.action) as { ok: true; value: { state: SymbotrioState } }).value.state;
      ms += performance.now() - t0;
      applies += p.log.length;
    }
    // The first round warms the JIT; the second is the figure.
    if (round === 1)
      console.log(
        `symbotrio engine: apply ${Math.round((applies / ms) * 1000).toLocaleString('en')}/s over ${applies.toLocaleString('en')} applies in ${logs.length} games of 2–6 players (target ≥ 100,000/s)`,
      );
  }
}
