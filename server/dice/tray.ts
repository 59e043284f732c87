// The dice tray and the dice as the physics sees them, in the tray's local frame (1 unit = 10 cm, y up,
// floor at y = 0). The client's dice/trayShape.ts repeats these numbers; a test keeps both equal.

/** Interior half extents of the tray: x ∈ [-1.5, 1.5], z ∈ [-1, 1]. */
export const TRAY_HALF_X = 1.5;
/** Interior half depth: the thrower sits on the +z side. */
export const TRAY_HALF_Z = 1;
/** Height of the tray's walls above the floor (3.5 cm). */
export const TRAY_WALL_HEIGHT = 0.35;
/** Thickness of the tray's walls. */
export const TRAY_WALL_THICKNESS = 0.12;

/** Edge of a die (1.8 cm). */
export const DIE_EDGE = 0.18;
/** Radius of the die's rounded edges and corners. */
export const DIE_ROUNDING = 0.018;
