// The Labiro set's materials, made once: limestone walls (tinted red per instance on ruby towers), slate bases,
// brass chevrons and posts, oak thresholds, glossy gems, lacquered pawns and chests (coloured per instance),
// and the atlas-printed surfaces (tiles, floors, marks) plus the additive glow and the preview's badges.
import {
  AdditiveBlending,
  Color,
  DoubleSide,
  MeshBasicMaterial,
  MeshPhysicalMaterial,
  MeshStandardMaterial,
  type Material,
} from 'three';
import { keyedOnce } from '../../scene/once.js';
import { woodMaterial } from '../../scene/materials.js';
import { atlasPatch } from '../../scene/atlas.js';
import { floorAtlas, marksAtlas, slateTexture, stoneTexture, tileAtlas } from './prints.js';

const once = keyedOnce<Material>();

/** Tower walls: pale limestone (uv in map units: a few stones per tower). */
export function stone(): MeshStandardMaterial {
  return once('stone', () => {
    const map = stoneTexture().clone();
    map.repeat.set(2.2, 2.2);
    map.needsUpdate = true;
    return new MeshStandardMaterial({ map, roughness: 0.82, metalness: 0 });
  });
}

/** Bases: dark slate with a soft sheen. */
export function slate(): MeshStandardMaterial {
  return once('slate', () => {
    const map = slateTexture().clone();
    map.repeat.set(0.9, 0.9);
    map.needsUpdate = true;
    return new MeshStandardMaterial({ map, roughness: 0.6, metalness: 0.05 });
  });
}

/** Polished brass (chevrons, poles, door posts' caps). */
export function brass(): MeshStandardMaterial {
  return once(
    'brass',
    () => new MeshStandardMaterial({ color: new Color('#d2a64e'), metalness: 0.85, roughness: 0.28 }),
  );
}

/** Oak planks (thresholds, trays). */
export function oak(): MeshPhysicalMaterial {
  return woodMaterial('oak');
}

/** A ruby: deep red, glossy, faintly glowing so it reads at any light. */
export function ruby(): MeshPhysicalMaterial {
  return once(
    'ruby',
    () =>
      new MeshPhysicalMaterial({
        color: new Color('#d0142c'),
        emissive: new Color('#5a0010'),
        emissiveIntensity: 0.6,
        roughness: 0.12,
        metalness: 0.1,
        clearcoat: 1,
        clearcoatRoughness: 0.05,
      }),
  );
}

/** Lacquered pieces coloured per instance (pawns, chests): white base, the instance colour multiplies it. */
export function lacquer(): MeshPhysicalMaterial {
  return once(
    'lacquer',
    () =>
      new MeshPhysicalMaterial({
        color: new Color('#ffffff'),
        roughness: 0.38,
        clearcoat: 0.8,
        clearcoatRoughness: 0.2,
      }),
  );
}

/** Tiles printed from the tiles atlas. */
export function tilePrint(): MeshStandardMaterial {
  return once('tile-print', () =>
    atlasPatch(new MeshStandardMaterial({ map: tileAtlas(), roughness: 0.7, metalness: 0 })),
  );
}

/** Courtyard floors printed from the floors atlas. */
export function floorPrint(): MeshStandardMaterial {
  return once('floor-print', () =>
    atlasPatch(new MeshStandardMaterial({ map: floorAtlas(), roughness: 0.85, metalness: 0 })),
  );
}

/** Opaque cut-out prints from the marks atlas (pawn tops, pennants, plaques, ruby roofs). */
export function markPrint(): MeshStandardMaterial {
  return once('mark-print', () =>
    atlasPatch(new MeshStandardMaterial({ map: marksAtlas(), roughness: 0.55, alphaTest: 0.5, side: DoubleSide })),
  );
}

/** Additive light from the marks atlas' glows, tinted per instance. */
export function glowPrint(): MeshBasicMaterial {
  return once('glow-print', () =>
    atlasPatch(
      new MeshBasicMaterial({
        map: marksAtlas(),
        color: new Color('#ffffff'),
        transparent: true,
        blending: AdditiveBlending,
        depthWrite: false,
        toneMapped: false,
      }),
    ),
  );
}

/** The preview's badges: drawn over everything so a chain always reads. */
export function badgePrint(): MeshBasicMaterial {
  return once('badge-print', () =>
    atlasPatch(
      new MeshBasicMaterial({
        map: marksAtlas(),
        transparent: true,
        depthWrite: false,
        depthTest: false,
        toneMapped: false,
      }),
    ),
  );
}

/** The invisible material of the hit prisms. */
export function hitMaterial(): MeshBasicMaterial {
  return once(
    'hit',
    () => new MeshBasicMaterial({ transparent: true, opacity: 0, depthWrite: false, colorWrite: false }),
  );
}
