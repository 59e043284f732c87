// Canvas-painted prints of the Web set, painted once on first use: the squares atlas (an open square, computers
// as screens filled by their value's big numeral (pips under it), a server as a rack, the central card's logo
// squares, the card backs with their green dots, the obstacles' coin face), the marks atlas drawn over the felt
// with transparency (a hole's dark inset ring, the glow of a legal side, a square's glow), and the cables' atlas
// (each seat's colour and pattern along a stick).
import type { CanvasTexture } from 'three';
import { keyedOnce } from '../../scene/once.js';
import { makeCanvas, paintRandom, paperGrain, roundRect } from '../../scene/paint.js';
import { canvasTexture } from '../../scene/textures.js';
import { SEAT_LOOKS, paintCable } from './palette.js';

const cached = keyedOnce<CanvasTexture>();
type G = CanvasRenderingContext2D;

/** A grid of equal cells on one canvas: `cols` × `rows`, `cellW` × `cellH` pixels each. */
export interface AtlasGrid {
  readonly cols: number;
  readonly rows: number;
  readonly cellW: number;
  readonly cellH: number;
}

// ---- the squares atlas --------------------------------------------------------------------------------------

/** The squares atlas: 4 × 4 cells of 256 px. */
export const SQUARE_GRID: AtlasGrid = { cols: 4, rows: 4, cellW: 256, cellH: 256 };
/** An open square. */
export const OPEN = 0;
/** A computer worth v (1–5): COMPUTER + v − 1. */
export const COMPUTER = 1;
/** A server (rack). */
export const SERVER = 6;
/** The central card's server, with the logo. */
export const LOGO_SERVER = 7;
/** The central card's open squares: the name on one side, the publisher's on the other. */
export const LOGO_LEFT = 8;
export const LOGO_RIGHT = 9;
/** A card's back with d green dots (1–3): BACK + d − 1. */
export const BACK = 10;
/** A card's back whose dots this viewer may not know (plain). */
export const BACK_PLAIN = 13;
/** The face of an obstacle coin. */
export const COIN = 14;

/** Each value's screen tint: a second cue beside the number and the pips. */
const SCREEN: readonly (readonly [string, string])[] = [
  ['#17352a', '#8ff5a8'],
  ['#12343b', '#86ecf5'],
  ['#172a4a', '#9cc4ff'],
  ['#2c1e48', '#d2a8ff'],
  ['#45270e', '#ffc46b'],
];

const PAPER = '#f1e8d2';
const INK = '#2b2a33';

/** The paper of a square: warm card stock with faint printed circuit traces between the sides' middles. */
function paperSquare(g: G, x: number, y: number, s: number, rnd: () => number, traces = true): void {
  g.fillStyle = PAPER;
  g.fillRect(x, y, s, s);
  if (traces) {
    g.strokeStyle = 'rgba(60,110,100,0.16)';
    g.lineWidth = s * 0.025;
    g.beginPath();
    g.moveTo(x + s / 2, y);
    g.lineTo(x + s / 2, y + s);
    g.moveTo(x, y + s / 2);
    g.lineTo(x + s, y + s / 2);
    g.stroke();
    g.fillStyle = 'rgba(60,110,100,0.2)';
    for (const [u, v] of [
      [0.5, 0.06],
      [0.5, 0.94],
      [0.06, 0.5],
      [0.94, 0.5],
    ] as const) {
      g.beginPath();
      g.arc(x + s * u, y + s * v, s * 0.035, 0, Math.PI * 2);
      g.fill();
    }
  }
  g.save();
  g.beginPath();
  g.rect(x, y, s, s);
  g.clip();
  g.translate(x, y);
  paperGrain(g, s, s, rnd, 0.45);
  g.restore();
}

/** Pips: `n` dots centred on (cx, cy), `r` each, in a row (up to 3) or two rows. */
function pips(g: G, n: number, cx: number, cy: number, r: number, colour: string): void {
  g.fillStyle = colour;
  const rows = n <= 3 ? [n] : [Math.ceil(n / 2), Math.floor(n / 2)];
  rows.forEach((count, row) => {
    const yy = cy + (row - (rows.length - 1) / 2) * r * 2.6;
    for (let k = 0; k < count; k++) {
      g.beginPath();
      g.arc(cx + (k - (count - 1) / 2) * r * 2.6, yy, r, 0, Math.PI * 2);
      g.fill();
    }
  });
}

/**
 * A computer worth `v`: a monitor whose screen is nearly the whole square, the value filling it in a bright
 * tint on dark glass (readable at a glance from across the table), on a little stand, with `v` ink pips under
 * it as a second cue.
 */
function computer(g: G, x: number, y: number, s: number, v: number, rnd: () => number): void {
  paperSquare(g, x, y, s, rnd);
  const [bg, fg] = SCREEN[v - 1] ?? SCREEN[0]!;
  // Stand.
  g.fillStyle = '#3a3d45';
  g.fillRect(x + s * 0.44, y + s * 0.74, s * 0.12, s * 0.07);
  roundRect(g, x + s * 0.3, y + s * 0.79, s * 0.4, s * 0.045, s * 0.02);
  g.fill();
  // Bezel and screen.
  g.fillStyle = '#1c1e24';
  roundRect(g, x + s * 0.07, y + s * 0.06, s * 0.86, s * 0.7, s * 0.08);
  g.fill();
  g.fillStyle = bg;
  roundRect(g, x + s * 0.12, y + s * 0.11, s * 0.76, s * 0.6, s * 0.05);
  g.fill();
  // The value, big and bright, with a soft glow.
  g.shadowColor = fg;
  g.shadowBlur = s * 0.04;
  g.fillStyle = fg;
  g.font = `900 ${Math.round(s * 0.56)}px "DejaVu Sans", Arial, sans-serif`;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText(String(v), x + s * 0.5, y + s * 0.43);
  g.shadowBlur = 0;
  pips(g, v, x + s * 0.5, y + s * 0.915, s * 0.032, INK);
}

/** A server: a rack cabinet with four units, their lights and vents, and a mast on top. */
function server(g: G, x: number, y: number, s: number, rnd: () => number, logo: boolean): void {
  paperSquare(g, x, y, s, rnd);
  // The four cable ports: brass studs at the sides' middles (a server takes a cable on every side).
  g.fillStyle = '#b88a2e';
  for (const [u, v] of [
    [0.5, 0.05],
    [0.5, 0.95],
    [0.05, 0.5],
    [0.95, 0.5],
  ] as const) {
    g.beginPath();
    g.arc(x + s * u, y + s * v, s * 0.06, 0, Math.PI * 2);
    g.fill();
  }
  const cx = x + s * 0.5;
  // A tall black cabinet with a light frame: it reads as a rack against the cream card at any distance.
  g.fillStyle = '#101216';
  roundRect(g, x + s * 0.17, y + s * 0.1, s * 0.66, s * 0.8, s * 0.06);
  g.fill();
  g.strokeStyle = '#d8dde6';
  g.lineWidth = s * 0.03;
  g.stroke();
  for (let u = 0; u < 4; u++) {
    const uy = y + s * (0.16 + u * 0.18);
    g.fillStyle = '#59606e';
    roundRect(g, x + s * 0.23, uy, s * 0.54, s * 0.14, s * 0.025);
    g.fill();
    g.fillStyle = 'rgba(0,0,0,0.55)';
    for (let k = 0; k < 4; k++) g.fillRect(x + s * (0.47 + k * 0.065), uy + s * 0.035, s * 0.035, s * 0.07);
    g.fillStyle = u % 2 === 0 ? '#6dff8e' : '#ffb347';
    g.beginPath();
    g.arc(x + s * 0.3, uy + s * 0.07, s * 0.034, 0, Math.PI * 2);
    g.fill();
    g.fillStyle = '#4fd2ff';
    g.beginPath();
    g.arc(x + s * 0.39, uy + s * 0.07, s * 0.028, 0, Math.PI * 2);
    g.fill();
  }
  if (logo) {
    // The central card: a brass medallion with the W of Web over the rack.
    g.fillStyle = '#c9a24a';
    g.beginPath();
    g.arc(cx, y + s * 0.5, s * 0.2, 0, Math.PI * 2);
    g.fill();
    g.strokeStyle = '#6b4e12';
    g.lineWidth = s * 0.02;
    g.stroke();
    g.fillStyle = '#3a2a08';
    g.font = `900 ${Math.round(s * 0.24)}px Georgia, serif`;
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillText('W', cx, y + s * 0.51);
  }
}

/** One of the central card's open squares with a word of the logo, set across the card's length. */
function logoSquare(g: G, x: number, y: number, s: number, rnd: () => number, word: string, sub: string): void {
  paperSquare(g, x, y, s, rnd, false);
  g.fillStyle = '#1e3a5f';
  g.font = `italic 900 ${Math.round(s * 0.22)}px Georgia, serif`;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText(word, x + s / 2, y + s * 0.46);
  g.fillStyle = '#9a7424';
  g.font = `700 ${Math.round(s * 0.08)}px "DejaVu Sans", Arial, sans-serif`;
  g.fillText(sub, x + s / 2, y + s * 0.66);
  g.strokeStyle = '#9a7424';
  g.lineWidth = s * 0.012;
  g.beginPath();
  g.moveTo(x + s * 0.2, y + s * 0.58);
  g.lineTo(x + s * 0.8, y + s * 0.58);
  g.stroke();
}

/** A card's back: deep blue with a fine weave, and `dots` green dots (0: none printed, the dots unknown). */
function back(g: G, x: number, y: number, s: number, dots: number): void {
  g.fillStyle = '#1d3050';
  g.fillRect(x, y, s, s);
  g.strokeStyle = 'rgba(150,190,255,0.12)';
  g.lineWidth = s * 0.01;
  for (let k = -s; k < s; k += s * 0.08) {
    g.beginPath();
    g.moveTo(x + k, y);
    g.lineTo(x + k + s, y + s);
    g.stroke();
  }
  for (let k = 0; k < dots; k++) {
    const cx = x + s * (0.5 + (k - (dots - 1) / 2) * 0.28);
    g.fillStyle = '#0d1a10';
    g.beginPath();
    g.arc(cx, y + s * 0.52, s * 0.115, 0, Math.PI * 2);
    g.fill();
    g.fillStyle = '#3fd16a';
    g.beginPath();
    g.arc(cx, y + s * 0.5, s * 0.1, 0, Math.PI * 2);
    g.fill();
    g.fillStyle = 'rgba(255,255,255,0.35)';
    g.beginPath();
    g.arc(cx - s * 0.03, y + s * 0.47, s * 0.03, 0, Math.PI * 2);
    g.fill();
  }
}

/** An obstacle coin's face: copper with a raised rim and a barred circle (nothing may go here). */
function coin(g: G, x: number, y: number, s: number): void {
  const cx = x + s / 2,
    cy = y + s / 2;
  const grad = g.createRadialGradient(cx - s * 0.15, cy - s * 0.15, s * 0.05, cx, cy, s * 0.5);
  grad.addColorStop(0, '#f0b27a');
  grad.addColorStop(1, '#9a5a2a');
  g.fillStyle = grad;
  g.fillRect(x, y, s, s);
  g.strokeStyle = '#6e3b16';
  g.lineWidth = s * 0.04;
  g.beginPath();
  g.arc(cx, cy, s * 0.42, 0, Math.PI * 2);
  g.stroke();
  g.lineWidth = s * 0.07;
  g.beginPath();
  g.arc(cx, cy, s * 0.22, 0, Math.PI * 2);
  g.moveTo(cx - s * 0.155, cy + s * 0.155);
  g.lineTo(cx + s * 0.155, cy - s * 0.155);
  g.stroke();
}

/** The squares atlas (opaque; its cells are mapped onto instanced quads). */
export function squareAtlas(): CanvasTexture {
  return cached('squares', () => {
    const { cols, rows, cellW: s } = SQUARE_GRID;
    const [canvas, g] = makeCanvas(cols * s, rows * s);
    const rnd = paintRandom(57);
    const at = (cell: number): [number, number] => [(cell % cols) * s, Math.floor(cell / cols) * s];
    paperSquare(g, ...at(OPEN), s, rnd);
    for (let v = 1; v <= 5; v++) computer(g, ...at(COMPUTER + v - 1), s, v, rnd);
    server(g, ...at(SERVER), s, rnd, false);
    server(g, ...at(LOGO_SERVER), s, rnd, true);
    logoSquare(g, ...at(LOGO_LEFT), s, rnd, 'Web', 'TAVOLO');
    logoSquare(g, ...at(LOGO_RIGHT), s, rnd, 'Net', '1997');
    for (let d = 1; d <= 3; d++) back(g, ...at(BACK + d - 1), s, d);
    back(g, ...at(BACK_PLAIN), s, 0);
    coin(g, ...at(COIN), s);
    const tex = canvasTexture(canvas);
    return tex;
  });
}

/** The squares-atlas cell of a square as printed. */
export function squareCell(kind: 'open' | 'computer' | 'server', value?: number): number {
  if (kind === 'server') return SERVER;
  if (kind === 'computer') return COMPUTER + Math.min(5, Math.max(1, value ?? 1)) - 1;
  return OPEN;
}

// ---- marks over the felt ------------------------------------------------------------------------------------

/** The marks atlas: 4 × 1 cells of 128 px, transparent. */
export const MARK_GRID: AtlasGrid = { cols: 4, rows: 1, cellW: 128, cellH: 128 };
/** A hole: a dark inset ring on the felt. */
export const HOLE = 0;
/** A soft glowing bar (a legal side), white to be tinted. */
export const SIDE_GLOW = 1;
/** A soft glowing square frame (white, tinted). */
export const SQUARE_GLOW = 2;
/** A filled soft square (white, tinted): the ghost's legality wash, the network's light at the end. */
export const SQUARE_FILL = 3;

/** The marks atlas. */
export function marksAtlas(): CanvasTexture {
  return cached('marks', () => {
    const { cols, rows, cellW: s } = MARK_GRID;
    const [canvas, g] = makeCanvas(cols * s, rows * s);
    // Hole: a sunk dark disc with a lit lower rim and a shadowed upper rim.
    {
      const cx = s / 2,
        cy = s / 2;
      const grad = g.createRadialGradient(cx, cy, s * 0.1, cx, cy, s * 0.4);
      grad.addColorStop(0, 'rgba(8,16,14,0.55)');
      grad.addColorStop(0.75, 'rgba(8,16,14,0.8)');
      grad.addColorStop(1, 'rgba(8,16,14,0)');
      g.fillStyle = grad;
      g.beginPath();
      g.arc(cx, cy, s * 0.4, 0, Math.PI * 2);
      g.fill();
      g.lineWidth = s * 0.05;
      g.strokeStyle = 'rgba(200,170,110,0.85)';
      g.beginPath();
      g.arc(cx, cy, s * 0.33, 0, Math.PI * 2);
      g.stroke();
      g.strokeStyle = 'rgba(200,170,110,0.5)';
      g.lineWidth = s * 0.02;
      g.setLineDash([s * 0.05, s * 0.04]);
      g.beginPath();
      g.arc(cx, cy, s * 0.22, 0, Math.PI * 2);
      g.stroke();
      g.setLineDash([]);
    }
    // A legal side: a bright bar with a soft halo.
    {
      const x = s;
      g.shadowColor = 'rgba(255,255,255,1)';
      g.shadowBlur = s * 0.12;
      g.fillStyle = 'rgba(255,255,255,0.95)';
      roundRect(g, x + s * 0.22, s * 0.4, s * 0.56, s * 0.2, s * 0.1);
      g.fill();
      g.shadowBlur = 0;
    }
    // A square frame glow.
    {
      const x = 2 * s;
      g.shadowColor = 'rgba(255,255,255,1)';
      g.shadowBlur = s * 0.08;
      g.strokeStyle = 'rgba(255,255,255,0.95)';
      g.lineWidth = s * 0.07;
      roundRect(g, x + s * 0.1, s * 0.1, s * 0.8, s * 0.8, s * 0.08);
      g.stroke();
      g.shadowBlur = 0;
    }
    // A filled soft square.
    {
      const x = 3 * s;
      g.fillStyle = 'rgba(255,255,255,0.55)';
      roundRect(g, x + s * 0.04, s * 0.04, s * 0.92, s * 0.92, s * 0.08);
      g.fill();
      g.strokeStyle = 'rgba(255,255,255,1)';
      g.lineWidth = s * 0.06;
      g.stroke();
    }
    return canvasTexture(canvas);
  });
}

// ---- cables -------------------------------------------------------------------------------------------------

/** The cables atlas: one row of 256 × 32 px per seat. */
export const CABLE_GRID: AtlasGrid = { cols: 1, rows: 8, cellW: 256, cellH: 32 };

/** The cables atlas: each seat's colour and pattern along the stick. */
export function cableAtlas(): CanvasTexture {
  return cached('cables', () => {
    const { cols, rows, cellW, cellH } = CABLE_GRID;
    const [canvas, g] = makeCanvas(cols * cellW, rows * cellH);
    for (let seat = 0; seat < SEAT_LOOKS.length; seat++) paintCable(g, seat, 0, seat * cellH, cellW, cellH);
    return canvasTexture(canvas);
  });
}
