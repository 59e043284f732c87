// Dice throws: the face that lands up shows the engine's value, dice rest flat inside the tray, the same
// input gives the same bytes, the message is small integers; the face maths and the wire form on their own.
// Every track is read back through the client's one decoder (dice/track.ts), as the screens read it.
import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pack } from '@colyseus/msgpackr';
import { Quaternion, Vector3 } from 'three';
import type { ThrowMessage } from '../../shared/protocol.js';
import {
  aimBucket,
  AIM_BANK_SIZE,
  AIM_DIRECTIONS,
  AIM_STRENGTHS,
  bankedMotion,
  bankedThrows,
  bankPlace,
  bucketAim,
  initDicePhysics,
  simulateThrow,
  THROW_BANK_SIZE,
} from '../../server/dice/index.js';
import { startThrower, throwInputs } from '../../server/throws.js';
import { diceThrown, MAX_AIM_ANGLE, mixSeed, parseDiceAim, type GameEvent } from '../../shared/core/index.js';
import { masterdice } from '../../shared/games/masterdice/index.js';
import { decodeFrames, framePose, poseAt } from '../../client/games/masterdice/dice/track.js';
import {
  FACE_NORMALS,
  FACE_VALUES,
  faceFixFor,
  faceUp,
  mulQuat,
  quatBetweenFaces,
  restingRotation,
  rotateVec,
  valueShown,
  type Quat,
  type Vec3,
} from '../../server/dice/faces.js';
import * as serverTray from '../../server/dice/tray.js';
import * as clientTray from '../../client/games/masterdice/dice/trayShape.js';
import {
  FACE_NORMALS as CLIENT_NORMALS,
  GROUP_VALUES,
  RESTING_ROTATIONS,
} from '../../client/games/masterdice/dice/layout.js';

/** The die layout as the spec states it, written out independently of the code: value → outward normal. */
const SPEC_LAYOUT: Record<number, [number, number, number]> = {
  1: [0, 1, 0],
  2: [0, 0, 1],
  3: [1, 0, 0],
  4: [-1, 0, 0],
  5: [0, 0, -1],
  6: [0, -1, 0],
};

/** Independent reading with three.js: the value whose face normal, turned by body·fix, points most up. */
function readTop(body: readonly number[], fix: readonly number[]): { value: number; cos: number } {
  const q = new Quaternion(body[0], body[1], body[2], body[3]).normalize();
  q.multiply(new Quaternion(fix[0], fix[1], fix[2], fix[3]).normalize());
  let best = { value: 0, cos: -2 };
  for (const [v, n] of Object.entries(SPEC_LAYOUT)) {
    const y = new Vector3(...n).applyQuaternion(q).y;
    if (y > best.cos) best = { value: Number(v), cos: y };
  }
  return best;
}

/** The decoded rest pose [x, y, z, qx, qy, qz, qw] in scene units. */
function lastFrame(frames: readonly number[]): number[] {
  return framePose(frames, Infinity);
}

/** Every decoded pose of a track. */
function poses(frames: readonly number[]): number[][] {
  const d = Array.from(decodeFrames(frames));
  return Array.from({ length: d.length / 7 }, (_, k) => d.slice(k * 7, k * 7 + 7));
}

const close = (a: readonly number[], b: readonly number[], eps = 1e-9) =>
  a.every((x, i) => Math.abs(x - (b[i] as number)) < eps);

/** A random rotation from three uniform numbers (Shoemake). */
function randomRotation(u1: number, u2: number, u3: number): Quat {
  const a = Math.sqrt(1 - u1);
  const b = Math.sqrt(u1);
  const t2 = 2 * Math.PI * u2;
  const t3 = 2 * Math.PI * u3;
  return [a * Math.sin(t2), a * Math.cos(t2), b * Math.sin(t3), b * Math.cos(t3)];
}

describe('die faces', () => {
  it('the layout is a western die: 1 up, 2 front, 3 right, opposite faces sum to seven', () => {
    for (const v of FACE_VALUES) {
      expect(FACE_NORMALS[v]).toEqual(SPEC_LAYOUT[v]);
      const opposite = FACE_NORMALS[7 - v] as Vec3;
      expect(
        close(
          opposite.map((x) => -x),
          FACE_NORMALS[v] as Vec3,
        ),
      ).toBe(true);
    }
  });

  it('an unrotated die shows 1 up, perfectly flat', () => {
    expect(faceUp([0, 0, 0, 1])).toEqual({ value: 1, cos: 1 });
  });

  it('the turn between two faces carries the first onto the second and is a cube symmetry', () => {
    for (const a of FACE_VALUES) {
      for (const b of FACE_VALUES) {
        const q = quatBetweenFaces(a, b);
        expect(close(rotateVec(q, FACE_NORMALS[a] as Vec3), FACE_NORMALS[b] as Vec3)).toBe(true);
        // Every component of a 90°-multiple turn about a face axis is 0, ±½√2 or ±1.
        for (const c of q) expect([0, Math.SQRT1_2, 1].some((k) => Math.abs(Math.abs(c) - k) < 1e-12)).toBe(true);
      }
    }
  });

  it('laying a value up shows that value', () => {
    for (const v of FACE_VALUES) expect(faceUp(restingRotation(v))).toEqual({ value: v, cos: expect.closeTo(1, 12) });
  });

  it('faceFix makes whatever face landed show the wanted value, for any yaw of the body', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FACE_VALUES),
        fc.constantFrom(...FACE_VALUES),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        (landed, wanted, yaw) => {
          const turn: Quat = [0, Math.sin(yaw / 2), 0, Math.cos(yaw / 2)];
          const body = mulQuat(turn, restingRotation(landed));
          expect(faceUp(body).value).toBe(landed);
          const fix = faceFixFor(landed, wanted);
          expect(valueShown(body, fix)).toBe(wanted);
          expect(readTop(body, fix).value).toBe(wanted);
        },
      ),
    );
  });

  it('faceFix works on tilted and arbitrary rotations too (it only depends on which face is up)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.constantFrom(...FACE_VALUES),
        (u1, u2, u3, wanted) => {
          const body = randomRotation(u1, u2, u3);
          const landed = faceUp(body);
          expect(landed.cos).toBeGreaterThanOrEqual(1 / Math.sqrt(3) - 1e-9);
          expect(readTop(body, faceFixFor(landed.value, wanted)).value).toBe(wanted);
        },
      ),
    );
  });

  it('a die tilted by 10° still reads its face, with the tilt in the cosine', () => {
    const a = (10 * Math.PI) / 180;
    const tilt: Quat = [Math.sin(a / 2), 0, 0, Math.cos(a / 2)];
    const up = faceUp(mulQuat(tilt, restingRotation(4)));
    expect(up.value).toBe(4);
    expect(up.cos).toBeCloseTo(Math.cos(a), 12);
  });

  it('the client draws the same layout and tray as the server simulates', () => {
    for (const v of FACE_VALUES) {
      expect(CLIENT_NORMALS[v]).toEqual(FACE_NORMALS[v]);
      expect(close(RESTING_ROTATIONS[v] as Quat, restingRotation(v), 1e-12)).toBe(true);
    }
    // BoxGeometry groups face +x, -x, +y, -y, +z, -z.
    const groupNormals: Vec3[] = [
      [1, 0, 0],
      [-1, 0, 0],
      [0, 1, 0],
      [0, -1, 0],
      [0, 0, 1],
      [0, 0, -1],
    ];
    GROUP_VALUES.forEach((v, i) => {
      expect(FACE_NORMALS[v]).toEqual(groupNormals[i]);
    });
    expect({ ...clientTray }).toEqual({ ...serverTray });
  });
});

describe('simulated throws', () => {
  beforeAll(async () => {
    await initDicePhysics();
  });

  const CASES: { seed: number; values: number[]; channel: string; roll: number }[] = [];
  for (let i = 0; i < 120; i++) {
    const count = 1 + (i % 4);
    const values = Array.from({ length: count }, (_, k) => 1 + ((i * 7 + k * 5 + (i >> 3)) % 6));
    CASES.push({ seed: (i * 2654435761) >>> 0, values, channel: i % 3 === 0 ? 'code' : 'white', roll: i % 9 });
  }
  const throws = new Map<number, ThrowMessage>();
  const get = (i: number): ThrowMessage => {
    let t = throws.get(i);
    if (!t) {
      t = simulateThrow(CASES[i] as (typeof CASES)[number]);
      throws.set(i, t);
    }
    return t;
  };

  it('the face that lands up shows the decided value, for many seeds and value sets', () => {
    CASES.forEach((c, i) => {
      const t = get(i);
      expect(t.dice.map((d) => d.value)).toEqual(c.values);
      t.dice.forEach((d, k) => {
        const top = readTop(lastFrame(d.frames).slice(3), d.faceFix);
        expect(top.value, `case ${i} die ${k}`).toBe(c.values[k]);
      });
    });
  });

  it('every die ends at rest flat on the floor, inside the tray', () => {
    const halfEdge = serverTray.DIE_EDGE / 2;
    CASES.forEach((_, i) => {
      for (const d of get(i).dice) {
        const [x, y, z, ...q] = lastFrame(d.frames) as [number, number, number, number, number, number, number];
        expect(Math.abs(x)).toBeLessThanOrEqual(serverTray.TRAY_HALF_X - halfEdge + 0.01);
        expect(Math.abs(z)).toBeLessThanOrEqual(serverTray.TRAY_HALF_Z - halfEdge + 0.01);
        expect(y).toBeGreaterThan(halfEdge - 0.01);
        expect(y).toBeLessThan(halfEdge + 0.012);
        // Flat: the top face within 5° of vertical (not cocked against a wall or another die).
        expect(readTop(q, [0, 0, 0, 1]).cos).toBeGreaterThan(Math.cos((5 * Math.PI) / 180));
      }
    });
  });

  it('dice never sink through the floor or pass the side walls during the throw', () => {
    CASES.forEach((_, i) => {
      for (const d of get(i).dice) {
        poses(d.frames).forEach(([x, y, z], f) => {
          const ok =
            (y as number) > 0.05 &&
            Math.abs(x as number) < serverTray.TRAY_HALF_X &&
            (z as number) > -serverTray.TRAY_HALF_Z;
          if (!ok) expect.fail(`case ${i}: frame ${f} at ${x}, ${y}, ${z}`);
        });
      }
    });
  });

  it('the same input gives the same message, byte for byte', () => {
    for (const i of [0, 1, 2, 3, 57]) {
      const c = CASES[i] as (typeof CASES)[number];
      expect(JSON.stringify(simulateThrow({ ...c }))).toBe(JSON.stringify(simulateThrow({ ...c })));
      expect(Buffer.from(pack(simulateThrow({ ...c }))).equals(Buffer.from(pack(simulateThrow({ ...c }))))).toBe(true);
    }
  });

  it('another seed or another roll gives another throw', () => {
    const base = { seed: 42, values: [3, 3, 3, 3], channel: 'white', roll: 1 };
    const a = JSON.stringify(simulateThrow(base).dice.map((d) => d.frames));
    expect(JSON.stringify(simulateThrow({ ...base, seed: 43 }).dice.map((d) => d.frames))).not.toBe(a);
    expect(JSON.stringify(simulateThrow({ ...base, roll: 2 }).dice.map((d) => d.frames))).not.toBe(a);
  });

  it("a table's rolls play different motions from the bank: 512 in a row, none twice", () => {
    const seen = new Set<number>();
    for (let roll = 0; roll < THROW_BANK_SIZE; roll++)
      seen.add(bankPlace({ seed: 0xdecaf, values: [1, 2, 3, 4], channel: 'white', roll }));
    expect(seen.size).toBe(THROW_BANK_SIZE);
  });

  it('a roll that lands on a banked motion runs no physics, and shows its own values on the same motion', () => {
    const first = { seed: 7777, values: [1, 2, 3, 4], channel: 'white', roll: 3 };
    const a = simulateThrow(first);
    const banked = bankedThrows();
    // The same place (another table whose seed lands there, or the roll played again), other values.
    const again = simulateThrow({ ...first, values: [6, 6, 5, 1], channel: 'code' });
    expect(bankedThrows()).toBe(banked);
    expect(again.dice.map((d) => d.frames)).toEqual(a.dice.map((d) => d.frames));
    expect(again.dice.map((d) => d.value)).toEqual([6, 6, 5, 1]);
    again.dice.forEach((d) => {
      expect(readTop(lastFrame(d.frames).slice(3), d.faceFix).value).toBe(d.value);
    });
    // The next roll is another place: physics once more.
    simulateThrow({ ...first, roll: 4 });
    expect(bankedThrows()).toBe(banked + 1);
  });

  it("a motion a worker thread simulated comes back into the main thread's bank: that place's next rolls need no worker", async () => {
    const thrower = await startThrower(1);
    try {
      const tableSeed = [31, 41, 59, 26] as const;
      const roll = diceThrown('white', 5, [2, 4, 6, 1]);
      const input = throwInputs([roll], tableSeed)[0]!.input;
      expect(bankedMotion(4, bankPlace(input))).toBeUndefined();
      const [first] = await thrower.plan([roll], tableSeed);
      expect(bankedMotion(4, bankPlace(input))).toBeDefined();
      // Played in this thread now (no physics here: the bank's size does not move), the same motion, other faces.
      const banked = bankedThrows();
      const [again] = await thrower.plan([diceThrown('white', 5, [6, 6, 6, 6])], tableSeed);
      expect(bankedThrows()).toBe(banked);
      expect(again!.message.dice.map((d) => d.frames)).toEqual(first!.message.dice.map((d) => d.frames));
      expect(again!.message.dice.map((d) => readTop(lastFrame(d.frames).slice(3), d.faceFix).value)).toEqual([
        6, 6, 6, 6,
      ]);
      // At once, for the room to send in the action's own socket write; null while a motion is not banked here.
      expect(
        thrower.planNow([diceThrown('white', 5, [1, 1, 2, 2])], tableSeed)?.[0]?.message.dice.map((d) => d.frames),
      ).toEqual(first!.message.dice.map((d) => d.frames));
      let fresh = 6;
      while (bankedMotion(4, bankPlace({ ...input, roll: fresh }))) fresh++;
      expect(
        thrower.planNow([diceThrown('white', 5, [1, 1, 2, 2]), diceThrown('white', fresh, [3, 3, 3, 3])], tableSeed),
      ).toBeNull();
    } finally {
      await thrower.close();
    }
  });

  it('the message is plain: integer frames within 16 bits, faceFix rounded to 4 decimals', () => {
    CASES.forEach((c, i) => {
      const t = get(i);
      expect(t.roll).toBe(c.roll);
      expect(t.channel).toBe(c.channel);
      expect([30, 60]).toContain(t.fps);
      expect(t.dice).toHaveLength(c.values.length);
      for (const d of t.dice) {
        expect(d.frames.length % 7).toBe(0);
        expect(d.frames.length / 7).toBeGreaterThanOrEqual(2);
        // At most ~4 s of frames.
        expect(d.frames.length / 7).toBeLessThanOrEqual(4 * t.fps + 2);
        // msgpack sends each as a 1–3 byte integer (never a 9-byte float64, never -0).
        expect(d.frames.filter((x) => !Number.isInteger(x) || Object.is(x, -0) || Math.abs(x) > 32_767)).toEqual([]);
        const odd = d.faceFix.filter((x) => !Number.isFinite(x) || Math.abs(x * 1e4 - Math.round(x * 1e4)) > 1e-6);
        expect(odd).toEqual([]);
      }
      expect(JSON.parse(JSON.stringify(t))).toEqual(t);
    });
  });

  it('a throw is small on the wire: under 1 KB of msgpack per die (floats took ~2.7 KB)', () => {
    CASES.forEach((c, i) => {
      const bytes = pack(get(i)).length;
      expect(bytes, `case ${i}`).toBeLessThan(100 + 1_000 * c.values.length);
      expect(JSON.stringify(get(i)).length).toBeLessThan(100 + 2_000 * c.values.length);
    });
  });

  it('a played-back die ends exactly on its decoded rest pose, and shows the decided value there', () => {
    const pos = new Vector3();
    const quat = new Quaternion();
    CASES.forEach((c, i) => {
      get(i).dice.forEach((d, k) => {
        expect(poseAt(d.frames, 1e9, pos, quat)).toBe(true);
        const rest = lastFrame(d.frames);
        expect(close([pos.x, pos.y, pos.z, quat.x, quat.y, quat.z, quat.w], rest, 1e-12)).toBe(true);
        expect(readTop([quat.x, quat.y, quat.z, quat.w], d.faceFix).value, `case ${i} die ${k}`).toBe(c.values[k]);
      });
    });
  });

  it('the track never jumps to the other hemisphere of quaternions, so the frame differences stay small', () => {
    CASES.forEach((_, i) => {
      for (const d of get(i).dice) {
        const ps = poses(d.frames);
        for (let f = 1; f < ps.length; f++) {
          const a = ps[f - 1] as number[];
          const b = ps[f] as number[];
          expect(a[3]! * b[3]! + a[4]! * b[4]! + a[5]! * b[5]! + a[6]! * b[6]!).toBeGreaterThanOrEqual(0);
        }
      }
    });
  });

  it('the first frame is the dice entering from the thrower’s side (+z), above the wall', () => {
    CASES.forEach((_, i) => {
      for (const d of get(i).dice) {
        const [, y, z] = framePose(d.frames, 0) as [number, number, number];
        expect(z).toBeGreaterThan(serverTray.TRAY_HALF_Z - 0.2);
        expect(y).toBeGreaterThan(serverTray.TRAY_WALL_HEIGHT);
      }
    });
  });

  it('a throw without 1 to 4 values from 1 to 6 is a programming error', () => {
    expect(() => simulateThrow({ seed: 1, values: [], channel: 'white', roll: 0 })).toThrow();
    expect(() => simulateThrow({ seed: 1, values: [1, 2, 3, 4, 5], channel: 'white', roll: 0 })).toThrow();
    expect(() => simulateThrow({ seed: 1, values: [0], channel: 'white', roll: 0 })).toThrow();
    expect(() => simulateThrow({ seed: 1, values: [2.5], channel: 'white', roll: 0 })).toThrow();
  });
});

describe('thrown by hand: the gesture shapes the motion, never the values', () => {
  beforeAll(async () => {
    await initDicePhysics();
  });

  /** Mean horizontal velocity of the dice over the throw's first 3 frames (before any wall): units/s. */
  const launch = (t: ThrowMessage): { angle: number; speed: number } => {
    let dx = 0;
    let dz = 0;
    for (const d of t.dice) {
      const a = framePose(d.frames, 0);
      const b = framePose(d.frames, 3);
      dx += (b[0]! - a[0]!) / t.dice.length;
      dz += (b[2]! - a[2]!) / t.dice.length;
    }
    return { angle: Math.atan2(dx, -dz), speed: (Math.hypot(dx, dz) * t.fps) / 3 };
  };
  const BUCKETS = AIM_DIRECTIONS * AIM_STRENGTHS;
  const aimed = (bucket: number) =>
    simulateThrow({ seed: 0xa11, values: [6, 5, 4, 3], channel: 'white', roll: bucket, aim: bucketAim(bucket) });

  it('every gesture bucket lands its dice flat inside the tray, on the decided values', () => {
    const halfEdge = serverTray.DIE_EDGE / 2;
    for (let b = 0; b < BUCKETS; b++) {
      const t = aimed(b);
      t.dice.forEach((d, k) => {
        const [x, y, z, ...q] = lastFrame(d.frames) as [number, number, number, number, number, number, number];
        expect(Math.abs(x), `bucket ${b} die ${k}`).toBeLessThanOrEqual(serverTray.TRAY_HALF_X - halfEdge + 0.01);
        expect(Math.abs(z), `bucket ${b} die ${k}`).toBeLessThanOrEqual(serverTray.TRAY_HALF_Z - halfEdge + 0.01);
        expect(y).toBeLessThan(halfEdge + 0.012);
        expect(readTop(q, [0, 0, 0, 1]).cos).toBeGreaterThan(Math.cos((5 * Math.PI) / 180));
        expect(readTop(lastFrame(d.frames).slice(3), d.faceFix).value).toBe(d.value);
      });
      expect(t.dice.map((d) => d.value)).toEqual([6, 5, 4, 3]);
    }
  });

  it('the dice fly the way the hand threw them: left, straight or right, and harder the stronger the throw', () => {
    for (let direction = 0; direction < AIM_DIRECTIONS; direction++) {
      const speeds: number[] = [];
      for (let strength = 0; strength < AIM_STRENGTHS; strength++) {
        const bucket = direction * AIM_STRENGTHS + strength;
        const { angle, speed } = launch(aimed(bucket));
        expect(Math.abs(angle - bucketAim(bucket).angle), `bucket ${bucket}`).toBeLessThan(0.2);
        speeds.push(speed);
      }
      expect(speeds[0]!).toBeLessThan(speeds[1]!);
      expect(speeds[1]!).toBeLessThan(speeds[2]!);
    }
  });

  it("a gesture picks its bucket's own motions: the same gesture and roll play the same one, a plain throw never plays them", () => {
    const input = { seed: 99, values: [1, 2, 3], channel: 'white', roll: 4 };
    const soft = { angle: -0.9, strength: 0.1 };
    const hard = { angle: 0.9, strength: 0.95 };
    expect(aimBucket(soft)).toBe(0);
    expect(aimBucket(hard)).toBe(BUCKETS - 1);
    for (let roll = 0; roll < 3 * AIM_BANK_SIZE; roll++) {
      expect(bankPlace({ ...input, roll })).toBeLessThan(THROW_BANK_SIZE);
      const place = bankPlace({ ...input, roll, aim: hard });
      expect(place).toBeGreaterThanOrEqual(THROW_BANK_SIZE + (BUCKETS - 1) * AIM_BANK_SIZE);
      expect(place).toBeLessThan(THROW_BANK_SIZE + BUCKETS * AIM_BANK_SIZE);
    }
    // Within a bucket the exact numbers do not matter: two gestures in it play the same motion.
    const a = simulateThrow({ ...input, aim: hard });
    const b = simulateThrow({ ...input, aim: { angle: 0.95, strength: 0.7 } });
    expect(b.dice.map((d) => d.frames)).toEqual(a.dice.map((d) => d.frames));
    expect(simulateThrow({ ...input, aim: soft }).dice.map((d) => d.frames)).not.toEqual(a.dice.map((d) => d.frames));
  });

  it('a gesture off the wire is read as finite numbers, clamped and rounded; anything else is no gesture', () => {
    expect(parseDiceAim({ angle: 0.12345, strength: 0.5 })).toEqual({ angle: 0.123, strength: 0.5 });
    expect(parseDiceAim({ angle: -9, strength: 7, extra: 1 })).toEqual({ angle: -MAX_AIM_ANGLE, strength: 1 });
    for (const bad of [
      null,
      3,
      'up',
      [0.1, 0.5],
      {},
      { angle: 0.1 },
      { angle: '0', strength: 1 },
      { angle: NaN, strength: 1 },
      { angle: 0, strength: Infinity },
    ]) {
      expect(parseDiceAim(bad)).toBeNull();
    }
  });

  it("Masterdice's thrown roll carries the gesture to the throw, with the same values as a plain one", () => {
    const setup = masterdice.setup({ seed: [5, 6, 7, 8], players: 2, options: masterdice.defaultOptions });
    if (!setup.ok) throw new Error(setup.error.code);
    const code = masterdice.apply(setup.value, setup.value.coder, { type: 'roll-code' });
    if (!code.ok) throw new Error(code.error.code);
    const solver = 1 - setup.value.coder;
    const parsed = masterdice.parseAction({ type: 'roll', aim: { angle: 0.4, strength: 0.9, junk: true } });
    expect(parsed).toEqual({ ok: true, value: { type: 'roll', aim: { angle: 0.4, strength: 0.9 } } });
    if (!parsed.ok) return;
    const byHand = masterdice.apply(code.value.state, solver, parsed.value);
    const plain = masterdice.apply(code.value.state, solver, { type: 'roll' });
    if (!byHand.ok || !plain.ok) throw new Error('roll refused');
    expect(byHand.value.state).toEqual(plain.value.state);
    const [input] = throwInputs(byHand.value.events, [1, 2, 3, 4]);
    expect(input?.input.aim).toEqual({ angle: 0.4, strength: 0.9 });
    expect(throwInputs(plain.value.events, [1, 2, 3, 4])[0]?.input.aim).toBeUndefined();
    const bad = masterdice.parseAction({ type: 'roll', aim: { angle: 'left', strength: 1 } });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.code).toBe('masterdice/bad-action');
  });
});

describe('which events throw dice', () => {
  const seed = [1, 2, 3, 4] as const;

  it("any engine's 'dice-thrown' event makes one throw on its own channel, seeded by the table, with its roll", () => {
    const events: GameEvent[] = [{ type: 'moved' }, diceThrown('red', 7, [6, 1]), diceThrown('blue', 8, [3], [2])];
    expect(throwInputs(events, seed)).toEqual([
      { input: { seed: mixSeed(seed), values: [6, 1], channel: 'red', roll: 7 }, visibleTo: null },
      { input: { seed: mixSeed(seed), values: [3], channel: 'blue', roll: 8 }, visibleTo: [2] },
    ]);
  });

  it('an event that only looks like a throw (no channel, no values, another name) makes none', () => {
    const events: (GameEvent & Record<string, unknown>)[] = [
      { type: 'dice-thrown', roll: 1, values: [1] },
      { type: 'dice-thrown', channel: 'white', roll: 1, values: [] },
      { type: 'dice-thrown', channel: 'white', roll: '1', values: [2] },
      { type: 'rolled', channel: 'white', roll: 1, values: [2] },
    ];
    expect(throwInputs(events, seed)).toEqual([]);
  });

  it("Masterdice's code roll throws the code dice for the coder alone; the white roll throws for everyone", () => {
    const setup = masterdice.setup({ seed: [9, 9, 9, 9], players: 2, options: masterdice.defaultOptions });
    if (!setup.ok) throw new Error(setup.error.code);
    const coder = setup.value.coder;
    const code = masterdice.apply(setup.value, coder, { type: 'roll-code' });
    if (!code.ok) throw new Error(code.error.code);
    const [secret, ...none] = throwInputs(code.value.events, seed);
    expect(none).toEqual([]);
    expect(secret).toMatchObject({
      input: { channel: 'code', values: code.value.state.code, roll: 1 },
      visibleTo: [coder],
    });
    const white = masterdice.apply(code.value.state, 1 - coder, { type: 'roll' });
    if (!white.ok) throw new Error(white.error.code);
    expect(throwInputs(white.value.events, seed)).toEqual([
      { input: { seed: mixSeed(seed), values: white.value.state.roll, channel: 'white', roll: 2 }, visibleTo: null },
    ]);
  });
});
