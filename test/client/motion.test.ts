// Reduced motion: a browser that asks for it gets short camera moves (a preset change nearly cuts) and a cinematic
// camera a quarter as fast; the director keeps its own shorter timing (test/client/director.test.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Clock } from 'three';
import {
  animationSpeed,
  cameraMotion,
  FULL_MOTION,
  prefersReducedMotion,
  REDUCED_ANIMATION_SPEED,
  REDUCED_MOTION,
  speedUpClock,
} from '../../client/scene/motion.js';
import { atSpeed } from '../../client/sound/useEventSounds.js';

afterEach(() => vi.unstubAllGlobals());

function browserAsks(reduce: boolean): void {
  vi.stubGlobal('matchMedia', (q: string) => ({
    matches: reduce && q === '(prefers-reduced-motion: reduce)',
    media: q,
  }));
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

  it("plays every game's animations faster through the table's clock, and their sounds keep up", () => {
    browserAsks(false);
    expect(animationSpeed()).toBe(1);
    browserAsks(true);
    expect(animationSpeed()).toBe(REDUCED_ANIMATION_SPEED);
    // A clock whose real time advances 0.1 s per tick: at speed 2.5, each delta and the elapsed time are 0.25 s.
    let now = 1000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const clock = new Clock();
    clock.start();
    let speed = 2.5;
    const undo = speedUpClock(clock, () => speed);
    now += 100;
    expect(clock.getDelta()).toBeCloseTo(0.25, 6);
    now += 100;
    expect(clock.getDelta()).toBeCloseTo(0.25, 6);
    expect(clock.elapsedTime).toBeCloseTo(0.5, 6);
    // The setting is read at every tick.
    speed = 1;
    now += 100;
    expect(clock.getDelta()).toBeCloseTo(0.1, 6);
    expect(clock.elapsedTime).toBeCloseTo(0.6, 6);
    undo();
    now += 100;
    expect(clock.getDelta()).toBeCloseTo(0.1, 6);
    vi.restoreAllMocks();
    // A tower's grind 0.5 s into its animation, lasting 1 s, comes 0.2 s in and lasts 0.4 s at 2.5×.
    expect(atSpeed({ cue: 'grind', delay: 0.5, length: 1 }, 2.5)).toEqual({ cue: 'grind', delay: 0.2, length: 0.4 });
    expect(atSpeed({ cue: 'click' }, 2.5)).toEqual({ cue: 'click' });
    const same = { cue: 'spark' as const, delay: 0.3 };
    expect(atSpeed(same, 1)).toBe(same);
  });
});
