// Symbotrio's texture atlases, so the whole set draws in a handful of calls: every sticker in one canvas, every
// card face met so far (and the back) in another, painted the first time a face is needed. Each instance of an
// InstancedMesh picks its cell through the scene's shared atlas patch (scene/atlas.ts). The card atlas goes to the
// GPU whole once; a face met after that goes up alone (its cell, not the 2000 × 2240 canvas: a 30–60 ms upload on
// a software renderer), while the canvas keeps every face so a whole upload (another renderer, a lost context) is
// still complete.
import { type CanvasTexture, Vector2, type WebGLRenderer } from 'three';
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
  readonly canvas: HTMLCanvasElement;
  readonly g: CanvasRenderingContext2D;
  readonly cells: Map<string, number>;
  /** Cells painted since the whole texture went to the GPU, still to upload one by one. */
  readonly fresh: number[];
  /** Whether the whole texture has been uploaded (before that, a new face just marks it for the whole upload). */
  uploaded: boolean;
}
let cards: CardAtlas | null = null;

function cardAtlasState(): CardAtlas {
  if (cards) return cards;
  const [canvas, g] = makeCanvas(CARD_GRID.cols * CARD_PX.w, CARD_GRID.rows * CARD_PX.h);
  g.fillStyle = '#f6efdc';
  g.fillRect(0, 0, canvas.width, canvas.height);
  paintCard(g, BACK_KEY, 0, 0);
  cards = { texture: canvasTexture(canvas), canvas, g, cells: new Map([[BACK_KEY, 0]]), fresh: [], uploaded: false };
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
  if (a.uploaded) a.fresh.push(cell);
  else a.texture.needsUpdate = true;
  return cell;
}

let cellSource: CanvasTexture | null = null;
const cellAt = new Vector2();

/**
 * Puts the card atlas on the GPU: whole the first time, then only the cells painted since. Called just before the
 * faces draw (their mesh's onBeforeRender), so a face is on the GPU in the frame that first shows it. Each new cell
 * is copied onto a cell-sized canvas that three uploads with texSubImage2D (a texture it has never drawn, so
 * copyTextureToTexture takes the canvas as it is); the texture is flipped (flipY), so the cell lands at the mirrored
 * row. three regenerates the atlas' mipmaps after the copy, so far cards stay right.
 */
export function uploadCardCells(renderer: WebGLRenderer): void {
  const a = cards;
  if (!a) return;
  if (!a.uploaded) {
    renderer.initTexture(a.texture);
    a.uploaded = true;
    return;
  }
  if (a.fresh.length === 0) return;
  const { w, h } = CARD_PX;
  cellSource ??= canvasTexture(makeCanvas(w, h)[0]);
  const cell = cellSource.image as HTMLCanvasElement;
  const g = cell.getContext('2d');
  if (!g) return;
  for (const i of a.fresh) {
    const x = (i % CARD_GRID.cols) * w,
      y = Math.floor(i / CARD_GRID.cols) * h;
    g.clearRect(0, 0, w, h);
    g.drawImage(a.canvas, x, y, w, h, 0, 0, w, h);
    renderer.copyTextureToTexture(cellSource, a.texture, null, cellAt.set(x, a.canvas.height - y - h));
  }
  a.fresh.length = 0;
}
