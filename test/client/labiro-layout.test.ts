// Where Labiro's pieces stand (client/games/labiro/layout.ts, stations.ts): every preset and random map fits
// the middle of the table clear of the stations, towers keep their places on the grid, and the cameras look
// at the map from behind each seat's station, with the map and the seat's own chest and tray between the
// shell's top bar and the Labiro controls at the bottom (projected through the table's 40° lens).
import { PerspectiveCamera, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { makeRng } from '../../shared/core/index.js';
import { MAP_PRESETS } from '../../shared/games/labiro/map.js';
import { randomMap } from '../../shared/games/labiro/random-map.js';
import {
  BASE_R,
  INNER_R,
  MAX_SIZE,
  PAWN_SPACES,
  TOWER_R,
  WALL_T,
  mapArea,
  mapFrame,
  towerPoint,
  towerPosition,
  toScene,
  cellCentre,
} from '../../client/games/labiro/layout.js';
import {
  STATION_Z,
  END_X,
  chestPlace,
  handSlot,
  offsetFrom,
  seatCamera,
  stationOf,
  topCamera,
  usedSlot,
} from '../../client/games/labiro/stations.js';
import type { CameraPose } from '../../client/kit/contract.js';
import { FELT_DEPTH, TABLE_DEPTH, TABLE_LENGTH } from '../../client/scene/dimensions.js';
import { playView } from './labiro-fixtures.js';

/** The scene-frame box a map takes (hexagons' corners included). */
function extent(cells: readonly { q: number; r: number }[], players: number) {
  const f = mapFrame(cells, players);
  let minX = Infinity,
    maxX = -Infinity,
    minZ = Infinity,
    maxZ = -Infinity;
  for (const c of cells) {
    const [cx, cz] = cellCentre(c);
    for (let k = 0; k < 6; k++) {
      const a = (k * Math.PI) / 3;
      const [x, , z] = toScene(f, cx + Math.cos(a), 0, cz + Math.sin(a));
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minZ = Math.min(minZ, z);
      maxZ = Math.max(maxZ, z);
    }
  }
  return { f, minX, maxX, minZ, maxZ };
}

/** How far a table point lies to the right of a seat's station centre, as its player sees it. */
function across(seat: number, p: { x: number; z: number }): number {
  const st = stationOf(seat);
  return (p.x - st.x) * Math.cos(st.yaw) - (p.z - st.z) * Math.sin(st.yaw);
}

describe('the map on the table', () => {
  const maps = [
    ...MAP_PRESETS.map((m) => m.cells),
    ...[1, 2, 3, 4, 5, 6].map((seed) => randomMap(makeRng(seed))[0].cells),
  ];
  it.each([2, 3, 4])('every preset and random map fits the middle of the table with %i seats', (players) => {
    const area = mapArea(players);
    for (const cells of maps) {
      const e = extent(cells, players);
      expect(e.maxX - e.minX).toBeLessThanOrEqual(area.width + 1e-9);
      expect(e.maxZ - e.minZ).toBeLessThanOrEqual(area.depth + 1e-9);
      // Centred on the table, clear of the long sides' stations.
      expect(Math.abs(e.maxX + e.minX)).toBeLessThan(1e-9);
      expect(Math.abs(e.maxZ + e.minZ)).toBeLessThan(1e-9);
      expect(e.maxZ).toBeLessThan(STATION_Z - 0.5);
      if (players > 2) expect(e.maxX).toBeLessThan(END_X - 0.5);
    }
  });
  it('small maps are not drawn bigger than the largest size', () => {
    for (const cells of maps) expect(mapFrame(cells, 2).size).toBeLessThanOrEqual(MAX_SIZE);
  });
  it('a tall map lies along the table', () => {
    const wheel = MAP_PRESETS.find((m) => m.name === 'wheel')!;
    expect(mapFrame(wheel.cells, 2).yaw).toBeCloseTo(Math.PI / 2);
    const river = MAP_PRESETS.find((m) => m.name === 'river')!;
    expect(mapFrame(river.cells, 2).yaw).toBe(0);
  });
  it('neighbouring towers stand one grid step apart, scaled', () => {
    const v = playView();
    const f = mapFrame(v.map.cells, v.players);
    const a = towerPosition(v, 0),
      b = towerPosition(v, 1);
    expect(Math.hypot(a[0] - b[0], a[2] - b[2])).toBeCloseTo(Math.sqrt(3) * f.size);
    expect(a[1]).toBeGreaterThan(0);
  });
  it('a tower on a map without that base is a programming error', () => {
    expect(() => towerPosition(playView(), 18)).toThrow(RangeError);
  });
  it('a tower turning clockwise carries its north point to the east', () => {
    const [x, z] = towerPoint([0, 0], 1.5, [0, -1]);
    expect(x).toBeCloseTo(1);
    expect(z).toBeCloseTo(0);
  });
  it('pieces fit inside a tower and a tower on its base', () => {
    expect(TOWER_R).toBeLessThan(BASE_R);
    expect(INNER_R).toBeLessThan(TOWER_R - WALL_T);
    for (const [x, z] of PAWN_SPACES) expect(Math.hypot(x, z)).toBeLessThan(INNER_R * Math.cos(Math.PI / 6) - 0.1);
  });
});

describe('stations and cameras', () => {
  it('each seat has its own station on the table, clear of the felt map', () => {
    for (const seat of [0, 1, 2, 3]) {
      const st = stationOf(seat);
      expect(Math.abs(st.x)).toBeLessThan(TABLE_LENGTH / 2);
      expect(Math.abs(st.z)).toBeLessThan(TABLE_DEPTH / 2);
      for (const p of [chestPlace(seat), handSlot(seat, 0), handSlot(seat, 2)]) {
        expect(Math.abs(p.x)).toBeLessThan(TABLE_LENGTH / 2 - 0.4);
        expect(Math.abs(p.z)).toBeLessThan(TABLE_DEPTH / 2 - 0.4);
      }
    }
    expect(stationOf(0).z).toBeGreaterThan(FELT_DEPTH / 2);
  });
  it("the things in hand lie beside the chest, the chest on the player's left, the used objects past the tray", () => {
    for (const seat of [0, 1, 2, 3]) {
      const chest = chestPlace(seat),
        first = handSlot(seat, 0),
        last = handSlot(seat, 2),
        used = usedSlot(seat, 0);
      expect(Math.hypot(chest.x - first.x, chest.z - first.z)).toBeLessThan(2);
      expect(Math.hypot(chest.x - first.x, chest.z - first.z)).toBeLessThan(
        Math.hypot(chest.x - last.x, chest.z - last.z),
      );
      expect(Math.hypot(chest.x - used.x, chest.z - used.z)).toBeGreaterThan(
        Math.hypot(chest.x - last.x, chest.z - last.z),
      );
    }
    expect(chestPlace(0).x).toBeLessThan(handSlot(0, 0).x);
    expect(chestPlace(1).x).toBeGreaterThan(handSlot(1, 0).x);
  });
  it('a station lies straight in front of its player, the tray in the middle', () => {
    for (const seat of [0, 1, 2, 3]) {
      const left = across(seat, chestPlace(seat)) - 0.5,
        right = across(seat, usedSlot(seat, 1)) + 0.3;
      expect(Math.abs(left + right)).toBeLessThan(0.3);
      expect(Math.abs(across(seat, handSlot(seat, 1)))).toBeLessThan(0.5);
    }
  });
  it('a seat camera stands behind its station and looks at the table in front of it', () => {
    for (const seat of [0, 1, 2, 3]) {
      const { position, target } = seatCamera(seat);
      const st = stationOf(seat);
      const out = [st.x, st.z];
      expect(Math.hypot(position[0], position[2])).toBeGreaterThan(Math.hypot(out[0]!, out[1]!));
      expect(Math.hypot(target[0], target[2])).toBeLessThan(Math.hypot(out[0]!, out[1]!));
      expect(position[1]).toBeGreaterThan(5);
    }
    expect(topCamera.position[1]).toBeGreaterThan(10);
  });
});

/** Where scene points show in a 16:10 window through a pose (x, y from the window's top left, 0–1). */
function lens(pose: CameraPose) {
  const cam = new PerspectiveCamera(40, 1.6, 0.05, 200);
  cam.position.set(...pose.position);
  cam.lookAt(...pose.target);
  cam.updateMatrixWorld();
  const v = new Vector3();
  return (x: number, y: number, z: number) => {
    v.set(x, y, z).project(cam);
    return { x: (v.x + 1) / 2, y: (1 - v.y) / 2 };
  };
}

/** The corners of the room a map may take, wall tops at the far side, for a table of `players`, in scene coordinates. */
function mapCorners(players: number) {
  const { width, depth } = mapArea(players);
  return [-1, 1].flatMap((sx) => [-1, 1].map((sz) => [(sx * width) / 2, 0.6, (sz * depth) / 2] as const));
}

/** The corners of a seat's station pieces (chest, tray, used spot) on the table, and the chest's top. */
function stationCorners(seat: number) {
  const st = stationOf(seat);
  const at = (dx: number, dz: number, y = 0) => {
    const p = offsetFrom(st, dx, dz);
    return [p.x, y, p.z] as const;
  };
  const left = across(seat, chestPlace(seat)) - 0.5,
    right = across(seat, usedSlot(seat, 1)) + 0.3;
  return [at(left, 0.45), at(right, 0.45), at(left, -0.45, 0.45), at(right, -0.45)];
}

/** The shell's HUD in a 16:10 window: the top bar (two rows at 800×500) and the Labiro controls at the bottom. */
const TOP_BAR = 0.17;
const CONTROLS = 0.765;
/** With four seats at 1280×800 the side panels take about a quarter of the width on each side. */
const SIDE_PANEL = 0.24;

describe('what each camera shows above the controls', () => {
  it("from the long sides the whole room of a two-seat map and the seat's own station show between the top bar and the controls", () => {
    for (const seat of [0, 1]) {
      const see = lens(seatCamera(seat));
      for (const p of [...mapCorners(2), ...mapCorners(4)]) {
        const s = see(...p);
        expect(s.y).toBeGreaterThan(TOP_BAR);
        expect(s.y).toBeLessThan(CONTROLS);
        expect(s.x).toBeGreaterThan(0);
        expect(s.x).toBeLessThan(1);
      }
      for (const p of stationCorners(seat)) {
        const s = see(...p);
        expect(s.y).toBeGreaterThan(TOP_BAR);
        expect(s.y).toBeLessThan(CONTROLS);
        expect(s.x).toBeGreaterThan(SIDE_PANEL);
        expect(s.x).toBeLessThan(1 - SIDE_PANEL);
      }
    }
  });
  it("from the ends the whole length of a four-seat map and the seat's own station show the same way", () => {
    for (const seat of [2, 3]) {
      const see = lens(seatCamera(seat));
      for (const p of mapCorners(4)) {
        const s = see(...p);
        expect(s.y).toBeGreaterThan(TOP_BAR);
        expect(s.y).toBeLessThan(CONTROLS);
      }
      for (const p of stationCorners(seat)) {
        const s = see(...p);
        expect(s.y).toBeLessThan(CONTROLS);
        expect(s.x).toBeGreaterThan(SIDE_PANEL);
        expect(s.x).toBeLessThan(1 - SIDE_PANEL);
      }
    }
  });
  it('from the top every station and the map show between the top bar and the controls', () => {
    const see = lens(topCamera);
    for (const p of [...mapCorners(2), ...[0, 1, 2, 3].flatMap(stationCorners)]) {
      const s = see(...p);
      expect(s.y).toBeGreaterThan(TOP_BAR);
      expect(s.y).toBeLessThan(CONTROLS);
      expect(s.x).toBeGreaterThan(0);
      expect(s.x).toBeLessThan(1);
    }
  });
});
