// Benchmark: the Labiro table engine. Seeded random playouts (the random bot, 2–4 players, random maps, a round
// limit): engine actions per second, `apply` time per action (median, p99, max, and the slowest kinds), and the
// cost of what the room and bots call around it: `view`, `legalActions`, the random bot's decision.
import { mixSeed, type Seat } from '../shared/core/index.js';
import { labiro, randomAction, type LabiroAction, type LabiroState } from '../shared/games/labiro/index.js';
import { median, quantile } from './stats.js';

const fmt = (ms: number) => (ms < 1 ? `${(ms * 1000).toFixed(1)} µs` : `${ms.toFixed(2)} ms`);

/** One recorded playout: the states before each action, the seat and the action. */
function record(
  players: number,
  seed: number,
): { states: LabiroState[]; steps: { seat: Seat; action: LabiroAction }[] } {
  const r = labiro.setup({
    seed,
    players,
    options: { map: { kind: 'random' }, order: 'random', roundLimit: 30, push: 'mesh' },
  });
  if (!r.ok) throw new Error(r.error.code);
  let s = r.value;
  const states: LabiroState[] = [];
  const steps: { seat: Seat; action: LabiroAction }[] = [];
  while (s.phase !== 'over') {
    const seat = labiro.toAct(s)[0]!;
    const action = randomAction(labiro.view(s, { kind: 'seat', seat }), seat, mixSeed(seed, steps.length));
    const a = labiro.apply(s, seat, action);
    if (!a.ok) throw new Error(a.error.code);
    states.push(s);
    steps.push({ seat, action });
    s = a.value.state;
  }
  return { states, steps };
}

/** Prints playout throughput and per-call timings. */
export async function run(): Promise<void> {
  const games = Array.from({ length: 24 }, (_, g) => record(2 + (g % 3), 1000 + g));
  const total = games.reduce((n, g) => n + g.steps.length, 0);

  // Whole playouts as a bot's look-ahead would run them: the bot decides from a view, the engine applies.
  const t0 = performance.now();
  for (let g = 0; g < games.length; g++) record(2 + (g % 3), 1000 + g);
  const playMs = performance.now() - t0;
  console.log(
    `labiro game: ${games.length} random playouts (2–4 players, random maps, 30 rounds), ${total} actions: ${(total / (playMs / 1000)).toFixed(0)} actions/s with view + random bot + apply`,
  );

  // apply alone, replaying the recorded actions; per action and by kind.
  const times: number[] = [];
  const byType = new Map<string, number[]>();
  const t1 = performance.now();
  for (const game of games) {
    game.steps.forEach(({ seat, action }, i) => {
      const a0 = performance.now();
      labiro.apply(game.states[i]!, seat, action);
      const dt = performance.now() - a0;
      times.push(dt);
      (byType.get(action.type) ?? byType.set(action.type, []).get(action.type)!).push(dt);
    });
  }
  const applyMs = performance.now() - t1;
  console.log(
    `labiro game: apply alone: ${(total / (applyMs / 1000)).toFixed(0)} actions/s; per action median ${fmt(median(times))}, p99 ${fmt(quantile(times, 0.99))}, max ${fmt(Math.max(...times))}`,
  );
  const kinds = [...byType.entries()]
    .map(([t, xs]) => ({ t, n: xs.length, med: median(xs), max: Math.max(...xs) }))
    .sort((a, b) => b.med - a.med);
  console.log(
    `labiro game: apply by kind (median / max, count): ${kinds.map((k) => `${k.t} ${fmt(k.med)} / ${fmt(k.max)} (${k.n})`).join('; ')}`,
  );

  // What surrounds apply: the room's views, the legal list, the bot's choice.
  const sample = games.flatMap((g) =>
    g.states.filter((_, i) => i % 10 === 0).map((s, k) => ({ s, seat: g.steps[k * 10]!.seat })),
  );
  const timed = (f: (x: { s: LabiroState; seat: Seat }) => unknown) =>
    sample.map((x) => {
      const a0 = performance.now();
      f(x);
      return performance.now() - a0;
    });
  const views = timed(({ s }) => {
    for (let v = 0; v < s.players; v++) labiro.view(s, { kind: 'seat', seat: v });
    labiro.view(s, { kind: 'spectator' });
  });
  const legal = timed(({ s, seat }) => labiro.legalActions(s, seat));
  const bot = timed(({ s, seat }) => randomAction(labiro.view(s, { kind: 'seat', seat }), seat, 7));
  const line = (what: string, ts: number[]) => `${what} median ${fmt(median(ts))}, max ${fmt(Math.max(...ts))}`;
  console.log(
    `labiro game (${sample.length} positions): ${line("every seat's view + a spectator's", views)}; ${line('legalActions', legal)}; ${line('random bot decision', bot)}`,
  );
}
