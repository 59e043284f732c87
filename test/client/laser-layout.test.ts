// Where the Laser boards stand on the table and how the board frame maps cells and pointers (client/games/laser).
import { describe, expect, it } from 'vitest';
import {
  BOARD_HALF_D,
  BOARD_HALF_W,
  cellToLocal,
  gridToLocal,
  pointerToLocal,
  spotAt,
} from '../../client/games/laser/geometry.js';
import { seatCamera, stationOf, tableBoards, topCamera, type BoardSpec } from '../../client/games/laser/stations.js';
import { TABLE_DEPTH, TABLE_LENGTH } from '../../client/scene/dimensions.js';

/** The board's footprint on the table (axis-aligned: boards turn by quarter turns). */
function footprint(b: BoardSpec): { x0: number; x1: number; z0: number; z1: number } {
  const across = Math.abs(Math.sin(b.place.yaw)) > 0.5;
  const hx = across ? BOARD_HALF_D : BOARD_HALF_W,
    hz = across ? BOARD_HALF_W : BOARD_HALF_D;
  return { x0: b.place.x - hx, x1: b.place.x + hx, z0: b.place.z - hz, z1: b.place.z + hz };
}
const overlap = (a: BoardSpec, b: BoardSpec) => {
  const p = footprint(a),
    q = footprint(b);
  const dx = Math.min(p.x1, q.x1) - Math.max(p.x0, q.x0),
    dz = Math.min(p.z1, q.z1) - Math.max(p.z0, q.z0);
  return dx > 0.02 && dz > 0.1 ? dx * dz : 0; // a corner may graze with six seats; nothing more
};
const seats = (n: number) => Array.from({ length: n }, (_, s) => s);

const TABLES = [
  ['duel', 2, [0, 1], [0, 1]],
  ['group', 3, [0], [1, 2]],
  ['group', 4, [2], [0, 1, 3]],
  ['group', 6, [0], [1, 2, 3, 4, 5]],
  ['server', 1, [null], [0]],
  ['server', 4, [null], [0, 1, 2, 3]],
  ['server', 6, [null], [0, 1, 2, 3, 4, 5]],
] as const;

describe('stations', () => {
  it.each(TABLES)(
    '%s with %i players: every board lies on the table and no two overlap',
    (mode, _players, owners, investigators) => {
      const boards = tableBoards(mode, owners, investigators, 0);
      for (const b of boards) {
        const f = footprint(b);
        expect(f.x0).toBeGreaterThan(-TABLE_LENGTH / 2);
        expect(f.x1).toBeLessThan(TABLE_LENGTH / 2);
        expect(f.z0).toBeGreaterThan(-TABLE_DEPTH / 2);
        expect(f.z1).toBeLessThan(TABLE_DEPTH / 2);
      }
      for (let i = 0; i < boards.length; i++)
        for (let j = i + 1; j < boards.length; j++)
          expect(overlap(boards[i]!, boards[j]!), `${boards[i]!.key} / ${boards[j]!.key}`).toBe(0);
    },
  );

  it("a duel puts each player's circuit at his left and his notebook for the other's circuit at his right", () => {
    const boards = tableBoards('duel', [0, 1], [0, 1], 0);
    expect(boards.map((b) => [b.key, b.circuit, b.seat])).toEqual([
      ['circuit:0', 0, 0],
      ['notebook:0', 1, 0],
      ['circuit:1', 1, 1],
      ['notebook:1', 0, 1],
    ]);
    const [c0, n0, c1, n1] = boards as [BoardSpec, BoardSpec, BoardSpec, BoardSpec];
    expect(c0.place.x).toBeLessThan(n0.place.x); // seat 0 faces −z: his left is −x
    expect(c1.place.x).toBeGreaterThan(n1.place.x); // seat 1 faces +z: his left is +x
    expect(c0.place.z).toBeGreaterThan(0);
    expect(c1.place.z).toBeLessThan(0);
  });

  it("group play: the designer's circuit at his station, a notebook at every investigator's", () => {
    const boards = tableBoards('group', [2], [0, 1, 3], 1);
    expect(boards.find((b) => b.role === 'circuit')?.place).toEqual(stationOf(2));
    for (const s of [0, 1, 3]) expect(boards.find((b) => b.key === `notebook:${s}`)?.place).toEqual(stationOf(s));
  });

  it("the server's circuit stands in the middle, turned to face the viewer", () => {
    expect(tableBoards('server', [null], [0, 1], 1)[0]?.place).toEqual({ x: 0, z: 0, yaw: Math.PI });
    expect(tableBoards('server', [null], [0, 1], null)[0]?.place).toEqual({ x: 0, z: 0, yaw: 0 });
  });

  it.each(seats(6))("seat %i's camera sits behind its station and looks at it", (seat) => {
    const st = stationOf(seat);
    const cam = seatCamera(seat);
    const [px, py, pz] = cam.position;
    const [tx, , tz] = cam.target;
    expect(py).toBeGreaterThan(3);
    // The camera is farther from the table's centre than the station, and looks towards the centre.
    expect(Math.hypot(px, pz)).toBeGreaterThan(Math.hypot(st.x, st.z));
    expect(Math.hypot(tx - st.x, tz - st.z)).toBeLessThan(1);
  });

  it('the top camera looks down on the middle of the table', () => {
    expect(topCamera.position[1]).toBeGreaterThan(10);
    expect(topCamera.target).toEqual([0, 0, 0]);
  });
});

describe('the board frame', () => {
  it('every cell centre maps back to its cell', () => {
    for (let y = 0; y < 7; y++)
      for (let x = 0; x < 8; x++) {
        const [lx, lz] = cellToLocal(x, y);
        expect(spotAt(lx, lz)).toEqual({ cell: { x, y } });
      }
  });

  it("every pointer's emitter maps back to its pointer", () => {
    for (let p = 1; p <= 30; p++) {
      const [lx, lz] = pointerToLocal(p);
      expect(spotAt(lx, lz)).toEqual({ pointer: p });
    }
  });

  it("row 0 and pointers 1–8 are on the far side (−z), column 0 on the owner's left (−x)", () => {
    expect(cellToLocal(0, 0)[0]).toBeLessThan(0);
    expect(cellToLocal(0, 0)[1]).toBeLessThan(0);
    expect(pointerToLocal(1)[1]).toBeLessThan(cellToLocal(0, 0)[1]);
    expect(pointerToLocal(24)[0]).toBeLessThan(cellToLocal(0, 6)[0]);
  });

  it('points outside the grid are pushed out to the pointer ring', () => {
    expect(gridToLocal({ x: 0.5, y: -0.5 })).toEqual(pointerToLocal(1));
    expect(gridToLocal({ x: 8.5, y: 3.5 })).toEqual(pointerToLocal(12));
  });

  it('far outside the board nothing is under the mouse', () => {
    expect(spotAt(5, 5)).toBeNull();
  });
});
