// What Labiro's director camera frames after an event (GameClient.directorShot): the towers a chain turned,
// the towers a pawn walked through, the tower where a tile was taken, looked at, swapped or left, and the
// chest where rubies went. Positions come from layout.ts (the map scaled onto the table) and stations.ts.
import type { LabiroView } from '../../../shared/games/labiro/game-types.js';
import type { DirectorShot } from '../../kit/contract.js';
import { shotAround } from '../../scene/director.js';
import { paddedPoints, type P3 } from '../../scene/framing.js';
import { BASE_R, towerPosition, viewFrame } from './layout.js';
import { chestPlace } from './stations.js';
import { TURN_SECONDS } from './timeline.js';

type AnyEvent = { type: string } & Record<string, unknown>;

const nums = (v: unknown): number[] => (Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : []);

/** The scene points over the given towers (bases that the view's map lacks are left out). */
function towers(view: LabiroView, bases: readonly number[]): [number, number, number][] {
  return bases.filter((b) => b >= 0 && b < view.map.cells.length).map((b) => towerPosition(view, b));
}

/** The shot around some towers: their tops plus a tower's reach and a little room for the pawns beside them. */
function towerShot(view: LabiroView, bases: readonly number[], hold?: number): DirectorShot | null {
  const pad = BASE_R * viewFrame(view).size * 1.6;
  return shotAround(towers(view, bases), pad, hold === undefined ? {} : { hold });
}

/** The director's shot for one Labiro event, or null (turn ends, hand changes nobody sees on the map). */
export function directorShot(event: AnyEvent, view: LabiroView): DirectorShot | null {
  const tower = typeof event.tower === 'number' ? event.tower : null;
  switch (event.type) {
    case 'turned': {
      const steps = Array.isArray(event.steps) ? (event.steps as { tower?: unknown }[]) : [];
      const bases = steps.map((s) => s.tower).filter((t): t is number => typeof t === 'number');
      // A long chain gets time to play out (each push starts a little after the turn that made it).
      return towerShot(view, bases, Math.min(6, 1.5 + bases.length * TURN_SECONDS * 1.5));
    }
    case 'moved':
      return towerShot(view, nums(event.path));
    case 'started':
    case 'taken':
    case 'looked':
    case 'swapped':
    case 'left':
    case 'ruby':
    case 'placed':
      return tower === null ? null : towerShot(view, [tower]);
    case 'deposited': {
      if (typeof event.seat !== 'number') return null;
      const c = chestPlace(event.seat);
      return { center: [c.x, 0.2, c.z], radius: 1.3 };
    }
    default:
      return null;
  }
}

/** The director's wide shot: the whole map and the chests of the seats in play. */
export function directorWide(view: LabiroView): DirectorShot | null {
  const chests = Array.from({ length: view.players }, (_, seat) => chestPlace(seat)).map(
    (c): [number, number, number] => [c.x, 0.2, c.z],
  );
  return shotAround(
    [
      ...towers(
        view,
        view.map.cells.map((_, i) => i),
      ),
      ...chests,
    ],
    BASE_R * viewFrame(view).size,
  );
}

/** What the seat cameras frame: every tower and every chest. */
export function framedPoints(view: LabiroView): P3[] {
  const chests = Array.from({ length: view.players }, (_, seat) => chestPlace(seat)).map((c): P3 => [c.x, 0.2, c.z]);
  return paddedPoints(
    [
      ...towers(
        view,
        view.map.cells.map((_, i) => i),
      ),
      ...chests,
    ],
    BASE_R * viewFrame(view).size,
    0.8,
  );
}

/** What the top camera frames: the map alone (its pawns and flags as large as the window allows; the chests are the seats'). */
export function framedTopPoints(view: LabiroView): P3[] {
  return paddedPoints(
    towers(
      view,
      view.map.cells.map((_, i) => i),
    ),
    BASE_R * viewFrame(view).size,
    0.8,
  );
}
