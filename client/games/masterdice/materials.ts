// The Masterdice set's own materials, made once: felt, brass and the marker lacquers. Its woods and printed
// card are the table's shared ones (client/scene/materials.ts).
import { Color, MeshPhysicalMaterial, MeshStandardMaterial } from 'three';
import { keyedOnce } from '../../scene/once.js';
import { feltTexture } from './textures.js';

const once = keyedOnce<MeshStandardMaterial>();

/** Felt for tray floors. */
export function feltMaterial(colour: string): MeshStandardMaterial {
  return once(`felt:${colour}`, () => {
    const map = feltTexture(colour).clone();
    map.repeat.set(3, 2);
    map.needsUpdate = true;
    return new MeshStandardMaterial({ map, roughness: 0.95, metalness: 0 });
  });
}

/** Polished brass (the "equal" coins' rims, the wells' rims). */
export function brassMaterial(): MeshPhysicalMaterial {
  return once(
    'brass',
    () => new MeshPhysicalMaterial({ color: new Color('#b8913a'), metalness: 0.75, roughness: 0.32 }),
  );
}

/** Lacquer of the ↑ marker (ivory) and the ↓ marker (ebony). */
export function lacquer(kind: 'ivory' | 'ebony'): MeshPhysicalMaterial {
  return once(
    `lacquer:${kind}`,
    () =>
      new MeshPhysicalMaterial({
        color: new Color(kind === 'ivory' ? '#f3ecdc' : '#1c1916'),
        roughness: kind === 'ivory' ? 0.35 : 0.28,
        clearcoat: 0.8,
        clearcoatRoughness: 0.15,
      }),
  );
}
