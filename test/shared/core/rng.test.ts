// The engines' generator (shared/core/rng.ts): ChaCha20 for every new table, read through the module's own API and
// checked against RFC 8439's published vectors and OpenSSL's ChaCha20; a position that survives JSON; unbiased
// ranges; one-way sub-seeds and forks; and the first generator (sfc32), whose outputs stay bit for bit what the
// stored tables were played with (golden values taken from the code before ChaCha20, commit 31a3ebf).
import { createCipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  forkRng,
  generatorOf,
  makeRng,
  mixSeed,
  nextFloat,
  nextInt,
  nextUint32,
  rollDice,
  shuffle,
  subSeed,
  type ChaChaState,
  type RngState,
  type Seed,
} from '../../../shared/core/index.js';

/** `n` words from `state` and the state after them. */
function draw(state: RngState, n: number): [number[], RngState] {
  const out: number[] = [];
  let s = state;
  for (let i = 0; i < n; i++) {
    const [u, t] = nextUint32(s);
    out.push(u);
    s = t;
  }
  return [out, s];
}

/** Little-endian bytes of 32-bit words. */
function bytesOf(words: readonly number[]): Buffer {
  const b = Buffer.alloc(words.length * 4);
  words.forEach((w, i) => {
    b.writeUInt32LE(w, i * 4);
  });
  return b;
}

/** RFC 8439 §2.3.2 and §2.4.2: the key 00:01:02:…:1f as little-endian words. */
const RFC_KEY = [0x03020100, 0x07060504, 0x0b0a0908, 0x0f0e0d0c, 0x13121110, 0x17161514, 0x1b1a1918, 0x1f1e1d1c];

describe('ChaCha20 through the generator', () => {
  it('RFC 8439 §2.3.2: key 00..1f, nonce 00:00:00:09:00:00:00:4a:00:00:00:00, block 1 gives the printed block', () => {
    const start: ChaChaState = { chacha20: RFC_KEY, nonce: [0x09000000, 0x4a000000, 0], block: 1, word: 0 };
    const [words, after] = draw(start, 16);
    expect(words).toEqual([
      0xe4e7f110, 0x15593bd1, 0x1fdd0f50, 0xc47120a3, 0xc7f4d1c7, 0x0368c033, 0x9aaa2204, 0x4e6cd4c3, 0x466482d2,
      0x09aa9f07, 0x05d7c214, 0xa2028bd9, 0xd19c12b5, 0xb94e16de, 0xe883d0cb, 0x4e3c50a2,
    ]);
    // Its serialized form, as the RFC prints it.
    expect(bytesOf(words).toString('hex')).toBe(
      '10f1e7e4d13b5915500fdd1fa32071c4c7d1f4c733c068030422aa9ac3d46c4ed2826446079faa0914c2d705d98b02a2b5129cd1de164eb9cbd083e8a2503c4e',
    );
    // The 17th word opens the next block.
    expect(after).toEqual({ ...start, block: 2, word: 0 });
  });

  it('RFC 8439 §2.4.2: the keystream from block 1 encrypts the sunscreen text into the printed ciphertext', () => {
    const plain = Buffer.from(
      "Ladies and Gentlemen of the class of '99: If I could offer you only one tip for the future, sunscreen would be it.",
    );
    const [words] = draw(
      { chacha20: RFC_KEY, nonce: [0, 0x4a000000, 0], block: 1, word: 0 },
      Math.ceil(plain.length / 4),
    );
    const stream = bytesOf(words);
    const cipher = Buffer.from(plain.map((b, i) => b ^ stream[i]!));
    expect(cipher.toString('hex')).toBe(
      '6e2e359a2568f98041ba0728dd0d6981e97e7aec1d4360c20a27afccfd9fae0bf91b65c5524733ab8f593dabcd62b357' +
        '1639d624e65152ab8f530c359f0861d807ca0dbf500d6a6156a38e088a22b65e52bc514d16ccf806818ce91ab77937365a' +
        'f90bbf74a35be6b40b8eedf2785e42874d',
    );
  });

  it("agrees with OpenSSL's ChaCha20 (node:crypto) from any key, nonce, block and word, across block ends", () => {
    let pick: RngState = makeRng(0xc0ffee);
    const next = (): number => {
      const [u, s] = nextUint32(pick);
      pick = s;
      return u;
    };
    for (let c = 0; c < 24; c++) {
      const key = Array.from({ length: 8 }, next);
      const nonce = Array.from({ length: 3 }, next);
      const block = next() >>> 1;
      const word = next() % 16;
      const [words] = draw({ chacha20: key, nonce, block, word }, 40);
      const iv = Buffer.concat([bytesOf([block]), bytesOf(nonce)]);
      const openssl = createCipheriv('chacha20', bytesOf(key), iv)
        .update(Buffer.alloc(64 * 4))
        .subarray(word * 4, word * 4 + 160);
      expect(bytesOf(words).equals(openssl)).toBe(true);
    }
  });

  it('a table seed makes a stream at its start: the key padded to eight words, nonce 0, block 0', () => {
    expect(makeRng({ chacha20: [7] })).toEqual({
      chacha20: [7, 0, 0, 0, 0, 0, 0, 0],
      nonce: [0, 0, 0],
      block: 0,
      word: 0,
    });
    expect(generatorOf({ chacha20: [1, 2, 3, 4, 5, 6, 7, 8] })).toBe('chacha20');
    expect(generatorOf([1, 2, 3, 4])).toBe('sfc32');
    expect(generatorOf(7)).toBe('sfc32');
    expect(() => makeRng({ chacha20: [] })).toThrow();
    expect(() => makeRng({ chacha20: [1, 2, 3, 4, 5, 6, 7, 8, 9] })).toThrow();
  });
});

describe('determinism', () => {
  const seed: Seed = { chacha20: [0x9e3779b9, 0x243f6a88, 0xb7e15162, 0x0d1e2f3c, 1, 2, 3, 4] };

  it('the same seed gives the same sequence; another key another one', () => {
    expect(draw(makeRng(seed), 200)[0]).toEqual(draw(makeRng(JSON.parse(JSON.stringify(seed)) as Seed), 200)[0]);
    expect(draw(makeRng({ chacha20: [0x9e3779b9, 0x243f6a88, 0xb7e15162, 0x0d1e2f3c, 1, 2, 3, 5] }), 8)[0]).not.toEqual(
      draw(makeRng(seed), 8)[0],
    );
  });

  it('a position sent through JSON (mid-block, at a block end) goes on with the same stream', () => {
    const [all] = draw(makeRng(seed), 120);
    for (const at of [0, 5, 15, 16, 37, 63]) {
      const [, mid] = draw(makeRng(seed), at);
      const copy = JSON.parse(JSON.stringify(mid)) as RngState;
      expect(copy).toEqual(mid);
      expect(draw(copy, 120 - at)[0]).toEqual(all.slice(at));
    }
  });

  it('a state is never written: drawing from an old position again gives the same word', () => {
    const s = makeRng(seed);
    const frozen = JSON.stringify(s);
    const [a] = nextUint32(s);
    const [b] = nextUint32(s);
    expect(a).toBe(b);
    expect(JSON.stringify(s)).toBe(frozen);
  });

  it('dice, floats and shuffles repeat for the same seed', () => {
    const again = <T>(f: (s: RngState) => T) => expect(f(makeRng(seed))).toEqual(f(makeRng(seed)));
    again((s) => rollDice(s, 4));
    again((s) => nextFloat(s));
    again((s) =>
      shuffle(
        s,
        Array.from({ length: 52 }, (_, i) => i),
      ),
    );
  });
});

describe('ranges', () => {
  const s0 = makeRng({ chacha20: [0x5eed, 0x5eed] });

  it('nextInt covers both ends, a single value, and the full 32-bit span; a bad range is a programmer error', () => {
    let s = s0;
    const seen = new Set<number>();
    for (let i = 0; i < 600; i++) {
      const [v, t] = nextInt(s, -2, 3);
      seen.add(v);
      s = t;
    }
    expect([...seen].sort((a, b) => a - b)).toEqual([-2, -1, 0, 1, 2, 3]);
    expect(nextInt(s0, 9, 9)[0]).toBe(9);
    expect(nextInt(s0, 0, 0xffffffff)[0]).toBe(nextUint32(s0)[0]);
    expect(() => nextInt(s0, 3, 2)).toThrow();
  });

  it('a die is fair: 60,000 rolls put each face near 10,000 (chi-square under 20.5, the 0.1% bound for 5 degrees)', () => {
    const counts = [0, 0, 0, 0, 0, 0];
    const [values] = rollDice(s0, 60_000);
    for (const v of values) counts[v - 1]!++;
    const chi = counts.reduce((sum, c) => sum + (c - 10_000) ** 2 / 10_000, 0);
    expect(chi).toBeLessThan(20.5);
  });

  it('rejection keeps a range unbiased where a plain modulo would not: thirds of 3·2^30 stay equal', () => {
    // u % (3·2^30) would put half of all words in the first third; rejection throws those words away.
    const span = 3 * 2 ** 30;
    const thirds = [0, 0, 0];
    let s = s0;
    let words = 0;
    for (let i = 0; i < 30_000; i++) {
      const before = s;
      const [v, t] = nextInt(s, 0, span - 1);
      thirds[Math.floor(v / 2 ** 30)]!++;
      // How many words it took: count them by stepping the old position until it meets the new one.
      let probe = before;
      do {
        probe = nextUint32(probe)[1];
        words++;
      } while (JSON.stringify(probe) !== JSON.stringify(t));
      s = t;
    }
    for (const n of thirds) expect(Math.abs(n - 10_000)).toBeLessThan(500);
    // A quarter of the words fall past the last whole span and are drawn again.
    expect(words / 30_000).toBeGreaterThan(1.25);
    expect(words / 30_000).toBeLessThan(1.42);
  });
});

describe('derived randomness is one-way for ChaCha20 seeds', () => {
  const seed: Seed = { chacha20: [11, 22, 33, 44, 55, 66, 77, 88] };

  it('a sub-seed depends on the salt and is none of the first words of the engine stream', () => {
    const [stream] = draw(makeRng(seed), 4096);
    const subs = [
      subSeed(seed),
      subSeed(seed, 0),
      subSeed(seed, 1),
      subSeed(seed, 0, 1),
      subSeed(seed, 1, 0),
      subSeed(seed, 7),
    ];
    expect(new Set(subs).size).toBe(subs.length);
    for (const x of subs) expect(stream).not.toContain(x);
    expect(subSeed(seed, 5)).toBe(subSeed(JSON.parse(JSON.stringify(seed)) as Seed, 5));
  });

  it('a fork leaves the state where it was and streams apart from it, by salt and by position', () => {
    const s = makeRng(seed);
    const [, later] = draw(s, 3);
    const before = JSON.stringify(s);
    const fork = forkRng(s, 1, 2);
    expect(JSON.stringify(s)).toBe(before);
    const [parentWords] = draw(s, 256);
    const [forkWords] = draw(fork, 16);
    for (const w of forkWords) expect(parentWords).not.toContain(w);
    expect(draw(forkRng(s, 1, 3), 4)[0]).not.toEqual(forkWords.slice(0, 4));
    expect(draw(forkRng(later, 1, 2), 4)[0]).not.toEqual(forkWords.slice(0, 4));
    expect(draw(forkRng(s, 1, 2), 16)[0]).toEqual(forkWords);
  });
});

/** Outputs of the first generator, recorded by running the code before ChaCha20 (commit 31a3ebf). */
const SFC32_GOLDEN = {
  makeRng7: [2337648524, 1770022126, 1792818798, 2786652402],
  makeRngWords: [3295869610, 2746260320, 2137430392, 1011515346],
  uint32Seed7: [2599355756, 3515598765, 379013189, 3298881845, 35682883, 3370695005],
  uint32Words: [4011374787, 2087426057, 1788269571, 4064082883, 2184371826, 775132570],
  int1to6Seed42: [1, 2, 3, 4, 3, 5, 4, 1, 2, 4, 6, 4],
  floatSeed3: [0.46168204629793763, 0.05008216528221965, 0.9633519714698195],
  diceWords: [
    [6, 2, 5, 3],
    [800271711, 3819285669, 734669102, 1695522136],
  ],
  shuffle10Seed9: [
    [5, 4, 9, 1, 0, 3, 8, 2, 7, 6],
    [1921537915, 152458363, 1737475973, 2857920951],
  ],
  mixSeedWords: 1988081295,
  mixSeedWordsVersion: 1959347450,
};

describe('the first generator (sfc32) is unchanged, so stored tables replay as played', () => {
  it('makeRng and nextUint32 give the recorded words for a number seed and a four-word seed', () => {
    expect(makeRng(7)).toEqual(SFC32_GOLDEN.makeRng7);
    expect(makeRng([1, 2, 3, 4])).toEqual(SFC32_GOLDEN.makeRngWords);
    expect(draw(makeRng(7), 6)[0]).toEqual(SFC32_GOLDEN.uint32Seed7);
    expect(draw(makeRng([0x9e3779b9, 0x243f6a88, 0xb7e15162, 0x0d1e2f3c]), 6)[0]).toEqual(SFC32_GOLDEN.uint32Words);
  });

  it('ranges, floats, dice and shuffles give the recorded values', () => {
    let s = makeRng(42);
    const ints: number[] = [];
    for (let i = 0; i < 12; i++) {
      const [v, t] = nextInt(s, 1, 6);
      ints.push(v);
      s = t;
    }
    expect(ints).toEqual(SFC32_GOLDEN.int1to6Seed42);
    let f = makeRng(3);
    const floats: number[] = [];
    for (let i = 0; i < 3; i++) {
      const [v, t] = nextFloat(f);
      floats.push(v);
      f = t;
    }
    expect(floats).toEqual(SFC32_GOLDEN.floatSeed3);
    expect(rollDice(makeRng([5, 6, 7, 8]), 4)).toEqual(SFC32_GOLDEN.diceWords);
    expect(shuffle(makeRng(9), [0, 1, 2, 3, 4, 5, 6, 7, 8, 9])).toEqual(SFC32_GOLDEN.shuffle10Seed9);
  });

  it("an old table's sub-seeds (dice motions, bots) and forks are the mixSeed ones they always were", () => {
    expect(mixSeed([1, 2, 3, 4])).toBe(SFC32_GOLDEN.mixSeedWords);
    expect(subSeed([1, 2, 3, 4])).toBe(SFC32_GOLDEN.mixSeedWords);
    expect(subSeed([1, 2, 3, 4], 17)).toBe(SFC32_GOLDEN.mixSeedWordsVersion);
    const s = makeRng([1, 2, 3, 4]);
    expect(forkRng(s, 5, 6)).toEqual(makeRng(mixSeed(s as readonly number[], 5, 6)));
  });
});
