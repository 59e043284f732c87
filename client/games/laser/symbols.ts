// The printed symbol of each component (rules/laser.md: ● □ X \ / △ + ◯ M * < ?), drawn on a 2D canvas in
// print (pieces' tops, tokens) or pencil (the notebook). One function, so every place reads the same.
import type { HiddenPiece, LaserKind } from '../../../shared/games/laser/types.js';

/** The ink of each kind: printed symbols, tokens and the pieces' coloured parts share it. */
export const KIND_INK: Readonly<Record<LaserKind, string>> = {
  absorber: '#26221f',
  reflector: '#5d6b78',
  jump: '#a8782a',
  diagonal: '#1f6f9a',
  triangle: '#16837a',
  diode: '#c0452e',
  sensor: '#2e8a4a',
  oneSidedMirror: '#6b4fa0',
  splitter: '#2a5fb8',
  portals: '#a23bb5',
  deflector: '#c8831a',
  mystery: '#6e4a26',
};

/** How a symbol is drawn: crisp print, or soft graphite with a hand's wobble. */
export type SymbolStyle = 'print' | 'pencil';

/** Options of drawSymbol. */
export interface SymbolOptions {
  readonly orientation?: string;
  readonly hidden?: HiddenPiece;
  readonly style?: SymbolStyle;
  readonly colour?: string;
}

function wobble(style: SymbolStyle, seed: number): (v: number) => number {
  if (style === 'print') return (v) => v;
  let s = seed;
  return (v) => {
    s = (s * 9301 + 49297) % 233280;
    return v + (s / 233280 - 0.5) * 2.2;
  };
}

/** Draws kind's symbol centred on (cx, cy), fitting a square of half-size r (canvas y grows down = south). */
export function drawSymbol(
  g: CanvasRenderingContext2D,
  kind: LaserKind,
  cx: number,
  cy: number,
  r: number,
  opts: SymbolOptions = {},
): void {
  const style = opts.style ?? 'print';
  const ink = opts.colour ?? (style === 'pencil' ? 'rgba(52,52,60,0.88)' : KIND_INK[kind]);
  const j = wobble(style, kind.length * 31 + cx + cy);
  const o = opts.orientation;
  g.save();
  g.translate(cx, cy);
  g.strokeStyle = ink;
  g.fillStyle = ink;
  g.lineCap = 'round';
  g.lineJoin = 'round';
  const lw = r * (style === 'pencil' ? 0.13 : 0.17);
  g.lineWidth = lw;
  const line = (x0: number, y0: number, x1: number, y1: number) => {
    g.beginPath();
    g.moveTo(j(x0), j(y0));
    g.lineTo(j(x1), j(y1));
    g.stroke();
  };
  const k = r * 0.72;
  switch (kind) {
    case 'absorber':
      g.beginPath();
      g.arc(0, 0, r * 0.62, 0, Math.PI * 2);
      if (style === 'pencil') {
        g.stroke();
        g.globalAlpha = 0.55;
        g.fill();
      } else g.fill();
      break;
    case 'reflector':
      g.beginPath();
      g.rect(j(-k * 0.85), j(-k * 0.85), k * 1.7, k * 1.7);
      g.stroke();
      break;
    case 'jump':
      line(-k, -k, k, k);
      line(k, -k, -k, k);
      break;
    case 'diagonal':
    case 'splitter':
      if (o === '/') line(-k, k, k, -k);
      else line(-k, -k, k, k);
      if (kind === 'splitter') {
        g.lineWidth = lw * 0.7;
        g.font = `700 ${Math.round(r * 0.8)}px Georgia, 'Times New Roman', serif`;
        g.textAlign = 'center';
        g.textBaseline = 'middle';
        // In the corner the line leaves free: north-east of '\\', north-west of '/'.
        g.fillText('M', (o === '/' ? -1 : 1) * r * 0.45, -r * 0.42);
      }
      break;
    case 'triangle': {
      const c = { NE: [k, -k], SE: [k, k], SW: [-k, k], NW: [-k, -k] }[o ?? 'NE'] ?? [k, -k];
      const [cx0, cy0] = c as [number, number];
      g.beginPath();
      g.moveTo(j(cx0), j(cy0));
      g.lineTo(j(-cx0), j(cy0));
      g.lineTo(j(cx0), j(-cy0));
      g.closePath();
      if (style === 'pencil') g.stroke();
      else {
        g.globalAlpha = 0.85;
        g.fill();
        g.globalAlpha = 1;
        g.stroke();
      }
      break;
    }
    case 'diode': {
      g.lineWidth = lw * 0.8;
      line(-k, 0, k, 0);
      line(0, -k, 0, k);
      const a = { N: 0, E: Math.PI / 2, S: Math.PI, W: -Math.PI / 2 }[(o ?? 'N') as 'N'] ?? 0;
      g.rotate(a);
      g.beginPath();
      g.moveTo(0, -r * 0.98);
      g.lineTo(r * 0.34, -r * 0.5);
      g.lineTo(-r * 0.34, -r * 0.5);
      g.closePath();
      g.fill();
      break;
    }
    case 'sensor':
      g.beginPath();
      g.arc(0, 0, r * 0.62, 0, Math.PI * 2);
      g.stroke();
      break;
    case 'oneSidedMirror': {
      const slash = (o ?? '\\N').startsWith('/');
      const north = (o ?? '\\N').endsWith('N');
      const [x0, y0, x1, y1] = slash ? [-k, k, k, -k] : [-k, -k, k, k];
      line(x0, y0, x1, y1);
      // The dark back: short hatches on the side that is not silvered.
      const nx = slash ? -1 : 1,
        ny = -1; // normal pointing to the north side of the line
      const s = north ? -1 : 1;
      g.lineWidth = lw * 0.45;
      for (let i = -2; i <= 2; i++) {
        const t = i / 3;
        const px = (x0 + x1) / 2 + ((x1 - x0) / 2) * t,
          py = (y0 + y1) / 2 + ((y1 - y0) / 2) * t;
        line(px, py, px + s * nx * r * 0.28, py + s * ny * r * 0.28);
      }
      break;
    }
    case 'portals': {
      g.lineWidth = lw * 0.85;
      for (let i = 0; i < 3; i++) {
        const a = (i * Math.PI) / 3;
        line(-Math.cos(a) * k, -Math.sin(a) * k, Math.cos(a) * k, Math.sin(a) * k);
      }
      break;
    }
    case 'deflector': {
      const d = o === 'R' ? -1 : 1;
      g.beginPath();
      g.moveTo(j(d * k * 0.6), j(-k));
      g.lineTo(j(-d * k * 0.6), 0);
      g.lineTo(j(d * k * 0.6), j(k));
      g.stroke();
      break;
    }
    case 'mystery':
      g.font = `700 ${Math.round(r * 1.7)}px Georgia, 'Times New Roman', serif`;
      g.textAlign = 'center';
      g.textBaseline = 'middle';
      g.fillText('?', 0, r * 0.08);
      break;
  }
  g.restore();
  if (kind === 'mystery' && opts.hidden) {
    // What the Mystery hides, small in its corner (its designer sees it; everyone at the end).
    drawSymbol(g, opts.hidden.kind, cx + r * 0.62, cy - r * 0.62, r * 0.34, {
      orientation: opts.hidden.orientation,
      style,
      colour: opts.colour,
    });
  }
}
