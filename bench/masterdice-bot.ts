// Masterdice solver bot: mean score over 1,000 seeded solo games and decision times, beside the greedy baseline.
import { chooseSolverAction } from '../shared/games/masterdice/solver.js';
import { chooseGreedyAction } from '../shared/games/masterdice/solver-greedy.js';
import { playSolverGame, type SolverBot } from '../shared/games/masterdice/solver-sim.js';

/** Games per bot; seeds 1..GAMES, the same codes and white rolls for both bots. */
const GAMES = 1000;

/** What one bot did over the seeded games; `times` holds every decision's milliseconds. */
interface Figures {
  mean: number;
  min: number;
  max: number;
  solved: number;
  rows: number;
  dice: number;
  times: number[];
  /** Every decision's CPU milliseconds (process.cpuUsage), steadier than wall time on a busy machine. */
  cpu: number[];
}

/** Plays the seeded games with a bot, timing each decision (wall clock). */
function measure(bot: SolverBot): Figures {
  const scores: number[] = [];
  const times: number[] = [];
  const cpu: number[] = [];
  let solved = 0;
  let rows = 0;
  let dice = 0;
  const timed: SolverBot = (view, seed) => {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const action = bot(view, seed);
    times.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
    return action;
  };
  for (let seed = 1; seed <= GAMES; seed++) {
    const r = playSolverGame(seed, timed);
    scores.push(r.score);
    if (r.solved) solved++;
    rows += r.attemptsUsed;
    dice += 18 - r.whiteDiceLeft;
  }
  const mean = scores.reduce((a, b) => a + b, 0) / GAMES;
  return {
    mean,
    min: Math.min(...scores),
    max: Math.max(...scores),
    solved: solved / GAMES,
    rows: rows / GAMES,
    dice: dice / GAMES,
    times,
    cpu,
  };
}

/** Mean, p99 and max of a list of milliseconds. */
function timing(list: readonly number[]): string {
  const t = list.slice().sort((a, b) => a - b);
  const mean = t.reduce((a, b) => a + b, 0) / t.length;
  const p99 = t[Math.min(t.length - 1, Math.floor(t.length * 0.99))]!;
  return `mean ${mean.toFixed(3)}  p99 ${p99.toFixed(2)}  max ${t[t.length - 1]!.toFixed(2)}`;
}

/** One printed line of figures. */
function line(name: string, f: Figures): string {
  return (
    `${name.padEnd(8)} mean score ${f.mean.toFixed(2)}  min ${f.min}  max ${f.max}  solved ${(100 * f.solved).toFixed(1)}%` +
    `  rows ${f.rows.toFixed(2)}  dice ${f.dice.toFixed(2)}\n` +
    `         decision ms (wall) ${timing(f.times)}  |  (cpu) ${timing(f.cpu)}  over ${f.times.length} decisions`
  );
}

/** Prints the smart bot's and the greedy baseline's figures, measured in this run on the same seeds. */
export async function run(): Promise<void> {
  const smart = measure(chooseSolverAction);
  const greedy = measure(chooseGreedyAction);
  console.log(
    `${GAMES} seeded solo games (seeds 1..${GAMES}; score 0 if wrong, else 20 + 5 × empty rows + white dice left)`,
  );
  console.log(line('smart', smart));
  console.log(line('greedy', greedy));
  console.log(`smart − greedy: ${(smart.mean - greedy.mean).toFixed(2)} points per game`);
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
