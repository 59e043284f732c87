// Boxes drawn in one call per material (client/scene/boxFaces.ts): the same faces as three's box, fewer groups.
import { BoxGeometry, type BufferGeometry } from 'three';
import { describe, expect, it } from 'vitest';
import { TOP_AND_SIDES, boxByFaces } from '../../client/scene/boxFaces.js';

/** The triangles of `g`'s index from `start` over `count`, each as its three corners' positions, sorted (order-free). */
function triangles(g: BufferGeometry, start: number, count: number): string[] {
  const index = g.getIndex()!;
  const pos = g.getAttribute('position');
  const out: string[] = [];
  for (let i = start; i < start + count; i += 3) {
    const corners = [0, 1, 2].map((k) => {
      const v = index.getX(i + k);
      return [pos.getX(v), pos.getY(v), pos.getZ(v)].map((n) => n.toFixed(4)).join(',');
    });
    out.push(corners.join(' '));
  }
  return out.sort();
}

describe('a box whose faces share materials', () => {
  const box = new BoxGeometry(2, 0.5, 3);
  const faceTriangles = (faces: number[]) =>
    faces.flatMap((f) => triangles(box, box.groups[f]!.start, box.groups[f]!.count)).sort();

  it('a lid: the top (material 0), then the five other faces (material 1), the same triangles as three’s box', () => {
    const lid = boxByFaces(2, 0.5, 3, TOP_AND_SIDES);
    expect(lid.groups).toEqual([
      { start: 0, count: 6, materialIndex: 0 },
      { start: 6, count: 30, materialIndex: 1 },
    ]);
    expect(triangles(lid, 0, 6)).toEqual(faceTriangles([2]));
    expect(triangles(lid, 6, 30)).toEqual(faceTriangles([0, 1, 3, 4, 5]));
    expect(triangles(lid, 0, 36)).toEqual(triangles(box, 0, 36));
  });

  it('a screen panel: four edges (material 0), the front (1) and the back (2), in three groups', () => {
    const panel = boxByFaces(2, 0.5, 3, [0, 0, 0, 0, 1, 2]);
    expect(panel.groups.map((g) => [g.count, g.materialIndex])).toEqual([
      [24, 0],
      [6, 1],
      [6, 2],
    ]);
    expect(triangles(panel, 24, 6)).toEqual(faceTriangles([4]));
    expect(triangles(panel, 30, 6)).toEqual(faceTriangles([5]));
    expect(triangles(panel, 0, 36)).toEqual(triangles(box, 0, 36));
  });
});
