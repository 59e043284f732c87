// Where the table's clickable pieces show on the page: every object of the live scene that answers the pointer
// (R3F keeps its handlers on the object), each instance of an instanced one, as the corners of its box projected
// through the camera. For browser tests (window.__tavolo.clickables): no clickable piece may lie under a panel.
// A catch-all click surface as large as the table (Web's, `userData.surface`) is not a piece and is left out.
import { Box3, InstancedMesh, Matrix4, Vector3, type Camera, type Mesh, type Object3D } from 'three';
import type { ClickableOnPage } from '../debug.js';

const POINTER = ['onClick', 'onPointerDown', 'onPointerUp'];

function answersPointer(o: Object3D): boolean {
  const handlers = (o as unknown as { __r3f?: { handlers?: Record<string, unknown> } }).__r3f?.handlers;
  return !!handlers && POINTER.some((k) => typeof handlers[k] === 'function');
}

/** Whether `o` and every parent of it are visible: hidden pieces are neither clicked nor read. */
export function shown(o: Object3D): boolean {
  for (let p: Object3D | null = o; p; p = p.parent) if (!p.visible) return false;
  return true;
}

const box = new Box3();
const corner = new Vector3();
const m = new Matrix4();

/** The box corners of `local` (a geometry's box) through `matrix`, projected to page pixels inside `rect`. */
function cornersOf(local: Box3, matrix: Matrix4, camera: Camera, rect: DOMRect): { x: number; y: number }[] {
  const out: { x: number; y: number }[] = [];
  for (let i = 0; i < 8; i++) {
    corner.set(i & 1 ? local.max.x : local.min.x, i & 2 ? local.max.y : local.min.y, i & 4 ? local.max.z : local.min.z);
    corner.applyMatrix4(matrix).project(camera);
    out.push({ x: rect.left + ((corner.x + 1) / 2) * rect.width, y: rect.top + ((1 - corner.y) / 2) * rect.height });
  }
  return out;
}

/** Every shown object of `scene` that answers clicks, with its (or each instance's) corners on the page. */
export function clickablesOnPage(scene: Object3D, camera: Camera, canvas: HTMLElement): ClickableOnPage[] {
  const rect = canvas.getBoundingClientRect();
  camera.updateMatrixWorld();
  const found: ClickableOnPage[] = [];
  scene.traverse((o) => {
    if (!answersPointer(o) || !shown(o) || o.userData.surface === true) return;
    const geometry = (o as Mesh).geometry;
    if (!geometry) return;
    if (!geometry.boundingBox) geometry.computeBoundingBox();
    const local = geometry.boundingBox!;
    const what = o.name || o.type;
    if (o instanceof InstancedMesh) {
      for (let i = 0; i < o.count; i++) {
        o.getMatrixAt(i, m);
        m.premultiply(o.matrixWorld);
        box.copy(local);
        found.push({ what: `${what}#${i}`, corners: cornersOf(box, m, camera, rect) });
      }
    } else {
      found.push({ what, corners: cornersOf(local, o.matrixWorld, camera, rect) });
    }
  });
  return found;
}
