// Canvas-painted prints of the Labiro set, painted once on first use: three atlases (object and ruby tiles;
// the towers' courtyard floors; small marks — pawn tops, pennants, chest plaques, ruby roofs, glows and the
// numbered turn badges of the push-chain preview) and the tileable limestone of the towers.
import type { CanvasTexture } from 'three';
import {
  OBJECT_KINDS,
  RUBY_SYMBOLS,
  type ObjectKind,
  type ObjectTile,
  type RubySymbol,
} from '../../../shared/games/labiro/index.js';
import { keyedOnce } from '../../scene/once.js';
import { fbm } from '../../scene/noise.js';
import { makeCanvas, paintRandom, paperGrain, roundRect } from '../../scene/paint.js';
import { canvasTexture } from '../../scene/textures.js';
import { cellOrigin, type AtlasGrid } from './atlas.js';
import { GLOW_SPAN, glowLevel, hexRadius } from './glow.js';
import { SEAT_LOOKS } from './palette.js';
import { drawEye, drawGem, drawObject, drawRubySymbol, drawSeatSymbol, drawTurnArrow } from './symbols.js';

const cached = keyedOnce<CanvasTexture>();

// ---- tiles: objects face up (and seen privately), face down, ruby tiles ----------------------------------

/** The tiles atlas: 8 × 4 cells of 128 px. */
export const TILE_GRID: AtlasGrid = { cols: 8, rows: 4, cell: 128 };
/** Object faces come first: tower keys by symbol (0–7), then the other kinds; +13 for the private look. */
const OBJECT_FACES = 13;
/** A face-down object tile. */
export const TILE_BACK = 26;
/** A face-down ruby tile (in its ruby tower). */
export const RUBY_BACK = 27;
/** A ruby tile face up showing 0, 1 or 2 rubies: RUBY_FACE + rubies. */
export const RUBY_FACE = 28;

/** The tile-atlas cell of an object tile face up; `marked` adds the eye (seen privately, or a broadcast secret). */
export function objectCell(tile: Pick<ObjectTile, 'kind' | 'symbol'>, marked = false): number {
  const base =
    tile.kind === 'towerKey'
      ? Math.max(0, RUBY_SYMBOLS.indexOf(tile.symbol ?? 'sun'))
      : 8 + OBJECT_KINDS.indexOf(tile.kind) - 1;
  return base + (marked ? OBJECT_FACES : 0);
}

/** The edge colour of each kind's card (a second cue beside the picture). */
export const KIND_EDGE: Readonly<Record<ObjectKind, string>> = {
  towerKey: '#b8862a',
  unlockKey: '#2a6fb0',
  torch: '#d0531d',
  rope: '#7b5a2c',
  dagger: '#5a6470',
  empty: '#9a8f7d',
};

function cardFace(
  g: CanvasRenderingContext2D,
  x: number,
  y: number,
  s: number,
  edge: string,
  paper: string,
  rnd: () => number,
): void {
  g.fillStyle = edge;
  g.fillRect(x, y, s, s);
  g.fillStyle = paper;
  roundRect(g, x + s * 0.09, y + s * 0.09, s * 0.82, s * 0.82, s * 0.08);
  g.fill();
  g.save();
  g.beginPath();
  g.rect(x, y, s, s);
  g.clip();
  g.translate(x, y);
  paperGrain(g, s, s, rnd, 0.6);
  g.restore();
}

/** Tiles: every object kind face up (plain and with the private eye), the backs, ruby tiles. */
export function tileAtlas(): CanvasTexture {
  return cached('tiles', () => {
    const { cols, rows, cell: s } = TILE_GRID;
    const [canvas, g] = makeCanvas(cols * s, rows * s);
    const rnd = paintRandom(41);
    const faces: { kind: ObjectKind; symbol?: RubySymbol }[] = [
      ...RUBY_SYMBOLS.map((symbol) => ({ kind: 'towerKey' as const, symbol })),
      ...OBJECT_KINDS.filter((k) => k !== 'towerKey').map((kind) => ({ kind })),
    ];
    for (const marked of [false, true]) {
      faces.forEach((f, i) => {
        const [x, y] = cellOrigin(TILE_GRID, i + (marked ? OBJECT_FACES : 0));
        cardFace(g, x, y, s, KIND_EDGE[f.kind], '#f3ead3', rnd);
        drawObject(g, f.kind, x + s / 2, y + s / 2 + (marked ? s * 0.04 : 0), s * 0.3, f.symbol);
        if (marked) drawEye(g, x + s * 0.76, y + s * 0.24, s * 0.13);
      });
    }
    // The object tiles' back: deep teal with a small maze of hexagons.
    {
      const [x, y] = cellOrigin(TILE_GRID, TILE_BACK);
      g.fillStyle = '#c9b48a';
      g.fillRect(x, y, s, s);
      g.fillStyle = '#1f4c55';
      roundRect(g, x + s * 0.07, y + s * 0.07, s * 0.86, s * 0.86, s * 0.08);
      g.fill();
      g.strokeStyle = 'rgba(214,236,226,0.55)';
      g.lineWidth = s * 0.035;
      for (const k of [0.34, 0.22, 0.1]) {
        g.beginPath();
        for (let i = 0; i < 6; i++) {
          const a = (i * Math.PI) / 3 + 0.4;
          const gap = k === 0.22 && i === 2;
          if (gap)
            g.moveTo(x + s / 2 + Math.cos(a + Math.PI / 3) * s * k, y + s / 2 + Math.sin(a + Math.PI / 3) * s * k);
          else g.lineTo(x + s / 2 + Math.cos(a + Math.PI / 3) * s * k, y + s / 2 + Math.sin(a + Math.PI / 3) * s * k);
        }
        if (k !== 0.22) g.closePath();
        g.stroke();
      }
    }
    // The ruby tiles' back: dark red with a hollow gem.
    {
      const [x, y] = cellOrigin(TILE_GRID, RUBY_BACK);
      g.fillStyle = '#d8b25a';
      g.fillRect(x, y, s, s);
      g.fillStyle = '#5e0f18';
      roundRect(g, x + s * 0.07, y + s * 0.07, s * 0.86, s * 0.86, s * 0.12);
      g.fill();
      g.strokeStyle = '#e9b84e';
      g.lineWidth = s * 0.04;
      g.setLineDash([s * 0.06, s * 0.05]);
      g.beginPath();
      g.arc(x + s / 2, y + s / 2, s * 0.3, 0, Math.PI * 2);
      g.stroke();
      g.setLineDash([]);
      g.fillStyle = '#e9b84e';
      g.font = `900 ${Math.round(s * 0.34)}px Georgia, serif`;
      g.textAlign = 'center';
      g.textBaseline = 'middle';
      g.fillText('?', x + s / 2, y + s / 2 + s * 0.02);
    }
    // Ruby tiles face up: 0, 1 or 2 gems.
    for (const n of [0, 1, 2]) {
      const [x, y] = cellOrigin(TILE_GRID, RUBY_FACE + n);
      cardFace(g, x, y, s, '#8e1424', '#f6e8d4', rnd);
      if (n === 0) drawGem(g, x + s / 2, y + s / 2, s * 0.26, true);
      else if (n === 1) drawGem(g, x + s / 2, y + s / 2, s * 0.3);
      else {
        drawGem(g, x + s * 0.33, y + s * 0.42, s * 0.22);
        drawGem(g, x + s * 0.67, y + s * 0.6, s * 0.22);
      }
    }
    const tex = canvasTexture(canvas);
    tex.anisotropy = 4;
    return tex;
  });
}

// ---- the courtyard floors: an arrow mosaic in the turning direction -----------------------------------

/** The floors atlas: 2 × 2 cells of 256 px (simple or ruby tower × clockwise or counter-clockwise). */
export const FLOOR_GRID: AtlasGrid = { cols: 2, rows: 2, cell: 256 };

/** The floor cell of a tower. */
export function floorCell(ruby: boolean, arrow: 1 | -1): number {
  return (ruby ? 2 : 0) + (arrow === 1 ? 0 : 1);
}

/** Courtyard floors: terracotta (simple) or rose (ruby) flagstones with a cream arrow round the middle. */
export function floorAtlas(): CanvasTexture {
  return cached('floors', () => {
    const { cols, rows, cell: s } = FLOOR_GRID;
    const [canvas, g] = makeCanvas(cols * s, rows * s);
    const rnd = paintRandom(5);
    for (const ruby of [false, true]) {
      for (const arrow of [1, -1] as const) {
        const [x, y] = cellOrigin(FLOOR_GRID, floorCell(ruby, arrow));
        g.save();
        g.beginPath();
        g.rect(x, y, s, s);
        g.clip();
        g.fillStyle = ruby ? '#6e4641' : '#7a5a3c';
        g.fillRect(x, y, s, s);
        // Small hexagonal cobbles, each a shade of its own, with mortar between.
        const h = s / 11;
        for (let row = -1; row < 14; row++) {
          for (let col = -1; col < 9; col++) {
            const cx = x + col * h * 1.5,
              cy = y + row * h * Math.sqrt(3) + (col % 2 === 0 ? 0 : (h * Math.sqrt(3)) / 2);
            const shade = 0.9 + rnd() * 0.2;
            g.fillStyle = ruby
              ? `rgb(${(172 * shade) | 0},${(108 * shade) | 0},${(100 * shade) | 0})`
              : `rgb(${(190 * shade) | 0},${(142 * shade) | 0},${(98 * shade) | 0})`;
            g.beginPath();
            for (let k = 0; k < 6; k++)
              g.lineTo(cx + Math.cos((k * Math.PI) / 3) * h * 0.9, cy + Math.sin((k * Math.PI) / 3) * h * 0.9);
            g.closePath();
            g.fill();
          }
        }
        // The arrow, big and clear: the direction this tower turns.
        g.fillStyle = g.strokeStyle = ruby ? '#ffe6d0' : '#fff1d6';
        g.globalAlpha = 0.85;
        drawTurnArrow(g, x + s / 2, y + s / 2, s * 0.3, arrow, s * 0.055, -0.9, 1.55);
        g.globalAlpha = 1;
        g.restore();
      }
    }
    return canvasTexture(canvas);
  });
}

// ---- marks: pawn tops, pennants, chest plaques, ruby roofs, glows, turn badges ---------------------------

/** The marks atlas: 8 × 8 cells of 128 px. */
export const MARK_GRID: AtlasGrid = { cols: 8, rows: 8, cell: 128 };
/** A seat's shape on its colour (pawn tops): PAWN_TOP + seat. */
export const PAWN_TOP = 0;
/** A seat's pennant: PENNANT + seat. */
export const PENNANT = 4;
/** A chest's brass plaque with its ruby count 0–7: PLAQUE + count. */
export const PLAQUE = 8;
/** A ruby tower's roof disc with its symbol: ROOF + symbol index. */
export const ROOF = 16;
/** The glow round a tower a click acts on (white on black, for additive light; its shape in glow.ts). */
export const GLOW_HEX = 24;
/** A soft round glow. */
export const GLOW_DOT = 25;
/** A turn badge of the preview: BADGE + (dir 1 ? 0 : 18) + (n − 1), n = 1–18. */
export const BADGE = 26;
/** The most steps a badge can number. */
export const BADGE_MAX = 18;

/** The marks cell of the badge for the n-th turn of a chain (1-based) turning `dir`. */
export function badgeCell(n: number, dir: 1 | -1): number {
  return BADGE + (dir === 1 ? 0 : BADGE_MAX) + Math.min(BADGE_MAX, Math.max(1, n)) - 1;
}

/** The marks atlas (transparent where nothing is printed). */
export function marksAtlas(): CanvasTexture {
  return cached('marks', () => {
    const { cols, rows, cell: s } = MARK_GRID;
    const [canvas, g] = makeCanvas(cols * s, rows * s);
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    SEAT_LOOKS.forEach((look, seat) => {
      // Pawn top: the colour, a dark rim, the shape in white.
      let [x, y] = cellOrigin(MARK_GRID, PAWN_TOP + seat);
      g.fillStyle = look.dark;
      g.beginPath();
      g.arc(x + s / 2, y + s / 2, s * 0.48, 0, Math.PI * 2);
      g.fill();
      g.fillStyle = look.colour;
      g.beginPath();
      g.arc(x + s / 2, y + s / 2, s * 0.42, 0, Math.PI * 2);
      g.fill();
      g.fillStyle = '#fffaf0';
      drawSeatSymbol(g, look.symbol, x + s / 2, y + s / 2, s * 0.27);
      // Pennant: a swallow-tailed banner, the shape in white (the pole is on the left).
      [x, y] = cellOrigin(MARK_GRID, PENNANT + seat);
      g.fillStyle = look.colour;
      g.beginPath();
      g.moveTo(x + s * 0.02, y + s * 0.12);
      g.lineTo(x + s * 0.98, y + s * 0.12);
      g.lineTo(x + s * 0.78, y + s * 0.5);
      g.lineTo(x + s * 0.98, y + s * 0.88);
      g.lineTo(x + s * 0.02, y + s * 0.88);
      g.closePath();
      g.fill();
      g.strokeStyle = look.dark;
      g.lineWidth = s * 0.04;
      g.stroke();
      g.fillStyle = '#fffaf0';
      drawSeatSymbol(g, look.symbol, x + s * 0.4, y + s * 0.5, s * 0.24);
    });
    for (let n = 0; n <= 7; n++) {
      const [x, y] = cellOrigin(MARK_GRID, PLAQUE + n);
      const grad = g.createLinearGradient(x, y, x + s, y + s);
      grad.addColorStop(0, '#f2d589');
      grad.addColorStop(1, '#9c7126');
      g.fillStyle = grad;
      roundRect(g, x + s * 0.04, y + s * 0.04, s * 0.92, s * 0.92, s * 0.14);
      g.fill();
      drawGem(g, x + s * 0.3, y + s * 0.5, s * 0.2);
      g.fillStyle = '#2b1a08';
      g.font = `900 ${Math.round(s * 0.56)}px Georgia, serif`;
      g.fillText(String(n), x + s * 0.68, y + s * 0.53);
    }
    RUBY_SYMBOLS.forEach((symbol, i) => {
      const [x, y] = cellOrigin(MARK_GRID, ROOF + i);
      const grad = g.createRadialGradient(x + s * 0.4, y + s * 0.35, s * 0.05, x + s / 2, y + s / 2, s * 0.5);
      grad.addColorStop(0, '#f7e0b0');
      grad.addColorStop(1, '#c79a4a');
      g.fillStyle = grad;
      g.beginPath();
      g.arc(x + s / 2, y + s / 2, s * 0.49, 0, Math.PI * 2);
      g.fill();
      g.strokeStyle = '#8a1020';
      g.lineWidth = s * 0.05;
      g.beginPath();
      g.arc(x + s / 2, y + s / 2, s * 0.43, 0, Math.PI * 2);
      g.stroke();
      g.fillStyle = '#a3122a';
      drawRubySymbol(g, symbol, x + s / 2, y + s * 0.54, s * 0.27);
    });
    {
      // The glow round a tower (glow.ts): white on black, its brightness by hex radius across GLOW_SPAN.
      const [x, y] = cellOrigin(MARK_GRID, GLOW_HEX);
      const img = g.createImageData(s, s);
      for (let py = 0; py < s; py++) {
        for (let px = 0; px < s; px++) {
          const r = hexRadius(((px + 0.5) / s - 0.5) * GLOW_SPAN, ((py + 0.5) / s - 0.5) * GLOW_SPAN);
          const v = Math.round(255 * glowLevel(r));
          const i = (py * s + px) * 4;
          img.data[i] = img.data[i + 1] = img.data[i + 2] = v;
          img.data[i + 3] = 255;
        }
      }
      g.putImageData(img, x, y);
    }
    {
      const [x, y] = cellOrigin(MARK_GRID, GLOW_DOT);
      const grad = g.createRadialGradient(x + s / 2, y + s / 2, 0, x + s / 2, y + s / 2, s / 2);
      grad.addColorStop(0, 'rgba(255,255,255,1)');
      grad.addColorStop(0.35, 'rgba(255,255,255,0.55)');
      grad.addColorStop(1, 'rgba(0,0,0,0)');
      g.fillStyle = grad;
      g.fillRect(x, y, s, s);
    }
    for (const dir of [1, -1] as const) {
      for (let n = 1; n <= BADGE_MAX; n++) {
        const [x, y] = cellOrigin(MARK_GRID, badgeCell(n, dir));
        const ink = dir === 1 ? '#ffcf5a' : '#7fd4ff';
        g.fillStyle = 'rgba(20,16,12,0.8)';
        g.beginPath();
        g.arc(x + s / 2, y + s / 2, s * 0.47, 0, Math.PI * 2);
        g.fill();
        g.fillStyle = g.strokeStyle = ink;
        drawTurnArrow(g, x + s / 2, y + s / 2, s * 0.36, dir, s * 0.075, -0.8, 1.45);
        g.fillStyle = '#ffffff';
        g.font = `900 ${Math.round(s * (n > 9 ? 0.34 : 0.42))}px Georgia, serif`;
        g.fillText(String(n), x + s / 2, y + s * 0.53);
        // The sign sits in the arrow's gap: + clockwise, − counter-clockwise.
        g.fillStyle = ink;
        g.font = `900 ${Math.round(s * 0.3)}px Arial, sans-serif`;
        g.fillText(dir === 1 ? '+' : '−', x + s * (dir === 1 ? 0.16 : 0.84), y + s * 0.6);
      }
    }
    return canvasTexture(canvas);
  });
}

// ---- stone ----------------------------------------------------------------------------------------------

/** Tileable pale limestone (the towers' walls), tinted per instance for ruby towers. */
export function stoneTexture(): CanvasTexture {
  return cached('stone', () => {
    const S = 256;
    const [canvas, g] = makeCanvas(S, S);
    const img = g.createImageData(S, S);
    for (let y = 0; y < S; y++) {
      for (let x = 0; x < S; x++) {
        const n = fbm(x / 32, y / 32, 3, 4, 8, 8);
        const fine = fbm(x / 6, y / 6, 9, 2, 256 / 6, 256 / 6);
        const v = 0.82 + 0.16 * n + 0.08 * fine;
        const i = (y * S + x) * 4;
        img.data[i] = Math.min(255, 222 * v);
        img.data[i + 1] = Math.min(255, 210 * v);
        img.data[i + 2] = Math.min(255, 186 * v);
        img.data[i + 3] = 255;
      }
    }
    g.putImageData(img, 0, 0);
    const rnd = paintRandom(77);
    for (let i = 0; i < 500; i++) {
      g.fillStyle = rnd() < 0.5 ? 'rgba(90,80,60,0.18)' : 'rgba(255,255,255,0.2)';
      g.fillRect(rnd() * S, rnd() * S, 1 + rnd() * 2, 1 + rnd() * 2);
    }
    return canvasTexture(canvas, { repeat: true });
  });
}

/** Dark slate for the bases. */
export function slateTexture(): CanvasTexture {
  return cached('slate', () => {
    const S = 256;
    const [canvas, g] = makeCanvas(S, S);
    const img = g.createImageData(S, S);
    for (let y = 0; y < S; y++) {
      for (let x = 0; x < S; x++) {
        const n = fbm(x / 40, y / 22, 13, 4, 256 / 40, 256 / 22);
        const v = 0.75 + 0.35 * n;
        const i = (y * S + x) * 4;
        img.data[i] = 78 * v;
        img.data[i + 1] = 80 * v;
        img.data[i + 2] = 84 * v;
        img.data[i + 3] = 255;
      }
    }
    g.putImageData(img, 0, 0);
    return canvasTexture(canvas, { repeat: true });
  });
}
