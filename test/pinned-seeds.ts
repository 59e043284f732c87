// Pinned deals for tests that meet the server's tables (browser tests): the n-th table a test file makes always
// gets the same seed, so no run meets a deal another run did not. The engines' own tests roam many seeds.
import { mixSeed, type Seed } from '../shared/core/index.js';

/**
 * The seeds of the tables of test file `name`, in the order they are made (ServerConfig.seeds): ChaCha20 keys, as
 * the server's own new tables have (a plain list of words would be a table stored with the old generator).
 */
export function pinnedSeeds(name: string): () => Seed {
  const base = mixSeed([...name].map((c) => c.charCodeAt(0)));
  let n = 0;
  return () => {
    n += 1;
    return { chacha20: [0, 1, 2, 3, 4, 5, 6, 7].map((word) => mixSeed(base, n, word)) };
  };
}
