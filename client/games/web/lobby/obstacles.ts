// Web's obstacle option as the create form holds it: one string — 'off', 'random:N' (N coins drawn near the
// centre by the server) or 'placed:x,y x,y …' (the coins the creator clicked on the small grid) — and the engine
// options it becomes. Pure and tiny: the lobby chunk loads it and Web's metadata, never the engine.
import { CENTRAL_SQUARES } from '../../../../shared/games/web/meta.js';

/** A square of the table, [x, y] (x east, y south), as the engine names squares. */
export type Spot = readonly [number, number];

/** The form's choice. */
export type ObstacleChoice =
  | { readonly kind: 'off' }
  | { readonly kind: 'random'; readonly count: number }
  | { readonly kind: 'placed'; readonly squares: readonly Spot[] };

/** The counts offered for random obstacles. */
export const RANDOM_COUNTS = [2, 4, 6, 8, 12] as const;
/** The grid the creator clicks: x from −FIELD_W to FIELD_W, y from −FIELD_H to FIELD_H (the central card in the middle). */
export const FIELD_W = 4;
export const FIELD_H = 3;
/** The central server card's squares (no coin there): the engine's CENTRAL_SQUARES, from Web's metadata. */
export const CENTRAL: readonly Spot[] = CENTRAL_SQUARES;
/** The most coins placed by hand (the engine allows more; a small field needs fewer). */
export const PLACED_MAX = 20;

/** The form's starting value: no obstacles. */
export const OBSTACLES_OFF = 'off';

/** Whether a square is one of the central card's. */
export function isCentral(s: Spot): boolean {
  return CENTRAL.some(([x, y]) => x === s[0] && y === s[1]);
}

/** Whether a square lies on the creator's grid. */
export function onField(s: Spot): boolean {
  return Math.abs(s[0]) <= FIELD_W && Math.abs(s[1]) <= FIELD_H;
}

/** The form's string for a choice (squares sorted, so one set of coins has one spelling). */
export function encodeObstacles(choice: ObstacleChoice): string {
  if (choice.kind === 'random') return `random:${choice.count}`;
  if (choice.kind === 'off' || choice.squares.length === 0) return OBSTACLES_OFF;
  const sorted = [...choice.squares].sort((a, b) => a[1] - b[1] || a[0] - b[0]);
  return `placed:${sorted.map(([x, y]) => `${x},${y}`).join(' ')}`;
}

/** Reads the form's string; anything unreadable is 'off' (the squares kept are distinct, on the grid, off the card). */
export function decodeObstacles(value: unknown): ObstacleChoice {
  if (typeof value !== 'string') return { kind: 'off' };
  const random = /^random:(\d+)$/.exec(value);
  if (random) {
    const count = Number(random[1]);
    return count > 0 ? { kind: 'random', count } : { kind: 'off' };
  }
  if (!value.startsWith('placed:')) return { kind: 'off' };
  const squares: Spot[] = [];
  for (const part of value.slice('placed:'.length).split(' ')) {
    const m = /^(-?\d+),(-?\d+)$/.exec(part);
    if (!m) continue;
    const s: Spot = [Number(m[1]), Number(m[2])];
    if (!onField(s) || isCentral(s) || squares.some(([x, y]) => x === s[0] && y === s[1])) continue;
    if (squares.length < PLACED_MAX) squares.push(s);
  }
  return squares.length > 0 ? { kind: 'placed', squares } : { kind: 'off' };
}

/** Adds or removes the coin on a square (nothing on the central card, nothing past PLACED_MAX). */
export function toggleSquare(squares: readonly Spot[], s: Spot): Spot[] {
  if (isCentral(s) || !onField(s)) return [...squares];
  const i = squares.findIndex(([x, y]) => x === s[0] && y === s[1]);
  if (i >= 0) return squares.filter((_, k) => k !== i);
  return squares.length >= PLACED_MAX ? [...squares] : [...squares, s];
}

/** The engine's options (WebOptions) for the form's value. */
export function obstacleOptions(value: unknown): { obstacles: [number, number][]; randomObstacles: number } {
  const c = decodeObstacles(value);
  if (c.kind === 'random') return { obstacles: [], randomObstacles: c.count };
  if (c.kind === 'placed') return { obstacles: c.squares.map(([x, y]) => [x, y]), randomObstacles: 0 };
  return { obstacles: [], randomObstacles: 0 };
}
