// Symbotrio's pictures in the HTML panels, readable at a glance: a gem drawn as its cut, filled with its colour
// (and the colour's pattern as on the stickers, so colour is never the only cue) at its size inside a frame; a face-up sign as the
// square's sticker shows it (a splash, an arrow of its length, the cut's lines); a card by kind (gem, code with
// the turn mark, prisoner, easy loot, trickster) and a face-down card's back. Words go beside them (aria-label).
import type { ReactNode } from 'react';
import type { Card, Gem, Sign } from '../../../../shared/games/symbotrio/game-types.js';
import { COLOURS, SIZES } from '../../../../shared/games/symbotrio/index.js';
import { COLOUR_INK } from '../signs.js';

type Colour = Gem['colour'];
type Cut = Gem['cut'];
type Size = Gem['size'];

/** Each colour's paint (the stickers' ink, signs.ts), outline and pattern: red stripes, blue dots, yellow cross-hatch, as on the stickers. */
export const COLOUR_LOOK: Readonly<
  Record<Colour, { readonly fill: string; readonly ink: string; readonly pattern: 'stripes' | 'dots' | 'hatch' }>
> = {
  red: { fill: COLOUR_INK.red, ink: '#7a1712', pattern: 'stripes' },
  blue: { fill: COLOUR_INK.blue, ink: '#12325e', pattern: 'dots' },
  yellow: { fill: COLOUR_INK.yellow, ink: '#7a5a05', pattern: 'hatch' },
};

/** How big a gem is drawn for each size (share of its frame). */
const SCALE: Readonly<Record<Size, number>> = { small: 0.5, medium: 0.74, large: 1 };

/** A cut's outline in a 24 × 24 box. */
function CutPath({ cut, ...rest }: { readonly cut: Cut } & React.SVGProps<SVGPathElement>) {
  const d: Record<Cut, string> = {
    triangle: 'M12 3 L21 20 L3 20 Z',
    rhombus: 'M12 2 L21 12 L12 22 L3 12 Z',
    square: 'M4 4 H20 V20 H4 Z',
    rectangle: 'M2 7 H22 V18 H2 Z',
    circle: 'M3 12 A9 9 0 1 1 21 12 A9 9 0 1 1 3 12 Z',
    semicircle: 'M3 16 A9 9 0 0 1 21 16 Z',
  };
  return <path d={d[cut]} {...rest} />;
}

/** The SVG id of a colour's pattern: one per colour, so every copy in the page is the same drawing (no clash between React roots or static renders). */
const patternId = (colour: Colour): string => `sy-pattern-${colour}`;

/** The colour's pattern as an SVG <pattern> with this id. */
function Pattern({ id, colour }: { readonly id: string; readonly colour: Colour }) {
  const look = COLOUR_LOOK[colour];
  return (
    <pattern
      id={id}
      width={4}
      height={4}
      patternUnits="userSpaceOnUse"
      patternTransform={look.pattern === 'stripes' ? 'rotate(45)' : undefined}
    >
      <rect width={4} height={4} fill={look.fill} />
      {look.pattern === 'stripes' ? (
        <rect width={1.4} height={4} fill="rgba(255,255,255,0.55)" />
      ) : look.pattern === 'dots' ? (
        <circle cx={2} cy={2} r={0.9} fill="rgba(255,255,255,0.7)" />
      ) : (
        <path d="M2 0 V4 M0 2 H4" stroke="rgba(120,70,0,0.5)" strokeWidth={0.6} />
      )}
    </pattern>
  );
}

/** Props of `GemIcon`. */
export interface GemIconProps {
  readonly gem: Gem;
  /** Pixels of the frame's side. */
  readonly size?: number;
  /** Adds the code card's turn-the-board mark. */
  readonly code?: boolean;
}

/** A gem: its cut filled with its colour and pattern, drawn at its size in a dashed frame (the large one fills it). */
export function GemIcon({ gem, size = 36, code = false }: GemIconProps) {
  const id = patternId(gem.colour);
  const look = COLOUR_LOOK[gem.colour];
  const k = SCALE[gem.size];
  return (
    <svg
      className="sy-gem"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      data-gem={`${gem.colour}-${gem.size}-${gem.cut}`}
    >
      <defs>
        <Pattern id={id} colour={gem.colour} />
      </defs>
      <rect x={0.5} y={0.5} width={23} height={23} rx={2.5} className="sy-gem-frame" />
      <g transform={`translate(12 12) scale(${k}) translate(-12 -12)`}>
        <CutPath cut={gem.cut} fill={`url(#${id})`} stroke={look.ink} strokeWidth={1.4 / k} strokeLinejoin="round" />
      </g>
      {code ? <TurnMark /> : null}
    </svg>
  );
}

/** The code card's sign: a quarter-turn arrow in the corner. */
function TurnMark() {
  return (
    <g className="sy-turn-mark">
      <circle cx={19.5} cy={4.5} r={4.2} />
      <path d="M16.8 5.2 A2.8 2.8 0 1 1 19.6 7.4" fill="none" strokeWidth={1.1} />
      <path d="M18.4 6.2 L19.9 7.5 L18.5 8.7" fill="none" strokeWidth={1.1} />
    </g>
  );
}

/** A face-up square's sticker: a colour splash (with its pattern), an arrow of its length, or the cut's lines. */
export function SignIcon({ sign, size = 22 }: { readonly sign: Sign; readonly size?: number }) {
  let body: ReactNode;
  if ((COLOURS as readonly string[]).includes(sign)) {
    const c = sign as Colour;
    const look = COLOUR_LOOK[c];
    const id = patternId(c);
    body = (
      <>
        <defs>
          <Pattern id={id} colour={c} />
        </defs>
        <path
          d="M12 3 C16 3 15 6 19 7 C22 9 20 12 21 15 C21 19 16 18 13 21 C9 23 8 19 5 18 C2 16 4 12 3 9 C3 5 8 3 12 3 Z"
          fill={`url(#${id})`}
          stroke={look.ink}
          strokeWidth={1.2}
        />
      </>
    );
  } else if ((SIZES as readonly string[]).includes(sign)) {
    const half = { small: 4, medium: 6.5, large: 9.5 }[sign as Size];
    body = (
      <g className="sy-arrow" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" fill="none">
        <path d={`M${12 - half} 12 H${12 + half}`} />
        <path d={`M${12 + half - 3} 9 L${12 + half} 12 L${12 + half - 3} 15`} />
        <path d={`M${12 - half} 9 V15`} />
      </g>
    );
  } else {
    body = <CutPath cut={sign as Cut} className="sy-cut" fill="none" strokeWidth={1.8} strokeLinejoin="round" />;
  }
  return (
    <svg className="sy-sign" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" data-sign={sign}>
      {body}
    </svg>
  );
}

/** A card face up: its gem (code cards with the turn mark), or the prisoner's bars, the open safe, the trickster's mask. */
export function CardIcon({ card, size = 36 }: { readonly card: Card; readonly size?: number }) {
  if (card.gem) return <GemIcon gem={card.gem} size={size} code={card.kind === 'code'} />;
  return (
    <svg
      className={`sy-card-icon sy-${card.kind}`}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      data-kind={card.kind}
    >
      <rect x={0.5} y={0.5} width={23} height={23} rx={2.5} className="sy-gem-frame" />
      {card.kind === 'prisoner' ? (
        <g strokeWidth={2} strokeLinecap="round">
          <rect x={4} y={4} width={16} height={16} rx={1.5} fill="none" />
          {[8, 12, 16].map((x) => (
            <path key={x} d={`M${x} 4 V20`} />
          ))}
        </g>
      ) : card.kind === 'loot' ? (
        <g strokeWidth={1.6} strokeLinejoin="round">
          <rect x={3} y={5} width={14} height={14} rx={1.5} fill="none" />
          <path d="M17 5 L22 3 V21 L17 19 Z" fill="none" />
          <circle cx={10} cy={12} r={2.6} className="sy-loot-gem" />
        </g>
      ) : (
        <g strokeWidth={1.4}>
          <path
            d="M2.5 9 C6 6 9 8 12 9.5 C15 8 18 6 21.5 9 C21 14 17 16 14 14 L12 12.5 L10 14 C7 16 3 14 2.5 9 Z"
            className="sy-mask"
          />
          <ellipse cx={7.6} cy={10.8} rx={1.9} ry={1.2} className="sy-eye" />
          <ellipse cx={16.4} cy={10.8} rx={1.9} ry={1.2} className="sy-eye" />
        </g>
      )}
    </svg>
  );
}

/** A face-down card's back (a won pile's card, the deck). */
export function CardBack({ size = 26 }: { readonly size?: number }) {
  return (
    <svg className="sy-back" width={size * 0.72} height={size} viewBox="0 0 18 25" aria-hidden="true">
      <rect x={0.5} y={0.5} width={17} height={24} rx={2} className="sy-back-card" />
      <path d="M9 5 L14 12.5 L9 20 L4 12.5 Z" className="sy-back-mark" />
    </svg>
  );
}
