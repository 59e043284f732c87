// Easing curves and small maths for the frame loop (pure: no three, no React), shared by every game's scene
// and unit tested.

/** Clamps t to [0, 1]. */
export function clamp01(t: number): number {
  return t < 0 ? 0 : Math.min(t, 1);
}

/** Fast start, soft stop. */
export function easeOutCubic(t: number): number {
  const u = 1 - clamp01(t);
  return 1 - u * u * u;
}

/** Soft start and stop. */
export function easeInOutCubic(t: number): number {
  const c = clamp01(t);
  return c < 0.5 ? 4 * c * c * c : 1 - (-2 * c + 2) ** 3 / 2;
}

/** A drop that bounces twice before resting (Penner's bounce, 0 → 1). */
export function easeOutBounce(t: number): number {
  const c = clamp01(t);
  const n = 7.5625;
  const d = 2.75;
  if (c < 1 / d) return n * c * c;
  if (c < 2 / d) {
    const x = c - 1.5 / d;
    return n * x * x + 0.75;
  }
  if (c < 2.5 / d) {
    const x = c - 2.25 / d;
    return n * x * x + 0.9375;
  }
  const x = c - 2.625 / d;
  return n * x * x + 0.984375;
}

/** Overshoots a little, then settles (for badges popping in). */
export function easeOutBack(t: number): number {
  const c = clamp01(t);
  const s = 1.70158;
  return 1 + (s + 1) * (c - 1) ** 3 + s * (c - 1) ** 2;
}

/** Frame-rate independent smoothing factor: the share of the way to cover in `dt` seconds at `rate` per second. */
export function damp(rate: number, dt: number): number {
  return 1 - Math.exp(-rate * Math.min(dt, 0.1));
}

/** Progress (0–1) of an animation that began at `start` and lasts `duration`, at time `now`. */
export function progress(now: number, start: number, duration: number): number {
  if (duration <= 0) return 1;
  return clamp01((now - start) / duration);
}
