// Procedural textures made at run time (nothing fetched): walnut grain for the table, felt for the cloth, a
// soft floor patch, and the lacquered woods the games' boards and trays are made of. Each is built once and
// cached for the page; canvasTexture wraps any painted canvas for three.
import { CanvasTexture, RepeatWrapping, SRGBColorSpace, type Texture } from 'three';
import { fbm, valueNoise } from './noise.js';
import { keyedOnce } from './once.js';
import { fillRadial, makeCanvas, paintRandom } from './paint.js';
import { walnutPixels } from './woodGrain.js';

/** A colour map and its matching grey bump map. */
export interface SurfaceMaps {
  readonly map: Texture;
  readonly bump: Texture;
}

/** How a painted canvas is sampled: tiled or not, and whether it holds colours (sRGB) or data (a bump map). */
export interface CanvasTextureOptions {
  readonly repeat?: boolean;
  readonly colour?: boolean;
}

/** Wraps a painted canvas as a texture: a colour map unless `colour` is false, tiled when `repeat`. */
export function canvasTexture(
  canvas: HTMLCanvasElement,
  { repeat = false, colour = true }: CanvasTextureOptions = {},
): CanvasTexture {
  const tex = new CanvasTexture(canvas);
  if (colour) tex.colorSpace = SRGBColorSpace;
  tex.anisotropy = 8;
  if (repeat) tex.wrapS = tex.wrapT = RepeatWrapping;
  return tex;
}

let tableWood: SurfaceMaps | null = null;

/**
 * Walnut planks: growth rings bent by noise, fine pores along the grain, a few plank seams. The grain runs
 * along the texture's x (the table's long side). 1024 × 512 texels over the whole top.
 */
export function woodMaps(): SurfaceMaps {
  if (tableWood) return tableWood;
  const W = 1024,
    H = 512;
  const [c, ctx] = makeCanvas(W, H);
  const [b, bctx] = makeCanvas(W, H);
  const { colour, height } = walnutPixels(W, H);
  const img = ctx.createImageData(W, H);
  const bimg = bctx.createImageData(W, H);
  img.data.set(colour);
  bimg.data.set(height);
  ctx.putImageData(img, 0, 0);
  bctx.putImageData(bimg, 0, 0);
  tableWood = { map: canvasTexture(c, { repeat: true }), bump: canvasTexture(b, { repeat: true, colour: false }) };
  return tableWood;
}

let felt: SurfaceMaps | null = null;

/** Felt cloth: a tileable 256² fuzz of fine fibres in the given base colour (repeat it over the cloth). */
export function feltMaps(base: readonly [number, number, number] = [38, 84, 72]): SurfaceMaps {
  if (felt) return felt;
  const S = 256;
  const [c, ctx] = makeCanvas(S, S);
  const [b, bctx] = makeCanvas(S, S);
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
  felt = { map: canvasTexture(c, { repeat: true }), bump: canvasTexture(b, { repeat: true, colour: false }) };
  return felt;
}

let floor: Texture | null = null;

/** A warm floor patch: darker under the table, fading to transparent at the rim (blends into the page). */
export function floorTexture(): Texture {
  if (floor) return floor;
  const S = 512;
  const [c, ctx] = makeCanvas(S, S);
  fillRadial(ctx, S, S * 0.05, [
    [0, 'rgba(28, 17, 11, 1)'],
    [0.35, 'rgba(52, 33, 22, 0.95)'],
    [0.75, 'rgba(70, 46, 32, 0.5)'],
    [1, 'rgba(70, 46, 32, 0)'],
  ]);
  floor = canvasTexture(c, { repeat: true });
  return floor;
}

const woodOnce = keyedOnce<CanvasTexture>();

/** The two woods of the games' sets: dark walnut (board frames, the screen's frame) and warm oak (trays, rack). */
export type Wood = 'walnut' | 'oak';

const WOODS: Record<Wood, { base: string; dark: string; light: string }> = {
  walnut: { base: '#5a3a24', dark: 'rgba(35,20,10,', light: 'rgba(140,95,60,' },
  oak: { base: '#a8773f', dark: 'rgba(90,55,25,', light: 'rgba(215,170,110,' },
};

/** Long-grain wood (grain runs along canvas x), tileable along x. */
export function woodTexture(wood: Wood): CanvasTexture {
  return woodOnce(wood, () => {
    const w = 1024;
    const h = 256;
    const [canvas, g] = makeCanvas(w, h);
    const c = WOODS[wood];
    const rnd = paintRandom(wood === 'walnut' ? 11 : 23);
    g.fillStyle = c.base;
    g.fillRect(0, 0, w, h);
    // Broad colour bands, then fine wavy grain lines.
    for (let i = 0; i < 14; i++) {
      const y = rnd() * h;
      const band = 6 + rnd() * 26;
      g.fillStyle = `${rnd() < 0.5 ? c.dark : c.light}${(0.08 + rnd() * 0.12).toFixed(3)})`;
      g.fillRect(0, y - band / 2, w, band);
    }
    for (let i = 0; i < 170; i++) {
      const y0 = rnd() * h;
      const amp = 1 + rnd() * 5;
      const freq = (1 + Math.floor(rnd() * 3)) * ((Math.PI * 2) / w);
      const phase = rnd() * Math.PI * 2;
      g.strokeStyle = `${rnd() < 0.7 ? c.dark : c.light}${(0.08 + rnd() * 0.22).toFixed(3)})`;
      g.lineWidth = 0.6 + rnd() * 1.6;
      g.beginPath();
      for (let x = 0; x <= w; x += 8) {
        const y = y0 + Math.sin(x * freq + phase) * amp + Math.sin(x * freq * 3.1 + phase * 2) * amp * 0.3;
        if (x === 0) g.moveTo(x, y);
        else g.lineTo(x, y);
      }
      g.stroke();
    }
    // Short pores.
    for (let i = 0; i < 1400; i++) {
      g.fillStyle = `${c.dark}${(0.1 + rnd() * 0.25).toFixed(3)})`;
      g.fillRect(rnd() * w, rnd() * h, 2 + rnd() * 10, 0.8);
    }
    return canvasTexture(canvas, { repeat: true });
  });
}
