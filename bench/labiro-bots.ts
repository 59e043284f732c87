// Benchmark: the Labiro bot (issue 4). Two-player games of 'labiro/bot' against 'labiro/random' from seeded
// set-ups, seats alternating, stopped at 300 turns (both players' turns counted): win rate, game length, how
// often the cap was hit, and the bot's decision times — on the default map ('flower', the targets), on
// random maps, and on each other preset (thin maps leave the pawn few towers to turn: see the figures).
import type { Seat } from '../shared/core/index.js';
import { planningBot } from '../shared/games/labiro/bot-planner.js';
import { playGame, type LabiroBot } from '../shared/games/labiro/bot-sim.js';
import { labiro, randomBot, type LabiroOptions } from '../shared/games/labiro/index.js';
import { median, quantile } from './stats.js';

/** Games per figure, their first seed and the turn cap. */
const GAMES = 200;
const RANDOM_MAP_GAMES = 100;
const PRESET_GAMES = 10;
const SEED = 4000;
const MAX_TURNS = 300;

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const ms = (t: number) => (t < 1 ? `${(t * 1000).toFixed(0)} µs` : `${t.toFixed(1)} ms`);
const pct = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(1)}%`;

interface Figures {
  games: number;
  wins: number;
  losses: number;
  capped: number;
  lengths: number[];
  times: number[];
  refused: number;
  runaway: number;
}

/** Plays `games` seeded games on these options; the bot's decisions timed with the wall clock. */
function measure(options: Partial<LabiroOptions>, games: number, seed: number): Figures {
  const f: Figures = { games, wins: 0, losses: 0, capped: 0, lengths: [], times: [], refused: 0, runaway: 0 };
  const timed: LabiroBot = {
    id: planningBot.id,
    decide(view, seat, s) {
      const t0 = performance.now();
      const action = planningBot.decide(view, seat, s);
      f.times.push(performance.now() - t0);
      return action;
    },
  };
  for (let g = 0; g < games; g++) {
    const seat: Seat = g % 2;
    const r = playGame(seat === 0 ? [timed, randomBot] : [randomBot, timed], seed + g, {
      options,
      maxTurns: MAX_TURNS,
    });
    if (r.refused) f.refused++;
    if (r.runaway) f.runaway++;
    if (r.capped) f.capped++;
    const winners = r.result?.winners ?? [];
    if (winners.length === 1 && winners[0] === seat) f.wins++;
    else if (r.result && !winners.includes(seat)) f.losses++;
    f.lengths.push(r.turns);
  }
  return f;
}

/** Prints one block of figures. */
function report(what: string, f: Figures, full: boolean): void {
  const head = `labiro bots: ${what}, ${f.games} games: labiro/bot wins ${pct(f.wins, f.games)} (${f.wins}), loses ${f.losses}, ${pct(f.capped, f.games)} hit ${MAX_TURNS} turns`;
  console.log(head);
  if (!full) return;
  console.log(
    `labiro bots:   game length in turns (both players, capped games count ${MAX_TURNS}): mean ${mean(f.lengths).toFixed(1)}, median ${median(f.lengths)}, max ${Math.max(...f.lengths)}`,
  );
  console.log(
    `labiro bots:   decisions (${f.times.length}): mean ${ms(mean(f.times))}, median ${ms(median(f.times))}, p99 ${ms(quantile(f.times, 0.99))}, max ${ms(Math.max(...f.times))}; over 200 ms: ${f.times.filter((t) => t > 200).length}`,
  );
  console.log(`labiro bots:   refused actions ${f.refused}, endless turns ${f.runaway}`);
}

/** Prints the bot's figures against the random bot. */
export async function run(): Promise<void> {
  measure(labiro.defaultOptions, 4, 1); // warm-up (the JIT), not reported
  report(
    `default map '${labiro.defaultOptions.map.kind === 'preset' ? labiro.defaultOptions.map.name : 'default'}' vs labiro/random (targets: ≥ 90% wins, ${MAX_TURNS} turns)`,
    measure(labiro.defaultOptions, GAMES, SEED),
    true,
  );
  report('random maps vs labiro/random', measure({ map: { kind: 'random' } }, RANDOM_MAP_GAMES, SEED), true);
  for (const name of ['river', 'wheel', 'islands', 'ring']) {
    report(`preset '${name}' vs labiro/random`, measure({ map: { kind: 'preset', name } }, PRESET_GAMES, SEED), false);
  }
}
