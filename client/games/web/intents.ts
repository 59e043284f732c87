// Pointer and keys turned into what the client sends (chessground style: the scene only reports where the
// pointer is and what was clicked). Pure: it reads the view's legal actions (the engine's legalFromView, given
// in), the seat and the Web store, and answers with an action to send or a change of the store. It never
// decides a rule: an action is sent only when the engine listed it; the server still decides.
import { ERRORS, type WebErrorCode, placementError, squaresOfGame } from '../../../shared/games/web/index.js';
import type { Shape, WebAction, WebView, XY } from '../../../shared/games/web/game-types.js';
import type { Side, Square } from './store.js';
import { sideOf } from './store.js';

/** The engine's legal actions of this seat, indexed for the pointer: placements and cable sides. */
export interface LegalIndex {
  /** `card:rotation:x:y` of every legal play. */
  readonly plays: ReadonlySet<string>;
  /** `ax,ay:bx,by` (the side's one spelling, sideOf) of every legal cable. */
  readonly sides: ReadonlySet<string>;
  /** Whether buy / draw / end are listed (the controls' buttons). */
  readonly buy: boolean;
  readonly draws: readonly number[];
  readonly end: boolean;
}

/** The key of a play in LegalIndex.plays. */
export function playKey(card: number, rotation: number, x: number, y: number): string {
  return `${card}:${((rotation % 4) + 4) % 4}:${x}:${y}`;
}

/** The key of a side in LegalIndex.sides. */
export function sideKey(side: Side): string {
  return `${side.a[0]},${side.a[1]}:${side.b[0]},${side.b[1]}`;
}

/** Indexes a list of legal actions (from the engine's legalFromView). */
export function legalIndex(actions: readonly WebAction[]): LegalIndex {
  const plays = new Set<string>();
  const sides = new Set<string>();
  const draws: number[] = [];
  let buy = false,
    end = false;
  for (const a of actions) {
    if (a.type === 'play') plays.add(playKey(a.card, a.rotation, a.x, a.y));
    else if (a.type === 'cable') sides.add(sideKey(sideOf(a.a, a.b)));
    else if (a.type === 'draw') draws.push(a.pile);
    else if (a.type === 'buy') buy = true;
    else end = true;
  }
  return { plays, sides, buy, draws, end };
}

/** No legal action (a spectator, or not this seat's turn). */
export const NO_LEGAL: LegalIndex = { plays: new Set(), sides: new Set(), buy: false, draws: [], end: false };

/** The turned cells of a shape (from the engine), for centring a card on the pointer. */
export type CellsOf = (shape: Shape, rotation: number) => readonly XY[];

/**
 * The play of `card` (shape `shape`) turned `rotation` with its middle on square `at`: the turned card's
 * bounding box is centred on the square (for an even side, the square is the middle's north-west one).
 */
export function playAt(
  card: number,
  shape: Shape,
  rotation: number,
  at: Square,
  cellsOf: CellsOf,
): Extract<WebAction, { type: 'play' }> {
  const cells = cellsOf(shape, rotation);
  let w = 0,
    h = 0;
  for (const [x, y] of cells) {
    w = Math.max(w, x + 1);
    h = Math.max(h, y + 1);
  }
  const r = ((rotation % 4) + 4) % 4;
  return { type: 'play', card, rotation: r, x: at[0] - Math.floor((w - 1) / 2), y: at[1] - Math.floor((h - 1) / 2) };
}

/** Whether two squares share a side. */
export function adjacent(a: Square, b: Square): boolean {
  return Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) === 1;
}

/** The cable action on a side. */
export function cableAction(side: Side): WebAction {
  return { type: 'cable', a: [side.a[0], side.a[1]], b: [side.b[0], side.b[1]] };
}

/** What a click on the table does: send an action, keep a first square for a two-click cable, or nothing. */
export type TableClick =
  | { readonly kind: 'send'; readonly action: WebAction }
  | { readonly kind: 'first'; readonly square: Square | null }
  | { readonly kind: 'none' };

/** The part of the Web store a click reads. */
export interface ClickLocal {
  readonly selected: number | null;
  readonly rotation: number;
  readonly cableMode: boolean;
  readonly firstSquare: Square | null;
}

/**
 * A click on square `at` (and the side nearest the pointer, `side`). Card picked: play it there when the
 * engine lists that placement. Cable mode: lay on the clicked side when legal; else by two squares — the first
 * click keeps a square, a click on a neighbour lays the cable between them when legal.
 */
export function clickTable(
  local: ClickLocal,
  legal: LegalIndex,
  at: Square,
  side: Side | null,
  hand: readonly { id: number; shape: Shape }[],
  cellsOf: CellsOf,
): TableClick {
  if (local.selected !== null) {
    const card = hand.find((c) => c.id === local.selected);
    if (!card) return { kind: 'none' };
    const play = playAt(card.id, card.shape, local.rotation, at, cellsOf);
    return legal.plays.has(playKey(play.card, play.rotation, play.x, play.y))
      ? { kind: 'send', action: play }
      : { kind: 'none' };
  }
  if (!local.cableMode) return { kind: 'none' };
  const first = local.firstSquare;
  if (first && adjacent(first, at)) {
    const s = sideOf(first, at);
    return legal.sides.has(sideKey(s)) ? { kind: 'send', action: cableAction(s) } : { kind: 'first', square: null };
  }
  if (side && legal.sides.has(sideKey(side))) return { kind: 'send', action: cableAction(side) };
  return { kind: 'first', square: first && first[0] === at[0] && first[1] === at[1] ? null : at };
}

/**
 * Why the engine would refuse the ghost's placement on the table itself (overlap, an obstacle, no shared side),
 * or null when the table takes it (then only the turn's gates could refuse: the controls name those). The
 * ghost's red wash and the controls' line show this.
 */
export function placementRefusal(
  view: Pick<WebView, 'table' | 'obstacles'>,
  play: Extract<WebAction, { type: 'play' }>,
  shape: Shape,
): WebErrorCode | null {
  const name = placementError(squaresOfGame(view.table, view.obstacles), shape, play.rotation, play.x, play.y);
  return name === null ? null : ERRORS[name].code;
}
