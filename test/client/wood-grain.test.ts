// The table top's walnut read along the grain every few texels (client/scene/woodGrain.ts) looks as the grain
// read at every texel: the same colours and heights but for a rounding, and the pores, planks and rings in place.
import { describe, expect, it } from 'vitest';
import { GRAIN_STEP, walnutPixels } from '../../client/scene/woodGrain.js';

const W = 1024;
const H = 512;

/** Per channel (alpha left out): the mean difference and the largest. */
function compare(a: Uint8ClampedArray, b: Uint8ClampedArray): { mean: number; max: number } {
  let sum = 0;
  let max = 0;
  let n = 0;
  for (let i = 0; i < a.length; i++) {
    if (i % 4 === 3) continue;
    const d = Math.abs(a[i]! - b[i]!);
    sum += d;
    max = Math.max(max, d);
    n++;
  }
  return { mean: sum / n, max };
}

describe("the table's walnut", () => {
  const exact = walnutPixels(W, H, 1);
  const sampled = walnutPixels(W, H);

  it('reads the noise every few texels along the grain', () => {
    expect(GRAIN_STEP).toBeGreaterThan(1);
  });

  it('has the colours and heights of the grain read at every texel, within a rounding', () => {
    const colour = compare(exact.colour, sampled.colour);
    const height = compare(exact.height, sampled.height);
    // Measured: no channel off by more than 1 (a rounding), under 2 % of them off at all.
    expect(colour.max).toBeLessThanOrEqual(1);
    expect(height.max).toBeLessThanOrEqual(1);
    expect(colour.mean).toBeLessThan(0.02);
    expect(height.mean).toBeLessThan(0.05);
  });

  it('is opaque wood: planks with dark seams, every texel a walnut brown', () => {
    let unlike = 0;
    for (let i = 0; i < sampled.colour.length; i += 4) {
      // Opaque, and red over blue: brown, not grey.
      if (sampled.colour[i + 3] !== 255 || sampled.colour[i]! <= sampled.colour[i + 2]!) unlike++;
    }
    expect(unlike).toBe(0);
    // A seam row (the top of the second plank) is darker than the middle of the plank.
    const rowMean = (y: number) => {
      let s = 0;
      for (let x = 0; x < W; x++) s += sampled.colour[(y * W + x) * 4]!;
      return s / W;
    };
    expect(rowMean(Math.round(H / 5))).toBeLessThan(rowMean(Math.round(H / 5 + H / 10)) * 0.8);
  });
});
