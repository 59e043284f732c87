// The shared materials of the Masterdice set, made once: lacquered walnut and oak, felt, brass, the
// printed card, and the marker lacquers.
import { Color, MeshPhysicalMaterial, MeshStandardMaterial, type Texture } from 'three';
import { feltTexture, woodTexture, type Wood } from './textures.js';

const made = new Map<string, MeshStandardMaterial>();

function once<T extends MeshStandardMaterial>(key: string, make: () => T): T {
  const hit = made.get(key);
  if (hit) return hit as T;
  const m = make();
  made.set(key, m);
  return m;
}

/** Lacquered wood; `repeat` stretches the grain texture over long pieces. */
export function woodMaterial(wood: Wood, repeat: [number, number] = [1, 1]): MeshPhysicalMaterial {
  return once(`wood:${wood}:${repeat.join('x')}`, () => {
    const base = woodTexture(wood);
    const map = repeat[0] === 1 && repeat[1] === 1 ? base : base.clone();
    map.repeat.set(repeat[0], repeat[1]);
    map.needsUpdate = true;
    return new MeshPhysicalMaterial({
      map,
      roughness: wood === 'walnut' ? 0.5 : 0.58,
      clearcoat: wood === 'walnut' ? 0.55 : 0.3,
      clearcoatRoughness: 0.35,
    });
  });
}

/** Felt for tray floors. */
export function feltMaterial(colour: string): MeshStandardMaterial {
  return once(`felt:${colour}`, () => {
    const map = feltTexture(colour).clone();
    map.repeat.set(3, 2);
    map.needsUpdate = true;
    return new MeshStandardMaterial({ map, roughness: 0.95, metalness: 0 });
  });
}

/** A printed card (matte paper with a faint satin). */
export function printMaterial(key: string, map: Texture): MeshPhysicalMaterial {
  return once(`print:${key}`, () => new MeshPhysicalMaterial({ map, roughness: 0.72, clearcoat: 0.12, clearcoatRoughness: 0.6 }));
}

/** Polished brass (the "equal" coins' rims, the wells' rims). */
export function brassMaterial(): MeshPhysicalMaterial {
  return once('brass', () => new MeshPhysicalMaterial({ color: new Color('#b8913a'), metalness: 0.75, roughness: 0.32 }));
}

/** Lacquer of the ↑ marker (ivory) and the ↓ marker (ebony). */
export function lacquer(kind: 'ivory' | 'ebony'): MeshPhysicalMaterial {
  return once(`lacquer:${kind}`, () =>
    new MeshPhysicalMaterial({
      color: new Color(kind === 'ivory' ? '#f3ecdc' : '#1c1916'),
      roughness: kind === 'ivory' ? 0.35 : 0.28,
      clearcoat: 0.8,
      clearcoatRoughness: 0.15,
    }),
  );
}
