// The overlay's wide shot: the whole table with room around it, so that a stream sees its own background there
// (a seat's or the director's usual wide shot fills the window with wood and felt: nothing would be see-through).
import type { CameraPose } from '../../kit/contract.js';
import { CAMERA_FOV_DEG as FOV_DEG, TABLE_DEPTH, TABLE_LENGTH } from '../../scene/dimensions.js';

/** The table top's reach from its centre, a little beyond the corners (the bevel and the pieces at the edge). */
const TABLE_REACH = Math.hypot(TABLE_LENGTH, TABLE_DEPTH) / 2 + 0.3;
/**
 * How much of the window's height the table's bounding sphere takes. Above 1 because the top, seen from above at
 * a slant, is much flatter than its sphere: 1.2 leaves a margin of stream all around the table at 16:9.
 */
const FILL = 1.2;
/** Where the shot looks: the table's centre, a little below the top so the legs under it stay in frame. */
const AIM: readonly [number, number, number] = [0, -0.6, 0];

/**
 * The same side and elevation as `wide` (the director's wide shot), pulled back until the whole table top fits the
 * window's height with a margin. Landscape windows are assumed (CameraRig pulls back further for a tall one).
 */
export function overlayWideShot(wide: CameraPose): CameraPose {
  const [px, py, pz] = wide.position;
  const [tx, ty, tz] = wide.target;
  const len = Math.hypot(px - tx, py - ty, pz - tz) || 1;
  const dist = TABLE_REACH / Math.sin(((FOV_DEG / 2) * Math.PI) / 180) / FILL;
  const d = [(px - tx) / len, (py - ty) / len, (pz - tz) / len] as const;
  return { position: [AIM[0] + d[0] * dist, AIM[1] + d[1] * dist, AIM[2] + d[2] * dist], target: AIM };
}
