// The white dice lying on the board: every placed die of the attempt rows and the solver's solution,
// one instanced mesh. A row placed while we watch flies in from where its dice lay (the tray, or the
// wells where the solver put them), each die landing with a small bounce.
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { Object3D, Quaternion, Vector3, type InstancedMesh } from 'three';
import type { AttemptRow } from '../../../shared/games/masterdice/types.js';
import { ATTEMPT_ROWS, COLOURS } from '../../../shared/games/masterdice/index.js';
import { dieGeometry, dieMaterial } from './dice/look.js';
import { restingRotation } from './dice/layout.js';
import { easeInOutCubic, progress } from '../../scene/anim.js';
import { BOARD_TOP, DIE_EDGE, cellCentre } from './layout.js';
import { traySlots } from './WhiteDice.js';

const CAPACITY = (ATTEMPT_ROWS + 1) * COLOURS.length;
/** Height of a resting die's centre above the table. */
export const DIE_REST_Y = BOARD_TOP + DIE_EDGE / 2 + 0.001;

interface Lying {
  value: number;
  at: Vector3;
  rest: Quaternion;
  from: Vector3 | null;
  fromQ: Quaternion | null;
  start: number;
  delay: number;
}

const scratch = new Object3D();
const tmp = new Vector3();

/** Props of `BoardDice`. */
export interface BoardDiceProps {
  readonly rows: readonly AttemptRow[];
  readonly solution: readonly number[] | null;
  readonly gameKey: string;
}

/** Where the dice of a new row come from: the nearest live tray die showing the same value, once each. */
function sourcesFor(placed: readonly (number | null)[], row: number): ({ p: Vector3; q: Quaternion } | null)[] {
  const used = new Set<number>();
  return placed.map((value, column) => {
    if (value === null) return null;
    const [x, y, z] = cellCentre(column, row);
    tmp.set(x, y, z);
    let best = -1;
    let bestD = Infinity;
    traySlots.forEach((slot, i) => {
      if (used.has(i) || slot.value !== value) return;
      const d = slot.position.distanceToSquared(tmp);
      if (d < bestD) {
        bestD = d;
        best = i;
      }
    });
    if (best < 0) return null;
    used.add(best);
    const slot = traySlots[best];
    return slot ? { p: slot.position.clone(), q: slot.quaternion.clone() } : null;
  });
}

/** All white dice on the board. */
export function BoardDice({ rows, solution, gameKey }: BoardDiceProps) {
  const mesh = useRef<InstancedMesh>(null);
  const lying = useRef<Lying[]>([]);
  const seen = useRef<{ key: string; rows: number; solution: boolean } | null>(null);
  const animating = useRef(true);
  const invalidate = useThree((s) => s.invalidate);
  const geometry = useMemo(() => dieGeometry(), []);

  useLayoutEffect(() => {
    const before = seen.current;
    const sameGame = before !== null && before.key === gameKey;
    const knownRows = before === null ? rows.length : sameGame ? Math.min(before.rows, rows.length) : 0;
    const knownSolution = before === null ? solution !== null : sameGame && before.solution;
    const next: Lying[] = [];
    const add = (
      value: number,
      column: number,
      row: number | 'solution',
      fresh: boolean,
      from: { p: Vector3; q: Quaternion } | null,
      delay: number,
    ) => {
      const [x, , z] = cellCentre(column, row);
      const r = restingRotation(value);
      const rest = new Quaternion(r[0], r[1], r[2], r[3]);
      // A light, fixed twist per well so the dice do not look machine-placed.
      rest.premultiply(
        new Quaternion().setFromAxisAngle(
          new Vector3(0, 1, 0),
          (((column * 7 + (typeof row === 'number' ? row : 9) * 3) % 5) - 2) * 0.05,
        ),
      );
      const start = from ? from.p : fresh ? new Vector3(x, DIE_REST_Y + 0.35, z) : null;
      const fromQ = from ? from.q : fresh ? rest.clone() : null;
      next.push({
        value,
        at: new Vector3(x, DIE_REST_Y, z),
        rest,
        from: start,
        fromQ,
        start: fresh ? -1 : -Infinity,
        delay,
      });
    };
    rows.forEach((row, r) => {
      const fresh = r >= knownRows;
      const sources = fresh ? sourcesFor(row.placed, r) : [];
      let k = 0;
      row.placed.forEach((value, column) => {
        if (value === null) return;
        add(value, column, r, fresh, sources[column] ?? null, k++ * 0.07);
      });
    });
    solution?.forEach((value, column) => {
      add(value, column, 'solution', !knownSolution, null, column * 0.12);
    });
    lying.current = next;
    seen.current = { key: gameKey, rows: rows.length, solution: solution !== null };
    animating.current = true;
    invalidate();
  }, [rows, solution, gameKey, invalidate]);

  useFrame((state) => {
    const m = mesh.current;
    if (!m || !animating.current) return;
    const now = state.clock.elapsedTime;
    let moving = false;
    lying.current.forEach((d, i) => {
      if (d.start === -1) d.start = now;
      const p = d.start === -Infinity || !d.from ? 1 : progress(now, d.start + d.delay, 0.55);
      if (p < 1) moving = true;
      const e = easeInOutCubic(p);
      if (d.from && p < 1) {
        scratch.position.lerpVectors(d.from, d.at, e);
        scratch.position.y += Math.sin(Math.PI * e) * 0.18;
        scratch.quaternion.slerpQuaternions(d.fromQ ?? d.rest, d.rest, e);
      } else {
        scratch.position.copy(d.at);
        scratch.quaternion.copy(d.rest);
      }
      scratch.scale.setScalar(1);
      scratch.updateMatrix();
      m.setMatrixAt(i, scratch.matrix);
    });
    m.count = lying.current.length;
    m.instanceMatrix.needsUpdate = true;
    animating.current = moving;
    if (moving) state.invalidate();
  });

  return (
    <instancedMesh
      ref={mesh}
      args={[geometry, dieMaterial('white'), CAPACITY]}
      count={0}
      frustumCulled={false}
      castShadow
      receiveShadow
    />
  );
}
