// Benchmark: the Laser table engine. Server circuits (tries and setup time per set), a design's verdict,
// `apply` for a shot with the assistant counting layouts, and seeded random playouts (actions per second).
import { makeRng, nextInt, type Seat } from '../shared/core/index.js';
import {
  REMAINING_NODES,
  laser,
  randomLayout,
  remainingFor,
  serverCircuit,
  setKinds,
  traceBeam,
  type LaserOptions,
  type LaserSet,
  type LaserState,
  type Shot,
} from '../shared/games/laser/index.js';
import { quantile } from './stats.js';

const ms = (x: number) => `${x.toFixed(x < 10 ? 2 : 0)} ms`;
const row = (t: number[]) => `median ${ms(quantile(t, 0.5))}, p90 ${ms(quantile(t, 0.9))}, max ${ms(Math.max(...t))}`;

function setupOf(players: number, options: Partial<LaserOptions>, seed: number): LaserState {
  const r = laser.setup({ seed, players, options: { ...laser.defaultOptions, ...options } });
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}

/** Server circuits: how many random layouts the server tries before one is proven identifiable, and the time. */
function serverCircuits(): void {
  for (const set of ['beginner', 'expert', 'einstein'] as const) {
    const tries: number[] = [];
    const times: number[] = [];
    for (let seed = 1; seed <= 100; seed++) {
      const t0 = performance.now();
      tries.push(serverCircuit(makeRng(seed), setKinds(set)).tries);
      times.push(performance.now() - t0);
    }
    const mean = tries.reduce((a, b) => a + b, 0) / tries.length;
    console.log(
      `laser game: server circuit (${set}, 100 seeds): tries mean ${mean.toFixed(2)}, max ${Math.max(...tries)}; time ${row(times)}`,
    );
  }
}

/** A design's verdict inside `apply` (checkIdentifiable with the default budget). */
function designs(): void {
  for (const set of ['beginner', 'expert', 'einstein'] as const) {
    const times: number[] = [];
    let rng = makeRng(77);
    for (let i = 0; i < 60; i++) {
      const s = setupOf(2, { set, strictDesign: false }, i);
      let layout: ReturnType<typeof randomLayout>[0];
      [layout, rng] = randomLayout(rng, s.kinds);
      const t0 = performance.now();
      laser.apply(s, 0, { type: 'design', layout });
      times.push(performance.now() - t0);
    }
    console.log(`laser game: apply(design) with its verdict (${set}, 60 random layouts): ${row(times)}`);
  }
}

/** A shot with assistant 'count': the recount dominates; budget REMAINING_NODES. */
function countedShots(): void {
  for (const set of ['beginner', 'expert', 'einstein'] as const) {
    const times: number[] = [];
    let ranOut = 0,
      calls = 0;
    for (let seed = 1; seed <= (set === 'beginner' ? 20 : 8); seed++) {
      let s = setupOf(1, { set: set as LaserSet, designer: 'server', assistant: 'count' }, seed);
      let rng = makeRng(seed);
      for (let k = 0; k < 15; k++) {
        let p: number;
        [p, rng] = nextInt(rng, 1, 30);
        const t0 = performance.now();
        const r = laser.apply(s, 0, { type: 'fire', pointer: p });
        times.push(performance.now() - t0);
        if (!r.ok) throw new Error(r.error.code);
        s = r.value.state;
        const c = s.remaining[0];
        calls++;
        if (c?.capped && c.count < 10_000) ranOut++;
      }
    }
    console.log(
      `laser game: apply(fire) with assistant 'count' (${set}, ${calls} shots): ${row(times)}; counts out of budget (${REMAINING_NODES} nodes) below the cap: ${ranOut}`,
    );
  }
  // The same counts straight, for comparison with the shot without the assistant.
  const layout = randomLayout(makeRng(3), setKinds('beginner'))[0];
  const shots: Shot[] = [1, 9, 16, 24].map((pointer, n) => ({
    n,
    by: 0,
    pointer,
    answer: traceBeam(layout, pointer),
    secret: false,
  }));
  const t0 = performance.now();
  const c = remainingFor(setKinds('beginner'), shots);
  console.log(
    `laser game: remainingFor, beginner, 4 edge shots: ${c.count}${c.capped ? '+' : ''} layouts in ${ms(performance.now() - t0)}`,
  );
}

/** Random legal playouts: whole games per second and actions per second (apply + legalActions). */
function playouts(): void {
  for (const [name, players, options] of [
    ['beginner duel', 2, {}],
    ['beginner group of 5', 5, {}],
    ['server solo', 1, { designer: 'server' }],
  ] as const) {
    let actions = 0;
    const t0 = performance.now();
    const games = 100;
    for (let seed = 1; seed <= games; seed++) {
      let s = setupOf(players, options, seed);
      let rng = makeRng(seed);
      while (s.phase !== 'over') {
        const seat = laser.toAct(s)[0] as Seat;
        const legal = laser.legalActions(s, seat);
        let i: number;
        [i, rng] = nextInt(rng, 0, legal.length - 1);
        const r = laser.apply(s, seat, legal[i]!);
        if (!r.ok) throw new Error(r.error.code);
        s = r.value.state;
        actions++;
      }
    }
    const dt = (performance.now() - t0) / 1000;
    console.log(
      `laser game: random playouts (${name}, ${games} games): ${(games / dt).toFixed(0)} games/s, ${Math.round(actions / dt).toLocaleString('en')} actions/s`,
    );
  }
}

/** Prints the Laser table engine's figures. */
export async function run(): Promise<void> {
  serverCircuits();
  designs();
  countedShots();
  playouts();
}
