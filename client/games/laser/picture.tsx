// Laser as "Live now" draws it (160 × 100, from the spectators' view): the circuit being investigated, its 8 × 7
// grid, each pointer fired (red) and where its beam came out (a ring), and its pieces once a round reveals them.
import type { ReactElement } from 'react';
import { COLS, pointerEntry, ROWS, type LaserView } from '../../../shared/games/laser/index.js';

const CELL = 10;
const X0 = 80 - (COLS * CELL) / 2;
const Y0 = 50 - (ROWS * CELL) / 2;

/** Where a pointer sits, just outside the grid. */
function pointerAt(p: number): { x: number; y: number } {
  const e = pointerEntry(p);
  const cx = X0 + (e.x + 0.5) * CELL;
  const cy = Y0 + (e.y + 0.5) * CELL;
  const step = CELL * 0.9;
  return e.dir === 2
    ? { x: cx, y: Y0 - step / 2 }
    : e.dir === 0
      ? { x: cx, y: Y0 + ROWS * CELL + step / 2 }
      : e.dir === 3
        ? { x: X0 + COLS * CELL + step / 2, y: cy }
        : { x: X0 - step / 2, y: cy };
}

/** The drawing's shapes. */
export function Picture({ view }: { readonly view: LaserView }): ReactElement {
  const circuits = view.circuits ?? [];
  const circuit =
    circuits.find((c) => c.shots.some((s) => s.by === view.turn)) ??
    circuits.reduce<(typeof circuits)[number] | null>((a, c) => (!a || c.shots.length > a.shots.length ? c : a), null);
  const fired = new Set(circuit?.shots.map((s) => s.pointer) ?? []);
  const exits = new Set(circuit?.shots.flatMap((s) => s.answer?.exits ?? []) ?? []);
  return (
    <g>
      <rect x={X0 - 9} y={Y0 - 9} width={COLS * CELL + 18} height={ROWS * CELL + 18} rx="5" fill="#1d2a33" />
      {Array.from({ length: COLS * ROWS }, (_, i) => (
        <rect
          key={i}
          x={X0 + (i % COLS) * CELL + 0.6}
          y={Y0 + Math.floor(i / COLS) * CELL + 0.6}
          width={CELL - 1.2}
          height={CELL - 1.2}
          rx="1"
          fill="#2c3e4a"
        />
      ))}
      {(circuit?.layout?.pieces ?? []).map((piece, i) => (
        <circle
          key={i}
          cx={X0 + (piece.x + 0.5) * CELL}
          cy={Y0 + (piece.y + 0.5) * CELL}
          r="3.2"
          fill="#e6c36a"
          stroke="#fff6e0"
          strokeWidth="0.6"
        />
      ))}
      {Array.from({ length: 30 }, (_, i) => {
        const p = i + 1;
        const at = pointerAt(p);
        return (
          <circle
            key={p}
            cx={at.x}
            cy={at.y}
            r={fired.has(p) ? 2.4 : 1.4}
            fill={fired.has(p) ? '#e8412c' : exits.has(p) ? 'none' : '#56697a'}
            stroke={exits.has(p) ? '#f2b6a8' : 'none'}
            strokeWidth="1"
          />
        );
      })}
    </g>
  );
}
