// The first generator (sfc32), kept bit for bit: tables stored before ChaCha20 replay exactly as they were played.
// Not cryptographic: a new table never uses it (rng.ts picks the generator from the seed's shape).

/** An sfc32 state: four unsigned 32-bit words, plain JSON. Example: [1779033703, 3144134277, 1013904242, 2773480762]. */
export type Sfc32State = readonly [number, number, number, number];

/** One sfc32 step: a uniform 32-bit unsigned integer and the next state. */
export function sfc32Next(state: Sfc32State): [number, Sfc32State] {
  let [a, b, c, d] = state;
  const t = (((a + b) >>> 0) + d) >>> 0;
  d = (d + 1) >>> 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) >>> 0;
  c = ((c << 21) | (c >>> 11)) >>> 0;
  c = (c + t) >>> 0;
  return [t, [a >>> 0, b >>> 0, c, d]];
}

/** An sfc32 state from seed words (splitmix32 expansion of every word, then warm-up), as the first generator made it. */
export function sfc32Start(words: readonly number[]): Sfc32State {
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
  let state: Sfc32State = [0, 0, 0, 0];
  for (const w of words) {
    absorb(w);
    const [a, b, c, d] = state;
    state = [(a ^ next()) >>> 0, (b ^ next()) >>> 0, (c ^ next()) >>> 0, (d ^ next()) >>> 0];
    for (let i = 0; i < 12; i++) state = sfc32Next(state)[1];
  }
  for (let i = 0; i < 12; i++) state = sfc32Next(state)[1];
  return state;
}
