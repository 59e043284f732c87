// The table's measures, in scene units (1 unit = 10 cm, y up, the table top at y = 0). Seat 0 sits at +z
// looking toward -z; seat 1 sits at -z.

/** Length of the table top along x (160 cm). */
export const TABLE_LENGTH = 16;
/** Depth of the table top along z (100 cm). */
export const TABLE_DEPTH = 10;
/** Corner radius of the top. */
export const TABLE_CORNER = 0.9;
/** Thickness of the top board (4.5 cm) below y = 0, bevel included. */
export const TABLE_THICKNESS = 0.45;
/** Height of the table: the floor lies at y = -TABLE_HEIGHT. */
export const TABLE_HEIGHT = 7.4;
/** The felt cloth in the middle: its size along x and z. */
export const FELT_LENGTH = 12.6;
export const FELT_DEPTH = 7;
/** Corner radius of the felt. */
export const FELT_CORNER = 0.55;
/** Height of the felt above the wood (1 mm): dice and boards rest at y ≈ 0. */
export const FELT_Y = 0.01;

/** The table camera's vertical field of view, degrees (TableCanvas sets it; the director and the overlay frame with it). */
export const CAMERA_FOV_DEG = 40;
