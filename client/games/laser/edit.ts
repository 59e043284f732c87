// Editing a circuit draft or a notebook with the tool in hand: pure functions from (pieces, tool, cell) to the
// new pieces, so the scene's clicks and the tests share them. Legality stays the server's; these only keep
// the layout well formed (one piece per cell, each kind once) so that what is sent parses.
import type { LaserTool } from './store.js';
import {
  cellsOf,
  BEGINNER_KINDS,
  ORIENTATIONS,
  type HiddenPiece,
  type LaserKind,
  type LaserPiece,
} from '../../../shared/games/laser/index.js';

/** Cell number of (x, y), as notebooks store empty cells. */
export const cellIndex = (x: number, y: number): number => y * 8 + x;

/** The piece covering cell (x, y) (either cell of the portals), or undefined. */
export function pieceAt(pieces: readonly LaserPiece[], x: number, y: number): LaserPiece | undefined {
  return pieces.find((p) => cellsOf(p).some(([cx, cy]) => cx === x && cy === y));
}

/** Every way a Mystery can behave, in order: each beginner kind with each of its orientations. */
export const HIDDEN_CHOICES: readonly HiddenPiece[] = BEGINNER_KINDS.flatMap((kind) =>
  ORIENTATIONS[kind].length ? ORIENTATIONS[kind].map((orientation) => ({ kind, orientation })) : [{ kind }],
);

/** The next behaviour of a Mystery after `h` (turning a Mystery cycles through what it may hide). */
export function nextHidden(h: HiddenPiece | undefined): HiddenPiece {
  const i = h ? HIDDEN_CHOICES.findIndex((c) => c.kind === h.kind && c.orientation === h.orientation) : -1;
  return HIDDEN_CHOICES[(i + 1) % HIDDEN_CHOICES.length]!;
}

/** The piece turned once: next orientation, or for a Mystery its next hidden behaviour; others unchanged. */
export function turned(p: LaserPiece, inNotebook = false): LaserPiece {
  if (p.kind === 'mystery') {
    // In a notebook the hidden kind may be unknown: the cycle passes through "not known" after the last.
    if (
      inNotebook &&
      p.hidden &&
      HIDDEN_CHOICES.findIndex((c) => c.kind === p.hidden!.kind && c.orientation === p.hidden!.orientation) ===
        HIDDEN_CHOICES.length - 1
    ) {
      return { kind: 'mystery', x: p.x, y: p.y };
    }
    return { ...p, hidden: nextHidden(p.hidden) };
  }
  const list = ORIENTATIONS[p.kind];
  if (list.length === 0) return p;
  const i = list.indexOf(p.orientation ?? '');
  return { ...p, orientation: list[(i + 1) % list.length] };
}

/** What placing a kind needs besides the cell: its orientation (store), the Mystery's hidden kind, the portals' first cell. */
export interface PlaceContext {
  readonly orientation: Readonly<Partial<Record<LaserKind, string>>>;
  readonly mysteryHidden: HiddenPiece | null;
  readonly portalFirst: { readonly x: number; readonly y: number } | null;
}

/** The outcome of one click: new pieces (and empty marks), what the portals' first cell becomes, or nothing to send. */
export interface EditResult {
  readonly pieces: readonly LaserPiece[];
  readonly empty: readonly number[];
  readonly portalFirst: { readonly x: number; readonly y: number } | null;
  /** Whether something changed that must be sent. */
  readonly changed: boolean;
}

const without = (pieces: readonly LaserPiece[], x: number, y: number) =>
  pieces.filter((p) => !cellsOf(p).some(([cx, cy]) => cx === x && cy === y));

function newPiece(kind: LaserKind, x: number, y: number, ctx: PlaceContext): LaserPiece {
  if (kind === 'mystery') return ctx.mysteryHidden ? { kind, x, y, hidden: ctx.mysteryHidden } : { kind, x, y };
  const list = ORIENTATIONS[kind];
  if (list.length === 0) return { kind, x, y };
  const o = ctx.orientation[kind];
  return { kind, x, y, orientation: o !== undefined && list.includes(o) ? o : list[0] };
}

/**
 * Applies `tool` to cell (x, y). Place: a kind put on a free cell (moved there if already placed; a piece
 * already there goes back to the supply); on a cell holding that kind it turns it; Portals take two clicks
 * (the first cell waits in `portalFirst`). Turn, remove, and (notebooks) mark/unmark the cell empty.
 */
export function applyTool(
  pieces: readonly LaserPiece[],
  empty: readonly number[],
  tool: LaserTool,
  x: number,
  y: number,
  ctx: PlaceContext,
  notebook: boolean,
): EditResult {
  const cell = cellIndex(x, y);
  const here = pieceAt(pieces, x, y);
  const same = (
    ps: readonly LaserPiece[],
    e: readonly number[] = empty,
    pf: EditResult['portalFirst'] = null,
  ): EditResult => ({ pieces: ps, empty: e, portalFirst: pf, changed: true });
  const nothing: EditResult = { pieces, empty, portalFirst: ctx.portalFirst, changed: false };
  const unmark = (e: readonly number[], cells: readonly number[]) => e.filter((c) => !cells.includes(c));
  switch (tool.mode) {
    case 'turn':
      return here ? same(pieces.map((p) => (p === here ? turned(p, notebook) : p))) : nothing;
    case 'remove':
      return here
        ? same(pieces.filter((p) => p !== here))
        : empty.includes(cell)
          ? same(pieces, unmark(empty, [cell]))
          : nothing;
    case 'empty':
      if (!notebook || here) return nothing;
      return same(pieces, empty.includes(cell) ? unmark(empty, [cell]) : [...empty, cell].sort((a, b) => a - b));
    case 'place': {
      const kind = tool.kind;
      if (here && here.kind === kind && kind !== 'portals')
        return same(pieces.map((p) => (p === here ? turned(p, notebook) : p)));
      if (kind === 'portals') {
        const first = ctx.portalFirst;
        if (!first) return { pieces, empty, portalFirst: { x, y }, changed: false };
        if (first.x === x && first.y === y) return { pieces, empty, portalFirst: null, changed: false };
        let rest = pieces.filter((p) => p.kind !== 'portals');
        rest = without(without(rest, first.x, first.y), x, y);
        return same(
          [...rest, { kind, x: first.x, y: first.y, x2: x, y2: y }],
          unmark(empty, [cellIndex(first.x, first.y), cell]),
        );
      }
      const old = pieces.find((p) => p.kind === kind);
      const placed = old ? { ...old, x, y } : newPiece(kind, x, y, ctx);
      const rest = without(
        pieces.filter((p) => p.kind !== kind),
        x,
        y,
      );
      return same([...rest, placed], unmark(empty, [cell]));
    }
  }
}
