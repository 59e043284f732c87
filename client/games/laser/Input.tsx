// The invisible surface over a board this viewer acts on: the mouse over it names a cell or a pointer
// (hover, in the Laser store), a click (not a drag of the camera) edits the cell or fires the pointer.
import { memo, useRef } from 'react';
import type { ThreeEvent } from '@react-three/fiber';
import { MeshBasicMaterial, Vector3, type Mesh } from 'three';
import { BOARD_HALF_D, BOARD_HALF_W, INPUT_Y, spotAt, type BoardSpot } from './geometry.js';
import { useLaser } from './store.js';

const hitMaterial = new MeshBasicMaterial({ transparent: true, opacity: 0, depthWrite: false, colorWrite: false });
const local = new Vector3();
/** Pixels the mouse may move between press and release for a click (more is the camera being turned). */
const CLICK_SLOP = 6;

/** Props: what this viewer may do on the board, and the handlers. */
export interface InputProps {
  readonly cells: boolean;
  readonly pointers: boolean;
  readonly onCell: (x: number, y: number) => void;
  readonly onPointer: (p: number) => void;
}

function spotOf(e: ThreeEvent<PointerEvent | MouseEvent>, mesh: Mesh | null): BoardSpot {
  if (!mesh?.parent) return null;
  local.copy(e.point);
  mesh.parent.worldToLocal(local);
  return spotAt(local.x, local.z);
}

/** Hover and clicks for one board. */
export const Input = memo(function Input({ cells, pointers, onCell, onPointer }: InputProps) {
  const mesh = useRef<Mesh>(null);
  const hover = (spot: BoardSpot) => {
    const s = useLaser.getState();
    const cell = spot && 'cell' in spot && cells ? spot.cell.y * 8 + spot.cell.x : null;
    const pointer = spot && 'pointer' in spot && pointers ? spot.pointer : null;
    if (s.hoverCell !== cell) s.setHoverCell(cell);
    if (s.hoverPointer !== pointer) s.setHoverPointer(pointer);
    document.body.style.cursor = cell !== null || pointer !== null ? 'pointer' : '';
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a three.js object in the R3F scene, not a DOM element; its pointer events come from raycasting
    <mesh
      ref={mesh}
      position={[0, INPUT_Y, 0]}
      rotation={[-Math.PI / 2, 0, 0]}
      material={hitMaterial}
      onPointerMove={(e) => {
        e.stopPropagation();
        hover(spotOf(e, mesh.current));
      }}
      onPointerOut={() => hover(null)}
      onClick={(e) => {
        if (e.delta > CLICK_SLOP) return;
        e.stopPropagation();
        const spot = spotOf(e, mesh.current);
        if (!spot) return;
        if ('cell' in spot && cells) onCell(spot.cell.x, spot.cell.y);
        else if ('pointer' in spot && pointers) onPointer(spot.pointer);
      }}
    >
      <planeGeometry args={[BOARD_HALF_W * 2, BOARD_HALF_D * 2]} />
    </mesh>
  );
});
