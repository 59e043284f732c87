// Procedural textures made at run time (nothing fetched): walnut grain for the table, felt for the cloth,
// and a soft floor patch. Each is built once and cached for the page.
import { CanvasTexture, RepeatWrapping, SRGBColorSpace, type Texture } from 'three';
import { fbm, valueNoise } from './noise.js';

/** A colour map and its matching grey bump map. */
export interface SurfaceMaps {
  readonly map: Texture;
  readonly bump: Texture;
}

function canvas(w: number, h: number): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const c = document.createElement('canvas');
  c.width = w;
  c.height = h;
  const ctx = c.getContext('2d');
  if (!ctx) throw new Error('2D canvas unavailable');
  return [c, ctx];
}

function finish(c: HTMLCanvasElement, srgb: boolean): CanvasTexture {
  const t = new CanvasTexture(c);
  t.wrapS = t.wrapT = RepeatWrapping;
  t.anisotropy = 8;
  if (srgb) t.colorSpace = SRGBColorSpace;
  t.needsUpdate = true;
  return t;
}

const mix = (a: number, b: number, t: number) => a + (b - a) * t;

let wood: SurfaceMaps | null = null;

/**
 * Walnut planks: growth rings bent by noise, fine pores along the grain, a few plank seams. The grain runs
 * along the texture's x (the table's long side). 1024 × 512 texels over the whole top.
 */
export function woodMaps(): SurfaceMaps {
  if (wood) return wood;
  const W = 1024, H = 512;
  const [c, ctx] = canvas(W, H);
  const [b, bctx] = canvas(W, H);
  const img = ctx.createImageData(W, H);
  const bimg = bctx.createImageData(W, H);
  const planks = 5;
  const light = [112, 70, 42], dark = [66, 38, 22], pore = [46, 26, 15];
  for (let y = 0; y < H; y++) {
    const plank = Math.floor((y / H) * planks);
    const inPlank = (y / H) * planks - plank;
    const seed = 11 + plank * 31;
    const tone = 0.92 + 0.16 * valueNoise(plank * 3.1, 0.5, 5);
    for (let x = 0; x < W; x++) {
      const u = x / W, v = y / H;
      // Rings: distance across the grain, gently warped along it (a planed board: long, mostly straight lines).
      const warp = fbm(u * 2.5, v * 5, seed, 3);
      const ring = (inPlank * 13 + warp * 2.2 + Math.sin(u * 6.5 + plank * 1.7) * 0.35) % 1;
      const band = Math.pow(Math.abs(ring * 2 - 1), 4);
      // Fine fibres: noise stretched along x.
      const fibre = fbm(u * 8, v * 260, seed + 7, 3);
      const poreMask = fibre > 0.64 ? (fibre - 0.64) * 1.8 : 0;
      const k = band * 0.5 + fibre * 0.35 + warp * 0.15;
      let r = mix(light[0]!, dark[0]!, k);
      let g = mix(light[1]!, dark[1]!, k);
      let bl = mix(light[2]!, dark[2]!, k);
      r = mix(r, pore[0]!, poreMask) * tone;
      g = mix(g, pore[1]!, poreMask) * tone;
      bl = mix(bl, pore[2]!, poreMask) * tone;
      // Plank seam: a thin dark line.
      const seam = inPlank < 0.004 || inPlank > 0.996 ? 0.6 : 1;
      const i = (y * W + x) * 4;
      img.data[i] = r * seam;
      img.data[i + 1] = g * seam;
      img.data[i + 2] = bl * seam;
      img.data[i + 3] = 255;
      const height = (1 - band * 0.25 - poreMask * 0.9) * (seam < 1 ? 0.3 : 1) * 255;
      bimg.data[i] = bimg.data[i + 1] = bimg.data[i + 2] = height;
      bimg.data[i + 3] = 255;
    }
  }
  ctx.putImageData(img, 0, 0);
  bctx.putImageData(bimg, 0, 0);
  wood = { map: finish(c, true), bump: finish(b, false) };
  return wood;
}

let felt: SurfaceMaps | null = null;

/** Felt cloth: a tileable 256² fuzz of fine fibres in the given base colour (repeat it over the cloth). */
export function feltMaps(base: readonly [number, number, number] = [38, 84, 72]): SurfaceMaps {
  if (felt) return felt;
  const S = 256;
  const [c, ctx] = canvas(S, S);
  const [b, bctx] = canvas(S, S);
  const img = ctx.createImageData(S, S);
  const bimg = bctx.createImageData(S, S);
  for (let y = 0; y < S; y++) {
    for (let x = 0; x < S; x++) {
      const coarse = fbm(x / 32, y / 32, 3, 3, 8, 8);
      const fine = valueNoise(x / 1.5, y / 1.5, 9, S / 1.5, S / 1.5);
      const k = 0.9 + coarse * 0.12 + (fine - 0.5) * 0.1;
      const i = (y * S + x) * 4;
      img.data[i] = base[0] * k;
      img.data[i + 1] = base[1] * k;
      img.data[i + 2] = base[2] * k;
      img.data[i + 3] = 255;
      bimg.data[i] = bimg.data[i + 1] = bimg.data[i + 2] = 128 + (fine - 0.5) * 200;
      bimg.data[i + 3] = 255;
    }
  }
  ctx.putImageData(img, 0, 0);
  bctx.putImageData(bimg, 0, 0);
  felt = { map: finish(c, true), bump: finish(b, false) };
  return felt;
}

let floor: Texture | null = null;

/** A warm floor patch: darker under the table, fading to transparent at the rim (blends into the page). */
export function floorTexture(): Texture {
  if (floor) return floor;
  const S = 512;
  const [c, ctx] = canvas(S, S);
  const g = ctx.createRadialGradient(S / 2, S / 2, S * 0.05, S / 2, S / 2, S / 2);
  g.addColorStop(0, 'rgba(28, 17, 11, 1)');
  g.addColorStop(0.35, 'rgba(52, 33, 22, 0.95)');
  g.addColorStop(0.75, 'rgba(70, 46, 32, 0.5)');
  g.addColorStop(1, 'rgba(70, 46, 32, 0)');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, S, S);
  floor = finish(c, true);
  return floor;
}
