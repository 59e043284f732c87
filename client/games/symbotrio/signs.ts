// How each of the twelve signs is drawn, shared by the squares' stickers and the cards' gems (canvas 2D only):
// each colour with its ink, its own pattern (red stripes, blue dots, yellow cross-hatch) and symbol (heart, drop,
// star), so colour is never the only cue; each size as an arrow of its length with 1–3 pips; each cut as its lines
// (triangle 3 slanted, rhombus 4 slanted, square 4 straight, rectangle 2 long + 2 short, circle 2 curved,
// semicircle 1 curved + 1 straight), and the gem outlines of the six cuts.
import { COLOURS, SIZES, type Gem, type Sign } from '../../../shared/games/symbotrio/index.js';

type Colour = Gem['colour'];
type Size = Gem['size'];
type Cut = Gem['cut'];

/** The printed inks of the three colours. */
export const COLOUR_INK: Readonly<Record<Colour, string>> = { red: '#c8322b', blue: '#2a5db0', yellow: '#e9b318' };

/** Whether a sign is a colour. */
export const isColour = (s: Sign): s is Colour => (COLOURS as readonly string[]).includes(s);
/** Whether a sign is a size. */
export const isSize = (s: Sign): s is Size => (SIZES as readonly string[]).includes(s);

/** Overlays the colour's pattern on the box (x, y, w, h) of the current clip: red stripes, blue dots, yellow cross-hatch. */
export function patternFill(
  g: CanvasRenderingContext2D,
  colour: Colour,
  x: number,
  y: number,
  w: number,
  h: number,
): void {
  g.save();
  g.strokeStyle = colour === 'yellow' ? 'rgba(120,70,0,0.45)' : 'rgba(255,255,255,0.42)';
  g.fillStyle = g.strokeStyle;
  g.lineWidth = Math.max(2, w / 40);
  const step = Math.max(8, w / 9);
  if (colour === 'red') {
    for (let i = -h; i < w; i += step) {
      g.beginPath();
      g.moveTo(x + i, y + h);
      g.lineTo(x + i + h, y);
      g.stroke();
    }
  } else if (colour === 'blue') {
    for (let r = 0, yy = y + step / 2; yy < y + h; yy += step, r++)
      for (let xx = x + (r % 2 ? step / 2 : 0); xx < x + w; xx += step) {
        g.beginPath();
        g.arc(xx, yy, step * 0.2, 0, Math.PI * 2);
        g.fill();
      }
  } else {
    for (let i = step / 2; i < Math.max(w, h); i += step) {
      g.beginPath();
      g.moveTo(x + i, y);
      g.lineTo(x + i, y + h);
      g.moveTo(x, y + i);
      g.lineTo(x + w, y + i);
      g.stroke();
    }
  }
  g.restore();
}

/** The colour's symbol at (x, y) of radius r, in its ink with a dark outline: red heart, blue drop, yellow star. */
export function drawSymbol(g: CanvasRenderingContext2D, colour: Colour, x: number, y: number, r: number): void {
  g.save();
  g.beginPath();
  if (colour === 'red') {
    g.moveTo(x, y + r);
    g.bezierCurveTo(x - r * 1.6, y - r * 0.1, x - r * 0.6, y - r * 1.3, x, y - r * 0.35);
    g.bezierCurveTo(x + r * 0.6, y - r * 1.3, x + r * 1.6, y - r * 0.1, x, y + r);
  } else if (colour === 'blue') {
    g.moveTo(x, y - r * 1.15);
    g.bezierCurveTo(x + r * 0.35, y - r * 0.5, x + r, y, x + r * 0.82, y + r * 0.45);
    g.arc(x, y + r * 0.25, r * 0.85, 0.25, Math.PI - 0.25);
    g.bezierCurveTo(x - r, y, x - r * 0.35, y - r * 0.5, x, y - r * 1.15);
  } else {
    for (let i = 0; i < 10; i++) {
      const a = -Math.PI / 2 + (i * Math.PI) / 5,
        rr = i % 2 ? r * 0.45 : r * 1.1;
      g.lineTo(x + Math.cos(a) * rr, y + Math.sin(a) * rr);
    }
  }
  g.closePath();
  g.fillStyle = COLOUR_INK[colour];
  g.fill();
  g.strokeStyle = '#2b2118';
  g.lineWidth = Math.max(1.5, r / 7);
  g.stroke();
  g.restore();
}

/** A colour sticker: a splash of the colour's ink with its pattern, its symbol beside it. */
export function drawColourSplash(g: CanvasRenderingContext2D, colour: Colour, s: number): void {
  const cx = s * 0.44,
    cy = s * 0.46,
    r = s * 0.27;
  g.save();
  g.beginPath();
  for (let i = 0; i <= 16; i++) {
    const a = (i / 16) * Math.PI * 2,
      rr = r * (1 + 0.16 * Math.sin(i * 2.7 + 1) + (i % 4 === 0 ? 0.22 : 0));
    const px = cx + Math.cos(a) * rr,
      py = cy + Math.sin(a) * rr;
    if (i === 0) g.moveTo(px, py);
    else g.lineTo(px, py);
  }
  g.closePath();
  g.fillStyle = COLOUR_INK[colour];
  g.fill();
  g.clip();
  patternFill(g, colour, cx - r * 1.5, cy - r * 1.5, r * 3, r * 3);
  g.restore();
  for (const [dx, dy, rr] of [
    [0.33, -0.24, 0.045],
    [-0.3, 0.3, 0.035],
    [0.25, 0.33, 0.03],
  ] as const) {
    g.fillStyle = COLOUR_INK[colour];
    g.beginPath();
    g.arc(cx + dx * s, cy + dy * s, rr * s, 0, Math.PI * 2);
    g.fill();
  }
  // The symbol in a cream badge at the lower right.
  g.fillStyle = '#fbf6e8';
  g.strokeStyle = '#2b2118';
  g.lineWidth = 3;
  g.beginPath();
  g.arc(s * 0.76, s * 0.76, s * 0.13, 0, Math.PI * 2);
  g.fill();
  g.stroke();
  drawSymbol(g, colour, s * 0.76, s * 0.77, s * 0.075);
}

/** An arrow of its size centred at (x, y) (max length `w`): short, medium, long, with 1–3 pips under it. */
export function drawArrow(g: CanvasRenderingContext2D, size: Size, x: number, y: number, w: number, ink: string): void {
  const k = size === 'small' ? 0.36 : size === 'medium' ? 0.64 : 0.94;
  const len = w * k,
    t = Math.max(5, w * 0.07),
    head = t * 2.1;
  const x0 = x - len / 2,
    x1 = x + len / 2;
  const onCard = w < 180;
  g.save();
  g.fillStyle = ink;
  g.beginPath();
  g.moveTo(x0, y - t / 2);
  g.lineTo(x1 - head, y - t / 2);
  g.lineTo(x1 - head, y - head * 0.75);
  g.lineTo(x1, y);
  g.lineTo(x1 - head, y + head * 0.75);
  g.lineTo(x1 - head, y + t / 2);
  g.lineTo(x0, y + t / 2);
  g.closePath();
  g.fill();
  g.fillRect(x0 - t * 0.3, y - head * 0.55, t * 0.6, head * 1.1); // the tail's bar: the arrow's length reads from bar to tip
  if (!onCard) {
    const n = SIZES.indexOf(size) + 1;
    for (let i = 0; i < n; i++) {
      g.beginPath();
      g.arc(x + (i - (n - 1) / 2) * w * 0.1, y + w * 0.2, w * 0.03, 0, Math.PI * 2);
      g.fill();
    }
  }
  g.restore();
}

/** One stroke of a cut: a straight segment, or an arc (centre, radius, from, to). */
type Stroke =
  | { readonly line: readonly [number, number, number, number] }
  | { readonly arc: readonly [number, number, number, number, number] };

/** The cut's lines in a unit box (−1..1), laid side by side so they are counted at a glance. */
function cutStrokes(cut: Cut): Stroke[] {
  const slant = (x: number, dir: 1 | -1): Stroke => ({ line: [x - 0.17 * dir, 0.55, x + 0.17 * dir, -0.55] });
  const upright = (x: number, h: number): Stroke => ({ line: [x, h, x, -h] });
  switch (cut) {
    case 'triangle':
      return [slant(-0.55, 1), slant(0, -1), slant(0.55, 1)];
    case 'rhombus':
      return [slant(-0.75, 1), slant(-0.25, -1), slant(0.25, 1), slant(0.75, -1)];
    case 'square':
      return [-0.66, -0.22, 0.22, 0.66].map((x) => upright(x, 0.55));
    case 'rectangle':
      return [upright(-0.66, 0.6), upright(-0.22, 0.6), upright(0.22, 0.3), upright(0.66, 0.3)];
    case 'circle':
      return [
        { arc: [-0.05, 0, 0.6, Math.PI * 0.62, Math.PI * 1.38] },
        { arc: [0.05, 0, 0.6, -Math.PI * 0.38, Math.PI * 0.38] },
      ];
    case 'semicircle':
      return [{ arc: [0.1, 0, 0.6, Math.PI * 0.6, Math.PI * 1.4] }, upright(0.3, 0.6)];
  }
}

/** A cut sticker: its lines (size `w`), and the shape they make, small, in the corner. */
export function drawCutLines(
  g: CanvasRenderingContext2D,
  cut: Cut,
  x: number,
  y: number,
  w: number,
  ink: string,
): void {
  const u = w / 2;
  g.save();
  g.strokeStyle = ink;
  g.lineWidth = w * 0.07;
  g.lineCap = 'round';
  for (const s of cutStrokes(cut)) {
    g.beginPath();
    if ('line' in s) {
      g.moveTo(x + s.line[0] * u, y - 0.08 * u + s.line[1] * u);
      g.lineTo(x + s.line[2] * u, y - 0.08 * u + s.line[3] * u);
    } else g.arc(x + s.arc[0] * u, y - 0.08 * u + s.arc[1] * u, s.arc[2] * u, s.arc[3], s.arc[4]);
    g.stroke();
  }
  g.lineWidth = w * 0.022;
  gemPath(g, cut, x + u * 0.72, y + u * 0.78, u * 0.15);
  g.stroke();
  g.restore();
}

/** The outline of a gem of cut `cut` centred at (x, y), radius r (a path; fill or stroke it). */
export function gemPath(g: CanvasRenderingContext2D, cut: Cut, x: number, y: number, r: number): void {
  g.beginPath();
  switch (cut) {
    case 'triangle':
      g.moveTo(x, y - r);
      g.lineTo(x + r * 0.95, y + r * 0.7);
      g.lineTo(x - r * 0.95, y + r * 0.7);
      break;
    case 'rhombus':
      g.moveTo(x, y - r);
      g.lineTo(x + r * 0.72, y);
      g.lineTo(x, y + r);
      g.lineTo(x - r * 0.72, y);
      break;
    case 'square':
      g.rect(x - r * 0.78, y - r * 0.78, r * 1.56, r * 1.56);
      break;
    case 'rectangle':
      g.rect(x - r, y - r * 0.58, r * 2, r * 1.16);
      break;
    case 'circle':
      g.arc(x, y, r * 0.86, 0, Math.PI * 2);
      break;
    case 'semicircle':
      g.arc(x, y + r * 0.4, r, Math.PI, 0);
      break;
  }
  g.closePath();
}
