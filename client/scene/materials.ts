// Materials every game's set is made of, made once: the lacquered woods of boards, frames and trays, and the
// printed cards laid on them, so all games sit on the same table in the same woods and paper.
import { MeshPhysicalMaterial, type Texture } from 'three';
import { keyedOnce } from './once.js';
import { woodTexture, type Wood } from './textures.js';

const once = keyedOnce<MeshPhysicalMaterial>();

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

/** A printed card (matte paper with a faint satin); `key` names the print (one material per print). */
export function printMaterial(key: string, map: Texture): MeshPhysicalMaterial {
  return once(
    `print:${key}`,
    () => new MeshPhysicalMaterial({ map, roughness: 0.72, clearcoat: 0.12, clearcoatRoughness: 0.6 }),
  );
}
