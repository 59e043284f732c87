// The answer told without a position: beside a board whose layout this viewer may not see, the kinds hit
// pop up as small printed coins, in order, in a row read left to right by the viewer (beside his notebook
// for that circuit, else beside the covered board), then a spark coin for absorbed light or ∞ for a loop. Never where on the grid anything is.
import { memo, useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { CylinderGeometry, type MeshBasicMaterial, type Group, type Material } from 'three';
import type { Shot } from '../../../shared/games/laser/game-types.js';
import type { LaserKind } from '../../../shared/games/laser/types.js';
import { easeOutBack } from '../../scene/anim.js';
import { keyedOnce } from '../../scene/once.js';
import { TOKEN_SECONDS } from './Beams.js';
import { BOARD_HALF_D, BOARD_HALF_W } from './geometry.js';
import { brass, tokenPrint } from './materials.js';
import type { Place } from './stations.js';

/** Coins shown at most (a long answer ends with the last coins; the HTML list has the whole answer). */
export const MAX_TOKENS = 16;
const PER_ROW = 12;
const PER_COLUMN = 11;
const SIZE = 0.21;
const STEP = 0.245;
const coin = new CylinderGeometry(SIZE / 2, SIZE / 2, 0.018, 28);

/** The coins of one answer, in order: the kinds hit, then 'absorbed' and/or 'loop'. */
export function answerTokens(shot: Shot): (LaserKind | 'absorbed' | 'loop')[] {
  const out: (LaserKind | 'absorbed' | 'loop')[] = [...shot.answer.hits];
  if (shot.answer.absorbed) out.push('absorbed');
  if (shot.answer.loop) out.push('loop');
  return out.length > MAX_TOKENS ? out.slice(out.length - MAX_TOKENS) : out;
}

/** Where the coins go beside their anchor board: a row beyond its far or near edge, or a column at its right. */
export type TokenSide = 'far' | 'near' | 'right';

/**
 * Where coin i stands (table frame) beside `anchor` (the viewer's notebook for that circuit, else the covered
 * board), as a viewer sitting at `viewerYaw` sees it: rows read left to right, a column from far to near;
 * a long answer continues in a second row (column).
 */
export function tokenSpot(anchor: Place, viewerYaw: number, i: number, side: TokenSide): { x: number; z: number } {
  const across = Math.abs(Math.sin(anchor.yaw - viewerYaw)) > 0.5;
  const halfRight = across ? BOARD_HALF_D : BOARD_HALF_W;
  const halfAlong = across ? BOARD_HALF_W : BOARD_HALF_D;
  const rx = Math.cos(viewerYaw),
    rz = -Math.sin(viewerYaw); // the viewer's right
  const fx = -Math.sin(viewerYaw),
    fz = -Math.cos(viewerYaw); // away from the viewer
  let right: number, away: number;
  if (side === 'right') {
    const col = Math.floor(i / PER_COLUMN),
      row = i % PER_COLUMN;
    right = halfRight + 0.2 + col * STEP;
    away = ((PER_COLUMN - 1) / 2 - row) * STEP;
  } else {
    const row = Math.floor(i / PER_ROW),
      col = i % PER_ROW;
    right = -halfRight + 0.12 + col * STEP;
    away = (side === 'far' ? 1 : -1) * (halfAlong + 0.16 + row * STEP);
  }
  return { x: anchor.x + rx * right + fx * away, z: anchor.z + rz * right + fz * away };
}

const sideMaterial = (): Material => brass();
const faces = keyedOnce<Material[]>();
function coinMaterials(kind: LaserKind | 'absorbed' | 'loop'): Material[] {
  return faces(kind, () => {
    const face = tokenPrint(kind) as MeshBasicMaterial;
    return [sideMaterial(), face, face];
  });
}

/** Props: the shot told, whether it pops in now, where the row goes (see tokenSpot) and the viewer's yaw. */
export interface TokensProps {
  readonly shot: Shot;
  readonly animate: boolean;
  readonly anchor: Place;
  readonly side: TokenSide;
  readonly viewerYaw: number;
}

/** The column of coins for one answer. */
export const Tokens = memo(function Tokens({ shot, animate, anchor, side, viewerYaw }: TokensProps) {
  const kinds = answerTokens(shot);
  const groups = useRef<(Group | null)[]>([]);
  const start = useRef(animate ? -1 : -2);
  useFrame((state) => {
    if (start.current === -2) return;
    if (start.current === -1) start.current = state.clock.elapsedTime;
    const sec = Math.max(0, state.clock.elapsedTime - start.current);
    kinds.forEach((_, i) => {
      const g = groups.current[i];
      if (!g) return;
      const k = (sec - (i + 0.5) * TOKEN_SECONDS) / 0.3;
      const s = k <= 0 ? 0.0001 : easeOutBack(Math.min(1, k));
      g.scale.setScalar(s);
      g.position.y = k > 0 && k < 1 ? Math.sin(Math.PI * k) * 0.12 : 0;
    });
    if (sec < (kinds.length + 1) * TOKEN_SECONDS + 0.4) state.invalidate();
    else start.current = -2;
  });
  return (
    <group>
      {kinds.map((kind, i) => {
        const { x, z } = tokenSpot(anchor, viewerYaw, i, side);
        return (
          <group key={i} position={[x, 0, z]}>
            <group
              ref={(g) => {
                groups.current[i] = g;
              }}
              scale={animate ? 0.0001 : 1}
            >
              <mesh
                geometry={coin}
                material={coinMaterials(kind)}
                position={[0, 0.02, 0]}
                rotation={[0, viewerYaw, 0]}
                castShadow
                receiveShadow
              />
            </group>
          </group>
        );
      })}
    </group>
  );
});
