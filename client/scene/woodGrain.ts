// The table top's walnut, texel by texel, as plain arrays (no canvas: a test compares it in Node). The rings'
// warp and the fibres vary slowly along the grain (x: ≥ 32 texels a noise cell) and fast across it (y), so each
// row reads the noise every GRAIN_STEP texels along x and blends between (4× fewer noise calls: ~0.3 s less of
// the page's main thread before a table's first frame in Chromium, measured); across the grain every row is read.
import { fbm, valueNoise } from './noise.js';

/** Texels between two noise readings along the grain; 1 reads every texel (the exact grain, for the test). */
export const GRAIN_STEP = 4;

/** A wood texture's colour (RGBA) and height (grey RGBA, for a bump map), `width` × `height` texels. */
export interface WoodPixels {
  readonly colour: Uint8ClampedArray;
  readonly height: Uint8ClampedArray;
}

const mix = (a: number, b: number, t: number) => a + (b - a) * t;

/**
 * Walnut planks: growth rings bent by noise, fine pores along the grain, a few plank seams; the grain runs along
 * x. `step` must divide `width`.
 */
export function walnutPixels(width: number, height: number, step = GRAIN_STEP): WoodPixels {
  const colour = new Uint8ClampedArray(width * height * 4);
  const bump = new Uint8ClampedArray(width * height * 4);
  const planks = 5;
  const light = [112, 70, 42] as const,
    dark = [66, 38, 22] as const,
    pore = [46, 26, 15] as const;
  const samples = width / step + 1;
  const warps = new Float64Array(samples);
  const fibres = new Float64Array(samples);
  for (let y = 0; y < height; y++) {
    const v = y / height;
    const plank = Math.floor(v * planks);
    const inPlank = v * planks - plank;
    const seed = 11 + plank * 31;
    const tone = 0.92 + 0.16 * valueNoise(plank * 3.1, 0.5, 5);
    // Plank seam: a thin dark line.
    const seam = inPlank < 0.004 || inPlank > 0.996 ? 0.6 : 1;
    for (let s = 0; s < samples; s++) {
      const u = (s * step) / width;
      // Rings: distance across the grain, gently warped along it (a planed board: long, mostly straight lines).
      warps[s] = fbm(u * 2.5, v * 5, seed, 3);
      // Fine fibres: noise stretched along x.
      fibres[s] = fbm(u * 8, v * 260, seed + 7, 3);
    }
    for (let x = 0; x < width; x++) {
      const u = x / width;
      const s = Math.floor(x / step);
      const t = (x - s * step) / step;
      const warp = mix(warps[s]!, warps[s + 1]!, t);
      const fibre = mix(fibres[s]!, fibres[s + 1]!, t);
      const ring = (inPlank * 13 + warp * 2.2 + Math.sin(u * 6.5 + plank * 1.7) * 0.35) % 1;
      const band = Math.abs(ring * 2 - 1) ** 4;
      const poreMask = fibre > 0.64 ? (fibre - 0.64) * 1.8 : 0;
      const k = band * 0.5 + fibre * 0.35 + warp * 0.15;
      const i = (y * width + x) * 4;
      colour[i] = mix(mix(light[0], dark[0], k), pore[0], poreMask) * tone * seam;
      colour[i + 1] = mix(mix(light[1], dark[1], k), pore[1], poreMask) * tone * seam;
      colour[i + 2] = mix(mix(light[2], dark[2], k), pore[2], poreMask) * tone * seam;
      colour[i + 3] = 255;
      const h = (1 - band * 0.25 - poreMask * 0.9) * (seam < 1 ? 0.3 : 1) * 255;
      bump[i] = bump[i + 1] = bump[i + 2] = h;
      bump[i + 3] = 255;
    }
  }
  return { colour, height: bump };
}
