// Benchmark: the Laser bots. The investigator's shots to a correct declaration over 200 seeded random
// identifiable beginner circuits beside a plain baseline (pointers 1..30 in order, declaring when one
// layout is left) on the same circuits; decision times; the designer's time and how hard its circuits are;
// countConsistent on the states the games went through; a few expert circuits.
import { designCircuit } from '../shared/games/laser/bot-designer.js';
import {
  DEFAULT_INVESTIGATOR,
  GENERAL_INVESTIGATOR,
  investigate,
  type InvestigatorSettings,
} from '../shared/games/laser/bot-investigator.js';
import { identifiableCircuits, playInvestigation, type InvestigatorMove } from '../shared/games/laser/bot-sim.js';
import { countConsistent, findConsistent, type KnownShot } from '../shared/games/laser/consistent.js';
import { setKinds, type LaserKind, type LaserLayout } from '../shared/games/laser/index.js';
import { quantile } from './stats.js';

/** Circuits per figure, and their seed. */
const GAMES = 200;
const SEED = 2026;

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const ms = (t: number) => (t < 1 ? `${(t * 1000).toFixed(0)} µs` : `${t.toFixed(1)} ms`);
const timing = (t: readonly number[]) =>
  `mean ${ms(mean(t))}, median ${ms(quantile(t, 0.5))}, p99 ${ms(quantile(t, 0.99))}, max ${ms(Math.max(...t))}`;

/** The baseline: fires 1, 2, 3, ... and declares as soon as exactly one layout fits (proven by the exact count). */
function baseline(kinds: readonly LaserKind[], shots: readonly KnownShot[]): InvestigatorMove {
  const c = countConsistent(kinds, shots, 2, 10_000_000);
  if (!c.capped && c.count === 1) return { type: 'declare', layout: findConsistent(kinds, shots, 1)[0]! };
  return { type: 'fire', pointer: shots.length < 30 ? shots.length + 1 : 1 };
}

interface Figures {
  shots: number[];
  wrong: number;
  unfinished: number;
  times: number[];
  states: KnownShot[][];
}

/** Plays every circuit with a chooser, timing each decision (wall clock, outside shared/). */
function measure(
  circuits: readonly LaserLayout[],
  choose: (shots: readonly KnownShot[], game: number, move: number) => InvestigatorMove,
  keepStates = false,
): Figures {
  const f: Figures = { shots: [], wrong: 0, unfinished: 0, times: [], states: [] };
  circuits.forEach((truth, g) => {
    const r = playInvestigation(truth, (shots, move) => {
      if (keepStates) f.states.push(shots.slice());
      const t0 = performance.now();
      const m = choose(shots, g, move);
      f.times.push(performance.now() - t0);
      return m;
    });
    f.shots.push(r.shots);
    if (!r.correct && !r.unfinished) f.wrong++;
    if (r.unfinished) f.unfinished++;
  });
  return f;
}

const summary = (f: Figures) =>
  `mean ${mean(f.shots).toFixed(2)} shots, median ${quantile(f.shots, 0.5)}, min ${Math.min(...f.shots)}, max ${Math.max(...f.shots)}; wrong declarations ${f.wrong}, unfinished ${f.unfinished}`;

/** Prints the bots' figures. */
export async function run(): Promise<void> {
  const kinds = setKinds('beginner');
  const circuits = identifiableCircuits(kinds, GAMES, SEED);
  const bot = (settings: InvestigatorSettings) => (shots: readonly KnownShot[], g: number, move: number) =>
    investigate(kinds, shots, g * 1000 + move, settings);
  measure(circuits.slice(0, 5), bot(DEFAULT_INVESTIGATOR)); // warm-up
  const ours = measure(circuits, bot(DEFAULT_INVESTIGATOR), true);
  const base = measure(circuits, (shots) => baseline(kinds, shots));
  console.log(`laser bots: investigator, ${GAMES} random identifiable beginner circuits (seed ${SEED}):`);
  console.log(`laser bots:   laser/bot (best split, declares when one layout is left): ${summary(ours)}`);
  console.log(`laser bots:   baseline (pointers 1..30 in order, same rule to declare): ${summary(base)}`);
  console.log(`laser bots:   laser/bot decision time over ${ours.times.length} decisions: ${timing(ours.times)}`);

  // countConsistent on the states the bot's games went through: as the assistant asks (cap 10,000) and exact.
  const byShots = new Map<string, KnownShot[][]>();
  for (const s of ours.states) {
    const band = s.length === 0 ? '0' : s.length <= 3 ? '1-3' : s.length <= 7 ? '4-7' : '8+';
    byShots.set(band, [...(byShots.get(band) ?? []), s]);
  }
  for (const band of ['0', '1-3', '4-7', '8+']) {
    const states = byShots.get(band) ?? [];
    if (!states.length) continue;
    const capped: number[] = [];
    const exact: number[] = [];
    for (const s of states) {
      let t0 = performance.now();
      countConsistent(kinds, s, 10_000, 50_000);
      capped.push(performance.now() - t0);
      t0 = performance.now();
      countConsistent(kinds, s, Infinity, 10_000_000);
      exact.push(performance.now() - t0);
    }
    console.log(
      `laser bots: countConsistent, ${states.length} states with ${band} shots: capped at 10,000 ${timing(capped)}; exact ${timing(exact)}`,
    );
  }

  // The designer: time per circuit, and how many shots the investigator needs on its circuits.
  const designTimes: number[] = [];
  const designed = Array.from({ length: 20 }, (_, i) => {
    const t0 = performance.now();
    const l = designCircuit(kinds, 5000 + i);
    designTimes.push(performance.now() - t0);
    return l;
  });
  const onDesigned = measure(designed, bot(DEFAULT_INVESTIGATOR));
  const onRandom = measure(circuits.slice(0, 20), bot(DEFAULT_INVESTIGATOR));
  console.log(
    `laser bots: designer, 20 beginner circuits: ${timing(designTimes)}; laser/bot needs ${mean(onDesigned.shots).toFixed(2)} shots on them ` +
      `(${mean(onRandom.shots).toFixed(2)} on 20 random identifiable circuits; wrong ${onDesigned.wrong})`,
  );

  // A few expert circuits (budgeted search; declares only a proven layout).
  const expert = setKinds('expert');
  const expertCircuits = Array.from({ length: 10 }, (_, i) => designCircuit(expert, 700 + i));
  const ex = measure(expertCircuits, (shots, g, move) =>
    investigate(expert, shots, g * 1000 + move, GENERAL_INVESTIGATOR),
  );
  console.log(
    `laser bots: expert, 10 circuits from the designer bot: ${summary(ex)}; decision time ${timing(ex.times)}`,
  );
}
