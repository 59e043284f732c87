// Inline SVG icons for the Laser panels: every component by its printed symbol (shape, not colour alone,
// tells them apart) in a given orientation, and the small tool icons. Decorative: paired with text or a label.
import type { ReactElement } from 'react';
import type { LaserKind } from '../../../../shared/games/laser/types.js';

const INK = '#2e1f16';
const GLASS = '#2f6fa8';
const GLASS_FILL = '#d9e9f5';
const SILVER = '#c9d2da';

/** Triangle corners by orientation: the right-angle corner first. */
const TRIANGLE: Readonly<Record<string, string>> = {
  NE: '8,-8 -8,-8 8,8',
  SE: '8,8 8,-8 -8,8',
  SW: '-8,8 8,8 -8,-8',
  NW: '-8,-8 -8,8 8,-8',
};

/** Diode arrowheads by direction. */
const ARROW: Readonly<Record<string, string>> = {
  N: '0,-10 -4,-4 4,-4',
  E: '10,0 4,-4 4,4',
  S: '0,10 -4,4 4,4',
  W: '-10,0 -4,-4 -4,4',
};

function diagonal(o: string | undefined): { x1: number; y1: number; x2: number; y2: number } {
  return o?.startsWith('/') ? { x1: -8, y1: 8, x2: 8, y2: -8 } : { x1: -8, y1: -8, x2: 8, y2: 8 };
}

function symbol(kind: LaserKind, o: string | undefined): ReactElement {
  switch (kind) {
    case 'absorber':
      return <circle r={7.5} fill="#1d1a18" stroke="#000" strokeWidth={1} />;
    case 'reflector':
      return (
        <rect x={-7.5} y={-7.5} width={15} height={15} rx={1.5} fill={SILVER} stroke="#56616b" strokeWidth={2.2} />
      );
    case 'jump':
      return (
        <g stroke="#8a5a12" strokeWidth={3.2} strokeLinecap="round">
          <line x1={-7} y1={-7} x2={7} y2={7} />
          <line x1={-7} y1={7} x2={7} y2={-7} />
        </g>
      );
    case 'diagonal':
      return <line {...diagonal(o)} stroke={GLASS} strokeWidth={3.6} strokeLinecap="round" />;
    case 'triangle':
      return (
        <polygon
          points={TRIANGLE[o ?? 'NE'] ?? TRIANGLE.NE}
          fill={GLASS_FILL}
          stroke={GLASS}
          strokeWidth={2}
          strokeLinejoin="round"
        />
      );
    case 'diode':
      return (
        <g stroke={INK} strokeWidth={2.4} strokeLinecap="round" fill={INK}>
          <line x1={-7} y1={0} x2={7} y2={0} />
          <line x1={0} y1={-7} x2={0} y2={7} />
          <polygon points={ARROW[o ?? 'N'] ?? ARROW.N} strokeWidth={1} strokeLinejoin="round" />
        </g>
      );
    case 'sensor':
      return (
        <g>
          <circle r={7} fill="none" stroke="#3d6b3a" strokeWidth={2.6} />
          <circle r={1.8} fill="#3d6b3a" />
        </g>
      );
    case 'oneSidedMirror': {
      const d = diagonal(o);
      const north = o?.endsWith('N') ?? true;
      const slash = o?.startsWith('/') ?? false;
      // The silvered face: a bright line beside the dark back, on the north or south side of the mirror line.
      const dx = slash ? (north ? -2.4 : 2.4) : north ? 2.4 : -2.4;
      const dy = north ? -2.4 : 2.4;
      return (
        <g strokeLinecap="round">
          <line {...d} stroke="#1d1a18" strokeWidth={3.4} />
          <line x1={d.x1 + dx} y1={d.y1 + dy} x2={d.x2 + dx} y2={d.y2 + dy} stroke="#8fa3b3" strokeWidth={2.4} />
        </g>
      );
    }
    case 'splitter': {
      const slash = o === '/';
      return (
        <g>
          <line {...diagonal(o)} stroke={GLASS} strokeWidth={3} strokeDasharray="3 2.2" strokeLinecap="round" />
          <text
            x={slash ? -4.5 : 4.5}
            y={slash ? -2 : -2}
            textAnchor="middle"
            fontSize={9}
            fontWeight={800}
            fill={INK}
            fontFamily="sans-serif"
          >
            M
          </text>
        </g>
      );
    }
    case 'portals':
      return (
        <g stroke="#6a3d9a" strokeWidth={2.6} strokeLinecap="round">
          <line x1={0} y1={-8} x2={0} y2={8} />
          <line x1={-7} y1={-4} x2={7} y2={4} />
          <line x1={-7} y1={4} x2={7} y2={-4} />
        </g>
      );
    case 'deflector':
      return (
        <polyline
          points={o === 'R' ? '-4,-7 5,0 -4,7' : '4,-7 -5,0 4,7'}
          fill="none"
          stroke="#a3322a"
          strokeWidth={3}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      );
    case 'mystery':
      return (
        <text y={6} textAnchor="middle" fontSize={17} fontWeight={800} fill={INK} fontFamily="sans-serif">
          ?
        </text>
      );
  }
}

/** A component's printed symbol on a little card, in an orientation (its first when none is given). */
export function KindIcon({
  kind,
  orientation,
  size = 24,
}: {
  kind: LaserKind;
  orientation?: string | undefined;
  size?: number;
}) {
  return (
    <svg className="lz-icon" width={size} height={size} viewBox="-12 -12 24 24" aria-hidden="true">
      <rect
        x={-11}
        y={-11}
        width={22}
        height={22}
        rx={3.5}
        fill="#fbf6ec"
        stroke="rgba(59, 36, 23, 0.35)"
        strokeWidth={1}
      />
      {symbol(kind, orientation)}
    </svg>
  );
}

/** An "empty cell" mark, as the notebook draws it: a pencilled ring with a stroke through. */
export function EmptyIcon({ size = 24 }: { size?: number }) {
  return (
    <svg className="lz-icon" width={size} height={size} viewBox="-12 -12 24 24" aria-hidden="true">
      <rect
        x={-11}
        y={-11}
        width={22}
        height={22}
        rx={3.5}
        fill="#fbf6ec"
        stroke="rgba(59, 36, 23, 0.35)"
        strokeWidth={1}
        strokeDasharray="3 2"
      />
      <circle r={5.5} fill="none" stroke="#6b5a44" strokeWidth={1.8} />
      <line x1={-7} y1={7} x2={7} y2={-7} stroke="#6b5a44" strokeWidth={1.8} strokeLinecap="round" />
    </svg>
  );
}

const line = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** A turning arrow (turn tool, orientation). */
export const TurnIcon = (): ReactElement => (
  <svg className="lz-tool-icon" viewBox="0 0 24 24" aria-hidden="true">
    <path {...line} d="M20 12a8 8 0 1 1-2.3-5.7" />
    <path {...line} d="M20 4v5h-5" />
  </svg>
);

/** A lifted piece with a cross (remove tool). */
export const RemoveIcon = (): ReactElement => (
  <svg className="lz-tool-icon" viewBox="0 0 24 24" aria-hidden="true">
    <path {...line} d="M5 7h14M9 7V4h6v3M7 7l1 13h8l1-13" />
  </svg>
);

/** A padlock (secret shot). */
export const LockIcon = (): ReactElement => (
  <svg className="lz-tool-icon" viewBox="0 0 24 24" aria-hidden="true">
    <rect {...line} x="5" y="11" width="14" height="10" rx="2" />
    <path {...line} d="M8 11V8a4 4 0 0 1 8 0v3" />
  </svg>
);

/** A warning triangle (an answer the notebook contradicts). */
export const WarnIcon = (): ReactElement => (
  <svg className="lz-tool-icon" viewBox="0 0 24 24" aria-hidden="true">
    <path {...line} d="M12 3 2 21h20z" />
    <path {...line} d="M12 10v5M12 18h.01" />
  </svg>
);

/** A beam leaving a pointer (fire). */
export const BeamIcon = (): ReactElement => (
  <svg className="lz-tool-icon" viewBox="0 0 24 24" aria-hidden="true">
    <rect {...line} x="2" y="9" width="6" height="6" rx="1" />
    <path {...line} d="M8 12h14M18 8l4 4-4 4" />
  </svg>
);

/** The end of a beam on an absorber (absorbed). */
export const StopIcon = (): ReactElement => (
  <svg className="lz-tool-icon" viewBox="0 0 24 24" aria-hidden="true">
    <path {...line} d="M3 12h10" />
    <circle cx="17" cy="12" r="4" fill="currentColor" />
  </svg>
);

/** A circling arrow (loop). */
export const LoopIcon = (): ReactElement => (
  <svg className="lz-tool-icon" viewBox="0 0 24 24" aria-hidden="true">
    <path {...line} d="M17 7a7 7 0 1 0 2 5" />
    <path {...line} d="M19 4v4h-4" />
  </svg>
);
