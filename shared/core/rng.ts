// Seeded, serialisable randomness kept in the engine state: same seed, same game, everywhere. A new table draws
// from ChaCha20 (RFC 8439), a cryptographic stream, so that public draws (each die) never predict hidden ones (the
// next code); the seed's shape names the generator, and the first one (sfc32) stays for tables stored before.
import { chachaFork, chachaNext, chachaStart, chachaSubSeed, type ChaChaState } from './chacha.js';
import { sfc32Next, sfc32Start, type Sfc32State } from './sfc32.js';

export type { ChaChaState } from './chacha.js';
export type { Sfc32State } from './sfc32.js';

/**
 * Generator state, plain JSON: a ChaCha20 position (every new table) or four sfc32 words (tables stored before).
 * Examples: `{ chacha20: [8 key words], nonce: [0, 0, 0], block: 2, word: 5 }`; `[1779033703, 3144134277, 1013904242, 2773480762]`.
 */
export type RngState = ChaChaState | Sfc32State;

/** A ChaCha20 seed: its key as 1–8 unsigned 32-bit words, the rest 0 (the server draws 8: 256 bits). Example: `{ chacha20: [7] }`. */
export interface ChaChaSeed {
  readonly chacha20: readonly number[];
}

/**
 * A table's seed; its shape names the generator and the era of the rules (isLegacySeed). `{ chacha20: key words }`:
 * ChaCha20 and the current rules, what the server gives every new table. Several words (`[2851, 90121, 7, 4004]`,
 * what the server drew before issue 26): sfc32, the first generator, and the rules of that era, for tables stored
 * before (they replay exactly as played). One 32-bit number (`7`): sfc32 with the current rules, for fixed-seed
 * tests and benchmarks.
 */
export type Seed = number | readonly number[] | ChaChaSeed;

/** Whether a seed or a state is ChaCha20's (an object with a key) rather than sfc32's (numbers). */
function isChaCha<T extends Seed | RngState>(x: T): x is Extract<T, { readonly chacha20: readonly number[] }> {
  return typeof x === 'object' && !Array.isArray(x) && 'chacha20' in x;
}

/** The generator a seed makes: 'chacha20' for every new table, 'sfc32' for a table stored before it (and fixed test seeds). */
export function generatorOf(seed: Seed): 'chacha20' | 'sfc32' {
  return isChaCha(seed) ? 'chacha20' : 'sfc32';
}

/**
 * Whether a seed is a table stored before issue 26 (a list of words: the server's four sfc32 words), whose rules are
 * that era's where they changed since (Web: the first deck, cards named by their deck ids; Symbotrio: a trickster
 * draws the named place of a pile as it lies), so that its log replays to exactly the game it was. A plain number
 * and a ChaCha20 seed play the current rules. Engines decide it once at setup and keep what they need in the state.
 */
export function isLegacySeed(seed: Seed): boolean {
  return Array.isArray(seed);
}

/** Makes a generator state from a seed: a ChaCha20 stream at its start, or sfc32 exactly as the first generator made it. */
export function makeRng(seed: Seed): RngState {
  if (isChaCha(seed)) return chachaStart(seed.chacha20);
  return sfc32Start(typeof seed === 'number' ? [seed] : (seed as readonly number[]));
}

/** One step: a uniform 32-bit unsigned integer and the next state. */
export function nextUint32(state: RngState): [number, RngState] {
  return isChaCha(state) ? chachaNext(state) : sfc32Next(state as Sfc32State);
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

/**
 * Mixes several public integers into one 32-bit seed (a bot's own draws from its seed and its view). Not one-way:
 * never feed it a table's seed or a generator state whose result anyone sees (subSeed and forkRng are for those).
 */
export function mixSeed(...parts: (number | readonly number[])[]): number {
  let h = 0x811c9dc5;
  for (const p of parts.flat()) {
    h = Math.imul(h ^ (p >>> 0), 0x01000193) >>> 0;
    h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) >>> 0;
  }
  return h >>> 0;
}

/**
 * A 32-bit sub-seed of a table's seed for randomness drawn outside the engine (a bot's turn, the dice motions),
 * whose results are public. ChaCha20 seed: one-way (a keystream word of the key salted block by block at a nonce
 * no engine stream uses), so no number of them tells the key or the game's draws. sfc32 seed: mixSeed(seed, ...salt),
 * as the first generator's tables always had it.
 */
export function subSeed(seed: Seed, ...salt: number[]): number {
  if (isChaCha(seed)) return chachaSubSeed(chachaStart(seed.chacha20).chacha20, salt);
  return mixSeed(seed as number | readonly number[], ...salt);
}

/**
 * A generator derived from `state` and `salt` without advancing it (a sample the engine lists, such as a design
 * for legalActions). ChaCha20: a new key drawn one-way from the state's key and position, so what it yields tells
 * nothing of the game's stream. sfc32: makeRng(mixSeed(state, ...salt)), as before.
 */
export function forkRng(state: RngState, ...salt: number[]): RngState {
  if (isChaCha(state)) return chachaFork(state, salt);
  return makeRng(mixSeed(state as Sfc32State, ...salt));
}
