// The screen's prints, painted at run time: the outer face the solver sees (the game's title, the four
// colours with their symbols) and the inner face the coder sees (what the markers mean, the scoring).
import type { CanvasTexture } from 'three';
import { colourBadge, dieFace, markerIcon, paperGrain, roundRect } from './paint.js';
import { colourTexture, makeCanvas, paintRandom } from './textures.js';

/** Size of the screen's panels in units: the middle one and the two wings. */
export const SCREEN_SIZE = { height: 0.6, middle: 1.7, wing: 0.72, thickness: 0.018 } as const;

const PX = 480;
const NAVY = '#18284a';
const GOLD = '#caa24a';

const cache = new Map<string, CanvasTexture>();

function frame(g: CanvasRenderingContext2D, w: number, h: number, ink: string): void {
  const u = h / 100;
  g.strokeStyle = ink;
  g.lineWidth = u * 1.6;
  roundRect(g, u * 4, u * 4, w - u * 8, h - u * 8, u * 5);
  g.stroke();
  g.lineWidth = u * 0.6;
  roundRect(g, u * 7, u * 7, w - u * 14, h - u * 14, u * 3.5);
  g.stroke();
}

function navy(g: CanvasRenderingContext2D, w: number, h: number, seed: number): void {
  const grad = g.createLinearGradient(0, 0, 0, h);
  grad.addColorStop(0, '#22365f');
  grad.addColorStop(1, NAVY);
  g.fillStyle = grad;
  g.fillRect(0, 0, w, h);
  // A faint scatter of dice pips, like a printed pattern.
  const rnd = paintRandom(seed);
  g.fillStyle = 'rgba(255,255,255,0.05)';
  for (let i = 0; i < 70; i++) {
    g.beginPath();
    g.arc(rnd() * w, rnd() * h, (h / 100) * (1 + rnd() * 2), 0, Math.PI * 2);
    g.fill();
  }
  paperGrain(g, w, h, rnd, 0.6);
}

/** The solver-facing print of the middle panel: the title and the four colour badges. */
export function screenFrontMiddle(): CanvasTexture {
  const hit = cache.get('front-middle');
  if (hit) return hit;
  const w = Math.round(SCREEN_SIZE.middle * PX);
  const h = Math.round(SCREEN_SIZE.height * PX);
  const [canvas, g] = makeCanvas(w, h);
  navy(g, w, h, 3);
  frame(g, w, h, GOLD);
  const u = h / 100;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillStyle = GOLD;
  g.font = `700 ${Math.round(u * 25)}px Georgia, 'Times New Roman', serif`;
  g.shadowColor = 'rgba(0,0,0,0.5)';
  g.shadowBlur = u * 1.5;
  g.shadowOffsetY = u * 0.8;
  g.fillText('MASTERDICE', w / 2, u * 36);
  g.shadowColor = 'transparent';
  g.strokeStyle = GOLD;
  g.lineWidth = u * 0.6;
  g.beginPath();
  g.moveTo(w / 2 - u * 90, u * 53);
  g.lineTo(w / 2 + u * 90, u * 53);
  g.stroke();
  for (let c = 0; c < 4; c++) colourBadge(g, c, w / 2 + (c - 1.5) * u * 34, u * 74, u * 12);
  const tex = colourTexture(canvas);
  cache.set('front-middle', tex);
  return tex;
}

/** The solver-facing print of a wing: a big question mark over a die. */
export function screenFrontWing(): CanvasTexture {
  const hit = cache.get('front-wing');
  if (hit) return hit;
  const w = Math.round(SCREEN_SIZE.wing * PX);
  const h = Math.round(SCREEN_SIZE.height * PX);
  const [canvas, g] = makeCanvas(w, h);
  navy(g, w, h, 9);
  frame(g, w, h, GOLD);
  const u = h / 100;
  dieFace(g, 5, w / 2, u * 52, u * 22);
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillStyle = GOLD;
  g.font = `700 ${Math.round(u * 40)}px Georgia, 'Times New Roman', serif`;
  g.fillStyle = 'rgba(24,40,74,0.85)';
  roundRect(g, w / 2 - u * 16, u * 30, u * 32, u * 44, u * 6);
  g.fill();
  g.fillStyle = GOLD;
  g.fillText('?', w / 2, u * 54);
  const tex = colourTexture(canvas);
  cache.set('front-wing', tex);
  return tex;
}

/** The coder-facing print of the middle panel: what each marker means, with dice and symbols only. */
export function screenBackMiddle(): CanvasTexture {
  const hit = cache.get('back-middle');
  if (hit) return hit;
  const w = Math.round(SCREEN_SIZE.middle * PX);
  const h = Math.round(SCREEN_SIZE.height * PX);
  const [canvas, g] = makeCanvas(w, h);
  g.fillStyle = '#f1e6cd';
  g.fillRect(0, 0, w, h);
  paperGrain(g, w, h, paintRandom(4), 1);
  frame(g, w, h, '#6b4a2a');
  const u = h / 100;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.font = `700 ${Math.round(u * 17)}px Georgia, 'Times New Roman', serif`;
  const lines: ['equal' | 'lower' | 'higher', string, number, number][] = [
    ['equal', '=', 3, 3],
    ['lower', '>', 5, 2],
    ['higher', '<', 1, 4],
  ];
  lines.forEach(([kind, sign, white, code], i) => {
    const x = w / 2 + (i - 1) * u * 95;
    const y = u * 52;
    dieFace(g, white, x - u * 30, y, u * 11);
    g.fillStyle = '#3b2414';
    g.fillText(sign, x - u * 10, y + u * 1);
    dieFace(g, code, x + u * 10, y, u * 11, i);
    g.fillText('→', x + u * 30, y + u * 1);
    markerIcon(g, kind, x + u * 48, y, u * 10);
  });
  const tex = colourTexture(canvas);
  cache.set('back-middle', tex);
  return tex;
}

/** The coder-facing print of a wing: the four colours with their symbols, one under the other. */
export function screenBackWing(): CanvasTexture {
  const hit = cache.get('back-wing');
  if (hit) return hit;
  const w = Math.round(SCREEN_SIZE.wing * PX);
  const h = Math.round(SCREEN_SIZE.height * PX);
  const [canvas, g] = makeCanvas(w, h);
  g.fillStyle = '#f1e6cd';
  g.fillRect(0, 0, w, h);
  paperGrain(g, w, h, paintRandom(8), 1);
  frame(g, w, h, '#6b4a2a');
  const u = h / 100;
  for (let c = 0; c < 4; c++) colourBadge(g, c, w / 2 + (c - 1.5) * u * 27, u * 50, u * 11);
  const tex = colourTexture(canvas);
  cache.set('back-wing', tex);
  return tex;
}
