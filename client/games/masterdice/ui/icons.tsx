// Inline SVG pieces for the Masterdice panels: a die face, a colour chip with its symbol, a marker icon.
import type { ReactElement } from 'react';
import { COLOURS } from '../../../../shared/games/masterdice/index.js';
import { INK, ON_INK, type MarkerKind } from '../symbols.js';
import { PIPS } from '../paint.js';

/** The path of a colour's symbol centred at (x, y), radius r (0 circle, 1 triangle, 2 square, 3 star). */
function symbol(column: number, x: number, y: number, r: number, fill: string): ReactElement {
  if (column === 0) return <circle cx={x} cy={y} r={r} fill={fill} />;
  if (column === 2) return <rect x={x - r * 0.88} y={y - r * 0.88} width={r * 1.76} height={r * 1.76} fill={fill} />;
  if (column === 1) {
    const k = r * 1.2;
    return (
      <polygon points={`${x},${y - k} ${x + k * 0.94},${y + k * 0.62} ${x - k * 0.94},${y + k * 0.62}`} fill={fill} />
    );
  }
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r * 1.25 : r * 0.5;
    pts.push(`${(x + Math.cos(a) * rr).toFixed(2)},${(y + Math.sin(a) * rr).toFixed(2)}`);
  }
  return <polygon points={pts.join(' ')} fill={fill} />;
}

/** A die face: ivory with black pips, or a code colour with its symbol as pips. */
export function DieFace({
  value,
  column = null,
  size = 28,
}: {
  value: number | null;
  column?: number | null;
  size?: number;
}) {
  const colour = column === null ? null : (COLOURS[column] ?? 'blue');
  const body = colour ? INK[colour] : '#f7f1e3';
  const pip = colour ? ON_INK[colour] : '#1b1712';
  return (
    <svg className="md-die" width={size} height={size} viewBox="-12 -12 24 24" aria-hidden>
      <rect x={-11} y={-11} width={22} height={22} rx={5} fill={body} stroke="rgba(40,25,10,0.55)" strokeWidth={1.2} />
      {value === null ? (
        <text x={0} y={4.5} textAnchor="middle" fontSize={13} fontWeight={700} fill={pip} opacity={0.6}>
          ?
        </text>
      ) : (
        (PIPS[value] ?? []).map(([u, v], i) =>
          colour !== null && column !== null ? (
            <g key={i}>{symbol(column, u * 5.6, v * 5.6, 2.1, pip)}</g>
          ) : (
            <circle key={i} cx={u * 5.6} cy={v * 5.6} r={2.1} fill={pip} />
          ),
        )
      )}
    </svg>
  );
}

/** A colour's chip: its ink and its symbol (colour is never the only cue). */
export function ColourChip({ column, size = 22 }: { column: number; size?: number }) {
  const colour = COLOURS[column] ?? 'blue';
  return (
    <svg className="md-chip" width={size} height={size} viewBox="-12 -12 24 24" aria-hidden>
      <circle r={11} fill={INK[colour]} stroke="rgba(40,25,10,0.5)" strokeWidth={1} />
      {symbol(column, 0, column === 1 ? 1 : 0, 5, ON_INK[colour])}
    </svg>
  );
}

/** A feedback marker's icon, as on the board: brass "=" coin, ebony ↓, ivory ↑. */
export function MarkerIcon({ kind, size = 20 }: { kind: MarkerKind; size?: number }) {
  if (kind === 'equal') {
    return (
      <svg className="md-marker" width={size} height={size} viewBox="-12 -12 24 24" aria-hidden>
        <circle r={10.5} fill="#c9a23a" stroke="#7a5a14" strokeWidth={1.5} />
        <rect x={-5.5} y={-4} width={11} height={2.4} fill="#221a0c" />
        <rect x={-5.5} y={1.6} width={11} height={2.4} fill="#221a0c" />
      </svg>
    );
  }
  const down = kind === 'lower';
  const s = down ? 1 : -1;
  const pts = [
    [0, s * 11],
    [8, s * 1.5],
    [3, s * 1.5],
    [3, -s * 10.5],
    [-3, -s * 10.5],
    [-3, s * 1.5],
    [-8, s * 1.5],
  ];
  return (
    <svg className="md-marker" width={size} height={size} viewBox="-12 -12 24 24" aria-hidden>
      <polygon
        points={pts.map((p) => p.join(',')).join(' ')}
        fill={down ? '#1b1816' : '#f7f1e3'}
        stroke={down ? '#000' : '#6b5a44'}
        strokeWidth={1.3}
        strokeLinejoin="round"
      />
    </svg>
  );
}
