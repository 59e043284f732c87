// A box whose faces share a few materials, drawn in one call per material: three draws a box given six materials
// in six calls, one per face, even when several faces wear the same material (a lid's five plain sides).
import { BoxGeometry, type BufferGeometry } from 'three';

/** BoxGeometry's faces in its own order: +x, −x, +y (the top), −y, +z, −z. */
export type SixFaces = readonly [number, number, number, number, number, number];

/** A lid's or a cover's faces: the top wears material 0, the five others material 1. */
export const TOP_AND_SIDES: SixFaces = [1, 1, 0, 1, 1, 1];

/** A w×h×d box with one group per material index that `faces` gives its faces (in three's face order), by index. */
export function boxByFaces(w: number, h: number, d: number, faces: SixFaces): BufferGeometry {
  const g = new BoxGeometry(w, h, d);
  const index = g.getIndex();
  if (!index || g.groups.length !== 6) throw new Error('boxByFaces: BoxGeometry is not six indexed faces');
  const ofFace = g.groups.map((group) => Array.from(index.array.slice(group.start, group.start + group.count)));
  const order: number[] = [];
  g.clearGroups();
  for (const material of [...new Set(faces)].sort((a, b) => a - b)) {
    const start = order.length;
    faces.forEach((m, face) => {
      if (m === material) order.push(...(ofFace[face] ?? []));
    });
    g.addGroup(start, order.length - start, material);
  }
  g.setIndex(order);
  return g;
}
