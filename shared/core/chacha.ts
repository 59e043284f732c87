// The ChaCha20 stream behind every new table's generator (RFC 8439, the audited @noble/ciphers core): a position
// as plain JSON, the keystream read 32 bits at a time, and one-way derivations (sub-seeds, forks) under the same
// key. Pure: the memo only spares recomputing blocks that the same key, nonce and counter always give.
import { chacha20 } from '@noble/ciphers/chacha.js';

/**
 * A ChaCha20 generator's position, plain JSON: the 256-bit key and 96-bit nonce as little-endian 32-bit words,
 * the block counter of the next word and that word's index in its block (0–15). An engine's stream has nonce
 * [0, 0, 0]. Example: `{ chacha20: [7, 0, 0, 0, 0, 0, 0, 0], nonce: [0, 0, 0], block: 3, word: 12 }`.
 */
export interface ChaChaState {
  readonly chacha20: readonly number[];
  readonly nonce: readonly number[];
  readonly block: number;
  readonly word: number;
}

/** Words per ChaCha block (64 bytes). */
const BLOCK_WORDS = 16;
/**
 * Blocks a stream computes per @noble/ciphers call: a stream reads on, so four share one call's overhead (a 52-card
 * shuffle, a game's dice); a stream that needs one block pays for three more (bench/generator.ts).
 */
const RUN_BLOCKS = 4;
/** noble refuses a counter at or past 2^32 − 1 (it never wraps): 256 GiB of keystream, far beyond any game. */
const MAX_BLOCK = 2 ** 32 - 2;
/** Nonce word 0 of every derivation block ('derv'); an engine's stream has nonce word 0 = 0, so they never meet. */
const DERIVE = 0x64657276;

/** The 32-bit words of `words` as little-endian bytes (`count` words: missing ones are 0). */
function bytesOf(words: readonly number[], count: number): Uint8Array {
  const out = new Uint8Array(count * 4);
  const view = new DataView(out.buffer);
  for (let i = 0; i < count; i++) view.setUint32(i * 4, (words[i] ?? 0) >>> 0, true);
  return out;
}

const ZERO_RUN = new Uint8Array(RUN_BLOCKS * BLOCK_WORDS * 4);

/**
 * `count` keystream blocks from `first` as unsigned words (RFC 8439 §2.3: each serialized block read little-endian),
 * never past the last counter noble allows.
 */
function computeRun(key: readonly number[], nonce: readonly number[], first: number, count: number): Uint32Array {
  if (!(Number.isInteger(first) && first >= 0 && first <= MAX_BLOCK))
    throw new Error(`chacha: block counter ${first} out of range`);
  const blocks = Math.min(count, MAX_BLOCK - first + 1);
  const data = ZERO_RUN.subarray(0, blocks * BLOCK_WORDS * 4);
  const bytes = chacha20(bytesOf(key, 8), bytesOf(nonce, 3), data, new Uint8Array(data.length), first);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const words = new Uint32Array(blocks * BLOCK_WORDS);
  for (let i = 0; i < words.length; i++) words[i] = view.getUint32(i * 4, true);
  return words;
}

/** Whether two word lists are equal (the same array first: successive states share their key and nonce). */
function sameWords(a: readonly number[], b: readonly number[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** A computed run of blocks: its key, nonce, first block counter and words. */
interface Run {
  readonly key: readonly number[];
  readonly nonce: readonly number[];
  readonly first: number;
  readonly words: Uint32Array;
}

/** A few recent runs (a bot's look-ahead may interleave a few streams), and the last one read (the usual hit). */
const MEMO_SIZE = 8;
const memo: Run[] = [];
let memoNext = 0;
let last: Run | null = null;
/**
 * The last run read of each key (the very array: an engine's successive states share it): a server interleaves
 * hundreds of tables' streams, far more than the memo holds, and each reads on where its run has words left.
 */
const byKey = new WeakMap<readonly number[], Run>();

/** Whether `run` holds block `block` of (key, nonce). */
const holds = (run: Run, key: readonly number[], nonce: readonly number[], block: number): boolean =>
  block >= run.first &&
  (block - run.first) * BLOCK_WORDS < run.words.length &&
  sameWords(run.key, key) &&
  sameWords(run.nonce, nonce);

/**
 * Keystream word `word` of block `block` of (key, nonce), from the memo when its run was computed already; else it
 * computes `count` blocks from there (a stream reads on; a derivation needs one).
 */
function wordOf(
  key: readonly number[],
  nonce: readonly number[],
  block: number,
  word: number,
  count = RUN_BLOCKS,
): number {
  let run = last !== null && holds(last, key, nonce, block) ? last : byKey.get(key);
  if (run !== undefined && !holds(run, key, nonce, block)) run = undefined;
  run ??= memo.find((m) => holds(m, key, nonce, block));
  if (!run) {
    run = { key, nonce, first: block, words: computeRun(key, nonce, block, count) };
    memo[memoNext] = run;
    memoNext = (memoNext + 1) % MEMO_SIZE;
  }
  if (run.words.length > BLOCK_WORDS) byKey.set(key, run); // a stream's run, not a one-block derivation
  last = run;
  return run.words[(block - run.first) * BLOCK_WORDS + word] as number;
}

/** A stream at its start: `key` (1–8 words, the rest 0) and nonce [0, 0, 0]. */
export function chachaStart(key: readonly number[]): ChaChaState {
  if (!(key.length >= 1 && key.length <= 8 && key.every((w) => Number.isInteger(w))))
    throw new Error('chacha: a key is 1 to 8 integer words');
  return { chacha20: Array.from({ length: 8 }, (_, i) => (key[i] ?? 0) >>> 0), nonce: [0, 0, 0], block: 0, word: 0 };
}

/** The next keystream word (unsigned) and the position after it. */
export function chachaNext(state: ChaChaState): [number, ChaChaState] {
  const u = wordOf(state.chacha20, state.nonce, state.block, state.word);
  const next: ChaChaState =
    state.word + 1 < BLOCK_WORDS
      ? { chacha20: state.chacha20, nonce: state.nonce, block: state.block, word: state.word + 1 }
      : { chacha20: state.chacha20, nonce: state.nonce, block: state.block + 1, word: 0 };
  return [u, next];
}

/** One one-way step: a new key, the first 8 words of the block of `key` at nonce [DERIVE, purpose, part]. */
function deriveKey(key: readonly number[], purpose: number, part: number, block = 0): number[] {
  const nonce = [DERIVE, purpose, part >>> 0];
  return Array.from({ length: 8 }, (_, i) => wordOf(key, nonce, block, i, 1));
}

/** Derivation purposes (nonce word 1), so a fork, a salt step and a sub-seed never share a block. */
const FORK = 1;
const SALT = 2;
const SUB_SEED = 3;

/** The key after absorbing each salt in order, one block per salt. */
function salted(key: readonly number[], salt: readonly number[]): readonly number[] {
  let k = key;
  for (const s of salt) k = deriveKey(k, SALT, s);
  return k;
}

/**
 * A 32-bit number derived one-way from `key` and `salt` (a bot's turn, the dice motions): seeing any number of
 * them tells nothing of the key nor of the engine's stream.
 */
export function chachaSubSeed(key: readonly number[], salt: readonly number[]): number {
  return wordOf(salted(key, salt), [DERIVE, SUB_SEED, salt.length], 0, 0, 1);
}

/** A fresh stream derived one-way from `state`'s key, its position and `salt`; `state` itself does not advance. */
export function chachaFork(state: ChaChaState, salt: readonly number[]): ChaChaState {
  const key = salted(deriveKey(state.chacha20, FORK, state.word, state.block), salt);
  return { chacha20: key, nonce: [0, 0, 0], block: 0, word: 0 };
}
