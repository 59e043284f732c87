// The safe's keypad: a walnut board with twelve oak squares in wells, 3 × 4, turned a quarter per code card (the
// squares ride with it). A square turned up lifts, flips over and lies sticker up; after the try it flips back.
// The squares are one instanced mesh and their stickers another (two draw calls for all twelve); a face-down
// square has no sticker at all (the view holds no sign for it). The key letters are printed on the board's ribs
// by where each place lies now (A–L row by row, client/games/symbotrio/keys.ts), upright for the viewer.
import { useEffect, useMemo, useRef, type MutableRefObject } from 'react';
import type { ThreeEvent } from '@react-three/fiber';
import { Matrix4, PlaneGeometry, Quaternion, Vector3, type Group, type InstancedMesh } from 'three';
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js';
import type { SymbotrioView } from '../../../shared/games/symbotrio/game-types.js';
import { useTimelineDrawing, type AnimState } from '../../kit/timeline.js';
import { canvasTexture } from '../../scene/textures.js';
import { easeInOutCubic } from '../../scene/anim.js';
import { seatYaw } from '../../kit/stations.js';
import { squareLetter } from './keys.js';
import { atlasGeometry, clearAtlasCell, setAtlasCell } from '../../scene/atlas.js';
import { STICKER_GRID, stickerCell } from './atlas.js';
import {
  BOARD_D,
  BOARD_T,
  BOARD_TOP,
  BOARD_W,
  ROWS,
  COLS,
  SQUARE,
  SQUARE_T,
  boardYaw,
  letterPosition,
  squareLocal,
} from './layout.js';
import { boardWood, letterPrint, squareWood, stickerPrint } from './materials.js';
import { pruneMotion, type Motion } from './motion.js';
import { makeCanvas, paintLetters } from './prints.js';
import type { Cell } from './store.js';

const COUNT = ROWS * COLS;
/** How high the hovered square rises (a hint that it can be turned), and the one whose flip is on its way. */
const HOVER_LIFT = 0.05;
const PENDING_LIFT = 0.28;
/** The letters' canvas covers this square of the table (scene units), centred on the board. */
const LETTER_SPAN = 6.8;
const LETTER_PX = 1024;

/** Props: the view, the viewer's seat (letters face him), the shared motion, the square to lift, and the pointer. */
export interface BoardProps {
  readonly view: SymbotrioView;
  readonly seat: number | null;
  readonly anim: MutableRefObject<AnimState<Motion>>;
  /** A square the pointer is over and may turn now (lifted a hair), or null. */
  readonly hover: Cell | null;
  /** The square whose flip was sent (lifted), or null. */
  readonly pending: Cell | null;
  /** The pointer moved onto a square (its place now) or off the board. */
  readonly onHover: (cell: Cell | null) => void;
  /** A square was clicked or tapped (its place now). */
  readonly onSquare: (cell: Cell) => void;
}

const m = new Matrix4(),
  part = new Matrix4(),
  q = new Quaternion(),
  pos = new Vector3(),
  one = new Vector3(1, 1, 1),
  zero = new Vector3(0, 0, 0);
const X = new Vector3(1, 0, 0);
const STICKER_DOWN = new Matrix4().makeRotationX(Math.PI / 2).setPosition(0, -SQUARE_T / 2 - 0.002, 0);

/** The board, its squares and stickers, and the letters. */
export function Board({ view, seat, anim, hover, pending, onHover, onSquare }: BoardProps) {
  const board = useRef<Group>(null);
  const squares = useRef<InstancedMesh>(null);
  const stickers = useRef<InstancedMesh>(null);
  const geometry = useMemo(
    () => ({
      base: new RoundedBoxGeometry(BOARD_W, BOARD_T, BOARD_D, 3, 0.07),
      square: new RoundedBoxGeometry(SQUARE, SQUARE_T, SQUARE, 2, 0.035),
      sticker: atlasGeometry(new PlaneGeometry(SQUARE * 0.9, SQUARE * 0.9), COUNT),
    }),
    [],
  );
  useEffect(
    () => () =>
      Object.values(geometry).forEach((g) => {
        g.dispose();
      }),
    [geometry],
  );

  const liftOf = (id: number): number => {
    const sq = view.squares[id];
    if (!sq) return 0;
    if (pending && pending.row === sq.row && pending.col === sq.col && sq.sign === null) return PENDING_LIFT;
    if (hover && hover.row === sq.row && hover.col === sq.col) return HOVER_LIFT;
    return 0;
  };

  useTimelineDrawing(anim, (now) => {
    const motion = anim.current.timeline;
    const b = board.current,
      sm = squares.current,
      st = stickers.current;
    if (!b || !sm || !st) return;
    // The board's turn: the view's, or where a turn in progress has got to.
    const turn = motion.turn;
    let t = view.boardTurn;
    if (turn && now < turn.end)
      t = turn.from + (turn.to - turn.from) * easeInOutCubic(Math.max(0, (now - turn.start) / (turn.end - turn.start)));
    b.rotation.y = boardYaw(t);
    b.position.y =
      turn && now > turn.start && now < turn.end
        ? Math.sin((Math.PI * (now - turn.start)) / (turn.end - turn.start)) * 0.12
        : 0;
    for (let id = 0; id < COUNT; id++) {
      const sq = view.squares[id];
      const flip = motion.flips.find((f) => f.id === id && now < f.end);
      let angle = sq?.sign ? Math.PI : 0;
      let lift = liftOf(id);
      let sign = sq?.sign ?? null;
      if (flip) {
        const k = easeInOutCubic(Math.max(0, (now - flip.start) / (flip.end - flip.start)));
        angle = flip.up ? Math.PI * k : Math.PI * (1 - k);
        lift = Math.max(lift * (flip.up ? 1 - k : 0), Math.sin(Math.PI * k) * 0.72);
        sign = flip.up ? sign : flip.sign;
      }
      const [x, z] = squareLocal(id);
      q.setFromAxisAngle(X, angle);
      m.compose(pos.set(x, BOARD_TOP + SQUARE_T / 2 + lift, z), q, one);
      sm.setMatrixAt(id, m);
      if (sign) {
        st.setMatrixAt(id, part.multiplyMatrices(m, STICKER_DOWN));
        setAtlasCell(st, id, STICKER_GRID, stickerCell(sign));
      } else {
        // Face down: no sticker drawn, and none kept in the instance's data either (a memory game).
        st.setMatrixAt(id, part.makeScale(0, 0, 0).setPosition(zero));
        clearAtlasCell(st, id);
      }
    }
    sm.instanceMatrix.needsUpdate = true;
    st.instanceMatrix.needsUpdate = true;
    sm.computeBoundingSphere();
    if (now >= motion.end) pruneMotion(motion, now);
  });

  const toCell = (e: ThreeEvent<PointerEvent | MouseEvent>): Cell | null => {
    const sq = e.instanceId === undefined ? undefined : view.squares[e.instanceId];
    return sq ? { row: sq.row, col: sq.col } : null;
  };

  return (
    <group>
      <group ref={board}>
        <mesh
          geometry={geometry.base}
          material={boardWood()}
          position={[0, 0.01 + BOARD_T / 2, 0]}
          castShadow
          receiveShadow
        />
        {/* biome-ignore lint/a11y/noStaticElementInteractions: a three.js object in the R3F scene, not a DOM element; its pointer events come from raycasting */}
        <instancedMesh
          ref={squares}
          args={[geometry.square, squareWood(), COUNT]}
          castShadow
          receiveShadow
          onPointerMove={(e) => {
            e.stopPropagation();
            onHover(toCell(e));
          }}
          onPointerOut={() => onHover(null)}
          onClick={(e) => {
            e.stopPropagation();
            const cell = toCell(e);
            if (cell) onSquare(cell);
          }}
        />
        <instancedMesh ref={stickers} args={[geometry.sticker, stickerPrint(), COUNT]} frustumCulled={false} />
      </group>
      <Letters view={view} seat={seat} anim={anim} />
    </group>
  );
}

/** The key letters on the ribs, by where each place lies now; hidden while the board turns. */
function Letters({ view, seat, anim }: Pick<BoardProps, 'view' | 'seat' | 'anim'>) {
  const material = letterPrint(() => canvasTexture(makeCanvas(LETTER_PX, LETTER_PX)[0]));
  const ref = useRef<Group>(null);
  const yaw = seatYaw(seat ?? 0);
  useEffect(() => {
    const letters = [];
    for (let row = 0; row < view.rows; row++)
      for (let col = 0; col < view.cols; col++) {
        const [x, z] = letterPosition(row, col, view.rows, view.cols);
        letters.push({ letter: squareLetter(row, col, view.cols), u: x / LETTER_SPAN + 0.5, v: z / LETTER_SPAN + 0.5 });
      }
    const map = material.map!;
    paintLetters(map.image as HTMLCanvasElement, letters, yaw, (0.3 / LETTER_SPAN) * LETTER_PX);
    map.needsUpdate = true;
  }, [material, view.rows, view.cols, yaw]);
  useTimelineDrawing(anim, (now) => {
    const g = ref.current;
    const turn = anim.current.timeline.turn;
    if (g) g.visible = !(turn && now < turn.end);
  });
  return (
    <group ref={ref}>
      <mesh material={material} position={[0, BOARD_TOP + 0.003, 0]} rotation={[-Math.PI / 2, 0, 0]} renderOrder={1}>
        <planeGeometry args={[LETTER_SPAN, LETTER_SPAN]} />
      </mesh>
    </group>
  );
}
