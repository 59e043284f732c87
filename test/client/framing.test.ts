// The framed cameras (client/scene/framing.ts, CameraFrame): for every game, each seat's and the top camera,
// at a desktop window between the panels, a small window, and a phone held upright and sideways, every framed
// point (the corners of what the viewer plays with) shows inside the room the panels leave free.
import { describe, expect, it } from 'vitest';
import { PerspectiveCamera, Vector3 } from 'three';
import { GAMES } from '../../shared/games/index.js';
import { framePose, poseDirection, type P3, type ScreenRect } from '../../client/scene/framing.js';
import { CAMERA_FOV_DEG } from '../../client/scene/dimensions.js';
import * as masterdice from '../../client/games/masterdice/director.js';
import * as masterdiceCamera from '../../client/games/masterdice/camera.js';
import * as laser from '../../client/games/laser/director.js';
import * as laserStations from '../../client/games/laser/stations.js';
import * as labiro from '../../client/games/labiro/director.js';
import * as labiroStations from '../../client/games/labiro/stations.js';
import * as symbotrio from '../../client/games/symbotrio/director.js';
import * as symbotrioLayout from '../../client/games/symbotrio/layout.js';
import type { CameraPose } from '../../client/kit/contract.js';

/** Windows and the room their panels leave (fractions of the canvas), as the HUD lays them out. */
const WINDOWS: { name: string; width: number; height: number; room: ScreenRect }[] = [
  {
    name: '1280×720 between the panels',
    width: 1280,
    height: 720,
    room: { x0: 312 / 1280, y0: 150 / 720, x1: 958 / 1280, y1: 560 / 720 },
  },
  {
    name: '1000×650',
    width: 1000,
    height: 650,
    room: { x0: 250 / 1000, y0: 150 / 650, x1: 760 / 1000, y1: 500 / 650 },
  },
  {
    name: 'phone upright 390×844',
    width: 390,
    height: 844,
    room: { x0: 12 / 390, y0: 130 / 844, x1: 378 / 390, y1: 560 / 844 },
  },
  {
    name: 'phone sideways 844×390',
    width: 844,
    height: 390,
    room: { x0: 12 / 844, y0: 70 / 390, x1: 832 / 844, y1: 230 / 390 },
  },
];

interface Case {
  readonly game: string;
  readonly players: number;
  points(view: never, seat: number): P3[];
  /** What the top camera frames, when not `points` (Labiro: the map alone). */
  topPoints?(view: never): P3[];
  readonly seatCamera: (seat: number) => CameraPose;
  readonly topCamera: CameraPose;
}

const CASES: Case[] = [
  { game: 'masterdice', players: 2, points: (v, s) => masterdice.framedPoints(v, s), ...masterdiceCamera },
  {
    game: 'laser',
    players: 2,
    points: (v) => laser.framedPoints(v),
    seatCamera: laserStations.seatCamera,
    topCamera: laserStations.topCamera,
  },
  {
    game: 'laser',
    players: 4,
    points: (v) => laser.framedPoints(v),
    seatCamera: laserStations.seatCamera,
    topCamera: laserStations.topCamera,
  },
  {
    game: 'labiro',
    players: 2,
    points: (v) => labiro.framedPoints(v),
    topPoints: (v) => labiro.framedTopPoints(v),
    seatCamera: labiroStations.seatCamera,
    topCamera: labiroStations.topCamera,
  },
  {
    game: 'labiro',
    players: 4,
    points: (v) => labiro.framedPoints(v),
    topPoints: (v) => labiro.framedTopPoints(v),
    seatCamera: labiroStations.seatCamera,
    topCamera: labiroStations.topCamera,
  },
  {
    game: 'symbotrio',
    players: 2,
    points: (v) => symbotrio.framedPoints(v),
    seatCamera: symbotrioLayout.seatCamera,
    topCamera: symbotrioLayout.topCamera,
  },
  {
    game: 'symbotrio',
    players: 4,
    points: (v) => symbotrio.framedPoints(v),
    seatCamera: symbotrioLayout.seatCamera,
    topCamera: symbotrioLayout.topCamera,
  },
];

/** Where each point shows on a canvas of `width`×`height` through `pose`, as fractions (0,0 top left). */
function shown(points: readonly P3[], pose: CameraPose, width: number, height: number): { x: number; y: number }[] {
  const camera = new PerspectiveCamera(CAMERA_FOV_DEG, width / height, 0.05, 200);
  camera.position.set(...pose.position);
  camera.lookAt(new Vector3(...pose.target));
  camera.updateMatrixWorld();
  return points.map((p) => {
    const v = new Vector3(...p).project(camera);
    return { x: (v.x + 1) / 2, y: (1 - v.y) / 2 };
  });
}

describe('framed cameras show every piece a viewer plays with, inside the room the panels leave', () => {
  it("Labiro's top camera frames the map alone, larger than with the chests", () => {
    const game = GAMES.labiro!;
    const options = game.parseOptions(undefined);
    if (!options.ok) throw new Error(options.error.code);
    const setup = game.setup({ seed: [4, 8, 15, 16], players: 4, options: options.value });
    if (!setup.ok) throw new Error(setup.error.code);
    const view = game.view(setup.value, { kind: 'seat', seat: 0 }) as never;
    const dir = poseDirection(labiroStations.topCamera);
    const w = WINDOWS[0]!;
    const spread = (pts: P3[]) => {
      const pose = framePose(pts, dir.yaw, dir.pitch, w.room, w.width / w.height);
      const towers = shown(labiro.framedTopPoints(view), pose, w.width, w.height);
      return Math.max(...towers.map((p) => p.x)) - Math.min(...towers.map((p) => p.x));
    };
    expect(spread(labiro.framedTopPoints(view))).toBeGreaterThan(1.2 * spread(labiro.framedPoints(view)));
  });

  for (const c of CASES) {
    const game = GAMES[c.game]!;
    const options = game.parseOptions(undefined);
    if (!options.ok) throw new Error(options.error.code);
    const setup = game.setup({ seed: [4, 8, 15, 16], players: c.players, options: options.value });
    if (!setup.ok) throw new Error(setup.error.code);
    for (let seat = 0; seat < c.players; seat++) {
      it(`${c.game}, ${c.players} players, seat ${seat + 1}`, () => {
        const view = game.view(setup.value, { kind: 'seat', seat }) as never;
        const seatPoints = c.points(view, seat);
        const points = seatPoints;
        expect(points.length).toBeGreaterThan(4);
        for (const w of WINDOWS) {
          const aspect = w.width / w.height;
          const top = c.topPoints?.(view) ?? points;
          for (const [dir, points] of [
            [poseDirection(c.seatCamera(seat)), seatPoints],
            [poseDirection(c.topCamera), top],
          ] as const) {
            const pose = framePose(points, dir.yaw, dir.pitch, w.room, aspect);
            const outside = shown(points, pose, w.width, w.height).filter(
              (p) =>
                p.x < w.room.x0 - 1e-3 || p.x > w.room.x1 + 1e-3 || p.y < w.room.y0 - 1e-3 || p.y > w.room.y1 + 1e-3,
            );
            expect(outside, `${w.name}`).toEqual([]);
            // As close as it fits: some point touches the room's edge (else the pieces could be larger).
            const touching = shown(points, pose, w.width, w.height).some(
              (p) =>
                Math.min(
                  Math.abs(p.x - w.room.x0),
                  Math.abs(p.x - w.room.x1),
                  Math.abs(p.y - w.room.y0),
                  Math.abs(p.y - w.room.y1),
                ) < 0.01,
            );
            expect(touching, `${w.name}`).toBe(true);
          }
        }
      });
    }
  }
});

describe('the framed camera moves when panels cover the room, not for every small change', async () => {
  const { roomChanged } = await import('../../client/scene/CameraFrame.js');
  const framed = [300, 120, 980, 600] as const;
  it('a panel coming over the framed room (more than 24 px) reframes', () => {
    expect(roomChanged(framed, [300, 120, 980, 560], 1280, 800)).toBe(true); // the controls grew 40 px
    expect(roomChanged(framed, [330, 120, 980, 600], 1280, 800)).toBe(true); // the seats panel grew wider
  });
  it('a few pixels either way, or a panel drawing back a little, keep the framing', () => {
    expect(roomChanged(framed, [300, 130, 975, 590], 1280, 800)).toBe(false);
    expect(roomChanged(framed, [300, 120, 980, 660], 1280, 800)).toBe(false); // the controls 60 px shorter
  });
  it('the pieces are framed a panel-slack clear of every panel edge (not of the window edges), so a panel growing less than that covers nothing', async () => {
    const { keptClear } = await import('../../client/scene/CameraFrame.js');
    const rect = { x0: 310 / 1280, y0: 130 / 800, x1: 970 / 1280, y1: 590 / 800 };
    const clear = keptClear({ edges: [300, 120, 980, 600], rect, size: [1280, 800] }, 1280, 800);
    expect(clear.x0 * 1280).toBeCloseTo(334);
    expect(clear.y0 * 800).toBeCloseTo(154);
    expect(clear.x1 * 1280).toBeCloseTo(946);
    expect(clear.y1 * 800).toBeCloseTo(566);
    // A phone upright: the sides are the window's own edges, only the top bar and the controls are panels.
    const phone = { x0: 10 / 390, y0: 140 / 844, x1: 380 / 390, y1: 550 / 844 };
    const kept = keptClear({ edges: [0, 130, 390, 560], rect: phone, size: [390, 844] }, 390, 844);
    expect(kept.x0).toBe(phone.x0);
    expect(kept.x1).toBe(phone.x1);
    expect(kept.y0 * 844).toBeCloseTo(164);
  });
  it('a window of another size always reframes, even with its panel edges at the same pixels (the framed fractions are of the old window)', async () => {
    const { needsReframe } = await import('../../client/scene/CameraFrame.js');
    const at = (size: [number, number]) => ({
      edges: [302, 159, 968, 615] as const,
      rect: { x0: 312 / size[0], y0: 169 / size[1], x1: 958 / size[0], y1: 605 / size[1] },
      size,
    });
    expect(needsReframe(at([1000, 650]), at([1000, 650]))).toBe(false);
    expect(needsReframe(at([1000, 650]), at([1280, 720]))).toBe(true);
    expect(needsReframe(at([1280, 800]), { ...at([1280, 800]), edges: [300, 120, 980, 560] })).toBe(true);
  });
  it('a panel giving back much of the window (a folded drawer) reframes larger', () => {
    expect(roomChanged(framed, [12, 120, 980, 600], 1280, 800)).toBe(true);
    expect(roomChanged(framed, [300, 120, 980, 790], 1280, 800)).toBe(true);
  });
});
