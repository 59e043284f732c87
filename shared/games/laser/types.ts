// Laser data: component kinds, their orientations, layouts and the answer to a shot (rules/laser.md).

/** The five beginner kinds ("prime partite"); a beginner circuit uses all five. */
export const BEGINNER_KINDS = ['absorber', 'reflector', 'jump', 'diagonal', 'triangle'] as const;
/** The four kinds the expert set adds to the beginner five. */
export const EXPERT_EXTRA_KINDS = ['diode', 'sensor', 'oneSidedMirror', 'splitter'] as const;
/** The Einstein kinds; a table adds one or all of them to the expert set. */
export const EINSTEIN_KINDS = ['portals', 'deflector', 'mystery'] as const;
/** Every component kind, in the order the rules list them. */
export const KINDS = [...BEGINNER_KINDS, ...EXPERT_EXTRA_KINDS, ...EINSTEIN_KINDS] as const;

/** One component kind. Example: 'triangle'. */
export type LaserKind = (typeof KINDS)[number];
/** One beginner kind (what a Mystery may hide). Example: 'jump'. */
export type BeginnerKind = (typeof BEGINNER_KINDS)[number];
/** One Einstein kind. Example: 'portals'. */
export type EinsteinKind = (typeof EINSTEIN_KINDS)[number];

/** Orientations of the two-sided diagonal mirror and of the splitter. */
export const DIAGONAL_ORIENTATIONS = ['\\', '/'] as const;
/** Triangle orientations: the corner holding the right angle. */
export const TRIANGLE_ORIENTATIONS = ['NE', 'SE', 'SW', 'NW'] as const;
/** Diode orientations: where its arrow points. */
export const DIODE_ORIENTATIONS = ['N', 'E', 'S', 'W'] as const;
/** One-sided mirror orientations: the diagonal, then the side of it (north or south) that is silvered. */
export const ONE_SIDED_ORIENTATIONS = ['\\N', '\\S', '/N', '/S'] as const;
/** Deflector orientations: every beam turns to its left or to its right. */
export const DEFLECTOR_ORIENTATIONS = ['L', 'R'] as const;

/** The orientations each kind takes; an empty list means the kind has none (no `orientation` field). */
export const ORIENTATIONS: { readonly [K in LaserKind]: readonly string[] } = {
  absorber: [],
  reflector: [],
  jump: [],
  diagonal: DIAGONAL_ORIENTATIONS,
  triangle: TRIANGLE_ORIENTATIONS,
  diode: DIODE_ORIENTATIONS,
  sensor: [],
  oneSidedMirror: ONE_SIDED_ORIENTATIONS,
  splitter: DIAGONAL_ORIENTATIONS,
  portals: [],
  deflector: DEFLECTOR_ORIENTATIONS,
  mystery: [],
};

/** The component sets a table chooses from. */
export const LASER_SETS = ['beginner', 'expert', 'einstein'] as const;
/** One component set. Example: 'expert'. */
export type LaserSet = (typeof LASER_SETS)[number];

/** What a Mystery hides: a beginner kind and its orientation. Example: `{ kind: 'triangle', orientation: 'SW' }`. */
export interface HiddenPiece {
  readonly kind: BeginnerKind;
  readonly orientation?: string;
}

/**
 * One component on the grid. Examples: `{ kind: 'triangle', x: 3, y: 2, orientation: 'NE' }`,
 * `{ kind: 'portals', x: 0, y: 0, x2: 7, y2: 6 }`, `{ kind: 'mystery', x: 4, y: 4, hidden: { kind: 'absorber' } }`.
 */
export interface LaserPiece {
  readonly kind: LaserKind;
  /** Column 0–7 from the left. */
  readonly x: number;
  /** Row 0–6 from the top. */
  readonly y: number;
  /** Only for kinds that have orientations (see ORIENTATIONS). */
  readonly orientation?: string;
  /** Portals only: the second cell. */
  readonly x2?: number;
  readonly y2?: number;
  /** Mystery only: the beginner kind it behaves as. */
  readonly hidden?: HiddenPiece;
}

/** A circuit: at most one component per cell, each kind at most once. Example: `{ pieces: [...] }`. */
export interface LaserLayout {
  readonly pieces: readonly LaserPiece[];
}

/**
 * What the designer reveals for one shot. Example: `{ hits: ['diagonal', 'reflector', 'diagonal'],
 * exits: [4], absorbed: false, loop: false }`.
 */
export interface ShotAnswer {
  /** Kinds hit in the order the light reaches them (breadth-first with a splitter); 'mystery' for the Mystery. */
  readonly hits: LaserKind[];
  /** Pointers (1–30) the light reaches, ascending, each once. */
  readonly exits: number[];
  /** Some beam stopped on an absorber or on a one-sided mirror's back. */
  readonly absorbed: boolean;
  /** Some light circles forever (tracing stopped when a beam came back to a cell moving the same way). */
  readonly loop: boolean;
}

/** The verdict of the identifiability check. */
export type IdentifyVerdict =
  | { readonly status: 'identifiable' }
  | { readonly status: 'ambiguous'; readonly other: LaserLayout }
  | { readonly status: 'unknown' };
