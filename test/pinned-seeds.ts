// Pinned deals for tests that meet the server's tables (browser tests): the n-th table a test file makes always
// gets the same seed, so no run meets a deal another run did not. The engines' own tests roam many seeds.
import { mixSeed, type Seed } from '../shared/core/index.js';

/** The seeds of the tables of test file `name`, in the order they are made (ServerConfig.seeds). */
export function pinnedSeeds(name: string): () => Seed {
  const base = mixSeed([...name].map((c) => c.charCodeAt(0)));
  let n = 0;
  return () => {
    n += 1;
    return [0, 1, 2, 3].map((word) => mixSeed(base, n, word));
  };
}
