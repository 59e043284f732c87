// The director camera's schedule and framing (client/scene/director.ts): what a viewer of a busy table sees —
// no cut faster than a glide and a hold, a burst framed once, the wide shot after a quiet spell.
import { describe, expect, it } from 'vitest';
import type { CameraPose, DirectorShot } from '../../client/kit/contract.js';
import {
  DIRECTOR_TIMING,
  INITIAL_DIRECTOR,
  mergeShots,
  noteShot,
  shotPose,
  tickDirector,
  wideShot,
  type DirectorState,
} from '../../client/scene/director.js';
import { linesToFrame } from '../../client/scene/useDirector.js';

const T = DIRECTOR_TIMING;
const WIDE: CameraPose = { position: [0, 12, 14], target: [0, 0, 0] };
const shot = (x: number, z: number, radius = 1): DirectorShot => ({ center: [x, 0, z], radius });

/** Runs the schedule from 0 to `until` seconds in 0.05 s steps, feeding `events` at their times; returns each cut. */
function run(
  events: readonly { at: number; shot: DirectorShot }[],
  until: number,
): { at: number; shown: DirectorShot | null }[] {
  let s: DirectorState = INITIAL_DIRECTOR;
  const cuts: { at: number; shown: DirectorShot | null }[] = [];
  const queue = [...events];
  for (let step = 0; step * 0.05 <= until; step++) {
    const now = step * 0.05;
    while (queue.length > 0 && queue[0]!.at <= now) s = noteShot(s, queue.shift()!.shot, now);
    const before = s.cuts;
    s = tickDirector(s, now, T);
    if (s.cuts !== before) cuts.push({ at: now, shown: s.shown });
  }
  return cuts;
}

describe('director schedule', () => {
  it('cuts to an event soon after it (once its burst has gathered)', () => {
    const cuts = run([{ at: 1, shot: shot(3, 2) }], 3);
    expect(cuts).toHaveLength(1);
    expect(cuts[0]!.at).toBeGreaterThanOrEqual(1 + T.gather - 1e-9);
    expect(cuts[0]!.at).toBeLessThan(1.5);
    expect(cuts[0]!.shown?.center).toEqual([3, 0, 2]);
  });

  it('never cuts twice within a glide and the minimum hold, however fast the events come', () => {
    const events = Array.from({ length: 40 }, (_, i) => ({
      at: 0.5 + i * 0.4,
      shot: shot(i % 2 === 0 ? 5 : -5, i % 3),
    }));
    const cuts = run(events, 30);
    expect(cuts.length).toBeGreaterThan(3);
    for (let i = 1; i < cuts.length; i++)
      expect(cuts[i]!.at - cuts[i - 1]!.at).toBeGreaterThanOrEqual(T.glide + T.minHold - 1e-9);
  });

  it('holds a shot longer when the game asks for it (a long chain of towers)', () => {
    const long = { ...shot(2, 2), hold: 6 };
    const cuts = run(
      [
        { at: 0, shot: long },
        { at: 1, shot: shot(-6, -3) },
      ],
      12,
    );
    expect(cuts[1]!.at - cuts[0]!.at).toBeGreaterThanOrEqual(T.glide + 6 - 1e-9);
  });

  it('frames a burst of nearby events once, as one shot covering them all', () => {
    const cuts = run(
      [
        { at: 1, shot: shot(1, 0) },
        { at: 1.1, shot: shot(2.5, 0) },
        { at: 1.2, shot: shot(1.5, 1) },
      ],
      3,
    );
    expect(cuts).toHaveLength(1);
    const s = cuts[0]!.shown!;
    for (const [x, z] of [
      [1, 0],
      [2.5, 0],
      [1.5, 1],
    ] as const) {
      expect(Math.hypot(s.center[0] - x, s.center[2] - z) + 1).toBeLessThanOrEqual(s.radius + 1e-9);
    }
  });

  it('keeps only the latest of a burst spread across the table (a merged shot would be a wide shot)', () => {
    const merged = mergeShots(shot(-6, 0), shot(6, 0));
    expect(merged.center).toEqual([6, 0, 0]);
  });

  it('goes back to the wide shot after a quiet spell, not before the hold', () => {
    const cuts = run([{ at: 0, shot: shot(3, 2) }], 10);
    expect(cuts.map((c) => c.shown === null)).toEqual([false, true]);
    expect(cuts[1]!.at - cuts[0]!.at).toBeGreaterThanOrEqual(T.glide + T.minHold - 1e-9);
    expect(cuts[1]!.at).toBeGreaterThanOrEqual(T.quiet - 1e-9);
  });

  it('stays on a shot that already shows the next event instead of cutting again', () => {
    const cuts = run(
      [
        { at: 0, shot: shot(0, 0, 2) },
        { at: 2, shot: shot(0.3, 0, 1.5) },
      ],
      4.8,
    );
    expect(cuts).toHaveLength(1);
  });

  it('takes only the newest action after a catch-up (a join or a jump in a replay)', () => {
    const line = (id: number, version: number) => ({ id, version, event: { type: 'x' } as never });
    expect(linesToFrame([line(1, 4), line(2, 4)])).toHaveLength(2);
    const many = Array.from({ length: 30 }, (_, i) => line(i + 1, Math.floor(i / 2)));
    expect(linesToFrame(many).map((l) => l.version)).toEqual([14, 14]);
  });
});

describe('director framing', () => {
  it('looks at the shot from its side and far enough back to fit it in a landscape window', () => {
    const s: DirectorShot = { center: [2, 0.1, -1], radius: 1.5, from: [0, 1, -1] };
    const pose = shotPose(s, WIDE, 40, 16 / 9);
    expect(pose.target).toEqual([2, 0.1, -1]);
    expect(pose.position[2]).toBeLessThan(-1); // from the -z side as asked
    const d = Math.hypot(pose.position[0] - 2, pose.position[1] - 0.1, pose.position[2] + 1);
    expect(d * Math.sin((20 * Math.PI) / 180)).toBeGreaterThanOrEqual(1.5); // the sphere fits the vertical field
  });

  it('steps further back in a tall window, where the width is the narrow side', () => {
    const s: DirectorShot = { center: [0, 0, 0], radius: 2 };
    const d = (p: CameraPose) => Math.hypot(...p.position);
    expect(d(shotPose(s, WIDE, 40, 0.5))).toBeGreaterThan(d(shotPose(s, WIDE, 40, 16 / 9)) * 1.5);
  });

  it('never looks from under the table nor straight down', () => {
    for (const from of [
      [0, -1, 1],
      [0, 1, 0],
      [1, 0, 0],
    ] as const) {
      const p = shotPose({ center: [0, 0, 0], radius: 1, from }, WIDE, 40, 1.6);
      const elevation = Math.atan2(p.position[1], Math.hypot(p.position[0], p.position[2]));
      expect(elevation).toBeGreaterThan(0.4);
      expect(elevation).toBeLessThan(1.3);
    }
  });

  it('pulls the wide shot back from the seat view, still aimed at the same point', () => {
    const seat: CameraPose = { position: [0, 6, 9], target: [0, 0, 1] };
    const w = wideShot(seat);
    expect(w.target).toEqual([0, 0, 1]);
    expect(Math.hypot(w.position[0], w.position[1] - 0, w.position[2] - 1)).toBeGreaterThan(Math.hypot(0, 6, 8));
  });
});

/** Where a world point shows on the canvas (fractions, 0,0 top left) through a pose with a vertical fov. */
function project(pose: CameraPose, p: readonly number[], fovDeg: number, aspect: number): [number, number] {
  const f = [0, 1, 2].map((i) => pose.target[i]! - pose.position[i]!);
  const fl = Math.hypot(...f);
  const fwd = f.map((x) => x / fl);
  const r = [-fwd[2]!, 0, fwd[0]!];
  const rl = Math.hypot(...r);
  const right = r.map((x) => x / rl);
  const up = [
    right[1]! * fwd[2]! - right[2]! * fwd[1]!,
    right[2]! * fwd[0]! - right[0]! * fwd[2]!,
    right[0]! * fwd[1]! - right[1]! * fwd[0]!,
  ];
  const v = [0, 1, 2].map((i) => p[i]! - pose.position[i]!);
  const dot = (a: number[], b: number[]) => a[0]! * b[0]! + a[1]! * b[1]! + a[2]! * b[2]!;
  const z = dot(v, fwd),
    tanV = Math.tan((fovDeg * Math.PI) / 360);
  const nx = dot(v, right) / (z * tanV * aspect),
    ny = dot(v, up) / (z * tanV);
  return [(nx + 1) / 2, (1 - ny) / 2];
}

describe('director framing between the panels', () => {
  it('puts the shot in the middle of the room the panels leave free, and fits it there', () => {
    const room = { x0: 0.3, y0: 0.25, x1: 0.7, y1: 0.7 };
    const s: DirectorShot = { center: [1.6, 0.05, -2.85], radius: 2, from: [-1.6, 2.2, 5.8] };
    const pose = shotPose(s, WIDE, 40, 1.6, room);
    const [x, y] = project(pose, s.center, 40, 1.6);
    expect(x).toBeCloseTo(0.5, 2);
    expect(y).toBeCloseTo(0.475, 2);
    // The board's corners stay inside the free room.
    for (const [dx, dz] of [
      [-1.5, -1.3],
      [1.5, -1.3],
      [-1.5, 1.3],
      [1.5, 1.3],
    ] as const) {
      const [px, py] = project(pose, [1.6 + dx, 0.05, -2.85 + dz], 40, 1.6);
      expect(px).toBeGreaterThan(room.x0);
      expect(px).toBeLessThan(room.x1);
      expect(py).toBeGreaterThan(room.y0);
      expect(py).toBeLessThan(room.y1);
    }
  });
});
