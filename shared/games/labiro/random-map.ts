// Labiro's random maps (rules/labiro.md, "Set-up" 1), apart from map.ts: the lobby reads presets and checks custom
// maps through map.ts without loading the random generator (its ChaCha20 stream) in its first load (issue 30).
import { hexKey, neighbours, type Hex } from '../../core/hex.js';
import { nextFloat, type RngState } from '../../core/rng.js';
import { BASE_COUNT, centreCells, type LabiroMap } from './map.js';

const O: Hex = { q: 0, r: 0 };

/** The bias range random maps draw from: low values grow snakes and rings, high values compact blobs. */
export const RANDOM_BIAS_RANGE = [-1.5, 2.5] as const;

/**
 * A random map named 'random': 18 bases grown one at a time from a single cell, each new base chosen among
 * the free cells touching the map with weight exp(bias · (touching bases − 1)). Without `bias`, it is drawn
 * from RANDOM_BIAS_RANGE, so shapes vary from snakes to blobs. Centred on the origin.
 */
export function randomMap(rng: RngState, bias?: number): [LabiroMap, RngState] {
  let s = rng;
  let b = bias;
  if (b === undefined) {
    let u: number;
    [u, s] = nextFloat(s);
    b = RANDOM_BIAS_RANGE[0] + u * (RANDOM_BIAS_RANGE[1] - RANDOM_BIAS_RANGE[0]);
  }
  const cells: Hex[] = [O];
  const inMap = new Set([hexKey(O)]);
  // Free cells touching the map, in insertion order (determinism), with how many bases they touch.
  const frontier = new Map<string, { h: Hex; touching: number }>();
  const touch = (h: Hex) => {
    for (const n of neighbours(h)) {
      const k = hexKey(n);
      if (inMap.has(k)) continue;
      const f = frontier.get(k);
      if (f) f.touching++;
      else frontier.set(k, { h: n, touching: 1 });
    }
  };
  touch(O);
  while (cells.length < BASE_COUNT) {
    const entries = [...frontier.entries()];
    const weights = entries.map(([, f]) => Math.exp((b as number) * (f.touching - 1)));
    const total = weights.reduce((x, y) => x + y, 0);
    let u: number;
    [u, s] = nextFloat(s);
    let pick = u * total;
    let i = 0;
    while (i < entries.length - 1 && pick >= (weights[i] as number)) pick -= weights[i++] as number;
    const [k, f] = entries[i]!;
    frontier.delete(k);
    inMap.add(k);
    cells.push(f.h);
    touch(f.h);
  }
  return [{ name: 'random', cells: centreCells(cells) }, s];
}
