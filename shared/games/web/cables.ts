// The cable rules (rules/web.md, "Laying a cable", rules 1–6) and what networks score. Rule 5 (a server takes
// at most four cables, one per side) follows from rule 2 (one cable per side), so it has no refusal of its own.
import {
  GRID_DIRECTIONS,
  diagonalNeighbours,
  packPoint,
  shareSide,
  unpackPoint,
  type GridPoint,
  type GridPointIn,
} from '../../core/index.js';
import { ERRORS, type CableErrorCode } from './errors.js';
import type { WebCable, WebTable } from './game-types.js';
import { indexCables, indexSquares, playable, sideKey, type CableIndex, type SquareIndex } from './table-index.js';

/**
 * The squares from which `colour` may run a new cable (rule 3): every server on the table, and every open square
 * or hole its cables reach from a server through its own colour only. Computers never pass a connection on.
 */
export function connectedSquares(sq: SquareIndex, cb: CableIndex, colour: number): Set<number> {
  const out = new Set<number>();
  const queue: number[] = [];
  for (const k of sq.servers) {
    out.add(k);
    queue.push(k);
  }
  while (queue.length > 0) {
    const p = queue.pop()!;
    cb.eachAt(p, (c) => {
      if (c.colour !== colour) return;
      const q = otherEnd(c, p);
      if (out.has(q) || sq.squares.get(q)?.kind === 'computer') return;
      out.add(q);
      queue.push(q);
    });
  }
  return out;
}

/** The packed square at the other end of cable c from the packed square p. */
function otherEnd(c: WebCable, p: number): number {
  const a = packPoint(c.a[0], c.a[1]);
  return a === p ? packPoint(c.b[0], c.b[1]) : a;
}

/**
 * Whether packed square k is one of connectedSquares' (rule 3), walking only k's own part of the colour's
 * network: a server, or a non-computer square joined to a server through the colour's cables and non-computers.
 */
export function isConnected(sq: SquareIndex, cb: CableIndex, colour: number, k: number): boolean {
  if (sq.servers.includes(k)) return true;
  if (sq.squares.get(k)?.kind === 'computer') return false;
  const seen = new Set<number>([k]);
  const queue = [k];
  let found = false;
  while (queue.length > 0 && !found) {
    const p = queue.pop()!;
    cb.eachAt(p, (c) => {
      if (found || c.colour !== colour) return;
      const q = otherEnd(c, p);
      if (seen.has(q)) return;
      seen.add(q);
      if (sq.servers.includes(q)) found = true;
      else if (sq.squares.get(q)?.kind !== 'computer') queue.push(q);
    });
  }
  return found;
}

/** Rules 1–6 on indexed tables: null when `colour` may lay a cable between a and b, else the refusal's code. */
export function checkCableIndexed(
  sq: SquareIndex,
  cb: CableIndex,
  colour: number,
  a: GridPointIn,
  b: GridPointIn,
): CableErrorCode | null {
  if (!shareSide(a, b)) return diagonalNeighbours(a, b) ? ERRORS.cableDiagonal.code : ERRORS.cableNotAdjacent.code;
  const ka = packPoint(a[0], a[1]),
    kb = packPoint(b[0], b[1]);
  if (sq.obstacles.has(ka)) return ERRORS.cableOnObstacle.code;
  if (!playable(sq, a[0], a[1])) return ERRORS.cableOffCards.code;
  if (sq.obstacles.has(kb)) return ERRORS.cableOnObstacle.code;
  if (!playable(sq, b[0], b[1])) return ERRORS.cableOffCards.code;
  if (cb.hasSide(sideKey(a, b))) return ERRORS.cableParallel.code;
  if (sq.squares.get(ka)?.kind === 'computer' && cb.endsAt(ka) > 0) return ERRORS.computerTaken.code;
  if (sq.squares.get(kb)?.kind === 'computer' && cb.endsAt(kb) > 0) return ERRORS.computerTaken.code;
  if (!isConnected(sq, cb, colour, ka) && !isConnected(sq, cb, colour, kb)) return ERRORS.cableUnconnected.code;
  return null;
}

/**
 * The spec's entry point: null when `colour` may lay a cable on the side between squares a and b by rules 1–6,
 * otherwise the refusal's code ('web/cable-diagonal', 'web/cable-off-cards', …). It judges the cable alone.
 */
export function checkCable(table: WebTable, colour: number, a: [number, number], b: [number, number]): string | null {
  return checkCableIndexed(indexSquares(table.squares, table.obstacles), indexCables(table.cables), colour, a, b);
}

/** Every side `colour` may lay a cable on now, each once, as [a, b] (a the square it starts from). */
export function legalCableSides(sq: SquareIndex, cb: CableIndex, colour: number): [GridPoint, GridPoint][] {
  const out: [GridPoint, GridPoint][] = [];
  const seen = new Set<number>();
  const reached = connectedSquares(sq, cb, colour);
  for (const k of reached) {
    const a = unpackPoint(k);
    for (const [dx, dy] of GRID_DIRECTIONS) {
      const b: GridPoint = [a[0] + dx, a[1] + dy];
      const side = sideKey(a, b);
      if (seen.has(side)) continue;
      seen.add(side);
      if (checkCableIndexed(sq, cb, colour, a, b) === null) out.push([a, b]);
    }
  }
  return out;
}

/** The computers each colour's cables join, by colour: their squares, and the sum of their values. */
export function networks(
  sq: SquareIndex,
  cables: readonly WebCable[],
): Map<number, { squares: GridPoint[]; value: number }> {
  const out = new Map<number, { squares: GridPoint[]; value: number }>();
  const counted = new Set<string>();
  for (const c of cables) {
    if (!out.has(c.colour)) out.set(c.colour, { squares: [], value: 0 });
    for (const [x, y] of [c.a, c.b]) {
      const s = sq.squares.get(packPoint(x, y));
      const once = `${c.colour}:${x},${y}`;
      if (s?.kind !== 'computer' || counted.has(once)) continue;
      counted.add(once);
      const net = out.get(c.colour)!;
      net.squares.push([x, y]);
      net.value += s.value ?? 0;
    }
  }
  return out;
}

/** The spec's entry point: for each colour with cables, the sum of the values of the computers its cables reach. */
export function networkPoints(table: WebTable): Record<number, number> {
  const out: Record<number, number> = {};
  for (const [colour, net] of networks(indexSquares(table.squares, table.obstacles), table.cables))
    out[colour] = net.value;
  return out;
}
