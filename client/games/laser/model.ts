// What each board on the table shows to this viewer, from the view alone (pure, unit tested): open or
// covered, which pieces, whether this viewer edits it or fires from it, which layout its beams run through,
// and the marks of the end (right, wrong, missing) or of a counter-example.
import type { CircuitView, LaserAction, LaserView } from '../../../shared/games/laser/game-types.js';
import { unidentifiedPieces, layoutKey } from '../../../shared/games/laser/index.js';
import type { LaserLayout, LaserPiece } from '../../../shared/games/laser/types.js';
import { canFire, editingBoard } from './intents.js';
import { tableBoards, type BoardSpec } from './stations.js';

/** A mark drawn with a piece: right or wrong at the end, or a piece the counter-example can move. */
export type PieceMark = 'right' | 'wrong' | 'unidentified';

/** A translucent piece: one the comparison found missing, or where the counter-example puts a piece. */
export interface Ghost {
  readonly piece: LaserPiece;
  readonly tone: 'missing' | 'counter';
}

/** One board as this viewer sees it. */
export interface BoardShow {
  readonly spec: BoardSpec;
  /** The grid is visible; otherwise a lid (circuit) or a closed cover (notebook) hides it. */
  readonly open: boolean;
  readonly pieces: readonly LaserPiece[];
  /** Notebook cells marked empty (y * 8 + x). */
  readonly empty: readonly number[];
  /** This viewer edits this board now (draft or notebook). */
  readonly editable: boolean;
  /** This viewer may fire from this board's pointers now. */
  readonly firing: boolean;
  /** The layout beams are traced through: the real circuit, or the notebook's guesses; null: only pointers and hit tokens. */
  readonly trace: LaserLayout | null;
  /** Draw every shot of the circuit faintly (the notebook's beams switch). */
  readonly allBeams: boolean;
  /** Shots (`n`) the assistant says the notebook contradicts: drawn in red. */
  readonly contradicted: readonly number[];
  readonly marks: readonly { readonly piece: LaserPiece; readonly mark: PieceMark }[];
  readonly ghosts: readonly Ghost[];
}

/** Options the viewer chose (from the Laser store) and the counter-example found for his draft, if any. */
export interface ShowOptions {
  readonly notebookBeams: boolean;
  /** Another layout with the same answers as the designer's own circuit (shown when he asks for it), or null. */
  readonly counter: LaserLayout | null;
}

const keyOf = (p: LaserPiece) => layoutKey({ pieces: [p] });

/** The right, wrong and missing pieces of `shown` against the real layout. */
export function compareLayouts(
  shown: readonly LaserPiece[],
  real: LaserLayout,
): { marks: BoardShow['marks']; ghosts: Ghost[] } {
  const realKeys = new Set(real.pieces.map(keyOf));
  const shownKeys = new Set(shown.map(keyOf));
  return {
    marks: shown.map((piece) => ({ piece, mark: realKeys.has(keyOf(piece)) ? 'right' : 'wrong' })),
    ghosts: real.pieces.filter((p) => !shownKeys.has(keyOf(p))).map((piece) => ({ piece, tone: 'missing' })),
  };
}

/** The counter-example drawn on a circuit: its differing pieces as ghosts, the circuit's own as unidentified. */
export function counterMarks(layout: LaserLayout, other: LaserLayout): { marks: BoardShow['marks']; ghosts: Ghost[] } {
  return {
    marks: unidentifiedPieces(layout, other).map((piece) => ({ piece, mark: 'unidentified' })),
    ghosts: unidentifiedPieces(other, layout).map((piece) => ({ piece, tone: 'counter' })),
  };
}

/** The layout a circuit shows this viewer: the submitted one, else the draft (to its designer). */
export function circuitLayout(c: CircuitView | undefined): LaserLayout | null {
  return c?.layout ?? c?.draft ?? null;
}

/** The notebook (or declared layout, at the end) `seat` shows for its circuit, or null when this viewer may not see it. */
function notebookPieces(
  view: LaserView,
  seat: number,
  circuit: number,
): { pieces: readonly LaserPiece[]; empty: readonly number[] } | null {
  const declared = [...view.declarations]
    .reverse()
    .find((d) => d.seat === seat && d.circuit === circuit && d.layout !== null);
  if (view.phase === 'over' && declared?.layout) return { pieces: declared.layout.pieces, empty: [] };
  const nb = view.notebooks[seat];
  return nb ? { pieces: nb.pieces, empty: nb.empty } : null;
}

function circuitShow(
  view: LaserView,
  spec: BoardSpec,
  seat: number | null,
  legal: readonly LaserAction[],
  opts: ShowOptions,
): BoardShow {
  const c = view.circuits[spec.circuit];
  const layout = circuitLayout(c);
  const edit = editingBoard(view, seat, legal);
  const owner = seat !== null && c?.owner === seat;
  const open = layout !== null || (owner && view.phase === 'design');
  let marks: BoardShow['marks'] = [],
    ghosts: Ghost[] = [];
  const flip = view.result?.ambiguous;
  if (layout && flip && flip.circuit === spec.circuit) ({ marks, ghosts } = counterMarks(layout, flip.other));
  else if (layout && owner && opts.counter) ({ marks, ghosts } = counterMarks(layout, opts.counter));
  return {
    spec,
    open,
    pieces: layout?.pieces ?? [],
    empty: [],
    editable: edit?.board === 'circuit' && edit.circuit === spec.circuit,
    firing: canFire(legal) && view.target === spec.circuit,
    trace: c?.layout ?? null,
    allBeams: false,
    contradicted: [],
    marks,
    ghosts,
  };
}

function notebookShow(
  view: LaserView,
  spec: BoardSpec,
  seat: number | null,
  legal: readonly LaserAction[],
  opts: ShowOptions,
): BoardShow {
  const owner = spec.seat as number;
  const shown = notebookPieces(view, owner, spec.circuit);
  const edit = editingBoard(view, seat, legal);
  const mine = seat === owner;
  const real = view.circuits[spec.circuit]?.layout ?? null;
  const { marks, ghosts } =
    view.phase === 'over' && shown && real ? compareLayouts(shown.pieces, real) : { marks: [], ghosts: [] };
  return {
    spec,
    open: shown !== null,
    pieces: shown?.pieces ?? [],
    empty: view.phase === 'over' ? [] : (shown?.empty ?? []),
    editable: mine && edit?.board === 'notebook' && edit.circuit === spec.circuit,
    firing: mine && canFire(legal) && view.target === spec.circuit,
    trace: shown && opts.notebookBeams ? { pieces: shown.pieces } : null,
    allBeams: shown !== null && opts.notebookBeams && view.phase !== 'over',
    contradicted: mine ? (view.assistant?.contradicted ?? []) : [],
    marks,
    ghosts,
  };
}

/** Every board of the table as `seat` (null: a spectator) sees it, editable and firing as its legal list (props.legal) says. */
export function boardShows(
  view: LaserView,
  seat: number | null,
  legal: readonly LaserAction[],
  opts: ShowOptions,
): BoardShow[] {
  const specs = tableBoards(
    view.mode,
    view.circuits.map((c) => c.owner),
    view.investigators,
    seat,
  );
  return specs.map((spec) =>
    spec.role === 'circuit' ? circuitShow(view, spec, seat, legal, opts) : notebookShow(view, spec, seat, legal, opts),
  );
}
