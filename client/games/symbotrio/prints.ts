// Symbotrio's printed art, painted on canvases at run time (nothing fetched): the squares' stickers — a colour
// splash with its own pattern and symbol (colour is never the only cue), an arrow of its size, a cut drawn as its
// lines — and the cards: the gem drawn as its shape, colour and size, the code card's turn-the-board sign, the
// prisoner, the easy loot and the trickster (pictures in illustrations.ts), and the card back. Signs: signs.ts.
import { makeCanvas, paintRandom, paperGrain, roundRect } from '../../scene/paint.js';
import type { Card, Gem, Sign } from '../../../shared/games/symbotrio/game-types.js';
import {
  COLOUR_INK,
  drawArrow,
  drawColourSplash,
  drawCutLines,
  drawSymbol,
  gemPath,
  isColour,
  isSize,
  patternFill,
} from './signs.js';
import { paintLoot, paintPrisoner, paintTrickster } from './illustrations.js';

/** A sticker's side in texels. */
export const STICKER_PX = 256;

/** Paints one square's sticker (cream label on the wood) showing `sign`, into a STICKER_PX cell at (x, y). */
export function paintSticker(g: CanvasRenderingContext2D, sign: Sign, x: number, y: number): void {
  const s = STICKER_PX;
  g.save();
  g.translate(x, y);
  g.fillStyle = '#f3ead4';
  roundRect(g, 6, 6, s - 12, s - 12, 22);
  g.fill();
  paperGrain(g, s, s, paintRandom(sign.length * 97 + 13), 0.6);
  g.strokeStyle = 'rgba(90,60,30,0.35)';
  g.lineWidth = 3;
  roundRect(g, 14, 14, s - 28, s - 28, 16);
  g.stroke();
  if (isColour(sign)) drawColourSplash(g, sign, s);
  else if (isSize(sign)) drawArrow(g, sign, s / 2, s / 2, s * 0.8, '#2b2118');
  else drawCutLines(g, sign, s / 2, s / 2, s * 0.78, '#2b2118');
  g.restore();
}

/** A card face's texels (width × height, the card's 10 × 14 proportions). */
export const CARD_PX = { w: 200, h: 280 } as const;

/** What a card shows face up, as a key: one atlas cell per face. Example: `'gem:red:large:circle'`. */
export function faceKey(card: Pick<Card, 'kind' | 'gem'>): string {
  return card.gem ? `${card.kind}:${card.gem.colour}:${card.gem.size}:${card.gem.cut}` : card.kind;
}

/** The face key of a card back. */
export const BACK_KEY = 'back';

/** Paints the face named by `key` (faceKey or BACK_KEY) into a CARD_PX cell at (x, y). */
export function paintCard(g: CanvasRenderingContext2D, key: string, x: number, y: number): void {
  const { w, h } = CARD_PX;
  g.save();
  g.translate(x, y);
  g.beginPath();
  g.rect(0, 0, w, h);
  g.clip();
  if (key === BACK_KEY) paintBack(g, w, h);
  else {
    const [kind, colour, size, cut] = key.split(':');
    paintPaper(g, w, h, kind === 'code' ? '#1d6f73' : kind === 'gem' ? '#6b4a2a' : '#7a2430');
    if ((kind === 'gem' || kind === 'code') && colour && size && cut)
      paintGem(g, { colour, size, cut } as Gem, kind === 'code', w, h);
    else if (kind === 'prisoner') paintPrisoner(g, w, h);
    else if (kind === 'loot') paintLoot(g, w, h);
    else if (kind === 'trickster') paintTrickster(g, w, h);
  }
  g.restore();
}

/** Cream card stock with a printed border in `ink`. */
function paintPaper(g: CanvasRenderingContext2D, w: number, h: number, ink: string): void {
  g.fillStyle = '#f6efdc';
  g.fillRect(0, 0, w, h);
  paperGrain(g, w, h, paintRandom(w + h), 0.5);
  g.strokeStyle = ink;
  g.lineWidth = 7;
  roundRect(g, 9, 9, w - 18, h - 18, 14);
  g.stroke();
  g.lineWidth = 1.5;
  roundRect(g, 17, 17, w - 34, h - 34, 9);
  g.stroke();
}

/** The gem: its cut as the shape, filled with its colour's ink and pattern, as big as its size; the colour's symbol and the size's arrow as indexes. */
function paintGem(g: CanvasRenderingContext2D, gem: Gem, code: boolean, w: number, h: number): void {
  const scale = gem.size === 'small' ? 0.42 : gem.size === 'medium' ? 0.64 : 0.88;
  const cx = w / 2,
    cy = h * 0.47,
    r = w * 0.4 * scale;
  g.save();
  g.shadowColor = 'rgba(40,25,10,0.35)';
  g.shadowBlur = 8;
  g.shadowOffsetY = 3;
  gemPath(g, gem.cut, cx, cy, r);
  g.fillStyle = COLOUR_INK[gem.colour];
  g.fill();
  g.restore();
  g.save();
  gemPath(g, gem.cut, cx, cy, r);
  g.clip();
  patternFill(g, gem.colour, cx - r * 1.2, cy - r * 1.2, r * 2.4, r * 2.4);
  const shine = g.createLinearGradient(cx - r, cy - r, cx + r, cy + r);
  shine.addColorStop(0, 'rgba(255,255,255,0.45)');
  shine.addColorStop(0.45, 'rgba(255,255,255,0.05)');
  shine.addColorStop(1, 'rgba(0,0,0,0.25)');
  g.fillStyle = shine;
  g.fillRect(cx - r * 1.3, cy - r * 1.3, r * 2.6, r * 2.6);
  g.restore();
  gemPath(g, gem.cut, cx, cy, r);
  g.strokeStyle = '#2b2118';
  g.lineWidth = 3.5;
  g.stroke();
  // Indexes: the colour's symbol top left, the size's arrow along the bottom.
  drawSymbol(g, gem.colour, 40, 42, 17);
  drawArrow(g, gem.size, w / 2, h - 42, w * 0.74, '#2b2118');
  if (code) paintTurnSign(g, w - 42, 42, 21);
}

/** The code card's sign: a clockwise arrow round a little board (turn the board a quarter). */
function paintTurnSign(g: CanvasRenderingContext2D, x: number, y: number, r: number): void {
  g.save();
  g.fillStyle = '#1d6f73';
  g.beginPath();
  g.arc(x, y, r + 6, 0, Math.PI * 2);
  g.fill();
  g.strokeStyle = '#f6efdc';
  g.fillStyle = '#f6efdc';
  g.lineWidth = 3.5;
  // Clockwise on the page (canvas angles grow clockwise): from the top left round to the bottom left.
  const rr = r - 4,
    from = -Math.PI / 2 - 0.5,
    to = Math.PI / 2 + 0.9;
  g.beginPath();
  g.arc(x, y, rr, from, to);
  g.stroke();
  const ex = x + Math.cos(to) * rr,
    ey = y + Math.sin(to) * rr;
  const tx = -Math.sin(to),
    ty = Math.cos(to); // the way the arrow travels
  g.beginPath();
  g.moveTo(ex + tx * 9, ey + ty * 9);
  g.lineTo(ex - ty * 7, ey + tx * 7);
  g.lineTo(ex + ty * 7, ey - tx * 7);
  g.closePath();
  g.fill();
  g.fillRect(x - 6, y - 8, 12, 16);
  g.restore();
}

/** The card back: deep red with a gold keypad of 3 × 4 squares in a frame (the game's mark). */
function paintBack(g: CanvasRenderingContext2D, w: number, h: number): void {
  g.fillStyle = '#6d1f2b';
  g.fillRect(0, 0, w, h);
  const rnd = paintRandom(71);
  g.strokeStyle = 'rgba(255,210,150,0.10)';
  g.lineWidth = 2;
  for (let i = -h; i < w + h; i += 14) {
    g.beginPath();
    g.moveTo(i, 0);
    g.lineTo(i - h, h);
    g.moveTo(i - h, 0);
    g.lineTo(i, h);
    g.stroke();
  }
  paperGrain(g, w, h, rnd, 0.7);
  g.strokeStyle = '#d9b565';
  g.lineWidth = 5;
  roundRect(g, 12, 12, w - 24, h - 24, 14);
  g.stroke();
  const cw = 30,
    gap = 8,
    x0 = w / 2 - (4 * cw + 3 * gap) / 2,
    y0 = h / 2 - (3 * cw + 2 * gap) / 2;
  g.fillStyle = '#d9b565';
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 4; c++) {
      roundRect(g, x0 + c * (cw + gap), y0 + r * (cw + gap), cw, cw, 5);
      g.fill();
    }
}

/** Paints the key letters of the board as it lies now onto a transparent canvas covering it (see letterCanvas in Board). */
export function paintLetters(
  canvas: HTMLCanvasElement,
  letters: readonly { readonly letter: string; readonly u: number; readonly v: number }[],
  yaw: number,
  px: number,
): void {
  const g = canvas.getContext('2d')!;
  g.clearRect(0, 0, canvas.width, canvas.height);
  for (const { letter, u, v } of letters) {
    const x = u * canvas.width,
      y = v * canvas.height;
    g.save();
    g.translate(x, y);
    g.rotate(-yaw);
    g.fillStyle = '#f3e6c4';
    g.strokeStyle = '#5a3a1c';
    g.lineWidth = px * 0.08;
    g.beginPath();
    g.arc(0, 0, px * 0.5, 0, Math.PI * 2);
    g.fill();
    g.stroke();
    g.fillStyle = '#3a2412';
    g.font = `800 ${Math.round(px * 0.72)}px Georgia, serif`;
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillText(letter, 0, px * 0.04);
    g.restore();
  }
}

/** A canvas of the given size (re-export for the atlases). */
export { makeCanvas };
