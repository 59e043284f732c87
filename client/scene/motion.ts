// How much the camera moves on this page: the player's `prefers-reduced-motion` asks for short, plain moves and no
// swoops (preset changes nearly cut, the cinematic camera nearly still, the director's own shorter timing).

/** Whether this browser asks for reduced motion (read when asked: the setting may change while the page is open). */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia !== 'undefined' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The camera's moves for a page, by its motion preference. */
export interface CameraMotion {
  /** Seconds a preset change glides. */
  readonly glideSeconds: number;
  /** The cinematic camera's orbit, radians per second. */
  readonly orbitRadPerS: number;
}

/** Full motion: a 0.7 s glide between presets, a slow orbit. */
export const FULL_MOTION: CameraMotion = { glideSeconds: 0.7, orbitRadPerS: 0.08 };
/** Reduced motion: a 0.15 s move (a cut the eye can still follow), an orbit a quarter as fast. */
export const REDUCED_MOTION: CameraMotion = { glideSeconds: 0.15, orbitRadPerS: 0.02 };

/** The camera's moves for `reduced` (default: this browser's setting). */
export function cameraMotion(reduced = prefersReducedMotion()): CameraMotion {
  return reduced ? REDUCED_MOTION : FULL_MOTION;
}
