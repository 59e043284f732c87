// Where everything stands on the 16 × 10 table: a station per seat (seat 0 at +z facing -z, seat 1 at -z,
// seats 2 and 3 at the ends, 4 and 5 beside 0 and 1), the boards each mode puts on them, and the cameras.
import type { LaserMode } from '../../../shared/games/laser/game-types.js';
import { cameraOverPlace, offsetFrom, placeIn, seatRing, type Place } from '../../kit/stations.js';
import type { CameraPose } from '../../kit/contract.js';
import { BOARD_HALF_W } from './geometry.js';

/** A place on the table (the kit's): centre (x, z) and yaw (the board frame's +z points at the player sitting there). */
export type { Place };
/** The kit's offset from a place (re-exported: the scene and the tests place boards with it). */
export { offsetFrom };

/** Distance of the long sides' stations from the table's centre line. */
export const STATION_Z = 2.85;
/** Distance of the end stations (seats 2 and 3) from the centre. */
export const END_X = 6.45;
/** x of the second station on each long side (seats 4 and 5). */
export const SIDE_X = 4.1;
/** In a duel, how far the circuit (left) and the notebook (right) stand from the station's centre. */
export const DUEL_OFFSET = BOARD_HALF_W + 0.1;

const STATIONS = seatRing({ sideZ: STATION_Z, endX: END_X, sideX: SIDE_X });

/** The station of a seat (0–5). */
export function stationOf(seat: number): Place {
  return placeIn(STATIONS, seat);
}

/** One board on the table: a circuit (designed by `seat`, or the server's) or `seat`'s notebook for circuit `circuit`. */
export interface BoardSpec {
  readonly key: string;
  readonly role: 'circuit' | 'notebook';
  readonly circuit: number;
  /** The circuit's designer, or the notebook's owner; null for the server's circuit. */
  readonly seat: number | null;
  readonly place: Place;
}

/**
 * The boards of a table: duel → at each station the player's circuit (left) and his notebook for the other's
 * (right); group → the designer's circuit at his station and a notebook at each investigator's; server → the
 * circuit in the middle (turned to face `viewer`) and the notebooks. Other circuits and notebooks are there
 * for everyone; what each shows is decided elsewhere.
 */
export function tableBoards(
  mode: LaserMode,
  owners: readonly (number | null)[],
  investigators: readonly number[],
  viewer: number | null,
): BoardSpec[] {
  const boards: BoardSpec[] = [];
  if (mode === 'duel') {
    for (const seat of [0, 1]) {
      const st = stationOf(seat);
      const left = offsetFrom(st, -DUEL_OFFSET),
        right = offsetFrom(st, DUEL_OFFSET);
      const own = owners.indexOf(seat);
      boards.push({ key: `circuit:${own}`, role: 'circuit', circuit: own, seat, place: { ...left, yaw: st.yaw } });
      boards.push({
        key: `notebook:${seat}`,
        role: 'notebook',
        circuit: 1 - own,
        seat,
        place: { ...right, yaw: st.yaw },
      });
    }
    return boards;
  }
  const designer = owners[0] ?? null;
  if (mode === 'group' && designer !== null) {
    boards.push({ key: 'circuit:0', role: 'circuit', circuit: 0, seat: designer, place: stationOf(designer) });
  } else {
    const faces = viewer === null ? 0 : stationOf(viewer).yaw;
    boards.push({ key: 'circuit:0', role: 'circuit', circuit: 0, seat: null, place: { x: 0, z: 0, yaw: faces } });
  }
  for (const seat of investigators) {
    boards.push({ key: `notebook:${seat}`, role: 'notebook', circuit: 0, seat, place: stationOf(seat) });
  }
  return boards;
}

/**
 * Behind and above a seat's station, looking down at it so that it sits in the upper middle of the window
 * (the table's HTML controls take the bottom of the screen) with the middle of the table above it.
 */
export function seatCamera(seat: number): CameraPose {
  return cameraOverPlace(stationOf(seat), { back: 3.9, up: 6.6, look: 0.3 });
}

/** Straight above the table's centre (a hair off vertical so the orbit controls keep their up direction). */
export const topCamera: CameraPose = { position: [0, 15.5, 0.6], target: [0, 0, 0] };
