// The dice tray's measurements in its local frame (1 unit = 10 cm, y up, floor at y = 0), as the server's
// physics uses them (server/dice/tray.ts); a test keeps both equal. The thrower sits on the +z side.

/** Interior half width: x ∈ [-1.5, 1.5]. */
export const TRAY_HALF_X = 1.5;
/** Interior half depth: z ∈ [-1, 1]. */
export const TRAY_HALF_Z = 1;
/** Height of the walls above the floor. */
export const TRAY_WALL_HEIGHT = 0.35;
/** Thickness of the walls. */
export const TRAY_WALL_THICKNESS = 0.12;
/** Edge of a die. */
export const DIE_EDGE = 0.18;
/** Radius of a die's rounded edges. */
export const DIE_ROUNDING = 0.018;
