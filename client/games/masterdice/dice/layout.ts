// The die's face layout on the client: which value sits where, and the rotation that lays a value up.
// Mirrors server/dice/faces.ts (1 up +y, 2 front +z, 3 right +x, opposites sum to 7); a test keeps them equal.

/** A quaternion [x, y, z, w], as in the throw tracks. */
export type QuatTuple = readonly [number, number, number, number];

/** Outward normal of each value's face in the die's own frame (index 1–6; index 0 unused). */
export const FACE_NORMALS: readonly (readonly [number, number, number])[] = [
  [0, 0, 0],
  [0, 1, 0],
  [0, 0, 1],
  [1, 0, 0],
  [-1, 0, 0],
  [0, 0, -1],
  [0, -1, 0],
];

/** The value printed on each BoxGeometry group, in three's group order (+x, -x, +y, -y, +z, -z). */
export const GROUP_VALUES = [3, 4, 1, 6, 2, 5] as const;

const S = Math.SQRT1_2;

/** Mesh rotation that shows value v on top (index 1–6): the cube turn carrying that face onto +y. */
export const RESTING_ROTATIONS: readonly QuatTuple[] = [
  [0, 0, 0, 1],
  [0, 0, 0, 1],
  [-S, 0, 0, S],
  [0, 0, S, S],
  [0, 0, -S, S],
  [S, 0, 0, S],
  [1, 0, 0, 0],
];

/** The rotation that shows `value` up; a value outside 1–6 gets the identity (1 up). */
export function restingRotation(value: number | undefined): QuatTuple {
  return (value !== undefined && RESTING_ROTATIONS[value]) || [0, 0, 0, 1];
}
