// The Web set's materials, made once: the cards' ink-blue card stock (bodies) and their atlas-printed faces,
// the see-through ghost of a card being placed, the marks laid over the felt (holes, glows), the lacquered
// wooden cables (colour and pattern from the cables atlas), the copper obstacle coins and the oak shop trays.
import { Color, MeshBasicMaterial, MeshPhysicalMaterial, MeshStandardMaterial, type Material } from 'three';
import { keyedOnce } from '../../scene/once.js';
import { woodMaterial } from '../../scene/materials.js';
import { atlasPatch } from '../../scene/atlas.js';
import { cableAtlas, marksAtlas, squareAtlas } from './prints.js';

const once = keyedOnce<Material>();

/** Card bodies: stiff card stock, printed ink blue round the faces (the border a card's squares share). */
export function cardBody(): MeshStandardMaterial {
  return once(
    'card-body',
    () => new MeshStandardMaterial({ color: new Color('#203457'), roughness: 0.62, metalness: 0 }),
  );
}

/** The printed faces of squares (cards on the table, in hand, on the piles; card backs; coin faces). */
export function squarePrint(): MeshStandardMaterial {
  return once('square-print', () =>
    atlasPatch(new MeshStandardMaterial({ map: squareAtlas(), roughness: 0.66, metalness: 0 })),
  );
}

/** The ghost of a card being placed: its faces, half see-through. */
export function ghostPrint(): MeshBasicMaterial {
  return once('ghost-print', () =>
    atlasPatch(
      new MeshBasicMaterial({
        map: squareAtlas(),
        transparent: true,
        opacity: 0.72,
        depthWrite: false,
        toneMapped: false,
      }),
    ),
  );
}

/** Painted marks, tinted per instance: holes, the ghost's wash, legal sides, the networks lit at the end (paint, not added light, so they show on the cream cards). */
export function markPrint(): MeshBasicMaterial {
  return once('mark-print', () =>
    atlasPatch(new MeshBasicMaterial({ map: marksAtlas(), transparent: true, depthWrite: false, toneMapped: false })),
  );
}

/** The cables: painted, lacquered wood (each seat's colour and pattern from the atlas). */
export function cableLacquer(): MeshPhysicalMaterial {
  return once('cable', () =>
    atlasPatch(
      new MeshPhysicalMaterial({ map: cableAtlas(), roughness: 0.45, clearcoat: 0.6, clearcoatRoughness: 0.3 }),
    ),
  );
}

/** Obstacle coins: polished copper with the printed face. */
export function copper(): MeshPhysicalMaterial {
  return once('coin', () =>
    atlasPatch(new MeshPhysicalMaterial({ map: squareAtlas(), metalness: 0.75, roughness: 0.32, clearcoat: 0.3 })),
  );
}

/** The shops' trays: oak. */
export function oak(): MeshPhysicalMaterial {
  return woodMaterial('oak');
}

/** The invisible material of the pointer's hit surface. */
export function hitMaterial(): MeshBasicMaterial {
  return once(
    'hit',
    () => new MeshBasicMaterial({ transparent: true, opacity: 0, depthWrite: false, colorWrite: false }),
  );
}
