// The two-material box (client/scene/topBox.ts): the same faces as three's box, in two draw groups.
import { BoxGeometry, type BufferGeometry } from 'three';
import { describe, expect, it } from 'vitest';
import { topAndSidesBox } from '../../client/scene/topBox.js';

/** The triangles of `index` from `start` over `count`, each as its three corners' positions, sorted (order-free). */
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

describe('a box with a top material and a side material', () => {
  const box = new BoxGeometry(2, 0.5, 3);
  const two = topAndSidesBox(2, 0.5, 3);

  it('has two groups: the top (material 0), then the five other faces (material 1)', () => {
    expect(two.groups).toEqual([
      { start: 0, count: 6, materialIndex: 0 },
      { start: 6, count: 30, materialIndex: 1 },
    ]);
  });

  it('the top group is three’s +y face, the other group its five other faces: the same triangles in all', () => {
    const top = box.groups[2]!;
    expect(triangles(two, 0, 6)).toEqual(triangles(box, top.start, top.count));
    const sides = box.groups.filter((_, i) => i !== 2).flatMap((g) => triangles(box, g.start, g.count));
    expect(triangles(two, 6, 30)).toEqual(sides.sort());
    expect(triangles(two, 0, 36)).toEqual(triangles(box, 0, 36));
  });

  it('the top group lies on the top: every corner at y = h/2', () => {
    const index = two.getIndex()!;
    const pos = two.getAttribute('position');
    for (let i = 0; i < 6; i++) expect(pos.getY(index.getX(i))).toBeCloseTo(0.25);
  });
});
