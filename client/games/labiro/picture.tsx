// Labiro as "Live now" draws it (160 × 100, from the spectators' view): the hexes of the map, each tower's
// ruby (bright while its ruby tile is still inside), and each player's pawn in the seat's colour.
import type { ReactElement } from 'react';
import type { LabiroView } from '../../../shared/games/labiro/index.js';
import { seatColour } from '../../kit/seatColour.js';

/** Corners of a pointy-top hexagon of radius 1. */
const CORNERS = Array.from({ length: 6 }, (_, i) => {
  const a = (Math.PI / 3) * i + Math.PI / 6;
  return [Math.cos(a), Math.sin(a)] as const;
});

/** The drawing's shapes. */
export function Picture({ view }: { readonly view: LabiroView }): ReactElement {
  const cells = view.board.cells;
  const raw = cells.map((c) => ({ x: Math.sqrt(3) * (c.q + c.r / 2), y: 1.5 * c.r }));
  const xs = raw.map((p) => p.x);
  const ys = raw.map((p) => p.y);
  const w = Math.max(...xs) - Math.min(...xs) + 2;
  const h = Math.max(...ys) - Math.min(...ys) + 2.2;
  const size = Math.min(150 / w, 92 / h);
  const cx = (Math.max(...xs) + Math.min(...xs)) / 2;
  const cy = (Math.max(...ys) + Math.min(...ys)) / 2;
  const at = (i: number) => ({ x: 80 + (raw[i]!.x - cx) * size, y: 50 + (raw[i]!.y - cy) * size });
  const pawns = new Map<number, number[]>();
  view.seats.forEach((s, seat) => {
    if (s.pawn !== null) pawns.set(s.pawn, [...(pawns.get(s.pawn) ?? []), seat]);
  });
  return (
    <g>
      {cells.map((_, i) => {
        const p = at(i);
        const ruby = view.board.towers[i]?.ruby !== undefined;
        return (
          <g key={i}>
            <polygon
              points={CORNERS.map(([x, y]) => `${p.x + x * size * 0.96},${p.y + y * size * 0.96}`).join(' ')}
              fill="#c9b08a"
              stroke="#7b5a3a"
              strokeWidth="0.8"
            />
            <circle cx={p.x} cy={p.y} r={size * 0.45} fill="#e8dcc6" stroke="#9c7b57" strokeWidth="0.6" />
            {ruby ? (
              <circle
                cx={p.x}
                cy={p.y}
                r={size * 0.2}
                fill={view.towers[i]?.rubyTile ? '#c0213a' : '#d9b8bd'}
                stroke="#6e1020"
                strokeWidth="0.4"
              />
            ) : null}
          </g>
        );
      })}
      {[...pawns].flatMap(([cell, seats]) =>
        seats.map((seat, k) => {
          const p = at(cell);
          const dx = (k - (seats.length - 1) / 2) * size * 0.5;
          return (
            <circle
              key={`${cell}-${seat}`}
              cx={p.x + dx}
              cy={p.y - size * 0.35}
              r={size * 0.3}
              fill={seatColour(seat)}
              stroke="#fff"
              strokeWidth="0.8"
            />
          );
        }),
      )}
    </g>
  );
}
