// Symbotrio's texture atlases, so the whole set draws in a handful of calls: every sticker in one canvas, every
// card face met so far (and the back) in another, painted the first time a face is needed. Each instance of an
// InstancedMesh picks its cell through the scene's shared atlas patch (scene/atlas.ts).
import type { CanvasTexture } from 'three';
import { SIGNS, type Sign } from '../../../shared/games/symbotrio/index.js';
import type { AtlasCells } from '../../scene/atlas.js';
import { canvasTexture } from '../../scene/textures.js';
import { BACK_KEY, CARD_PX, STICKER_PX, makeCanvas, paintCard, paintSticker } from './prints.js';

/** The stickers' grid: the twelve signs in SIGNS order. */
export const STICKER_GRID: AtlasCells = { cols: 4, rows: 3 };

let stickers: CanvasTexture | null = null;

/** Every sticker in one texture (made once). */
export function stickerAtlas(): CanvasTexture {
  if (stickers) return stickers;
  const [canvas, g] = makeCanvas(STICKER_GRID.cols * STICKER_PX, STICKER_GRID.rows * STICKER_PX);
  SIGNS.forEach((sign, i) => {
    paintSticker(g, sign, (i % STICKER_GRID.cols) * STICKER_PX, Math.floor(i / STICKER_GRID.cols) * STICKER_PX);
  });
  stickers = canvasTexture(canvas);
  return stickers;
}

/** The sticker cell of a sign. */
export const stickerCell = (sign: Sign): number => SIGNS.indexOf(sign);

/** The card faces' grid: room for the back and every face a game can show (76 cards at most). */
export const CARD_GRID: AtlasCells = { cols: 10, rows: 8 };

interface CardAtlas {
  readonly texture: CanvasTexture;
  readonly g: CanvasRenderingContext2D;
  readonly cells: Map<string, number>;
}
let cards: CardAtlas | null = null;

function cardAtlasState(): CardAtlas {
  if (cards) return cards;
  const [canvas, g] = makeCanvas(CARD_GRID.cols * CARD_PX.w, CARD_GRID.rows * CARD_PX.h);
  g.fillStyle = '#f6efdc';
  g.fillRect(0, 0, canvas.width, canvas.height);
  paintCard(g, BACK_KEY, 0, 0);
  cards = { texture: canvasTexture(canvas), g, cells: new Map([[BACK_KEY, 0]]) };
  return cards;
}

/** The card faces' texture (painted as faces are met). */
export function cardAtlas(): CanvasTexture {
  return cardAtlasState().texture;
}

/** The cell of a face (faceKey or BACK_KEY), painting it the first time; a full atlas reuses the last cell. */
export function cardCell(key: string): number {
  const a = cardAtlasState();
  const hit = a.cells.get(key);
  if (hit !== undefined) return hit;
  const cell = Math.min(a.cells.size, CARD_GRID.cols * CARD_GRID.rows - 1);
  paintCard(a.g, key, (cell % CARD_GRID.cols) * CARD_PX.w, Math.floor(cell / CARD_GRID.cols) * CARD_PX.h);
  a.cells.set(key, cell);
  a.texture.needsUpdate = true;
  return cell;
}
