// Seeded, serialisable randomness kept in the engine state (sfc32): same seed, same game, everywhere.

/** Generator state: four unsigned 32-bit words, plain JSON. Example: [1779033703, 3144134277, 1013904242, 2773480762]. */
export type RngState = readonly [number, number, number, number];

/**
 * A table's seed: one 32-bit number (tests, benchmarks) or several 32-bit words (the server draws four, so
 * that nobody can search the seed space from the public dice rolls). Example: [2851, 90121, 7, 4004].
 */
export type Seed = number | readonly number[];

/** Makes a generator state from a seed (splitmix32 expansion of every word, then warm-up). */
export function makeRng(seed: Seed): RngState {
  const words = typeof seed === 'number' ? [seed] : seed;
  let s = 0;
  const absorb = (w: number) => {
    s = (Math.imul(s ^ (w >>> 0), 0x9e3779b1) + 0x7f4a7c15) >>> 0;
  };
  const next = () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  let state: RngState = [0, 0, 0, 0];
  for (const w of words) {
    absorb(w);
    const [a, b, c, d] = state;
    state = [(a ^ next()) >>> 0, (b ^ next()) >>> 0, (c ^ next()) >>> 0, (d ^ next()) >>> 0];
    for (let i = 0; i < 12; i++) state = nextUint32(state)[1];
  }
  for (let i = 0; i < 12; i++) state = nextUint32(state)[1];
  return state;
}

/** One step: a uniform 32-bit unsigned integer and the next state. */
export function nextUint32(state: RngState): [number, RngState] {
  let [a, b, c, d] = state;
  const t = (((a + b) >>> 0) + d) >>> 0;
  d = (d + 1) >>> 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) >>> 0;
  c = ((c << 21) | (c >>> 11)) >>> 0;
  c = (c + t) >>> 0;
  return [t, [a >>> 0, b >>> 0, c, d]];
}

/** A uniform float in [0, 1) and the next state. */
export function nextFloat(state: RngState): [number, RngState] {
  const [u, s] = nextUint32(state);
  return [u / 4294967296, s];
}

/** A uniform integer in [min, max] (inclusive, unbiased by rejection) and the next state. */
export function nextInt(state: RngState, min: number, max: number): [number, RngState] {
  const span = max - min + 1;
  if (!(span > 0 && span <= 0x100000000)) throw new Error(`nextInt: bad range ${min}..${max}`);
  const limit = Math.floor(0x100000000 / span) * span;
  let s = state;
  for (;;) {
    const [u, n] = nextUint32(s);
    s = n;
    if (u < limit) return [min + (u % span), s];
  }
}

/** Rolls `count` six-sided dice: values 1–6 and the next state. */
export function rollDice(state: RngState, count: number): [number[], RngState] {
  const values: number[] = [];
  let s = state;
  for (let i = 0; i < count; i++) {
    const [v, n] = nextInt(s, 1, 6);
    values.push(v);
    s = n;
  }
  return [values, s];
}

/** A Fisher–Yates shuffle of a copy of `items` and the next state. */
export function shuffle<T>(state: RngState, items: readonly T[]): [T[], RngState] {
  const out = items.slice();
  let s = state;
  for (let i = out.length - 1; i > 0; i--) {
    const [j, n] = nextInt(s, 0, i);
    s = n;
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return [out, s];
}

/** Mixes several integers into one 32-bit seed (for deriving sub-seeds: a bot's, a dice throw's). */
export function mixSeed(...parts: (number | readonly number[])[]): number {
  let h = 0x811c9dc5;
  for (const p of parts.flat()) {
    h = Math.imul(h ^ (p >>> 0), 0x01000193) >>> 0;
    h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) >>> 0;
  }
  return h >>> 0;
}
