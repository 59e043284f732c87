// The special cards' pictures (canvas 2D only): the prisoner behind bars, the easy loot in a safe left open, the
// trickster slipping a card out of a pile, each with a row of pips at its foot so its kind is told by more than
// its picture.
import { roundRect } from '../../scene/paint.js';
import { gemPath } from './signs.js';

/** The prisoner: a thief's mask behind the bars of a cell. */
export function paintPrisoner(g: CanvasRenderingContext2D, w: number, h: number): void {
  const cx = w / 2,
    cy = h * 0.46;
  g.fillStyle = '#d9cfb8';
  roundRect(g, 34, 48, w - 68, h - 110, 12);
  g.fill();
  // The thief: head, striped shirt, mask.
  g.fillStyle = '#e8c39e';
  g.beginPath();
  g.arc(cx, cy - 22, 30, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = '#1f1a16';
  g.fillRect(cx - 32, cy - 32, 64, 14);
  g.fillStyle = '#f6efdc';
  g.beginPath();
  g.arc(cx - 12, cy - 25, 5, 0, Math.PI * 2);
  g.arc(cx + 12, cy - 25, 5, 0, Math.PI * 2);
  g.fill();
  for (let i = 0; i < 5; i++) {
    g.fillStyle = i % 2 ? '#f6efdc' : '#1f1a16';
    g.fillRect(cx - 40, cy + 12 + i * 11, 80, 11);
  }
  // The bars.
  g.strokeStyle = '#4b4f57';
  g.lineWidth = 8;
  for (let i = 0; i < 5; i++) {
    const x = 48 + i * ((w - 96) / 4);
    g.beginPath();
    g.moveTo(x, 48);
    g.lineTo(x, h - 62);
    g.stroke();
  }
  g.strokeStyle = '#7a2430';
  g.lineWidth = 6;
  g.strokeRect(34, 48, w - 68, h - 110);
  paintCaption(g, w, h, '#7a2430', 3);
}

/** The easy loot: a safe standing open, a gem shining inside. */
export function paintLoot(g: CanvasRenderingContext2D, w: number, h: number): void {
  const x = 40,
    y = 58,
    sw = w - 92,
    sh = h - 130;
  g.fillStyle = '#5d646e';
  roundRect(g, x, y, sw, sh, 10);
  g.fill();
  g.fillStyle = '#2c3036';
  roundRect(g, x + 12, y + 12, sw - 24, sh - 24, 6);
  g.fill();
  g.fillStyle = '#f1c84b';
  g.save();
  g.shadowColor = '#ffe38a';
  g.shadowBlur = 18;
  gemPath(g, 'rhombus', x + sw / 2, y + sh / 2 + 6, 26);
  g.fill();
  g.restore();
  // The door, swung open to the right.
  g.fillStyle = '#808893';
  g.beginPath();
  g.moveTo(x + sw, y);
  g.lineTo(x + sw + 30, y + 16);
  g.lineTo(x + sw + 30, y + sh - 16);
  g.lineTo(x + sw, y + sh);
  g.closePath();
  g.fill();
  g.fillStyle = '#c9ccd1';
  g.beginPath();
  g.arc(x + sw + 16, y + sh / 2, 8, 0, Math.PI * 2);
  g.fill();
  paintCaption(g, w, h, '#1f7a3a', 2);
}

/** The trickster: a masked thief slipping a card, '?', out of a face-down pile. */
export function paintTrickster(g: CanvasRenderingContext2D, w: number, h: number): void {
  const cx = w / 2;
  for (let i = 0; i < 4; i++) {
    g.fillStyle = i % 2 ? '#7a2430' : '#8f2f3c';
    roundRect(g, cx - 46 + i * 2, 120 - i * 5, 80, 104, 8);
    g.fill();
    g.strokeStyle = '#f6efdc';
    g.lineWidth = 2;
    g.stroke();
  }
  g.save();
  g.translate(cx + 26, 122);
  g.rotate(-0.35);
  g.fillStyle = '#f6efdc';
  roundRect(g, -34, -40, 68, 90, 8);
  g.fill();
  g.strokeStyle = '#2b2118';
  g.lineWidth = 2;
  g.stroke();
  g.fillStyle = '#2b2118';
  g.font = '900 44px Georgia, serif';
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText('?', 0, 6);
  g.restore();
  // The thief's mask over the pile: a black band with two eye holes.
  g.fillStyle = '#1f1a16';
  g.beginPath();
  g.ellipse(cx - 22, 58, 48, 19, 0, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = '#f6efdc';
  for (const dx of [-42, -2]) {
    g.beginPath();
    g.ellipse(cx + dx, 56, 11, 6, 0, 0, Math.PI * 2);
    g.fill();
  }
  paintCaption(g, w, h, '#5a2d82', 1);
}

/** A small row of pips at a special card's foot (1 trickster, 2 loot, 3 prisoner): its kind is told by more than its picture. */
function paintCaption(g: CanvasRenderingContext2D, w: number, h: number, ink: string, pips: number): void {
  g.fillStyle = ink;
  roundRect(g, 30, h - 52, w - 60, 24, 12);
  g.fill();
  g.fillStyle = '#f6efdc';
  for (let i = 0; i < pips; i++) {
    g.beginPath();
    g.arc(w / 2 + (i - (pips - 1) / 2) * 20, h - 40, 5, 0, Math.PI * 2);
    g.fill();
  }
}
