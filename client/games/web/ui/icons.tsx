// Web's pictures in the HTML panels: a card front as a small drawing (its squares as they lie at a turn —
// open, a computer's screen with its value, a server's rack — and its green dots when known), a seat's cable stick
// (colour and pattern, painted by the palette's own painter so a seat looks the same in the scene and here), and
// a pile's shape mark.
import { useEffect, useRef } from 'react';
import type { CardFront, Shape } from '../../../../shared/games/web/game-types.js';
import { TURNED_CELLS } from '../../../../shared/games/web/index.js';
import { paintCable } from '../palette.js';

const CELL = 20;

/** One square of a front, drawn in a CELL box at (x, y). */
function SquareMark({
  kind,
  value,
  x,
  y,
}: {
  readonly kind: string;
  readonly value?: number;
  readonly x: number;
  readonly y: number;
}) {
  const base = <rect x={x + 1} y={y + 1} width={CELL - 2} height={CELL - 2} rx={2} className={`wb-sq wb-sq-${kind}`} />;
  if (kind === 'computer') {
    return (
      <g>
        {base}
        <rect x={x + 3.5} y={y + 3.5} width={CELL - 7} height={CELL - 9} rx={1.5} className="wb-screen" />
        <rect x={x + 7} y={y + CELL - 5} width={CELL - 14} height={2} className="wb-stand" />
        <text
          x={x + CELL / 2}
          y={y + CELL / 2 + 1.5}
          className="wb-value"
          textAnchor="middle"
          dominantBaseline="middle"
        >
          {value}
        </text>
      </g>
    );
  }
  if (kind === 'server') {
    return (
      <g>
        {base}
        <rect x={x + 5} y={y + 3} width={CELL - 10} height={CELL - 6} rx={1.5} className="wb-rack" />
        {[0, 1, 2].map((k) => (
          <rect key={k} x={x + 7} y={y + 5 + k * 4} width={CELL - 14} height={2} className="wb-rack-slot" />
        ))}
      </g>
    );
  }
  return base;
}

/** Props of `CardFace`. */
export interface CardFaceProps {
  readonly card: Pick<CardFront, 'shape' | 'squares'>;
  /** Quarter turns clockwise (0–3). */
  readonly rotation?: number;
  /** Green dots on its back, when this viewer knows them (null: hidden). */
  readonly dots?: number | null;
  /** Pixels per square. */
  readonly size?: number;
}

/** A card's front as it would lie turned `rotation`, with its dots below when known. */
export function CardFace({ card, rotation = 0, dots = null, size = 14 }: CardFaceProps) {
  const cells = TURNED_CELLS[card.shape][((rotation % 4) + 4) % 4]!;
  const w = Math.max(...cells.map(([x]) => x + 1));
  const h = Math.max(...cells.map(([, y]) => y + 1));
  const dotsRow = dots !== null ? 8 : 0;
  return (
    <svg
      className="wb-face"
      width={(w * CELL * size) / CELL}
      height={((h * CELL + dotsRow) * size) / CELL}
      viewBox={`0 0 ${w * CELL} ${h * CELL + dotsRow}`}
      aria-hidden="true"
      focusable="false"
    >
      {cells.map(([x, y], i) => {
        const sq = card.squares[i];
        return sq ? <SquareMark key={i} kind={sq.kind} value={sq.value} x={x * CELL} y={y * CELL} /> : null;
      })}
      {dots !== null
        ? Array.from({ length: dots }, (_, k) => (
            <circle key={k} cx={CELL / 2 + k * 9} cy={h * CELL + 4} r={3} className="wb-dot" />
          ))
        : null}
    </svg>
  );
}

/** A pile's shape as a tiny outline (the three shapes unturned). */
export function ShapeMark({ shape, size = 14 }: { readonly shape: Shape; readonly size?: number }) {
  const cells = TURNED_CELLS[shape][0]!;
  return (
    <svg className="wb-shape" width={size * 1.5} height={size} viewBox="0 0 3 2" aria-hidden="true" focusable="false">
      {cells.map(([x, y], i) => (
        <rect key={i} x={x + 0.08} y={y + 0.08} width={0.84} height={0.84} rx={0.15} />
      ))}
    </svg>
  );
}

/** A seat's cable stick: its colour and its pattern (colour is never the only cue). */
export function CableSwatch({
  seat,
  width = 34,
  height = 9,
}: {
  readonly seat: number;
  readonly width?: number;
  readonly height?: number;
}) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const c = ref.current;
    const g = c?.getContext('2d');
    if (!c || !g) return;
    const scale = typeof window !== 'undefined' ? Math.min(2, window.devicePixelRatio || 1) : 1;
    c.width = Math.round(width * scale);
    c.height = Math.round(height * scale);
    paintCable(g, seat, 0, 0, c.width, c.height);
  }, [seat, width, height]);
  // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a <canvas> with no tabIndex is not focusable; the swatch is decorative
  return <canvas ref={ref} className="wb-swatch" style={{ width, height }} aria-hidden="true" />;
}
