// Pure die-face maths: which face of a rotated die points up, and the mesh rotation (faceFix) that makes
// the face that landed show a decided value. No Rapier here, so it is tested on its own.

/** A quaternion as [x, y, z, w] (three.js and Rapier order). Example: [0, 0, 0, 1] is no rotation. */
export type Quat = readonly [number, number, number, number];
/** A vector [x, y, z]. Example: [0, 1, 0] is up. */
export type Vec3 = readonly [number, number, number];

/**
 * Where each value sits on the die, as the outward normal in the die's own frame: 1 up (+y), 2 front (+z),
 * 3 right (+x); opposite faces sum to 7, and 1-2-3 run counter-clockwise around their corner (a western die).
 * The client's `dice/layout.ts` repeats this table; a test keeps both equal.
 */
export const FACE_NORMALS: Readonly<Record<number, Vec3>> = {
  1: [0, 1, 0],
  2: [0, 0, 1],
  3: [1, 0, 0],
  4: [-1, 0, 0],
  5: [0, 0, -1],
  6: [0, -1, 0],
};

/** The six values, in order, for loops. */
export const FACE_VALUES = [1, 2, 3, 4, 5, 6] as const;

/** The identity rotation. */
export const IDENTITY: Quat = [0, 0, 0, 1];

/** Rotates vector `v` by unit quaternion `q` (v' = q v q*). */
export function rotateVec(q: Quat, v: Vec3): Vec3 {
  const [qx, qy, qz, qw] = q;
  const [vx, vy, vz] = v;
  // t = 2 * cross(q.xyz, v); v' = v + w t + cross(q.xyz, t)
  const tx = 2 * (qy * vz - qz * vy);
  const ty = 2 * (qz * vx - qx * vz);
  const tz = 2 * (qx * vy - qy * vx);
  return [vx + qw * tx + (qy * tz - qz * ty), vy + qw * ty + (qz * tx - qx * tz), vz + qw * tz + (qx * ty - qy * tx)];
}

/** The product a·b: first rotate by b, then by a (same convention as three's `multiplyQuaternions(a, b)`). */
export function mulQuat(a: Quat, b: Quat): Quat {
  const [ax, ay, az, aw] = a;
  const [bx, by, bz, bw] = b;
  return [
    ax * bw + aw * bx + ay * bz - az * by,
    ay * bw + aw * by + az * bx - ax * bz,
    az * bw + aw * bz + ax * by - ay * bx,
    aw * bw - ax * bx - ay * by - az * bz,
  ];
}

/** `q` scaled to unit length (rounded quaternions from the wire drift a little). */
export function normalizeQuat(q: Quat): Quat {
  const n = Math.hypot(q[0], q[1], q[2], q[3]);
  return n === 0 ? IDENTITY : [q[0] / n, q[1] / n, q[2] / n, q[3] / n];
}

/** The face pointing most upward for a die with world rotation `q`, and the cosine of its tilt from vertical. */
export function faceUp(q: Quat): { value: number; cos: number } {
  let best = 1;
  let cos = -Infinity;
  for (const v of FACE_VALUES) {
    const y = rotateVec(q, FACE_NORMALS[v] as Vec3)[1];
    if (y > cos) {
      cos = y;
      best = v;
    }
  }
  return { value: best, cos };
}

/**
 * The cube symmetry (a multiple of 90° about a face axis) that carries face `from` onto face `to`: identity
 * when equal, a quarter turn when adjacent, a half turn about a face axis when opposite.
 */
export function quatBetweenFaces(from: number, to: number): Quat {
  const a = FACE_NORMALS[from];
  const b = FACE_NORMALS[to];
  if (!a || !b) throw new Error(`quatBetweenFaces: bad face ${from} → ${to}`);
  const dot = a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
  if (dot > 0.5) return IDENTITY;
  const s = Math.SQRT1_2;
  if (dot < -0.5) {
    // Half turn about a face axis perpendicular to a: pick the first axis not parallel to a.
    const axis: Vec3 = Math.abs(a[0]) < 0.5 ? [1, 0, 0] : [0, 1, 0];
    return [axis[0], axis[1], axis[2], 0];
  }
  // Quarter turn about a × b.
  const cx = a[1] * b[2] - a[2] * b[1];
  const cy = a[2] * b[0] - a[0] * b[2];
  const cz = a[0] * b[1] - a[1] * b[0];
  return [cx * s, cy * s, cz * s, s];
}

/**
 * The mesh rotation that makes a die whose face `landed` points up show `wanted` there instead: the body keeps
 * its rotation q, the mesh gets q·faceFix, and faceFix carries the `wanted` face onto the `landed` one.
 */
export function faceFixFor(landed: number, wanted: number): Quat {
  return quatBetweenFaces(wanted, landed);
}

/** A rotation that lays a die with `value` up (for dice resting on a board): carries that face onto face 1 (+y). */
export function restingRotation(value: number): Quat {
  return quatBetweenFaces(value, 1);
}

/** The value a viewer reads on top of a die with body rotation `body` and mesh rotation `fix`. */
export function valueShown(body: Quat, fix: Quat): number {
  return faceUp(mulQuat(normalizeQuat(body), fix)).value;
}
