// The Symbotrio set's materials, made once: the walnut board and the oak squares (the table's lacquered woods),
// the printed stickers and card faces read from their atlases, the cream card stock of the cards' edges, and
// the letters printed on the board's ribs.
import {
  Color,
  MeshBasicMaterial,
  type MeshPhysicalMaterial,
  MeshStandardMaterial,
  type Material,
  type Texture,
} from 'three';
import { keyedOnce } from '../../scene/once.js';
import { woodMaterial } from '../../scene/materials.js';
import { atlasPatch } from '../../scene/atlas.js';
import { cardAtlas, stickerAtlas } from './atlas.js';

const once = keyedOnce<Material>();

/** The board's base and frame: dark walnut. */
export function boardWood(): MeshPhysicalMaterial {
  return woodMaterial('walnut', [0.6, 0.6]);
}

/** The keypad's squares: pale oak (their backs are plain wood: a face-down square shows nothing). */
export function squareWood(): MeshPhysicalMaterial {
  return woodMaterial('oak', [0.2, 0.2]);
}

/** The stickers under the squares (satin paper), each instance's sign from the atlas. */
export function stickerPrint(): MeshStandardMaterial {
  return once('sticker', () =>
    atlasPatch(new MeshStandardMaterial({ map: stickerAtlas(), roughness: 0.55, metalness: 0 })),
  );
}

/** Card faces and backs, each instance's face from the atlas. */
export function cardPrint(): MeshStandardMaterial {
  return once('card-print', () =>
    atlasPatch(new MeshStandardMaterial({ map: cardAtlas(), roughness: 0.68, metalness: 0 })),
  );
}

/** The cards' edges (and the sides of the piles): cream card stock. */
export function cardStock(): MeshStandardMaterial {
  return once(
    'card-stock',
    () => new MeshStandardMaterial({ color: new Color('#e9dfc6'), roughness: 0.8, metalness: 0 }),
  );
}

/** The letters on the board's ribs (painted into the map `makeMap` gives the first time, redrawn when the board turns). */
export function letterPrint(makeMap: () => Texture): MeshBasicMaterial {
  return once(
    'letters',
    () => new MeshBasicMaterial({ map: makeMap(), transparent: true, depthWrite: false, toneMapped: false }),
  );
}
