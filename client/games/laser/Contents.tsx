// What lies on an open board: the circuit's pieces (3D) or the notebook's pencil sketches and hatched empty
// cells; the end's marks (a green or red glow with a tick or a cross), ghosts (missing pieces, the
// counter-example's), the hover preview of the piece in hand, and a red flash on a refused click.
import { memo, useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { Color, MeshBasicMaterial, PlaneGeometry, AdditiveBlending, type Mesh } from 'three';
import { cellsOf } from '../../../shared/games/laser/index.js';
import type { LaserPiece } from '../../../shared/games/laser/types.js';
import { keyedOnce } from '../../scene/once.js';
import { BOARD_TOP, CELL, cellToLocal } from './geometry.js';
import { sketch } from './materials.js';
import type { Ghost, PieceMark } from './model.js';
import { PieceModel } from './pieces.js';
import { badgeTexture, glowTexture, hatchTexture, ringTexture } from './prints.js';

const flat = new PlaneGeometry(1, 1).rotateX(-Math.PI / 2);
/** How strongly a ghost is pencilled on the notebook. */
const GHOST_OPACITY = { place: 0.45, counter: 0.5, missing: 0.35 } as const;
const mat = keyedOnce<MeshBasicMaterial>();
const MARK_COLOUR: Record<PieceMark, string> = { right: '#35e07a', wrong: '#ff4034', unidentified: '#ffae2a' };
const ringMat = (mark: PieceMark) =>
  mat(
    `ring:${mark}`,
    () =>
      new MeshBasicMaterial({
        map: ringTexture(),
        color: new Color(MARK_COLOUR[mark]),
        transparent: true,
        blending: AdditiveBlending,
        depthWrite: false,
        toneMapped: false,
      }),
  );
const badgeMat = (mark: PieceMark) =>
  mat(`badge:${mark}`, () => new MeshBasicMaterial({ map: badgeTexture(mark), transparent: true, depthWrite: false }));
const hatchMat = () =>
  mat('hatch', () => new MeshBasicMaterial({ map: hatchTexture(), transparent: true, depthWrite: false }));

/** Every cell a piece covers, in the board frame. */
function spots(p: LaserPiece): [number, number][] {
  return cellsOf(p).map(([x, y]) => cellToLocal(x, y));
}

/** A piece drawn the board's way: 3D on a circuit, a pencil sketch on a notebook; `corner` draws it small in its cell's corner (a ghost sharing a cell). */
function Drawn({
  piece,
  notebook,
  ghost,
  corner = false,
}: {
  piece: LaserPiece;
  notebook: boolean;
  ghost?: Ghost['tone'] | 'place';
  corner?: boolean;
}) {
  const k = corner ? 0.5 : 1;
  const d = corner ? CELL * 0.25 : 0;
  return (
    <>
      {spots(piece).map(([x, z], i) => (
        <group key={i} position={[x + d, BOARD_TOP, z + d]} scale={[k, k, k]}>
          {notebook ? (
            <mesh
              geometry={flat}
              scale={[CELL * 0.92, 1, CELL * 0.92]}
              position={[0, 0.002, 0]}
              material={sketch(piece.kind, piece.orientation, piece.hidden, ghost ? GHOST_OPACITY[ghost] : 1)}
            />
          ) : (
            <PieceModel piece={piece} ghost={ghost} />
          )}
        </group>
      ))}
    </>
  );
}

/** Props of the board's contents. */
export interface ContentsProps {
  readonly notebook: boolean;
  readonly pieces: readonly LaserPiece[];
  readonly empty: readonly number[];
  readonly marks: readonly { readonly piece: LaserPiece; readonly mark: PieceMark }[];
  readonly ghosts: readonly Ghost[];
  /** The piece in hand shown where it would go, or null. */
  readonly preview: LaserPiece | null;
}

/** The open board's contents. */
export const Contents = memo(function Contents({ notebook, pieces, empty, marks, ghosts, preview }: ContentsProps) {
  const taken = new Set(pieces.flatMap((p) => cellsOf(p).map(([x, y]) => y * 8 + x)));
  return (
    <group>
      {pieces.map((p) => (
        <Drawn key={`${p.kind}:${p.x},${p.y}`} piece={p} notebook={notebook} />
      ))}
      {empty.map((c) => {
        const [x, z] = cellToLocal(c % 8, Math.floor(c / 8));
        return (
          <mesh
            key={`e${c}`}
            geometry={flat}
            scale={[CELL * 0.86, 1, CELL * 0.86]}
            position={[x, BOARD_TOP + 0.002, z]}
            material={hatchMat()}
          />
        );
      })}
      {marks.map(({ piece, mark }) =>
        spots(piece).map(([x, z], i) => (
          <group key={`m:${piece.kind}:${i}`} position={[x, BOARD_TOP, z]}>
            <mesh
              geometry={flat}
              scale={[CELL * 1.25, 1, CELL * 1.25]}
              position={[0, 0.004, 0]}
              material={ringMat(mark)}
            />
            {i === 0 ? (
              <mesh
                geometry={flat}
                scale={[CELL * 0.42, 1, CELL * 0.42]}
                position={[CELL * 0.36, 0.13, -CELL * 0.36]}
                material={badgeMat(mark)}
              />
            ) : null}
          </group>
        )),
      )}
      {ghosts.map((g) => (
        <Drawn
          key={`g:${g.piece.kind}`}
          piece={g.piece}
          notebook={notebook}
          ghost={g.tone}
          corner={cellsOf(g.piece).some(([x, y]) => taken.has(y * 8 + x))}
        />
      ))}
      {preview ? <Drawn piece={preview} notebook={notebook} ghost="place" /> : null}
    </group>
  );
});

const FLASH_S = 0.7;
const flashMat = new MeshBasicMaterial({
  map: glowTexture(),
  color: new Color('#ff3020'),
  transparent: true,
  blending: AdditiveBlending,
  depthWrite: false,
  toneMapped: false,
});

/** A red flash over a cell where a click was refused; `stamp` changes for each new refusal. */
export function RefusedFlash({ cell, stamp }: { cell: { x: number; y: number }; stamp: number }) {
  const mesh = useRef<Mesh>(null);
  const start = useRef<{ stamp: number; at: number }>({ stamp: -1, at: 0 });
  useFrame((state) => {
    const m = mesh.current;
    if (!m) return;
    if (start.current.stamp !== stamp) start.current = { stamp, at: state.clock.elapsedTime };
    const p = (state.clock.elapsedTime - start.current.at) / FLASH_S;
    m.visible = p < 1;
    m.scale.setScalar(CELL * (1.6 + p * 0.6));
    if (p < 1) state.invalidate();
  });
  const [x, z] = cellToLocal(cell.x, cell.y);
  return <mesh ref={mesh} geometry={flat} position={[x, BOARD_TOP + 0.03, z]} material={flashMat} />;
}
