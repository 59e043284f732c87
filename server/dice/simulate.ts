// Simulates one physical throw with Rapier (WASM, deterministic on one machine) and turns it into the
// keyframe track every client plays back: free physics from seeded initial conditions, kept in a bank of motions
// per count of dice, then a faceFix per die so the face that landed up shows the value the engine decided.
import RAPIER from '@dimforge/rapier3d-compat';
import { TRACK_POS_SCALE, type DieTrack, type ThrowMessage } from '../../shared/protocol.js';
import { makeRng, MAX_AIM_ANGLE, mixSeed, nextFloat, type DiceAim, type RngState } from '../../shared/core/index.js';
import { faceFixFor, faceUp, type Quat } from './faces.js';
import { encodeFrames, quantizePose, wireRotation, type WirePose } from '../../shared/core/dice-track.js';
import { DIE_EDGE, DIE_ROUNDING, TRAY_HALF_X, TRAY_HALF_Z, TRAY_WALL_HEIGHT, TRAY_WALL_THICKNESS } from './tray.js';

/** What the room asks for: the engine's values for this roll and a seed derived from the game's RNG. */
export interface ThrowInput {
  /** Any 32-bit integer (the table's); the same seed, roll and values give the same throw. */
  readonly seed: number;
  /** The decided values, 1–6, one per die (1 to 4 dice). */
  readonly values: readonly number[];
  /** The game's name for these dice (the event's channel), copied into the message for the clients. */
  readonly channel: string;
  /** The game's roll counter, copied into the message and mixed into the seed. */
  readonly roll: number;
  /** The thrower's gesture (absent: a plain throw): picks the motions thrown that way. */
  readonly aim?: DiceAim;
}

/** Frames per second of the track. */
export const THROW_FPS = 60;
/**
 * Gravity in units/s² (0.4 g): a 1.8 cm die at full gravity stops within half a second; a slightly slow
 * throw reads better on screen.
 */
const GRAVITY = 40;
/** Physics steps per second (several per recorded frame, so fast dice never tunnel). */
const STEP_HZ = 240;
const STEPS_PER_FRAME = STEP_HZ / THROW_FPS;
/** Longest throw recorded: 4 s. */
const MAX_STEPS = 4 * STEP_HZ;
/** A die is at rest when slower than this (units/s, rad/s) for REST_STEPS steps in a row. */
const REST_LINEAR = 0.03;
const REST_ANGULAR = 0.3;
const REST_STEPS = 24;
/** A resting die must lie flat: its top face within ~4° of vertical, its centre on the floor. */
const FLAT_COS = 0.9975;
const FLOOR_SLACK = 0.012;
/** Re-simulations with the next sub-seed before settling for the least bad throw. */
const MAX_ATTEMPTS = 24;
/**
 * Trailing frames this close to the rest pose are dropped, in wire units: 1/1000 unit (0.1 mm) of position,
 * 6/10000 of a quaternion component (under 0.1°), so the last step onto the rest pose cannot be seen.
 */
const STILL_POS = 1;
const STILL_QUAT = 6;

let loading: Promise<void> | null = null;
let ready = false;

/** Loads Rapier's WASM once; await it before the first `simulateThrow`. */
export function initDicePhysics(): Promise<void> {
  if (!loading) {
    // rapier3d-compat 0.19 calls its own wasm-bindgen loader the old way and warns about it; hush that line only.
    const warn = console.warn;
    console.warn = (...args: unknown[]) => {
      if (typeof args[0] === 'string' && args[0].startsWith('using deprecated parameters for the initialization'))
        return;
      warn(...args);
    };
    loading = RAPIER.init()
      .then(() => {
        ready = true;
      })
      .finally(() => {
        console.warn = warn;
      });
  }
  return loading;
}

const round4 = (x: number): number => {
  const r = Math.round(x * 1e4) / 1e4;
  return r === 0 ? 0 : r; // no -0
};

/** A small cursor over the shared seeded generator. */
class Dice {
  private state: RngState;
  constructor(seed: number) {
    this.state = makeRng(seed);
  }
  /** Uniform in [a, b). */
  range(a: number, b: number): number {
    const [u, s] = nextFloat(this.state);
    this.state = s;
    return a + (b - a) * u;
  }
  /** ±[a, b). */
  signed(a: number, b: number): number {
    return (this.range(0, 1) < 0.5 ? -1 : 1) * this.range(a, b);
  }
  /** A uniformly random rotation (Shoemake). */
  rotation(): Quat {
    const u1 = this.range(0, 1);
    const u2 = this.range(0, 2 * Math.PI);
    const u3 = this.range(0, 2 * Math.PI);
    const a = Math.sqrt(1 - u1);
    const b = Math.sqrt(u1);
    return [a * Math.sin(u2), a * Math.cos(u2), b * Math.sin(u3), b * Math.cos(u3)];
  }
}

interface Attempt {
  /** Per die: its poses in wire units (absolute), one per recorded frame. */
  readonly frames: WirePose[][];
  /** Per die: the face that ended up, and how flat. */
  readonly landed: { value: number; cos: number }[];
  /** All dice lie flat on the floor, inside the tray, at rest. */
  readonly good: boolean;
  /** Lower is better, for the fallback when no attempt is good. */
  readonly badness: number;
}

function buildTray(world: RAPIER.World): void {
  const floor = RAPIER.ColliderDesc.cuboid(TRAY_HALF_X + 1, 0.1, TRAY_HALF_Z + 1)
    .setTranslation(0, -0.1, 0)
    .setFriction(0.35)
    .setRestitution(0.4);
  world.createCollider(floor);
  const h = TRAY_WALL_HEIGHT / 2;
  const t = TRAY_WALL_THICKNESS / 2;
  const walls: [number, number, number, number, number][] = [
    // half x, half z, centre x, centre z (walls overlap at the corners)
    [TRAY_HALF_X + 2 * t, t, 0, TRAY_HALF_Z + t, 0],
    [TRAY_HALF_X + 2 * t, t, 0, -TRAY_HALF_Z - t, 0],
    [t, TRAY_HALF_Z + 2 * t, TRAY_HALF_X + t, 0, 0],
    [t, TRAY_HALF_Z + 2 * t, -TRAY_HALF_X - t, 0, 0],
  ];
  for (const [hx, hz, cx, cz] of walls) {
    world.createCollider(
      RAPIER.ColliderDesc.cuboid(hx, h, hz).setTranslation(cx, h, cz).setFriction(0.3).setRestitution(0.45),
    );
  }
}

function simulateOnce(count: number, seed: number, aim: DiceAim | null): Attempt {
  const rng = new Dice(seed);
  const world = new RAPIER.World({ x: 0, y: -GRAVITY, z: 0 });
  try {
    world.timestep = 1 / STEP_HZ;
    buildTray(world);
    const half = DIE_EDGE / 2 - DIE_ROUNDING;
    const spread = 0.36;
    // A plain throw: from anywhere along the near wall, mostly straight ahead. An aimed one: from the side its
    // angle comes from, along it, faster the stronger it is.
    const sin = aim ? Math.sin(aim.angle) : 0;
    const cos = aim ? Math.cos(aim.angle) : 1;
    const speed = aim ? 5.2 + 5.6 * aim.strength + rng.range(-0.3, 0.3) : 0;
    const centreX = aim ? Math.max(-1, Math.min(1, -sin * 1.1)) + rng.range(-0.1, 0.1) : rng.range(-0.45, 0.45);
    const driftX = aim ? sin * speed : rng.range(-1.2, 1.2);
    const spin = aim ? 0.55 + 0.65 * aim.strength : 1;
    const bodies: RAPIER.RigidBody[] = [];
    for (let i = 0; i < count; i++) {
      const x = centreX + (i - (count - 1) / 2) * spread + rng.range(-0.02, 0.02);
      const rot = rng.rotation();
      const desc = RAPIER.RigidBodyDesc.dynamic()
        .setTranslation(x, rng.range(0.58, 0.78), TRAY_HALF_Z + rng.range(0.05, 0.2))
        .setRotation({ x: rot[0], y: rot[1], z: rot[2], w: rot[3] })
        .setLinvel(
          driftX + rng.range(-0.5, 0.5),
          rng.range(-1, 0.8),
          aim ? -cos * speed + rng.range(-0.3, 0.3) : -rng.range(5.8, 10.4),
        )
        .setAngvel({ x: spin * rng.signed(8, 28), y: spin * rng.signed(4, 18), z: spin * rng.signed(8, 28) })
        .setLinearDamping(0.1)
        .setAngularDamping(0.1)
        .setCanSleep(false);
      const body = world.createRigidBody(desc);
      world.createCollider(
        RAPIER.ColliderDesc.roundCuboid(half, half, half, DIE_ROUNDING)
          .setDensity(1)
          .setFriction(0.35)
          .setRestitution(0.5),
        body,
      );
      bodies.push(body);
    }

    const frames: WirePose[][] = bodies.map(() => []);
    const still = bodies.map(() => 0);
    const record = () => {
      bodies.forEach((b, i) => {
        const f = frames[i] as WirePose[];
        f.push(quantizePose(b.translation(), b.rotation(), f[f.length - 1]));
      });
    };
    record();
    let step = 0;
    let allStill = false;
    while (step < MAX_STEPS) {
      world.step();
      step++;
      allStill = true;
      bodies.forEach((b, i) => {
        const v = b.linvel();
        const w = b.angvel();
        const slow = Math.hypot(v.x, v.y, v.z) < REST_LINEAR && Math.hypot(w.x, w.y, w.z) < REST_ANGULAR;
        still[i] = slow ? (still[i] ?? 0) + 1 : 0;
        if ((still[i] ?? 0) < REST_STEPS) allStill = false;
      });
      if (step % STEPS_PER_FRAME === 0) record();
      if (allStill) break;
    }
    if (step % STEPS_PER_FRAME !== 0) record();

    let good = allStill;
    let badness = allStill ? 0 : 10;
    const landed = bodies.map((_, i) => {
      // Judged on the rest pose as the clients decode it, so the faceFix fits exactly what they show.
      const rest = (frames[i] as WirePose[]).at(-1) as WirePose;
      const up = faceUp(wireRotation(rest));
      const [x, y, z] = [rest[0] / TRACK_POS_SCALE, rest[1] / TRACK_POS_SCALE, rest[2] / TRACK_POS_SCALE];
      const inside = Math.abs(x) < TRAY_HALF_X && Math.abs(z) < TRAY_HALF_Z;
      const onFloor = y < DIE_EDGE / 2 + FLOOR_SLACK;
      if (!(inside && onFloor && up.cos >= FLAT_COS)) good = false;
      badness += (inside ? 0 : 100) + (onFloor ? 0 : 10) + (1 - up.cos);
      return up;
    });
    return { frames, landed, good, badness };
  } finally {
    world.free();
  }
}

/** Drops the trailing frames where the die no longer moves (it holds its last frame on the client). */
function trimStill(poses: readonly WirePose[]): WirePose[] {
  const rest = poses.at(-1) as WirePose;
  const near = (p: WirePose) => p.every((v, j) => Math.abs(v - rest[j]!) <= (j < 3 ? STILL_POS : STILL_QUAT));
  let k = poses.length - 1;
  while (k > 0 && near(poses[k - 1] as WirePose)) k--;
  // Keep frames 0..k-1 as recorded, then the rest pose exactly.
  return [...poses.slice(0, k), rest];
}

/**
 * Plain throws in the bank for each count of dice. A roll plays one of them, picked by its seed and roll number,
 * with each die's faceFix turned to the roll's values: the physics (~8 ms for four dice, 90 ms when a throw must
 * be re-rolled) runs once per bank place and process, and a roll after that costs a lookup. A table's rolls walk
 * the places in turn from one its seed picks, so it sees a motion again only after 512 rolls of a count of dice;
 * the same roll always plays the same one.
 */
export const THROW_BANK_SIZE = 512;
/** Directions and strengths an aimed throw is sorted into: 8 across ±MAX_AIM_ANGLE, 3 from soft to hard. */
export const AIM_DIRECTIONS = 8;
export const AIM_STRENGTHS = 3;
/** Motions per gesture bucket (places after the plain ones); the bank holds (512 + 24 × 32) × 4 motions at most (~25 MB). */
export const AIM_BANK_SIZE = 32;
const BANK_PLACES = THROW_BANK_SIZE + AIM_DIRECTIONS * AIM_STRENGTHS * AIM_BANK_SIZE;
/** Seed of the bank's motions (any constant: the bank is the same in every process and every run). */
const BANK_SEED = 0x7a401d1c;

/** A simulated motion: per die, its encoded track (trailing still frames dropped) and the face it landed on. */
export interface BankedThrow {
  readonly frames: readonly (readonly number[])[];
  readonly landed: readonly number[];
}

const bank = new Map<number, BankedThrow>();

/** The gesture bucket of an aim (0 ≤ b < AIM_DIRECTIONS × AIM_STRENGTHS): direction × AIM_STRENGTHS + strength. */
export function aimBucket(aim: DiceAim): number {
  const clamp = (x: number, n: number) => Math.max(0, Math.min(n - 1, Math.floor(x * n)));
  const direction = clamp((aim.angle + MAX_AIM_ANGLE) / (2 * MAX_AIM_ANGLE), AIM_DIRECTIONS);
  return direction * AIM_STRENGTHS + clamp(aim.strength, AIM_STRENGTHS);
}

/** The aim a bucket's motions are thrown with: the middle of its direction and strength. */
export function bucketAim(bucket: number): DiceAim {
  const direction = Math.floor(bucket / AIM_STRENGTHS);
  const strength = bucket % AIM_STRENGTHS;
  return {
    angle: -MAX_AIM_ANGLE + ((direction + 0.5) * 2 * MAX_AIM_ANGLE) / AIM_DIRECTIONS,
    strength: (strength + 0.5) / AIM_STRENGTHS,
  };
}

/**
 * The bank's place a roll plays: a plain throw's among the first THROW_BANK_SIZE (the next roll of a table, the
 * next place); an aimed one's among its gesture bucket's AIM_BANK_SIZE places after those.
 */
export function bankPlace(input: ThrowInput): number {
  const turn = mixSeed(input.seed, input.values.length) + (input.roll >>> 0);
  if (!input.aim) return turn % THROW_BANK_SIZE;
  return THROW_BANK_SIZE + aimBucket(input.aim) * AIM_BANK_SIZE + (turn % AIM_BANK_SIZE);
}

/** The aim a bank place's motion is thrown with; null for the plain places. */
function placeAim(place: number): DiceAim | null {
  return place < THROW_BANK_SIZE ? null : bucketAim(Math.floor((place - THROW_BANK_SIZE) / AIM_BANK_SIZE));
}

/** How many motions this process has simulated into the bank so far (the benchmark's hit count). */
export function bankedThrows(): number {
  return bank.size;
}

/** The motion at `place` for `count` dice: simulated the first time it is asked for (re-rolled while bad). */
function banked(count: number, place: number): BankedThrow {
  const hit = bank.get(count * BANK_PLACES + place);
  if (hit) return hit;
  const aim = placeAim(place);
  let best: Attempt | null = null;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const a = simulateOnce(count, mixSeed(BANK_SEED, count, place, attempt), aim);
    if (!best || a.badness < best.badness) best = a;
    if (a.good) break;
  }
  const chosen = best as Attempt;
  const motion: BankedThrow = {
    frames: chosen.frames.map((f) => encodeFrames(trimStill(f))),
    landed: chosen.landed.map((l) => l.value),
  };
  bankThrow(count, place, motion);
  return motion;
}

/** The motion banked at `place` for `count` dice in this thread, if any. */
export function bankedMotion(count: number, place: number): BankedThrow | undefined {
  return bank.get(count * BANK_PLACES + place);
}

/**
 * Banks a motion in this thread: one simulated here, or one a worker thread simulated (the pool hands it to the
 * main thread, which then plays that place's rolls itself, with no message to a worker).
 */
export function bankThrow(count: number, place: number, motion: BankedThrow): void {
  if (
    Number.isInteger(count) &&
    count >= 1 &&
    count <= 4 &&
    Number.isInteger(place) &&
    place >= 0 &&
    place < BANK_PLACES
  ) {
    // Every roll on this place sends these very tracks (playOn shares them): frozen, so nothing can change them.
    for (const frames of motion.frames) Object.freeze(frames);
    bank.set(count * BANK_PLACES + place, motion);
  }
}

/** Checks a throw's values (1 to 4 dice, each 1–6): a programming error otherwise. */
function checkValues(input: ThrowInput): void {
  const count = input.values.length;
  if (count < 1 || count > 4 || input.values.some((v) => !Number.isInteger(v) || v < 1 || v > 6)) {
    throw new Error(`simulateThrow: bad values ${JSON.stringify(input.values)}`);
  }
}

/** Each (landed, wanted) face pair's faceFix as sent (4 decimals), made once: 36 read-only tuples. */
const faceFixes = new Map<number, DieTrack['faceFix']>();

/** The faceFix that turns face `landed` into `value` up, shared by every roll that needs it. */
function faceFixSent(landed: number, value: number): DieTrack['faceFix'] {
  const key = landed * 8 + value;
  let fix = faceFixes.get(key);
  if (!fix) {
    const q = faceFixFor(landed, value);
    fix = Object.freeze([round4(q[0]), round4(q[1]), round4(q[2]), round4(q[3])] as const);
    faceFixes.set(key, fix);
  }
  return fix;
}

/**
 * A roll played on a motion: its tracks, each die's faceFix turned so the face that landed shows its value. The
 * tracks are the bank's own (read-only, never copied: a copy per roll was a seventh of the server's garbage per
 * action under load).
 */
function playOn(input: ThrowInput, motion: BankedThrow): ThrowMessage {
  const dice: DieTrack[] = motion.frames.map((frames, i) => {
    const value = input.values[i] as number;
    return { frames, faceFix: faceFixSent(motion.landed[i] as number, value), value };
  });
  return { roll: input.roll, channel: input.channel, fps: THROW_FPS, dice };
}

/** The throw for `input` when its motion is banked in this thread (a few µs, no physics), else null. */
export function bankedThrow(input: ThrowInput): ThrowMessage | null {
  checkValues(input);
  const motion = bankedMotion(input.values.length, bankPlace(input));
  return motion ? playOn(input, motion) : null;
}

/**
 * One throw for the room to broadcast: a motion from the bank (Rapier from seeded initial conditions, re-rolled
 * with the next sub-seed while a die ends cocked, stacked or outside the tray), then each die's faceFix makes
 * the face that landed up show the decided value. Synchronous; call `initDicePhysics()` first.
 */
export function simulateThrow(input: ThrowInput): ThrowMessage {
  if (!ready) throw new Error('simulateThrow: call and await initDicePhysics() first');
  checkValues(input);
  return playOn(input, banked(input.values.length, bankPlace(input)));
}
