// Benchmark: Symbotrio's engine (issue 10). `apply` per second replaying seeded playouts (random legal actions
// mixed with the easy thief's, so games end; target ≥ 100,000/s); bot decision time (≤ 50 ms); win rates of 200
// seeded 2-player games: hard vs easy (target ≥ 80 %), hard vs medium, hard and easy vs the random bot.
// Not found by bench discovery until the game is registered: run `npx tsx bench/symbotrio-engine.ts`.
import { makeRng, nextFloat, nextInt, unwrap, type RngState } from '../shared/core/index.js';
import { revealsOf, symbotrio, thief, randomBot, type SymbotrioAction, type SymbotrioBot, type SymbotrioState } from '../shared/games/symbotrio/index.js';

const GAMES = 200;

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
    } else action = easy.decideWith(symbotrio.view(s, { kind: 'seat', seat }), seat, step, revealsOf(s));
    s = unwrap(symbotrio.apply(s, seat, action)).state;
    log.push({ seat, action });
  }
  return log;
}

/** Plays `bots` against each other; returns games won outright by seat 0, and every decision's milliseconds. */
function match(bots: SymbotrioBot[], games: number): { wins: number; times: number[] } {
  let wins = 0;
  const times: number[] = [];
  for (let g = 0; g < games; g++) {
    let s: SymbotrioState = unwrap(symbotrio.setup({ seed: 5000 + g, players: bots.length, options: { easy: false, first: g % bots.length } }));
    for (let i = 0; symbotrio.toAct(s).length > 0; i++) {
      const seat = s.turn;
      const t0 = performance.now();
      const a = bots[seat]!.decideWith(symbotrio.view(s, { kind: 'seat', seat }), seat, g * 7919 + i, revealsOf(s));
      times.push(performance.now() - t0);
      s = unwrap(symbotrio.apply(s, seat, a)).state;
    }
    if (s.result!.winners.length === 1 && s.result!.winners[0] === 0) wins++;
  }
  return { wins, times };
}

const logs = [2, 3, 4, 5, 6].flatMap((players) => [1, 2].map((k) => ({ seed: k * 100 + players, players, log: playoutLog(k * 100 + players, players) })));
let applies = 0, ms = 0;
for (const p of logs) {
  let s: SymbotrioState = unwrap(symbotrio.setup({ seed: p.seed, players: p.players, options: { easy: false, first: 'random' } }));
  const t0 = performance.now();
  for (const e of p.log) s = (symbotrio.apply(s, e.seat, e.action) as { ok: true; value: { state: SymbotrioState } }).value.state;
  ms += performance.now() - t0;
  applies += p.log.length;
}
console.log(`symbotrio apply: ${Math.round((applies / ms) * 1000).toLocaleString('en')}/s over ${applies} applies (target ≥ 100,000/s)`);
const [hard, medium, easy] = [thief('hard'), thief('medium'), thief('easy')];
for (const [name, bots] of [['hard vs easy', [hard, easy]], ['hard vs medium', [hard, medium]], ['hard vs random', [hard, randomBot]], ['easy vs random', [easy, randomBot]]] as const) {
  const { wins, times } = match([...bots], name.endsWith('random') ? 20 : GAMES);
  const sorted = times.sort((a, b) => a - b);
  console.log(`${name}: seat 0 wins ${wins}/${name.endsWith('random') ? 20 : GAMES}; decision median ${sorted[sorted.length >> 1]!.toFixed(3)} ms, max ${sorted.at(-1)!.toFixed(2)} ms`);
}
