// A box whose top face wears one material and its five other faces another, drawn in two calls: three draws a
// box given six materials in six calls, one per face, even when five of them are the same material.
import { BoxGeometry, type BufferGeometry } from 'three';

/** BoxGeometry's face order: +x, −x, +y (the top), −y, +z, −z; each face is one group of its index. */
const TOP_FACE = 2;

/** A w×h×d box in two groups: the top (material 0), then the other five faces (material 1). */
export function topAndSidesBox(w: number, h: number, d: number): BufferGeometry {
  const g = new BoxGeometry(w, h, d);
  const index = g.getIndex();
  if (!index) throw new Error('topAndSidesBox: BoxGeometry without an index');
  const faces = g.groups.map((group) => Array.from(index.array.slice(group.start, group.start + group.count)));
  const top = faces[TOP_FACE] ?? [];
  const sides = faces.filter((_, i) => i !== TOP_FACE).flat();
  g.setIndex([...top, ...sides]);
  g.clearGroups();
  g.addGroup(0, top.length, 0);
  g.addGroup(top.length, sides.length, 1);
  return g;
}
