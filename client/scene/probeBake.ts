// The light probe's bake, guarded. three's LightProbeGenerator reads the cube map back from the GPU
// asynchronously, and that read rejects (with no reason at all) when the WebGL context goes mid-bake: the canvas
// unmounted, the quality tier changed the cube's size, the page left. A failed bake must never reach the page as
// an unhandled rejection: once its scene is gone it is dropped; while the scene lives it is tried again, a few times.

/** How many reads a bake may try while its scene lives. */
export const BAKE_TRIES = 3;

/**
 * Reads with `read()` and hands the result to `apply` if the scene is still `live()`; a failed read is tried
 * again while the scene lives, up to `tries` reads in all. Never rejects: resolves true once applied, else false.
 */
export function bakeProbe<T>(
  read: () => Promise<T>,
  apply: (baked: T) => void,
  live: () => boolean,
  tries = BAKE_TRIES,
): Promise<boolean> {
  return read().then(
    (baked) => {
      if (!live()) return false;
      apply(baked);
      return true;
    },
    () => (live() && tries > 1 ? bakeProbe(read, apply, live, tries - 1) : false),
  );
}
