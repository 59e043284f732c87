// The plain backtracking search the issue compares against: cells decided in reading order (empty, or any
// piece not yet placed in any orientation); after each decision every shot is traced from its pointer
// through the decided cells and must match its answer so far. Exact for beginner layouts, but slower.
import { CELLS, COLS, DX, DY, exitPointer, pointerEntry } from '../../../shared/games/laser/board.js';
import { CODE, OUT, pieceOfCode } from '../../../shared/games/laser/codes.js';
import { layoutKey } from '../../../shared/games/laser/layout.js';
import { traceAll } from '../../../shared/games/laser/trace.js';
import { BEGINNER_KINDS, type LaserLayout, type LaserPiece } from '../../../shared/games/laser/types.js';

const KIND_OF = [-1, 0, 1, 2, 3, 3, 4, 4, 4, 4];
const CODES_OF = [[1], [2], [3], [4, 5], [6, 7, 8, 9]];

/** Another beginner layout with the same 30 answers, or null: the baseline search (see the file comment). */
export function baselineFindOther(original: LaserLayout, stats?: { nodes: number }): LaserLayout | null {
  const answers = traceAll(original);
  const kinds = original.pieces.map((p) => (BEGINNER_KINDS as readonly string[]).indexOf(p.kind));
  const exp = answers.map((a) => ({
    hits: a.hits.map((h) => (BEGINNER_KINDS as readonly string[]).indexOf(h)),
    exit: a.exits[0] ?? 0,
    absorbed: a.absorbed,
    loop: a.loop,
  }));
  const originalKey = layoutKey(original);
  const entries = Array.from({ length: 30 }, (_, s) => pointerEntry(s + 1));
  const cell = new Int8Array(CELLS).fill(CODE.UNKNOWN);
  const seen = new Uint8Array(CELLS * 4);
  let nodes = 0;
  let found: LaserLayout | null = null;

  /** Whether every shot agrees with its answer as far as the decided cells go. */
  function consistent(): boolean {
    for (let s = 0; s < 30; s++) {
      const e = exp[s]!;
      let { x, y, dir: d } = entries[s]!;
      let h = 0;
      seen.fill(0);
      for (;;) {
        if (x < 0 || x >= COLS || y < 0 || y >= 7) {
          if (h !== e.hits.length || e.absorbed || e.loop || exitPointer(x, y, d) !== e.exit) return false;
          break;
        }
        const i = y * COLS + x;
        const c = cell[i]!;
        if (c === CODE.UNKNOWN) break;
        if (seen[i * 4 + d]) {
          if (h !== e.hits.length || !e.loop) return false;
          break;
        }
        seen[i * 4 + d] = 1;
        if (c !== CODE.EMPTY) {
          if (e.hits[h] !== KIND_OF[c]) return false;
          h++;
          if (c === CODE.ABSORBER) {
            if (h !== e.hits.length || !e.absorbed) return false;
            break;
          }
          if (c === CODE.JUMP) {
            x += 3 * DX[d]!;
            y += 3 * DY[d]!;
            continue;
          }
          d = OUT[c * 4 + d]!;
        }
        x += DX[d]!;
        y += DY[d]!;
      }
    }
    return true;
  }

  function search(i: number, placed: number): boolean {
    nodes++;
    if (!consistent()) return false;
    if (i === CELLS) {
      if (kinds.some((k) => !(placed & (1 << k)))) return false;
      const pieces: LaserPiece[] = [];
      for (let j = 0; j < CELLS; j++)
        if (cell[j]! > 0) pieces.push({ ...pieceOfCode(cell[j]!), x: j % COLS, y: (j / COLS) | 0 });
      if (layoutKey({ pieces }) === originalKey) return false;
      found = { pieces };
      return true;
    }
    const left = kinds.filter((k) => !(placed & (1 << k))).length;
    if (left > CELLS - i) return false;
    for (const k of kinds) {
      if (placed & (1 << k)) continue;
      for (const c of CODES_OF[k]!) {
        cell[i] = c;
        if (search(i + 1, placed | (1 << k))) return true;
      }
    }
    cell[i] = CODE.EMPTY;
    if (search(i + 1, placed)) return true;
    cell[i] = CODE.UNKNOWN;
    return false;
  }

  search(0, 0);
  if (stats) stats.nodes += nodes;
  return found;
}
