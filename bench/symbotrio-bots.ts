// Benchmark: Symbotrio's bots (issue 10). Seeded 2-player games, seats and first player alternating, every decision
// through the platform's bot path (view + botMemory): win rates of hard vs easy (target ≥ 80 % of 200), hard vs
// medium, medium vs easy, and each thief vs the random bot; one hard thief among easy ones at 3 and 4 seats; each
// bot's decision time p50/p99/max (target ≤ 50 ms).
import { playBots, thief, randomBot, wonAlone, type SymbotrioBot } from '../shared/games/symbotrio/index.js';
import { median, quantile } from './stats.js';

const GAMES = 200;
/** Games against the random bot: it cracks one try in 220, so such games run long. */
const RANDOM_GAMES = 20;
const SEED = 5000;
/** Games of one hard thief among easy ones at 3 and 4 seats. */
const TABLE_GAMES = 60;

const ms = (t: number) => (t < 1 ? `${(t * 1000).toFixed(0)} µs` : `${t.toFixed(1)} ms`);

/** Plays `a` against `b` over `games` seeded games; a's wins, ties, losses and each bot's decision times. */
function match(a: SymbotrioBot, b: SymbotrioBot, games: number) {
  const f = {
    wins: 0,
    ties: 0,
    losses: 0,
    actions: 0,
    times: new Map<string, number[]>([
      [a.id, []],
      [b.id, []],
    ]),
  };
  for (let g = 0; g < games; g++) {
    const seat = g % 2;
    const bots = seat === 0 ? [a, b] : [b, a];
    const r = playBots(bots, SEED + g, { first: (g >> 1) % 2 }, (at, decide) => {
      const t0 = performance.now();
      decide();
      f.times.get(bots[at]!.id)!.push(performance.now() - t0);
    });
    if (wonAlone(r.result, seat)) f.wins++;
    else if (r.result.winners.includes(seat)) f.ties++;
    else f.losses++;
    f.actions += r.actions;
  }
  return f;
}

/** Prints every pairing's figures. */
export async function run(): Promise<void> {
  const [hard, medium, easy] = [thief('hard'), thief('medium'), thief('easy')];
  match(hard, easy, 4); // warm-up (the JIT), not reported
  const all = new Map<string, number[]>();
  for (const [a, b, games] of [
    [hard, easy, GAMES],
    [hard, medium, GAMES],
    [medium, easy, GAMES],
    [hard, randomBot, RANDOM_GAMES],
    [medium, randomBot, RANDOM_GAMES],
    [easy, randomBot, RANDOM_GAMES],
  ] as const) {
    const f = match(a, b, games);
    console.log(
      `symbotrio bots: ${a.id} vs ${b.id}, ${games} games: wins ${((100 * f.wins) / games).toFixed(1)}% (${f.wins}), ties ${f.ties}, losses ${f.losses}; ${Math.round(f.actions / games)} actions a game`,
    );
    for (const [id, t] of f.times) all.set(id, [...(all.get(id) ?? []), ...t]);
  }
  // One hard thief among easy ones at a bigger table, seated in turn at each place.
  for (const players of [3, 4]) {
    let wins = 0;
    for (let g = 0; g < TABLE_GAMES; g++) {
      const at = g % players;
      const r = playBots(
        Array.from({ length: players }, (_, q) => (q === at ? hard : easy)),
        SEED + g,
        { first: 'random' },
      );
      if (wonAlone(r.result, at)) wins++;
    }
    console.log(
      `symbotrio bots: ${hard.id} among ${players - 1} ${easy.id}, ${TABLE_GAMES} games: wins ${((100 * wins) / TABLE_GAMES).toFixed(1)}% (${wins})`,
    );
  }
  for (const [id, t] of all) {
    console.log(
      `symbotrio bots: ${id} decisions (${t.length.toLocaleString('en')}): p50 ${ms(median(t))}, p99 ${ms(quantile(t, 0.99))}, max ${ms(t.reduce((m, x) => Math.max(m, x), 0))}, over 50 ms: ${t.filter((x) => x > 50).length} (target ≤ 50 ms; wall clock, so a busy machine's pauses land in the max)`,
    );
  }
}
