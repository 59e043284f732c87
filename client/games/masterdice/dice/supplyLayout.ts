// Where the solver's unrolled white dice lie in the tray at first: a loose grid on the left, the same on
// every screen (their later knocks are local physics only).
import { TRAY_HALF_X, TRAY_HALF_Z } from './trayShape.js';

/** One supply die's starting place in the tray frame. */
export interface SupplySlot {
  readonly x: number;
  readonly z: number;
  /** Turn about the vertical axis, radians. */
  readonly yaw: number;
  /** Value shown on top (cosmetic). */
  readonly value: number;
}

/** Most supply dice a tray shows (the game's 18 white dice). */
export const SUPPLY_MAX = 18;

const COLS = 4;
const ROWS = 5;

/** Deterministic jitter in [-1, 1) from an index. */
function jitter(i: number, salt: number): number {
  let h = Math.imul(i + 1, 0x9e3779b1) ^ Math.imul(salt, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
  h ^= h >>> 13;
  return ((h >>> 0) / 4294967296) * 2 - 1;
}

/** The starting slots of the first `count` supply dice (at most SUPPLY_MAX). */
export function supplySlots(count: number): SupplySlot[] {
  const n = Math.max(0, Math.min(SUPPLY_MAX, Math.floor(count)));
  const slots: SupplySlot[] = [];
  const x0 = -TRAY_HALF_X + 0.2;
  const z0 = -TRAY_HALF_Z + 0.22;
  const dx = 0.27;
  const dz = (2 * TRAY_HALF_Z - 0.44) / (ROWS - 1);
  for (let i = 0; i < n; i++) {
    const col = i % COLS;
    const row = Math.floor(i / COLS) % ROWS;
    slots.push({
      x: x0 + col * dx + jitter(i, 1) * 0.035,
      z: z0 + row * dz + jitter(i, 2) * 0.035,
      yaw: jitter(i, 3) * Math.PI,
      value: 1 + (Math.floor((jitter(i, 4) + 1) * 3) % 6),
    });
  }
  return slots;
}
