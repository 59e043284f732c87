// Where the solver may put a die: a warm glow over the free wells of the row being filled (stronger on
// the keyboard's column), and the click targets of those wells. Also, for everyone, a soft frame around
// the row in play. Glow opacity pulses in useFrame through material refs.
import { memo, useMemo, useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { AdditiveBlending, type CanvasTexture, MeshBasicMaterial } from 'three';
import { COLOURS } from '../../../shared/games/masterdice/index.js';
import { BOARD_TOP, CELL_SIZE, MARKER_X, ROW_NUMBER_X, cellCentre, rowZ } from './layout.js';
import { glowingFrame, makeCanvas, roundRect } from '../../scene/paint.js';
import { quality } from '../../scene/quality.js';
import { canvasTexture } from '../../scene/textures.js';

let glowTexture: CanvasTexture | null = null;
/** A soft rounded-square glow. */
function glow(): CanvasTexture {
  if (glowTexture) return glowTexture;
  const s = 128;
  const [canvas, g] = makeCanvas(s, s);
  glowingFrame(g, s, 22, 16, { stroke: 'rgba(255,214,120,1)', width: 8, glow: 'rgba(255,200,80,1)', blur: 18 });
  g.fillStyle = 'rgba(255,210,110,0.25)';
  g.fill();
  glowTexture = canvasTexture(canvas);
  return glowTexture;
}

let frameTexture: CanvasTexture | null = null;
/** A thin gold frame for the row in play. */
function rowFrame(): CanvasTexture {
  if (frameTexture) return frameTexture;
  const [canvas, g] = makeCanvas(1024, 128);
  g.strokeStyle = 'rgba(212,160,40,0.95)';
  g.lineWidth = 7;
  roundRect(g, 8, 10, 1008, 108, 50);
  g.stroke();
  frameTexture = canvasTexture(canvas);
  return frameTexture;
}

/** Props of `Targets`. */
export interface TargetsProps {
  /** The row being filled, or null. */
  readonly row: number | null;
  /** Columns where a die may go now (empty when this screen may not place). */
  readonly free: readonly number[];
  /** Whether a die is in hand (picked or dragged): then the free wells glow. */
  readonly armed: boolean;
  /** The keyboard's column, or null. */
  readonly cursor: number | null;
  /** Click on a well of the row (only when this screen may place). */
  readonly onColumn: ((column: number) => void) | null;
}

/** Highlights and click targets on the row in play. */
export const Targets = memo(function Targets({ row, free, armed, cursor, onColumn }: TargetsProps) {
  const pressed = useRef<number | null>(null);
  const materials = useMemo(
    () =>
      COLOURS.map(
        () =>
          new MeshBasicMaterial({
            map: glow(),
            transparent: true,
            depthWrite: false,
            blending: AdditiveBlending,
            opacity: 0,
          }),
      ),
    [],
  );
  const frameMaterial = useMemo(
    () => new MeshBasicMaterial({ map: rowFrame(), transparent: true, depthWrite: false, opacity: 0.9 }),
    [],
  );
  const hitMaterial = useMemo(() => new MeshBasicMaterial({ transparent: true, opacity: 0, depthWrite: false }), []);
  const pulse = quality().idleMotion;

  useFrame((state) => {
    let lit = false;
    let changed = false;
    COLOURS.forEach((_, c) => {
      const m = materials[c];
      if (!m) return;
      const on = free.includes(c) && (armed || cursor === c);
      const base = cursor === c ? 0.95 : 0.6;
      const target = on ? base * (pulse ? 0.75 + 0.25 * Math.sin(state.clock.elapsedTime * 4) : 0.9) : 0;
      if (m.opacity !== target) changed = true;
      m.opacity = target;
      lit = lit || on;
    });
    // A pulsing glow draws every frame; a steady one (quality without idle motion) only when it changes.
    if ((lit && pulse) || changed) state.invalidate();
  });

  if (row === null) return null;
  const z = rowZ(row);
  const left = ROW_NUMBER_X - 0.12;
  const right = MARKER_X[3] + 0.12;
  return (
    <group>
      <mesh
        position={[(left + right) / 2, BOARD_TOP + 0.009, z]}
        rotation={[-Math.PI / 2, 0, 0]}
        material={frameMaterial}
      >
        <planeGeometry args={[right - left, 0.3]} />
      </mesh>
      {COLOURS.map((_, c) => {
        const [x, , cz] = cellCentre(c, row);
        return (
          <group key={c} position={[x, BOARD_TOP + 0.012, cz]}>
            <mesh rotation={[-Math.PI / 2, 0, 0]} material={materials[c]}>
              <planeGeometry args={[CELL_SIZE * 1.45, CELL_SIZE * 1.45]} />
            </mesh>
            {onColumn ? (
              <mesh
                position={[0, 0.05, 0]}
                material={hitMaterial}
                onPointerDown={(e) => {
                  e.stopPropagation();
                  pressed.current = c;
                }}
                onPointerUp={(e) => {
                  if (pressed.current !== c) return;
                  e.stopPropagation();
                  pressed.current = null;
                  onColumn(c);
                }}
                onPointerOver={() => {
                  document.body.style.cursor = 'pointer';
                }}
                onPointerOut={() => {
                  document.body.style.cursor = '';
                }}
              >
                <boxGeometry args={[CELL_SIZE + 0.05, 0.1, CELL_SIZE + 0.05]} />
              </mesh>
            ) : null}
          </group>
        );
      })}
    </group>
  );
});
