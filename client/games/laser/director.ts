// What Laser's director camera frames after an event (GameClient.directorShot): the circuit a beam was fired
// into (the beam enters at its pointer and crosses that board to its exits), seen from the shooter's side; the
// circuit and the notebook of a declaration; a finished design; every circuit when they open at the end.
// Places come from stations.ts (the boards a spectator's table shows) and sizes from geometry.ts.
import type { LaserView } from '../../../shared/games/laser/game-types.js';
import { shotAround } from '../../scene/director.js';
import { paddedPoints, type P3 } from '../../scene/framing.js';
import type { DirectorShot } from '../../kit/contract.js';
import { BOARD_HALF_D, BOARD_HALF_W, BOARD_TOP, pointerToLocal } from './geometry.js';
import { offsetFrom, stationOf, tableBoards, type BoardSpec } from './stations.js';

type AnyEvent = { type: string } & Record<string, unknown>;

/** Half a board's diagonal: a shot of one board reaches its corners. */
const BOARD_REACH = Math.hypot(BOARD_HALF_W, BOARD_HALF_D);

/** The boards of the table as a spectator sees them (the director frames the shared scene, not a seat's). */
function boardsOf(view: LaserView): BoardSpec[] {
  return tableBoards(
    view.mode,
    view.circuits.map((c) => c.owner),
    view.investigators,
    null,
  );
}

/** The centre of a board in the scene. */
function centreOf(b: BoardSpec): [number, number, number] {
  return [b.place.x, BOARD_TOP, b.place.z];
}

/** The side a seat sits on, seen from a point, as a direction to look from: about 48° above the table, over the near boards. */
function fromSeat(seat: number, at: readonly [number, number, number]): [number, number, number] {
  const out = offsetFrom(stationOf(seat), 0, 3);
  const dx = out.x - at[0],
    dz = out.z - at[2];
  const flat = Math.max(1e-6, Math.hypot(dx, dz));
  return [dx / flat, 1.1, dz / flat];
}

/** The director's shot for one Laser event, or null. */
export function directorShot(event: AnyEvent, view: LaserView): DirectorShot | null {
  if (!['shot', 'declared', 'designed', 'over'].includes(event.type)) return null;
  const boards = boardsOf(view);
  const circuitBoard = (c: unknown) => boards.find((b) => b.role === 'circuit' && b.circuit === c);
  switch (event.type) {
    case 'shot': {
      const board = circuitBoard(event.circuit);
      if (!board) return null;
      const centre = centreOf(board);
      // The pointer fired from: the beam's way in, pulled towards (it lies on the board's edge already).
      const p = typeof event.pointer === 'number' ? pointerToLocal(event.pointer) : [0, 0];
      const entry = offsetFrom(board.place, p[0]!, p[1]!);
      const from = typeof event.by === 'number' ? fromSeat(event.by, centre) : undefined;
      const shot = shotAround([centre, [entry.x, BOARD_TOP, entry.z]], 0);
      return { center: centre, radius: Math.max(BOARD_REACH, shot?.radius ?? 0), ...(from ? { from } : {}), hold: 3 };
    }
    case 'declared': {
      const circuit = circuitBoard(event.circuit);
      const notebook = boards.find((b) => b.role === 'notebook' && b.seat === event.seat);
      const points = [circuit, notebook].filter((b): b is BoardSpec => b !== undefined).map(centreOf);
      return shotAround(points, BOARD_REACH);
    }
    case 'designed': {
      const board = boards.find((b) => b.role === 'circuit' && b.seat === event.seat);
      return board ? { center: centreOf(board), radius: BOARD_REACH } : null;
    }
    case 'over':
      return shotAround(boards.filter((b) => b.role === 'circuit').map(centreOf), BOARD_REACH, { hold: 4 });
    default:
      return null;
  }
}

/** The director's wide shot: every board on the table. */
export function directorWide(view: LaserView): DirectorShot | null {
  return shotAround(boardsOf(view).map(centreOf), BOARD_REACH);
}

/** What the seat and top cameras frame: every board on the table (its square, not the circle round it). */
export function framedPoints(view: LaserView): P3[] {
  return paddedPoints(boardsOf(view).map(centreOf), BOARD_REACH / Math.SQRT2, 0.3);
}
