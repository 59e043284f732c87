// Engine speed: Masterdice actions per second over seeded random playouts (apply alone, then with views).
import { makeRng, nextFloat, nextInt, type RngState, type Seat } from '../shared/core/index.js';
import { masterdice, type MasterdiceAction, type MasterdiceState } from '../shared/games/masterdice/index.js';

const PLAYOUTS = 5000;

/** A random legal action: roll 3 times in 4 when allowed, otherwise uniform over the legal list. */
function pick(actions: MasterdiceAction[], rng: RngState): [MasterdiceAction, RngState] {
  let r = rng;
  if (actions[0]?.type === 'roll') {
    let u: number;
    [u, r] = nextFloat(r);
    if (u < 0.75) return [actions[0], r];
  }
  const [i, n] = nextInt(r, 0, actions.length - 1);
  return [actions[i] as MasterdiceAction, n];
}

/** Plays one seeded match to the end, returning its log. */
function playout(seed: number): { seat: Seat; action: MasterdiceAction }[] {
  const state = masterdice.setup({ seed, players: 2, options: { games: 2, aid: false } });
  if (!state.ok) throw new Error(state.error.message);
  let s: MasterdiceState = state.value;
  let rng = makeRng(seed ^ 0x5bd1e995);
  const log: { seat: Seat; action: MasterdiceAction }[] = [];
  while (masterdice.outcome(s) === null) {
    const seat = masterdice.toAct(s)[0] as Seat;
    let action: MasterdiceAction;
    [action, rng] = pick(masterdice.legalActions(s, seat), rng);
    const r = masterdice.apply(s, seat, action);
    if (!r.ok) throw new Error(r.error.code);
    s = r.value.state;
    log.push({ seat, action });
  }
  return log;
}

/** Prints apply-only and apply+views+legal-actions throughput. */
export async function run(): Promise<void> {
  const logs = Array.from({ length: PLAYOUTS }, (_, i) => playout(i + 1));
  const actions = logs.reduce((n, l) => n + l.length, 0);

  const replayAll = (): void => {
    for (let i = 0; i < logs.length; i++) {
      let s = (
        masterdice.setup({ seed: i + 1, players: 2, options: { games: 2, aid: false } }) as { value: MasterdiceState }
      ).value;
      for (const { seat, action } of logs[i] ?? [])
        s = (masterdice.apply(s, seat, action) as { value: { state: MasterdiceState } }).value.state;
    }
  };
  replayAll(); // warm-up, not timed
  let t0 = performance.now();
  replayAll();
  const applyMs = performance.now() - t0;
  console.log(
    `masterdice engine: ${Math.round((actions / applyMs) * 1000)} actions/s, apply only (${PLAYOUTS} playouts, ${actions} actions)`,
  );

  t0 = performance.now();
  for (let i = 0; i < 200; i++) playout(i + 1);
  const fullMs = performance.now() - t0;
  const fullActions = logs.slice(0, 200).reduce((n, l) => n + l.length, 0);
  console.log(
    `masterdice engine: ${Math.round((fullActions / fullMs) * 1000)} actions/s with legalActions (200 playouts)`,
  );

  t0 = performance.now();
  let views = 0;
  for (let i = 0; i < 200; i++) {
    let s = (
      masterdice.setup({ seed: i + 1, players: 2, options: { games: 2, aid: true } }) as { value: MasterdiceState }
    ).value;
    for (const { seat, action } of logs[i] ?? []) {
      s = (masterdice.apply(s, seat, action) as { value: { state: MasterdiceState } }).value.state;
      masterdice.view(s, { kind: 'seat', seat: 0 });
      masterdice.view(s, { kind: 'seat', seat: 1 });
      masterdice.view(s, { kind: 'spectator' });
      views += 3;
    }
  }
  const viewMs = performance.now() - t0;
  console.log(
    `masterdice engine: ${Math.round((fullActions / viewMs) * 1000)} actions/s with 3 views each, aid on (${views} views)`,
  );
}
