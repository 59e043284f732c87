// Canvas-painted textures (no image files): wood grain, felt, and small printed tokens. Each is painted once
// on first use and shared; the board card and the screen prints live in their own files.
import { CanvasTexture, RepeatWrapping, SRGBColorSpace, type Texture } from 'three';

/** A seeded pseudo-random sequence for the paint (mulberry32): textures look the same on every screen. */
export function paintRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A canvas of the given size with its 2D context (painting is only done in the browser). */
export function makeCanvas(width: number, height: number): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const g = canvas.getContext('2d');
  if (!g) throw new Error('2D canvas unavailable');
  return [canvas, g];
}

/** Wraps a painted canvas as a colour texture. */
export function colourTexture(canvas: HTMLCanvasElement, repeat = false): CanvasTexture {
  const tex = new CanvasTexture(canvas);
  tex.colorSpace = SRGBColorSpace;
  tex.anisotropy = 8;
  if (repeat) tex.wrapS = tex.wrapT = RepeatWrapping;
  return tex;
}

const cache = new Map<string, Texture>();

function cached<T extends Texture>(key: string, make: () => T): T {
  const hit = cache.get(key);
  if (hit) return hit as T;
  const tex = make();
  cache.set(key, tex);
  return tex;
}

/** The two woods of the set: dark walnut (board frame, screen frame) and warm oak (trays, rack). */
export type Wood = 'walnut' | 'oak';

const WOODS: Record<Wood, { base: string; dark: string; light: string }> = {
  walnut: { base: '#5a3a24', dark: 'rgba(35,20,10,', light: 'rgba(140,95,60,' },
  oak: { base: '#a8773f', dark: 'rgba(90,55,25,', light: 'rgba(215,170,110,' },
};

/** Long-grain wood (grain runs along canvas x), tileable along x. */
export function woodTexture(wood: Wood): CanvasTexture {
  return cached(`wood:${wood}`, () => {
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
    return colourTexture(canvas, true);
  });
}

/** Felt for the trays' floors: a fine fibrous noise on a deep colour, tileable. */
export function feltTexture(colour: string): CanvasTexture {
  return cached(`felt:${colour}`, () => {
    const s = 256;
    const [canvas, g] = makeCanvas(s, s);
    const rnd = paintRandom(7);
    g.fillStyle = colour;
    g.fillRect(0, 0, s, s);
    for (let i = 0; i < 9000; i++) {
      const light = rnd() < 0.5;
      g.fillStyle = light ? `rgba(255,255,255,${(rnd() * 0.06).toFixed(3)})` : `rgba(0,0,0,${(rnd() * 0.1).toFixed(3)})`;
      const a = rnd() * Math.PI;
      const len = 1 + rnd() * 3;
      g.save();
      g.translate(rnd() * s, rnd() * s);
      g.rotate(a);
      g.fillRect(0, 0, len, 0.7);
      g.restore();
    }
    return colourTexture(canvas, true);
  });
}

/** The face of the "equal" marker: a black "=" engraved in a brass coin (reads the same from both seats). */
export function equalFaceTexture(): CanvasTexture {
  return cached('marker:equal', () => {
    const s = 128;
    const [canvas, g] = makeCanvas(s, s);
    g.fillStyle = '#c9a23a';
    g.fillRect(0, 0, s, s);
    g.strokeStyle = '#7a5a14';
    g.lineWidth = s * 0.05;
    g.beginPath();
    g.arc(s / 2, s / 2, s * 0.4, 0, Math.PI * 2);
    g.stroke();
    g.fillStyle = '#221a0c';
    const bw = s * 0.42;
    const bh = s * 0.1;
    g.fillRect(s / 2 - bw / 2, s / 2 - bh * 1.6, bw, bh);
    g.fillRect(s / 2 - bw / 2, s / 2 + bh * 0.6, bw, bh);
    return colourTexture(canvas);
  });
}

/** The badge under a solution die after the reveal: a green tick or a red cross in a ring. */
export function verdictTexture(right: boolean): CanvasTexture {
  return cached(`verdict:${right}`, () => {
    const s = 128;
    const [canvas, g] = makeCanvas(s, s);
    g.clearRect(0, 0, s, s);
    g.fillStyle = right ? '#1f8a4c' : '#b3261e';
    g.beginPath();
    g.arc(s / 2, s / 2, s * 0.46, 0, Math.PI * 2);
    g.fill();
    g.strokeStyle = '#fffaf0';
    g.lineWidth = s * 0.12;
    g.lineCap = 'round';
    g.lineJoin = 'round';
    g.beginPath();
    if (right) {
      g.moveTo(s * 0.28, s * 0.53);
      g.lineTo(s * 0.44, s * 0.69);
      g.lineTo(s * 0.73, s * 0.34);
    } else {
      g.moveTo(s * 0.32, s * 0.32);
      g.lineTo(s * 0.68, s * 0.68);
      g.moveTo(s * 0.68, s * 0.32);
      g.lineTo(s * 0.32, s * 0.68);
    }
    g.stroke();
    return colourTexture(canvas);
  });
}
