// Inline SVG icons for Labiro's panels: each object kind by a shape of its own (not colour alone), ruby tiles
// as gems, a seat's swatch as its colour and printed shape. Decorative: always paired with text or a label.
import type { ReactElement } from 'react';
import type { HandItem } from '../../../../shared/games/labiro/game-types.js';
import type { ObjectKind } from '../../../../shared/games/labiro/types.js';
import { seatLook, type SeatSymbol } from '../palette.js';

const INK = '#2e1f16';

function objectShape(kind: ObjectKind): ReactElement {
  switch (kind) {
    case 'towerKey':
      return (
        <g fill="none" stroke="#8a5a12" strokeWidth={2.2} strokeLinecap="round">
          <circle cx={-4} cy={-4} r={4} fill="#f5d37a" />
          <line x1={-1} y1={-1} x2={8} y2={8} />
          <line x1={5} y1={5} x2={3} y2={7} />
          <line x1={8} y1={8} x2={6} y2={10} />
        </g>
      );
    case 'unlockKey':
      return (
        <g fill="none" stroke="#3d5a78" strokeWidth={2.2} strokeLinecap="round">
          <circle cx={-4} cy={-4} r={4} fill="#cfe0f1" />
          <line x1={-1} y1={-1} x2={8} y2={8} />
          <line x1={5} y1={5} x2={3} y2={7} />
          <path d="M 2 -9 A 7 7 0 0 1 9 -2" />
          <path d="M 9 -2 l -3 -1 M 9 -2 l 1 -3" />
        </g>
      );
    case 'torch':
      return (
        <g>
          <path d="M -2 0 L 2 0 L 1 10 L -1 10 Z" fill="#7a4a22" />
          <path d="M 0 -10 C 5 -5 4 -1 0 0 C -4 -1 -5 -5 0 -10 Z" fill="#f08a24" stroke="#b04a10" strokeWidth={1} />
        </g>
      );
    case 'rope':
      return (
        <g fill="none" stroke="#a07838" strokeWidth={2.4}>
          <circle r={8} />
          <circle r={4.5} />
          <path d="M 8 0 L 10 8" strokeLinecap="round" />
        </g>
      );
    case 'dagger':
      return (
        <g strokeLinecap="round">
          <path d="M 0 -10 L 2.5 3 L -2.5 3 Z" fill="#c9d2da" stroke="#56616b" strokeWidth={1.2} />
          <line x1={-5} y1={3.5} x2={5} y2={3.5} stroke={INK} strokeWidth={2.2} />
          <line x1={0} y1={4} x2={0} y2={10} stroke="#6b3d1d" strokeWidth={2.6} />
        </g>
      );
    default:
      return (
        <rect
          x={-7}
          y={-7}
          width={14}
          height={14}
          rx={2}
          fill="#f3ece0"
          stroke="#a99a86"
          strokeWidth={1.4}
          strokeDasharray="3 2"
        />
      );
  }
}

/** An object tile's icon. */
export function ObjectIcon({ kind, size = 20 }: { readonly kind: ObjectKind; readonly size?: number }) {
  return (
    <svg className="lb-icon" width={size} height={size} viewBox="-12 -12 24 24" aria-hidden="true" focusable="false">
      {objectShape(kind)}
    </svg>
  );
}

/** A ruby tile's icon: one gem, two for a double, a hollow outline for an empty tile. */
export function RubyIcon({ rubies, size = 20 }: { readonly rubies: number; readonly size?: number }) {
  const gem = (dx: number) => (
    <path
      key={dx}
      d={`M ${dx - 5} -2 L ${dx - 2} -6 L ${dx + 2} -6 L ${dx + 5} -2 L ${dx} 6 Z`}
      fill={rubies === 0 ? 'none' : '#c0172e'}
      stroke="#6e0b18"
      strokeWidth={1.2}
      strokeLinejoin="round"
    />
  );
  return (
    <svg className="lb-icon" width={size} height={size} viewBox="-12 -12 24 24" aria-hidden="true" focusable="false">
      {rubies === 2 ? [gem(-4), gem(4)] : gem(0)}
    </svg>
  );
}

/** A hand item's icon. */
export function ItemIcon({ item, size = 20 }: { readonly item: HandItem; readonly size?: number }) {
  return item.kind === 'ruby' ? (
    <RubyIcon rubies={item.tile.rubies} size={size} />
  ) : (
    <ObjectIcon kind={item.tile.kind} size={size} />
  );
}

function shapePath(symbol: SeatSymbol): ReactElement {
  switch (symbol) {
    case 'circle':
      return <circle r={6.5} />;
    case 'square':
      return <rect x={-6} y={-6} width={12} height={12} />;
    case 'triangle':
      return <path d="M 0 -7.5 L 7 5.5 L -7 5.5 Z" />;
    default:
      return <path d="M 0 -8 L 7 0 L 0 8 L -7 0 Z" />;
  }
}

/** A seat's swatch: its colour with its printed shape, as on its pawn, flag and chest. */
export function SeatSwatch({ seat, size = 18 }: { readonly seat: number; readonly size?: number }) {
  const look = seatLook(seat);
  return (
    <svg
      className="lb-icon lb-swatch"
      width={size}
      height={size}
      viewBox="-10 -10 20 20"
      aria-hidden="true"
      focusable="false"
    >
      <rect x={-10} y={-10} width={20} height={20} rx={5} fill={look.colour} />
      <g fill={look.light} stroke={look.dark} strokeWidth={1.2}>
        {shapePath(look.symbol)}
      </g>
    </svg>
  );
}
