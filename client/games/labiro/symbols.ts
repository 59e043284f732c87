// The printed glyphs of the Labiro set, drawn on a 2D canvas: the eight ruby-tower symbols (on the ruby towers'
// roofs and their tower keys), the object kinds' pictures, the seats' shapes, a gem. One function each, so
// every print reads the same. Shapes fit a square of half-size r around (0, 0) after `g.translate`.
import type { ObjectKind, RubySymbol } from '../../../shared/games/labiro/types.js';
import type { SeatSymbol } from './palette.js';

type G = CanvasRenderingContext2D;

function star(g: G, r: number, points: number, inner: number): void {
  g.beginPath();
  for (let i = 0; i < points * 2; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / points;
    const rr = i % 2 === 0 ? r : r * inner;
    g.lineTo(Math.cos(a) * rr, Math.sin(a) * rr);
  }
  g.closePath();
}

/** Draws a ruby-tower symbol filled with the current fill style, centred on (cx, cy), half-size r. */
export function drawRubySymbol(g: G, symbol: RubySymbol, cx: number, cy: number, r: number): void {
  g.save();
  g.translate(cx, cy);
  g.lineJoin = 'round';
  g.lineCap = 'round';
  switch (symbol) {
    case 'sun': {
      g.beginPath();
      g.arc(0, 0, r * 0.48, 0, Math.PI * 2);
      g.fill();
      g.lineWidth = r * 0.14;
      g.strokeStyle = g.fillStyle;
      for (let i = 0; i < 8; i++) {
        const a = (i * Math.PI) / 4;
        g.beginPath();
        g.moveTo(Math.cos(a) * r * 0.66, Math.sin(a) * r * 0.66);
        g.lineTo(Math.cos(a) * r * 0.98, Math.sin(a) * r * 0.98);
        g.stroke();
      }
      break;
    }
    case 'moon':
      g.beginPath();
      g.arc(0, 0, r * 0.9, Math.PI * 0.28, Math.PI * 1.72, false);
      g.arc(r * 0.42, -r * 0.08, r * 0.7, Math.PI * 1.55, Math.PI * 0.45, true);
      g.closePath();
      g.fill();
      break;
    case 'star':
      star(g, r * 0.98, 5, 0.45);
      g.fill();
      break;
    case 'crown':
      g.beginPath();
      g.moveTo(-r * 0.9, r * 0.6);
      g.lineTo(-r * 0.95, -r * 0.55);
      g.lineTo(-r * 0.45, -r * 0.05);
      g.lineTo(0, -r * 0.8);
      g.lineTo(r * 0.45, -r * 0.05);
      g.lineTo(r * 0.95, -r * 0.55);
      g.lineTo(r * 0.9, r * 0.6);
      g.closePath();
      g.fill();
      break;
    case 'heart':
      g.beginPath();
      g.moveTo(0, r * 0.9);
      g.bezierCurveTo(-r * 1.3, -r * 0.05, -r * 0.55, -r * 1.05, 0, -r * 0.4);
      g.bezierCurveTo(r * 0.55, -r * 1.05, r * 1.3, -r * 0.05, 0, r * 0.9);
      g.fill();
      break;
    case 'drop':
      g.beginPath();
      g.moveTo(0, -r * 0.98);
      g.bezierCurveTo(r * 0.35, -r * 0.45, r * 0.75, -r * 0.05, r * 0.72, r * 0.32);
      g.arc(0, r * 0.3, r * 0.72, 0, Math.PI, false);
      g.bezierCurveTo(-r * 0.75, -r * 0.05, -r * 0.35, -r * 0.45, 0, -r * 0.98);
      g.fill();
      break;
    case 'leaf':
      g.beginPath();
      g.moveTo(-r * 0.8, r * 0.8);
      g.bezierCurveTo(-r * 0.9, -r * 0.3, -r * 0.1, -r * 0.95, r * 0.9, -r * 0.9);
      g.bezierCurveTo(r * 0.85, r * 0.1, r * 0.2, r * 0.9, -r * 0.8, r * 0.8);
      g.fill();
      g.globalCompositeOperation = 'destination-out';
      g.lineWidth = r * 0.08;
      g.beginPath();
      g.moveTo(-r * 0.7, r * 0.7);
      g.quadraticCurveTo(r * 0.1, -r * 0.1, r * 0.75, -r * 0.75);
      g.stroke();
      g.globalCompositeOperation = 'source-over';
      break;
    case 'bell':
      g.beginPath();
      g.moveTo(-r * 0.85, r * 0.55);
      g.bezierCurveTo(-r * 0.55, r * 0.35, -r * 0.65, -r * 0.75, 0, -r * 0.78);
      g.bezierCurveTo(r * 0.65, -r * 0.75, r * 0.55, r * 0.35, r * 0.85, r * 0.55);
      g.closePath();
      g.fill();
      g.beginPath();
      g.arc(0, r * 0.72, r * 0.17, 0, Math.PI * 2);
      g.fill();
      g.beginPath();
      g.arc(0, -r * 0.86, r * 0.12, 0, Math.PI * 2);
      g.fill();
      break;
  }
  g.restore();
}

/** Draws a seat's shape filled with the current fill style. */
export function drawSeatSymbol(g: G, symbol: SeatSymbol, cx: number, cy: number, r: number): void {
  g.save();
  g.translate(cx, cy);
  g.beginPath();
  switch (symbol) {
    case 'circle':
      g.arc(0, 0, r * 0.8, 0, Math.PI * 2);
      break;
    case 'square':
      g.rect(-r * 0.7, -r * 0.7, r * 1.4, r * 1.4);
      break;
    case 'triangle':
      g.moveTo(0, -r * 0.9);
      g.lineTo(r * 0.9, r * 0.72);
      g.lineTo(-r * 0.9, r * 0.72);
      g.closePath();
      break;
    case 'diamond':
      g.moveTo(0, -r * 0.95);
      g.lineTo(r * 0.75, 0);
      g.lineTo(0, r * 0.95);
      g.lineTo(-r * 0.75, 0);
      g.closePath();
      break;
  }
  g.fill();
  g.restore();
}

/** A cut gem seen from above (crown facets), in red, centred on (cx, cy). */
export function drawGem(g: G, cx: number, cy: number, r: number, hollow = false): void {
  g.save();
  g.translate(cx, cy);
  const outline = () => {
    g.beginPath();
    g.moveTo(-r * 0.9, -r * 0.25);
    g.lineTo(-r * 0.5, -r * 0.75);
    g.lineTo(r * 0.5, -r * 0.75);
    g.lineTo(r * 0.9, -r * 0.25);
    g.lineTo(0, r * 0.9);
    g.closePath();
  };
  g.lineJoin = 'round';
  if (hollow) {
    g.setLineDash([r * 0.18, r * 0.14]);
    g.lineWidth = r * 0.1;
    g.strokeStyle = 'rgba(120,40,40,0.8)';
    outline();
    g.stroke();
    g.restore();
    return;
  }
  const grad = g.createLinearGradient(-r, -r, r, r);
  grad.addColorStop(0, '#ff6a6a');
  grad.addColorStop(0.5, '#d4162b');
  grad.addColorStop(1, '#6d0613');
  g.fillStyle = grad;
  outline();
  g.fill();
  g.strokeStyle = 'rgba(255,220,220,0.8)';
  g.lineWidth = r * 0.06;
  g.beginPath();
  g.moveTo(-r * 0.9, -r * 0.25);
  g.lineTo(r * 0.9, -r * 0.25);
  g.moveTo(-r * 0.5, -r * 0.75);
  g.lineTo(-r * 0.25, -r * 0.25);
  g.lineTo(0, -r * 0.75);
  g.lineTo(r * 0.25, -r * 0.25);
  g.lineTo(r * 0.5, -r * 0.75);
  g.moveTo(-r * 0.25, -r * 0.25);
  g.lineTo(0, r * 0.9);
  g.lineTo(r * 0.25, -r * 0.25);
  g.stroke();
  g.strokeStyle = '#4a0410';
  g.lineWidth = r * 0.07;
  outline();
  g.stroke();
  g.restore();
}

function key(g: G, r: number, metal: [string, string], bowHole: boolean): void {
  const grad = g.createLinearGradient(-r, -r, r, r);
  grad.addColorStop(0, metal[0]);
  grad.addColorStop(1, metal[1]);
  g.fillStyle = grad;
  g.strokeStyle = 'rgba(40,25,10,0.85)';
  g.lineWidth = r * 0.05;
  // The bow (a ring), upper left; the shaft down to the lower right with two teeth.
  g.beginPath();
  g.arc(-r * 0.35, -r * 0.35, r * 0.5, 0, Math.PI * 2);
  if (bowHole) g.arc(-r * 0.35, -r * 0.35, r * 0.3, 0, Math.PI * 2, true);
  g.fill('evenodd');
  g.stroke();
  g.save();
  g.rotate(Math.PI / 4);
  g.beginPath();
  g.rect(r * 0.1, -r * 0.1, r * 1.0, r * 0.2);
  g.rect(r * 0.78, r * 0.1, r * 0.14, r * 0.26);
  g.rect(r * 0.52, r * 0.1, r * 0.14, r * 0.2);
  g.fill();
  g.stroke();
  g.restore();
}

/** Draws an object kind's picture (colours of its own) centred on (cx, cy); tower keys show `symbol` in the bow. */
export function drawObject(g: G, kind: ObjectKind, cx: number, cy: number, r: number, symbol?: RubySymbol): void {
  g.save();
  g.translate(cx, cy);
  g.lineCap = 'round';
  g.lineJoin = 'round';
  switch (kind) {
    case 'towerKey':
      key(g, r, ['#ffe39a', '#b07a1c'], false);
      if (symbol) {
        g.fillStyle = '#b3182a';
        drawRubySymbol(g, symbol, -r * 0.35, -r * 0.35, r * 0.34);
      }
      break;
    case 'unlockKey':
      key(g, r * 0.82, ['#f1f4f7', '#7d8994'], true);
      // A turning arrow around it: this key turns the tower back.
      g.strokeStyle = '#2a6fb0';
      g.lineWidth = r * 0.11;
      g.beginPath();
      g.arc(0, 0, r * 0.92, Math.PI * 0.15, Math.PI * 1.1);
      g.stroke();
      g.fillStyle = '#2a6fb0';
      g.beginPath();
      {
        const a = Math.PI * 0.15,
          x = Math.cos(a) * r * 0.92,
          y = Math.sin(a) * r * 0.92;
        g.moveTo(x + r * 0.2, y - r * 0.12);
        g.lineTo(x - r * 0.12, y - r * 0.22);
        g.lineTo(x, y + r * 0.16);
        g.closePath();
      }
      g.fill();
      break;
    case 'torch': {
      g.fillStyle = '#6b4322';
      g.beginPath();
      g.moveTo(-r * 0.12, r * 0.95);
      g.lineTo(r * 0.12, r * 0.95);
      g.lineTo(r * 0.2, -r * 0.05);
      g.lineTo(-r * 0.2, -r * 0.05);
      g.closePath();
      g.fill();
      g.fillStyle = '#3a2a1a';
      g.fillRect(-r * 0.26, -r * 0.12, r * 0.52, r * 0.14);
      const flame = g.createRadialGradient(0, -r * 0.35, r * 0.05, 0, -r * 0.4, r * 0.6);
      flame.addColorStop(0, '#fff6c0');
      flame.addColorStop(0.45, '#ffb326');
      flame.addColorStop(1, '#d9431a');
      g.fillStyle = flame;
      g.beginPath();
      g.moveTo(0, -r * 0.98);
      g.bezierCurveTo(r * 0.5, -r * 0.55, r * 0.42, -r * 0.15, 0, -r * 0.12);
      g.bezierCurveTo(-r * 0.42, -r * 0.15, -r * 0.5, -r * 0.55, -r * 0.08, -r * 0.7);
      g.bezierCurveTo(-r * 0.05, -r * 0.8, 0, -r * 0.88, 0, -r * 0.98);
      g.fill();
      break;
    }
    case 'rope': {
      g.strokeStyle = '#a77b3f';
      g.lineWidth = r * 0.16;
      g.beginPath();
      for (let i = 0; i <= 200; i++) {
        const a = (i / 200) * Math.PI * 2 * 2.6;
        const rr = r * (0.18 + (0.62 * i) / 200);
        g.lineTo(Math.cos(a) * rr, Math.sin(a) * rr);
      }
      g.lineTo(r * 0.95, r * 0.7);
      g.stroke();
      g.strokeStyle = 'rgba(70,45,15,0.55)';
      g.lineWidth = r * 0.035;
      g.setLineDash([r * 0.06, r * 0.08]);
      g.stroke();
      break;
    }
    case 'dagger': {
      g.rotate(-Math.PI / 4);
      const blade = g.createLinearGradient(-r * 0.15, 0, r * 0.15, 0);
      blade.addColorStop(0, '#f4f7fa');
      blade.addColorStop(1, '#8a96a2');
      g.fillStyle = blade;
      g.strokeStyle = 'rgba(30,30,40,0.8)';
      g.lineWidth = r * 0.04;
      g.beginPath();
      g.moveTo(0, -r * 1.0);
      g.lineTo(r * 0.16, -r * 0.72);
      g.lineTo(r * 0.14, r * 0.2);
      g.lineTo(-r * 0.14, r * 0.2);
      g.lineTo(-r * 0.16, -r * 0.72);
      g.closePath();
      g.fill();
      g.stroke();
      g.fillStyle = '#b08a2e';
      g.fillRect(-r * 0.42, r * 0.2, r * 0.84, r * 0.12);
      g.strokeRect(-r * 0.42, r * 0.2, r * 0.84, r * 0.12);
      g.fillStyle = '#5b2f1a';
      g.fillRect(-r * 0.09, r * 0.32, r * 0.18, r * 0.5);
      g.fillStyle = '#b08a2e';
      g.beginPath();
      g.arc(0, r * 0.88, r * 0.1, 0, Math.PI * 2);
      g.fill();
      break;
    }
    case 'empty':
      g.strokeStyle = 'rgba(90,70,50,0.7)';
      g.lineWidth = r * 0.08;
      g.setLineDash([r * 0.16, r * 0.12]);
      g.beginPath();
      g.arc(0, 0, r * 0.68, 0, Math.PI * 2);
      g.stroke();
      g.setLineDash([]);
      g.beginPath();
      g.moveTo(-r * 0.5, r * 0.5);
      g.lineTo(r * 0.5, -r * 0.5);
      g.stroke();
      break;
  }
  g.restore();
}

/** A small eye: the tile is seen by this viewer alone. */
export function drawEye(g: G, cx: number, cy: number, r: number): void {
  g.save();
  g.translate(cx, cy);
  g.fillStyle = '#1d2a44';
  g.beginPath();
  g.arc(0, 0, r, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = '#ffffff';
  g.beginPath();
  g.moveTo(-r * 0.75, 0);
  g.quadraticCurveTo(0, -r * 0.75, r * 0.75, 0);
  g.quadraticCurveTo(0, r * 0.75, -r * 0.75, 0);
  g.fill();
  g.fillStyle = '#1d2a44';
  g.beginPath();
  g.arc(0, 0, r * 0.28, 0, Math.PI * 2);
  g.fill();
  g.restore();
}

/** A curved arrow around (cx, cy) turning clockwise (dir 1) or counter-clockwise (−1), with its head. */
export function drawTurnArrow(
  g: G,
  cx: number,
  cy: number,
  r: number,
  dir: 1 | -1,
  width: number,
  from = -0.75,
  span = 1.5,
): void {
  g.save();
  g.translate(cx, cy);
  if (dir === -1) g.scale(-1, 1);
  const a0 = Math.PI * from;
  const a1 = a0 + Math.PI * span;
  g.lineWidth = width;
  g.lineCap = 'round';
  g.beginPath();
  g.arc(0, 0, r, a0, a1 - 0.25);
  g.stroke();
  // The head at the end, along the clockwise tangent.
  const hx = Math.cos(a1) * r,
    hy = Math.sin(a1) * r;
  const tx = -Math.sin(a1),
    ty = Math.cos(a1);
  const nx = Math.cos(a1),
    ny = Math.sin(a1);
  const L = width * 2.4,
    W = width * 1.7;
  g.beginPath();
  g.moveTo(hx + tx * L * 0.55, hy + ty * L * 0.55);
  g.lineTo(hx - tx * L * 0.6 + nx * W, hy - ty * L * 0.6 + ny * W);
  g.lineTo(hx - tx * L * 0.6 - nx * W, hy - ty * L * 0.6 - ny * W);
  g.closePath();
  g.fill();
  g.restore();
}
