// Masterdice's canvas drawings shared by the board card and the screen prints: colour symbols, marker icons
// and dice faces (rounded rectangles and paper grain are every game's: client/scene/paint.ts).
import { COLOURS } from '../../../shared/games/masterdice/index.js';
import { roundRect } from '../../scene/paint.js';
import { INK, LOWER_ARROW, ON_INK } from './symbols.js';
import type { MarkerKind } from './symbols.js';

/** A full circle as the current path (the discs of badges, coins and pips). */
function circlePath(g: CanvasRenderingContext2D, x: number, y: number, r: number): void {
  g.beginPath();
  g.arc(x, y, r, 0, Math.PI * 2);
}

/** The path of a colour's symbol (0 circle, 1 triangle, 2 square, 3 star) of radius r around (x, y). */
export function symbolPath(g: CanvasRenderingContext2D, column: number, x: number, y: number, r: number): void {
  g.beginPath();
  if (column === 0) {
    g.arc(x, y, r, 0, Math.PI * 2);
  } else if (column === 2) {
    const h = r * 0.88;
    g.rect(x - h, y - h, 2 * h, 2 * h);
  } else if (column === 1) {
    const k = r * 1.18;
    g.moveTo(x, y - k);
    g.lineTo(x + k * 0.94, y + k * 0.62);
    g.lineTo(x - k * 0.94, y + k * 0.62);
  } else {
    for (let i = 0; i < 10; i++) {
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      const rr = i % 2 === 0 ? r * 1.22 : r * 0.5;
      const px = x + Math.cos(a) * rr;
      const py = y + Math.sin(a) * rr;
      if (i === 0) g.moveTo(px, py);
      else g.lineTo(px, py);
    }
  }
  g.closePath();
}

/** A colour badge: a disc of the colour's ink with its symbol in the contrasting ink, turned by `angle`. */
export function colourBadge(
  g: CanvasRenderingContext2D,
  column: number,
  x: number,
  y: number,
  r: number,
  angle = 0,
): void {
  const colour = COLOURS[column] ?? 'blue';
  g.save();
  g.translate(x, y);
  g.rotate(angle);
  g.fillStyle = 'rgba(40,25,10,0.35)';
  circlePath(g, 0, r * 0.08, r * 1.04);
  g.fill();
  g.fillStyle = INK[colour];
  circlePath(g, 0, 0, r);
  g.fill();
  g.strokeStyle = 'rgba(255,255,255,0.55)';
  g.lineWidth = r * 0.08;
  circlePath(g, 0, 0, r * 0.86);
  g.stroke();
  g.fillStyle = ON_INK[colour];
  symbolPath(g, column, 0, 0, r * 0.46);
  g.fill();
  g.restore();
}

/** The icon of a feedback marker as printed (legend, screen): brass "=" coin, black ↓, ivory ↑. */
export function markerIcon(
  g: CanvasRenderingContext2D,
  kind: MarkerKind,
  x: number,
  y: number,
  r: number,
  angle = 0,
): void {
  g.save();
  g.translate(x, y);
  g.rotate(angle);
  if (kind === 'equal') {
    g.fillStyle = '#c9a23a';
    circlePath(g, 0, 0, r);
    g.fill();
    g.strokeStyle = '#7a5a14';
    g.lineWidth = r * 0.1;
    g.stroke();
    g.fillStyle = '#221a0c';
    g.fillRect(-r * 0.5, -r * 0.34, r, r * 0.2);
    g.fillRect(-r * 0.5, r * 0.14, r, r * 0.2);
  } else {
    const down = kind === 'lower';
    g.fillStyle = down ? '#1b1816' : '#f7f1e3';
    g.strokeStyle = down ? '#000' : '#6b5a44';
    g.lineWidth = r * 0.12;
    g.beginPath();
    const s = down ? 1 : -1;
    for (const [u, v] of LOWER_ARROW) g.lineTo(u * r, s * v * r);
    g.closePath();
    g.fill();
    g.stroke();
  }
  g.restore();
}

/** Pip positions of each value on a unit square from -1 to 1 (index = value); shared by canvas and SVG faces. */
export const PIPS: readonly (readonly [number, number][])[] = [
  [],
  [[0, 0]],
  [
    [-1, -1],
    [1, 1],
  ],
  [
    [-1, -1],
    [0, 0],
    [1, 1],
  ],
  [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ],
  [
    [-1, -1],
    [1, -1],
    [0, 0],
    [-1, 1],
    [1, 1],
  ],
  [
    [-1, -1],
    [-1, 0],
    [-1, 1],
    [1, -1],
    [1, 0],
    [1, 1],
  ],
];

/** A die face seen from above (ivory, or a colour's ink with its symbol as pips), edge 2r. */
export function dieFace(
  g: CanvasRenderingContext2D,
  value: number,
  x: number,
  y: number,
  r: number,
  column: number | null = null,
): void {
  const colour = column === null ? null : (COLOURS[column] ?? 'blue');
  g.fillStyle = 'rgba(0,0,0,0.25)';
  roundRect(g, x - r, y - r + r * 0.12, 2 * r, 2 * r, r * 0.3);
  g.fill();
  g.fillStyle = colour ? INK[colour] : '#f4eedf';
  roundRect(g, x - r, y - r, 2 * r, 2 * r, r * 0.3);
  g.fill();
  g.strokeStyle = 'rgba(0,0,0,0.25)';
  g.lineWidth = r * 0.05;
  g.stroke();
  g.fillStyle = colour ? ON_INK[colour] : '#17140f';
  for (const [u, v] of PIPS[value] ?? []) {
    if (colour !== null && column !== null) {
      symbolPath(g, column, x + u * r * 0.5, y + v * r * 0.5, r * 0.16);
    } else {
      circlePath(g, x + u * r * 0.5, y + v * r * 0.5, r * 0.15);
    }
    g.fill();
  }
}
