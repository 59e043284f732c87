// Tooltips on the table's pieces: a piece that says what it is carries `userData.tip` (an i18n key, e.g.
// 'laser:tip.pointer') on its mesh or a parent group; when the mouse rests over it, a small label follows the
// pointer ("Pointer: click it to fire"). Only where there is a mouse (touch has no hover); never while dragging.
import { useEffect, type ReactNode } from 'react';
import { useThree } from '@react-three/fiber';
import { Raycaster, Vector2, type Object3D } from 'three';
import { create } from 'zustand';

/** The tip shown now: its i18n key and where the pointer is (page pixels), or null. */
export interface PieceTip {
  readonly key: string;
  readonly x: number;
  readonly y: number;
}

/** The tip store, read by the overlay's <PieceTipLabel>. */
export const usePieceTip = create<{ tip: PieceTip | null }>()(() => ({ tip: null }));

/** How long the pointer rests before a piece is looked for (ms): no raycast per mouse move. */
const REST_MS = 160;

/** The tip key of the first hit object (or a parent) that carries one. */
export function tipOf(hits: readonly { object: Object3D }[]): string | null {
  for (const { object } of hits) {
    for (let o: Object3D | null = object; o; o = o.parent) {
      const tip = o.userData?.tip;
      if (typeof tip === 'string') return tip;
    }
  }
  return null;
}

/** Watches the pointer over the canvas and keeps the tip store up to date (rendered inside the canvas). */
export function PieceTips() {
  const gl = useThree((s) => s.gl);
  const scene = useThree((s) => s.scene);
  const camera = useThree((s) => s.camera);
  useEffect(() => {
    if (typeof matchMedia === 'undefined' || !matchMedia('(hover: hover) and (pointer: fine)').matches) return;
    const el = gl.domElement;
    const ray = new Raycaster();
    const at = new Vector2();
    let timer: ReturnType<typeof setTimeout> | null = null;
    const clear = () => {
      if (timer) clearTimeout(timer);
      timer = null;
      if (usePieceTip.getState().tip) usePieceTip.setState({ tip: null });
    };
    const move = (e: PointerEvent) => {
      clear();
      if (e.buttons !== 0) return; // a drag turns the camera or carries a piece
      const { clientX, clientY } = e;
      timer = setTimeout(() => {
        const r = el.getBoundingClientRect();
        at.set(((clientX - r.left) / r.width) * 2 - 1, -((clientY - r.top) / r.height) * 2 + 1);
        ray.setFromCamera(at, camera);
        const key = tipOf(ray.intersectObjects(scene.children, true));
        usePieceTip.setState({ tip: key ? { key, x: clientX, y: clientY } : null });
      }, REST_MS);
    };
    el.addEventListener('pointermove', move);
    el.addEventListener('pointerleave', clear);
    el.addEventListener('pointerdown', clear);
    return () => {
      clear();
      el.removeEventListener('pointermove', move);
      el.removeEventListener('pointerleave', clear);
      el.removeEventListener('pointerdown', clear);
    };
  }, [gl, scene, camera]);
  return null;
}

/** Marks everything inside as one kind of piece for the tooltip: `tip` is its i18n key ('masterdice:tip.rack'). */
export function Tip({ tip, children }: { readonly tip: string; readonly children?: ReactNode }) {
  return <group userData={{ tip }}>{children}</group>;
}
