// How sharp the table's prints can be on this screen. For every shown mesh whose colour map is a printed canvas
// (a card, a board, a token: not a tiled wood or felt), each of its triangles on the page maps device pixels to
// texels; where that map's smaller stretch is under 1 texel per device pixel the print is magnified there (soft
// edges, blurred letters). For the bench and the browser test at phone sizes (window.__tavolo.prints(dpr)).
import {
  DoubleSide,
  InstancedMesh,
  type BufferAttribute,
  type Material,
  Matrix4,
  RepeatWrapping,
  Vector3,
  type Camera,
  type Mesh,
  type Object3D,
  type Texture,
} from 'three';
import type { PrintOnPage } from '../debug.js';
import { shown } from './clickables.js';

/** Triangles smaller than this many device pixels are edges and rims, not what a player reads. */
const MIN_TRIANGLE_PX = 16;

/** A triangle covering less of its print than this many texels shows a plain colour, not a print. */
const MIN_PRINT_TEXELS = 1;

/** The smaller singular value of the 2×2 matrix [a b; c d]: its least stretch. */
export function leastStretch(a: number, b: number, c: number, d: number): number {
  const f = a * a + b * b + c * c + d * d;
  const det = a * d - b * c;
  return Math.sqrt(Math.max(0, (f - Math.sqrt(Math.max(0, f * f - 4 * det * det))) / 2));
}

/**
 * Texels per device pixel of one triangle, along its most magnified direction: `s` are its corners in device
 * pixels, `t` in texels. The affine map from page to print is T·S⁻¹; its least stretch is the answer. Null
 * for a triangle seen edge-on.
 */
export function triangleTexelsPerPixel(s: readonly [number, number][], t: readonly [number, number][]): number | null {
  const [s0, s1, s2] = s as [[number, number], [number, number], [number, number]];
  const [t0, t1, t2] = t as [[number, number], [number, number], [number, number]];
  const p = [s1[0] - s0[0], s2[0] - s0[0], s1[1] - s0[1], s2[1] - s0[1]] as const;
  const det = p[0] * p[3] - p[1] * p[2];
  if (Math.abs(det) < 1e-9) return null;
  // S⁻¹ = [p3 −p1; −p2 p0] / det
  const i0 = p[3] / det,
    i1 = -p[1] / det,
    i2 = -p[2] / det,
    i3 = p[0] / det;
  const q = [t1[0] - t0[0], t2[0] - t0[0], t1[1] - t0[1], t2[1] - t0[1]] as const;
  return leastStretch(q[0] * i0 + q[1] * i2, q[0] * i1 + q[1] * i3, q[2] * i0 + q[3] * i2, q[2] * i1 + q[3] * i3);
}

/** The name a player would give the mesh: its tip (PieceTips), its own or an ancestor's name, else its type. */
function nameOf(o: Object3D): string {
  for (let p: Object3D | null = o; p; p = p.parent) {
    if (typeof p.userData.tip === 'string') return p.userData.tip;
    if (p.name) return p.name;
  }
  return o.type;
}

function printOf(material: Material | undefined): Texture | null {
  const map = (material as { map?: Texture | null } | undefined)?.map;
  const image = map?.image as { width?: number; height?: number; getContext?: unknown } | undefined;
  if (!map || !image || typeof image.getContext !== 'function' || !image.width || !image.height) return null;
  if (map.wrapS === RepeatWrapping || map.wrapT === RepeatWrapping) return null;
  return map;
}

const a = new Vector3(),
  b = new Vector3(),
  c = new Vector3(),
  n = new Vector3(),
  e = new Vector3(),
  eye = new Vector3();
const world = new Matrix4(),
  instance = new Matrix4();

/** Every shown printed mesh of `scene` through `camera` on a canvas of `width`×`height` CSS pixels, at `dpr`. */
export function printsOnPage(
  scene: Object3D,
  camera: Camera,
  width: number,
  height: number,
  dpr: number,
): PrintOnPage[] {
  camera.updateMatrixWorld();
  eye.setFromMatrixPosition(camera.matrixWorld);
  const out: PrintOnPage[] = [];
  const W = width * dpr,
    H = height * dpr;
  const toPage = (v: Vector3): [number, number] | null => {
    v.project(camera);
    if (v.z > 1 || v.z < -1) return null;
    return [((v.x + 1) / 2) * W, ((1 - v.y) / 2) * H];
  };
  scene.traverse((o) => {
    const mesh = o as Mesh;
    if (!mesh.isMesh || !shown(mesh)) return;
    const material = Array.isArray(mesh.material) ? mesh.material[0] : mesh.material;
    const map = printOf(material);
    const geometry = mesh.geometry;
    const pos = geometry?.getAttribute('position') as BufferAttribute | undefined;
    const uv = geometry?.getAttribute('uv') as BufferAttribute | undefined;
    if (!map || !pos || !uv) return;
    const tw = (map.image as { width: number }).width * map.repeat.x,
      th = (map.image as { height: number }).height * map.repeat.y;
    const index = geometry.index;
    const count = index ? index.count : pos.count;
    const instances = mesh instanceof InstancedMesh ? mesh.count : 1;
    const doubleSided = material?.side === DoubleSide;
    let least = Infinity,
      pixels = 0;
    for (let k = 0; k < instances; k++) {
      world.copy(mesh.matrixWorld);
      if (mesh instanceof InstancedMesh) {
        mesh.getMatrixAt(k, instance);
        world.multiply(instance);
      }
      for (let i = 0; i + 2 < count; i += 3) {
        const ids = index ? [index.getX(i), index.getX(i + 1), index.getX(i + 2)] : [i, i + 1, i + 2];
        a.fromBufferAttribute(pos, ids[0]!).applyMatrix4(world);
        b.fromBufferAttribute(pos, ids[1]!).applyMatrix4(world);
        c.fromBufferAttribute(pos, ids[2]!).applyMatrix4(world);
        // A one-sided print shows only where its front faces the camera.
        if (!doubleSided && n.subVectors(b, a).cross(e.subVectors(c, a)).dot(e.subVectors(eye, a)) <= 0) continue;
        const s0 = toPage(a),
          s1 = toPage(b),
          s2 = toPage(c);
        if (!s0 || !s1 || !s2) continue;
        const inside = [s0, s1, s2].some(([x, y]) => x >= 0 && x <= W && y >= 0 && y <= H);
        if (!inside) continue;
        const area = Math.abs((s1[0] - s0[0]) * (s2[1] - s0[1]) - (s2[0] - s0[0]) * (s1[1] - s0[1])) / 2;
        if (area < MIN_TRIANGLE_PX) continue;
        const t = ids.map((id) => [uv.getX(id) * tw, uv.getY(id) * th] as [number, number]);
        // A face given one spot of the print (a side in the print's plain colour) shows no print to magnify.
        if (
          Math.abs((t[1]![0] - t[0]![0]) * (t[2]![1] - t[0]![1]) - (t[2]![0] - t[0]![0]) * (t[1]![1] - t[0]![1])) / 2 <
          MIN_PRINT_TEXELS
        )
          continue;
        const r = triangleTexelsPerPixel([s0, s1, s2], t);
        if (r === null) continue;
        pixels += area;
        least = Math.min(least, r);
      }
    }
    if (pixels > 0)
      out.push({
        what: nameOf(mesh),
        print: `${(map.image as { width: number }).width}×${(map.image as { height: number }).height}`,
        texelsPerPixel: least,
        pixels: Math.round(pixels),
      });
  });
  return out.sort((x, y) => x.texelsPerPixel - y.texelsPerPixel);
}
