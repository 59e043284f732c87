// The screen's prints, painted at run time: the outer face the solver sees (the game's title, the four
// colours with their symbols) and the inner face the coder sees (what the markers mean, the scoring).
import type { CanvasTexture } from 'three';
import { keyedOnce } from '../../scene/once.js';
import { makeCanvas, paintRandom, paperGrain, roundRect } from '../../scene/paint.js';
import { canvasTexture } from '../../scene/textures.js';
import { colourBadge, dieFace, markerIcon } from './paint.js';

/** Size of the screen's panels in units: the middle one and the two wings. */
export const SCREEN_SIZE = { height: 0.6, middle: 1.7, wing: 0.72, thickness: 0.018 } as const;

const PX = 480;
const NAVY = '#18284a';
const GOLD = '#caa24a';

const cached = keyedOnce<CanvasTexture>();

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

/** Canvas geometry of one printed panel: its size in texels and the unit (a hundredth of its height). */
interface Panel {
  readonly canvas: HTMLCanvasElement;
  readonly g: CanvasRenderingContext2D;
  readonly w: number;
  readonly h: number;
  readonly u: number;
}

/** A panel's canvas with its ground and double frame: navy and gold on the front (the solver's side), cream paper and brown ink on the back (the coder's). */
function panelCanvas(part: 'middle' | 'wing', side: 'front' | 'back', seed: number): Panel {
  const w = Math.round(SCREEN_SIZE[part] * PX);
  const h = Math.round(SCREEN_SIZE.height * PX);
  const [canvas, g] = makeCanvas(w, h);
  if (side === 'front') {
    navy(g, w, h, seed);
    frame(g, w, h, GOLD);
  } else {
    g.fillStyle = '#f1e6cd';
    g.fillRect(0, 0, w, h);
    paperGrain(g, w, h, paintRandom(seed), 1);
    frame(g, w, h, '#6b4a2a');
  }
  return { canvas, g, w, h, u: h / 100 };
}

/** The solver-facing print of the middle panel: the title and the four colour badges. */
export function screenFrontMiddle(): CanvasTexture {
  return cached('front-middle', () => {
    const { canvas, g, w, u } = panelCanvas('middle', 'front', 3);
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
    return canvasTexture(canvas);
  });
}

/** The solver-facing print of a wing: a big question mark over a die. */
export function screenFrontWing(): CanvasTexture {
  return cached('front-wing', () => {
    const { canvas, g, w, u } = panelCanvas('wing', 'front', 9);
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
    return canvasTexture(canvas);
  });
}

/** The coder-facing print of the middle panel: what each marker means, with dice and symbols only. */
export function screenBackMiddle(): CanvasTexture {
  return cached('back-middle', () => {
    const { canvas, g, w, u } = panelCanvas('middle', 'back', 4);
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
    return canvasTexture(canvas);
  });
}

/** The coder-facing print of a wing: the four colours with their symbols, one under the other. */
export function screenBackWing(): CanvasTexture {
  return cached('back-wing', () => {
    const { canvas, g, w, u } = panelCanvas('wing', 'back', 8);
    for (let c = 0; c < 4; c++) colourBadge(g, c, w / 2 + (c - 1.5) * u * 27, u * 50, u * 11);
    return canvasTexture(canvas);
  });
}
