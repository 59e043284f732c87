// Random circuits from a seed (tests, benchmarks, and a server-designed circuit for the table).
import { nextInt, shuffle, type RngState } from '../../core/rng.js';
import { CELLS, COLS } from './board.js';
import { BEGINNER_KINDS, ORIENTATIONS, type LaserKind, type LaserLayout, type LaserPiece } from './types.js';

function pick<T>(rng: RngState, items: readonly T[]): [T, RngState] {
  const [i, n] = nextInt(rng, 0, items.length - 1);
  return [items[i] as T, n];
}

/** A uniformly random layout holding each of `kinds` once, on distinct cells, with random orientations. */
export function randomLayout(rng: RngState, kinds: readonly LaserKind[]): [LaserLayout, RngState] {
  let s = rng;
  let cells: number[];
  [cells, s] = shuffle(
    s,
    Array.from({ length: CELLS }, (_, i) => i),
  );
  let c = 0;
  const pieces: LaserPiece[] = [];
  for (const kind of kinds) {
    const cell = cells[c++] as number;
    const x = cell % COLS,
      y = (cell / COLS) | 0;
    if (kind === 'portals') {
      const other = cells[c++] as number;
      pieces.push({ kind, x, y, x2: other % COLS, y2: (other / COLS) | 0 });
    } else if (kind === 'mystery') {
      let hk: (typeof BEGINNER_KINDS)[number];
      [hk, s] = pick(s, BEGINNER_KINDS);
      const os = ORIENTATIONS[hk];
      if (os.length) {
        let o: string;
        [o, s] = pick(s, os);
        pieces.push({ kind, x, y, hidden: { kind: hk, orientation: o } });
      } else pieces.push({ kind, x, y, hidden: { kind: hk } });
    } else {
      const os = ORIENTATIONS[kind];
      if (os.length) {
        let o: string;
        [o, s] = pick(s, os);
        pieces.push({ kind, x, y, orientation: o });
      } else pieces.push({ kind, x, y });
    }
  }
  return [{ pieces }, s];
}
