// Web test helpers: cards from a short notation, tables drawn as text, hand-made game states, and the state a
// seat reaches after playing its card.
import { makeRng, type Seat } from '../../../shared/core/index.js';
import {
  CENTRAL_PLACED,
  placeCard,
  web,
  type Card,
  type CardSquare,
  type PlacedCard,
  type Shape,
  type WebAction,
  type WebState,
  type WebTable,
} from '../../../shared/games/web/index.js';

/** A front square from its token: `o` open, `s` server, `c3` a computer worth 3. */
function squareOf(token: string): CardSquare {
  if (token === 'o') return { kind: 'open' };
  if (token === 's') return { kind: 'server' };
  return { kind: 'computer', value: Number(token.slice(1)) };
}

/** A card from its front in notation (`'o c2 s'`), with `dots` on its back. Ids from 100 keep clear of a table's handles (1–72). */
export function card(id: number, shape: Shape, front: string, dots = 2): Card {
  return { id, shape, squares: front.split(' ').map(squareOf), dots };
}

/** Plain cards of each shape (all squares open), for hands and piles where the front does not matter. */
export const plain = {
  straight: (id: number, dots = 2) => card(id, 'straight', 'o o o', dots),
  curve: (id: number, dots = 2) => card(id, 'curve', 'o o o', dots),
  square: (id: number, dots = 2) => card(id, 'square', 'o o o o', dots),
};

/**
 * A WebTable drawn as text, one row per line from y = y0 down, columns from x = x0, tokens split by spaces:
 * `.` empty, `#` obstacle, `o` open card square, `S` server, `1`–`5` a computer of that value.
 */
export function drawTable(rows: readonly string[], x0 = 0, y0 = 0): WebTable {
  const table: WebTable = { squares: [], obstacles: [], cables: [] };
  rows.forEach((row, dy) => {
    row
      .trim()
      .split(/\s+/)
      .forEach((t, dx) => {
        const x = x0 + dx,
          y = y0 + dy;
        if (t === '#') table.obstacles.push([x, y]);
        else if (t === 'o') table.squares.push({ x, y, kind: 'open' });
        else if (t === 'S') table.squares.push({ x, y, kind: 'server' });
        else if (/^[1-5]$/.test(t)) table.squares.push({ x, y, kind: 'computer', value: Number(t) });
      });
  });
  return table;
}

/** The blocked squares of a text map: every token but `.` and `h` (an expected hole). */
export function blockedOf(rows: readonly string[]): [number, number][] {
  const out: [number, number][] = [];
  rows.forEach((row, y) => {
    row
      .trim()
      .split(/\s+/)
      .forEach((t, x) => {
        if (t !== '.' && t !== 'h') out.push([x, y]);
      });
  });
  return out;
}

/** The empty squares a text map marks `h` (expected holes), sorted. */
export function marked(rows: readonly string[], mark = 'h'): [number, number][] {
  const out: [number, number][] = [];
  rows.forEach((row, y) => {
    row
      .trim()
      .split(/\s+/)
      .forEach((t, x) => {
        if (t === mark) out.push([x, y]);
      });
  });
  return sortSquares(out);
}

/** Squares sorted by x then y (to compare lists given in any order). */
export function sortSquares(list: readonly (readonly [number, number])[]): [number, number][] {
  return list.map(([x, y]): [number, number] => [x, y]).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}

/** A card laid on the table: turned `rotation`, its box's corner on [x, y]. */
export const laid = (c: Card, rotation: number, x: number, y: number): PlacedCard => placeCard(c, rotation, x, y);

/** Filler piles: each shape's two piles with `n` plain cards (ids from 500). */
export function fillerPiles(n = 3): WebState['piles'] {
  let id = 500;
  return (['straight', 'straight', 'curve', 'curve', 'square', 'square'] as const).map((shape) => ({
    shape,
    cards: Array.from({ length: n }, () => plain[shape](id++)),
  }));
}

/** A hand-made table: the central card plus `extra` cards, 2 players by default, seat 0 on turn before playing. */
export function scene(over: Partial<WebState> & { extra?: readonly PlacedCard[] } = {}): WebState {
  const { extra = [], ...rest } = over;
  const players = rest.players ?? 2;
  const none = <T>(v: T): T[] => Array.from({ length: players }, () => v);
  return {
    options: { obstacles: [], randomObstacles: 0 },
    players,
    rng: makeRng(7),
    table: [CENTRAL_PLACED, ...extra],
    obstacles: [],
    cables: [],
    piles: fillerPiles(),
    hands: Array.from({ length: players }, (_, s) => [
      plain.straight(100 + 10 * s),
      plain.curve(101 + 10 * s),
      plain.square(102 + 10 * s),
    ]),
    front: none(3),
    shop: none(27),
    out: none(false),
    turn: 0,
    turnCount: 0,
    played: null,
    actionsLeft: 0,
    passes: 0,
    phase: 'play',
    result: null,
    ...rest,
  };
}

/** The same table once `seat` (on turn) has played a card with `actions` dots and has them all left. */
export function acting(s: WebState, actions = 3, seat: Seat = s.turn ?? 0): WebState {
  return { ...s, turn: seat, played: { card: 999, dots: actions }, actionsLeft: actions };
}

/** Applies and returns the next state, failing the test with the refusal's code on a refusal. */
export function act(s: WebState, seat: Seat, action: WebAction | Record<string, unknown>): WebState {
  const r = web.apply(s, seat, action as WebAction);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value.state;
}

/** The refusal code of an action (null when accepted). */
export function codeOf(s: WebState, seat: Seat, action: unknown): string | null {
  const r = web.apply(s, seat, action as WebAction);
  return r.ok ? null : r.error.code;
}
