// Benchmark: the engines' generator (shared/core/rng.ts), side by side in one run: sfc32 (the first generator,
// still what a number seed and every table stored before makes) and ChaCha20 (every new table), on the same work:
// raw words, dice, a 52-card shuffle, each game's setup, and Masterdice playouts replayed with `apply`. A raw
// ChaCha20 block through @noble/ciphers shows what a block per draw would cost without the block memo.
import { chacha20 } from '@noble/ciphers/chacha.js';
import {
  makeRng,
  mixSeed,
  nextFloat,
  nextInt,
  nextUint32,
  rollDice,
  shuffle,
  type RngState,
  type Seed,
} from '../shared/core/index.js';
import { GAMES } from '../shared/games/index.js';
import { masterdice, type MasterdiceAction, type MasterdiceState } from '../shared/games/masterdice/index.js';

/** The two generators, by the seed shape that picks each. */
const KINDS: readonly { name: string; seed: (n: number) => Seed }[] = [
  { name: 'sfc32', seed: (n) => [n, 0x9e3779b9, n ^ 0x5bd1e995, 7] },
  { name: 'ChaCha20', seed: (n) => ({ chacha20: Array.from({ length: 8 }, (_, i) => mixSeed(n, i)) }) },
];

/** Operations per second of `f` (called `n` times per pass): the best of `passes` passes, after one warm-up pass. */
function rate(n: number, f: (i: number) => void, passes = 3): number {
  let best = Infinity;
  for (let p = 0; p <= passes; p++) {
    const t0 = performance.now();
    for (let i = 0; i < n; i++) f(i);
    const ms = performance.now() - t0;
    if (p > 0) best = Math.min(best, ms);
  }
  return (n / best) * 1000;
}

const fmt = (x: number) => Math.round(x).toLocaleString('en');

/** One line per measured thing: the figure for each generator and ChaCha20's as a share of sfc32's. */
function row(what: string, figures: readonly number[], unit: string): void {
  const [sfc, chacha] = figures as [number, number];
  console.log(
    `generator: ${what}: sfc32 ${fmt(sfc)} ${unit}, ChaCha20 ${fmt(chacha)} ${unit} (${((chacha / sfc) * 100).toFixed(0)} %)`,
  );
}

/** A Masterdice playout's log under `seed` (roll 3 times in 4 when allowed, else uniform over the legal list). */
function masterdiceLog(seed: Seed, pick: number): { seat: number; action: MasterdiceAction }[] {
  let s = (masterdice.setup({ seed, players: 2, options: { games: 2, aid: false } }) as { value: MasterdiceState })
    .value;
  let rng: RngState = makeRng(pick);
  const log: { seat: number; action: MasterdiceAction }[] = [];
  while (masterdice.outcome(s) === null) {
    const seat = masterdice.toAct(s)[0]!;
    const actions = masterdice.legalActions(s, seat);
    let u: number;
    [u, rng] = nextFloat(rng);
    let action = actions[0]!;
    if (!(action.type === 'roll' && u < 0.75)) {
      let i: number;
      [i, rng] = nextInt(rng, 0, actions.length - 1);
      action = actions[i]!;
    }
    s = (masterdice.apply(s, seat, action) as { value: { state: MasterdiceState } }).value.state;
    log.push({ seat, action });
  }
  return log;
}

/** Prints the figures. */
export async function run(): Promise<void> {
  const words = KINDS.map((k) => {
    let s = makeRng(k.seed(1));
    return rate(1_000_000, () => {
      s = nextUint32(s)[1];
    });
  });
  row('nextUint32', words, 'words/s');
  // Without the memo every draw would compute its block: one @noble/ciphers call per word.
  const key = new Uint8Array(32).fill(7);
  const nonce = new Uint8Array(12);
  const zeros = new Uint8Array(64);
  const out = new Uint8Array(64);
  const blocks = rate(200_000, (i) => chacha20(key, nonce, zeros, out, i));
  console.log(
    `generator: one ChaCha20 block (@noble/ciphers, 16 words): ${fmt(blocks)} blocks/s, ${(1e6 / blocks).toFixed(2)} µs each; a block per draw would give ${fmt(blocks)} words/s`,
  );

  row(
    'rollDice(4)',
    KINDS.map((k) => {
      let s = makeRng(k.seed(2));
      return rate(200_000, () => {
        s = rollDice(s, 4)[1];
      });
    }),
    'rolls/s',
  );
  const deck = Array.from({ length: 52 }, (_, i) => i);
  row(
    'shuffle of 52',
    KINDS.map((k) => {
      let s = makeRng(k.seed(3));
      return rate(20_000, () => {
        s = shuffle(s, deck)[1];
      });
    }),
    'shuffles/s',
  );

  for (const game of Object.values(GAMES)) {
    const players = Math.max(2, game.minPlayers);
    if (!game.setup({ seed: 1, players, options: game.defaultOptions }).ok) continue;
    const n = game.id === 'laser' ? 200 : 2_000;
    row(
      `${game.id} setup (${players} players, default options)`,
      KINDS.map((k) => rate(n, (i) => game.setup({ seed: k.seed(i), players, options: game.defaultOptions }))),
      'setups/s',
    );
  }

  // Masterdice: every die and the code come from the generator; replay 1,000 playouts' logs with apply alone.
  const replays = KINDS.map((k) => {
    const logs = Array.from({ length: 1000 }, (_, i) => ({
      seed: k.seed(i + 1),
      log: masterdiceLog(k.seed(i + 1), i + 1),
    }));
    const actions = logs.reduce((sum, l) => sum + l.log.length, 0);
    const replayAll = () => {
      for (const { seed, log } of logs) {
        let s = (
          masterdice.setup({ seed, players: 2, options: { games: 2, aid: false } }) as { value: MasterdiceState }
        ).value;
        for (const { seat, action } of log)
          s = (masterdice.apply(s, seat, action) as { value: { state: MasterdiceState } }).value.state;
      }
    };
    return rate(1, replayAll, 3) * actions;
  });
  row('masterdice engine, apply over 1,000 playouts', replays, 'actions/s');
}
