// The canvas' pixel ratio, moving and at rest. At rest the table draws as fine as the screen allows (up to 2: a
// phone's letters and card prints get a device pixel each, see printSharpness.ts); what a player reads, he reads
// on a still table. While something moves, frames must keep the frame-time budget: the table draws only while
// something moves (frameloop "demand"), so the budget is read from the time between a frame that asked for the
// next one and that next one. When most such frames of a sample miss the budget, the moving ratio steps down
// (2 → 1.5 → 1) and the count starts again; it never steps back up in that page (a ratio changing to and fro
// would make the table shimmer). Once the table has rested a moment, one more frame is drawn at the resting ratio.
// A software rasteriser (quality.ts) moves at half its ratio from the start: each frame there costs a core for a
// few hundred milliseconds (measured: 406 ms at 800×500, 151 ms at a quarter of the pixels).

/** The frame-time budget while something moves on the table: 50 frames a second, ms. */
export const FRAME_BUDGET_MS = 20;
/** How many frames of a moving scene are read before a verdict. */
export const SAMPLE_FRAMES = 24;
/** How long the table rests before it is drawn again at the resting ratio, ms (a press and its glide are one motion). */
export const SHARPEN_AFTER_MS = 250;
/** Each step down, in device pixels per CSS pixel. */
export const RATIO_STEP = 0.5;
/** The coarsest a moving table draws on a GPU: one device pixel per CSS pixel. */
export const GPU_FLOOR = 1;
/** The ratio a software rasteriser moves at: half its resting ratio's pixels across, a quarter of the work. */
export const SOFTWARE_MOVING = 0.5;

/** What the governor remembers: the resting and moving ratios, the moving frames read and how many were late. */
export interface RatioGovernor {
  readonly rest: number;
  readonly moving: number;
  readonly floor: number;
  readonly read: number;
  readonly over: number;
}

/** A governor for a canvas resting at `rest` (capped at 2): a GPU moves at it until measured; software at SOFTWARE_MOVING. */
export function startRatio(rest: number, software = false): RatioGovernor {
  const r = Math.min(2, rest);
  const floor = software ? Math.min(r, SOFTWARE_MOVING) : Math.min(r, GPU_FLOOR);
  return { rest: r, moving: software ? floor : r, floor, read: 0, over: 0 };
}

/**
 * The governor after one more drawn frame, `gapMs` after the one before; `asked`: the frame before asked for
 * this one (else the table rested between them: no frame time). Once SAMPLE_FRAMES frame times are read: more
 * than half over budget (the median over it) → the moving ratio one step down; else the count starts again.
 */
export function afterFrame(g: RatioGovernor, gapMs: number, asked: boolean): RatioGovernor {
  if (g.moving <= g.floor || !asked || !(gapMs > 0)) return g;
  const read = g.read + 1,
    over = g.over + (gapMs > FRAME_BUDGET_MS ? 1 : 0);
  if (read < SAMPLE_FRAMES) return { ...g, read, over };
  return { ...g, moving: over * 2 > read ? Math.max(g.floor, g.moving - RATIO_STEP) : g.moving, read: 0, over: 0 };
}

/** The ratio the next frame draws at: the moving one while the last frame asked for another, else the resting one. */
export function ratioFor(g: RatioGovernor, moving: boolean): number {
  return moving ? g.moving : g.rest;
}
