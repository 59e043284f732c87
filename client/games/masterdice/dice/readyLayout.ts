// Where the solver's dice lie in his tray before he throws them: a loose line by the near wall, in the tray's
// frame (floor y = 0, the solver on +z), shared by the still dice and the physical ones so the swap is unseen; and
// the push a click gives one.

/** One ready die: its centre on the floor, its turn about y, and the face it shows (unthrown: any). */
export interface ReadySlot {
  readonly x: number;
  readonly z: number;
  readonly yaw: number;
  readonly value: number;
}

/** Faces the unthrown dice show (they mean nothing yet; varied, so they read as dice). */
const FACES = [5, 2, 6, 3] as const;

/** The slots of `count` ready dice (0–4), left to right as the solver sees them. */
export function readySlots(count: number): ReadySlot[] {
  const n = Math.max(0, Math.min(4, Math.floor(count)));
  return Array.from({ length: n }, (_, i) => ({
    x: (i - (n - 1) / 2) * 0.36 + (((i * 7) % 3) - 1) * 0.03,
    z: 0.62 + ((i % 2) - 0.5) * 0.12,
    yaw: (((i * 37) % 11) - 5) * 0.07,
    value: FACES[i] as number,
  }));
}

/** The impulse of a flick: away from where the die was hit, and up. A hit from above pushes it along z. */
export function flickImpulse(
  centre: { x: number; z: number },
  hit: { x: number; z: number },
  mass: number,
): { x: number; y: number; z: number } {
  let dx = centre.x - hit.x;
  let dz = centre.z - hit.z;
  const d = Math.hypot(dx, dz);
  if (d < 1e-6) [dx, dz] = [0, -1];
  else [dx, dz] = [dx / d, dz / d];
  return { x: dx * 3 * mass, y: 3.5 * mass, z: dz * 3 * mass };
}
