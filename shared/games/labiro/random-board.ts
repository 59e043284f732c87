// Seeded random boards for tests, benchmarks and bot self-play: not the set-up rule (rules/labiro.md,
// "Set-up" 3 alternates simple and ruby towers), just the box's towers anywhere at any turn.
import { nextInt, shuffle, type RngState } from '../../core/rng.js';
import { makeBoard, type LabiroBoard } from './board.js';
import { randomMap } from './random-map.js';
import { TOWER_SET, type Tower } from './types.js';

/** A random map with the 18 towers of the box shuffled on it, each at a random turn; and the next state. */
export function randomBoard(rng: RngState): [LabiroBoard, RngState] {
  const [map, afterMap] = randomMap(rng);
  let s = afterMap;
  let towers: Tower[];
  [towers, s] = shuffle(s, TOWER_SET);
  towers = towers.map((t) => {
    let turn: number;
    [turn, s] = nextInt(s, 0, 5);
    return { ...t, turn };
  });
  return [makeBoard(map, towers), s];
}
