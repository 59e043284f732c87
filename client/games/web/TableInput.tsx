// The invisible surface over the felt: the pointer over it names a square and the side nearest to it (in the
// Web store), a click (not a drag of the camera) reports the square and side; the wheel and a two-finger twist
// turn the picked card instead of zooming while one is picked up.
import { memo, useEffect, useRef } from 'react';
import { useThree, type ThreeEvent } from '@react-three/fiber';
import { Vector3, type Mesh } from 'three';
import { FELT_DEPTH, FELT_LENGTH } from '../../scene/dimensions.js';
import { BOARD_Y, CARD_T, HAND_SQUARE, pilePlace, sceneToGrid, type GridFrame } from './layout.js';
import { hitMaterial } from './materials.js';
import { sameSquare, sideOf, useWeb, type Side, type Square } from './store.js';

const local = new Vector3();
/** Pixels the pointer may move between press and release for a click (more is the camera being turned). */
const CLICK_SLOP = 6;
/** Radians a two-finger twist must turn to turn the card a quarter. */
const TWIST = Math.PI / 5;

/** The square under a grid point and the side of it nearest the point. */
export function spotAt(gx: number, gy: number): { square: Square; side: Side } {
  const x = Math.floor(gx),
    y = Math.floor(gy);
  const fx = gx - x,
    fy = gy - y;
  const d = [fy, 1 - fx, 1 - fy, fx]; // N, E, S, W
  let best = 0;
  for (let k = 1; k < 4; k++) if (d[k]! < d[best]!) best = k;
  const other: Square = best === 0 ? [x, y - 1] : best === 1 ? [x + 1, y] : best === 2 ? [x, y + 1] : [x - 1, y];
  return { square: [x, y], side: sideOf([x, y], other) };
}

/** Props: the grid frame, whether this viewer may act at all, and the click handler. */
export interface TableInputProps {
  readonly frame: GridFrame;
  readonly active: boolean;
  readonly onClick: (square: Square, side: Side) => void;
}

/** Hover, clicks, wheel and twist over the felt. */
export const TableInput = memo(function TableInput({ frame, active, onClick }: TableInputProps) {
  const mesh = useRef<Mesh>(null);
  const gl = useThree((s) => s.gl);
  const spot = (e: ThreeEvent<PointerEvent | MouseEvent>) => {
    local.copy(e.point);
    const [gx, gy] = sceneToGrid(frame, local.x, local.z);
    return spotAt(gx, gy);
  };
  const hover = (s: { square: Square; side: Side } | null) => {
    const st = useWeb.getState();
    if (!(s === null ? st.hover === null : sameSquare(st.hover, s.square))) st.setHover(s?.square ?? null);
    const side = s?.side ?? null;
    const old = st.hoverSide;
    if (!(side === null ? old === null : old !== null && sameSquare(old.a, side.a) && sameSquare(old.b, side.b)))
      st.setHoverSide(side);
  };

  // While a card is picked up, the wheel and a two-finger twist turn it (caught before the camera's controls).
  useEffect(() => {
    const el = gl.domElement;
    const onWheel = (e: WheelEvent) => {
      const st = useWeb.getState();
      if (st.selected === null || Math.abs(e.deltaY) < 1) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      st.rotate(e.deltaY > 0 ? 1 : -1);
    };
    let twist: number | null = null;
    const angle = (t: TouchList) => Math.atan2(t[1]!.clientY - t[0]!.clientY, t[1]!.clientX - t[0]!.clientX);
    const onTouch = (e: TouchEvent) => {
      const st = useWeb.getState();
      if (st.selected === null || e.touches.length !== 2) {
        twist = null;
        return;
      }
      const a = angle(e.touches);
      if (twist === null) twist = a;
      let d = a - twist;
      if (d > Math.PI) d -= 2 * Math.PI;
      if (d < -Math.PI) d += 2 * Math.PI;
      if (Math.abs(d) >= TWIST) {
        st.rotate(d > 0 ? 1 : -1);
        twist = a;
      }
    };
    el.addEventListener('wheel', onWheel, { capture: true, passive: false });
    el.addEventListener('touchstart', onTouch, { capture: true, passive: true });
    el.addEventListener('touchmove', onTouch, { capture: true, passive: true });
    return () => {
      el.removeEventListener('wheel', onWheel, { capture: true });
      el.removeEventListener('touchstart', onTouch, { capture: true });
      el.removeEventListener('touchmove', onTouch, { capture: true });
    };
  }, [gl]);

  if (!active) return null;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a three.js object in the R3F scene, not a DOM element; its pointer events come from raycasting
    <mesh
      ref={mesh}
      userData={{ surface: true }}
      position={[0, BOARD_Y + CARD_T + 0.01, 0]}
      rotation={[-Math.PI / 2, 0, 0]}
      material={hitMaterial()}
      onPointerMove={(e) => {
        e.stopPropagation();
        hover(spot(e));
      }}
      onPointerOut={() => hover(null)}
      onClick={(e) => {
        if (e.delta > CLICK_SLOP) return;
        e.stopPropagation();
        const s = spot(e);
        onClick(s.square, s.side);
      }}
    >
      <planeGeometry args={[FELT_LENGTH - 2.2, FELT_DEPTH]} />
    </mesh>
  );
});

/** Props: the piles the engine lets this seat draw from now, and the handler. */
export interface PileInputProps {
  readonly draws: readonly number[];
  /** Where the piles' columns stand (the scene model's pileReach). */
  readonly reach: number;
  readonly onDraw: (pile: number) => void;
}

/** A click on a pile the engine lists a draw for takes its top card (the controls' draw buttons do the same). */
export const PileInput = memo(function PileInput({ draws, reach, onDraw }: PileInputProps) {
  if (draws.length === 0) return null;
  const side = HAND_SQUARE * 3.3;
  return (
    <group>
      {draws.map((pile) => {
        const p = pilePlace(pile, reach);
        return (
          // biome-ignore lint/a11y/noStaticElementInteractions: a three.js object in the R3F scene, not a DOM element; its pointer events come from raycasting
          <mesh
            key={pile}
            position={[p.x, 0.15, p.z]}
            material={hitMaterial()}
            onPointerOver={(e) => {
              e.stopPropagation();
              document.body.style.cursor = 'pointer';
            }}
            onPointerOut={() => {
              document.body.style.cursor = '';
            }}
            onClick={(e) => {
              if (e.delta > CLICK_SLOP) return;
              e.stopPropagation();
              onDraw(pile);
            }}
          >
            <boxGeometry args={[side, 0.3, side]} />
          </mesh>
        );
      })}
    </group>
  );
});
