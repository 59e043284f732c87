// How much things move on this page: the player's `prefers-reduced-motion` asks for short, plain moves and no
// swoops (preset changes nearly cut, the cinematic camera nearly still, the director's own shorter timing, and every
// game's animations played faster through the table's clock, their sounds with them).

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

/** How much faster the table's animations play with reduced motion: a tower's turn, a card's glide, a throw. */
export const REDUCED_ANIMATION_SPEED = 2.5;

/** The table clock's speed for `reduced` (default: this browser's setting): 1, or REDUCED_ANIMATION_SPEED. */
export function animationSpeed(reduced = prefersReducedMotion()): number {
  return reduced ? REDUCED_ANIMATION_SPEED : 1;
}

/** The smallest part of three's Clock the table uses: getDelta, which also moves elapsedTime. */
export interface TickingClock {
  elapsedTime: number;
  getDelta(): number;
}

/**
 * Makes `clock` run at `speed()` (asked at every tick): each delta and the elapsed time it adds are multiplied, so
 * every animation timed by the frame clock — all the games' — plays that much faster. Returns the undo.
 */
export function speedUpClock(clock: TickingClock, speed: () => number): () => void {
  const own = clock.getDelta;
  clock.getDelta = function scaledDelta(this: TickingClock): number {
    const before = clock.elapsedTime;
    const real = own.call(clock);
    const scaled = real * speed();
    clock.elapsedTime = before + scaled;
    return scaled;
  };
  return () => {
    clock.getDelta = own;
  };
}
