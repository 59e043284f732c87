// Canvas-painted prints of the Laser set, painted once on first use: the circuit card (a printed circuit
// grid with the 30 numbered pointers), the notebook's paper (pencil grid), the lid, the closed notebook's
// cover, piece tops, hit tokens, glows and the end's badges.
import type { CanvasTexture } from 'three';
import { COLS, ROWS } from '../../../shared/games/laser/index.js';
import type { HiddenPiece, LaserKind } from '../../../shared/games/laser/types.js';
import { keyedOnce } from '../../scene/once.js';
import {
  fillRadial,
  glowingFrame,
  makeCanvas,
  paintRandom,
  paintVerdictBadge,
  paperGrain,
  roundRect,
  type VerdictMark,
} from '../../scene/paint.js';
import { canvasTexture } from '../../scene/textures.js';
import { CARD_OUT, CELL, GRID_HALF_D, GRID_HALF_W, numberToLocal, pointerFacing, pointerToLocal } from './geometry.js';
import { KIND_INK, drawSymbol } from './symbols.js';

const cached = keyedOnce<CanvasTexture>();

/** Half the card's width in the board frame (the grid plus its margin). */
export const CARD_HALF_W = GRID_HALF_W + CARD_OUT;
/** Half the card's depth. */
export const CARD_HALF_D = GRID_HALF_D + CARD_OUT;
const PX = 360; // texels per unit

function cardCanvas(): {
  g: CanvasRenderingContext2D;
  canvas: HTMLCanvasElement;
  pixelX: (x: number) => number;
  pixelY: (z: number) => number;
  pixels: (d: number) => number;
  w: number;
  h: number;
} {
  const w = Math.round(CARD_HALF_W * 2 * PX),
    h = Math.round(CARD_HALF_D * 2 * PX);
  const [canvas, g] = makeCanvas(w, h);
  return {
    g,
    canvas,
    w,
    h,
    pixelX: (x) => (x + CARD_HALF_W) * PX,
    pixelY: (z) => (z + CARD_HALF_D) * PX,
    pixels: (d) => d * PX,
  };
}

/** The pointer numbers and their small arrows, upright for the board's owner. */
function printPointers(
  g: CanvasRenderingContext2D,
  pixelX: (x: number) => number,
  pixelY: (z: number) => number,
  pixels: (d: number) => number,
  ink: string,
  font: string,
): void {
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  for (let p = 1; p <= 30; p++) {
    const [nx, nz] = numberToLocal(p);
    g.fillStyle = ink;
    g.font = font;
    g.fillText(String(p), pixelX(nx), pixelY(nz) + pixels(0.004));
    // A small socket mark under the emitter, pointing into the grid.
    const [px, pz] = pointerToLocal(p);
    g.save();
    g.translate(pixelX(px), pixelY(pz));
    g.rotate(-pointerFacing(p));
    g.globalAlpha = 0.35;
    roundRect(g, -pixels(0.07), -pixels(0.09), pixels(0.14), pixels(0.16), pixels(0.03));
    g.fill();
    g.restore();
    g.globalAlpha = 1;
  }
}

/** The circuit card: cream margin with the numbers, the grid printed as a dark circuit board with pads. */
export function circuitCardTexture(): CanvasTexture {
  return cached('card:circuit', () => {
    const { g, canvas, w, h, pixelX, pixelY, pixels } = cardCanvas();
    const rnd = paintRandom(17);
    g.fillStyle = '#ece2c8';
    g.fillRect(0, 0, w, h);
    paperGrain(g, w, h, rnd, 0.8);
    g.strokeStyle = '#3b2414';
    g.lineWidth = pixels(0.01);
    roundRect(g, pixels(0.035), pixels(0.035), w - pixels(0.07), h - pixels(0.07), pixels(0.05));
    g.stroke();
    // The grid: a deep green-blue board with copper pads at the cell corners and fine silk-screen lines.
    const gx0 = pixelX(-GRID_HALF_W),
      gy0 = pixelY(-GRID_HALF_D),
      gw = pixels(GRID_HALF_W * 2),
      gh = pixels(GRID_HALF_D * 2);
    g.fillStyle = '#17343b';
    roundRect(g, gx0 - pixels(0.03), gy0 - pixels(0.03), gw + pixels(0.06), gh + pixels(0.06), pixels(0.03));
    g.fill();
    const grad = g.createRadialGradient(
      gx0 + gw / 2,
      gy0 + gh / 2,
      pixels(0.2),
      gx0 + gw / 2,
      gy0 + gh / 2,
      pixels(1.4),
    );
    grad.addColorStop(0, 'rgba(60,110,110,0.35)');
    grad.addColorStop(1, 'rgba(0,0,0,0.25)');
    g.fillStyle = grad;
    g.fillRect(gx0, gy0, gw, gh);
    // Faint traces meandering under the grid.
    g.strokeStyle = 'rgba(120,180,160,0.10)';
    g.lineWidth = pixels(0.008);
    for (let i = 0; i < 26; i++) {
      let x = gx0 + rnd() * gw,
        y = gy0 + rnd() * gh;
      g.beginPath();
      g.moveTo(x, y);
      for (let s = 0; s < 4; s++) {
        const horiz = rnd() < 0.5;
        const len = (rnd() - 0.5) * pixels(0.9);
        x = Math.min(gx0 + gw, Math.max(gx0, x + (horiz ? len : len * 0.4)));
        y = Math.min(gy0 + gh, Math.max(gy0, y + (horiz ? len * 0.4 : len)));
        g.lineTo(x, y);
      }
      g.stroke();
    }
    g.strokeStyle = 'rgba(214,232,220,0.55)';
    g.lineWidth = pixels(0.006);
    for (let c = 0; c <= COLS; c++) {
      g.beginPath();
      g.moveTo(gx0 + pixels(c * CELL), gy0);
      g.lineTo(gx0 + pixels(c * CELL), gy0 + gh);
      g.stroke();
    }
    for (let r = 0; r <= ROWS; r++) {
      g.beginPath();
      g.moveTo(gx0, gy0 + pixels(r * CELL));
      g.lineTo(gx0 + gw, gy0 + pixels(r * CELL));
      g.stroke();
    }
    for (let c = 0; c <= COLS; c++) {
      for (let r = 0; r <= ROWS; r++) {
        g.fillStyle = '#c8974a';
        g.beginPath();
        g.arc(gx0 + pixels(c * CELL), gy0 + pixels(r * CELL), pixels(0.016), 0, Math.PI * 2);
        g.fill();
      }
    }
    printPointers(
      g,
      pixelX,
      pixelY,
      pixels,
      '#3b2414',
      `700 ${Math.round(pixels(0.115))}px Georgia, 'Times New Roman', serif`,
    );
    // A laser star in each corner of the margin.
    g.strokeStyle = '#b3342a';
    g.lineWidth = pixels(0.008);
    for (const [sx, sy] of [
      [-1, -1],
      [1, -1],
      [1, 1],
      [-1, 1],
    ] as const) {
      const cx = pixelX(sx * (GRID_HALF_W + CARD_OUT * 0.52)),
        cy = pixelY(sy * (GRID_HALF_D + CARD_OUT * 0.52));
      for (let i = 0; i < 4; i++) {
        const a = (i * Math.PI) / 4;
        g.beginPath();
        g.moveTo(cx - Math.cos(a) * pixels(0.07), cy - Math.sin(a) * pixels(0.07));
        g.lineTo(cx + Math.cos(a) * pixels(0.07), cy + Math.sin(a) * pixels(0.07));
        g.stroke();
      }
    }
    return canvasTexture(canvas);
  });
}

/** The notebook's paper: ruled sheet, the grid and the numbers drawn in pencil. */
export function notebookCardTexture(): CanvasTexture {
  return cached('card:notebook', () => {
    const { g, canvas, w, h, pixelX, pixelY, pixels } = cardCanvas();
    const rnd = paintRandom(29);
    g.fillStyle = '#f6f2e6';
    g.fillRect(0, 0, w, h);
    g.strokeStyle = 'rgba(90,130,190,0.22)';
    g.lineWidth = pixels(0.004);
    for (let y = pixels(0.12); y < h; y += pixels(0.09)) {
      g.beginPath();
      g.moveTo(0, y);
      g.lineTo(w, y);
      g.stroke();
    }
    g.strokeStyle = 'rgba(200,70,70,0.35)';
    g.beginPath();
    g.moveTo(pixels(0.2), 0);
    g.lineTo(pixels(0.2), h);
    g.stroke();
    paperGrain(g, w, h, rnd, 0.6);
    const gx0 = pixelX(-GRID_HALF_W),
      gy0 = pixelY(-GRID_HALF_D);
    const pencil = (x0: number, y0: number, x1: number, y1: number) => {
      for (let pass = 0; pass < 2; pass++) {
        g.strokeStyle = `rgba(60,60,68,${pass ? 0.25 : 0.6})`;
        g.lineWidth = pixels(pass ? 0.009 : 0.005);
        g.beginPath();
        g.moveTo(x0 + (rnd() - 0.5) * pixels(0.01), y0 + (rnd() - 0.5) * pixels(0.01));
        const mx = (x0 + x1) / 2 + (rnd() - 0.5) * pixels(0.012),
          my = (y0 + y1) / 2 + (rnd() - 0.5) * pixels(0.012);
        g.quadraticCurveTo(mx, my, x1 + (rnd() - 0.5) * pixels(0.01), y1 + (rnd() - 0.5) * pixels(0.01));
        g.stroke();
      }
    };
    for (let c = 0; c <= COLS; c++)
      pencil(gx0 + pixels(c * CELL), gy0 - pixels(0.02), gx0 + pixels(c * CELL), gy0 + pixels(ROWS * CELL + 0.02));
    for (let r = 0; r <= ROWS; r++)
      pencil(gx0 - pixels(0.02), gy0 + pixels(r * CELL), gx0 + pixels(COLS * CELL + 0.02), gy0 + pixels(r * CELL));
    printPointers(
      g,
      pixelX,
      pixelY,
      pixels,
      'rgba(50,50,60,0.85)',
      `italic 600 ${Math.round(pixels(0.11))}px Georgia, 'Times New Roman', serif`,
    );
    return canvasTexture(canvas);
  });
}

/** The lid over a circuit nobody here may see: dark lacquer, a gold border, a shuttered-lens emblem. */
export function lidTexture(): CanvasTexture {
  return cached('lid', () => {
    const [canvas, g] = makeCanvas(640, 560);
    const rnd = paintRandom(3);
    g.fillStyle = '#1d1a22';
    g.fillRect(0, 0, 640, 560);
    for (let i = 0; i < 2200; i++) {
      g.fillStyle = `rgba(255,255,255,${(rnd() * 0.025).toFixed(3)})`;
      g.fillRect(rnd() * 640, rnd() * 560, 1 + rnd() * 3, 1);
    }
    g.strokeStyle = '#b08a35';
    g.lineWidth = 6;
    roundRect(g, 18, 18, 604, 524, 22);
    g.stroke();
    g.lineWidth = 2;
    roundRect(g, 32, 32, 576, 496, 16);
    g.stroke();
    // The emblem: a lens behind a closed iris.
    g.translate(320, 280);
    g.strokeStyle = '#b08a35';
    g.lineWidth = 5;
    g.beginPath();
    g.arc(0, 0, 70, 0, Math.PI * 2);
    g.stroke();
    for (let i = 0; i < 6; i++) {
      g.rotate(Math.PI / 3);
      g.beginPath();
      g.moveTo(0, -68);
      g.quadraticCurveTo(30, -20, 10, 8);
      g.stroke();
    }
    return canvasTexture(canvas);
  });
}

/** A closed notebook: cloth-bound cover with a blank paper label. */
export function coverTexture(): CanvasTexture {
  return cached('cover', () => {
    const [canvas, g] = makeCanvas(640, 600);
    const rnd = paintRandom(41);
    g.fillStyle = '#24385a';
    g.fillRect(0, 0, 640, 600);
    for (let i = 0; i < 7000; i++) {
      g.fillStyle = rnd() < 0.5 ? 'rgba(255,255,255,0.05)' : 'rgba(0,0,0,0.12)';
      g.fillRect(rnd() * 640, rnd() * 600, 1 + rnd() * 3, 1);
    }
    g.fillStyle = '#13203a';
    g.fillRect(0, 0, 56, 600); // the spine's cloth strip
    g.fillStyle = '#efe6cf';
    roundRect(g, 220, 200, 300, 150, 14);
    g.fill();
    g.strokeStyle = '#8a6a3a';
    g.lineWidth = 4;
    g.stroke();
    g.strokeStyle = 'rgba(120,100,70,0.4)';
    g.lineWidth = 2;
    for (const y of [255, 295]) {
      g.beginPath();
      g.moveTo(245, y);
      g.lineTo(495, y);
      g.stroke();
    }
    return canvasTexture(canvas);
  });
}

/** The printed top of a piece: a rounded card tile in the kind's pale tint with its symbol (orientation included). */
export function pieceTopTexture(kind: LaserKind, orientation?: string, hidden?: HiddenPiece): CanvasTexture {
  const key = `top:${kind}:${orientation ?? ''}:${hidden ? `${hidden.kind}${hidden.orientation ?? ''}` : ''}`;
  return cached(key, () => {
    const s = 128;
    const [canvas, g] = makeCanvas(s, s);
    g.fillStyle = '#f3ecdb';
    roundRect(g, 2, 2, s - 4, s - 4, 18);
    g.fill();
    g.strokeStyle = KIND_INK[kind];
    g.lineWidth = 5;
    roundRect(g, 7, 7, s - 14, s - 14, 14);
    g.stroke();
    drawSymbol(g, kind, s / 2, s / 2, s * 0.33, { orientation, hidden });
    return canvasTexture(canvas);
  });
}

/** A notebook guess: the symbol in pencil on transparent paper (a decal lying on the sheet). */
export function sketchTexture(kind: LaserKind, orientation?: string, hidden?: HiddenPiece): CanvasTexture {
  const key = `sketch:${kind}:${orientation ?? ''}:${hidden ? `${hidden.kind}${hidden.orientation ?? ''}` : ''}`;
  return cached(key, () => {
    const s = 128;
    const [canvas, g] = makeCanvas(s, s);
    g.clearRect(0, 0, s, s);
    drawSymbol(g, kind, s / 2, s / 2, s * 0.36, { orientation, hidden, style: 'pencil' });
    return canvasTexture(canvas);
  });
}

/** Pencil hatching: a cell the investigator believes empty. */
export function hatchTexture(): CanvasTexture {
  return cached('hatch', () => {
    const s = 64;
    const [canvas, g] = makeCanvas(s, s);
    g.clearRect(0, 0, s, s);
    g.strokeStyle = 'rgba(60,60,70,0.55)';
    g.lineWidth = 2;
    for (let i = -s; i < s; i += 11) {
      g.beginPath();
      g.moveTo(i + 4, s - 4);
      g.lineTo(i + s - 4, 4);
      g.stroke();
    }
    return canvasTexture(canvas);
  });
}

/** A hit token: a disc in the kind's ink with its symbol in white; also '∗' for absorbed light and '∞' for a loop. */
export function tokenTexture(kind: LaserKind | 'absorbed' | 'loop'): CanvasTexture {
  return cached(`token:${kind}`, () => {
    const s = 128;
    const [canvas, g] = makeCanvas(s, s);
    g.clearRect(0, 0, s, s);
    const ink = kind === 'absorbed' ? '#7a2a1a' : kind === 'loop' ? '#2a4a7a' : KIND_INK[kind];
    g.fillStyle = 'rgba(0,0,0,0.3)';
    g.beginPath();
    g.arc(s / 2, s / 2 + 3, s * 0.46, 0, Math.PI * 2);
    g.fill();
    g.fillStyle = ink;
    g.beginPath();
    g.arc(s / 2, s / 2, s * 0.45, 0, Math.PI * 2);
    g.fill();
    g.strokeStyle = 'rgba(255,255,255,0.6)';
    g.lineWidth = 4;
    g.beginPath();
    g.arc(s / 2, s / 2, s * 0.39, 0, Math.PI * 2);
    g.stroke();
    if (kind === 'absorbed' || kind === 'loop') {
      g.fillStyle = '#fff';
      g.font = `700 ${Math.round(s * 0.5)}px Georgia, serif`;
      g.textAlign = 'center';
      g.textBaseline = 'middle';
      g.fillText(kind === 'loop' ? '∞' : '✶', s / 2, s / 2 + 2);
    } else drawSymbol(g, kind, s / 2, s / 2, s * 0.27, { colour: '#ffffff' });
    return canvasTexture(canvas);
  });
}

/** A soft round glow (white; tinted by the material), for beam heads, sparks and lit pointers. */
export function glowTexture(): CanvasTexture {
  return cached('glow', () => {
    const s = 128;
    const [canvas, g] = makeCanvas(s, s);
    fillRadial(g, s, 0, [
      [0, 'rgba(255,255,255,1)'],
      [0.18, 'rgba(255,255,255,0.75)'],
      [0.45, 'rgba(255,255,255,0.22)'],
      [1, 'rgba(255,255,255,0)'],
    ]);
    return canvasTexture(canvas);
  });
}

/** A solid round blot with a soft rim (white; tinted): the notebook's inked marks, where a glow would not show. */
export function blotTexture(): CanvasTexture {
  return cached('blot', () => {
    const s = 128;
    const [canvas, g] = makeCanvas(s, s);
    fillRadial(g, s, 0, [
      [0, 'rgba(255,255,255,0.95)'],
      [0.55, 'rgba(255,255,255,0.8)'],
      [0.75, 'rgba(255,255,255,0.25)'],
      [1, 'rgba(255,255,255,0)'],
    ]);
    return canvasTexture(canvas);
  });
}

/** A soft ring under a piece (white; tinted): the end's right/wrong glow, the counter-example's mark. */
export function ringTexture(): CanvasTexture {
  return cached('ring', () => {
    const s = 128;
    const [canvas, g] = makeCanvas(s, s);
    glowingFrame(g, s, 16, 18, { stroke: 'rgba(255,255,255,0.95)', width: 9, glow: 'rgba(255,255,255,1)', blur: 14 });
    return canvasTexture(canvas);
  });
}

/** The badge beside a compared piece: a tick (right), a cross (wrong) or '!' (the counter-example can move it). */
export function badgeTexture(mark: VerdictMark): CanvasTexture {
  return cached(`badge:${mark}`, () => {
    const s = 96;
    const [canvas, g] = makeCanvas(s, s);
    paintVerdictBadge(g, s, mark, 0.44);
    return canvasTexture(canvas);
  });
}
