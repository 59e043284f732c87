// An investigator's notebook: guessed pieces (a partial layout of the set) and cells he believes empty.
import { isRecord, ok, type Result } from '../../core/index.js';
import { CELLS, COLS } from './board.js';
import { refuse } from './errors.js';
import type { Notebook } from './game-types.js';
import { cellsOf, parseLayout } from './layout.js';
import type { LaserKind, LaserPiece } from './types.js';

/** A notebook with nothing in it: what every investigator starts with. */
export const EMPTY_NOTEBOOK: Notebook = { pieces: [], empty: [] };

/** The most empty-cell marks a notebook may hold (every cell of the grid). */
const MAX_EMPTY = CELLS;

/** A notebook Mystery may leave its hidden kind out (the investigator saw a '?' but does not know what it hides). */
const guessedMystery = (raw: unknown): boolean => isRecord(raw) && raw.kind === 'mystery' && raw.hidden === undefined;

/**
 * Validates untrusted data as a notebook for `kinds`: its pieces are checked like a partial layout (layout
 * codes: 'laser/off-grid', 'laser/kind-twice', ...), except that a Mystery may omit `hidden`; `empty` holds
 * distinct cells 0–55 with no guessed piece on them ('laser/bad-notebook'). Empty cells come back ascending.
 */
export function parseNotebook(raw: unknown, kinds: readonly LaserKind[]): Result<Notebook> {
  if (!isRecord(raw) || !Array.isArray(raw.pieces) || !Array.isArray(raw.empty) || raw.empty.length > MAX_EMPTY)
    return refuse('badNotebook');
  const rawPieces = raw.pieces as unknown[];
  // A hidden-less Mystery is checked with a stand-in hidden kind, which is then dropped again.
  const stand = rawPieces.map((p) =>
    guessedMystery(p) ? { ...(p as Record<string, unknown>), hidden: { kind: 'absorber' } } : p,
  );
  const layout = parseLayout({ pieces: stand }, kinds);
  if (!layout.ok) return layout;
  const pieces: LaserPiece[] = layout.value.pieces.map((p, i) =>
    guessedMystery(rawPieces[i]) ? { kind: 'mystery', x: p.x, y: p.y } : p,
  );
  const taken = new Set<number>();
  for (const p of pieces) for (const [x, y] of cellsOf(p)) taken.add(y * COLS + x);
  const empty = new Set<number>();
  for (const c of raw.empty as unknown[]) {
    if (typeof c !== 'number' || !Number.isInteger(c) || c < 0 || c >= CELLS)
      return refuse('badNotebook', `Cell ${String(c)} is not 0–55 (y * 8 + x).`);
    if (empty.has(c)) return refuse('badNotebook', `Cell ${c} is marked empty twice.`);
    if (taken.has(c)) return refuse('badNotebook', `Cell ${c} holds a guessed piece and cannot be marked empty.`);
    empty.add(c);
  }
  return ok({ pieces, empty: [...empty].sort((a, b) => a - b) });
}
