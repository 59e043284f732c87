// Symbotrio as "Live now" draws it (160 × 100, from the spectators' view): the safe's 3 × 4 squares, each sign
// turned up shown by its colour, size or cut, the others face down.
import type { ReactElement } from 'react';
import type { SymbotrioView } from '../../../shared/games/symbotrio/index.js';

const COLOUR: Record<string, string> = { red: '#c0392b', blue: '#2f62b8', yellow: '#d9a21b' };
const SIZE: Record<string, number> = { small: 0.45, medium: 0.7, large: 0.95 };

/** One sign, drawn in a box of `s` around (x, y). */
function Sign({
  sign,
  x,
  y,
  s,
}: {
  readonly sign: string;
  readonly x: number;
  readonly y: number;
  readonly s: number;
}) {
  const r = s * 0.32;
  if (sign in COLOUR) return <circle cx={x} cy={y} r={r} fill={COLOUR[sign]} />;
  if (sign in SIZE) {
    const k = r * SIZE[sign]!;
    return <path d={`M${x - k} ${y + k * 0.6} L${x} ${y - k} L${x + k} ${y + k * 0.6} Z`} fill="#3b2417" />;
  }
  const ink = { fill: 'none', stroke: '#3b2417', strokeWidth: 1.4 };
  switch (sign) {
    case 'triangle':
      return <path d={`M${x - r} ${y + r * 0.8} L${x} ${y - r} L${x + r} ${y + r * 0.8} Z`} {...ink} />;
    case 'rhombus':
      return <path d={`M${x} ${y - r} L${x + r} ${y} L${x} ${y + r} L${x - r} ${y} Z`} {...ink} />;
    case 'square':
      return <rect x={x - r * 0.8} y={y - r * 0.8} width={r * 1.6} height={r * 1.6} {...ink} />;
    case 'rectangle':
      return <rect x={x - r} y={y - r * 0.55} width={r * 2} height={r * 1.1} {...ink} />;
    case 'circle':
      return <circle cx={x} cy={y} r={r * 0.85} {...ink} />;
    default:
      return <path d={`M${x - r} ${y + r * 0.4} A ${r} ${r} 0 0 1 ${x + r} ${y + r * 0.4} Z`} {...ink} />;
  }
}

/** The drawing's shapes. */
export function Picture({ view }: { readonly view: SymbotrioView }): ReactElement {
  const s = Math.min(120 / view.cols, 84 / view.rows);
  const ox = 80 - (view.cols * s) / 2;
  const oy = 50 - (view.rows * s) / 2;
  return (
    <g>
      <rect x={ox - 5} y={oy - 5} width={view.cols * s + 10} height={view.rows * s + 10} rx="5" fill="#6f7478" />
      {view.squares.map((q) => {
        const x = ox + q.col * s;
        const y = oy + q.row * s;
        return (
          <g key={q.id}>
            <rect
              x={x + 1}
              y={y + 1}
              width={s - 2}
              height={s - 2}
              rx="3"
              fill={q.sign === null ? '#3e4a52' : '#f1ead9'}
              stroke="#2a3238"
              strokeWidth="0.6"
            />
            {q.sign !== null ? <Sign sign={q.sign} x={x + s / 2} y={y + s / 2} s={s} /> : null}
          </g>
        );
      })}
    </g>
  );
}
