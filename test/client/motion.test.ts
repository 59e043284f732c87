// Reduced motion: a browser that asks for it gets short camera moves (a preset change nearly cuts) and a cinematic
// camera a quarter as fast; the director keeps its own shorter timing (test/client/director.test.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cameraMotion, FULL_MOTION, prefersReducedMotion, REDUCED_MOTION } from '../../client/scene/motion.js';

afterEach(() => vi.unstubAllGlobals());

function browserAsks(reduce: boolean): void {
  vi.stubGlobal('matchMedia', (q: string) => ({ matches: reduce && q === '(prefers-reduced-motion: reduce)', media: q }));
}

describe('reduced motion', () => {
  it('follows the browser setting, read each time (it may change while the page is open)', () => {
    browserAsks(true);
    expect(prefersReducedMotion()).toBe(true);
    expect(cameraMotion()).toBe(REDUCED_MOTION);
    browserAsks(false);
    expect(prefersReducedMotion()).toBe(false);
    expect(cameraMotion()).toBe(FULL_MOTION);
  });

  it('moves the camera briefly and orbits slowly when asked', () => {
    expect(REDUCED_MOTION.glideSeconds).toBeLessThanOrEqual(0.2);
    expect(REDUCED_MOTION.glideSeconds).toBeLessThan(FULL_MOTION.glideSeconds / 3);
    expect(REDUCED_MOTION.orbitRadPerS).toBeLessThanOrEqual(FULL_MOTION.orbitRadPerS / 4);
  });

  it('without matchMedia (not a browser) the motion is the full one', () => {
    vi.stubGlobal('matchMedia', undefined);
    expect(cameraMotion()).toBe(FULL_MOTION);
  });
});
