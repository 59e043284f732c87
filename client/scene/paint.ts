// Canvas painting shared by every game's prints and by the table (no three, no React): a seeded random
// sequence so paint looks the same on every screen, canvases, rounded rectangles, paper grain, soft radial
// fills, glowing frames and the verdict badges (tick, cross, '!').

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

/** A rounded rectangle path. */
export function roundRect(g: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number): void {
  g.beginPath();
  g.moveTo(x + r, y);
  g.arcTo(x + w, y, x + w, y + h, r);
  g.arcTo(x + w, y + h, x, y + h, r);
  g.arcTo(x, y + h, x, y, r);
  g.arcTo(x, y, x + w, y, r);
  g.closePath();
}

/** Fine paper grain and a soft vignette over a printed card. */
export function paperGrain(g: CanvasRenderingContext2D, w: number, h: number, rnd: () => number, strength = 1): void {
  for (let i = 0; i < (w * h) / 90; i++) {
    g.fillStyle =
      rnd() < 0.5
        ? `rgba(255,255,255,${(0.05 * strength).toFixed(3)})`
        : `rgba(80,60,30,${(0.05 * strength).toFixed(3)})`;
    g.fillRect(rnd() * w, rnd() * h, 1 + rnd() * 2, 1);
  }
  const vignette = g.createRadialGradient(w / 2, h / 2, Math.min(w, h) * 0.3, w / 2, h / 2, Math.max(w, h) * 0.75);
  vignette.addColorStop(0, 'rgba(0,0,0,0)');
  vignette.addColorStop(1, `rgba(70,45,20,${(0.22 * strength).toFixed(3)})`);
  g.fillStyle = vignette;
  g.fillRect(0, 0, w, h);
}

/** A square of side `size` filled with a radial gradient from its centre (from `inner` out to its edge). */
export function fillRadial(
  g: CanvasRenderingContext2D,
  size: number,
  inner: number,
  stops: readonly (readonly [number, string])[],
): void {
  const grad = g.createRadialGradient(size / 2, size / 2, inner, size / 2, size / 2, size / 2);
  for (const [at, colour] of stops) grad.addColorStop(at, colour);
  g.fillStyle = grad;
  g.fillRect(0, 0, size, size);
}

/** How a glowing frame is drawn: line colour and width, and the glow's colour and blur (px). */
export interface GlowLine {
  readonly stroke: string;
  readonly width: number;
  readonly glow: string;
  readonly blur: number;
}

/** A glowing rounded-square outline `inset` px inside a square canvas of side `size`; its path stays current (for a fill). */
export function glowingFrame(
  g: CanvasRenderingContext2D,
  size: number,
  inset: number,
  radius: number,
  line: GlowLine,
): void {
  g.shadowColor = line.glow;
  g.shadowBlur = line.blur;
  g.strokeStyle = line.stroke;
  g.lineWidth = line.width;
  roundRect(g, inset, inset, size - 2 * inset, size - 2 * inset, radius);
  g.stroke();
}

/** What a verdict badge says: right (tick), wrong (cross), or open to doubt ('!'). */
export type VerdictMark = 'right' | 'wrong' | 'unidentified';

/** The badges' disc colours: green, red, amber. */
export const VERDICT_INK: Readonly<Record<VerdictMark, string>> = {
  right: '#1f8a4c',
  wrong: '#b3261e',
  unidentified: '#c77d12',
};

/** A verdict badge filling a square canvas of side `s`: a disc of radius `r`·s in the mark's colour, the mark in white. */
export function paintVerdictBadge(g: CanvasRenderingContext2D, s: number, mark: VerdictMark, r: number): void {
  g.clearRect(0, 0, s, s);
  g.fillStyle = VERDICT_INK[mark];
  g.beginPath();
  g.arc(s / 2, s / 2, s * r, 0, Math.PI * 2);
  g.fill();
  g.strokeStyle = '#fffaf0';
  g.lineWidth = s * 0.12;
  g.lineCap = 'round';
  g.lineJoin = 'round';
  g.beginPath();
  if (mark === 'right') {
    g.moveTo(s * 0.28, s * 0.53);
    g.lineTo(s * 0.44, s * 0.69);
    g.lineTo(s * 0.73, s * 0.34);
    g.stroke();
  } else if (mark === 'wrong') {
    g.moveTo(s * 0.32, s * 0.32);
    g.lineTo(s * 0.68, s * 0.68);
    g.moveTo(s * 0.68, s * 0.32);
    g.lineTo(s * 0.32, s * 0.68);
    g.stroke();
  } else {
    g.fillStyle = '#fffaf0';
    g.font = `900 ${Math.round(s * 0.62)}px Georgia, serif`;
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillText('!', s / 2, s / 2 + 3);
  }
}
