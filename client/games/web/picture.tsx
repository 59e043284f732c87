// Web as "Live now" draws it (160 × 100, from the spectators' view): the cards on the table square by square
// (servers dark, computers with their value), the holes, and the cables in their players' colours.
import type { ReactElement } from 'react';
import type { WebView } from '../../../shared/games/web/index.js';
import { seatColour } from '../../kit/seatColour.js';

/** A grid point, whichever way the view writes it ([x, y] or { x, y }). */
const xy = (p: unknown): [number, number] =>
  Array.isArray(p) ? [Number(p[0]), Number(p[1])] : [Number((p as { x: number }).x), Number((p as { y: number }).y)];

/** The drawing's shapes. */
export function Picture({ view }: { readonly view: WebView }): ReactElement {
  const squares = view.table.flatMap((card) => card.squares);
  if (squares.length === 0) return <g />;
  const xs = squares.map((s) => s.x);
  const ys = squares.map((s) => s.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const size = Math.min(14, 150 / (maxX - minX + 1), 90 / (maxY - minY + 1));
  const ox = 80 - ((maxX - minX + 1) * size) / 2 - minX * size;
  const oy = 50 - ((maxY - minY + 1) * size) / 2 - minY * size;
  const centre = (x: number, y: number) => [ox + (x + 0.5) * size, oy + (y + 0.5) * size] as const;
  return (
    <g>
      {squares.map((s, i) => (
        <g key={i}>
          <rect
            x={ox + s.x * size + 0.5}
            y={oy + s.y * size + 0.5}
            width={size - 1}
            height={size - 1}
            rx="1.2"
            fill={s.kind === 'server' ? '#34414b' : s.kind === 'computer' ? '#dfe9ef' : '#f3ead8'}
            stroke="#8d7b60"
            strokeWidth="0.4"
          />
          {s.kind === 'computer' && s.value !== undefined ? (
            <text
              x={centre(s.x, s.y)[0]}
              y={centre(s.x, s.y)[1] + size * 0.22}
              fontSize={size * 0.6}
              textAnchor="middle"
              fill="#34414b"
              fontWeight="700"
            >
              {s.value}
            </text>
          ) : null}
        </g>
      ))}
      {view.holes.map((h, i) => {
        const [x, y] = xy(h);
        return <circle key={`h${i}`} cx={centre(x, y)[0]} cy={centre(x, y)[1]} r={size * 0.22} fill="#3b2417" />;
      })}
      {view.cables.map((c, i) => {
        const [ax, ay] = centre(...xy(c.a));
        const [bx, by] = centre(...xy(c.b));
        return (
          <line
            key={`c${i}`}
            x1={ax}
            y1={ay}
            x2={bx}
            y2={by}
            stroke={seatColour(c.colour)}
            strokeWidth={Math.max(1.2, size * 0.16)}
            strokeLinecap="round"
          />
        );
      })}
    </g>
  );
}
